import Foundation

/// Mirrors SwiftUI's `AccessibilityRotorContent`: what a rotor's entries closure builds —
/// `AccessibilityRotorEntry`s, `ForEach` of them, `if`, or a type of your own whose `body`
/// builds those.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension AccessibilityRotorContent where Body == Never {
    /// Rotor content Tether reads itself has no body.
    public var body: Never { primitiveBodyAccessed() }
}

extension Never: AccessibilityRotorContent {}

/// One entry as the rotor content says it, before the accessibility tree places it.
struct RotorEntryDescription {
    /// Where the entry leads.
    enum Target {
        /// The element marked `accessibilityRotorEntry(id:in:)` with this id in this namespace.
        case marked(AnyHashable, Namespace.ID)
        /// The element of the view with this identity (a `ForEach` element's id or `.id(_:)`).
        case identity(AnyHashable)
        /// The element that owns the rotor (an entry of a range of its text).
        case owner
    }
    let label: Text?
    let target: Target
    let textRange: Range<String.Index>?
    let prepare: () -> Void
}

/// Rotor content whose entries Tether reads directly.
protocol RotorEntriesProviding {
    @MainActor var rotorEntries: [RotorEntryDescription] { get }
}

extension AccessibilityRotorContent {
    /// The entries this content makes, in order: read directly, or through `body`.
    @MainActor var rotorEntryDescriptions: [RotorEntryDescription] {
        if let direct = self as? RotorEntriesProviding { return direct.rotorEntries }
        if Body.self == Never.self { return [] }
        return body.rotorEntryDescriptions
    }
}

/// Mirrors SwiftUI's `AccessibilityRotorContentBuilder`: the entries of a rotor, in order,
/// from entries, `ForEach` and `if`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// Mirrors `buildExpression(_:)`.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// Mirrors `buildBlock(_:)` with one piece of content: that content.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// Mirrors `buildBlock(_:)`: the pieces' entries one after another.
    @MainActor
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content)
        -> some AccessibilityRotorContent {
        var entries: [RotorEntryDescription] = []
        for piece in repeat each content { entries += piece.rotorEntryDescriptions }
        return RotorEntryList(rotorEntries: entries)
    }

    /// Mirrors `buildIf(_:)`: entries made only when a condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> Content? { content }
}

/// Several pieces of rotor content, read in order.
struct RotorEntryList: AccessibilityRotorContent, RotorEntriesProviding {
    typealias Body = Never
    let rotorEntries: [RotorEntryDescription]
}

extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}

extension Optional: RotorEntriesProviding where Wrapped: AccessibilityRotorContent {
    var rotorEntries: [RotorEntryDescription] { self?.rotorEntryDescriptions ?? [] }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

extension ForEach: RotorEntriesProviding where Content: AccessibilityRotorContent {
    var rotorEntries: [RotorEntryDescription] { data.flatMap { content($0).rotorEntryDescriptions } }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// Mirrors `init(_:id:content:)` for rotor entries: the entries made for each element.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                            @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let path = id
        self.idOf = { $0[keyPath: path] }
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Mirrors `init(_:content:)` for rotor entries of identifiable elements.
    nonisolated public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data == Range<Int>, ID == Int {
    /// Mirrors `init(_:content:)` for rotor entries of a range of integers.
    nonisolated public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}
