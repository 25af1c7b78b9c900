import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextField` as SwiftUI apps
/// meet it — in a representable's hierarchy, or in `UIAlertController.addTextField(configurationHandler:)`,
/// where the host shows it as a SwiftUI `TextField` (a `SecureField` with `isSecureTextEntry`).
/// Either way `ViewHost.type` types into it as the keyboard does: focusing it asks its
/// `delegate` whether to begin editing (`.editingDidBegin`), each change is offered to the
/// delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`, which may refuse it)
/// and sends `.editingChanged`, the return key (`ViewHost.submit`) asks `textFieldShouldReturn`
/// and sends `.primaryActionTriggered` and `.editingDidEndOnExit`, and losing the focus ends
/// editing (`.editingDidEnd`). In a hierarchy it draws its text (bullets when secure), else its
/// placeholder in the placeholder colour, on one line centred vertically; its border styles,
/// clear button and side views are not drawn.
@MainActor @preconcurrency open class UITextField: UIControl, _KeepsTextInputTraits {
    /// Mirrors `UITextField.BorderStyle` (kept; not drawn).
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// Mirrors `UITextField.ViewMode`: when the clear button or a side view shows (kept).
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Mirrors `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Mirrors `delegate`.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Mirrors `isEditing`: whether the field is being typed into.
    open private(set) var isEditing = false
    /// Mirrors `clearButtonMode` (kept; the clear button is not drawn).
    open var clearButtonMode: ViewMode = .never
    /// Mirrors `clearsOnBeginEditing`: the text is emptied (if the delegate agrees) when editing begins.
    open var clearsOnBeginEditing = false
    /// Mirrors `leftView` (kept; not drawn).
    open var leftView: UIView?
    /// Mirrors `leftViewMode` (kept).
    open var leftViewMode: ViewMode = .never
    /// Mirrors `rightView` (kept; not drawn).
    open var rightView: UIView?
    /// Mirrors `rightViewMode` (kept).
    open var rightViewMode: ViewMode = .never
    /// Mirrors `inputView`: the view shown in place of the keyboard (kept: no keyboard is drawn).
    open var inputView: UIView?
    /// Mirrors `inputAccessoryView` (kept).
    open var inputAccessoryView: UIView?
    /// The kept `UITextInputTraits` settings.
    public var _keptTextInputTraits = _KeptTextInputTraits()
    /// Mirrors `clearsOnInsertion`: the first text typed after editing begins replaces what
    /// the field held.
    open var clearsOnInsertion = false
    /// Mirrors `adjustsFontSizeToFitWidth` (kept).
    open var adjustsFontSizeToFitWidth = false

    /// Mirrors `text`: "" when nothing was typed (setting nil makes it "").
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; textDidChange() }
    }
    private var storedText = ""
    /// Mirrors `placeholder`.
    open var placeholder: String? { didSet { textDidChange() } }
    /// Mirrors `font` (17 pt system font by default).
    open var font: UIFont? { didSet { textDidChange() } }
    /// Mirrors `textColor` (the label colour by default).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Mirrors `borderStyle`.
    open var borderStyle: BorderStyle = .none
    /// Mirrors `isSecureTextEntry`: the text is drawn as bullets (a `SecureField` in an alert).
    open var isSecureTextEntry = false { didSet { textDidChange() } }
    /// Mirrors `keyboardType`: `ViewHost.type` refuses characters its keyboard has no key for.
    open var keyboardType: UIKeyboardType = .default
    /// Mirrors `textContentType` (kept).
    open var textContentType: UITextContentType?

    /// Mirrors `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): a
    /// preferred font follows the field's text size (its traits', the environment's).
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }
    private var drawnFont: UIFont {
        let font = self.font ?? .systemFont(ofSize: 17)
        return adjustsFontForContentSizeCategory ? font.adjusted(to: traitCollection) : font
    }
    /// The text size changed: an adjusting field measures and draws again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, traitCollection.changesTextSize(from: previousTraitCollection) { textDidChange() }
    }
    /// What is drawn: the text (bullets when secure), else the placeholder.
    private var shown: (text: String, isPlaceholder: Bool) {
        if !storedText.isEmpty { return (isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText, false) }
        return (placeholder ?? "", true)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        UIKitPresentationChanges.shared.changed()
    }

    // MARK: Typing

    /// Mirrors `hasText`.
    open var hasText: Bool { !storedText.isEmpty }
    /// Mirrors `insertText(_:)`: typed at the end, as the keyboard types (in place of the
    /// whole text when `clearsOnInsertion` and nothing was typed since editing began).
    open func insertText(_ text: String) { typed(insertionReplacesText ? text : storedText + text) }
    /// True from the start of editing until something is typed, when `clearsOnInsertion`.
    private var insertionReplacesText: Bool { clearsOnInsertion && isEditing && !typedSinceEditingBegan }
    private var typedSinceEditingBegan = false
    /// Mirrors `deleteBackward()`: the last character removed, as the delete key does.
    open func deleteBackward() {
        guard !storedText.isEmpty else { return }
        typed(String(storedText.dropLast()))
    }
    /// Mirrors `becomeFirstResponder()`: editing begins if the delegate agrees.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        editingChanged(true)
        return isEditing
    }
    /// Mirrors `resignFirstResponder()`: editing ends if the delegate agrees.
    @discardableResult open override func resignFirstResponder() -> Bool {
        editingChanged(false)
        return !isEditing
    }
    override func resignFirstResponderForcibly() { editingChanged(false, asking: false) }
    /// Mirrors `isFirstResponder`: whether the field is editing.
    open override var isFirstResponder: Bool { isEditing }

    /// The field takes (`true`) or loses the focus of typing; losing it, the delegate is
    /// asked unless `asking` is false (`endEditing(true)`).
    func editingChanged(_ focused: Bool, asking: Bool = true) {
        if focused {
            guard !isEditing, isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return }
            isEditing = true
            typedSinceEditingBegan = false
            if clearsOnBeginEditing && !storedText.isEmpty && (delegate?.textFieldShouldClear(self) ?? true) { typed("") }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        } else if isEditing {
            guard !asking || delegate?.textFieldShouldEndEditing(self) ?? true else { return }
            isEditing = false
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
        }
    }

    /// Typing made the text `newText`: the change is offered to the delegate, which may
    /// refuse it; taken, `.editingChanged` is sent and the delegate hears of the selection.
    func typed(_ newText: String) {
        guard newText != storedText else { return }
        if isEditing { typedSinceEditingBegan = true }
        let edit = TextEdit(from: storedText, to: newText)
        guard delegate?.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) ?? true else { return }
        storedText = newText
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The keyboard made the text `newText`: an insertion at the end goes through
    /// `insertText(_:)`, so `clearsOnInsertion` applies; other edits are typed as they are.
    private func typedThroughKeyboard(_ newText: String) {
        if newText.count > storedText.count, newText.hasPrefix(storedText) {
            insertText(String(newText.dropFirst(storedText.count)))
        } else {
            typed(newText)
        }
    }

    /// The return key: the delegate decides, then the field's return actions run.
    func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
    }

    /// What `ViewHost` types through: the text, typed through the field and its delegate.
    var textInputAttribute: TextInputAttribute {
        TextInputAttribute(
            text: Binding(get: { [self] in MainActorBridge.run(self) { $0.storedText } },
                          set: { [self] new in MainActorBridge.run((self, new)) { $0.0.typedThroughKeyboard($0.1) } }),
            submit: [{ [weak self] in self?.returnPressed() }],
            keyboardType: keyboardType,
            editingChanged: { [self] focused in editingChanged(focused) })
    }

    override func interaction() -> UIViewInteraction? { .typing(self) }

    /// Mirrors `intrinsicContentSize`: the drawn text's one-line size.
    open override var intrinsicContentSize: CGSize {
        let size = shownLine.size.roundedUpToHalfPoints
        return CGSize(width: shown.text.isEmpty ? 0 : size.width, height: size.height)
    }

    /// The drawn text (a space when there is none) laid out on one line.
    private var shownLine: TextLayout {
        drawnFont.layout(shown.text.isEmpty ? " " : shown.text, maxWidth: nil, lineLimit: 1)
    }

    /// The field draws its line centred vertically: both baselines are the line's.
    override func baselineOffsetFromCentre(last: Bool) -> CGFloat? {
        let line = shownLine
        return line.firstBaseline - line.size.roundedUpToHalfPoints.height / 2
    }

    override func drawnContent() -> UIViewContent {
        let (text, isPlaceholder) = shown
        guard !text.isEmpty else { return .none }
        let color: UIColor = isPlaceholder ? .placeholderText : textColor ?? .label
        return .label(LabelContent(text: text, font: drawnFont.font, color: Color(uiColor: color), alignment: textAlignment,
                                   lineLimit: 1, lineBreakMode: .byTruncatingTail, minimumScaleFactor: 1))
    }
}
