import Foundation

/// Mirrors SwiftUI's `Commands`: menu-bar commands of a scene (macOS and iPadOS). Headless apps
/// have no menu bar: commands are accepted and not shown.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Mirrors SwiftUI's `CommandsBuilder`.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> some Commands {
        TupleCommands(repeat each content)
    }
}

/// Several commands side by side, as `CommandsBuilder` combines them.
nonisolated struct TupleCommands<each Content: Commands>: Commands {
    typealias Body = Never
    let content: (repeat each Content)
    nonisolated init(_ content: repeat each Content) { self.content = (repeat each content) }
}

/// Mirrors SwiftUI's `EmptyCommands`.
nonisolated public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// Mirrors SwiftUI's `CommandMenu`: a menu of its own in the menu bar.
nonisolated public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let content: Content
    /// Mirrors `CommandMenu(_:content:)` with a localized name.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Mirrors `CommandMenu(_:content:)` with a `Text` name.
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Mirrors `CommandMenu(_:content:)` with a name string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors SwiftUI's `CommandGroup`: commands placed before, after or instead of a standard group.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let content: Content
    /// Mirrors `CommandGroup(before:addition:)`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Mirrors `CommandGroup(after:addition:)`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Mirrors `CommandGroup(replacing:addition:)`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
}

/// Mirrors SwiftUI's `CommandGroupPlacement`: the standard menu groups.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// A scene with commands attached; it shows its base scene's windows.
nonisolated struct CommandsScene<Base: Scene, Content: Commands>: Scene, PrimitiveScene {
    typealias Body = Never
    let base: Base
    let commands: Content
    @MainActor func collectWindows(into windows: inout [SceneWindow]) { SceneTree.collect(base, into: &windows) }
    @MainActor func collectLaunchActions(into actions: inout [() -> Void]) { SceneTree.collectActions(base, into: &actions) }
}

extension Scene {
    /// Mirrors SwiftUI's `commands(content:)`: accepted, not shown (no menu bar headlessly).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(base: self, commands: content())
    }
}

extension Commands where Body == Never {
    /// Primitive commands have no body; Tether never asks for it.
    public var body: Never { primitiveBodyAccessed() }
}
