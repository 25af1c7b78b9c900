import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableViewHeaderFooterView`,
/// a reusable view for a section's header or footer, returned from the table delegate's
/// `tableView(_:viewForHeaderInSection:)` or `tableView(_:viewForFooterInSection:)`.
///
/// Its `textLabel` (and `detailTextLabel` under it) is drawn as the table draws a section's
/// title: footnote text in the secondary label colour, where the title would be (the table
/// places header and footer views in the rows' text column, 6 points above and below, as its
/// titles). With no height from the delegate or `sectionHeaderHeight`/`sectionFooterHeight`, it
/// sizes itself, as iOS's self-sizing headers do: its labels' height, or what the Auto Layout
/// constraints of the content view's subviews give at the table's width, or the height a
/// content configuration's view asks for.
///
/// A class registered with `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` is
/// made with `init?(coder:)`, as registered cells are (see `UITableViewCell`): a subclass whose
/// `init?(coder:)` traps must be made in the delegate with `init(reuseIdentifier:)` instead.
@MainActor @preconcurrency open class UITableViewHeaderFooterView: UIView {
    /// Mirrors `reuseIdentifier`.
    public private(set) var reuseIdentifier: String?
    /// Mirrors `contentView`: the view the header's content lies in; add custom subviews here.
    public let contentView = UIView()
    /// Mirrors `textLabel`: the primary label, footnote text in the secondary label colour, as
    /// the table draws a section title. A subclass may override it, as in UIKit.
    open var textLabel: UILabel? { ownTextLabel }
    /// Mirrors `detailTextLabel` (deprecated in iOS 14, still used): a second label under the
    /// text, in the same style.
    open var detailTextLabel: UILabel? { ownDetailTextLabel }
    private let ownTextLabel: UILabel? = UILabel()
    private let ownDetailTextLabel: UILabel? = UILabel()

    /// Mirrors `backgroundView`: drawn behind the content, filling the view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Mirrors `contentConfiguration` (iOS 14): a `UIListContentConfiguration` sets the text
    /// and secondary text of the view's labels with its properties; any other configuration's
    /// view fills the content view.
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
            }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The view made from a configuration other than a list configuration.
    private var configuredView: UIView?
    /// Whether the table shows the view as a footer: its labels then sit at its top, a
    /// header's at its bottom (just above the rows), where the table puts its titles.
    var isFooter = false { didSet { if isFooter != oldValue { setNeedsLayout() } } }

    /// Mirrors `init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpSubviews()
    }

    /// Mirrors `init(frame:)` (inherited from `UIView`): a view without a reuse identifier.
    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Mirrors `init?(coder:)`: how a registered class is made (see the type's note).
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? CellRegistrationCoder)?.reuseIdentifier
        super.init(frame: .zero)
        setUpSubviews()
    }

    private func setUpSubviews() {
        addSubview(contentView)
        for label in [ownTextLabel, ownDetailTextLabel] {
            guard let label else { continue }
            UIListContentConfiguration.header().textProperties.apply(to: label)
            contentView.addSubview(label)
        }
    }

    /// Mirrors `prepareForReuse()`: called before a dequeued view is handed out again.
    open func prepareForReuse() {}

    /// Mirrors `defaultContentConfiguration()` (iOS 14): a header configuration, styled as the
    /// table's section titles.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    private func apply(_ configuration: UIListContentConfiguration) {
        textLabel?.text = configuration.text
        configuration.textProperties.apply(to: textLabel)
        detailTextLabel?.text = configuration.secondaryText
        configuration.secondaryTextProperties.apply(to: detailTextLabel)
    }

    /// Mirrors `sizeThatFits(_:)`: the width given and the content's fitting height — the
    /// labels stacked, the constraints of the content view's subviews at that width, or a
    /// configuration's view's height, whichever is tallest.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width >= 0 ? size.width : bounds.width
        var height = labelHeight(textLabel, width: width) + labelHeight(detailTextLabel, width: width)
        if let configuredView {
            let fitted = configuredView.sizeThatFits(CGSize(width: width, height: .infinity)).height
            height = max(height, Self.length(fitted))
        } else if usesAutoLayout {
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel).height
            height = max(height, Self.length(fitted))
        }
        return CGSize(width: width, height: height)
    }

    /// Whether subviews the app added to the content view are placed by constraints.
    private var usesAutoLayout: Bool {
        var stack = contentView.subviews.filter { $0 !== ownTextLabel && $0 !== ownDetailTextLabel }
        if !contentView.constraints.isEmpty { return true }
        while let view = stack.popLast() {
            if !view.translatesAutoresizingMaskIntoConstraints || !view.constraints.isEmpty { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// A label's height at `width` (0 when it shows no text).
    private func labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, let text = label.text, !text.isEmpty, !label.isHidden else { return 0 }
        return Self.length(label.sizeThatFits(CGSize(width: width, height: .infinity)).height)
    }

    /// The background and content view fill the view; the labels are stacked as wide as it, at
    /// the bottom of a header taller than they are (next to the rows, as the table's titles)
    /// and at the top of a footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configuredView?.frame = contentView.bounds
        let width = bounds.width
        let text = labelHeight(textLabel, width: width), detail = labelHeight(detailTextLabel, width: width)
        let top = isFooter ? 0 : max(0, bounds.height - text - detail)
        textLabel?.frame = CGRect(x: 0, y: top, width: width, height: text)
        detailTextLabel?.frame = CGRect(x: 0, y: top + text, width: width, height: detail)
    }
}
