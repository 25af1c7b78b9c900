import Foundation

/// Mirrors SwiftUI's `TextAttribute` (iOS 17): a value attached to text with
/// `Text.customAttribute(_:)` that a `TextRenderer` finds on the runs it marks
/// (`Text.Layout.Run[EmphasisAttribute.self]`).
///
/// ```swift
/// struct EmphasisAttribute: TextAttribute {}
/// Text("Hello ") + Text("world").customAttribute(EmphasisAttribute())
/// ```
public protocol TextAttribute: Hashable {}

extension Text {
    /// Mirrors `customAttribute(_:)`: this text with `value` attached. One attribute of each
    /// type is kept per piece of text, the innermost one.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var attached = CustomTextAttributes()
        attached.values[ObjectIdentifier(T.self)] = AnyHashable(value)
        return styled { $0.custom = attached }
    }
}

/// The custom attributes of a piece of text, one per type.
struct CustomTextAttributes: Hashable, @unchecked Sendable {
    var values: [ObjectIdentifier: AnyHashable] = [:]

    var isEmpty: Bool { values.isEmpty }

    /// The attribute of type `T`, if one is attached.
    func value<T: TextAttribute>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)]?.base as? T }

    /// These attributes with those of types not set here taken from `outer`.
    func filled(from outer: CustomTextAttributes) -> CustomTextAttributes {
        guard !outer.isEmpty else { return self }
        return CustomTextAttributes(values: values.merging(outer.values) { inner, _ in inner })
    }
}
