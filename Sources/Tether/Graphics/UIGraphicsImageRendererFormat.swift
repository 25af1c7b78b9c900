import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIGraphicsRendererFormat`,
/// the base of a graphics renderer's format.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// Mirrors `bounds`: the renderer's bounds, set when a renderer takes the format.
    public internal(set) var bounds: CGRect = .zero

    /// Mirrors `init()`.
    public required override init() { super.init() }

    /// Mirrors `default()`: the format for the main screen.
    open class func `default`() -> Self { Self.init() }
    /// Mirrors `preferred()`: the most capable format for the main screen (Tether's is the
    /// default one).
    open class func preferred() -> Self { Self.init() }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIGraphicsImageRendererFormat`, the scale and opacity of the images a
/// `UIGraphicsImageRenderer` makes. A new or default format has the main screen's scale
/// (`UIScreen.main.scale`, 2 in Tether) and is not opaque.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat.default()
/// format.scale = 1
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
/// ```
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Mirrors `UIGraphicsImageRendererFormat.Range`, the colour range of the images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Mirrors `scale`: pixels per point of the images. Zero, negative or non-finite is
    /// reported when an image is made and taken as the main screen's scale.
    open var scale: CGFloat = UIScreen.mainScale
    /// Mirrors `opaque`: an opaque image has no alpha; what is not drawn is black, as UIKit's
    /// opaque bitmap starts out.
    open var opaque = false
    /// Mirrors `preferredRange`. Tether draws 8-bit sRGB images in every range (the standard
    /// range), so the setting is kept without effect.
    open var preferredRange: Range = .automatic
    /// Mirrors the deprecated `prefersExtendedRange`: `preferredRange == .extended`.
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// Mirrors `init()`.
    public required init() { super.init() }
    /// Mirrors `init(for:)`: the traits' display scale, when they have one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        let scale = traitCollection.displayScale
        if scale.isFinite, scale > 0 { self.scale = scale }
    }
}
#endif
