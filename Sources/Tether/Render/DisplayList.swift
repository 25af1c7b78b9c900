import Foundation

/// A colour resolved to sRGB components in 0...1, ready to draw.
struct RGBA: Hashable, Sendable {
    var red: Double, green: Double, blue: Double, alpha: Double
    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    static let black = RGBA(0, 0, 0)
    static let clear = RGBA(0, 0, 0, 0)
}

/// A decoded bitmap (straight-alpha RGBA8 rows, top to bottom) plus the PNG bytes it came from.
struct RasterImage: Hashable, @unchecked Sendable {
    var pixelWidth: Int
    var pixelHeight: Int
    /// The original PNG file contents (embedded as-is in SVG output).
    var pngData: Data
    /// The same picture at other pixel densities (an asset catalog's 1x/2x/3x): the PNG writer
    /// draws the one that best covers the pixels the image fills, SVG embeds the largest.
    var alternates: [RasterImage] = []
    /// Pixels per point: 1 unless the image came with a scale (`@2x` in a catalog, `UIImage(data:scale:)`).
    var scale: CGFloat = 1
    /// How the image is sampled when drawn at another size (`Image.interpolation(_:)`; nil:
    /// the writer's default smoothing).
    var interpolation: Image.Interpolation? = nil

    /// Whether drawing takes each point's nearest pixel instead of blending neighbours.
    var samplesNearest: Bool { interpolation == Image.Interpolation.none || interpolation == .low }
}

/// The Draw phase's output: what to paint, in points, in canvas coordinates (y down).
struct DisplayList: Sendable {
    var size: CGSize
    var items: [DisplayItem]
}

/// One drawing command. Groups carry a transform (applied to their items), an opacity
/// (applied to the group as a whole) and an optional clip path (in the group's space).
indirect enum DisplayItem: Sendable {
    case fill(Path, Paint, FillStyle)
    case stroke(Path, Paint, StrokeStyle)
    case image(RasterImage, CGRect)
    case group(transform: CGAffineTransform, opacity: Double, clip: Path?, items: [DisplayItem])
    /// `items` drawn over a blurred, offset copy of their shape in one colour.
    case shadow(DropShadow, items: [DisplayItem])
    /// `items` drawn into a layer of their own, which the effect changes (blurs, recolours,
    /// masks, clips) before it is composited onto what lies behind.
    case effect(GraphicsEffect, items: [DisplayItem])
    /// The area of a path filled with what is already drawn behind it, blurred, saturated
    /// and tinted (a material).
    case backdrop(Path, FillStyle, MaterialLook)
    /// A line one device pixel thick along the rectangle's longer side, snapped to the pixel
    /// grid of the rendering (`Hairline`).
    case hairline(CGRect, Paint)
}

/// A shadow under drawn content: its colour, blur radius (SwiftUI's `radius`; the Gaussian's
/// standard deviation is half of it), offset, and the rectangle the content covers (in the
/// item's space), which bounds the work of blurring.
struct DropShadow: Sendable {
    var color: RGBA
    var radius: CGFloat
    var offset: CGSize
    var bounds: CGRect

    /// The Gaussian blur's standard deviation.
    var sigma: CGFloat { radius / 2 }
    /// The rectangle the shadow may paint: the bounds, offset, widened by three deviations.
    var extent: CGRect {
        bounds.offsetBy(dx: offset.width, dy: offset.height).union(bounds).insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
    }
}

/// An angular gradient's colours around a centre, out to `reach` (beyond what it fills).
/// Angles are clockwise on screen from the +x axis; the colours run from `startAngle` over
/// `span` radians (at most a turn); in the rest of the turn the last colour holds to half
/// way, then the first, as SwiftUI fills the missing area.
struct AngularSweep: Sendable {
    var stops: [(RGBA, CGFloat)]
    var center: CGPoint
    var startAngle: Double
    var span: Double
    var reach: CGFloat

    /// The number of wedges drawn for a full turn (half a degree each).
    static let wedges = 720

    /// The colour at `angle` (radians).
    func color(at angle: Double) -> RGBA {
        let turn = 2 * Double.pi
        var theta = (angle - startAngle).truncatingRemainder(dividingBy: turn)
        if theta < 0 { theta += turn }
        let t: Double
        if theta <= span || span >= turn { t = span > 0 ? theta / span : 0 } else { t = theta - span < (turn - span) / 2 ? 1 : 0 }
        return Self.interpolate(stops, at: CGFloat(t))
    }

    static func interpolate(_ stops: [(RGBA, CGFloat)], at t: CGFloat) -> RGBA {
        guard let first = stops.first else { return .clear }
        if t <= first.1 { return first.0 }
        for i in 1..<max(1, stops.count) {
            let (a, la) = stops[i - 1], (b, lb) = stops[i]
            if t <= lb {
                let f = lb > la ? Double((t - la) / (lb - la)) : 1
                return RGBA(a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f, a.blue + (b.blue - a.blue) * f, a.alpha + (b.alpha - a.alpha) * f)
            }
        }
        return stops[stops.count - 1].0
    }

    /// The wedges, each its two edge angles (radians), covering a turn from `startAngle`.
    var wedgeAngles: [(Double, Double)] {
        let step = 2 * Double.pi / Double(Self.wedges)
        return (0..<Self.wedges).map { (startAngle + Double($0) * step, startAngle + Double($0 + 1) * step) }
    }
    func point(at angle: Double) -> CGPoint { CGPoint(x: center.x + reach * cos(angle), y: center.y + reach * sin(angle)) }
}

/// One tile of an image paint: the part `source` (in unit coordinates of the image) of the
/// image, drawn over `tile` (in the item's space) and repeated in both directions.
struct ImageTile: Sendable {
    var image: RasterImage
    var source: CGRect
    var tile: CGRect
    var opacity: Double
}

/// What a fill or stroke paints with: one colour, or a gradient in the item's own space
/// (colours padded beyond the first and last stop).
/// How a gradient continues beyond its ends when it does not extend its end colours.
enum GradientExtend: Sendable, Hashable {
    /// Start again from the first colour (Cairo's `EXTEND_REPEAT`, SVG's `spreadMethod="repeat"`).
    case repeating
    /// Run back and forth (Cairo's `EXTEND_REFLECT`, SVG's `spreadMethod="reflect"`).
    case mirroring
}

enum Paint: Sendable {
    case solid(RGBA)
    case linear(stops: [(RGBA, CGFloat)], start: CGPoint, end: CGPoint)
    case radial(stops: [(RGBA, CGFloat)], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient stretched to ellipses: `radii` are the ellipse's half axes at
    /// fraction 1, the colours run from `startFraction` to `endFraction` of them.
    case elliptical(stops: [(RGBA, CGFloat)], center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
    /// An angular (conic) gradient: `sweep` gives each direction around `center` its colour.
    case angular(AngularSweep)
    /// A mesh gradient: its background, then its quads (`MeshGradient`).
    case mesh(MeshQuads)
    /// An image tiled over the plane (`ImagePaint`).
    case image(ImageTile)
    /// A linear, radial or elliptical gradient that repeats or mirrors beyond its ends instead
    /// of extending its end colours (`GraphicsContext.GradientOptions`).
    indirect case extended(Paint, GradientExtend)

    /// False when nothing would show (a clear colour, or stops that are all clear).
    var isVisible: Bool {
        switch self {
        case .solid(let c): return c.alpha > 0
        case .image(let tile): return tile.opacity > 0
        case .extended(let inner, _): return inner.isVisible
        case .angular(let sweep): return sweep.stops.contains { $0.0.alpha > 0 }
        case .mesh(let mesh): return mesh.isVisible
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _, _): return stops.contains { $0.0.alpha > 0 }
        }
    }
}
