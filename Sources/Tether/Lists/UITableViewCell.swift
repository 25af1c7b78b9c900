import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableViewCell`, one row
/// of a `UITableView`. A cell of a built-in `CellStyle` lays out its `imageView`, `textLabel`
/// and `detailTextLabel` in its `contentView` as UIKit's styles place them (16 points in from
/// the leading edge, the image before the text), and its `accessoryType` at the trailing
/// edge; a content configuration (`defaultContentConfiguration()`, iOS 14) sets those same
/// views. A selected or highlighted cell draws the system's grey selection behind its content
/// unless its `selectionStyle` is `.none`.
///
/// A cell class registered with `UITableView.register(_:forCellReuseIdentifier:)` is made
/// with `init?(coder:)`, the one initializer Swift can call from a class object (UIKit calls
/// `init(style:reuseIdentifier:)` through Objective-C): the cell has the `.default` style and
/// the registered identifier. A subclass whose `init?(coder:)` traps must be made in
/// `tableView(_:cellForRowAt:)` with its own initializer instead.
@MainActor @preconcurrency open class UITableViewCell: UIView {
    /// Mirrors `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// Mirrors `default`: an image and one label.
        case `default`
        /// Mirrors `value1`: a label and a right-aligned secondary label.
        case value1
        /// Mirrors `value2`: a small tinted label before the detail label.
        case value2
        /// Mirrors `subtitle`: a label over a smaller detail label.
        case subtitle
    }

    /// Mirrors `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Mirrors `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// Mirrors `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The style the cell was made with.
    let style: CellStyle
    /// Mirrors `reuseIdentifier`.
    public private(set) var reuseIdentifier: String?
    /// Mirrors `contentView`: the view the cell's content lies in (all of it but the accessory).
    public let contentView = UIView()
    /// Mirrors `textLabel`: the primary label (17 pt body text). A subclass may override it,
    /// as in UIKit: the cell lays out what it returns.
    open var textLabel: UILabel? { ownTextLabel }
    /// Mirrors `detailTextLabel`: the secondary label (nil in the `.default` style).
    open var detailTextLabel: UILabel? { ownDetailTextLabel }
    /// Mirrors `imageView`: the image before the text (empty until given an image).
    open var imageView: UIImageView? { ownImageView }
    private let ownTextLabel: UILabel?
    private let ownDetailTextLabel: UILabel?
    private let ownImageView: UIImageView? = UIImageView()
    /// The system selection drawn behind the content.
    private let selectionBackground = UIView()
    /// The drawn accessory (a chevron, checkmark or info button).
    private let accessoryImage = UIImageView()

    /// Mirrors `accessoryType`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// Mirrors `accessoryView`: a view drawn in place of the accessory type's, at its own size.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// Mirrors `backgroundView`: drawn behind the cell's content (and its selection), filling
    /// the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Mirrors `selectedBackgroundView`: drawn, filling the cell behind its content, in place
    /// of the system's grey while the cell is selected or highlighted (nil: the grey).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            selectionDidChange()
        }
    }
    /// Mirrors `multipleSelectionBackgroundView`: in place of `selectedBackgroundView` while the
    /// cell is selected in a table that `allowsMultipleSelection` (nil: the selected background).
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            selectionDidChange()
        }
    }
    /// The table showing the cell (set when the table loads it).
    weak var table: UITableView?

    /// Mirrors `selectionStyle`: `.none` draws no selection.
    open var selectionStyle: SelectionStyle = .default { didSet { selectionDidChange() } }
    /// Mirrors `isSelected`.
    open var isSelected = false { didSet { selectionDidChange() } }
    /// Mirrors `isHighlighted`.
    open var isHighlighted = false { didSet { selectionDidChange() } }
    /// Mirrors `separatorInset`: the separator below the cell starts this far in (unless set,
    /// the table's inset when it sets one, else the text's leading edge).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: defaultSeparatorInset(forWidth: bounds.width), bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue; setNeedsDisplay() }
    }
    var explicitSeparatorInset: UIEdgeInsets?
    /// Mirrors `indentationLevel` (kept).
    open var indentationLevel = 0
    /// Mirrors `contentConfiguration`: a `UIListContentConfiguration` sets the cell's image,
    /// text and secondary text with its properties; any other configuration's view fills the
    /// content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = nil
            if let list = contentConfiguration as? UIListContentConfiguration {
                apply(list)
            } else if let configuration = contentConfiguration {
                let view = configuration.makeContentView()
                contentView.addSubview(view)
                configuredView = view
                setNeedsLayout()
            }
        }
    }
    /// The view made from a configuration other than a list configuration.
    private var configuredView: UIView?

    /// Mirrors `init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        ownTextLabel = UILabel()
        ownDetailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpSubviews()
    }

    /// Mirrors `init?(coder:)`: how a registered cell class is made (see the type's note) —
    /// a `.default` cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? CellRegistrationCoder)?.reuseIdentifier
        ownTextLabel = UILabel()
        ownDetailTextLabel = nil
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpSubviews()
    }

    private func setUpSubviews() {
        selectionBackground.backgroundColor = .systemGray4
        selectionBackground.isHidden = true
        addSubview(selectionBackground)
        addSubview(contentView)
        accessoryImage.isHidden = true
        addSubview(accessoryImage)
        if let imageView = ownImageView { contentView.addSubview(imageView) }
        if let textLabel = ownTextLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel = ownDetailTextLabel {
            detailTextLabel.textColor = style == .value1 ? .secondaryLabel : .label
            detailTextLabel.font = .systemFont(ofSize: Self.detailFontSize(style))
            contentView.addSubview(detailTextLabel)
        }
        if style == .value2 {
            ownTextLabel?.font = .systemFont(ofSize: 12, weight: .semibold)
            ownTextLabel?.textColor = .systemBlue
            ownTextLabel?.textAlignment = .right
        }
    }

    /// The detail label's font size in each style (UIKit's legacy cells; not measured on a device).
    private static func detailFontSize(_ style: CellStyle) -> CGFloat {
        switch style {
        case .subtitle: return 12
        case .value2: return 15
        default: return 17
        }
    }

    /// Mirrors `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Mirrors `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Mirrors `prepareForReuse()`: called before a dequeued cell is handed out again.
    open func prepareForReuse() {}

    /// Mirrors `defaultContentConfiguration()`: a configuration for the cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .valueCell()
        default: return .cell()
        }
    }

    /// Shows the background of the cell's selection state: the multiple-selection background
    /// when selected in a multiple-selection table and it has one, else the selected background
    /// or the system's grey; none when not selected or highlighted, or with `.none` style.
    func selectionDidChange() {
        let shows = selectionStyle != .none && (isSelected || isHighlighted)
        let multiple = isSelected && table?.allowsMultipleSelection == true ? multipleSelectionBackgroundView : nil
        let chosen = multiple ?? selectedBackgroundView
        for view in [selectedBackgroundView, multipleSelectionBackgroundView].compactMap({ $0 }) where view !== chosen || !shows {
            view.removeFromSuperview()
        }
        if shows, let chosen {
            if chosen.superview !== self { insertSubview(chosen, belowSubview: contentView) }
            chosen.frame = bounds
        }
        selectionBackground.isHidden = !shows || chosen != nil
        setNeedsDisplay()
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView?.image = configuration.image
        imageView?.tintColor = configuration.imageProperties.tintColor
        textLabel?.text = configuration.text
        configuration.textProperties.apply(to: textLabel)
        detailTextLabel?.text = configuration.secondaryText
        configuration.secondaryTextProperties.apply(to: detailTextLabel)
        setNeedsLayout()
    }

    /// Mirrors `sizeThatFits(_:)`: the width given, the content's height with UIKit's 11-point
    /// margins above and below, at least the system's row height.
    /// A configuration's own view (not a list configuration) is as tall as it asks to be.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredView {
            let height = configuredView.sizeThatFits(CGSize(width: size.width, height: .infinity)).height
            return CGSize(width: size.width, height: max(UITableView.defaultRowHeight, height.isFinite ? max(0, height) : 0))
        }
        return CGSize(width: size.width, height: max(UITableView.defaultRowHeight, contentHeight + 22))
    }

    /// The labels' height: stacked in the subtitle style, side by side otherwise.
    private var contentHeight: CGFloat {
        let text = labelHeight(textLabel), detail = labelHeight(detailTextLabel)
        return max(imageSize?.height ?? 0, style == .subtitle ? text + detail : max(text, detail))
    }

    private func labelHeight(_ label: UILabel?) -> CGFloat {
        guard let label, let text = label.text, !text.isEmpty else { return 0 }
        return label.intrinsicContentSize.height
    }

    /// UIKit's default cell layout: the accessory at the trailing margin, the content view
    /// beside it, the image and labels inside it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        selectionBackground.frame = bounds
        backgroundView?.frame = bounds
        for view in [selectedBackgroundView, multipleSelectionBackgroundView] where view?.superview === self { view?.frame = bounds }
        let margin = Self.margin(forWidth: bounds.width)
        var contentWidth = bounds.width
        if let accessoryView {
            let size = accessoryView.frame.size == .zero ? accessoryView.intrinsicContentSize : accessoryView.frame.size
            let width = max(0, size.width.isFinite ? size.width : 0), height = max(0, size.height.isFinite ? size.height : 0)
            accessoryView.frame = CGRect(x: bounds.width - margin - width, y: (bounds.height - height) / 2, width: width, height: height)
            contentWidth = accessoryView.frame.minX - 8
            accessoryImage.isHidden = true
        } else if let symbol = accessoryType.symbolName {
            accessoryImage.image = UIImage(systemName: symbol)
            accessoryImage.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : nil
            accessoryImage.isHidden = false
            let side: CGFloat = accessoryType == .disclosureIndicator ? 13 : 20
            accessoryImage.frame = CGRect(x: bounds.width - margin - side, y: (bounds.height - side) / 2, width: side, height: side)
            contentWidth = accessoryImage.frame.minX - 8
        } else {
            accessoryImage.isHidden = true
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, contentWidth), height: bounds.height)
        configuredView?.frame = contentView.bounds
        layOutContent(margin: margin)
    }

    /// The leading margin of a cell's content: 16 points on phones up to 390 points wide, 20
    /// on wider ones (UIKit's readable layout margins).
    static func margin(forWidth width: CGFloat) -> CGFloat { width > 400 ? 20 : 16 }

    /// Where the cell's text starts at `width`: the separator's default inset.
    func defaultSeparatorInset(forWidth width: CGFloat) -> CGFloat {
        let margin = Self.margin(forWidth: width)
        guard configuredView == nil, let image = imageSize else { return margin }
        return margin + image.width + 16
    }

    /// The image view's size when it shows an image (its intrinsic size, non-finite or
    /// negative lengths taken as 0), nil when it shows none.
    private var imageSize: CGSize? {
        guard let imageView, imageView.image != nil else { return nil }
        let size = imageView.intrinsicContentSize
        func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return CGSize(width: length(size.width), height: length(size.height))
    }

    private func layOutContent(margin: CGFloat) {
        let area = contentView.bounds
        var x = margin
        if let imageView, let side = imageSize {
            imageView.frame = CGRect(x: x, y: (area.height - side.height) / 2, width: side.width, height: side.height)
            x = imageView.frame.maxX + 16
        } else {
            imageView?.frame = .zero
        }
        let width = max(0, area.width - x - (accessoryType == .none && accessoryView == nil ? margin : 0))
        let text = labelHeight(textLabel), detail = labelHeight(detailTextLabel)
        switch style {
        case .subtitle:
            let top = (area.height - text - detail) / 2
            textLabel?.frame = CGRect(x: x, y: top, width: width, height: text)
            detailTextLabel?.frame = CGRect(x: x, y: top + text, width: width, height: detail)
        case .value1:
            let detailWidth = min(width, detailTextLabel?.intrinsicContentSize.width ?? 0)
            detailTextLabel?.textAlignment = .right
            detailTextLabel?.frame = CGRect(x: x + width - detailWidth, y: (area.height - detail) / 2, width: detailWidth, height: detail)
            textLabel?.frame = CGRect(x: x, y: (area.height - text) / 2, width: max(0, width - detailWidth - 8), height: text)
        case .value2:
            let column = (width * 0.3).rounded()
            textLabel?.frame = CGRect(x: x, y: (area.height - text) / 2, width: column, height: text)
            detailTextLabel?.frame = CGRect(x: x + column + 6, y: (area.height - detail) / 2, width: max(0, width - column - 6), height: detail)
        case .default:
            textLabel?.frame = CGRect(x: x, y: (area.height - text) / 2, width: width, height: text)
        }
    }
}

extension UITableViewCell.AccessoryType {
    /// The SF Symbol UIKit draws for the accessory.
    var symbolName: String? {
        switch self {
        case .none: return nil
        case .disclosureIndicator: return "chevron.forward"
        case .checkmark: return "checkmark"
        case .detailButton, .detailDisclosureButton: return "info.circle"
        }
    }
}

/// The coder Tether hands to `init?(coder:)` when it makes a registered cell class: it holds
/// the reuse identifier.
final class CellRegistrationCoder: NSCoder {
    let reuseIdentifier: String
    init(reuseIdentifier: String) { self.reuseIdentifier = reuseIdentifier }
}
