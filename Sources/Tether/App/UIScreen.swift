import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIScreen` as SwiftUI code
/// uses it, for `UIScreen.main.bounds`. The screen is the canvas of the host that is updating
/// (or updated last; 390×844 points, iPhone's portrait window, before any).
@MainActor @preconcurrency public final class UIScreen: NSObject {
    /// Mirrors `UIScreen.main`.
    public static let main = UIScreen()
    /// Mirrors `UIScreen.bounds`: the host's canvas, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: UpdatingHost.canvas) }
    /// Mirrors `UIScreen.nativeBounds`: the canvas in pixels at `scale`.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Mirrors `UIScreen.scale`: 2, the scale `ViewHost.pngData()` renders at by default.
    public var scale: CGFloat { UIScreen.mainScale }
    /// The main screen's scale, for what reads it off the main actor
    /// (`UIGraphicsImageRendererFormat.default()`).
    nonisolated static let mainScale: CGFloat = 2
}
