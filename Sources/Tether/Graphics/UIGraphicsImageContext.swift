import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
/// Mirrors UIKit's `UIGraphicsBeginImageContext(_:)`: a bitmap context of `size` points at
/// scale 1, transparent, made current until `UIGraphicsEndImageContext()`. Sizes are made
/// sane as `UIGraphicsImageRenderer`'s are.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Mirrors UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: a bitmap context of `size`
/// points, black where nothing is drawn when `opaque`, at `scale` pixels per point (0: the main
/// screen's), made current until `UIGraphicsEndImageContext()`.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
/// view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let (canvas, pixelsPerPoint) = UIGraphicsImageRenderer.canvas(size, scale: scale == 0 ? UIScreen.mainScale : scale)
    let context = CGContext(size: canvas, scale: pixelsPerPoint)
    context.imageContextOpaque = opaque
    UIGraphicsContextStack.push(context)
}

/// Mirrors UIKit's `UIGraphicsGetImageFromCurrentImageContext()`: an image of what the current
/// image context has drawn; nil when the current context is not one
/// `UIGraphicsBeginImageContextWithOptions` made.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContextStack.current, let opaque = context.imageContextOpaque else { return nil }
    return UIImage(raster: context.rasterImage(opaque: opaque))
}

/// Mirrors UIKit's `UIGraphicsEndImageContext()`: the current image context is ended and the
/// previous context becomes current. When the current context is not an image context,
/// it is reported and nothing changes.
public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsContextStack.current, context.imageContextOpaque != nil else {
        UpdatingHost.reportMisuse("UIGraphicsEndImageContext() with no image context current; nothing changes")
        return
    }
    UIGraphicsContextStack.remove(context)
    context.isDrawable = false
}
#endif
