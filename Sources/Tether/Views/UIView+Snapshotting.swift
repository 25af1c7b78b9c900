import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension UIView {
    /// Mirrors `drawHierarchy(in:afterScreenUpdates:)`: draws the view and its subviews as they
    /// show on screen — backgrounds, layers, labels, images, a `UIHostingController`'s SwiftUI
    /// content — scaled into `rect` of the current context (`UIGraphicsImageRenderer`'s). A
    /// headless view has no pending screen update to wait for: pending `layoutSubviews()` run
    /// first either way. False (with a report) without a current context or with a
    /// non-finite rectangle, as UIKit returns false when the snapshot is incomplete.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsContextStack.context(for: "UIView.drawHierarchy(in:afterScreenUpdates:)") else { return false }
        return drawHierarchy(into: context, in: rect)
    }

    /// Draws the view and its subviews scaled into `rect` of `context`'s user space; false
    /// (with a report) when they cannot be drawn.
    func drawHierarchy(into context: CGContext, in rect: CGRect) -> Bool {
        guard context.finite(rect, "drawHierarchy(in:afterScreenUpdates:)") else { return false }
        let target = rect.standardized
        layoutIfNeeded()
        let size = CGSize(width: abs(bounds.width), height: abs(bounds.height))
        guard size.width.isFinite, size.height.isFinite else {
            context.report("UIView.drawHierarchy(in:afterScreenUpdates:) of a view with non-finite bounds \(bounds); nothing is drawn")
            return false
        }
        guard size.width > 0, size.height > 0, target.width > 0, target.height > 0 else { return true }
        // The snapshot is drawn with as many pixels as it covers in the image.
        let ctm = context.state.ctm
        let ctmScale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        var scale = context.scale * ctmScale * max(target.width / size.width, target.height / size.height)
        let limit = CGFloat(UIGraphicsImageRenderer.maxPixels)
        if size.width * size.height * scale * scale > limit { scale = (limit / (size.width * size.height)).squareRoot() * 0.99 }
        guard scale.isFinite, scale > 0, let raster = snapshotRaster(size: size, scale: scale) else { return false }
        context.recordImage(raster, in: target)
        return true
    }

    /// Mirrors `snapshotView(afterScreenUpdates:)`: a view of the receiver's size showing what
    /// it draws now (a `UIImageView` of its snapshot at the screen's scale); nil for a view
    /// of empty or non-finite bounds.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        layoutIfNeeded()
        let size = CGSize(width: abs(bounds.width), height: abs(bounds.height))
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: afterUpdates)
        }
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: frame.origin, size: size)
        return view
    }

    /// The view's hierarchy drawn at `scale`, at the origin, without its own transform (as
    /// UIKit draws a view's layer into a context), transparent where nothing draws.
    private func snapshotRaster(size: CGSize, scale: CGFloat) -> RasterImage? {
        let reporter = SnapshotReporter()
        var snapshot = UIViewSnapshot.make(root: self, host: reporter)
        snapshot.rect.origin = .zero
        snapshot.transform = nil
        let host = ViewHost(UIViewDrawing(snapshot: snapshot), size: size)
        host.isOffscreen = true
        host.drawsWindowBackground = false
        host.update()
        for diagnostic in host.diagnostics { UIKitDiagnostics.report(diagnostic.kind, diagnostic.message) }
        do {
            return try RasterImage(encoded: host.pngData(scale: scale), scale: scale)
        } catch {
            UIKitDiagnostics.report(.other, "UIView.drawHierarchy(in:afterScreenUpdates:) could not draw \(type(of: self)): \(error)")
            return nil
        }
    }
}

/// Where problems found while taking a snapshot of a view hierarchy go: the diagnostics of
/// the host being updated, else the last one, as other UIKit problems.
@MainActor private final class SnapshotReporter: UIViewHierarchyHost {
    func hierarchyDidChange(sizeAffected: Bool) {}
    func report(_ kind: Diagnostic.Kind, _ message: String) { UIKitDiagnostics.report(kind, message) }
    var hostGraph: ViewGraph? { nil }
    var hostEnvironment: EnvironmentValues? { nil }
    /// A snapshot is placed in no host's space.
    func hostPoint(fromGlobal point: CGPoint) -> CGPoint? { nil }
    func globalPoint(fromHost point: CGPoint) -> CGPoint? { nil }
}
#endif
