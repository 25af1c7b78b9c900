import Foundation

/// Mirrors the Accessibility framework's `AXCustomContent` as far as SwiftUI's
/// `accessibilityCustomContent` uses it: how important an entry is.
public final class AXCustomContent: Sendable {
    /// Mirrors `AXCustomContent.Importance`: `high` content is read with the element, `default`
    /// content only when the user asks for more.
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }
}

/// Mirrors SwiftUI's `AccessibilityCustomContentKey`: names an entry of custom content, so a
/// later modifier with the same key replaces it.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: Text
    let id: String

    /// Mirrors `init(_:id:)`: an entry labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) { self.label = label; self.id = id }
    /// Mirrors `init(_:id:)` with a localized label.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.init(Text(labelKey), id: id) }
    /// Mirrors `init(_:)`: identified by its label.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey)
        self.init(label, id: label.string)
    }

    /// Keys are equal when their ids are.
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
}

extension View {
    /// Mirrors SwiftUI's `accessibilityInputLabels(_:)`: the names Voice Control and Full
    /// Keyboard Access know the element by (VoiceOver still reads its label).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { accessibility(.inputLabels(inputLabels)) }
    /// Mirrors `accessibilityInputLabels(_:)` with localized keys.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibility(.inputLabels(inputLabelKeys.map { Text($0) }))
    }
    /// Mirrors `accessibilityInputLabels(_:)` with strings.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility(.inputLabels(inputLabels.map { Text($0) }))
    }

    /// Mirrors SwiftUI's `accessibilityCustomContent(_:_:importance:)`: a labelled value
    /// VoiceOver offers as more content; an entry with the same label replaces it.
    nonisolated public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                                       importance: AXCustomContent.Importance = .default) -> some View {
        accessibility(.customContent(key: label.string, label: label, value: value, importance: importance))
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a localized label.
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                                       importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a localized label and value.
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                                       importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a localized label and a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                                          importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(value), importance: importance)
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a key: a nil value removes
    /// the entry of that key.
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                                       importance: AXCustomContent.Importance = .default) -> some View {
        accessibility(.customContent(key: key.id, label: key.label, value: value, importance: importance))
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a key and a localized value.
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                                       importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }
    /// Mirrors `accessibilityCustomContent(_:_:importance:)` with a key and a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                                          importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(value), importance: importance)
    }
}
