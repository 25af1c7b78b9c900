import Foundation

/// Mirrors SwiftUI's `@Entry` macro: in an extension of `EnvironmentValues` (or
/// `Transaction`, `ContainerValues`, or `FocusedValues` with an optional type), `@Entry var name: Type = value` (or
/// `@Entry var name = value`, the type inferred) declares a value with `value` as its
/// default, without writing the key type by hand. An optional needs no default (nil).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TetherMacros", type: "EntryMacro")
