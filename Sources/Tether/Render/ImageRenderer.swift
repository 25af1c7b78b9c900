import Foundation

/// Mirrors SwiftUI's `ImageRenderer`: renders `content` at the size it takes for
/// `proposedSize`, `scale` pixels per point. Tether adds `pngData()` and `svg()` in place
/// of `cgImage`/`uiImage`.
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Badge").padding().background(Color.yellow))
/// renderer.scale = 3
/// try renderer.pngData()?.write(to: url)
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    /// The last rendering's problem, if any (Tether's own).
    public private(set) var lastError: Error?

    public init(content: Content) { self.content = content }

    private func host() -> ViewHost<Content> {
        let host = ViewHost(content, fitting: proposedSize)
        host.update()
        return host
    }

    /// The content as PNG bytes, or nil (with `lastError` set) when it cannot be rendered.
    public func pngData() -> Data? {
        do {
            lastError = nil
            return try host().pngData(scale: scale)
        } catch {
            lastError = error
            return nil
        }
    }

    /// The content as a self-contained SVG document.
    public func svg() -> String { host().svg() }

    /// The size of the rendered image in points.
    public var size: CGSize {
        let host = host()
        return host.size
    }
}
