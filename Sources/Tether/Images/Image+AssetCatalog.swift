import Foundation

extension Image {
    /// Mirrors SwiftUI's `Image(_:bundle:)`: the image set `name` of the bundle's asset
    /// catalogs (nil: the main bundle, which on Linux includes the executable's SwiftPM resource
    /// bundles). The scale that best fits the render scale is drawn; a name that is not there
    /// draws nothing and reports a diagnostic.
    public init(_ name: String, bundle: Bundle? = nil) { source = .catalog(name, bundle) }
    /// Mirrors SwiftUI's `Image(_:bundle:label:)`; the label is for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .catalog(name, bundle) }
    /// Mirrors SwiftUI's `Image(decorative:bundle:)`: a catalog image without an accessibility label.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .catalog(name, bundle) }
    /// Mirrors SwiftUI's `Image(uiImage:)`: drawn in the image's rendering mode; an image
    /// made by `withTintColor` draws in its tint unless it is `.alwaysTemplate` (then, as any
    /// template, in the foreground style).
    public init(uiImage: UIImage) {
        source = uiImage.source
        templateRenderingMode = uiImage.templateRenderingMode
        if uiImage.renderingMode != .alwaysTemplate { fixedTint = uiImage.tint.map { Color(uiColor: $0) } }
    }
}
