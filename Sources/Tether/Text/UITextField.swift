import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextField` as SwiftUI apps
/// meet it — most often in `UIAlertController.addTextField(configurationHandler:)`, where the
/// host shows it as a SwiftUI `TextField` (a `SecureField` with `isSecureTextEntry`) that
/// `ViewHost.type` types into: its `text` follows and `.editingChanged` is sent to its actions.
/// In a view hierarchy it draws its text (bullets when secure), else its placeholder in the
/// placeholder colour, on one line centred vertically; typing into it there, its border styles,
/// clear button and delegate are missing.
@MainActor @preconcurrency open class UITextField: UIControl {
    /// Mirrors `UITextField.BorderStyle` (kept; not drawn).
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

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
    /// Mirrors `autocapitalizationType` (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Mirrors `textContentType` (kept).
    open var textContentType: UITextContentType?

    private var drawnFont: UIFont { font ?? .systemFont(ofSize: 17) }
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

    /// Text typed by the user (in an alert): sets the text and sends `.editingChanged`.
    func userTyped(_ newText: String) {
        guard newText != storedText else { return }
        storedText = newText
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    /// Mirrors `intrinsicContentSize`: the drawn text's one-line size.
    open override var intrinsicContentSize: CGSize {
        var environment = EnvironmentValues()
        environment.font = drawnFont.font
        let runs = Text(verbatim: shown.text.isEmpty ? " " : shown.text).runs(in: environment).runs
        let size = TextEngine.layout(runs, maxWidth: nil, lineLimit: 1, lineSpacing: 0, alignment: .leading, truncation: .tail).size
        return CGSize(width: shown.text.isEmpty ? 0 : (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2)
    }

    override func drawnContent() -> UIViewContent {
        let (text, isPlaceholder) = shown
        guard !text.isEmpty else { return .none }
        let color: UIColor = isPlaceholder ? .placeholderText : textColor ?? .label
        return .label(LabelContent(text: text, font: drawnFont.font, color: Color(uiColor: color), alignment: textAlignment,
                                   lineLimit: 1, lineBreakMode: .byTruncatingTail, minimumScaleFactor: 1))
    }
}
