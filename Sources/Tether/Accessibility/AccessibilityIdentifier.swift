import Foundation

/// Marks the view `ViewHost.frame(of:)` and `tap(_:)` find by name.
struct AccessibilityIdentifierAttribute: NodeAttribute {
    let identifier: String
}

/// The modifier behind `accessibilityIdentifier(_:)`.
nonisolated struct _AccessibilityIdentifierModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let identifier: String
    /// Off (iOS 18's `isEnabled: false`): the view keeps the identifier it had.
    var isEnabled = true
    var attributes: [NodeAttribute] { isEnabled ? [AccessibilityIdentifierAttribute(identifier: identifier)] : [] }
}

extension View {
    /// Mirrors SwiftUI's `accessibilityIdentifier(_:)`: the name UI tests (and Tether's
    /// `ViewHost`) find the view by.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }
}
