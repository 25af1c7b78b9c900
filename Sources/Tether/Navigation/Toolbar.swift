import Foundation

/// Mirrors SwiftUI's `ToolbarContent`: items for the navigation bar, described by a `body`
/// (custom contents) or given directly (`ToolbarItem`, `ToolbarItemGroup`).
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar contents have no body; Tether reads their items directly.
    public var body: Never { primitiveBodyAccessed() }
}

/// Toolbar content that gives its items directly instead of through a `body`.
protocol PrimitiveToolbarContent {
    @MainActor var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The items this content contributes, in order: its own if primitive, else its body's.
    @MainActor var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.entries }
        return body.toolbarEntries
    }
}

/// One item of a toolbar: a view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
    /// The sizing of a `ToolbarSpacer`'s gap; nil for an item.
    var spacer: SpacerSizing? = nil
}

/// Mirrors SwiftUI's `ToolbarItem`: one view at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    @MainActor var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Mirrors SwiftUI's `ToolbarItemGroup`: several views at one placement, side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    @MainActor var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several toolbar contents in a row: what `ToolbarContentBuilder` builds.
nonisolated struct ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let parts: [any ToolbarContent]
    @MainActor var entries: [ToolbarEntry] { parts.flatMap { $0.toolbarEntries } }
}

/// Mirrors SwiftUI's `ToolbarContentBuilder`: items, optional items and either-or items in
/// order, built into one toolbar content.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [any ToolbarContent] { [content] }
    public static func buildBlock(_ parts: [any ToolbarContent]...) -> [any ToolbarContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any ToolbarContent]?) -> [any ToolbarContent] { part ?? [] }
    public static func buildEither(first: [any ToolbarContent]) -> [any ToolbarContent] { first }
    public static func buildEither(second: [any ToolbarContent]) -> [any ToolbarContent] { second }
    public static func buildLimitedAvailability(_ part: [any ToolbarContent]) -> [any ToolbarContent] { part }
    public static func buildFinalResult(_ parts: [any ToolbarContent]) -> some ToolbarContent { ToolbarContentList(parts: parts) }
}

/// Mirrors SwiftUI's `ToolbarItemPlacement`, with iOS's positions in the navigation bar's top
/// row: its leading end (after the back button), its trailing end, and its centre (`principal`,
/// in place of an inline title); iOS's bottom toolbar (`bottomBar`, and `status` in its
/// middle); and `keyboard`, the bar above the software keyboard — never drawn, as Tether
/// shows no keyboard (on iOS too those items show only while the keyboard does).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Position: Hashable, Sendable {
        case leading, trailing, principal, bottom, status, keyboard
        /// A `ToolbarTitleMenu`'s items: the menu the title opens.
        case titleMenu
        /// A UIKit toolbar's items (`UIViewController.toolbarItems`), laid out across the
        /// whole bottom toolbar as `UIToolbar` lays them out.
        case uikitToolbar
    }
    let position: Position
    public static let automatic = ToolbarItemPlacement(position: .trailing)
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    public static let principal = ToolbarItemPlacement(position: .principal)
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// Mirrors `ToolbarItemPlacement.navigation`: the navigation area, on iOS the bar's
    /// leading edge.
    public static let navigation = ToolbarItemPlacement(position: .leading)
    /// Mirrors `ToolbarItemPlacement.bottomBar`: the bottom toolbar, a 44 pt bar at the bottom
    /// of the navigation stack's view (one item at its leading end, several spread across it).
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)
    /// Mirrors `ToolbarItemPlacement.status`: the middle of the bottom toolbar.
    public static let status = ToolbarItemPlacement(position: .status)
    /// Mirrors `ToolbarItemPlacement.keyboard`: the bar above the software keyboard. Its items
    /// are kept but not drawn: Tether shows no keyboard, and iOS shows them only with one.
    public static let keyboard = ToolbarItemPlacement(position: .keyboard)
}

/// Mirrors SwiftUI's `ToolbarTitleMenu`: the menu the navigation title opens. The inline
/// title gets a chevron, and a tap on it opens the items as a `Menu` does; a large title has
/// no chevron (the menu is reached from the inline title).
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let content: Content
    /// Mirrors `init(content:)`.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor var entries: [ToolbarEntry] { [ToolbarEntry(placement: ToolbarItemPlacement(position: .titleMenu), view: AnyView(content))] }
}

/// Where the visible view's toolbar items go (compared, unlike the items themselves, so a
/// screen lays out its bars again only when that changes): whether it has a bottom toolbar
/// or a title menu.
struct ToolbarPositionsKey: PreferenceKey {
    static var defaultValue: Set<ToolbarItemPlacement.Position> { [] }
    static func reduce(value: inout Set<ToolbarItemPlacement.Position>, nextValue: () -> Set<ToolbarItemPlacement.Position>) {
        value.formUnion(nextValue())
    }
}

/// The toolbar items the visible view sets, in tree order. Views are not comparable, so the
/// bar showing them is built again whenever the items are collected again.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}

extension View {
    /// Mirrors SwiftUI's `toolbar(content:)` with views: they go to the trailing end of the
    /// navigation bar.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_ToolbarModifier { [ToolbarEntry(placement: .automatic, view: AnyView(items))] })
    }
    /// Mirrors SwiftUI's `toolbar(content:)` with `ToolbarItem`s and `ToolbarItemGroup`s.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        nonisolated(unsafe) let items = content()
        return modifier(_ToolbarModifier { items.toolbarEntries })
    }
    /// Mirrors SwiftUI's `toolbarTitleMenu(content:)`: a `ToolbarTitleMenu` of `content`.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        nonisolated(unsafe) let menu = ToolbarTitleMenu(content: content)
        return modifier(_ToolbarModifier { menu.entries })
    }
}

/// The modifier behind `toolbar`: publishes its items for the enclosing navigation stack.
/// The items keep the edit mode of where they were declared (an `EditButton` there edits the
/// list an `environment(\.editMode, _)` around them governs, as in SwiftUI).
nonisolated struct _ToolbarModifier: ViewModifier {
    let items: @MainActor () -> [ToolbarEntry]
    @Environment(\.editMode) private var editMode
    @MainActor public func body(content: Content) -> some View {
        let editMode = self.editMode
        let entries = items().map { ToolbarEntry(placement: $0.placement, view: AnyView($0.view.environment(\.editMode, editMode)), spacer: $0.spacer) }
        let positions = Set(entries.map(\.placement.position))
        // Added to the items of the toolbars inside (several `toolbar` modifiers add up).
        return content.transformPreference(ToolbarItemsKey.self) { $0 += entries }
            .transformPreference(ToolbarPositionsKey.self) { $0.formUnion(positions) }
    }
}
