import Foundation

/// Mirrors `ImageResource` (Apple's DeveloperToolsSupport): an image set of a bundle's asset
/// catalogs, as Xcode's generated asset symbols name them (`Image(.photo)`). Tether's
/// `GenerateAssetSymbols` build-tool plugin generates the symbols from a target's catalogs.
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle
    /// Mirrors `ImageResource(name:bundle:)`.
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

/// Mirrors `ColorResource` (Apple's DeveloperToolsSupport): a colour set of a bundle's asset
/// catalogs, as Xcode's generated asset symbols name them (`Color(.brand)`).
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle
    /// Mirrors `ColorResource(name:bundle:)`.
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

extension Image {
    /// Mirrors SwiftUI's `Image(_: ImageResource)`.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color {
    /// Mirrors SwiftUI's `Color(_: ColorResource)`.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIImage {
    /// Mirrors UIKit's `UIImage(resource:)`.
    public convenience init(resource: ImageResource) {
        switch AssetCatalogs.cachedImage(named: resource.name, bundle: resource.bundle) {
        case .success(let raster): self.init(raster: raster)
        case .failure(let problem):
            ResourceDiagnostics.report(problem.message)
            self.init(raster: RasterImage(pixelWidth: 0, pixelHeight: 0, pngData: Data()))
        }
    }
}

extension UIColor {
    /// Mirrors UIKit's `UIColor(resource:)`: the set's light and dark appearances; clear, with
    /// a diagnostic, when the set is missing.
    public convenience init(resource: ColorResource) {
        let set = AssetCatalogs.color(named: resource.name, bundle: resource.bundle)
        self.init(set?.color(named: nil) ?? Color(.clear), name: resource.name)
    }
}
