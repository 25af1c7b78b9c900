import Foundation

extension UIImage {
    /// Mirrors UIKit's `UIImage.RenderingMode`: whether an image draws its own colours or is a
    /// template whose opaque pixels take the tint (`Image(uiImage:)`: the foreground style).
    public enum RenderingMode: Int, Sendable {
        /// Mirrors `.automatic`: symbols are templates, bitmaps draw their own colours.
        case automatic = 0
        /// Mirrors `.alwaysOriginal`.
        case alwaysOriginal = 1
        /// Mirrors `.alwaysTemplate`.
        case alwaysTemplate = 2
    }

    /// Mirrors `withRenderingMode(_:)`: the same image (and tint) in another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: tint)
    }

    /// Mirrors `withTintColor(_:)`: the image filled with `color` where it is opaque (a
    /// bitmap's colours give way to the tint, its alpha stays; a symbol always draws in the
    /// tint), in the same rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: color)
    }

    /// Mirrors `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: color)
    }

    /// Mirrors `isSymbolImage`: made by `UIImage(systemName:)`.
    public var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// How SwiftUI's `Image(uiImage:)` draws the image: nil (the image's own mode) for
    /// `.automatic`.
    var templateRenderingMode: Image.TemplateRenderingMode? {
        switch renderingMode {
        case .automatic: return nil
        case .alwaysOriginal: return .original
        case .alwaysTemplate: return .template
        }
    }
}
