import Foundation

extension GraphicsContext {
    /// Mirrors `GraphicsContext.BlendMode`: the blend modes a context draws with.
    public struct BlendMode: Hashable, Sendable {
        let mode: Tether.BlendMode
        public static let normal = BlendMode(mode: .normal)
        public static let multiply = BlendMode(mode: .multiply)
        public static let screen = BlendMode(mode: .screen)
        public static let overlay = BlendMode(mode: .overlay)
        public static let darken = BlendMode(mode: .darken)
        public static let lighten = BlendMode(mode: .lighten)
        public static let colorDodge = BlendMode(mode: .colorDodge)
        public static let colorBurn = BlendMode(mode: .colorBurn)
        public static let softLight = BlendMode(mode: .softLight)
        public static let hardLight = BlendMode(mode: .hardLight)
        public static let difference = BlendMode(mode: .difference)
        public static let exclusion = BlendMode(mode: .exclusion)
        public static let hue = BlendMode(mode: .hue)
        public static let saturation = BlendMode(mode: .saturation)
        public static let color = BlendMode(mode: .color)
        public static let luminosity = BlendMode(mode: .luminosity)
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        public static let destinationOver = BlendMode(mode: .destinationOver)
        public static let destinationOut = BlendMode(mode: .destinationOut)
        public static let plusDarker = BlendMode(mode: .plusDarker)
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }

    /// Mirrors `GraphicsContext.GradientOptions`: how a shading's gradient continues beyond
    /// its ends (its end colours by default) and the space its colours blend in.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors `.repeat`: beyond its ends the gradient starts again from its first colour.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Mirrors `.mirror`: beyond its ends the gradient runs back and forth (with `.repeat`
        /// too, it mirrors).
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Mirrors `.linearColor`: colours blend in linear light rather than in sRGB's
        /// encoded components.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)

        /// The stops ready to draw: blended in linear light for `.linearColor`.
        func stops(of gradient: Gradient, appearance: ColorAppearance) -> [(RGBA, CGFloat)] {
            guard contains(.linearColor) else { return gradient.drawableStops(for: appearance) }
            return gradient.blended { a, b, t in Color.mixInLinearLight(a, b, by: t) }.drawableStops(for: appearance)
        }
        /// The paint continued beyond its ends as asked.
        func extending(_ paint: Paint) -> Paint {
            switch paint {
            case .linear, .radial, .elliptical:
                if contains(.mirror) { return .extended(paint, .mirroring) }
                if contains(.repeat) { return .extended(paint, .repeating) }
                return paint
            default: return paint
            }
        }
    }

    /// Mirrors `GraphicsContext.Shading`: what a fill or stroke paints with.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(ResolvedPaint)
            case linear(Gradient, CGPoint, CGPoint, GradientOptions)
            case radial(Gradient, CGPoint, CGFloat, CGFloat, GradientOptions)
            case conic(Gradient, CGPoint, Angle, GradientOptions)
        }
        let kind: Kind

        /// Mirrors `color(_:)`.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(.color(color))) }
        /// Mirrors `color(_:red:green:blue:opacity:)`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// Mirrors `color(_:white:opacity:)`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Mirrors `style(_:)`: any shape style (gradients over the drawn path's bounds).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(resolvePaint(style))) }
        /// Mirrors `foreground`: the environment's foreground style.
        public static var foreground: Shading { Shading(kind: .style(.foreground(level: 0))) }
        /// Mirrors `linearGradient(_:startPoint:endPoint:options:)`, with points in user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint, options))
        }
        /// Mirrors `radialGradient(_:center:startRadius:endRadius:options:)`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius, options))
        }
        /// Mirrors `conicGradient(_:center:angle:options:)`: the colours around `center` over a
        /// full turn, clockwise on screen from `angle` (0 points along +x). A conic gradient
        /// has no ends, so only `.linearColor` changes it.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle, options))
        }

        func paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
            switch kind {
            case .style(let paint): return paint.paint(in: env, bounds: bounds)
            case .linear(let gradient, let start, let end, let options):
                let stops = options.stops(of: gradient, appearance: ColorAppearance(env))
                guard !stops.isEmpty else { return .solid(.clear) }
                guard stops.count > 1, start.isFinite, end.isFinite, start != end else { return .solid(stops[stops.count - 1].0) }
                return options.extending(.linear(stops: stops, start: start, end: end))
            case .radial(let gradient, let center, let r0, let r1, let options):
                let stops = options.stops(of: gradient, appearance: ColorAppearance(env))
                guard !stops.isEmpty else { return .solid(.clear) }
                let a = r0.isFinite ? max(0, r0) : 0, b = r1.isFinite ? max(0, r1) : 0
                guard stops.count > 1, center.isFinite, a != b else { return .solid(stops[stops.count - 1].0) }
                return options.extending(.radial(stops: stops, center: center, startRadius: a, endRadius: b))
            case .conic(let gradient, let center, let angle, let options):
                let stops = options.stops(of: gradient, appearance: ColorAppearance(env))
                guard !stops.isEmpty else { return .solid(.clear) }
                guard stops.count > 1, center.isFinite, bounds.isFiniteRect else { return .solid(stops[stops.count - 1].0) }
                let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                               CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
                let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
                let start = angle.radians.isFinite ? angle.radians : 0
                return .angular(AngularSweep(stops: stops, center: center, startAngle: start, span: 2 * Double.pi, reach: 2 * reach + 10))
            }
        }
    }

    /// Mirrors `GraphicsContext.ResolvedText`: a text laid out with the context's environment.
    public struct ResolvedText {
        let text: Text
        let runs: [TextRun]
        /// Mirrors `shading`: what the text is filled with (its own colour by default).
        public var shading: Shading

        /// Mirrors `measure(in:)`: the text's size when wrapped to `size.width`.
        public func measure(in size: CGSize) -> CGSize { layout(width: size.width).size }
        /// Mirrors `firstBaseline(in:)`.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(width: size.width).firstBaseline }
        /// Mirrors `lastBaseline(in:)`.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(width: size.width).lastBaseline }

        func layout(width: CGFloat?) -> TextLayout {
            TextEngine.layout(runs, maxWidth: width, lineLimit: nil, lineSpacing: 0, alignment: .leading, truncation: .tail)
        }
    }

    /// Mirrors `resolve(_:)` for text.
    public func resolve(_ text: Text) -> ResolvedText {
        let localized = recorder.node.map { text.localized(for: $0) } ?? text.resolvedContent(in: environment) { _ in }
        return ResolvedText(text: localized, runs: localized.runs(in: environment) { recorder.problems.append($1) }.runs,
                            shading: localized.uniformForeground.map { Shading(kind: .style($0)) } ?? .foreground)
    }

    /// Mirrors `draw(_:at:anchor:)` for resolved text: its `anchor` at `point`, unwrapped.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let laidOut = text.layout(width: nil)
        let origin = CGPoint(x: point.x - anchor.x * laidOut.size.width, y: point.y - anchor.y * laidOut.size.height)
        draw(laidOut, of: text, in: CGRect(origin: origin, size: laidOut.size))
    }
    /// Mirrors `draw(_:in:)` for resolved text: wrapped to the rectangle's width, from its top leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.layout(width: rect.width), of: text, in: rect)
    }
    /// Mirrors `draw(_:at:anchor:)` for text.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    /// Mirrors `draw(_:in:)` for text.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    private func draw(_ laidOut: TextLayout, of text: ResolvedText, in rect: CGRect) {
        guard rect.origin.isFinite else { return }
        let path = laidOut.path().offsetBy(dx: rect.minX, dy: rect.minY)
        if !path.isEmpty { fill(path, with: text.shading) }
        for placed in laidOut.inlineImages() {
            let box = placed.rect.offsetBy(dx: rect.minX, dy: rect.minY)
            record(placed.image.drawing(in: box, fill: text.shading.paint(in: environment, bounds: box)))
        }
    }

    /// Mirrors `GraphicsContext.ResolvedImage`: an image ready to draw, with its size.
    public struct ResolvedImage {
        let image: Image
        let raster: RasterImage?
        let symbol: SymbolGlyph?
        /// Mirrors `size`: the image's natural size in points.
        public let size: CGSize
        /// Mirrors `baseline`.
        public var baseline: CGFloat { size.height }
        /// Mirrors `shading`: what a symbol image is filled with.
        public var shading: Shading?
    }

    /// Mirrors `resolve(_:)` for images: bitmaps, catalog images and symbols.
    public func resolve(_ image: Image) -> ResolvedImage {
        switch image.source {
        case .bitmap(let raster):
            return ResolvedImage(image: image, raster: raster, symbol: nil, size: raster.pointSize, shading: nil)
        case .catalog(let name, let bundle):
            if case .success(let raster) = AssetCatalogs.cachedImage(named: name, bundle: bundle) {
                return ResolvedImage(image: image, raster: raster, symbol: nil, size: raster.pointSize, shading: nil)
            }
            recorder.problems.append("Canvas could not find image '\(name)'; drawing nothing")
            return ResolvedImage(image: image, raster: nil, symbol: nil, size: .zero, shading: nil)
        case .symbol(let name):
            let glyph = SymbolCatalog.glyph(systemName: name, pointSize: SymbolCatalog.pointSize(in: environment))
            if glyph == nil { recorder.problems.append("No symbol named '\(name)' in Tether's symbol table; drawing nothing") }
            return ResolvedImage(image: image, raster: nil, symbol: glyph, size: glyph.map(SymbolCatalog.frameSize(of:)) ?? .zero,
                                 shading: .foreground)
        }
    }

    /// Mirrors `draw(_:in:style:)` for resolved images: stretched over the rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        if let raster = image.raster {
            record([DisplayItem.image(raster, rect)])
        } else if let glyph = image.symbol, glyph.size.width > 0, glyph.size.height > 0 {
            let t = SymbolCatalog.placement(of: glyph, in: rect)
            fill(glyph.path.applying(t), with: image.shading ?? .foreground, style: style)
        }
    }
    /// Mirrors `draw(_:at:anchor:)` for resolved images: natural size, `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
                               width: image.size.width, height: image.size.height))
    }
    /// Mirrors `draw(_:in:style:)` for images.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    /// Mirrors `draw(_:at:anchor:)` for images.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
}
