import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIButton` with its
/// per-state title, title colour and image (UIKit's layout before `UIButton.Configuration`):
/// the image and then the title, side by side, centred in the bounds. The title is a real
/// `titleLabel` subview (15-point system font; set its font as in UIKit) and the image an
/// `imageView` subview; a title too long is truncated in the middle. A state without a title, colour or image of its own uses the
/// `.normal` one. A `.system` button's title is in its `tintColor` (`.tertiaryLabel` when
/// disabled) and its symbol images are tinted; a `.custom` button's title is white. Its
/// intrinsic size is its content's, 6 points taller above and below when it has a title, and
/// 30 × 34 when empty, as UIKit sizes it. `ViewHost.tap` sends `.touchDown`,
/// `.touchUpInside` and `.primaryActionTriggered` (see `UIControl`).
///
/// A button with a `configuration` (iOS 15) draws it instead — its style's background and
/// colours, its content and insets (see `UIButton.Configuration`) — and sizes to it; its
/// `configurationUpdateHandler` runs before it is next drawn or measured after
/// `setNeedsUpdateConfiguration()` or a state change.
///
/// Absent: menus, `contentEdgeInsets`, attributed titles, the disclosure, info, add and close
/// button types.
///
/// ```swift
/// let button = UIButton(type: .system, primaryAction: UIAction { _ in model.save() })
/// button.setTitle("Save", for: .normal)
/// ```
@MainActor @preconcurrency open class UIButton: UIControl {
    /// Mirrors `UIButton.ButtonType` (UIKit's raw values).
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system = 1
        /// Mirrors `roundedRect`: the system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// Mirrors `buttonType`.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private let label = UILabel()
    private let imageViewStorage = UIImageView(image: nil)

    /// Mirrors `init(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }
    /// Mirrors `init(frame:)`: a custom button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }
    /// Mirrors `init(type:primaryAction:)` (iOS 14): the action runs for `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }
    /// Mirrors `init(configuration:primaryAction:)` (iOS 15): a system button drawing the
    /// configuration (titled with the action's title when the configuration has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Configuration

    /// Mirrors `configuration`: what the button draws (nil: its per-state titles and images).
    open var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { needsConfigurationUpdate = true }
            applyState()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Mirrors `configurationUpdateHandler`: runs, in place of `updateConfiguration()`, when
    /// the configuration is to be updated (a state change, `setNeedsUpdateConfiguration()`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Mirrors `automaticallyUpdatesConfiguration`: the configuration is drawn for the
    /// current state (disabled: dimmed) unless this is false.
    open var automaticallyUpdatesConfiguration = true { didSet { setNeedsDisplay() } }
    /// Mirrors `changesSelectionAsPrimaryAction` (iOS 15): a tap toggles `isSelected` first.
    open var changesSelectionAsPrimaryAction = false
    /// Mirrors `menu` (iOS 14): the menu the button opens, as SwiftUI's `Menu` draws it, from
    /// the button's frame: on a tap when `showsMenuAsPrimaryAction`, else on a long press
    /// (half a second, `ViewHost.longPress`) while a tap sends the button's actions.
    open var menu: UIMenu? { didSet { setNeedsDisplay() } }
    /// Mirrors `showsMenuAsPrimaryAction` (iOS 14): a tap opens the menu instead of sending
    /// the button's actions.
    open var showsMenuAsPrimaryAction = false { didSet { setNeedsDisplay() } }
    /// Whether the button's menu is open.
    private var menuIsPresented = false {
        didSet { if menuIsPresented != oldValue { setNeedsDisplay() } }
    }

    /// `content` with the button's menu presented over it while open.
    private func presentingMenu(_ content: UIViewContent) -> UIViewContent {
        guard let menu, menuIsPresented else { return content }
        let base: AnyView
        if case .hosted(let drawing) = content { base = drawing } else { base = AnyView(Color.clear) }
        return .hosted(AnyView(base.modifier(UIButtonMenuPresenter(button: self, menu: menu))))
    }

    /// The open menu was closed (an item chosen, or a tap outside it).
    func menuDismissed() { menuIsPresented = false }
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false
    private var measuredLook: (look: UIButtonConfigurationLook, size: CGSize)?

    /// Mirrors `setNeedsUpdateConfiguration()`.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    /// Mirrors `updateConfiguration()`: override to change `configuration` for the current
    /// state; the default leaves it (the configuration is drawn for the state anyway).
    open func updateConfiguration() {}

    /// Runs a pending configuration update.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        if let configurationUpdateHandler { configurationUpdateHandler(self) } else { updateConfiguration() }
        isUpdatingConfiguration = false
    }

    /// The configuration's look now, after a pending update.
    private var configuredLook: UIButtonConfigurationLook? {
        updateConfigurationIfNeeded()
        guard var configuration else { return nil }
        if !automaticallyUpdatesConfiguration, configuration.resolvedState == nil { configuration.resolvedState = .normal }
        return UIButtonConfigurationLook(configuration, button: self)
    }

    override func drawnContent() -> UIViewContent {
        guard let look = configuredLook else { return presentingMenu(super.drawnContent()) }
        return presentingMenu(.hosted(AnyView(UIButtonConfigurationDrawing(look: look))))
    }

    private func setUp() {
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        label.isHidden = true
        imageViewStorage.isHidden = true
        addSubview(imageViewStorage)
        addSubview(label)
        applyState()
    }

    /// Mirrors `titleLabel`: the label showing the current title.
    open var titleLabel: UILabel? { label }
    /// Mirrors `imageView`: the image view showing the current image.
    open var imageView: UIImageView? { imageViewStorage }

    /// The value for `state` in `table`: the state's own, else the normal state's.
    private func value<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[State.normal.rawValue] }

    /// Mirrors `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// Mirrors `title(for:)`.
    open func title(for state: State) -> String? { value(titles, state) }
    /// Mirrors `setTitleColor(_:for:)`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// Mirrors `titleColor(for:)`: the colour set for the state (or normal), else the type's.
    open func titleColor(for state: State) -> UIColor? {
        if let color = value(titleColors, state) { return color }
        switch buttonType {
        case .custom: return .white
        case .system: return state.contains(.disabled) ? .tertiaryLabel : tintColor
        }
    }
    /// Mirrors `setImage(_:for:)`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// Mirrors `image(for:)`.
    open func image(for state: State) -> UIImage? { value(images, state) }
    /// Mirrors `setPreferredSymbolConfiguration(_:forImageIn:)`: the configuration a symbol
    /// image is drawn with in `state` (or, unset there, in `.normal`).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }
    /// Mirrors `preferredSymbolConfigurationForImage(in:)`.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? { value(symbolConfigurations, state) }
    /// Mirrors `currentPreferredSymbolConfiguration`.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    /// Mirrors `currentTitle`.
    open var currentTitle: String? { title(for: state) }
    /// Mirrors `currentTitleColor`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// Mirrors `currentImage`.
    open var currentImage: UIImage? { image(for: state) }

    private func contentDidChange() {
        applyState()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    override func stateDidChange() {
        applyState()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        super.stateDidChange()
    }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    /// The subviews show the current state's title, colour and image.
    private func applyState() {
        guard configuration == nil else {
            // The configuration is drawn in place of the title and image views.
            label.isHidden = true
            imageViewStorage.isHidden = true
            return
        }
        let title = currentTitle
        label.text = title
        label.isHidden = title?.isEmpty ?? true
        label.textColor = currentTitleColor
        let image = currentImage
        imageViewStorage.image = image
        imageViewStorage.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        imageViewStorage.isHidden = image == nil
        if buttonType == .system { imageViewStorage.tintColor = state.contains(.disabled) ? .tertiaryLabel : nil }
    }

    /// The sizes of the image and the title, each zero when absent.
    private var contentParts: (image: CGSize, title: CGSize) {
        let image = imageViewStorage.isHidden ? CGSize.zero : imageViewStorage.intrinsicContentSize
        let title = label.isHidden ? CGSize.zero : label.intrinsicContentSize
        func valid(_ s: CGSize) -> CGSize { CGSize(width: max(0, s.width), height: max(0, s.height)) }
        return (valid(image), valid(title))
    }

    /// Mirrors `intrinsicContentSize`: the image and title side by side, 6 points taller
    /// above and below with a title; an empty button is 30 × 34.
    open override var intrinsicContentSize: CGSize {
        if let look = configuredLook {
            if let measuredLook, measuredLook.look == look { return measuredLook.size }
            let host = ViewHost(UIButtonConfigurationDrawing(look: look, measuring: true), fitting: ProposedViewSize(width: nil, height: nil))
            host.update()
            measuredLook = (look, host.size)
            return host.size
        }
        let (image, title) = contentParts
        guard image != .zero || title != .zero else { return CGSize(width: 30, height: 34) }
        let padding: CGFloat = title == .zero ? 0 : 12
        return CGSize(width: image.width + title.width, height: max(image.height, title.height) + padding)
    }
    /// Mirrors `sizeThatFits(_:)`: the intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the image and title in the bounds; a title too wide for what is left is cut
    /// to it (and truncated by its label).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        let (image, title) = contentParts
        let size = bounds.size
        let titleWidth = max(0, min(title.width, size.width - image.width))
        var x = (size.width - image.width - titleWidth) / 2
        imageViewStorage.frame = CGRect(x: x, y: (size.height - image.height) / 2, width: image.width, height: image.height)
        x += image.width
        label.frame = CGRect(x: x, y: (size.height - title.height) / 2, width: titleWidth, height: title.height)
    }

    /// A long press on a button whose menu is not its primary action opens the menu.
    func longPressed() {
        guard menu != nil, isEnabled else { return }
        sendActions(for: .menuActionTriggered)
        menuIsPresented = true
    }

    /// With a menu it opens on a long press, the button takes long presses besides taps.
    override func interaction() -> UIViewInteraction? {
        menu != nil && !showsMenuAsPrimaryAction ? .menuButton(self) : super.interaction()
    }

    /// A tap ends with `.touchUpInside`, then `.primaryActionTriggered`.
    override func tapped() {
        if menu != nil, showsMenuAsPrimaryAction {
            sendActions(for: .menuActionTriggered)
            menuIsPresented = true
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}

/// An open `UIButton` menu: SwiftUI's menu presented from the button's frame.
private struct UIButtonMenuPresenter: ViewModifier {
    let button: UIButton
    let menu: UIMenu
    @Environment(\.menuOrder) private var order

    func body(content: Content) -> some View {
        let button = self.button
        return content.presentsMenu(true) { source in
            PresentedMenu(source: source, items: AnyView(UIMenuContent(menu: menu, sender: button)), preview: nil,
                          previewProposal: nil, order: order, dismiss: { button.menuDismissed() })
        }
    }
}
