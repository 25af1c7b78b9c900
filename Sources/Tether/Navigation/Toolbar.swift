import Foundation

/// Mirrors SwiftUI's `ToolbarContent`: items for the navigation bar (or the bottom bar).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The items this content contributes, in order (Tether's own, for the bars to draw).
    var _items: [ToolbarEntry] { get }
}

/// One item of a toolbar: a view and where it goes.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Mirrors SwiftUI's `ToolbarItem`: one view at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
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
    @MainActor public var _items: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Mirrors SwiftUI's `ToolbarItemGroup`: several views at one placement, side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    @MainActor public var _items: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several toolbar contents in a row (what `ToolbarContentBuilder` builds).
nonisolated public struct _ToolbarContentList: ToolbarContent {
    let parts: [any ToolbarContent]
    @MainActor public var _items: [ToolbarEntry] { parts.flatMap(\._items) }
}

/// Mirrors SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> any ToolbarContent { content }
    public static func buildBlock(_ parts: any ToolbarContent...) -> _ToolbarContentList { _ToolbarContentList(parts: parts) }
    public static func buildOptional(_ part: _ToolbarContentList?) -> _ToolbarContentList { part ?? _ToolbarContentList(parts: []) }
    public static func buildEither(first: _ToolbarContentList) -> _ToolbarContentList { first }
    public static func buildEither(second: _ToolbarContentList) -> _ToolbarContentList { second }
}

/// Mirrors SwiftUI's `ToolbarItemPlacement`, with iOS's positions in the navigation bar's top
/// row: its leading end (after the back button), its trailing end, and its centre (`principal`,
/// in place of an inline title). Tether has no bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Position: Hashable, Sendable { case leading, trailing, principal }
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
    nonisolated public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarContentList) -> some View {
        nonisolated(unsafe) let items = content()
        return modifier(_ToolbarModifier { items._items })
    }
}

/// The modifier behind `toolbar`: publishes its items for the enclosing navigation stack.
nonisolated public struct _ToolbarModifier: ViewModifier {
    let items: @MainActor () -> [ToolbarEntry]
    @MainActor public func body(content: Content) -> some View {
        content.preference(key: ToolbarItemsKey.self, value: items())
    }
}
