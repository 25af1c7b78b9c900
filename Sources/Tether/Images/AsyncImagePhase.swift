import Foundation

/// Mirrors SwiftUI's `AsyncImagePhase`: where an `AsyncImage`'s load is.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed with this error.
    case failure(any Error)

    /// Mirrors `image`: the loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// Mirrors `error`: why the load failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
