import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CAGradientLayer`, a layer
/// filled with a gradient of `colors` (`CGColor`s) at `locations` (evenly spread when nil),
/// from `startPoint` to `endPoint` in unit coordinates of its bounds ((0, 0) the top-left
/// corner; top to bottom by default). `.axial` runs along the line between them, extending
/// its end colours beyond; `.radial` is an ellipse about `startPoint` reaching `endPoint`'s
/// horizontal and vertical distance; `.conic` turns clockwise about `startPoint`, starting
/// towards `endPoint`. Like a background, the gradient takes the layer's rounded corners.
///
/// ```swift
/// final class GradientView: UIView {
///     override class var layerClass: AnyClass { CAGradientLayer.self }
/// }
/// (gradientView.layer as! CAGradientLayer).colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
/// ```
@MainActor @preconcurrency open class CAGradientLayer: CALayer {
    /// Mirrors `colors`: `CGColor`s (other values are skipped with a diagnostic).
    open var colors: [Any]? { didSet { changed() } }
    /// Mirrors `locations`: each colour's place, 0 to 1.
    open var locations: [NSNumber]? { didSet { changed() } }
    /// Mirrors `startPoint` ((0.5, 0): the top).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed() } }
    /// Mirrors `endPoint` ((0.5, 1): the bottom).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
    /// Mirrors `type` (`.axial`).
    open var type: CAGradientLayerType = .axial { didSet { changed() } }

    public override init() { super.init() }
    /// Mirrors `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    override class func makeBackingLayer() -> CALayer { CAGradientLayer() }

    override func drawnContent() -> UIViewContent {
        let values = colors ?? []
        let resolved = values.compactMap { $0 as? CGColor }
        if resolved.count < values.count {
            UIKitDiagnostics.report(.other, "CAGradientLayer.colors holds \(values.count - resolved.count) value(s) that are not CGColors (pass `UIColor.cgColor`); they are skipped")
        }
        guard !resolved.isEmpty else { return .none }
        var places = (locations ?? []).map { CGFloat($0.doubleValue) }
        if places.count != resolved.count || !places.allSatisfy(\.isFinite) {
            if locations != nil {
                UIKitDiagnostics.report(.other, "CAGradientLayer.locations has \(places.count) finite values for \(resolved.count) colours; the colours are spread evenly")
            }
            places = resolved.count == 1 ? [0] : resolved.indices.map { CGFloat($0) / CGFloat(resolved.count - 1) }
        }
        let stops = zip(resolved, places).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) }
        guard [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite) else {
            UIKitDiagnostics.report(.invalidGeometry, "CAGradientLayer's startPoint \(startPoint) or endPoint \(endPoint) is not finite; it is not drawn")
            return .none
        }
        return .gradient(GradientLayerContent(stops: stops, start: startPoint, end: endPoint, type: type))
    }
}

/// What a `CAGradientLayer` draws.
struct GradientLayerContent {
    let stops: [Gradient.Stop]
    let start: CGPoint
    let end: CGPoint
    let type: CAGradientLayerType
}

/// Draws a `CAGradientLayer`'s gradient in `size`.
struct GradientLayerDrawing: View {
    let content: GradientLayerContent
    let size: CGSize
    var body: some View {
        let gradient = Gradient(stops: content.stops)
        let start = UnitPoint(x: content.start.x, y: content.start.y), end = UnitPoint(x: content.end.x, y: content.end.y)
        switch content.type {
        case .radial:
            // An ellipse about the start point: drawn as a circle of radius 1 in a space
            // scaled by the ellipse's radii.
            let rx = abs(content.end.x - content.start.x) * size.width, ry = abs(content.end.y - content.start.y) * size.height
            Canvas { context, size in
                guard rx > 0, ry > 0 else {
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(content.stops.last?.color ?? .clear))
                    return
                }
                context.scaleBy(x: rx, y: ry)
                let centre = CGPoint(x: content.start.x * size.width / rx, y: content.start.y * size.height / ry)
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / rx, height: size.height / ry)),
                             with: .radialGradient(gradient, center: centre, startRadius: 0, endRadius: 1))
            }
            .frame(width: size.width, height: size.height)
        case .conic:
            let angle = atan2((content.end.y - content.start.y) * size.height, (content.end.x - content.start.x) * size.width)
            Rectangle().fill(AngularGradient(gradient: gradient, center: start,
                                             startAngle: .radians(angle), endAngle: .radians(angle + 2 * .pi)))
                .frame(width: size.width, height: size.height)
        default:
            Rectangle().fill(LinearGradient(gradient: gradient, startPoint: start, endPoint: end))
                .frame(width: size.width, height: size.height)
        }
    }
}

/// A compatibility name, Tether's own: mirrors `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `.axial`: along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Mirrors `.radial`: an ellipse about the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Mirrors `.conic`: around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
