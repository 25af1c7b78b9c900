import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextView`, a scroll view
/// of multi-line text drawn with Tether's text engine: the text wraps at the view's width less
/// `textContainerInset` (8 points above and below, none at the sides, by default) and the text
/// container's `lineFragmentPadding` (5 points each side), starts at the top, and scrolls
/// with the content offset. Its content size is the bounds' width by the text's height plus
/// the insets. With `isScrollEnabled` off it has an intrinsic size, as UIKit's does: the text
/// on one line plus the insets (wrapped at its width once it has one), so SwiftUI sizes it to
/// its text. Unless set, the font is the 12-point system font, the text colour `.label`, the
/// background `.systemBackground`.
///
/// An editable text view takes text from `ViewHost.type(_:into:)` (at its
/// `accessibilityIdentifier`) as from a keyboard, through its `UITextViewDelegate`.
///
/// Absent: selection (`selectedRange`), `attributedText`, data detectors, links.
///
/// ```swift
/// let textView = UITextView()
/// textView.text = note.body
/// textView.font = .preferredFont(forTextStyle: .body)
/// textView.isScrollEnabled = false
/// ```
@MainActor @preconcurrency open class UITextView: UIScrollView, _KeepsTextInputTraits {
    private var storedText = ""
    private var storedFont: UIFont?
    /// True between the focus coming here (with the delegate's leave) and leaving.
    private var isEditingText = false

    /// Mirrors `init(frame:textContainer:)`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        self.textContainer.owner = self
        backgroundColor = .systemBackground
        textDidChange()
    }
    /// Mirrors `init(frame:)`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    /// Mirrors `init(usingTextLayoutManager:)` (iOS 16): the layout manager is Tether's text
    /// engine either way.
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `text`: setting nil makes it empty. Setting it in code does not tell the delegate.
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? ""; textDidChange() }
    }
    /// Mirrors `font`: nil until set; the text is drawn in the 12-point system font then.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue; textDidChange() }
    }
    /// Mirrors `textColor`: nil draws the text in `.label`.
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `textAlignment`: natural (leading) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Mirrors `isEditable`: only an editable text view takes typing.
    open var isEditable = true { didSet { setNeedsDisplay() } }
    /// Mirrors `isSelectable`.
    open var isSelectable = true
    /// Mirrors `keyboardType`: `ViewHost.type` refuses characters its keyboard has no key for.
    open var keyboardType: UIKeyboardType = .default { didSet { setNeedsDisplay() } }
    /// The kept `UITextInputTraits` settings (`autocapitalizationType`, `returnKeyType`…).
    public var _keptTextInputTraits = _KeptTextInputTraits()
    /// Mirrors `textContentType` (kept).
    open var textContentType: UITextContentType?
    /// Mirrors `isSecureTextEntry` (kept: a text view draws its text).
    open var isSecureTextEntry = false
    /// Mirrors `inputView`: the view shown in place of the keyboard (kept: no keyboard is drawn).
    open var inputView: UIView?
    /// Mirrors `inputAccessoryView` (kept).
    open var inputAccessoryView: UIView?
    /// Mirrors `textContainerInset`: room between the view's edges and the text container.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// Mirrors `textContainer`.
    public let textContainer: NSTextContainer
    /// Mirrors `isScrollEnabled`: off, the view has an intrinsic size that fits its text.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Mirrors `hasText`.
    open var hasText: Bool { !storedText.isEmpty }

    /// The container's layout changed.
    func textLayoutDidChange() { textDidChange() }

    private func textDidChange() {
        updateContentSize()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Mirrors `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): a
    /// preferred font follows the text view's text size (its traits', the environment's).
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }
    /// The font the text is drawn in.
    var drawnFont: UIFont {
        let font = storedFont ?? .systemFont(ofSize: 12)
        return adjustsFontForContentSizeCategory ? font.adjusted(to: traitCollection) : font
    }
    /// The text size changed: an adjusting text view measures and draws again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, traitCollection.changesTextSize(from: previousTraitCollection) { textDidChange() }
    }

    /// The insets around the text: the container's inset plus the line padding at the sides,
    /// each non-finite or negative length counted as zero.
    var textInsets: EdgeInsets {
        func length(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let inset = textContainerInset, padding = textContainer.padding
        return EdgeInsets(top: length(inset.top), leading: length(inset.left) + padding,
                          bottom: length(inset.bottom), trailing: length(inset.right) + padding)
    }

    /// The text laid out at `width` (nil: unwrapped), rounded up to the 2x pixel grid.
    private func measuredText(maxWidth: CGFloat?) -> CGSize {
        // An empty text view is one line tall, as UIKit sizes it (for the caret).
        let limit = textContainer.maximumNumberOfLines > 0 ? textContainer.maximumNumberOfLines : nil
        var size = drawnFont.layout(storedText.isEmpty ? " " : storedText, maxWidth: maxWidth, lineLimit: limit).size
        if storedText.isEmpty { size.width = 0 }
        return size.roundedUpToHalfPoints
    }

    /// Mirrors `sizeThatFits(_:)`: the text wrapped at `size.width` less the insets, plus the
    /// insets (a width that is not a positive finite number does not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = textInsets
        let horizontal = insets.leading + insets.trailing
        let wrap: CGFloat? = size.width.isFinite && size.width > 0 ? max(0, size.width - horizontal) : nil
        let text = measuredText(maxWidth: wrap)
        return CGSize(width: text.width + horizontal, height: text.height + insets.top + insets.bottom)
    }

    /// Mirrors `intrinsicContentSize`: none while scrolling is enabled; otherwise the text's
    /// size plus the insets, wrapped at the view's width once it has one.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let fitted = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        return CGSize(width: bounds.width > 0 ? bounds.width : fitted.width, height: fitted.height)
    }

    /// The content is as wide as the view and as tall as its text plus the insets.
    private func updateContentSize() {
        let width = bounds.width
        contentSize = CGSize(width: width, height: sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    override func drawnContent() -> UIViewContent {
        .text(TextViewContent(text: storedText, font: drawnFont.font, color: Color(uiColor: textColor ?? .label),
                              alignment: textAlignment, insets: textInsets,
                              lineLimit: textContainer.maximumNumberOfLines > 0 ? textContainer.maximumNumberOfLines : nil,
                              offset: contentOffset))
    }

    override func interaction() -> UIViewInteraction? {
        isEditable ? .textInput(self) : .scroll(self)
    }

    // MARK: Typing

    /// Mirrors `becomeFirstResponder()`: editing begins if the view is editable and the
    /// delegate agrees.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        editingChanged(true)
        return isEditingText
    }
    /// Mirrors `resignFirstResponder()`: editing ends (the delegate is told).
    @discardableResult open override func resignFirstResponder() -> Bool {
        editingChanged(false)
        return !isEditingText
    }
    /// Mirrors `isFirstResponder`: whether the view is being typed into.
    open override var isFirstResponder: Bool { isEditingText }

    /// The field takes (`true`) or loses the focus of `ViewHost` typing.
    func editingChanged(_ focused: Bool) {
        let delegate = self.delegate as? any UITextViewDelegate
        if focused {
            guard !isEditingText, isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return }
            isEditingText = true
            delegate?.textViewDidBeginEditing(self)
        } else if isEditingText {
            _ = delegate?.textViewShouldEndEditing(self)
            isEditingText = false
            delegate?.textViewDidEndEditing(self)
        }
    }

    /// Typing made the text `newText`: what it adds at the end is offered to the delegate,
    /// which may refuse it; taken, the delegate hears `textViewDidChange(_:)`.
    func typed(_ newText: String) {
        guard isEditable, isEditingText, newText != storedText else { return }
        let edit = TextEdit(from: storedText, to: newText)
        let delegate = self.delegate as? any UITextViewDelegate
        guard delegate?.textView(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) ?? true else { return }
        storedText = newText
        textDidChange()
        delegate?.textViewDidChange(self)
    }
}

/// What a `UITextView` draws.
struct TextViewContent {
    let text: String
    let font: Font
    let color: Color
    let alignment: NSTextAlignment
    let insets: EdgeInsets
    let lineLimit: Int?
    let offset: CGPoint

    var textAlignment: TextAlignment { alignment.textAlignment }
    var frameAlignment: Alignment {
        switch alignment {
        case .center: return .top
        case .right: return .topTrailing
        case .left, .justified, .natural: return .topLeading
        }
    }
}
