import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISearchBar` as SwiftUI
/// apps wrap it in a `UIViewRepresentable`: a 56-point bar holding iOS's search field (a
/// 36-point rounded field in the tertiary system fill, 8 points in from the bar's sides, the
/// magnifying glass, the text or the placeholder in the secondary label colour, the clear
/// button once there is text), the same field SwiftUI's `searchable` draws, and a Cancel button
/// beside it while `showsCancelButton`. It keeps its height in a representable (vertical
/// hugging and compression resistance of `defaultHigh`) and takes the width offered.
///
/// `ViewHost.type` types into it through its delegate (`searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`, `searchBar(_:shouldChangeTextIn:replacementText:)`,
/// `searchBar(_:textDidChange:)`); `ViewHost.submit` is the keyboard's Search key
/// (`searchBarSearchButtonClicked`), which ends editing; a tap on Cancel sends
/// `searchBarCancelButtonClicked`, on the clear button empties the text.
///
/// ```swift
/// let bar = UISearchBar()
/// bar.placeholder = "Search apps"
/// bar.delegate = context.coordinator
/// ```
@MainActor @preconcurrency open class UISearchBar: UIView, _KeepsTextInputTraits {
    /// Mirrors `UISearchBar.Style`: `.minimal` draws no bar background; the other styles draw
    /// `barTintColor` when set.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    /// Mirrors `text`: "" when nothing was typed (setting nil makes it "").
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            setNeedsDisplay()
        }
    }
    private var storedText = ""
    /// Mirrors `placeholder`.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Mirrors `delegate`.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Mirrors `showsCancelButton`.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }
    /// Mirrors `searchBarStyle`.
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// Mirrors `barTintColor`: the bar's background (not drawn in the minimal style).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `isTranslucent` (kept; not drawn).
    open var isTranslucent = true
    /// Mirrors `keyboardType`: the keys `ViewHost.type` may type.
    open var keyboardType: UIKeyboardType = .default
    /// The kept `UITextInputTraits` settings.
    public var _keptTextInputTraits = _KeptTextInputTraits()
    /// Whether the bar's field is being edited (between the begin and end of editing).
    private var isEditingText = false

    /// The Cancel button: a system button, shown while `showsCancelButton`.
    private let cancelButton = UIButton(type: .system)

    /// The bar's height: iOS's 56 points.
    static let height: CGFloat = 56
    /// The search field's height, and its inset from the bar's sides.
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8

    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    /// Mirrors `init()`: a bar with no size yet.
    public convenience init() { self.init(frame: .zero) }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        // The bar keeps its height in a representable, as search bars do beside flexible content.
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    /// Mirrors `setShowsCancelButton(_:animated:)`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Mirrors `intrinsicContentSize`: no width of its own, iOS's 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.height) }
    /// Mirrors `sizeThatFits(_:)`: the width offered, 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UISearchBar.height) }

    /// The search field's rectangle in the bar: 8 points in from the sides (and from the
    /// Cancel button), centred vertically.
    var fieldFrame: CGRect {
        let cancel = showsCancelButton ? cancelButton.intrinsicContentSize.width + UISearchBar.fieldInset : 0
        return CGRect(x: UISearchBar.fieldInset, y: (bounds.height - UISearchBar.fieldHeight) / 2,
                      width: max(0, bounds.width - 2 * UISearchBar.fieldInset - cancel), height: UISearchBar.fieldHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let field = fieldFrame
        cancelButton.frame = CGRect(x: field.maxX + UISearchBar.fieldInset, y: field.minY,
                                    width: cancelButton.intrinsicContentSize.width, height: field.height)
    }

    override func drawnContent() -> UIViewContent {
        .searchField(SearchBarContent(text: storedText, placeholder: placeholder ?? "", field: fieldFrame,
                                      background: searchBarStyle == .minimal ? nil : barTintColor.map { Color(uiColor: $0) },
                                      clear: { [weak self] in self?.typed("") }))
    }

    override func interaction() -> UIViewInteraction? { .typing(self) }

    // MARK: Typing

    /// Mirrors `becomeFirstResponder()`: editing begins if the delegate agrees.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        editingChanged(true)
        return isEditingText
    }
    /// Mirrors `resignFirstResponder()`: editing ends (the delegate is told).
    @discardableResult open override func resignFirstResponder() -> Bool {
        editingChanged(false)
        return !isEditingText
    }
    /// Mirrors `isFirstResponder`: whether the bar's field is being typed into.
    open override var isFirstResponder: Bool { isEditingText }

    /// The field takes (`true`) or loses the focus of `ViewHost` typing.
    func editingChanged(_ focused: Bool) {
        if focused {
            guard !isEditingText, delegate?.searchBarShouldBeginEditing(self) ?? true else { return }
            isEditingText = true
            delegate?.searchBarTextDidBeginEditing(self)
        } else if isEditingText {
            _ = delegate?.searchBarShouldEndEditing(self)
            isEditingText = false
            delegate?.searchBarTextDidEndEditing(self)
        }
    }

    /// Typing (or the clear button) made the text `newText`: the change is offered to the
    /// delegate, which may refuse it; taken, the delegate hears `searchBar(_:textDidChange:)`.
    func typed(_ newText: String) {
        guard newText != storedText else { return }
        let edit = TextEdit(from: storedText, to: newText)
        guard delegate?.searchBar(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) ?? true else { return }
        storedText = newText
        setNeedsDisplay()
        delegate?.searchBar(self, textDidChange: newText)
    }

    /// What `ViewHost` types through: the text, typed through the bar and its delegate; the
    /// Search key tells the delegate.
    var textInputAttribute: TextInputAttribute {
        TextInputAttribute(
            text: Binding(get: { [self] in MainActorBridge.run(self) { $0.storedText } },
                          set: { [self] new in MainActorBridge.run((self, new)) { $0.0.typed($0.1) } }),
            submit: [{ [weak self] in
                guard let self else { return }
                delegate?.searchBarSearchButtonClicked(self)
            }],
            keyboardType: keyboardType,
            editingChanged: { [self] focused in editingChanged(focused) })
    }
}

/// What a `UISearchBar` draws: its field's text or placeholder, where the field is, and the
/// bar's background.
struct SearchBarContent {
    let text: String
    let placeholder: String
    let field: CGRect
    let background: Color?
    /// Empties the field (its clear button).
    let clear: @MainActor () -> Void
}

/// A `UISearchBar` drawn: its background, and iOS's search field at its place.
struct UISearchBarDrawing: View {
    let content: SearchBarContent
    let size: CGSize
    var body: some View {
        ZStack(alignment: .topLeading) {
            if let background = content.background { background }
            SearchFieldChrome(showsClear: !content.text.isEmpty, clear: content.clear) {
                Text(verbatim: content.text.isEmpty ? content.placeholder : content.text)
                    .foregroundStyle(content.text.isEmpty ? AnyShapeStyle(.secondary) : AnyShapeStyle(.primary))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(width: content.field.width, height: content.field.height)
            .offset(x: content.field.minX, y: content.field.minY)
        }
        .font(.body)
        .dynamicTypeSize(.large)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
