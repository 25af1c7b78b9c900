import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextFieldDelegate`, every
/// method optional. `ViewHost` typing (`type`, `submit`, `focus`), `insertText(_:)` and
/// `deleteBackward()` reach it as the keyboard does on iOS.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Mirrors `textFieldShouldBeginEditing(_:)`: false keeps the field from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Mirrors `textFieldDidBeginEditing(_:)`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Mirrors `textFieldShouldEndEditing(_:)`: false keeps the field editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Mirrors `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Mirrors `textFieldDidEndEditing(_:reason:)`; by default it calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Mirrors `textField(_:shouldChangeCharactersIn:replacementString:)`: false refuses the change.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Mirrors `textFieldDidChangeSelection(_:)`.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Mirrors `textFieldShouldClear(_:)`: false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Mirrors `textFieldShouldReturn(_:)`: what the return key does (true: the field's
    /// `.primaryActionTriggered` and `.editingDidEndOnExit` actions run).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
