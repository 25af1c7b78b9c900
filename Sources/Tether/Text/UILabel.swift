import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UILabel`, drawn with
/// Tether's text engine as a `Text` of the same font, colour, alignment and line limit:
/// its lines wrap at the label's width (unless `numberOfLines` is 1), as many as fit its
/// height are shown, the last truncated by `lineBreakMode`, and the block is centred
/// vertically, as UIKit draws it. Its intrinsic size is the text's size on one line (or
/// wrapped at `preferredMaxLayoutWidth`), rounded up to the pixel grid.
///
/// Absent: `attributedText`, `shadowColor`, `isEnabled`'s dimming, highlighting.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Hello"
/// label.font = .preferredFont(forTextStyle: .headline)
/// label.textColor = .secondaryLabel
/// ```
@MainActor @preconcurrency open class UILabel: UIView {
    /// Labels and image views take no touches unless told to, as in UIKit.
    override class var interactsByDefault: Bool { false }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    /// Mirrors `text`.
    open var text: String? { didSet { textDidChange() } }
    /// Mirrors `font`: the system font at 17 points unless set (setting nil restores it).
    open var font: UIFont! {
        get { drawnFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); textDidChange() }
    }
    /// Mirrors `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): a font
    /// from `preferredFont(forTextStyle:)` follows the label's text size (its traits'
    /// `preferredContentSizeCategory`, the SwiftUI environment's `dynamicTypeSize`).
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }
    /// The font the label draws: its own, or, adjusting, its text style at its traits' size.
    private var drawnFont: UIFont {
        adjustsFontForContentSizeCategory ? storedFont.adjusted(to: traitCollection) : storedFont
    }
    /// The text size changed: an adjusting label measures and draws again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, traitCollection.changesTextSize(from: previousTraitCollection) {
            textDidChange()
        }
    }
    /// Mirrors `textColor`: `.label` unless set (setting nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; setNeedsDisplay() }
    }
    /// Mirrors `textAlignment`: natural (leading) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Mirrors `numberOfLines`: 1 by default; 0 shows as many lines as the text needs.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// Mirrors `lineBreakMode`: truncates the tail by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Mirrors `preferredMaxLayoutWidth`: the width a multiline label's intrinsic size wraps at.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    /// Mirrors `adjustsFontSizeToFitWidth`: with it, text too wide shrinks down to `minimumScaleFactor`.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// Mirrors `minimumScaleFactor`.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The line limit the label's text is laid out with (nil: any number of lines).
    var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    /// Mirrors `intrinsicContentSize`: the text's size (zero with no text).
    open override var intrinsicContentSize: CGSize {
        let wrapWidth: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return measuredSize(maxWidth: wrapWidth)
    }
    /// Mirrors `sizeThatFits(_:)`: the text's size wrapped at `size.width` (a one-line label
    /// does not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        return measuredSize(maxWidth: width)
    }

    /// The text laid out by Tether's text engine, as a `Text` in the label's font is, rounded
    /// up to the 2x pixel grid as SwiftUI rounds text.
    private func measuredSize(maxWidth: CGFloat?) -> CGSize {
        laidOutText(maxWidth: maxWidth)?.size.roundedUpToHalfPoints ?? .zero
    }

    private func laidOutText(maxWidth: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        return drawnFont.layout(text, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// The label draws its text centred vertically: a baseline lies its distance from the
    /// text's top below the centre, less half the text's height.
    override func baselineOffsetFromCentre(last: Bool) -> CGFloat? {
        let wrapWidth: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        guard let layout = laidOutText(maxWidth: wrapWidth) else { return nil }
        return (last ? layout.lastBaseline : layout.firstBaseline) - measuredSize(maxWidth: wrapWidth).height / 2
    }

    /// What the label draws.
    override func drawnContent() -> UIViewContent {
        guard let text, !text.isEmpty else { return .none }
        return .label(LabelContent(text: text, font: drawnFont.font, color: Color(uiColor: storedTextColor),
                                   alignment: textAlignment, lineLimit: lineLimit, lineBreakMode: lineBreakMode,
                                   minimumScaleFactor: adjustsFontSizeToFitWidth ? max(0, min(1, minimumScaleFactor)) : 1))
    }
}

/// What a `UILabel` draws.
struct LabelContent {
    let text: String
    let font: Font
    let color: Color
    let alignment: NSTextAlignment
    let lineLimit: Int?
    let lineBreakMode: NSLineBreakMode
    let minimumScaleFactor: CGFloat

    /// The alignment of the lines (and of the block in the label's width).
    var textAlignment: TextAlignment {
        switch alignment {
        case .center: return .center
        case .right: return .trailing
        case .left, .justified, .natural: return .leading
        }
    }
    var horizontalAlignment: HorizontalAlignment {
        switch alignment {
        case .center: return .center
        case .right: return .trailing
        case .left, .justified, .natural: return .leading
        }
    }
    var truncationMode: Text.TruncationMode {
        switch lineBreakMode {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        default: return .tail
        }
    }
}
