import Foundation

/// Mirrors SwiftUI's `EmptyView`: a view that contributes nothing.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() {}
}

/// Mirrors SwiftUI's `TupleView`: the children of a `@ViewBuilder` block, in order.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    /// The elements, type-erased once when the builder makes the tuple.
    let elements: [any View]

    /// Mirrors SwiftUI's `TupleView.init(_:)`. Called directly with a tuple, the elements are
    /// found by reflection once; `@ViewBuilder` uses the pack initialiser below instead.
    nonisolated public init(_ value: T) {
        self.value = value
        if let single = value as? any View {
            elements = [single]
        } else {
            elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
    }

    nonisolated init<each V: View>(_ pack: repeat each V) where T == (repeat each V) {
        self.value = (repeat each pack)
        var erased: [any View] = []
        for element in repeat each pack { erased.append(element) }
        self.elements = erased
    }
}

/// Mirrors SwiftUI's `_ConditionalContent`: the result of `if/else` or `switch` in a builder
/// — of views, or of table rows and columns.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    nonisolated init(storage: Storage) { self.storage = storage }
}

/// Mirrors SwiftUI's `extension _ConditionalContent: View`: one of two views.
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

/// Mirrors SwiftUI's `extension Optional: View`: `nil` draws nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Mirrors SwiftUI's `Group`: groups children without affecting layout; modifiers on it
/// apply to each child.
nonisolated public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors SwiftUI's `AnyView`: a type-erased view. Changing the wrapped type replaces
/// the subtree (and its state).
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let storage: any View
    let typeID: ObjectIdentifier
    nonisolated public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        storage = view
        typeID = ObjectIdentifier(V.self)
    }
    nonisolated public init<V: View>(erasing view: V) { self.init(view) }
}
