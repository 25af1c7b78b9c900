import Foundation

extension Color {
    /// Mirrors SwiftUI's `Color(_:bundle:)`: the colour set `name` of the bundle's asset
    /// catalogs (nil: the main bundle, which on Linux includes the executable's SwiftPM resource
    /// bundles), in its light appearance. A name that is not there is clear, with a diagnostic.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(AssetCatalogs.color(named: name, bundle: bundle) ?? .clear, name: name)
    }
}
