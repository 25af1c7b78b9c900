import Foundation

/// Mirrors SwiftUI's `ImageRenderer`: renders `content` at the size it takes for
/// `proposedSize`, `scale` pixels per point, as `cgImage` and `uiImage`; Tether's own
/// `pngData()` and `svg()` (in Host/) give the bytes.
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Badge").padding().background(Color.yellow))
/// renderer.scale = 3
/// try renderer.pngData()?.write(to: url)
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
    /// Mirrors `content`.
    public var content: Content
    /// Mirrors `proposedSize`.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Mirrors `scale`: pixels per point.
    public var scale: CGFloat = 1
    /// The problem of the last rendering, read through `lastError` (Tether's own).
    var renderingError: Error?

    /// Mirrors `init(content:)`.
    public init(content: Content) { self.content = content }

    /// A host laid out for the content at `proposedSize`, transparent where nothing draws
    /// (SwiftUI's `ImageRenderer` has no window background).
    func makeHost() -> ViewHost<Content> {
        let host = ViewHost(content, fitting: proposedSize)
        host.drawsWindowBackground = false
        host.update()
        return host
    }
}
