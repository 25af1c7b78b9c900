import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGContext` as UIKit hands it out — the context of a `UIGraphicsImageRenderer`
/// (`rendererContext.cgContext`, `UIGraphicsGetCurrentContext()`), in UIKit's coordinates:
/// points, the origin at the top left, y down. Each fill, stroke and image drawn is recorded
/// into Tether's display list with the graphics state of that moment (transform, clip, alpha,
/// blend mode) and rasterized with Cairo when the renderer makes its image.
///
/// As in Core Graphics, points added to the current path are transformed by the CTM when they
/// are added, a stroke's width is in user space at the time of the stroke, `addArc`'s
/// `clockwise` is Core Graphics' (anticlockwise on screen in UIKit's flipped space), and
/// `draw(_:in:)` draws a `CGImage` upside down in UIKit's space, as Core Graphics does
/// (`UIImage.draw(in:)` draws it upright).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///     let cg = context.cgContext
///     cg.setFillColor(UIColor.systemBlue.cgColor)
///     cg.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
///     cg.fillPath()
/// }
/// ```
public final class CGContext {
    /// One level of `saveGState()`.
    struct GState {
        /// User space to the image's space (points, y down).
        var ctm: CGAffineTransform
        /// The clip paths intersected, in the image's space.
        var clips: [(path: Path, style: FillStyle)] = []
        var fillColor = RGBA.black
        var strokeColor = RGBA.black
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: Double = 1
        var blendMode: CGBlendMode = .normal
        var antialias = true
    }

    /// The size of the image drawn into, in points.
    let size: CGSize
    /// Pixels per point of the image.
    let scale: CGFloat
    /// What has been drawn, in the image's space.
    private(set) var items: [DisplayItem] = []
    var state: GState
    private var savedStates: [GState] = []
    /// The current path, in the image's space (points were transformed as they were added).
    var currentPath = Path()
    /// False once the renderer that made the context has made its image: later drawing is
    /// reported and ignored (UIKit's context is gone by then).
    var isDrawable = true
    /// Set for a context `UIGraphicsBeginImageContextWithOptions` made: whether its image is
    /// opaque. Nil for other contexts.
    var imageContextOpaque: Bool?

    /// The most clip paths a state intersects; more are reported and ignored (each nests the
    /// drawing one level deeper).
    static let maxClips = 64
    /// The deepest `saveGState()` nesting kept; deeper saves are reported and ignored.
    static let maxSavedStates = 10_000

    /// A context for an image of `size` points at `scale`, whose user space starts at `origin`
    /// (a renderer's bounds origin).
    init(size: CGSize, scale: CGFloat, origin: CGPoint = .zero) {
        self.size = size
        self.scale = scale
        state = GState(ctm: CGAffineTransform(translationX: -origin.x, y: -origin.y))
    }

    // MARK: Graphics state

    /// Mirrors `saveGState()`: pushes a copy of the graphics state (not the current path).
    public func saveGState() {
        guard savedStates.count < Self.maxSavedStates else {
            report("CGContext.saveGState() nested more than \(Self.maxSavedStates) levels deep; the save is ignored")
            return
        }
        savedStates.append(state)
    }
    /// Mirrors `restoreGState()`: pops the state saved last. Without one, Core Graphics logs an
    /// error; Tether reports it and keeps the state.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            report("CGContext.restoreGState() without a matching saveGState(); the state is kept")
            return
        }
        state = saved
    }

    /// Mirrors `ctm`: user space to device space — the image's pixels, y up, as a UIKit
    /// renderer's context reports it (scaled by the image's scale and flipped).
    public var ctm: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale))
    }
    /// Mirrors `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard finite(x, y, "translateBy(x:y:)") else { return }
        state.ctm = state.ctm.translatedBy(x: x, y: y)
    }
    /// Mirrors `scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard finite(x, y, "scaleBy(x:y:)") else { return }
        state.ctm = state.ctm.scaledBy(x: x, y: y)
    }
    /// Mirrors `rotate(by:)`: radians, towards positive y (clockwise on screen in UIKit's space).
    public func rotate(by angle: CGFloat) {
        guard finite(angle, "rotate(by:)") else { return }
        state.ctm = state.ctm.rotated(by: angle)
    }
    /// Mirrors `concatenate(_:)`: `transform` is applied to user space before the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        guard finite(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, "concatenate(_:)") else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Mirrors `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.rgba }
    /// Mirrors `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgba }
    /// Mirrors `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Mirrors `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Mirrors `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// Mirrors `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Mirrors `setLineWidth(_:)`; a negative or non-finite width is reported and ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            report("CGContext.setLineWidth(_:) got \(width); the line width is kept")
            return
        }
        state.lineWidth = width
    }
    /// Mirrors `setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Mirrors `setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Mirrors `setMiterLimit(_:)`.
    public func setMiterLimit(_ limit: CGFloat) {
        guard finite(limit, "setMiterLimit(_:)") else { return }
        state.miterLimit = limit
    }
    /// Mirrors `setLineDash(phase:lengths:)`: an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else {
            report("CGContext.setLineDash(phase:lengths:) got a negative or non-finite length; lines stay as they were")
            return
        }
        state.dash = lengths.contains { $0 > 0 } ? lengths : []
        state.dashPhase = phase
    }
    /// Mirrors `setAlpha(_:)`: the opacity everything drawn next is composited with (clamped
    /// to 0...1, as Core Graphics does).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else {
            report("CGContext.setAlpha(_:) got NaN; the alpha is kept")
            return
        }
        state.alpha = Double(min(1, max(0, alpha)))
    }
    /// Mirrors `setBlendMode(_:)`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Mirrors `setShouldAntialias(_:)`: off, fills and clips cover whole pixels.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }

    // MARK: Recording

    /// Records `item` (in the image's space) with the state's alpha, blend mode and clips;
    /// `area` is where it covers, for the blend modes that change only that area.
    func record(_ item: DisplayItem, covering area: @autoclosure () -> Path) {
        guard isDrawable else {
            report("drawing into a CGContext after its UIGraphicsImageRenderer finished its image; nothing is drawn")
            return
        }
        var drawn = item
        if state.alpha <= 0 { return }
        if state.alpha < 1 { drawn = .group(transform: .identity, opacity: state.alpha, clip: nil, items: [drawn]) }
        let compositing = state.blendMode.compositing
        if let blend = compositing.blend, blend != .normal {
            drawn = .effect(.blend(blend), items: [drawn])
        } else if let porterDuff = compositing.porterDuff {
            drawn = .effect(.porterDuff(porterDuff, area: area()), items: [drawn])
        }
        for clip in state.clips.reversed() {
            drawn = .effect(.clip(clip.path, clip.style), items: [drawn])
        }
        items.append(drawn)
    }

    /// Records a fill of `path` (in the image's space) with the fill colour.
    func recordFill(_ path: Path, evenOdd: Bool) {
        guard !path.isEmpty else { return }
        record(.fill(path, .solid(state.fillColor), FillStyle(eoFill: evenOdd, antialiased: state.antialias)), covering: path)
    }

    /// The state's stroke style, in user space.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                    miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase)
    }

    /// Records a stroke of `path` (in the image's space) with the stroke colour, its width in
    /// the current user space. A CTM that cannot be inverted draws nothing, as in Core Graphics.
    func recordStroke(_ path: Path) {
        guard !path.isEmpty, state.lineWidth > 0 else { return }
        let ctm = state.ctm
        guard ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return }
        let userPath = path.applying(ctm.inverted())
        let style = strokeStyle
        let item = DisplayItem.group(transform: ctm, opacity: 1, clip: nil, items: [.stroke(userPath, .solid(state.strokeColor), style)])
        record(item, covering: userPath.strokedPath(style).applying(ctm))
    }

    /// Records `image` drawn into `rect` of user space by `placement` (extra transform of the
    /// rectangle's space, before the CTM).
    func recordImage(_ image: RasterImage, in rect: CGRect, placement: CGAffineTransform = .identity) {
        guard finite(rect.minX, rect.minY, rect.width, rect.height, "draw(_:in:)") else { return }
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let transform = placement.concatenating(state.ctm)
        record(.group(transform: transform, opacity: 1, clip: nil, items: [.image(image, rect)]),
               covering: Path(rect).applying(transform))
    }

    /// Everything drawn, as a display list of the image's size.
    var displayList: DisplayList { DisplayList(size: size, items: items) }

    /// The pixels drawn so far, at the context's scale, black where nothing was drawn when
    /// `opaque` (an empty image for an empty size; a failure to rasterize is reported and
    /// gives a transparent image).
    func rasterImage(opaque: Bool) -> RasterImage {
        let context = self
        let scale = context.scale
        guard context.size.width > 0, context.size.height > 0 else {
            return RasterImage(pixelWidth: 0, pixelHeight: 0, pngData: Data(), scale: scale)
        }
        var list = context.displayList
        if opaque { list.items.insert(.fill(Path(CGRect(origin: .zero, size: list.size)), .solid(.black), FillStyle()), at: 0) }
        do {
            return try RasterImage(encoded: PNGWriter.render(list, scale: scale), scale: scale)
        } catch {
            context.report("a graphics context could not make its image (\(error)); it is transparent")
            let blank = DisplayList(size: list.size, items: [])
            let data = (try? PNGWriter.render(blank, scale: scale)) ?? Data()
            return (try? RasterImage(encoded: data, scale: scale))
                ?? RasterImage(pixelWidth: 0, pixelHeight: 0, pngData: Data(), scale: scale)
        }
    }

    // MARK: Checks

    /// False (with a report) when a number of `operation` is NaN or infinite.
    func finite(_ values: CGFloat..., operation: String) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            report("CGContext.\(operation) got a non-finite number; it is ignored")
            return false
        }
        return true
    }
    func finite(_ a: CGFloat, _ operation: String) -> Bool { finite(a, operation: operation) }
    func finite(_ a: CGFloat, _ b: CGFloat, _ operation: String) -> Bool { finite(a, b, operation: operation) }
    func finite(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ operation: String) -> Bool {
        finite(a, b, c, d, operation: operation)
    }
    func finite(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat, _ f: CGFloat, _ operation: String) -> Bool {
        finite(a, b, c, d, e, f, operation: operation)
    }
    func finite(_ rect: CGRect, _ operation: String) -> Bool {
        finite(rect.minX, rect.minY, rect.width, rect.height, operation: operation)
    }

    /// Reports a misuse, as Core Graphics logs one, to the host being updated (or last
    /// updated), else standard error.
    func report(_ message: String) { UpdatingHost.reportMisuse(message) }
}
#endif
