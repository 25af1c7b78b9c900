import Foundation

/// Tether's support for `@Entry var name = value` written without a type, which SwiftUI
/// accepts: the key the macro makes keeps `value` as a closure in this box, and the key's
/// `Value` is inferred from it. Like a written-out entry's `defaultValue`, the value is made
/// again at every read, not shared. Not for use by hand.
public struct _EntryDefault<Value>: @unchecked Sendable {
    public let make: () -> Value

    public init(_ make: @escaping () -> Value) {
        self.make = make
    }
}

/// A key made by `@Entry` for a property without a written type: its `Value` is inferred
/// from the `_EntryDefault` box the macro writes. Not for use by hand.
public protocol _EntryKeyWithInferredType {
    associatedtype Value
    static var __default: _EntryDefault<Value> { get }
}
