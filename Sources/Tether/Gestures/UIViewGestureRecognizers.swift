import Foundation

/// The modifier that gives a UIView's drawing its gesture recognizers, as UIKit hands the
/// touches of a view to the recognizers added to it: each is a gesture of the drawing, in the
/// order they were added (the first comes first), driven by `UIGestureRecognizerDriver`.
nonisolated struct UIViewGestureRecognizersModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let recognizers: [UIGestureRecognizer]
    var precedence = GesturePrecedence.normal
    var attributes: [NodeAttribute] {
        // Touch delivery takes a node's gestures last to first.
        recognizers.reversed().map { recognizer in
            GestureAttribute(makeRecognizer: { UIGestureRecognizerDriver(recognizer, context: $0) },
                                    precedence: precedence, mask: .all, uiKitRecognizer: recognizer)
        }
    }
}

extension View {
    /// A UIView's gesture recognizers, when it has any (`.simultaneous`: recognizing alongside
    /// the gestures under them, as a navigation controller's bar-hiding swipe does).
    @ViewBuilder func uiViewGestureRecognizers(_ recognizers: [UIGestureRecognizer], precedence: GesturePrecedence = .normal) -> some View {
        if recognizers.isEmpty { self } else { modifier(UIViewGestureRecognizersModifier(recognizers: recognizers, precedence: precedence)) }
    }
}
