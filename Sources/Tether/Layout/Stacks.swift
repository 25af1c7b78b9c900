import Foundation

/// Mirrors SwiftUI's `HStack`: children side by side, aligned vertically by `alignment`.
nonisolated public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `VStack`: children top to bottom, aligned horizontally by `alignment`.
nonisolated public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `ZStack`: children on top of each other, aligned by `alignment`.
nonisolated public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

extension _LayoutContainer: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = LayoutAdapter(layout: layout)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Mirrors SwiftUI's `Spacer`: flexible space along the enclosing stack's axis, at least
/// `minLength` (8 by default), zero across it, sized after everything else.
nonisolated public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// The stack axis a view sits in, found by walking up to the nearest stack.
func enclosingStackAxis(of node: ViewNode) -> Axis? {
    var current = node.parent
    while let n = current {
        if let axis = (n.layout as? StackAxisProviding)?.stackAxis { return axis }
        if n.isLayoutNode { return nil }
        // A structural node can stand for a stack too (a `GridRow` is a horizontal row).
        if let axis = n.attribute((any StackAxisProviding).self)?.stackAxis { return axis }
        current = n.parent
    }
    return nil
}

/// Layout nodes that are stacks, and structural nodes that act as one (`GridRow`), tell their
/// axis (Spacer and Divider depend on it).
protocol StackAxisProviding {
    var stackAxis: Axis? { get }
}

extension LayoutAdapter: StackAxisProviding {
    var stackAxis: Axis? { L.layoutProperties.stackOrientation }
}

struct SpacerLayout: NodeLayout, Equatable {
    let minLength: CGFloat
    let axis: Axis?
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        switch axis {
        case .horizontal: return CGSize(width: max(p.width ?? minLength, minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(p.height ?? minLength, minLength))
        case nil: return CGSize(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
        }
    }
    func spacing(of node: ViewNode) -> ViewSpacing { .zero }
    /// Spacers are sized after every other view of their stack.
    var defaultPriority: Double { -.infinity }
}

extension Spacer: ResolvableView {
    func resolve(in node: ViewNode) {
        let length = minLength ?? ViewSpacing.defaultValue
        node.layout = SpacerLayout(minLength: length.isFinite ? max(0, length) : 0, axis: enclosingStackAxis(of: node))
        if let m = minLength, !(m.isFinite && m >= 0) {
            node.graph.report(.invalidGeometry, "Spacer minLength must be finite and non-negative; using \(max(0, m.finiteOr(0)))", at: node)
        }
        node.setChildren([])
    }
}
