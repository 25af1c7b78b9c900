import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIStackView`, a view that
/// lays its arranged subviews out in a row or a column with Auto Layout constraints of its
/// own (UIKit's `UISV-…` constraints, listed in its `constraints`), made again whenever its
/// properties, its arranged views, their visibility or their intrinsic sizes change. See
/// `UIStackViewArrangement` for the constraints each distribution and alignment adds.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title, detail])
/// stack.axis = .vertical
/// stack.alignment = .center
/// stack.spacing = 8
/// ```
///
/// A hidden arranged view takes no space and no spacing. Like UIKit's, a stack view has no
/// intrinsic size: constraints or the frame it is given size it, or, left free along an
/// axis, its arranged views do.
@MainActor @preconcurrency open class UIStackView: UIView {
    /// Mirrors `UIStackView.Distribution`: how the arranged views share the stack's length.
    public enum Distribution: Int, Hashable, Sendable {
        /// They fill it: the view that hugs least grows, the one that resists compression
        /// least shrinks (the last of equals).
        case fill = 0
        /// They fill it at one size.
        case fillEqually = 1
        /// They fill it at sizes in the proportion of their intrinsic sizes.
        case fillProportionally = 2
        /// They keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// They keep their sizes; their centres are equally far apart (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// Mirrors `UIStackView.Alignment`: where the arranged views sit across the axis.
    public enum Alignment: Int, Hashable, Sendable {
        case fill = 0
        /// The leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        /// A horizontal stack's views share their first baseline.
        case firstBaseline = 2
        case center = 3
        /// The trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        /// A horizontal stack's views share their last baseline.
        case lastBaseline = 5
        /// Mirrors `top` (the same as `leading`).
        public static var top: Alignment { .leading }
        /// Mirrors `bottom` (the same as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// Mirrors `spacingUseDefault`: given to `setCustomSpacing(_:after:)`, the stack's
    /// `spacing` applies again.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Mirrors `spacingUseSystem`: the system's spacing between sibling views, 8 points.
    public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    /// Mirrors `arrangedSubviews`.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Mirrors `axis` (`.horizontal` unless set).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// Mirrors `distribution` (`.fill` unless set).
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// Mirrors `alignment` (`.fill` unless set).
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// Mirrors `spacing`: the gap between adjacent arranged views (a minimum for the equal
    /// spacing and centring distributions; negative overlaps them).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Mirrors `isBaselineRelativeArrangement`: a vertical stack measures its spacing from
    /// one view's last baseline to the next one's first.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Mirrors `isLayoutMarginsRelativeArrangement`: the views are arranged inside the
    /// stack's `layoutMargins` rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// Spacings set after particular arranged views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for its arrangement, and what it read to make them.
    private var arrangement: [NSLayoutConstraint] = []
    private var arrangementInputs: UIStackViewArrangement.Inputs?

    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    /// Mirrors `init(arrangedSubviews:)`: the views become subviews and arranged subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    /// Mirrors `init(coder:)`: Tether reads no archive, so this makes an empty stack view.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Mirrors `addArrangedSubview(_:)`: the view becomes the last arranged view (and a
    /// subview, placed by constraints).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Mirrors `insertArrangedSubview(_:at:)`: an arranged view already in the stack moves to
    /// `stackIndex`; a view not yet a subview is added on top of the others.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            UIKitDiagnostics.report(.invalidGeometry, "a UIStackView cannot arrange itself; UIKit raises an exception, Tether ignores it", at: self)
            return
        }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
        let index = min(max(0, stackIndex), arrangedSubviews.count)
        if stackIndex != index {
            UIKitDiagnostics.report(.invalidGeometry, "insertArrangedSubview at \(stackIndex) is outside 0...\(arrangedSubviews.count) (UIKit raises an exception); inserted at \(index)", at: self)
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        arrangementChanged()
    }

    /// Mirrors `removeArrangedSubview(_:)`: the stack stops arranging the view, which stays a
    /// subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Mirrors `setCustomSpacing(_:after:)`: the gap after one arranged view
    /// (`spacingUseDefault` returns it to `spacing`, `spacingUseSystem` makes it 8 points).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            UIKitDiagnostics.report(.other, "setCustomSpacing(_:after:) names a view the stack does not arrange; ignored", at: self)
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// Mirrors `customSpacing(after:)`: `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view removed from the stack is no longer arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Makes the arrangement's constraints again when something they depend on changed.
    open override func updateConstraints() {
        let inputs = UIStackViewArrangement.Inputs(stack: self)
        if inputs != arrangementInputs {
            arrangementInputs = inputs
            for spacer in ownedLayoutGuides where spacer.identifier == UIStackViewArrangement.spacerIdentifier {
                removeLayoutGuide(spacer)
            }
            let made = UIStackViewArrangement(stack: self).constraints()
            replaceOwnConstraints(arrangement, with: made)
            arrangement = made
        }
        super.updateConstraints()
    }

    /// The arrangement also goes stale when an arranged view is hidden or shown or its
    /// intrinsic size changes, which the stack reads at each layout.
    override var constraintsAreStale: Bool {
        super.constraintsAreStale || UIStackViewArrangement.Inputs(stack: self) != arrangementInputs
    }

    /// The gap after the arranged view at `index` (custom, system or the stack's).
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? 8 : value
    }

    private func arrangementChanged() {
        arrangementInputs = nil
        setNeedsUpdateConstraints()
    }
}
