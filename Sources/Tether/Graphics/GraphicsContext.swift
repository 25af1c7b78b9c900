import Foundation

/// Collects what a `Canvas` renderer draws, shared by every copy of its context.
final class CanvasRecorder {
    var items: [DisplayItem] = []
    var problems: [String] = []
    /// The canvas's node (texts are localized for it).
    weak var node: ViewNode?
    init(node: ViewNode?) { self.node = node }
}

/// What one of a context's filters does to the drawing operations after it.
enum CanvasFilter: Sendable {
    /// A pixel effect on each operation's layer.
    case effect(GraphicsEffect)
    /// A drop shadow under each operation.
    case shadow(DropShadow)
    /// Each operation's picture mapped by a projection (in the canvas's space).
    case projection(ProjectionTransform)
}

/// One clip of a `GraphicsContext`, in the canvas's space.
enum CanvasClip {
    /// Inside a path, with a fill rule.
    case path(Path, FillStyle)
    /// Where a layer drawn by `clipToLayer` is opaque (its alpha multiplies what is drawn);
    /// `bounds` is where it can let anything through.
    case layer([DisplayItem], bounds: CGRect)
}

/// Mirrors SwiftUI's `GraphicsContext`: the immediate-mode drawing context a `Canvas`
/// renderer receives. Its state (transform, opacity, blend mode, clips, filters) is a value:
/// a copy changed in a nested scope leaves the original alone. Each drawing operation is
/// recorded into the canvas's display list with the state at that moment.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// Clips in the canvas's space, outermost first.
    var clips: [CanvasClip] = []
    /// Filters of `addFilter`, in the order added.
    var filters: [CanvasFilter] = []
    let canvasSize: CGSize

    /// Mirrors `transform`: user space to the canvas's space.
    public var transform: CGAffineTransform = .identity
    /// Mirrors `opacity`: applied to each drawing operation.
    public var opacity: Double = 1
    /// Mirrors `blendMode`: how each drawing operation combines with what is drawn before it.
    public var blendMode: BlendMode = .normal
    /// Mirrors `environment`: the canvas view's environment.
    public let environment: EnvironmentValues

    init(recorder: CanvasRecorder, size: CGSize, environment: EnvironmentValues) {
        self.recorder = recorder
        self.canvasSize = size
        self.environment = environment
    }

    /// Mirrors `clipBoundingRect`: the bounds of the clipped area in user space.
    public var clipBoundingRect: CGRect {
        var box = CGRect(origin: .zero, size: canvasSize)
        // A clip with non-finite bounds (hostile geometry) is left out: Foundation's
        // `intersection` traps on them.
        for clip in clips {
            let bounds: CGRect
            switch clip {
            case .path(let path, _): bounds = path.boundingRect
            case .layer(_, let layerBounds): bounds = layerBounds
            }
            if bounds.isFiniteRect { box = box.intersection(bounds) }
        }
        guard !box.isNull else { return .zero }
        let t = transform
        return abs(t.a * t.d - t.b * t.c) > 1e-12 ? box.applying(t.inverted()) : .zero
    }

    // MARK: Transforms

    /// Mirrors `translateBy(x:y:)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Mirrors `scaleBy(x:y:)`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Mirrors `rotate(by:)`: positive angles turn clockwise on screen.
    public mutating func rotate(by angle: Angle) { concatenate(CGAffineTransform(rotationAngle: angle.radians)) }
    /// Mirrors `concatenate(_:)`: `matrix` applies before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        let t = matrix.concatenating(transform)
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            recorder.problems.append("GraphicsContext transform \(matrix) makes a non-finite transform; ignoring it")
            return
        }
        transform = t
    }

    // MARK: Clipping and filters

    /// Mirrors `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors `.inverse`: clip to everything outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Mirrors `clip(to:style:options:)`: later drawing shows only inside the path (or
    /// outside it, with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var canvasPath = path.applying(transform)
        var fill = style
        if options.contains(.inverse) {
            // Everything outside: the path with a rectangle far around it, even-odd.
            var outside = Path(canvasPath.boundingRect.union(CGRect(origin: .zero, size: canvasSize)).insetBy(dx: -1, dy: -1))
            outside.addPath(canvasPath)
            canvasPath = outside
            fill.isEOFilled = true
        }
        clips.append(.path(canvasPath, fill))
    }

    /// Mirrors `clipToLayer(opacity:options:content:)`: later drawing shows only where what
    /// `content` draws (into a new layer, with this context's transform) is opaque, its alpha
    /// scaled by `opacity`; with `.inverse`, only where it is transparent.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = CanvasRecorder(node: recorder.node)
        var inner = GraphicsContext(recorder: layer, size: canvasSize, environment: environment)
        inner.transform = transform
        try content(&inner)
        recorder.problems += layer.problems
        var alpha = opacity
        if !alpha.isFinite || alpha < 0 || alpha > 1 {
            recorder.problems.append("GraphicsContext.clipToLayer opacity \(opacity) is outside 0...1; clamped")
            alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
        }
        var items = layer.items
        if alpha < 1 { items = [.group(transform: .identity, opacity: alpha, clip: nil, items: items)] }
        let canvas = CGRect(origin: .zero, size: canvasSize)
        if options.contains(.inverse) {
            // Alpha turned into its complement over the whole canvas (a clear fill makes the
            // layer cover it), so what the content leaves transparent lets everything through.
            let complement = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, -1, 1]])
            items = [.effect(.colorMatrix(complement), items: [.fill(Path(canvas), .solid(.clear), FillStyle())] + items)]
            clips.append(.layer(items, bounds: canvas))
        } else {
            clips.append(.layer(items, bounds: items.drawnBounds ?? .zero))
        }
    }

    /// Mirrors `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Mirrors `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors `.opaque`: the blur keeps the edges of what it blurs solid.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Mirrors `.dithersResult` (no visible difference in 8-bit output).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Mirrors `GraphicsContext.Filter`: an effect applied to later drawing operations.
    public struct Filter: Sendable {
        /// The filter for the canvas size, in the context's environment.
        let make: @Sendable (CGSize, EnvironmentValues) -> CanvasFilter?
        /// Problems found in the filter's arguments, reported when it is added.
        var problems: [String] = []
        /// A `projectionTransform` filter's matrix, in the user space it is added in.
        var projection: ProjectionTransform?

        init(problems: [String] = [], make: @escaping @Sendable (CGSize, EnvironmentValues) -> CanvasFilter?) { self.problems = problems; self.make = make }
        init(effect: @escaping @Sendable (CGSize, EnvironmentValues) -> GraphicsEffect?) { make = { effect($0, $1).map(CanvasFilter.effect) } }

        /// Mirrors `blur(radius:options:)`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            let r = radius.isFinite ? min(10_000, max(0, radius)) : 0
            return Filter(effect: { size, _ in r > 0 ? .blur(radius: r, opaque: options.contains(.opaque), bounds: CGRect(origin: .zero, size: size)) : nil })
        }
        /// Mirrors `shadow(color:radius:x:y:blendMode:options:)` without its blend mode and
        /// options: a blurred copy of each later drawing operation in `color`, offset by `x`
        /// and `y`, under it (as the `shadow` view modifier draws). A negative or non-finite
        /// radius, or a non-finite offset, is treated as 0 (with a diagnostic).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            var check = EffectArgument()
            let r = CGFloat(check.check(Double(radius), "shadow radius", in: 0...10_000, fallback: 0))
            let dx = CGFloat(check.check(Double(x), "shadow x", fallback: 0)), dy = CGFloat(check.check(Double(y), "shadow y", fallback: 0))
            return Filter(problems: check.problems, make: { size, environment in
                .shadow(DropShadow(color: color.rgba(in: environment), radius: r, offset: CGSize(width: dx, height: dy), bounds: CGRect(origin: .zero, size: size)))
            })
        }
        /// Mirrors `brightness(_:)`.
        public static func brightness(_ amount: Double) -> Filter { matrix(.brightness(amount.isFinite ? amount : 0)) }
        /// Mirrors `contrast(_:)`.
        public static func contrast(_ amount: Double) -> Filter { matrix(.contrast(amount.isFinite ? amount : 1)) }
        /// Mirrors `saturation(_:)`.
        public static func saturation(_ amount: Double) -> Filter { matrix(.saturation(amount.isFinite ? max(0, amount) : 1)) }
        /// Mirrors `grayscale(_:)`.
        public static func grayscale(_ amount: Double) -> Filter { matrix(.saturation(1 - (amount.isFinite ? min(1, max(0, amount)) : 0))) }
        /// Mirrors `hueRotation(_:)`.
        public static func hueRotation(_ angle: Angle) -> Filter { matrix(.hueRotation(angle.radians.isFinite ? angle : .zero)) }
        /// Mirrors `colorInvert(_:)`: 1 inverts fully, 0 leaves the colours.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isFinite ? min(1, max(0, amount)) : 1
            return matrix(ColorMatrix(rows: (0..<4).map { i in
                (0..<5).map { j in (1 - a) * ColorMatrix.identity.rows[i][j] + a * ColorMatrix.invert.rows[i][j] }
            }))
        }
        /// Mirrors `colorMultiply(_:)`: a system colour multiplies by its value in the context's
        /// appearance.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(effect: { _, env in .colorMatrix(.multiply(color.rgba(in: env))) }) }
        /// Mirrors `alphaThreshold(min:max:color:)`: each pixel whose opacity lies in
        /// `min...max` becomes `color`, every other one transparent (with a blur added after
        /// it, the blurred shapes melt together: "metaballs"). Bounds out of order or NaN keep
        /// nothing.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(effect: { _, env in
                guard !min.isNaN, !max.isNaN, min <= max else { return .alphaThreshold(min: 1, max: 0, color: color.rgba(in: env)) }
                return .alphaThreshold(min: min, max: max, color: color.rgba(in: env))
            })
        }
        /// Mirrors `projectionTransform(_:)`: the picture of each later drawing operation
        /// mapped by `matrix`, in the user space of the context the filter is added to (so a
        /// turn about the origin turns what is drawn about the context's origin). A matrix
        /// that is not finite or has no inverse is left out with a diagnostic.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            guard matrix.isFinite, matrix.isInvertible else {
                return Filter(problems: ["projectionTransform \(matrix) is not finite or not invertible; ignoring it"], make: { _, _ in nil })
            }
            var filter = Filter(make: { _, _ in nil })
            filter.projection = matrix
            return filter
        }
        /// Mirrors `luminanceToAlpha`.
        public static var luminanceToAlpha: Filter { matrix(.luminanceToAlpha) }

        private static func matrix(_ m: ColorMatrix) -> Filter { Filter(effect: { _, _ in .colorMatrix(m) }) }
    }

    /// Mirrors `addFilter(_:options:)`: every later drawing operation goes through `filter`.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        recorder.problems += filter.problems.map { "GraphicsContext filter: \($0)" }
        if let projection = filter.projection {
            // User space to canvas space: back through the context's transform, projected,
            // then forward again.
            let toCanvas = ProjectionTransform(transform), toUser = ProjectionTransform(transform.inverted())
            filters.append(.projection(toUser.concatenating(projection).concatenating(toCanvas)))
        } else if let effect = filter.make(canvasSize, environment) {
            filters.append(effect)
        }
    }

    // MARK: Drawing

    /// Mirrors `fill(_:with:style:)`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record([.fill(path, shading.paint(in: environment, bounds: path.boundingRect), style)])
    }
    /// Mirrors `stroke(_:with:style:)`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record([.stroke(path, shading.paint(in: environment, bounds: path.boundingRect), style)])
    }
    /// Mirrors `stroke(_:with:lineWidth:)`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Mirrors `drawLayer(content:)`: `content` draws into a new transparent layer (with this
    /// context's transform and a fresh state otherwise), which is then drawn as one with this
    /// context's opacity, blend mode, clips and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = CanvasRecorder(node: recorder.node)
        var inner = GraphicsContext(recorder: layer, size: canvasSize, environment: environment)
        inner.transform = transform
        try content(&inner)
        recorder.problems += layer.problems
        guard !layer.items.isEmpty else { return }
        recordInCanvasSpace(layer.items)
    }

    /// Records items drawn in user space under the context's state.
    func record(_ items: [DisplayItem]) {
        recordInCanvasSpace([.group(transform: transform, opacity: 1, clip: nil, items: items)])
    }

    /// Wraps items in canvas space in the filters, clips, opacity and blend mode. A filter
    /// applies to what is drawn after it, filters included: the last added acts first on the
    /// drawing, the first added last (so a threshold added before a blur acts on the blurred
    /// shapes).
    private func recordInCanvasSpace(_ items: [DisplayItem]) {
        var out = items
        for filter in filters.reversed() {
            switch filter {
            case .effect(let effect): out = [.effect(effect, items: out)]
            case .shadow(let shadow): out = [.shadow(shadow, items: out)]
            case .projection(let projection):
                // The picture is taken of what the operation draws; nothing drawn, nothing mapped.
                guard let bounds = out.drawnBounds else { return }
                out = [.effect(.projection(projection, bounds: bounds), items: out)]
            }
        }
        for clip in clips.reversed() {
            switch clip {
            case .path(let path, let style): out = [.effect(.clip(path, style), items: out)]
            case .layer(let mask, _): out = [.effect(.mask(mask), items: out)]
            }
        }
        let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 1
        if alpha <= 0 { return }
        if alpha < 1 { out = [.group(transform: .identity, opacity: alpha, clip: nil, items: out)] }
        if blendMode != .normal { out = [.effect(.blend(blendMode.mode), items: out)] }
        recorder.items.append(contentsOf: out)
    }
}
