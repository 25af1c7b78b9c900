import Foundation

/// Mirrors SwiftUI's `ImagePaint`: a shape style that fills with an image, repeated in both
/// directions from the top leading corner of what it fills. `sourceRect` (unit coordinates)
/// picks the part of the image that repeats, `scale` sizes it. Bitmap and asset-catalog
/// images paint; a symbol image or a missing one paints nothing.
nonisolated public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    var paint: ResolvedPaint {
        let raster: RasterImage?
        switch image.source {
        case .bitmap(let r): raster = r
        case .catalog(let name, let bundle): raster = try? AssetCatalogs.cachedImage(named: name, bundle: bundle).get()
        case .symbol: raster = nil
        }
        // A source part outside the unit square, empty or non-finite, or a scale that is not
        // positive and finite, paints nothing.
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let part = sourceRect.isFiniteRect ? sourceRect.standardized.intersection(unit) : .null
        guard !part.isNull, part.width > 0, part.height > 0, scale.isFinite, scale > 0 else {
            return .image(nil, sourceRect: unit, scale: 1)
        }
        return .image(raster, sourceRect: part, scale: scale)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// Mirrors `image(_:sourceRect:scale:)`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
