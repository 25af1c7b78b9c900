import Foundation

/// A value a keyed store (environment, transaction, traits, container values) keeps as `Any`,
/// or `fallback` — the key's default — when the store has none or one of another type. The
/// entry is unwrapped before the cast: a missing entry cast straight to an optional `Value`
/// would be nil, not the default, so a key like `static let defaultValue: String? = "x"`
/// would read nil where SwiftUI gives "x".
@inline(__always)
func keyedValue<Value>(_ stored: Any?, or fallback: @autoclosure () -> Value) -> Value {
    guard let stored else { return fallback() }
    return stored as? Value ?? fallback()
}
