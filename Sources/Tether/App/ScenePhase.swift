import Foundation

/// Mirrors SwiftUI's `ScenePhase`. A headless app that renders is `active` throughout.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue: ScenePhase = .active }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `scenePhase` environment value (`active` headlessly).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// A scene with actions to run when a value changes (`Scene.onChange(of:)`). Headlessly the
/// values an app observes at its level (its scene phase) do not change while it renders, so
/// only `initial: true` actions run, once, at launch.
nonisolated struct SceneValueChange<Base: Scene, Value: Equatable>: Scene, PrimitiveScene {
    typealias Body = Never
    let base: Base
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    @MainActor func collectWindows(into windows: inout [SceneWindow]) { SceneTree.collect(base, into: &windows) }
    @MainActor func collectLaunchActions(into actions: inout [() -> Void]) {
        SceneTree.collectActions(base, into: &actions)
        if initial {
            let value = self.value, action = self.action
            actions.append { action(value, value) }
        }
    }
}

extension Scene {
    /// Mirrors SwiftUI's `Scene.onChange(of:initial:_:)` with the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        SceneValueChange(base: self, value: value, initial: initial, action: action)
    }
    /// Mirrors SwiftUI's `Scene.onChange(of:initial:_:)` with an action that takes no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        SceneValueChange(base: self, value: value, initial: initial) { _, _ in action() }
    }
    /// Mirrors SwiftUI's earlier `Scene.onChange(of:perform:)`, which gets the new value.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with two or no parameters")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        SceneValueChange(base: self, value: value, initial: false) { _, new in action(new) }
    }
}
