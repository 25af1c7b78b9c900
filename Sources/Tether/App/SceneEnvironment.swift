import Foundation
import Observation

/// A scene whose windows' content is wrapped in a view modifier: how scene-level environment
/// modifiers reach every window, as SwiftUI passes a scene's environment to its views.
nonisolated struct EnvironmentModifiedScene<Base: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let base: Base
    let wrap: @MainActor (AnyView) -> AnyView
    @MainActor func collectWindows(into windows: inout [SceneWindow]) {
        var inner: [SceneWindow] = []
        SceneTree.collect(base, into: &inner)
        windows += inner.map { SceneWindow(id: $0.id, content: wrap($0.content)) }
    }
    @MainActor func collectLaunchActions(into actions: inout [() -> Void]) { SceneTree.collectActions(base, into: &actions) }
}

extension Scene {
    /// Mirrors SwiftUI's `Scene.environment(_:_:)`: sets an environment value for every view
    /// of the scene's windows.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath, value = value
        return EnvironmentModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
    }
    /// Mirrors SwiftUI's `Scene.environment(_:)`: an `@Observable` object for
    /// `@Environment(T.self)` in every window of the scene.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        nonisolated(unsafe) let object = object
        return EnvironmentModifiedScene(base: self) { AnyView($0.environment(object)) }
    }
    /// Mirrors SwiftUI's `Scene.environmentObject(_:)`: an `ObservableObject` for
    /// `@EnvironmentObject` in every window of the scene.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        nonisolated(unsafe) let object = object
        return EnvironmentModifiedScene(base: self) { AnyView($0.environmentObject(object)) }
    }
    /// Mirrors SwiftUI's `Scene.transformEnvironment(_:transform:)`.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath, transform = transform
        return EnvironmentModifiedScene(base: self) { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
    }
}
