import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIImage` as SwiftUI code
/// uses it — `UIImage(named:)` from the asset catalogs, `UIImage(systemName:)`,
/// `UIImage(data:)` and `UIImage(contentsOfFile:)` for PNG and JPEG bytes — to be shown with
/// `Image(uiImage:)`; versions with another rendering mode or a tint colour
/// (`withRenderingMode(_:)`, `withTintColor(_:)`), and its pixels as PNG or JPEG bytes.
public final class UIImage: NSObject, @unchecked Sendable {
    let source: Image.Source
    /// Mirrors `renderingMode`: `.automatic` unless made by `withRenderingMode(_:)` or
    /// `withTintColor(_:renderingMode:)`.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor` gave the image: it fills the image's opaque pixels.
    let tint: UIColor?
    /// Mirrors `UIImage.size`: points (pixels over `scale`); zero for a symbol, whose size
    /// comes from the font it is drawn with.
    public let size: CGSize
    /// Mirrors `UIImage.scale`: pixels per point.
    public let scale: CGFloat
    /// A symbol's own configuration (`withConfiguration(_:)`); nil: unspecified.
    var symbolConfigurationStorage: SymbolConfiguration?

    init(raster: RasterImage) {
        source = .bitmap(raster); size = raster.pointSize; scale = raster.scale
        renderingMode = .automatic; tint = nil
    }

    /// Mirrors `UIImage()`: an empty image — no pixels, size zero, `pngData()` nil — what
    /// `@State private var image = UIImage()` starts from before a picture is picked.
    public override convenience init() {
        self.init(raster: RasterImage(pixelWidth: 0, pixelHeight: 0, pngData: Data()))
    }

    /// A copy of `image` with another rendering mode and tint.
    init(copying image: UIImage, renderingMode: RenderingMode, tint: UIColor?) {
        source = image.source; size = image.size; scale = image.scale
        self.renderingMode = renderingMode; self.tint = tint
        symbolConfigurationStorage = image.symbolConfigurationStorage
    }

    /// Mirrors `UIImage(named:)`: nil (with a diagnostic) when no catalog of the main bundle has it.
    public convenience init?(named name: String) { self.init(named: name, in: nil, with: nil) }
    /// Mirrors `UIImage(named:in:with:)`; the configuration is not used.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
        switch AssetCatalogs.cachedImage(named: name, bundle: bundle) {
        case .success(let raster): self.init(raster: raster)
        case .failure(let problem):
            ResourceDiagnostics.report(problem.message)
            return nil
        }
    }
    /// Mirrors `UIImage(systemName:)`: an SF Symbols name, drawn like `Image(systemName:)`.
    /// Nil when Tether's symbol table has no such name, as UIKit returns nil for unknown symbols.
    public init?(systemName name: String) {
        guard SymbolCatalog.table[name] != nil else { return nil }
        source = .symbol(name); size = .zero; scale = 1
        renderingMode = .automatic; tint = nil
    }
    /// Mirrors `UIImage(data:)`: PNG or JPEG bytes; nil for anything else.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    /// Mirrors `UIImage(data:scale:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let raster = try? RasterImage(encoded: data, scale: scale > 0 && scale.isFinite ? scale : 1) else { return nil }
        self.init(raster: raster)
    }
    /// Mirrors `UIImage(contentsOfFile:)`: a PNG or JPEG file; `@2x`/`@3x` in the name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }
}
