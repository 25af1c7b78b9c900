import Foundation

extension Color {
    /// Mirrors SwiftUI's `Color(_:bundle:)`: the colour set `name` of the bundle's asset
    /// catalogs (nil: the main bundle, which on Linux includes the executable's SwiftPM resource
    /// bundles), with its dark and high-contrast appearances when the set has them. A name that
    /// is not there is clear, with a diagnostic.
    public init(_ name: String, bundle: Bundle? = nil) {
        let set = AssetCatalogs.color(named: name, bundle: bundle)
        self = set?.color(named: name) ?? Color(.clear, name: name)
    }
}
