import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors the parts of
/// `CALayer` a `UIView`'s backing layer is styled with — rounded corners, clipping, a border,
/// opacity, a drop shadow — drawn as iOS draws them: the background and border follow the
/// corner radius, `masksToBounds` clips the contents, the subviews and the shadow (iOS's
/// well-known missing shadow), and the border is drawn inside the bounds, above the subviews.
/// A view's `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds` are its layer's
/// `backgroundColor`, `opacity`, `isHidden` and `masksToBounds`, as in UIKit.
///
/// Sublayers (`addSublayer`, `CAGradientLayer`, `CAShapeLayer`) and layer animations are absent.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.separator.cgColor
/// ```
@MainActor @preconcurrency open class CALayer: NSObject {
    /// The view this layer backs; a change redraws it.
    weak var owner: UIView?
    /// The background as the owning view set it (a `UIColor` keeps both appearances); nil when
    /// it was set through `backgroundColor` on the layer.
    var viewBackground: UIColor?

    /// Mirrors `init()`.
    public override init() { super.init() }

    private func changed() { owner?.setNeedsDisplay() }

    /// Mirrors `cornerRadius`: the radius of the background's and border's corners (and of the
    /// clip, with `masksToBounds`), at most half the shorter side.
    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// Mirrors `maskedCorners`: the corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { changed() }
    }
    /// Mirrors `cornerCurve`: circular corners by default, as Core Animation draws them.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { changed() } }
    /// Mirrors `masksToBounds`: whether the contents and sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false { didSet { changed() } }
    /// Mirrors `borderWidth`: drawn inside the bounds.
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    /// Mirrors `borderColor`: opaque black by default.
    open var borderColor: CGColor? = CGColor.black { didSet { changed() } }
    /// Mirrors `backgroundColor`.
    open var backgroundColor: CGColor? {
        didSet {
            viewBackground = nil
            changed()
        }
    }
    /// Mirrors `opacity` (0...1).
    open var opacity: Float = 1 { didSet { changed() } }
    /// Mirrors `isHidden`.
    open var isHidden = false { didSet { changed() } }
    /// Mirrors `shadowColor`: opaque black by default.
    open var shadowColor: CGColor? = CGColor.black { didSet { changed() } }
    /// Mirrors `shadowOpacity`: 0 by default, so no shadow is drawn until it is raised.
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    /// Mirrors `shadowOffset`: (0, -3) by default, three points up.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    /// Mirrors `shadowRadius`: the shadow's blur radius, 3 by default.
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    /// Mirrors `shadowPath`: the shadow's shape (nil: the shape of what the layer draws).
    open var shadowPath: CGPath? { didSet { changed() } }
}

/// A compatibility name, Tether's own (not Core Animation): mirrors `CACornerMask`, the
/// corners a layer's `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A compatibility name, Tether's own (not Core Animation): mirrors `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.circular`: quarter-circle corners.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Mirrors `.continuous`: the smoother corners of iOS's icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
