import Foundation

/// Mirrors SwiftUI's `List`: its content's views as rows, one under the other, with iOS's
/// row metrics, separators and the background of the environment's list style. Like iOS's
/// lists it is a scroll view: its rows sit in the same scrolling viewport a `ScrollView` has,
/// so `ViewHost.scroll` (Tether's own), `ScrollViewReader`'s `scrollTo`, `scrollPosition(id:)`,
/// `scrollDisabled`, `defaultScrollAnchor` and `contentMargins` move or place them as they do a
/// scroll view's content; a plain list's section headers stay at its top while their section
/// scrolls under them. With a
/// selection binding a tap on a row selects it (for a set, only in edit mode, as on iOS);
/// in edit mode the rows of a `ForEach` with `onDelete`/`onMove` show iOS's edit controls.
/// While a row's swipe actions are revealed, a tap in the list slides it back.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\.listMetrics) private var metrics
    @Environment(\.editMode) private var editMode
    @Environment(\.listLayoutOptions) private var options
    @Environment(\.defaultScrollAnchor) private var anchor
    @State private var interaction = ListInteraction()

    nonisolated init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    @MainActor public var body: some View {
        let background = metrics.background
        let interaction = self.interaction
        let configuration = ListConfiguration(metrics: metrics, isEditing: editMode?.wrappedValue.isEditing ?? false,
                                              selection: selection, rowSpacing: options.rowSpacing,
                                              sectionSpacing: options.sectionSpacing, hidesBackground: options.hidesBackground,
                                              interaction: interaction)
        // The rows scroll in a scroll view's viewport; the style's background stays behind it.
        // A navigation bar above the list continues its background.
        return ScrollViewport(axes: .vertical, anchor: anchor ?? .topLeading,
                              content: ListContainer(content: content, configuration: configuration)).clipped()
            .background { if !options.hidesBackground { background } }
            .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { interaction.tap(at: $0.location) },
                     including: selection != nil || interaction.isRevealing ? .all : .subviews)
            .preference(key: ContainerBackgroundKey.self,
                        value: options.hidesBackground ? nil
                            : background)
    }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) { self.init(content: content(), selection: nil) }

    @_disfavoredOverload // so `List($items)` picks the binding form, as in SwiftUI (`Binding` is an identifiable collection too)
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
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
    @Environment(\.headerProminence) private var prominence
    @Environment(\.listMetrics) private var metrics
    @Environment(\.listLayoutOptions) private var options

    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    public var body: some View {
        if isInList {
            let spacing = options.sectionSpacing
            Group {
                let prominent = prominence == .increased || metrics.prominentHeaders
                let styled = header.font(prominent ? .title3.bold() : .footnote)
                    .foregroundStyle(prominent ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.secondary)
                if metrics.pinsSectionHeaders && Parent.self != EmptyView.self {
                    // A floating header is a band as wide as the rows, on the list's background,
                    // in front of the rows that scroll under it.
                    styled.padding(ListSectionHeaderBand.padding).frame(maxWidth: .infinity, alignment: .leading)
                        .background { if !options.hidesBackground { metrics.background } }
                        .zIndex(1)
                        .layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .header, spacing: spacing, isBand: true))
                } else {
                    styled.layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .header, spacing: spacing))
                }
                content.layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .row, spacing: spacing))
                footer.font(.footnote).foregroundStyle(.secondary)
                    .layoutValue(key: ListRowRoleKey.self, value: ListRowRole(section: id, kind: .footer, spacing: spacing))
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
extension Section {
    /// Mirrors `init(header:footer:content:)` (deprecated since iOS 17, still common).
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}
extension Section where Parent == EmptyView {
    /// Mirrors `init(content:footer:)`: a section with a footer and no header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// Mirrors `init(footer:content:)` (deprecated since iOS 17, still common).
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
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
    /// The section's own `listSectionSpacing` (or the list's, which reaches it too).
    var spacing: ListSectionSpacing?
    /// A header that is its own band, padded to the rows' text (`ListSectionHeaderBand`): the
    /// list places it at the rows' full width, and pins it where the style pins headers.
    var isBand = false
}

/// A plain list's floating section header: the header padded to the rows' text column and 6
/// points above and below, as the list places other headers.
enum ListSectionHeaderBand {
    static let padding = EdgeInsets(top: 6, leading: ListMetrics.rowPadding.leading, bottom: 6, trailing: ListMetrics.rowPadding.trailing)
}

struct ListRowRoleKey: LayoutValueKey {
    static let defaultValue = ListRowRole(section: nil, kind: .row)
}

/// The list's own node, the content of its scroll viewport: lays rows out and draws the cards.
nonisolated struct ListContainer<Content: View>: View {
    let content: Content
    let configuration: ListConfiguration
    typealias Body = Never
}

extension ListContainer: ResolvableView {
    func resolve(in node: ViewNode) {
        var configuration = self.configuration
        func checked(_ spacing: CGFloat?, _ name: String) -> CGFloat? {
            guard let spacing, !(spacing.isFinite && spacing >= 0 && spacing <= LayoutEngine.maxFiniteDimension) else { return spacing }
            node.graph.report(.invalidGeometry, "\(name): \(spacing) is negative, too large or not finite; using 0", at: node)
            return 0
        }
        configuration.rowSpacing = checked(configuration.rowSpacing, "listRowSpacing")
        configuration.interaction.node = node
        configuration.interaction.selection = configuration.selection
        configuration.interaction.isEditing = configuration.isEditing
        node.layout = ListLayout(configuration: configuration)
        node.drawing = ListDrawing(metrics: configuration.metrics)
        var rows = node.environment
        rows.isInListRow = true
        // The rows; their chrome is built anew at placement (`ListLayout.willPlace`).
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: rows)
        node.markForPlacement()
    }
}
