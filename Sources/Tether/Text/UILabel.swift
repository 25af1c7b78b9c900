import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UILabel`, drawn with
/// Tether's text engine as a `Text` of the same font, colour, alignment and line limit:
/// its lines wrap at the label's width (unless `numberOfLines` is 1), as many as fit its
/// height are shown, the last truncated by `lineBreakMode`, and the block is centred
/// vertically, as UIKit draws it. Its intrinsic size is the text's size on one line (or
/// wrapped at `preferredMaxLayoutWidth`), rounded up to the pixel grid. An `attributedText`
/// is drawn and measured run by run, as a `Text` concatenation (see `attributedText`).
///
/// Absent: `shadowColor`, `isEnabled`'s dimming, highlighting.
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
    private var storedAlignment: NSTextAlignment = .natural
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail
    private var storedText: String?
    /// The attributed string the label was given (nil: it shows `text` in its own style).
    private var styledString: NSAttributedString?
    /// Its runs as the label draws them: what they leave unset filled in from the label's
    /// style, and the style properties set since applied to all of them.
    private var styledRuns: [LabelTextRun] = []

    /// Mirrors `text`: nil by default. Setting it replaces the attributed text: the label
    /// draws the string in its own font, colour, alignment and line break mode.
    open var text: String? {
        get { storedText }
        set { storedText = newValue; styledString = nil; styledRuns = []; textDidChange() }
    }
    /// Mirrors `attributedText`: nil by default. Setting it sets `text` to its string and the
    /// label's `font`, `textColor`, `textAlignment` and `lineBreakMode` to the style at its
    /// location 0; what its runs leave unset is drawn in the label's style as it was. Setting
    /// `text` makes it the string with the label's font, colour and a paragraph style of its
    /// alignment and line break mode; setting `font`, `textColor`, `textAlignment` or
    /// `lineBreakMode` applies that value to the whole attributed text, as UIKit documents.
    /// Reading it back gives the string as it was given: swift-corelibs-foundation halts when
    /// it copies or re-attributes a string whose neighbouring runs hold the same keys with
    /// object values, so Tether keeps the label's filled-in and applied style beside it.
    ///
    /// Drawn (and measured, by `intrinsicContentSize` and `sizeThatFits(_:)`, wrapping at
    /// `numberOfLines`) as a `Text` concatenation of its runs: `font`, `foregroundColor`,
    /// `backgroundColor`, `kern`, `baselineOffset`, `underlineStyle` and `strikethroughStyle`
    /// (their patterns; thick and double lines drawn single) with their colours; a `link` run
    /// in the link colour, underlined, not opened by taps. Paragraph styles apply to the whole
    /// label: the first paragraph's `alignment`, `lineBreakMode` and `lineSpacing` (Tether's
    /// text engine has one of each per text). Kept and not drawn: the other attributes and
    /// paragraph style values (`paragraphSpacing`, line heights, indents). A font whose size
    /// is not finite or is negative draws in the label's font, and values of the wrong type
    /// are left out, each with a diagnostic.
    open var attributedText: NSAttributedString? {
        get {
            if let styledString { return styledString }
            return storedText.map { NSAttributedString(string: $0, attributes: labelAttributes) }
        }
        set {
            guard let newValue else {
                storedText = nil
                styledString = nil
                styledRuns = []
                textDidChange()
                return
            }
            let fill = labelAttributes
            styledRuns = newValue.labelTextRuns.map { run in
                LabelTextRun(range: run.range, attributes: run.attributes.merging(fill) { given, _ in given })
            }
            styledString = newValue
            storedText = newValue.string
            // Told once, here: drawing and measuring convert the runs again silently.
            _ = newValue.labelText(styledRuns, fallbackFont: storedFont, adjust: { $0 }) { self.report($0) }
            if let spacing = leadingParagraphStyle?.lineSpacing, !(spacing.isFinite && spacing >= 0) {
                report("the paragraph style's lineSpacing is \(spacing); drawn as 0")
            }
            if let leading = styledRuns.first?.attributes {
                if let font = leading[.font] as? UIFont, font.pointSize.isFinite, font.pointSize >= 0 { storedFont = font }
                if let color = leading[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = leading[.paragraphStyle] as? NSParagraphStyle {
                    storedAlignment = style.alignment
                    storedLineBreakMode = style.lineBreakMode
                }
            }
            textDidChange()
        }
    }
    /// The attributes UIKit gives plain text: the label's font, colour and a paragraph style
    /// of its alignment and line break mode.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style.copy()]
    }
    /// The paragraph style the attributed text starts with.
    private var leadingParagraphStyle: NSParagraphStyle? {
        styledRuns.first?.attributes[.paragraphStyle] as? NSParagraphStyle
    }
    /// Sets `value` for `key` in every run of the attributed text (a style property was set).
    private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        for index in styledRuns.indices { styledRuns[index].attributes[key] = value }
    }
    /// Changes every paragraph style of the attributed text with `change`.
    private func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
        for index in styledRuns.indices {
            let given = styledRuns[index].attributes[.paragraphStyle] as? NSParagraphStyle
            let style = given?.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
            change(style)
            styledRuns[index].attributes[.paragraphStyle] = style.copy()
        }
    }
    /// Tells a problem with the label's attributed text.
    private func report(_ message: String) {
        UIKitDiagnostics.report(.other, "UILabel.attributedText: \(message)", at: self)
    }
    /// Mirrors `font`: the system font at 17 points unless set (setting nil restores it);
    /// applied to the whole attributed text.
    open var font: UIFont! {
        get { drawnFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            restyleAttributedText(.font, storedFont)
            textDidChange()
        }
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
    /// Mirrors `textColor`: `.label` unless set (setting nil restores it); applied to the
    /// whole attributed text.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            restyleAttributedText(.foregroundColor, storedTextColor as Any)
            setNeedsDisplay()
        }
    }
    /// Mirrors `textAlignment`: natural (leading) by default; applied to every paragraph of
    /// the attributed text.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            restyleParagraphs { $0.alignment = newValue }
            setNeedsDisplay()
        }
    }
    /// Mirrors `numberOfLines`: 1 by default; 0 shows as many lines as the text needs.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// Mirrors `lineBreakMode`: truncates the tail by default; applied to every paragraph of
    /// the attributed text.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            restyleParagraphs { $0.lineBreakMode = newValue }
            setNeedsDisplay()
        }
    }
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
        guard let text = storedText, !text.isEmpty else { return nil }
        guard let styledString else { return drawnFont.layout(text, maxWidth: maxWidth, lineLimit: lineLimit) }
        var environment = EnvironmentValues()
        environment.font = drawnFont.font
        let runs = styledText(of: styledString).runs(in: environment).runs
        return TextEngine.layout(runs, maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: styledLineSpacing,
                                 alignment: .leading, truncation: .tail)
    }

    /// The attributed string as the `Text` concatenation the label draws, its fonts adjusted
    /// to the text size when the label adjusts.
    private func styledText(of string: NSAttributedString) -> Text {
        let traits = traitCollection
        let adjusts = adjustsFontForContentSizeCategory
        return string.labelText(styledRuns, fallbackFont: storedFont, adjust: { adjusts ? $0.adjusted(to: traits) : $0 }, report: { _ in })
    }

    /// The first paragraph's line spacing (0 when it is not a finite, non-negative number).
    private var styledLineSpacing: CGFloat {
        let spacing = leadingParagraphStyle?.lineSpacing ?? 0
        return spacing.isFinite && spacing >= 0 ? spacing : 0
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
        guard let text = storedText, !text.isEmpty else { return .none }
        return .label(LabelContent(text: text, font: drawnFont.font, color: Color(uiColor: storedTextColor),
                                   alignment: storedAlignment, lineLimit: lineLimit, lineBreakMode: storedLineBreakMode,
                                   minimumScaleFactor: adjustsFontSizeToFitWidth ? max(0, min(1, minimumScaleFactor)) : 1,
                                   styledText: styledString.map(styledText(of:)), lineSpacing: styledLineSpacing))
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
    /// The label's attributed text as a `Text` concatenation (nil: `text` in `font` and `color`).
    var styledText: Text? = nil
    /// Points between lines (the leading paragraph style's `lineSpacing`).
    var lineSpacing: CGFloat = 0

    /// The alignment of the lines (and of the block in the label's width).
    var textAlignment: TextAlignment { alignment.textAlignment }
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
