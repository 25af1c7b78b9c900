import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSTextContainer` as a
/// `UITextView` has one (`textView.textContainer`): the region its text is laid out in, whose
/// lines are inset from each side by `lineFragmentPadding` (5 points unless set), limited to
/// `maximumNumberOfLines` (0: any number) and truncated as `lineBreakMode` says.
///
/// ```swift
/// textView.textContainer.lineFragmentPadding = 0   // text flush with the view's edges
/// ```
@MainActor @preconcurrency open class NSTextContainer: NSObject {
    /// The text view laid out in this container, told of changes.
    weak var owner: UITextView?

    /// Mirrors `init(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    /// Mirrors `init()`: a container of zero size (a text view sizes its own).
    public override convenience init() { self.init(size: .zero) }

    /// Mirrors `size`: a text view's container follows its bounds, less its insets.
    open var size: CGSize
    /// Mirrors `lineFragmentPadding`: the room left before and after each line's text.
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
    /// Mirrors `maximumNumberOfLines`: 0 for as many as the text needs.
    open var maximumNumberOfLines = 0 { didSet { owner?.textLayoutDidChange() } }
    /// Mirrors `lineBreakMode`: how the last line is cut when lines are limited.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textLayoutDidChange() } }

    /// The padding as laid out: a negative or non-finite one counts as none.
    var padding: CGFloat { lineFragmentPadding.isFinite ? max(0, lineFragmentPadding) : 0 }
}
