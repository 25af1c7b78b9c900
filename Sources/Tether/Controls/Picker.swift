import Foundation
import Observation

/// Mirrors SwiftUI's `Picker`: a choice among its content's views, each identified by its
/// `tag(_:)` (or, in a `ForEach`, by its id). Drawn by the `pickerStyle`: `.segmented` (iOS's
/// segmented control) and `.inline` (rows with a checkmark) choose on a tap; `.menu`, the iOS
/// default, shows the current choice with up-down chevrons — in a list or form row after the
/// label, in grey; elsewhere alone, a compact button in the tint colour — and a tap on it opens
/// iOS's menu of the options (the chosen one with a checkmark), where a tap chooses and closes.
/// `.wheel` shows iOS's spinning wheel (`PickerWheel`): the choice in the middle band, a tap on
/// a neighbouring row or a vertical drag turns the wheel and chooses. `.navigationLink` shows a
/// navigation link row whose tap pushes a list of the options (`NavigationLinkPickerRow`).
/// Inside a menu, a picker lists its options there, as iOS does.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.menuNavigator) private var menuNavigator
    @Environment(\.menuOrder) private var menuOrder
    @State private var isMenuPresented = false
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.labelsVisibility) private var labelsVisibility
    /// The option tags last resolved: a wheel turns through them, a `.navigationLink` picker's
    /// page lists them.
    @State private var optionTags = PickerOptionTags()

    /// Mirrors `init(selection:content:label:)`.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
    /// Mirrors the deprecated `init(selection:label:content:)`, the label given as a view.
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    @MainActor public var body: some View {
        let selection = TagSelection(self.selection)
        if menuNavigator != nil {
            return AnyView(PickerOptions(kind: .menuItems, selection: selection) { content })
        }
        return AnyView(styledBody(selection))
    }

    @MainActor @ViewBuilder private func styledBody(_ selection: TagSelection) -> some View {
        switch style {
        case .segmented:
            PickerOptions(kind: .segmented, selection: selection) { content }
        case .inline:
            PickerOptions(kind: .inline, selection: selection) { content }
        case .wheel:
            let tags = optionTags
            let content = self.content
            PickerWheelFrame {
                PickerWheel(alignment: .center, row: { offset in
                    PickerOptions(kind: .wheelRow(offset), selection: selection, optionTags: offset == 0 ? tags : nil) { content }
                }, turn: { rows, stopsAtEnd in
                    let all = tags.tags
                    guard !all.isEmpty else { return }
                    let from = selection.index(in: all) ?? 0
                    var to = from + rows
                    if !all.indices.contains(to) {
                        guard stopsAtEnd else { return }
                        to = min(max(to, 0), all.count - 1)
                    }
                    if to != from, let tag = all[to] { selection.choose(tag) }
                })
                .padding(.horizontal, 24)
            }
        case .navigationLink:
            NavigationLinkPickerRow(label: label, selection: selection, optionTags: optionTags, content: content)
        case .menu:
            let presented = $isMenuPresented
            let items = AnyView(PickerOptions(kind: .menuItems, selection: selection) { content })
            let order = menuOrder
            // In a list or form row: the label, and the choice in grey at the trailing edge;
            // elsewhere iOS shows a compact button of the choice alone, in the tint colour.
            MenuPickerElement(label: (label as? Text)?.string) {
              HStack {
                if isInListRow && labelsVisibility != .hidden {
                    label
                    Spacer()
                }
                PickerOptions(kind: .menu, selection: selection) { content }
                    .foregroundStyle(isInListRow ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
                    .presentsMenu(isMenuPresented) { source in
                        PresentedMenu(source: source, items: items, preview: nil, previewProposal: nil, order: order,
                                      dismiss: { presented.wrappedValue = false })
                    }
              }
              .contentShape(Rectangle())
              .onTapGesture { presented.wrappedValue = true }
            }
        }
    }
}

extension Picker where Label == Text {
    /// Mirrors `init(_:selection:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The options of a picker laid out by style, with a tap target over each that chooses it.
nonisolated struct PickerOptions<Content: View>: View {
    typealias Body = Never
    let kind: PickerLayout.Kind
    let selection: TagSelection
    /// Where the options' tags are recorded (a wheel's middle row, a `.navigationLink` row).
    var optionTags: PickerOptionTags? = nil
    /// Whether a menu's row shows its up-down chevrons (a `.navigationLink` row shows its choice without them).
    var showsMenuIndicator = true
    let content: Content
    init(kind: PickerLayout.Kind, selection: TagSelection, optionTags: PickerOptionTags? = nil, showsMenuIndicator: Bool = true,
         @ViewBuilder content: () -> Content) {
        self.kind = kind
        self.selection = selection
        self.optionTags = optionTags
        self.showsMenuIndicator = showsMenuIndicator
        self.content = content()
    }
}

extension PickerOptions: ResolvableView {
    func resolve(in node: ViewNode) {
        let options = TaggedOptions(content.font(kind == .segmented ? .footnote.weight(.medium) : nil), key: 0, in: node)
        let tags = options.tags
        let selectedIndex = selection.index(in: tags)
        optionTags?.record(tags)
        let indicator = showsMenuIndicator && node.environment.menuIndicatorVisibility != .hidden
        node.layout = PickerLayout(kind: kind, selectedIndex: selectedIndex, showsIndicator: indicator)
        node.drawing = PickerDrawing(kind: kind, selectedIndex: selectedIndex, showsIndicator: indicator)
        // One transparent target per option (none for a menu's row, which opens the menu); in
        // a presented menu a choice also closes it, on a `.navigationLink` picker's page it
        // pops the page.
        let select = selection.choose
        let close: (@MainActor () -> Void)?
        switch kind {
        case .menuItems: close = node.environment.presentationDismiss?.action
        case .listOption: close = node.environment.dismiss.action
        default: close = nil
        }
        let choose: @MainActor (TagValue) -> Void = { tag in
            select(tag)
            close?()
        }
        nonisolated(unsafe) let optionTags = tags
        let indices: [Int]
        switch kind {
        case .menu, .wheelRow: indices = []  // a menu's row opens the menu; a wheel turns itself
        case .listOption(let index): indices = tags.indices.contains(index) ? [index] : []
        default: indices = Array(tags.indices)
        }
        let targets = ForEach(indices, id: \.self) { index in
            Color.clear.contentShape(Rectangle()).onTapGesture { if let tag = optionTags[index] { choose(tag) } }
        }
        let targetNode = Resolver.resolve(targets, key: 1, existing: node.children.count > 1 ? node.children[1] : nil,
                                          parent: node, environment: node.environment)
        node.setChildren([options.node, targetNode])
    }
}

/// Segments side by side across the width (32 pt tall); inline rows stacked (44 pt each, the
/// selected one with a checkmark); a menu's row shows only the selected option; a presented
/// menu's items are 44 pt rows with the title after a leading checkmark column; a row of a
/// `.navigationLink` picker's page shows its option with room for the checkmark after it. Tap
/// targets cover the options they choose.
struct PickerLayout: NodeLayout {
    enum Kind: Equatable {
        case segmented, inline, menu, menuItems
        /// The option `offset` rows from the selected one (the first when none is), alone.
        case wheelRow(Int)
        /// The option at this index alone, as a row of the list a `.navigationLink` picker pushes.
        case listOption(Int)
    }
    let kind: Kind
    let selectedIndex: Int?
    /// Whether a menu's row keeps room for its up-down chevrons (`menuIndicator(_:)`).
    var showsIndicator = true

    /// What the chevrons add to a menu's row: a 6 pt gap and 12 pt for the chevrons.
    static let indicatorWidth: CGFloat = 6 + 12
    private var indicatorWidth: CGFloat { showsIndicator ? Self.indicatorWidth : 0 }
    /// What the checkmark takes at the trailing end of a `.navigationLink` page's row: an 8 pt
    /// gap and the 14 pt mark.
    static let listCheckmarkWidth: CGFloat = 8 + PickerDrawing.checkmarkWidth

    private func options(_ node: ViewNode) -> [LayoutChild] {
        node.children.first.map { LayoutEngine.layoutChildren(of: $0) } ?? []
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        let options = options(node)
        switch kind {
        case .segmented: return CGSize(width: p.width ?? CGFloat(options.count) * 80, height: 32)
        case .inline: return CGSize(width: p.width ?? 320, height: 44 * CGFloat(options.count))
        case .menuItems: return CGSize(width: p.width ?? MenuMetrics.width, height: MenuMetrics.rowHeight * CGFloat(options.count))
        case .menu:
            guard let index = selectedIndex, options.indices.contains(index) else { return .zero }
            let size = LayoutEngine.measure(options[index].node, .unspecified)
            return CGSize(width: size.width + indicatorWidth, height: size.height)
        case .wheelRow(let offset):
            let index = (selectedIndex ?? 0) + offset
            guard options.indices.contains(index) else { return .zero }
            return LayoutEngine.measure(options[index].node, .unspecified)
        case .listOption(let index):
            guard options.indices.contains(index) else { return CGSize(width: p.width ?? 0, height: 0) }
            let size = LayoutEngine.measure(options[index].node, ProposedViewSize(width: p.width.map { max(0, $0 - Self.listCheckmarkWidth) }, height: nil))
            return CGSize(width: p.width ?? size.width + Self.listCheckmarkWidth, height: size.height)
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let options = options(node)
        for (index, option) in options.enumerated() {
            let cell = frame(of: index, count: options.count, in: bounds)
            let size = LayoutEngine.measure(option.node, ProposedViewSize(cell.size))
            // Segments centre their label; rows and the menu start at the leading edge.
            let x = kind == .segmented ? cell.midX - size.width / 2 : cell.minX
            LayoutSubview(child: option).place(at: CGPoint(x: x, y: cell.midY - size.height / 2), proposal: ProposedViewSize(cell.size))
        }
    }
    /// A menu shows only its choice; the other styles show every option.
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? {
        switch kind {
        case .menu: return selectedIndex.map { IndexSet(integer: $0) } ?? []
        case .wheelRow(let offset):
            let index = (selectedIndex ?? 0) + offset
            return index >= 0 ? IndexSet(integer: index) : []
        case .listOption(let index): return index >= 0 ? IndexSet(integer: index) : []
        default: return nil
        }
    }
    /// One tap target over each option.
    func placeExtras(_ targets: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let count = options(node).count
        for (index, target) in targets.enumerated() {
            let cell = frame(of: index, count: count, in: bounds)
            // A presented menu's row is tappable across its whole width, a page's row all over.
            let full: CGRect
            switch kind {
            case .menuItems: full = CGRect(x: bounds.minX, y: cell.minY, width: bounds.width, height: cell.height)
            case .listOption: full = bounds
            default: full = cell
            }
            target.place(at: full.origin, proposal: ProposedViewSize(full.size))
        }
    }

    /// Where a presented menu's option titles start: after the checkmark column.
    static let menuItemInset: CGFloat = 40

    private func frame(of index: Int, count: Int, in bounds: CGRect) -> CGRect {
        switch kind {
        case .segmented:
            let width = bounds.width / CGFloat(max(count, 1))
            return CGRect(x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height)
        case .inline:
            return CGRect(x: bounds.minX, y: bounds.minY + 44 * CGFloat(index), width: bounds.width, height: 44)
        case .menuItems:
            let row = MenuMetrics.rowHeight
            return CGRect(x: bounds.minX + PickerLayout.menuItemInset, y: bounds.minY + row * CGFloat(index),
                          width: max(0, bounds.width - PickerLayout.menuItemInset - 16), height: row)
        case .menu:
            return CGRect(x: bounds.minX, y: bounds.minY, width: max(0, bounds.width - indicatorWidth), height: bounds.height)
        case .wheelRow:
            return bounds
        case .listOption:
            return CGRect(x: bounds.minX, y: bounds.minY, width: max(0, bounds.width - Self.listCheckmarkWidth), height: bounds.height)
        }
    }
}

/// What a picker draws besides its options: the segmented track and the selected segment, the
/// checkmark of the selected row, or the menu's up-down chevrons.
struct PickerDrawing: NodeDrawing {
    let kind: PickerLayout.Kind
    let selectedIndex: Int?
    /// Whether a menu's row draws its up-down chevrons (`menuIndicator(_:)`).
    var showsIndicator = true

    /// In right to left the options are placed mirrored, and so is what is drawn with them:
    /// the track, the selected segment, the chevrons; a checkmark moves to the other side
    /// but keeps its shape, as iOS draws it.
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let items = drawLeftToRight(size: size, environment: environment, node: node, rightToLeft: rightToLeft)
        guard rightToLeft, kind == .segmented || kind == .menu, !items.isEmpty else { return items }
        return [.group(transform: LayoutEngine.horizontalMirror(width: size.width), opacity: 1, clip: nil, items: items)]
    }

    private func drawLeftToRight(size: CGSize, environment: EnvironmentValues, node: ViewNode, rightToLeft: Bool) -> [DisplayItem] {
        /// Where a mark centred `centre` points in from the leading edge has its centre.
        func fromLeading(_ centre: CGFloat) -> CGFloat { rightToLeft ? size.width - centre : centre }
        let count = node.children.first.map { LayoutEngine.layoutChildren(of: $0).count } ?? 0
        let tint = (environment.tintColor ?? .accentColor).rgba(in: environment)
        func system(_ color: Color) -> Paint { .solid(color.rgba(in: environment)) }
        switch kind {
        case .segmented:
            // iOS 26's track is a capsule and its selected segment a white capsule 2 pt in from
            // the segment's cell, concentric with the track, without a shadow (measured on iOS 26
            // `UISegmentedControl`s, see `IOSReferenceControlTests`).
            let inset: CGFloat = 2
            let trackRadius = min(size.width, size.height) / 2
            var items: [DisplayItem] = [.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: trackRadius, style: .circular),
                                              system(SystemColors.tertiarySystemFill), FillStyle())]
            if let index = selectedIndex, count > 0 {
                let width = size.width / CGFloat(count)
                let segment = CGRect(x: width * CGFloat(index) + inset, y: inset,
                                     width: max(0, width - 2 * inset), height: max(0, size.height - 2 * inset))
                let radius = min(max(0, trackRadius - inset), min(segment.width, segment.height) / 2)
                items.append(.fill(Path(roundedRect: segment, cornerRadius: radius, style: .circular), system(SystemColors.selectedSegment), FillStyle()))
            }
            return items
        case .inline:
            guard let index = selectedIndex else { return [] }
            // Its centre is 21 pt in from the trailing edge.
            return [Self.checkmark(centre: CGPoint(x: fromLeading(size.width - 21), y: 44 * CGFloat(index) + 22), tint: tint)]
        case .listOption(let index):
            // At the trailing end of the row, as iOS's list cells draw their checkmark accessory.
            guard selectedIndex == index else { return [] }
            return [Self.checkmark(centre: CGPoint(x: fromLeading(size.width - Self.checkmarkWidth / 2), y: size.height / 2), tint: tint)]
        case .menuItems:
            let row = MenuMetrics.rowHeight
            var items: [DisplayItem] = []
            if count > 1 {
                var lines = Path()
                for index in 1..<min(count, 1_000) { lines.addRect(CGRect(x: 0, y: row * CGFloat(index) - 0.25, width: size.width, height: 0.5)) }
                items.append(.fill(lines, system(SystemColors.thinDivider), FillStyle()))
            }
            guard let index = selectedIndex else { return items }
            // iOS's menu checkmark: in the leading column, in the label colour.
            var mark = Path()
            // The mark spans x − 5 … x + 6: its centre is 20.5 pt in from the leading edge.
            let y = row * CGFloat(index) + row / 2, x = fromLeading(20.5) - 0.5
            mark.move(to: CGPoint(x: x - 5, y: y))
            mark.addLine(to: CGPoint(x: x - 1, y: y + 4.5))
            mark.addLine(to: CGPoint(x: x + 6, y: y - 5.5))
            items.append(.stroke(mark, system(SystemColors.label), StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))
            return items
        case .menu:
            guard showsIndicator else { return [] }
            var chevrons = Path()
            let x = size.width - 6, mid = size.height / 2
            chevrons.move(to: CGPoint(x: x - 4, y: mid - 2)); chevrons.addLine(to: CGPoint(x: x, y: mid - 6)); chevrons.addLine(to: CGPoint(x: x + 4, y: mid - 2))
            chevrons.move(to: CGPoint(x: x - 4, y: mid + 2)); chevrons.addLine(to: CGPoint(x: x, y: mid + 6)); chevrons.addLine(to: CGPoint(x: x + 4, y: mid + 2))
            // In the secondary label colour, like the value beside them.
            return [.stroke(chevrons, system(SystemColors.secondaryLabel), StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))]
        case .wheelRow:
            return []  // the wheel's band is drawn by `PickerWheelFrame`
        }
    }

    /// The width of the checkmark of an inline picker's or a `.navigationLink` page's chosen row.
    static let checkmarkWidth: CGFloat = 14

    /// The checkmark of a chosen row, centred on `centre`, in the tint colour: the same shape
    /// in both directions, as iOS draws it.
    static func checkmark(centre: CGPoint, tint: RGBA) -> DisplayItem {
        var mark = Path()
        // The mark spans x − 12 … x + 2.
        let x = centre.x + 5, y = centre.y
        mark.move(to: CGPoint(x: x - 12, y: y))
        mark.addLine(to: CGPoint(x: x - 7, y: y + 5))
        mark.addLine(to: CGPoint(x: x + 2, y: y - 6))
        return .stroke(mark, .solid(tint), StrokeStyle(lineWidth: 2.2, lineCap: .round, lineJoin: .round))
    }
}

/// Mirrors SwiftUI's `PickerStyle`: how a picker looks; Tether draws the built-in styles.
public protocol PickerStyle {}
/// Which way a picker is drawn.
enum PickerStyleKind: Sendable { case menu, segmented, inline, wheel, navigationLink }
/// A picker style Tether draws.
protocol BuiltInPickerStyle: PickerStyle { var kind: PickerStyleKind { get } }
/// Mirrors `DefaultPickerStyle` (`.automatic`): a menu on iOS.
public struct DefaultPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
/// Mirrors `MenuPickerStyle` (`.menu`).
public struct MenuPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
/// Mirrors `SegmentedPickerStyle` (`.segmented`).
public struct SegmentedPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
/// Mirrors `InlinePickerStyle` (`.inline`).
public struct InlinePickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .inline } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
/// Mirrors SwiftUI's `WheelPickerStyle` (`.wheel`): iOS's spinning wheel of the options.
public struct WheelPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .wheel } }
extension PickerStyle where Self == WheelPickerStyle {
    /// Mirrors SwiftUI's `PickerStyle.wheel`.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The option tags a picker last resolved: a wheel's turns move through them, a
/// `.navigationLink` picker's page has a row for each. Observed: a page shown while the
/// options change is built again.
@Observable
final class PickerOptionTags: @unchecked Sendable {
    private(set) var tags: [TagValue?] = []

    /// Keeps `tags`, notifying observers only when they changed.
    func record(_ tags: [TagValue?]) {
        if self.tags != tags { self.tags = tags }
    }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `pickerStyle(_:)`.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}
