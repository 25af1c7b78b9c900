import Foundation

/// Mirrors SwiftUI's `Image`. `Image(systemName:)` draws an SF Symbols name with a glyph of
/// the Material Icons font, sized from the environment's font, Dynamic Type size and
/// `imageScale` as iOS sizes symbols (a body-size `checkmark.circle.fill` is 17 pt wide and a
/// text line tall, its 17 × 17 glyph centred);
/// a name without a glyph draws a visible placeholder of the point size and reports a diagnostic.
nonisolated public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case symbol(String)
        case bitmap(RasterImage)
        /// An image set of the asset catalogs of a bundle (nil: the main bundle), read at resolve.
        case catalog(String, Bundle?)
    }
    let source: Source
    var isResizable = false
    /// Set by `renderingMode(_:)`; nil: the image's own (a catalog set's "Render As").
    var templateRenderingMode: TemplateRenderingMode?
    /// Set by `symbolRenderingMode(_:)`.
    var symbolRendering: SymbolRenderingMode?
    /// A `UIImage`'s `withTintColor` colour: it fills the image's opaque pixels, whatever the
    /// foreground style.
    var fixedTint: Color?
    /// Set by `interpolation(_:)`; nil: the renderer's own smoothing.
    var interpolation: Interpolation?

    /// Mirrors `init(systemName:)`.
    public init(systemName: String) { source = .symbol(systemName) }
    /// Mirrors `init(systemName:variableValue:)` (iOS 16): the symbol with its variable parts
    /// filled up to `variableValue` (0...1). Tether's symbol font has no variable layers, so
    /// the whole symbol is drawn whatever the value.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    init(source: Source) { self.source = source }

    /// Mirrors `resizable(capInsets:resizingMode:)`: the image takes the size it is offered.
    /// Tether stretches the whole image (cap insets and tiling are not drawn).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }

    /// Mirrors `Image.Interpolation`: how a bitmap drawn at another size than its pixels' is
    /// sampled.
    public enum Interpolation: Hashable, Sendable {
        /// Each point takes its nearest pixel: hard-edged, as pixel art wants.
        case none
        case low, medium, high
    }

    /// Mirrors `interpolation(_:)`: a bitmap scaled up or down is sampled at this quality —
    /// `.none` and `.low` take the nearest pixel (no smoothing), `.medium` and `.high` blend
    /// neighbouring pixels (bilinear when enlarging), as without the modifier. SVG output asks for
    /// `image-rendering="pixelated"` under `.none` and `.low`. Symbols are drawn as outlines,
    /// which interpolation does not touch.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self; i.interpolation = interpolation; return i
    }

    /// Mirrors `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Mirrors `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large
        /// A symbol's size as a fraction of the font's point size (measured on iOS with
        /// `circle.fill`; the large `globe` beside body text is drawn about 21.6 pt wide).
        var factor: CGFloat {
            switch self {
            case .small: return 0.7886
            case .medium: return 0.9961
            case .large: return 1.272
            }
        }
    }
}

extension Image: View {
    public typealias Body = Never
}

/// An image's layout: its natural size, or the proposal when resizable.
struct ImageLayout: NodeLayout, Equatable {
    let natural: CGSize
    let resizable: Bool
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    }
}

/// Draws a symbol glyph scaled to the node's size, or a placeholder box with a cross.
struct SymbolDrawing: NodeDrawing {
    let glyph: SymbolGlyph?
    /// The symbol points forward or backward, so it is mirrored in right-to-left layouts.
    var isDirectional = false
    /// A `UIImage`'s tint colour, drawn in place of the foreground style.
    var tint: Color? = nil
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        // Under an active `.disappear` symbol effect the symbol has gone; its space stays.
        if environment.symbolsDisappeared { return [] }
        let paint = (tint.map(ResolvedPaint.color) ?? .foreground(level: 0)).paint(in: environment, bounds: CGRect(origin: .zero, size: size))
        if environment.drawsRedacted {
            return [.fill(RedactionPlaceholder.box(CGRect(origin: .zero, size: size)), RedactionPlaceholder.paint(paint), FillStyle())]
        }
        return SymbolDrawing.items(glyph: glyph, in: CGRect(origin: .zero, size: size), paint: paint,
                                   mirrored: isDirectional && environment.layoutDirection == .rightToLeft)
    }

    /// A symbol's glyph filling `rect` (mirrored about its centre when `mirrored`), or a
    /// crossed box where there is no glyph: what a symbol image draws, alone or in text.
    static func items(glyph: SymbolGlyph?, in rect: CGRect, paint: Paint, mirrored: Bool) -> [DisplayItem] {
        guard let glyph else {
            var cross = Path()
            cross.move(to: CGPoint(x: rect.minX, y: rect.minY)); cross.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            cross.move(to: CGPoint(x: rect.maxX, y: rect.minY)); cross.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            let box = Path(rect.insetBy(dx: 0.5, dy: 0.5))
            return [.stroke(box, paint, StrokeStyle(lineWidth: 1)), .stroke(cross, paint, StrokeStyle(lineWidth: 1))]
        }
        var placement = SymbolCatalog.placement(of: glyph, in: rect)
        if mirrored {
            placement = placement.concatenating(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
        }
        return [.fill(glyph.path.applying(placement), paint, FillStyle())]
    }
}

/// Draws a bitmap stretched over the node's size; as a template image, the foreground style
/// fills the bitmap's opaque pixels (its alpha is the mask, its colours are ignored); with a
/// `UIImage`'s tint, the tint fills them.
struct BitmapDrawing: NodeDrawing {
    let image: RasterImage
    var isTemplate = false
    var tint: Color? = nil
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let rect = CGRect(origin: .zero, size: size)
        if environment.drawsRedacted {
            let paint = ResolvedPaint.foreground(level: 0).paint(in: environment, bounds: rect)
            return [.fill(RedactionPlaceholder.box(rect), RedactionPlaceholder.paint(paint), FillStyle())]
        }
        guard isTemplate || tint != nil else { return [.image(image, rect)] }
        let paint = (tint.map(ResolvedPaint.color) ?? .foreground(level: 0)).paint(in: environment, bounds: rect)
        return BitmapDrawing.items(image, in: rect, fill: paint)
    }

    /// `image` stretched over `rect` in its own colours, or with `fill` filling its opaque
    /// pixels (a template or tinted image): what a bitmap image draws, alone or in text.
    static func items(_ image: RasterImage, in rect: CGRect, fill: Paint?) -> [DisplayItem] {
        guard let fill else { return [.image(image, rect)] }
        return [.effect(.mask([.image(image, rect)]), items: [.fill(Path(rect), fill, FillStyle())])]
    }
}

extension Image {
    /// The symbol drawn for `named` in `env`: its variant for the environment's symbol
    /// variants (`.fill`, `.circle`…) when Tether has one, else the name itself.
    static func drawnSymbolName(_ named: String, in env: EnvironmentValues) -> String {
        env.symbolVariants.name(varying: named).flatMap { SymbolCatalog.table[$0] != nil ? $0 : nil } ?? named
    }
    /// Whether the catalog image `name` is drawn as a template: as `renderingMode(_:)` says,
    /// else as its image set's "Render As".
    func rendersCatalogImageAsTemplate(named name: String, bundle: Bundle?) -> Bool {
        templateRenderingMode.map { $0 == .template } ?? AssetCatalogs.rendersAsTemplate(named: name, bundle: bundle)
    }
}

extension Image: ResolvableView {
    func resolve(in node: ViewNode) {
        let env = node.environment
        switch source {
        case .symbol(let named):
            let name = Image.drawnSymbolName(named, in: env)
            var pointSize = SymbolCatalog.pointSize(in: env)
            if pointSize > SymbolCatalog.maximumPointSize {
                node.graph.report(.invalidGeometry, "Symbol '\(name)' at \(pointSize) pt is larger than Tether draws; drawing it at \(SymbolCatalog.maximumPointSize) pt", at: node)
                pointSize = SymbolCatalog.maximumPointSize
            }
            let glyph = SymbolCatalog.glyph(systemName: name, pointSize: pointSize)
            if glyph == nil {
                if let fontError = SymbolCatalog.fontError() {
                    node.graph.report(.missingFont, fontError, at: node)
                } else {
                    node.graph.report(.unknownSymbol, "No symbol named '\(name)' in Tether's symbol table; drawing a placeholder", at: node)
                }
            }
            node.layout = ImageLayout(natural: glyph.map(SymbolCatalog.frameSize(of:)) ?? CGSize(width: pointSize, height: pointSize),
                                      resizable: isResizable)
            node.drawing = SymbolDrawing(glyph: glyph, isDirectional: SymbolCatalog.isDirectional(name), tint: fixedTint)
        case .bitmap(var raster):
            raster.interpolation = interpolation
            node.layout = ImageLayout(natural: raster.pointSize, resizable: isResizable)
            node.drawing = BitmapDrawing(image: raster, isTemplate: templateRenderingMode == .template, tint: fixedTint)
        case .catalog(let name, let bundle):
            switch AssetCatalogs.cachedImage(named: name, bundle: bundle) {
            case .success(var raster):
                raster.interpolation = interpolation
                node.layout = ImageLayout(natural: raster.pointSize, resizable: isResizable)
                let template = rendersCatalogImageAsTemplate(named: name, bundle: bundle)
                node.drawing = BitmapDrawing(image: raster, isTemplate: template)
            case .failure(let problem):
                // SwiftUI draws nothing for an image it cannot find.
                node.graph.report(.missingResource, problem.message, at: node)
                node.layout = ImageLayout(natural: .zero, resizable: isResizable)
                node.drawing = nil
            }
        }
        node.setChildren([])
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `imageScale` environment value.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `imageScale(_:)`.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
