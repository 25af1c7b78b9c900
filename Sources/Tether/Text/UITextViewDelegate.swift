import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextViewDelegate`, told
/// of a `UITextView`'s editing. Every method has a default, as UIKit's are optional. Typing
/// with `ViewHost.type(_:into:)` into an editable text view goes through it as a keyboard's
/// typing does: `textViewShouldBeginEditing(_:)` and `textViewDidBeginEditing(_:)` when the
/// view takes the focus, `textView(_:shouldChangeTextIn:replacementText:)` before the text
/// changes (false keeps it), `textViewDidChange(_:)` after, and
/// `textViewDidEndEditing(_:)` when the focus moves away.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Mirrors `textViewShouldBeginEditing(_:)`: false keeps the view from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Mirrors `textViewDidBeginEditing(_:)`.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Mirrors `textViewShouldEndEditing(_:)`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Mirrors `textViewDidEndEditing(_:)`.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Mirrors `textView(_:shouldChangeTextIn:replacementText:)`: the range (in UTF-16 units)
    /// typing replaces and what it types; false keeps the text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Mirrors `textViewDidChange(_:)`: after typing changed the text (not after setting `text` in code).
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}
