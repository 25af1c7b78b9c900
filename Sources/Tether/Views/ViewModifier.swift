import Foundation

/// Mirrors SwiftUI's `ViewModifier`: produces a new view from the view it modifies.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are applied by Tether's runtime, never through `body(content:)`.
    public func body(content: Content) -> Never { primitiveBodyAccessed() }
}

/// Mirrors SwiftUI's `_ViewModifier_Content`: stands for the modified view inside a
/// modifier's `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    /// Differs on every evaluation of the modifier's body, so the content is always refreshed.
    let generation: UInt64
    nonisolated(unsafe) private static var lastGeneration: UInt64 { get { contentGeneration } set { contentGeneration = newValue } }
    nonisolated init() {
        Self.lastGeneration &+= 1
        generation = Self.lastGeneration
    }
}

nonisolated(unsafe) private var contentGeneration: UInt64 = 0

/// Mirrors SwiftUI's `ModifiedContent`: a view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// Lets layout tell a view with a modifier from other views (traits pass through modifiers).
protocol ModifiedContentMarker {}
extension ModifiedContent: ModifiedContentMarker {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    /// Mirrors SwiftUI's `modifier(_:)`.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Mirrors SwiftUI's `concat(_:)`: a modifier that applies `self`, then `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
