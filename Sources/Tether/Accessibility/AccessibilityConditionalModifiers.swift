import Foundation

/// iOS 18's accessibility modifiers with `isEnabled`: each applies only while `isEnabled` is
/// true; otherwise the element keeps what it had — the label its content gives, or one set
/// further out.
///
/// ```swift
/// Button { toggleFavorite() } label: { Image(systemName: isFavorite ? "star.fill" : "star") }
///     .accessibilityLabel("Unfavorite", isEnabled: isFavorite)
/// ```
extension View {
    /// Mirrors `accessibilityLabel(_:isEnabled:)`.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        accessibility(.label(label), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityLabel(_:isEnabled:)` with a string resource.
    nonisolated public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(.label(Text(label)), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityLabel(_:isEnabled:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
        accessibility(.label(Text(label)), isEnabled: isEnabled)
    }

    /// Mirrors `accessibilityValue(_:isEnabled:)`.
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View {
        accessibility(.value(valueDescription), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityValue(_:isEnabled:)` with a string resource.
    nonisolated public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(.value(Text(valueResource)), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityValue(_:isEnabled:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
        accessibility(.value(Text(value)), isEnabled: isEnabled)
    }

    /// Mirrors `accessibilityHint(_:isEnabled:)`.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
        accessibility(.hint(hint), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityHint(_:isEnabled:)` with a string resource.
    nonisolated public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(.hint(Text(hint)), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityHint(_:isEnabled:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View {
        accessibility(.hint(Text(hint)), isEnabled: isEnabled)
    }

    /// Mirrors `accessibilityInputLabels(_:isEnabled:)`.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View {
        accessibility(.inputLabels(inputLabels), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityInputLabels(_:isEnabled:)` with localized keys.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View {
        accessibility(.inputLabels(inputLabelKeys.map { Text($0) }), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityInputLabels(_:isEnabled:)` with strings.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View {
        accessibility(.inputLabels(inputLabels.map { Text($0) }), isEnabled: isEnabled)
    }

    /// Mirrors `accessibilityIdentifier(_:isEnabled:)`.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier, isEnabled: isEnabled))
    }
}
