import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors the parts of
/// `CALayer` a `UIView`'s backing layer is styled with — rounded corners, clipping, a border,
/// opacity, a drop shadow — drawn as iOS draws them: the background and border follow the
/// corner radius, `masksToBounds` clips the contents, the subviews and the shadow (iOS's
/// well-known missing shadow), and the border is drawn inside the bounds, above the subviews.
/// A view's `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds` are its layer's
/// `backgroundColor`, `opacity`, `isHidden` and `masksToBounds`, as in UIKit.
///
/// Layers form a tree as in Core Animation: a layer added with `addSublayer(_:)` is drawn,
/// with its own sublayers, at its `frame` in its superlayer's bounds, in front of the layers
/// before it — the layers of a view's subviews are among its layer's `sublayers`, so a layer
/// added after a subview covers it. `CAShapeLayer` draws a path, `CAGradientLayer` a gradient.
/// A view's layer takes its geometry from the view (`frame`, `bounds`, `position`); a layer
/// of its own keeps it. Animations added with `add(_:forKey:)` are drawn at rest (see
/// `CAAnimation`).
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

    /// Mirrors `init(layer:)`: a copy of `layer`'s appearance and geometry (not its sublayers).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        opacity = other.opacity
        isHidden = other.isHidden
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        storedBounds = other.bounds
        storedPosition = other.position
        anchorPoint = other.anchorPoint
        let transform = other.transform
        storedTransform = CATransform3DGetAffineTransform(transform)
        storedDepthTransform = CATransform3DIsAffine(transform) ? nil : transform
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        mask = other.mask
        zPosition = other.zPosition
    }

    /// Tells what draws the layer that it changed: the view it backs, else the view whose
    /// layer tree holds it.
    func changed() { drawingView?.setNeedsDisplay() }

    /// The view whose drawing shows this layer: its owner, or its superlayers' nearest owner.
    var drawingView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let owner = current.owner { return owner }
            layer = current.superlayer
        }
        return nil
    }

    // MARK: Geometry

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CGAffineTransform.identity
    /// A layer's 3D transform when it is not affine.
    private var storedDepthTransform: CATransform3D?

    /// Mirrors `bounds`. A view's layer has its view's bounds.
    open var bounds: CGRect {
        get { owner?.bounds ?? storedBounds }
        set {
            if let owner { owner.bounds = newValue } else { storedBounds = newValue; changed() }
        }
    }
    /// Mirrors `position`: where the anchor point is in the superlayer's bounds (a view's
    /// layer: the view's `center`).
    open var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set {
            if let owner { owner.center = newValue } else { storedPosition = newValue; changed() }
        }
    }
    /// Mirrors `anchorPoint`: the point of the bounds, in unit coordinates, placed at
    /// `position` and turned about (the centre, (0.5, 0.5), by default). A view's layer keeps
    /// its centre there.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { changed() } }
    /// Mirrors `frame`: the rectangle the layer covers in its superlayer's bounds, before its
    /// transform. Setting it sets `bounds`' size and `position`.
    open var frame: CGRect {
        get {
            if let owner { return owner.frame }
            let size = storedBounds.size
            return CGRect(x: storedPosition.x - anchorPoint.x * size.width, y: storedPosition.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        set {
            if let owner { owner.frame = newValue; return }
            storedBounds.size = newValue.size
            storedPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            changed()
        }
    }
    /// Mirrors `affineTransform()`: the layer's transform about its anchor point (a view's
    /// layer: the view's `transform`).
    open func affineTransform() -> CGAffineTransform { owner?.transform ?? storedTransform }
    /// Mirrors `setAffineTransform(_:)`.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let owner { owner.transform = transform } else { storedTransform = transform; storedDepthTransform = nil; changed() }
    }
    /// Mirrors `transform`: the layer's 3D transform about its anchor point (a view's layer:
    /// the view's `transform3D`); one with depth or perspective is drawn projected.
    open var transform: CATransform3D {
        get { owner?.transform3D ?? storedDepthTransform ?? CATransform3DMakeAffineTransform(storedTransform) }
        set {
            if let owner { owner.transform3D = newValue; return }
            storedTransform = CATransform3DGetAffineTransform(newValue)
            storedDepthTransform = CATransform3DIsAffine(newValue) ? nil : newValue
            changed()
        }
    }
    /// The 3D transform when it is not affine (nil: `affineTransform()` says it all).
    var depthTransform: CATransform3D? { owner?.depthTransform ?? storedDepthTransform }
    /// Mirrors `name`.
    open var name: String?
    /// The animations added with `add(_:forKey:)` and not removed, in the order added.
    var addedAnimations: [(key: String, animation: CAAnimation)] = []

    // MARK: Layer tree

    /// The sublayers, back to front: layers added to this one and the layers of its view's
    /// subviews.
    var storedSublayers: [CALayer] = []
    /// Mirrors `superlayer`.
    open private(set) weak var superlayer: CALayer?

    /// Mirrors `sublayers`: back to front, nil when there are none. Setting it replaces the
    /// layers added to this one (a view's subviews stay).
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers where layer.owner == nil { layer.superlayer = nil }
            storedSublayers.removeAll { $0.owner == nil }
            for layer in newValue ?? [] { addSublayer(layer) }
            changed()
        }
    }

    /// Mirrors `addSublayer(_:)`: `layer` moves to the front of this layer's sublayers.
    open func addSublayer(_ layer: CALayer) {
        insert(layer) { $0.storedSublayers.count }
    }
    /// Mirrors `insertSublayer(_:at:)` (an index past the end adds at the front).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer) { min(Int(index), $0.storedSublayers.count) }
    }
    /// Mirrors `insertSublayer(_:below:)` (a sibling that is not a sublayer: at the front).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer) { parent in parent.storedSublayers.firstIndex { $0 === sibling } ?? parent.storedSublayers.count }
    }
    /// Mirrors `insertSublayer(_:above:)` (a sibling that is not a sublayer: at the front).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer) { parent in parent.storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? parent.storedSublayers.count }
    }
    /// Mirrors `replaceSublayer(_:with:)`: `newLayer` takes `oldLayer`'s place (nothing
    /// changes when `oldLayer` is not a sublayer).
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, storedSublayers.contains(where: { $0 === oldLayer }) else { return }
        insertSublayer(newLayer, below: oldLayer)
        oldLayer.removeFromSuperlayer()
    }
    /// Mirrors `removeFromSuperlayer()`. A view's layer leaves with its view
    /// (`removeFromSuperview()`), not alone.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if let owner {
            UIKitDiagnostics.report(.other, "removeFromSuperlayer() on the layer of a \(type(of: owner)); call removeFromSuperview() on the view", at: owner)
            return
        }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.changed()
    }

    /// Puts `layer` at the index `position` gives (asked after it left its old place).
    /// Adding a layer to itself or to one of its own sublayers would make a cycle; a view's
    /// layer moves with its view. Both are diagnostics, and nothing is added.
    private func insert(_ layer: CALayer, at position: (CALayer) -> Int) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            guard current !== layer else {
                let message = current === self
                    ? "a \(type(of: layer)) was added as its own sublayer; Core Animation would make a cycle, Tether does not add it"
                    : "a \(type(of: layer)) was added to one of its own sublayers, which would make a cycle; Tether does not add it"
                if let view = drawingView { UIKitDiagnostics.report(.invalidGeometry, message, at: view) } else { UIKitDiagnostics.report(.invalidGeometry, message) }
                return
            }
            ancestor = current.superlayer
        }
        if let owner = layer.owner {
            UIKitDiagnostics.report(.other, "the layer of a \(type(of: owner)) was added with addSublayer(_:); add the view with addSubview(_:)", at: owner)
            return
        }
        if let old = layer.superlayer {
            old.storedSublayers.removeAll { $0 === layer }
            old.changed()
        }
        storedSublayers.insert(layer, at: max(0, min(position(self), storedSublayers.count)))
        layer.superlayer = self
        changed()
    }

    // MARK: Subview layers (kept in step by UIView)

    /// A subview's layer joins this view's layer: in front of the layer of the subview now
    /// after it, or at the front.
    func attachSubviewLayer(_ layer: CALayer, before next: CALayer?) {
        layer.superlayer?.storedSublayers.removeAll { $0 === layer }
        storedSublayers.removeAll { $0 === layer }
        let index = next.flatMap { next in storedSublayers.firstIndex { $0 === next } } ?? storedSublayers.count
        storedSublayers.insert(layer, at: index)
        layer.superlayer = self
    }
    /// A subview's layer leaves with its view.
    func detachSubviewLayer(_ layer: CALayer) {
        storedSublayers.removeAll { $0 === layer }
        if layer.superlayer === self { layer.superlayer = nil }
    }
    /// A subview's layer moves to the front or the back of the sublayers.
    func moveSubviewLayer(_ layer: CALayer, toFront: Bool) {
        guard let index = storedSublayers.firstIndex(where: { $0 === layer }) else { return }
        storedSublayers.remove(at: index)
        if toFront { storedSublayers.append(layer) } else { storedSublayers.insert(layer, at: 0) }
    }
    /// Two subviews swapped places: so do their layers.
    func swapSubviewLayers(_ a: CALayer, _ b: CALayer) {
        guard let i = storedSublayers.firstIndex(where: { $0 === a }), let j = storedSublayers.firstIndex(where: { $0 === b }) else { return }
        storedSublayers.swapAt(i, j)
    }
    /// Whether some sublayer is a layer of its own rather than a subview's.
    var hasOwnSublayers: Bool { storedSublayers.contains { $0.owner == nil } }

    /// What the layer draws over its background (`CAShapeLayer`, `CAGradientLayer`).
    func drawnContent() -> UIViewContent { .none }

    /// A new layer of this class for a view whose `layerClass` it is: Tether's layer classes
    /// make their own kind; a layer class of the app's is made as the Tether class it derives
    /// from (with a diagnostic), since Core Animation's `init()` is not a required initializer.
    class func makeBackingLayer() -> CALayer { CALayer() }

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
    /// Mirrors `filters`: kept; as Apple documents, layers on iOS do not support Core Image
    /// filters, so they change nothing drawn.
    open var filters: [Any]?
    /// Mirrors `backgroundFilters`: kept, unsupported on iOS as `filters`.
    open var backgroundFilters: [Any]?
    /// Mirrors `compositingFilter`: kept, unsupported on iOS as `filters`.
    open var compositingFilter: Any?

    // MARK: Contents, mask and depth order (drawn as `CALayer+Contents.swift` says)

    /// Mirrors `contents`: a `CGImage` (what `UIImage.cgImage` gives) drawn in the layer's
    /// bounds by `contentsGravity`, over the background and under the sublayers; another kind
    /// of value is reported and not drawn.
    open var contents: Any? { didSet { changed() } }
    /// Mirrors `contentsGravity`: how `contents` is placed in the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { changed() } }
    /// Mirrors `contentsScale`: pixels of `contents` per point when the gravity does not scale
    /// it — 1 for a layer of its own, the screen's scale for a view's layer, as UIKit sets it.
    open var contentsScale: CGFloat {
        get { storedContentsScale ?? (owner != nil ? UIScreen.mainScale : 1) }
        set { storedContentsScale = newValue; changed() }
    }
    private var storedContentsScale: CGFloat?
    /// Mirrors `contentsRect`: the part of `contents` drawn, in unit coordinates of the image
    /// ((0, 0) its top-left corner; the whole image by default).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed() } }
    /// Mirrors `mask`: a layer of its own whose alpha — its background, contents, path and
    /// sublayers — clips this layer (its contents, sublayers, border and shadow), placed at its
    /// frame in this layer's bounds. It must have no superlayer.
    open var mask: CALayer? { didSet { changed() } }
    /// Mirrors `zPosition`: sibling layers are drawn in ascending `zPosition`, those with equal
    /// values in their order in `sublayers` (UIKit's hit testing keeps the subviews' order).
    open var zPosition: CGFloat = 0 { didSet { superlayer?.changed() ?? changed() } }
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
