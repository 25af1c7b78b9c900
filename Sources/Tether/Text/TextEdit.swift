import Foundation

/// A change of a UIKit text view's or search bar's text as their delegates are asked about it
/// (`shouldChangeTextIn:replacementText:`): the range of the old text (in UTF-16 units) after
/// what old and new share at their start, and what replaces it.
struct TextEdit {
    let range: NSRange
    let replacement: String

    init(from old: String, to new: String) {
        let common = old.commonPrefix(with: new)
        range = NSRange(location: common.utf16.count, length: old.utf16.count - common.utf16.count)
        replacement = String(new.dropFirst(common.count))
    }
}
