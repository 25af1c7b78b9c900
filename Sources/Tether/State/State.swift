import Foundation

/// The persistent storage of one `@State` property, owned by a node.
final class StateStorage<Value>: @unchecked Sendable {
    var value: Value
    weak var node: ViewNode?
    /// The node's storage slot it is kept in (the property's place among the view's).
    let slot: Int
    init(_ value: Value, slot: Int) { self.value = value; self.slot = slot }
}

/// The per-instance link from a `State` value to the storage of the node that owns it.
final class StateLink<Value>: @unchecked Sendable {
    let initialValue: Value
    var storage: StateStorage<Value>?
    init(_ initialValue: Value) { self.initialValue = initialValue }
}

/// Mirrors SwiftUI's `@State`: a value owned by the view's identity. It survives the view
/// being re-created by its parent, is dropped when the view leaves the tree, and writing it
/// re-evaluates the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    nonisolated public init(wrappedValue value: Value) { link = StateLink(value) }
    nonisolated public init(initialValue value: Value) { link = StateLink(value) }

    public var wrappedValue: Value {
        get { link.current }
        nonmutating set {
            if let node = link.storage?.node, node.graph.evaluatingBody {
                node.graph.report(.stateChangeDuringUpdate, "Modifying state during view update, this will cause undefined behavior.", at: node)
            }
            link.write(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    nonisolated public init() { self.init(wrappedValue: nil) }
}

extension StateLink {
    /// The value: the owning node's stored one once bound, else the initial one.
    var current: Value { storage?.value ?? initialValue }

    /// Stores `newValue` for the owning node and re-evaluates that node (nothing before the
    /// link is bound). `@State`, `@GestureState` and `@FocusState` write through here.
    func write(_ newValue: Value) {
        guard let storage else { return }
        storage.value = newValue
        storage.node?.invalidateBody(because: storage.slot)
    }

    /// Connects the link to the storage in `slot` of `node`, made with the initial value the
    /// first time (`@State` and `@GestureState` keep their values there).
    func bind(to node: ViewNode, slot: Int) {
        if let existing = node.stateSlot(slot) as? StateStorage<Value> {
            storage = existing
        } else {
            let created = StateStorage(initialValue, slot: slot)
            created.node = node
            node.setStateSlot(slot, created)
            storage = created
        }
    }
}

extension State: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.bind(to: node, slot: slot) }
}
