import Foundation

/// Mirrors SwiftUI's `View`: a piece of UI described by its `body`. Primitive views
/// (Text, Color, stacks, modifiers) have `Never` bodies and are resolved by Tether itself.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { primitiveBodyAccessed() }
}

extension View where Body == Never {
    /// Primitive views have no body; Tether's runtime never asks for it.
    public var body: Never { primitiveBodyAccessed() }
}

/// Reached only when user code calls `body` on a primitive view directly, which SwiftUI
/// also forbids (it traps the same way).
func primitiveBodyAccessed() -> Never {
    fatalError("body of a primitive Tether view was called directly; primitive views have no body")
}
