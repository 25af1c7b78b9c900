import Foundation

/// One accessibility modifier's change to the element its content forms.
enum AccessibilityChange {
    case label(Text)
    case value(Text)
    case hint(Text)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case hidden(Bool)
    case sortPriority(Double)
    case action(AccessibilityActionKind, @MainActor () -> Void)
    /// `accessibilityAdjustableAction`: the element is adjustable, incremented and decremented.
    case adjustable(@MainActor (AccessibilityAdjustmentDirection) -> Void)
    /// `accessibilityHeading`: the element is a heading of this level.
    case heading(AccessibilityHeadingLevel)
    /// `accessibilityInputLabels`: the names Voice Control and Full Keyboard Access know it by.
    case inputLabels([Text])
    /// `accessibilityCustomContent`: a labelled value VoiceOver offers as more content (nil
    /// removes the entry of that key).
    case customContent(key: String, label: Text, value: Text?, importance: AXCustomContent.Importance)
    /// `accessibilityElement(children:)`: the content becomes one element (or a container).
    case element(AccessibilityChildBehavior)
    /// `accessibilityRotor`: a rotor on the element.
    case rotor(RotorDeclaration)
    /// `accessibilityRotorEntry(id:in:)`: the element rotor entries with this id and namespace lead to.
    case rotorEntry(AnyHashable, Namespace.ID)
    /// `accessibilityFocused`: the element's tie to an accessibility focus state.
    case focus(AccessibilityFocusBinding)
    /// `accessibilityScrollAction`: what scrolling the element with VoiceOver does.
    case scroll(@MainActor (Edge) -> Void)
    /// `accessibilityShowsLargeContentViewer()`: the element shows its own label and image in
    /// the large content viewer.
    case largeContentViewer
    /// A disclosure control's state (SwiftUI's own controls set it; UIKit's
    /// `accessibilityExpandedStatus`).
    case expandedStatus(AccessibilityNode.ExpandedStatus)
    /// `accessibilityActivationPoint`: where activating the element taps it.
    case activationPoint(AccessibilityActivationPoint)
}

/// Where an element's activation point lies: at a point of the view's own space, or at a
/// unit point of its frame.
enum AccessibilityActivationPoint {
    case point(CGPoint)
    case unit(UnitPoint)

    /// The point in global space for an element whose frame is `frame`; nil when it is not a
    /// finite point.
    func global(in frame: CGRect) -> CGPoint? {
        let point: CGPoint
        switch self {
        case .point(let p): point = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
        case .unit(let u): point = CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
        }
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
}

/// Marks a node whose content an accessibility modifier changes.
struct AccessibilityModifierAttribute: NodeAttribute {
    let change: AccessibilityChange
}

/// The modifier behind SwiftUI's accessibility modifiers.
nonisolated struct _AccessibilityModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let change: AccessibilityChange
    /// Off (iOS 18's `isEnabled: false`): the element is left as it is.
    var isEnabled = true
    var attributes: [NodeAttribute] { isEnabled ? [AccessibilityModifierAttribute(change: change)] : [] }
}

extension View {
    nonisolated func accessibility(_ change: AccessibilityChange, isEnabled: Bool = true) -> some View {
        modifier(_AccessibilityModifier(change: change, isEnabled: isEnabled))
    }

    /// Mirrors SwiftUI's `accessibilityLabel(_:)`: what VoiceOver reads for the element.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label)) }
    /// Mirrors SwiftUI's `accessibilityLabel(_:)` with a localized key.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility(.label(Text(labelKey))) }
    /// Mirrors SwiftUI's `accessibilityLabel(_:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(Text(label))) }

    /// Mirrors SwiftUI's `accessibilityValue(_:)`: the element's current value.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { accessibility(.value(valueDescription)) }
    /// Mirrors SwiftUI's `accessibilityValue(_:)` with a localized key.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility(.value(Text(valueKey))) }
    /// Mirrors SwiftUI's `accessibilityValue(_:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(Text(value))) }

    /// Mirrors SwiftUI's `accessibilityHint(_:)`: what activating the element does.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint)) }
    /// Mirrors SwiftUI's `accessibilityHint(_:)` with a localized key.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility(.hint(Text(hintKey))) }
    /// Mirrors SwiftUI's `accessibilityHint(_:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(Text(hint))) }

    /// Mirrors SwiftUI's `accessibilityAddTraits(_:)`.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Mirrors SwiftUI's `accessibilityRemoveTraits(_:)`.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    /// Mirrors SwiftUI's `accessibilityHidden(_:)`: the view and what it contains are not read.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    /// Mirrors SwiftUI's `accessibilitySortPriority(_:)`: in its container, higher is read first.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibility(.sortPriority(sortPriority)) }
    /// Mirrors `accessibilityActivationPoint(_:)` (iOS 14): where activating the element taps
    /// it — `activationPoint` in the view's own space — instead of its centre.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibility(.activationPoint(.point(activationPoint)))
    }
    /// Mirrors `accessibilityActivationPoint(_:)` with a unit point of the view's frame.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibility(.activationPoint(.unit(activationPoint)))
    }
    /// Mirrors `accessibilityActivationPoint(_:isEnabled:)` (iOS 18).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View {
        accessibility(.activationPoint(.point(activationPoint)), isEnabled: isEnabled)
    }
    /// Mirrors `accessibilityActivationPoint(_:isEnabled:)` (iOS 18) with a unit point.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        accessibility(.activationPoint(.unit(activationPoint)), isEnabled: isEnabled)
    }
    /// Mirrors SwiftUI's `accessibilityElement(children:)`.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children))
    }
    /// Mirrors SwiftUI's `accessibilityAction(_:_:)`: an action assistive technologies can perform.
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                                _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(actionKind, handler))
    }
    /// Mirrors SwiftUI's `accessibilityAction(named:_:)` with a `Text` name.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(AccessibilityActionKind(named: name), handler))
    }
    /// Mirrors SwiftUI's `accessibilityAction(named:_:)` with a localized key.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(AccessibilityActionKind(named: Text(nameKey)), handler))
    }
    /// Mirrors SwiftUI's `accessibilityAction(named:_:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(AccessibilityActionKind(named: Text(name)), handler))
    }

    /// Mirrors SwiftUI's `accessibilityScrollAction(_:)`: what VoiceOver's three-finger swipe
    /// does on the element; `handler` gets the edge VoiceOver scrolls toward (a swipe down
    /// scrolls toward `.top`). Tether's `ViewHost.performAccessibilityScroll(_:on:)` swipes.
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        nonisolated(unsafe) let handler = handler
        return accessibility(.scroll({ handler($0) }))
    }
}
