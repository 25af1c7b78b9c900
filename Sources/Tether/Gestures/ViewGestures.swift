import Foundation

/// How a view's gesture competes with the gestures around it.
enum GesturePrecedence {
    /// `gesture(_:including:)`: after the gestures of the views inside it.
    case normal
    /// `highPriorityGesture(_:including:)`: before the gestures of the views inside it.
    case high
    /// `simultaneousGesture(_:including:)`: alongside whatever gets the touch.
    case simultaneous
}

/// A gesture attached to a view: how to make its recognizer for a touch, its precedence and
/// mask.
struct GestureAttribute: NodeAttribute {
    let makeRecognizer: @MainActor (GestureContext) -> GestureRecognizer
    let precedence: GesturePrecedence
    let mask: GestureMask
    /// The UIKit recognizer the gesture drives, for UIKit's failure requirements and
    /// simultaneous recognition.
    var uiKitRecognizer: UIGestureRecognizer? = nil
}

/// The modifier behind `gesture`, `highPriorityGesture` and `simultaneousGesture`.
nonisolated struct GestureModifier<G: Gesture>: ViewModifier, AttributeModifier {
    typealias Body = Never
    let gesture: G
    let precedence: GesturePrecedence
    let mask: GestureMask
    var attributes: [NodeAttribute] {
        nonisolated(unsafe) let gesture = self.gesture
        return [GestureAttribute(makeRecognizer: { gesture.makeAnyRecognizer($0) }, precedence: precedence, mask: mask)]
    }
}

extension View {
    /// Mirrors SwiftUI's `gesture(_:including:)`: the gesture gets a touch after the gestures
    /// of the views inside this one have failed to recognize it.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .normal, mask: mask))
    }
    /// Mirrors SwiftUI's `highPriorityGesture(_:including:)`: the gesture comes before the
    /// gestures of the views inside this one.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .high, mask: mask))
    }
    /// Mirrors SwiftUI's `simultaneousGesture(_:including:)`: the gesture recognizes touches
    /// alongside whichever gesture gets them.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .simultaneous, mask: mask))
    }

    /// Mirrors SwiftUI's `gesture(_:isEnabled:)` (iOS 18): `gesture(_:including:)` with the
    /// gesture and the subviews' gestures when enabled, only the subviews' when not.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }
    /// Mirrors SwiftUI's `highPriorityGesture(_:isEnabled:)` (iOS 18).
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }
    /// Mirrors SwiftUI's `simultaneousGesture(_:isEnabled:)` (iOS 18).
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Mirrors SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
    /// `action` runs once the press has lasted `minimumDuration`; `onPressingChanged` hears
    /// `true` as soon as the finger comes down and `false` when it lifts or moves away first,
    /// or once the press is recognized.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                action: action, pressingChanged: onPressingChanged))
    }

    /// Mirrors SwiftUI's deprecated `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Mirrors SwiftUI's `onHover(perform:)`. A touch screen has no pointer that hovers, so
    /// on iOS (and in Tether) the action never runs.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}

/// A long press that runs `action` when recognized and reports its pressing state as iOS
/// does: `true` when the finger comes down (before `minimumDuration` has passed, while the
/// gesture is still undecided), `false` when it lifts or moves too far first, when another
/// gesture takes the touch, or once the press is recognized and `action` has run. The
/// gesture's trial and acting recognizers share the state, so each change is reported once.
nonisolated struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    let press: LongPressGesture
    let action: () -> Void
    let pressingChanged: ((Bool) -> Void)?

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let shared = context.shared
        let action = self.action, report = pressingChanged
        func setPressing(_ on: Bool) {
            guard on != shared.pressing else { return }
            shared.pressing = on
            report?(on)
        }
        let recognizer = ObservingRecognizer(press.makeAnyRecognizer(context)) { state in
            switch state {
            case .possible, .changed: setPressing(true)
            case .ended:
                // On trial the press waits to be chosen; the acting recognizer runs the action.
                guard context.performsActions else { return setPressing(true) }
                setPressing(true)
                action()
                setPressing(false)
            case .failed: setPressing(false)
            }
        }
        recognizer.onCancel = { setPressing(false) }
        return recognizer
    }
}
