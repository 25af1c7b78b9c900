import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSLayoutAnchor`, one
/// layout attribute of a view or layout guide, which makes constraints with another anchor of
/// the same kind (the type parameter keeps x-axis anchors to x-axis anchors, and so on).
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// Mirrors `constraint(equalTo:)`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
    /// Mirrors `constraint(greaterThanOrEqualTo:)`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// Mirrors `constraint(lessThanOrEqualTo:)`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// Mirrors `constraint(equalTo:constant:)`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    /// Mirrors `constraint(greaterThanOrEqualTo:constant:)`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// Mirrors `constraint(lessThanOrEqualTo:constant:)`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// Mirrors UIKit's `NSLayoutXAxisAnchor`: a left, right, leading, trailing or centre-x anchor.
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Mirrors UIKit's `NSLayoutYAxisAnchor`: a top, bottom, centre-y or baseline anchor.
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Mirrors UIKit's `NSLayoutDimension`: a width or height anchor, which can also equal a
/// constant or a multiple of another dimension.
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Mirrors `constraint(equalToConstant:)`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    /// Mirrors `constraint(greaterThanOrEqualToConstant:)`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
    /// Mirrors `constraint(lessThanOrEqualToConstant:)`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
    /// Mirrors `constraint(equalTo:multiplier:)`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// Mirrors `constraint(greaterThanOrEqualTo:multiplier:)`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// Mirrors `constraint(lessThanOrEqualTo:multiplier:)`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// Mirrors `constraint(equalTo:multiplier:constant:)`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// Mirrors `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    /// Mirrors `constraint(lessThanOrEqualTo:multiplier:constant:)`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or layout guide, made from its attributes.
@MainActor protocol AnchoredLayoutItem: LayoutItem {}

extension AnchoredLayoutItem {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: attribute) }
}

extension UIView: AnchoredLayoutItem {
    /// Mirrors `leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// Mirrors `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// Mirrors `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// Mirrors `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// Mirrors `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// Mirrors `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// Mirrors `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// Mirrors `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// Mirrors `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// Mirrors `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// Mirrors `firstBaselineAnchor`: a label's or text field's first line's baseline; a view
    /// without text has its bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// Mirrors `lastBaselineAnchor`: the last line's baseline (a view without text: its bottom).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UILayoutGuide`, a
/// rectangle that takes part in Auto Layout without being drawn: spacing between views, or a
/// view's safe area and margins (`safeAreaLayoutGuide`, `layoutMarginsGuide`).
@MainActor @preconcurrency open class UILayoutGuide: AnchoredLayoutItem {
    /// Mirrors `owningView`: set by `UIView.addLayoutGuide(_:)`.
    open internal(set) weak var owningView: UIView?
    /// Mirrors `identifier`.
    open var identifier = ""
    /// Mirrors `layoutFrame`: where the last layout put the guide, in its owning view's bounds.
    open internal(set) var layoutFrame = CGRect.zero
    /// For a view's own guides: how far inside the view's bounds the guide lies (nil: a guide
    /// of the app's, placed by its constraints).
    var insets: @MainActor (UIView) -> UIEdgeInsets? = { _ in nil }
    /// For a view's own guides: which one it is.
    var systemName = ""

    /// Mirrors `init()`.
    public init() {}

    var itemView: UIView? { owningView }

    /// Mirrors `leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// Mirrors `trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// Mirrors `leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// Mirrors `rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// Mirrors `centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// Mirrors `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// Mirrors `bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// Mirrors `centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// Mirrors `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// Mirrors `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
