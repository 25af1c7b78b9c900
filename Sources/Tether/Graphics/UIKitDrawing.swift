import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension UIColor {
    /// Mirrors `setFill()`: the current context fills with this colour (its light appearance,
    /// as `cgColor`).
    public func setFill() {
        UIGraphicsContextStack.context(for: "UIColor.setFill()")?.setFillColor(cgColor)
    }
    /// Mirrors `setStroke()`: the current context strokes with this colour.
    public func setStroke() {
        UIGraphicsContextStack.context(for: "UIColor.setStroke()")?.setStrokeColor(cgColor)
    }
    /// Mirrors `set()`: the current context fills and strokes with this colour.
    public func set() {
        guard let context = UIGraphicsContextStack.context(for: "UIColor.set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}

extension UIBezierPath {
    /// Mirrors `fill()`: fills the path in the current context with its fill colour, by the
    /// path's fill rule (`usesEvenOddFillRule`).
    public func fill() { fill(with: .normal, alpha: 1) }
    /// Mirrors `fill(with:alpha:)`: composited by `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.context(for: "UIBezierPath.fill()") else { return }
        draw(in: context, blendMode: blendMode, alpha: alpha) { context in
            context.fillPath(using: self.usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }
    /// Mirrors `stroke()`: strokes the path in the current context with its stroke colour and
    /// the path's `lineWidth`, `lineCapStyle`, `lineJoinStyle` and `miterLimit`.
    public func stroke() { stroke(with: .normal, alpha: 1) }
    /// Mirrors `stroke(with:alpha:)`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.context(for: "UIBezierPath.stroke()") else { return }
        draw(in: context, blendMode: blendMode, alpha: alpha) { context in
            context.setLineWidth(self.lineWidth)
            context.setLineCap(self.lineCapStyle)
            context.setLineJoin(self.lineJoinStyle)
            context.setMiterLimit(self.miterLimit)
            context.strokePath()
        }
    }
    /// Mirrors `addClip()`: intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsContextStack.context(for: "UIBezierPath.addClip()") else { return }
        let kept = context.currentPath
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.currentPath = kept
    }

    /// Runs `paint` with the path as the context's current path, in a saved state with the
    /// blend mode and alpha; the context's own path is kept.
    private func draw(in context: CGContext, blendMode: CGBlendMode, alpha: CGFloat, _ paint: (CGContext) -> Void) {
        let kept = context.currentPath
        context.saveGState()
        context.setBlendMode(blendMode)
        if alpha.isNaN {
            context.report("UIBezierPath got a NaN alpha; it is drawn opaque")
        } else {
            context.setAlpha(CGFloat(context.state.alpha) * min(1, max(0, alpha)))
        }
        context.beginPath()
        context.addPath(cgPath)
        paint(context)
        context.restoreGState()
        context.currentPath = kept
    }
}

/// Mirrors UIKit's `UIRectFill(_:)`: fills the rectangle in the current context with the
/// fill colour, replacing what is there (the `.copy` blend mode, as UIKit's does).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Mirrors UIKit's `UIRectFillUsingBlendMode(_:_:)`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsContextStack.context(for: "UIRectFill") else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Mirrors UIKit's `UIRectClip(_:)`: intersects the current context's clip with the rectangle.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsContextStack.context(for: "UIRectClip")?.clip(to: rect)
}
#endif
