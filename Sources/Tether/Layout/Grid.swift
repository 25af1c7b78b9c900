import Foundation

/// Mirrors SwiftUI's `Grid`: a container that arranges its views in rows and columns. Each
/// `GridRow` makes one row whose views fill successive columns; any other view becomes a row
/// of its own spanning every column. Columns are as wide as their widest cell and rows as tall
/// as their tallest cell; the layout itself is `GridLayout`.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Score") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Ada"); Text("42").gridColumnAlignment(.trailing) }
/// }
/// ```
nonisolated public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Mirrors `init(alignment:horizontalSpacing:verticalSpacing:content:)`; nil spacing means
    /// the default spacing between the neighbouring cells (8 points between ordinary views).
    nonisolated public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
                            verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `GridRow`: one row of a `Grid`; its views are the row's cells, in column
/// order. `alignment` overrides the grid's vertical alignment for this row. Inside a grid the
/// row lays its views out like an `HStack` (a `Divider` or `Spacer` in it is vertical);
/// outside a grid it only groups its views.
nonisolated public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: ResolvableView {
    func resolve(in node: ViewNode) {
        markAsRow(node)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }

    private func markAsRow(_ node: ViewNode) {
        node.layout = nil
        let row = GridRowTrait(id: ObjectIdentifier(node), alignment: alignment)
        node.attributes = [GridRowAttribute(row: row, stackAxis: isInsideGrid(node) ? .horizontal : nil)]
    }

    /// Whether the nearest layout node above is a grid (the row is one of its rows).
    private func isInsideGrid(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let n = current {
            if let layout = n.layout { return layout is LayoutAdapter<GridLayout> || (layout as? LayoutAdapter<AnyLayout>)?.layout.base is GridLayout }
            current = n.parent
        }
        return false
    }
}

/// A view whose modifiers SwiftUI applies to each of its cells: a `GridRow`, possibly under
/// other modifiers. `GridRow { … }.contentShape(Rectangle())` is still a row of the grid,
/// each cell taking the content shape, so the grid keeps its columns.
protocol CellDistributingView {
    /// Resolves `node` as the row with `modifier` applied to each of its cells.
    func resolve<M: ViewModifier>(distributing modifier: M, in node: ViewNode)
}

extension GridRow: CellDistributingView {
    func resolve<M: ViewModifier>(distributing modifier: M, in node: ViewNode) {
        markAsRow(node)
        let cells: [any View] = (content as? any TupleViewElements)?.viewElements ?? [content]
        ModifiedElements(elements: cells, modifier: modifier).resolve(in: node)
    }
}

extension ModifiedContent: CellDistributingView where Content: CellDistributingView, Modifier: ViewModifier {
    func resolve<M: ViewModifier>(distributing outer: M, in node: ViewNode) {
        content.resolve(distributing: modifier.concat(outer), in: node)
    }
}

/// A `TupleView`'s elements, whatever its tuple type.
protocol TupleViewElements { var viewElements: [any View] { get } }
extension TupleView: TupleViewElements { var viewElements: [any View] { elements } }

/// The row a cell belongs to: the identity of its `GridRow` node and the row's alignment.
struct GridRowTrait: Equatable, Sendable {
    let id: ObjectIdentifier
    let alignment: VerticalAlignment?
}

/// Marks the cells below a `GridRow` with their row; inside a grid it also tells `Divider`
/// and `Spacer` that they sit in a horizontal row.
struct GridRowAttribute: LayoutTraitAttribute, StackAxisProviding {
    let row: GridRowTrait
    let stackAxis: Axis?
    func apply(to traits: inout LayoutTraits) { traits.values[ObjectIdentifier(GridRowKey.self)] = row }
}

/// The cell traits a grid reads from its subviews (set by `GridRow` and the `gridCell…` modifiers).
enum GridRowKey: LayoutValueKey { static let defaultValue: GridRowTrait? = nil }
enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Mirrors SwiftUI's `gridCellColumns(_:)`: in a `GridRow`, the cell spans `count` columns.
    /// Counts below 1 are treated as 1 and very large ones are capped, with a diagnostic.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Mirrors SwiftUI's `gridColumnAlignment(_:)`: the horizontal alignment of every cell in the
    /// column this view is in (the first cell of the column that sets one wins). On a cell that
    /// spans several columns it aligns that cell only.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Mirrors SwiftUI's `gridCellAnchor(_:)`: the cell is aligned by projecting `anchor` onto
    /// both the view and its cell and lining the two points up, instead of by alignment guides.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Mirrors SwiftUI's `gridCellUnsizedAxes(_:)`: on these axes the cell does not take part in
    /// sizing its column or row; it is offered the size the other cells give the cell.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
