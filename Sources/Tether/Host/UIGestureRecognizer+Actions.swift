import Foundation

extension UIGestureRecognizer {
    /// Tether's own, standing in for UIKit's `addTarget(_:action:)` and
    /// `init(target:action:)`, which need the Objective-C runtime (`#selector` does not compile
    /// on Linux): `action` runs whenever a target's action would be sent — each `began`,
    /// `changed`, `ended` (a discrete gesture's recognition) and `cancelled` — with the
    /// recognizer, on the main actor.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer()
    /// pan.addAction { [unowned self] in self.handlePan($0 as! UIPanGestureRecognizer) }
    /// ```
    public func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }
}
