import Foundation

/// Mirrors SwiftUI's `onAppear(perform:)` and `onDisappear(perform:)`: the action runs after
/// the update in which the view entered (or left) the tree; state it writes is shown by the
/// next pass of the same update.
nonisolated struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        // A node is made for the view when it appears; later resolutions find the attribute
        // it got then.
        let isNew = node.attribute(AppearanceAttribute.self) == nil
        node.layout = nil
        node.attributes = [AppearanceAttribute(appear: appear, disappear: disappear)]
        if isNew, let appear { node.graph.enqueueAction(appear) }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// What a node with `onAppear`/`onDisappear` remembers: the action to run when it leaves (and
/// the one to run when it comes back, for the rows a lazy container sets aside and shows again).
struct AppearanceAttribute: NodeAttribute {
    var appear: (() -> Void)? = nil
    let disappear: (() -> Void)?
}

/// Mirrors SwiftUI's `onChange(of:initial:_:)`: when the value differs from the one the view
/// had in the previous update, the action gets the old and the new value after the update.
nonisolated struct _ValueChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        let previous = node.attribute(ObservedValueAttribute<Value>.self)
        node.layout = nil
        node.attributes = [ObservedValueAttribute(value: value)]
        let value = self.value, action = self.action
        if let previous {
            if previous.value != value { node.graph.enqueueAction { action(previous.value, value) } }
        } else if initial {
            node.graph.enqueueAction { action(value, value) }
        }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The value an `onChange` node saw in the last update.
struct ObservedValueAttribute<Value>: NodeAttribute {
    let value: Value
}


extension View {
    /// Mirrors SwiftUI's `onAppear(perform:)`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    /// Mirrors SwiftUI's `onDisappear(perform:)`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
    /// Mirrors SwiftUI's `onChange(of:initial:_:)` with the old and the new value.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
    }
    /// Mirrors SwiftUI's `onChange(of:initial:_:)` with an action that takes no values.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping () -> Void) -> some View {
        modifier(_ValueChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
    /// Mirrors SwiftUI's earlier `onChange(of:perform:)`, which gets the new value.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with two or no parameters")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
