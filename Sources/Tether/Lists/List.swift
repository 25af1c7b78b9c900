import Foundation

/// Mirrors SwiftUI's `List`: its content's views as rows, one under the other, with iOS's
/// row metrics, separators and the background of the environment's list style. Content
/// taller than the list is clipped (Tether shows the list scrolled to the top).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listMetrics) private var metrics

    @MainActor public var body: some View {
        let background = metrics.background
        // A navigation bar above the list continues its background.
        return ListContainer(content: content).clipped()
            .preference(key: ContainerBackgroundKey.self,
                        value: Color(red: background.red, green: background.green, blue: background.blue, opacity: background.alpha))
    }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        content = ForEach(data, id: id, content: rowContent)
    }

    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        content = ForEach(data, content: rowContent)
    }
}

/// Mirrors SwiftUI's `Section`: groups rows of a `List`, `Form` or lazy stack or grid under an
/// optional header and footer (in a list styled as iOS styles them, elsewhere as they are).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    let id = ListSectionID()
    @Environment(\.isInListRow) private var isInList

    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    public var body: some View {
        if isInList {
            Group {
                header.font(.footnote).foregroundStyle(.secondary)
                    .layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .header))
                content.layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .row))
                footer.font(.footnote).foregroundStyle(.secondary)
                    .layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .footer))
            }
        } else {
            // In a lazy stack or grid (or any other container) the header and footer are shown
            // as they are; in front of the rows, which scroll under them when they are pinned.
            Group {
                header.zIndex(1).layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .header))
                content.layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .row))
                footer.zIndex(1).layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .footer))
            }
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
extension Section where Parent == EmptyView {
    /// Mirrors `init(content:footer:)`: a section with a footer and no header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
extension Section where Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// Marks `Section`, whose `ForEach` a lazy container builds whole (the rows inside are lazy).
protocol SectionMarker {}
extension Section: SectionMarker {}

/// Identifies one `Section` value so adjacent sections stay apart.
final class ListSectionID: Hashable, Sendable {
    static func == (a: ListSectionID, b: ListSectionID) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a subview of a list is: a row, or a section's header or footer.
struct ListRowRole {
    enum Kind { case header, row, footer }
    var section: ListSectionID?
    var kind: Kind
}

struct ListRowRoleKey: LayoutValueKey {
    static let defaultValue = ListRowRole(section: nil, kind: .row)
}

/// The list's own node: lays rows out and draws the background, cards and separators.
nonisolated struct ListContainer<Content: View>: View {
    let content: Content
    typealias Body = Never
}

extension ListContainer: ResolvableView {
    func resolve(in node: ViewNode) {
        let layout = ListLayout(metrics: node.environment.listMetrics)
        node.layout = layout
        node.drawing = ListDrawing(metrics: layout.metrics)
        var rows = node.environment
        rows.isInListRow = true
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: rows)
    }
}
