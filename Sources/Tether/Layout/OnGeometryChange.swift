import Foundation

/// The node of an `onGeometryChange`: takes its content's size and place, and at each
/// placement reads the transformed value from a `GeometryProxy` of itself; when the value
/// differs from the last one (or is the first), the action runs after the pass, with the old
/// and new values.
struct GeometryChangeLayout<Value: Equatable>: PassThroughLayout {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    /// The last value the action saw, kept by the node.
    final class Observation {
        var lastValue: Value?
    }

    /// Moving the node changes what the proxy reports: it is placed again, not only moved.
    var dependsOnGlobalPosition: Bool { true }

    func willPlace(_ node: ViewNode) {
        let observation: Observation
        if let existing = node.persistentLayoutState as? Observation { observation = existing } else {
            observation = Observation()
            node.persistentLayoutState = observation
        }
        let value = transform(GeometryProxy(node: node, size: node.frame.size, transform: node.globalTransform))
        if let last = observation.lastValue, last == value { return }
        let old = observation.lastValue ?? value
        let action = self.action
        // Bounded as a preference's actions are: an action whose state change moves the view
        // again runs at most three times per update.
        guard node.graph.actionQueue.enqueuePreferenceAction(key: ObjectIdentifier(node), { action(old, value) }) else {
            node.graph.report(.preferenceLoop, "onGeometryChange(for: \(Value.self)) tried to update multiple times per frame.", at: node)
            return
        }
        observation.lastValue = value
    }
}

/// The modifier behind both `onGeometryChange` forms.
nonisolated struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    var nodeLayout: any NodeLayout { GeometryChangeLayout(transform: transform, action: action) }
}

extension View {
    /// Mirrors SwiftUI's `onGeometryChange(for:of:action:)`: `transform` reads the view's
    /// geometry from a `GeometryProxy` after layout; `action` runs after the update with the new
    /// value when it differs from the last one, and once with the first value. An action whose
    /// state change keeps changing the value is cut off after three runs in one update (with
    /// SwiftUI's "tried to update multiple times per frame" warning).
    nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                action: @escaping (T) -> Void) -> some View where T: Equatable, T: Sendable {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Mirrors SwiftUI's `onGeometryChange(for:of:action:)` whose action takes the old and the
    /// new value: as the one-value form; the first run gets the first value as both.
    nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable, T: Sendable {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}
