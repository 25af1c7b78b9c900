import Foundation

extension ImageRenderer {
    /// The last rendering's problem, if any (Tether's own).
    public var lastError: Error? { renderingError }

    /// The content as PNG bytes, or nil (with `lastError` set) when it cannot be rendered
    /// (Tether's own; `cgImage` and `uiImage` give the pixels).
    public func pngData() -> Data? {
        do {
            renderingError = nil
            return try makeHost().pngData(scale: scale)
        } catch {
            renderingError = error
            return nil
        }
    }

    /// The content as a self-contained SVG document (Tether's own).
    public func svg() -> String { makeHost().svg() }

    /// The size of the rendered image in points (Tether's own).
    public var size: CGSize { makeHost().size }
}
