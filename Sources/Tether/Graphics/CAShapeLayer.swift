import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CAShapeLayer`, a layer
/// that draws a path — filled with `fillColor` (opaque black by default) by `fillRule`, then
/// stroked with `strokeColor` (none by default) `lineWidth` wide, only the part from
/// `strokeStart` to `strokeEnd` (fractions of its length, as progress rings use them).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 8
/// ring.strokeEnd = 0.6
/// view.layer.addSublayer(ring)
/// ```
@MainActor @preconcurrency open class CAShapeLayer: CALayer {
    /// Mirrors `path`, in the layer's bounds.
    open var path: CGPath? { didSet { changed() } }
    /// Mirrors `fillColor` (opaque black; nil fills nothing).
    open var fillColor: CGColor? = CGColor.black { didSet { changed() } }
    /// Mirrors `fillRule` (`.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// Mirrors `strokeColor` (nil: no stroke).
    open var strokeColor: CGColor? { didSet { changed() } }
    /// Mirrors `strokeStart` (0): where along the path the stroke begins.
    open var strokeStart: CGFloat = 0 { didSet { changed() } }
    /// Mirrors `strokeEnd` (1): where along the path the stroke ends.
    open var strokeEnd: CGFloat = 1 { didSet { changed() } }
    /// Mirrors `lineWidth` (1).
    open var lineWidth: CGFloat = 1 { didSet { changed() } }
    /// Mirrors `miterLimit` (10).
    open var miterLimit: CGFloat = 10 { didSet { changed() } }
    /// Mirrors `lineCap` (`.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// Mirrors `lineJoin` (`.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// Mirrors `lineDashPattern`: lengths of dashes and gaps, in turn.
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// Mirrors `lineDashPhase` (0).
    open var lineDashPhase: CGFloat = 0 { didSet { changed() } }

    public override init() { super.init() }
    /// Mirrors `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth; miterLimit = other.miterLimit
        lineCap = other.lineCap; lineJoin = other.lineJoin; lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
    }

    override class func makeBackingLayer() -> CALayer { CAShapeLayer() }

    override func drawnContent() -> UIViewContent {
        guard let path, !path.path.isEmpty else { return .none }
        func finite(_ value: CGFloat, _ fallback: CGFloat, _ name: String) -> CGFloat {
            if value.isFinite { return value }
            UIKitDiagnostics.report(.invalidGeometry, "CAShapeLayer.\(name) is \(value); taking \(fallback)")
            return fallback
        }
        let width = max(0, finite(lineWidth, 1, "lineWidth"))
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }.filter { $0.isFinite && $0 >= 0 }
        let style = StrokeStyle(lineWidth: width, lineCap: lineCap.lineCap, lineJoin: lineJoin.lineJoin,
                                miterLimit: max(1, finite(miterLimit, 10, "miterLimit")),
                                dash: dashes.contains { $0 > 0 } ? dashes : [], dashPhase: finite(lineDashPhase, 0, "lineDashPhase"))
        let start = min(1, max(0, finite(strokeStart, 0, "strokeStart"))), end = min(1, max(0, finite(strokeEnd, 1, "strokeEnd")))
        return .shape(ShapeLayerContent(path: path.path, fill: fillColor.map { Color(cgColor: $0) }, evenOdd: fillRule == .evenOdd,
                                        stroke: strokeColor.map { Color(cgColor: $0) }, style: style, trim: start...max(start, end)))
    }
}

/// What a `CAShapeLayer` draws.
struct ShapeLayerContent {
    let path: Path
    let fill: Color?
    let evenOdd: Bool
    let stroke: Color?
    let style: StrokeStyle
    let trim: ClosedRange<CGFloat>
}

/// A compatibility name, Tether's own: mirrors `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.nonZero`.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Mirrors `.evenOdd`.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A compatibility name, Tether's own: mirrors `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.butt`.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Mirrors `.round`.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Mirrors `.square`.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var lineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A compatibility name, Tether's own: mirrors `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.miter`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Mirrors `.round`.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Mirrors `.bevel`.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var lineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
