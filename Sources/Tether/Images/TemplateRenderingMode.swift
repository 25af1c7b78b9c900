import Foundation

extension Image {
    /// Mirrors `Image.TemplateRenderingMode`: whether an image draws its own colours
    /// (`.original`) or is a template whose opaque pixels take the foreground style (`.template`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Mirrors `renderingMode(_:)`: draws the image as a template or with its own colours;
    /// nil keeps the image's own mode (a catalog image set's "Render As" setting, else original).
    /// Symbols are templates either way in Tether: their icons have no colours of their own.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self; image.templateRenderingMode = renderingMode; return image
    }
}
