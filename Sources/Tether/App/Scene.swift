import Foundation

/// Mirrors SwiftUI's `Scene`: a part of an app's interface (a window group, settings), made of
/// other scenes through `body`. Headlessly, Tether shows the first `WindowGroup`'s content.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene Tether knows itself (its body is `Never`): the windows it contributes, in order.
protocol PrimitiveScene {
    @MainActor func collectWindows(into windows: inout [SceneWindow])
    /// Actions to run when the app launches (`onChange(of:initial: true)` on a scene).
    @MainActor func collectLaunchActions(into actions: inout [() -> Void])
}

extension PrimitiveScene {
    @MainActor func collectLaunchActions(into actions: inout [() -> Void]) {}
}

/// One window a scene shows: its content and what identifies it.
struct SceneWindow {
    let id: String?
    let content: AnyView
}

/// Walks a scene tree, primitive scenes answering for themselves, others through `body`.
@MainActor enum SceneTree {
    /// Launches `app` as iOS does before it shows a window: its app delegate first, then the
    /// scenes' launch actions. Returns the first window group's content (with an observable
    /// app delegate in its environment), or nil when the app has no window group.
    static func launch<A: App>(_ app: A) -> AnyView? {
        AppDelegates.launchDelegate()
        for action in launchActions(of: app.body) { action() }
        return windows(of: app.body).first.map { AppDelegates.providingDelegate(to: $0.content) }
    }

    static func windows(of scene: some Scene) -> [SceneWindow] {
        var windows: [SceneWindow] = []
        collect(scene, into: &windows)
        return windows
    }
    static func collect(_ scene: some Scene, into windows: inout [SceneWindow]) {
        if let primitive = scene as? any PrimitiveScene { primitive.collectWindows(into: &windows); return }
        collect(scene.body, into: &windows)
    }
    static func launchActions(of scene: some Scene) -> [() -> Void] {
        var actions: [() -> Void] = []
        collectActions(scene, into: &actions)
        return actions
    }
    static func collectActions(_ scene: some Scene, into actions: inout [() -> Void]) {
        if let primitive = scene as? any PrimitiveScene { primitive.collectLaunchActions(into: &actions); return }
        collectActions(scene.body, into: &actions)
    }
}

/// Mirrors SwiftUI's `SceneBuilder`: the scenes of an app's `body`, in order.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(repeat each content)
    }
}

/// Several scenes side by side, as `SceneBuilder` combines them.
nonisolated struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let scenes: (repeat each Content)
    nonisolated init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }
    @MainActor func collectWindows(into windows: inout [SceneWindow]) {
        for scene in repeat each scenes { SceneTree.collect(scene, into: &windows) }
    }
    @MainActor func collectLaunchActions(into actions: inout [() -> Void]) {
        for scene in repeat each scenes { SceneTree.collectActions(scene, into: &actions) }
    }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body; Tether never asks for it.
    public var body: Never { primitiveBodyAccessed() }
}
