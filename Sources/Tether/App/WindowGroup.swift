import Foundation

/// Mirrors SwiftUI's `WindowGroup`: the app's windows, each showing `content`. Headlessly the
/// first window group's content is rendered in a window of the canvas size.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let id: String?
    let content: Content

    /// Mirrors `WindowGroup(content:)`.
    public init(@ViewBuilder content: () -> Content) { id = nil; self.content = content() }
    /// Mirrors `WindowGroup(id:content:)`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.id = id; self.content = content() }
    /// Mirrors `WindowGroup(_:content:)` with a title `Text` (shown by window chrome Tether does not draw).
    public init(_ title: Text, @ViewBuilder content: () -> Content) { id = nil; self.content = content() }
    /// Mirrors `WindowGroup(_:content:)` with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { id = nil; self.content = content() }
    /// Mirrors `WindowGroup(_:content:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { id = nil; self.content = content() }
    /// Mirrors `WindowGroup(_:id:content:)`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.id = id; self.content = content() }
    /// Mirrors `WindowGroup(_:id:content:)` with a localized title.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.id = id; self.content = content() }
    /// Mirrors `WindowGroup(_:id:content:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.id = id; self.content = content() }

    @MainActor func collectWindows(into windows: inout [SceneWindow]) {
        windows.append(SceneWindow(id: id, content: AnyView(content)))
    }
}

/// Mirrors SwiftUI's `Settings` (a macOS settings window): it compiles and opens no window,
/// as on iOS, where apps have no settings scene.
nonisolated public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    /// Mirrors `Settings(content:)`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor func collectWindows(into windows: inout [SceneWindow]) {}
}
