import Foundation

/// Mirrors SwiftUI's `@Binding`: read and write access to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction set on this binding, boxed so that a binding stays three words (most
    /// bindings have none).
    private var transactionBox: TransactionBox?
    /// Mirrors `transaction`: the transaction writes through this binding happen in
    /// (set by `animation(_:)` and `transaction(_:)`), handed to a setter that takes one.
    public var transaction: Transaction {
        get { transactionBox?.transaction ?? Transaction() }
        set { transactionBox = TransactionBox(newValue) }
    }

    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get; setter = { value, _ in set(value) }
    }
    /// Mirrors `init(get:set:)` whose setter also receives the binding's transaction.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get; setter = set
    }
    nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }
    nonisolated public init(_ base: Binding<Value>) { self = base }

    /// Mirrors `Binding.constant(_:)`: a binding that never changes.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = self.transaction
            withTransaction(transaction) { setter(newValue, transaction) }
        }
    }
    public var projectedValue: Binding<Value> { self }

    /// A binding derived from this one (a member, an element, an unwrapped optional): it
    /// reads through `get`; a write changes this binding's value through `set` (which says
    /// whether there is anything to write) in the derived binding's own transaction. It
    /// starts with this binding's transaction.
    func derived<Subject>(get: @escaping (Value) -> Subject, set: @escaping (inout Value, Subject) -> Bool) -> Binding<Subject> {
        var binding = Binding<Subject>(get: { get(self.getter()) }, set: { subject, transaction in
            var value = self.getter()
            if set(&value, subject) { self.setter(value, transaction) }
        })
        binding.transactionBox = transactionBox  // shared: a box never changes
        return binding
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        derived(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1; return true })
    }
}

extension Binding {
    /// Mirrors SwiftUI's `Binding(_:)` that unwraps an optional binding when it holds a value.
    nonisolated public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self = base.derived(get: { $0 ?? value }, set: { $0 = $1; return true })
    }
}

/// Mirrors SwiftUI's `Binding: Identifiable` when the bound value is identifiable: a
/// binding's identity is its value's, so `sheet(item:)` takes an optional binding and
/// `$item.id` is the element's id (not a binding to it).
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// A binding's transaction (see `Binding.transaction`).
final class TransactionBox: @unchecked Sendable {
    let transaction: Transaction
    init(_ transaction: Transaction) { self.transaction = transaction }
}
