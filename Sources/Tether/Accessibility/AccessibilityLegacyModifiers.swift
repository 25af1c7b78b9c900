import Foundation

/// iOS 13's `accessibility(…)` modifiers, deprecated in iOS 14 for the `accessibility…(_:)`
/// ones but still in SwiftUI and in code written then: each does what its successor does.
extension View {
    /// Mirrors the deprecated `accessibility(label:)`: `accessibilityLabel(_:)`.
    nonisolated public func accessibility(label: Text) -> some View { accessibility(.label(label)) }
    /// Mirrors the deprecated `accessibility(value:)`: `accessibilityValue(_:)`.
    nonisolated public func accessibility(value: Text) -> some View { accessibility(.value(value)) }
    /// Mirrors the deprecated `accessibility(hint:)`: `accessibilityHint(_:)`.
    nonisolated public func accessibility(hint: Text) -> some View { accessibility(.hint(hint)) }
    /// Mirrors the deprecated `accessibility(hidden:)`: `accessibilityHidden(_:)`.
    nonisolated public func accessibility(hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    /// Mirrors the deprecated `accessibility(identifier:)`: `accessibilityIdentifier(_:)`.
    nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Mirrors the deprecated `accessibility(activationPoint:)`: `accessibilityActivationPoint(_:)`.
    nonisolated public func accessibility(activationPoint: CGPoint) -> some View { accessibility(.activationPoint(.point(activationPoint))) }
    /// Mirrors the deprecated `accessibility(activationPoint:)` with a unit point.
    nonisolated public func accessibility(activationPoint: UnitPoint) -> some View { accessibility(.activationPoint(.unit(activationPoint))) }
    /// Mirrors the deprecated `accessibility(sortPriority:)`: `accessibilitySortPriority(_:)`.
    nonisolated public func accessibility(sortPriority: Double) -> some View { accessibility(.sortPriority(sortPriority)) }
    /// Mirrors the deprecated `accessibility(addTraits:)`: `accessibilityAddTraits(_:)`.
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Mirrors the deprecated `accessibility(removeTraits:)`: `accessibilityRemoveTraits(_:)`.
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    /// Mirrors the deprecated `accessibility(inputLabels:)`: `accessibilityInputLabels(_:)`.
    nonisolated public func accessibility(inputLabels: [Text]) -> some View { accessibility(.inputLabels(inputLabels)) }
}
