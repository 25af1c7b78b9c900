import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSParagraphStyle`, the
/// value of the `paragraphStyle` attribute: how a paragraph's lines are aligned, spaced and
/// broken. Immutable; `NSMutableParagraphStyle` is the one to change, and `mutableCopy()`
/// makes one from a style. A `UILabel` draws `alignment`, `lineSpacing` and `lineBreakMode`
/// (those of the paragraph at the start of its text); the other values are kept and not drawn.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values a style holds, compared by `isEqual(_:)`.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
    }
    var values = Values()

    /// Mirrors `init()`: the default style (natural alignment, word wrapping, no spacing).
    public override init() { super.init() }
    init(values: Values) { self.values = values; super.init() }

    /// Mirrors `NSParagraphStyle.default`: natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Mirrors `alignment`: natural (leading) by default.
    open var alignment: NSTextAlignment { values.alignment }
    /// Mirrors `lineSpacing`: points between the bottom of one line and the top of the next.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Mirrors `paragraphSpacing`: points added after the paragraph (kept; a label does not draw it).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Mirrors `paragraphSpacingBefore` (kept; a label does not draw it).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Mirrors `lineBreakMode`: word wrapping by default.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Mirrors `minimumLineHeight` (0: no minimum; kept, a label does not draw it).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// Mirrors `maximumLineHeight` (0: no maximum; kept, a label does not draw it).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Mirrors `lineHeightMultiple` (0: the font's; kept, a label does not draw it).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Mirrors `firstLineHeadIndent` (kept; a label does not draw it).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Mirrors `headIndent` (kept; a label does not draw it).
    open var headIndent: CGFloat { values.headIndent }
    /// Mirrors `tailIndent` (kept; a label does not draw it).
    open var tailIndent: CGFloat { values.tailIndent }

    /// Mirrors `copy(with:)`: an immutable style with the same values.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    /// Mirrors `mutableCopy(with:)`: an `NSMutableParagraphStyle` with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Mirrors `isEqual(_:)`: styles with the same values are equal, mutable or not.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }
    open override var hash: Int { values.hashValue }
    open override var description: String {
        "Alignment \(values.alignment.rawValue), LineSpacing \(values.lineSpacing), ParagraphSpacing \(values.paragraphSpacing), "
            + "LineBreakMode \(values.lineBreakMode.rawValue), MinimumLineHeight \(values.minimumLineHeight), "
            + "MaximumLineHeight \(values.maximumLineHeight)"
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSMutableParagraphStyle`,
/// a paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Mirrors `alignment`.
    open override var alignment: NSTextAlignment {
        get { values.alignment } set { values.alignment = newValue }
    }
    /// Mirrors `lineSpacing`.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing } set { values.lineSpacing = newValue }
    }
    /// Mirrors `paragraphSpacing`.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing } set { values.paragraphSpacing = newValue }
    }
    /// Mirrors `paragraphSpacingBefore`.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue }
    }
    /// Mirrors `lineBreakMode`.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode } set { values.lineBreakMode = newValue }
    }
    /// Mirrors `minimumLineHeight`.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight } set { values.minimumLineHeight = newValue }
    }
    /// Mirrors `maximumLineHeight`.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight } set { values.maximumLineHeight = newValue }
    }
    /// Mirrors `lineHeightMultiple`.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue }
    }
    /// Mirrors `firstLineHeadIndent`.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue }
    }
    /// Mirrors `headIndent`.
    open override var headIndent: CGFloat {
        get { values.headIndent } set { values.headIndent = newValue }
    }
    /// Mirrors `tailIndent`.
    open override var tailIndent: CGFloat {
        get { values.tailIndent } set { values.tailIndent = newValue }
    }
    /// Mirrors `setParagraphStyle(_:)`: takes every value of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
