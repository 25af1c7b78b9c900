import Foundation

/// Mirrors UIKit's `UIGestureRecognizerDelegate`: decides whether a recognizer may begin,
/// whether it sees a touch, and whether it recognizes alongside another recognizer under the
/// same touch. Every method is optional, as in UIKit: the defaults begin, receive every touch
/// and recognize alone.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Mirrors `gestureRecognizerShouldBegin(_:)`: asked when the recognizer leaves
    /// `possible`; false fails it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Mirrors `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: true from either
    /// recognizer's delegate lets both recognize the same touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Mirrors `gestureRecognizer(_:shouldRequireFailureOf:)`: true makes the recognizer wait
    /// for the other to fail, as `require(toFail:)` does.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Mirrors `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: true makes the other
    /// recognizer wait for this one to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Mirrors `gestureRecognizer(_:shouldReceive:)` for a touch: false keeps the touch from
    /// the recognizer (one that sees none of a sequence's touches fails).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// The default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// The default: the recognizers do not recognize together.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The default: no failure required.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The default: no failure required.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The default: every touch is received.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
