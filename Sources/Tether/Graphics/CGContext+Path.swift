import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// Mirrors `CGContext`'s current path: built in user space, kept in the image's space (each
/// point goes through the CTM of the moment it is added, as in Core Graphics), consumed by
/// `fillPath`, `strokePath`, `drawPath(using:)` and `clip(using:)`.
extension CGContext {
    /// Mirrors `beginPath()`: forgets the current path.
    public func beginPath() { currentPath = Path() }
    /// Mirrors `move(to:)`: starts a subpath.
    public func move(to point: CGPoint) {
        guard finite(point.x, point.y, "move(to:)") else { return }
        currentPath.move(to: point.applying(state.ctm))
    }
    /// Mirrors `addLine(to:)`: a line from the current point (a lone point starts a subpath).
    public func addLine(to point: CGPoint) {
        guard finite(point.x, point.y, "addLine(to:)") else { return }
        if currentPath.isEmpty {
            report("CGContext.addLine(to:) with no current point; it starts a subpath there")
            currentPath.move(to: point.applying(state.ctm))
        } else {
            currentPath.addLine(to: point.applying(state.ctm))
        }
    }
    /// Mirrors `addLines(between:)`: a subpath through the points.
    public func addLines(between points: [CGPoint]) {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            report("CGContext.addLines(between:) got a non-finite point; it is ignored")
            return
        }
        currentPath.addLines(points.map { $0.applying(state.ctm) })
    }
    /// Mirrors `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard finite(end.x, end.y, control1.x, control1.y, control2.x, control2.y, "addCurve(to:control1:control2:)") else { return }
        if currentPath.isEmpty { currentPath.move(to: end.applying(state.ctm)) }
        currentPath.addCurve(to: end.applying(state.ctm), control1: control1.applying(state.ctm), control2: control2.applying(state.ctm))
    }
    /// Mirrors `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard finite(end.x, end.y, control.x, control.y, "addQuadCurve(to:control:)") else { return }
        if currentPath.isEmpty { currentPath.move(to: end.applying(state.ctm)) }
        currentPath.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
    }
    /// Mirrors `addRect(_:)`: a closed subpath.
    public func addRect(_ rect: CGRect) {
        guard finite(rect, "addRect(_:)") else { return }
        currentPath.addRect(rect, transform: state.ctm)
    }
    /// Mirrors `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    /// Mirrors `addEllipse(in:)`: the ellipse inscribed in `rect`, a closed subpath.
    public func addEllipse(in rect: CGRect) {
        guard finite(rect, "addEllipse(in:)") else { return }
        currentPath.addEllipse(in: rect, transform: state.ctm)
    }
    /// Mirrors `addArc(center:radius:startAngle:endAngle:clockwise:)` (Core Graphics'
    /// `clockwise`: towards smaller angles, anticlockwise on screen in UIKit's space), joined
    /// to the current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard finite(center.x, center.y, radius, startAngle, endAngle, 0, "addArc(center:radius:startAngle:endAngle:clockwise:)") else { return }
        let path = CGMutablePath(path: currentPath)
        path.addArc(center: center, radius: abs(radius), startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
        currentPath = path.path
    }
    /// Mirrors `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard finite(tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius, 0, "addArc(tangent1End:tangent2End:radius:)") else { return }
        let path = CGMutablePath(path: currentPath)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: abs(radius), transform: state.ctm)
        currentPath = path.path
    }
    /// Mirrors `addPath(_:)`: `path`'s elements, through the CTM.
    public func addPath(_ path: CGPath) { currentPath.addPath(path.path, transform: state.ctm) }
    /// Mirrors `closePath()`: closes the current subpath.
    public func closePath() { if !currentPath.isEmpty { currentPath.closeSubpath() } }

    /// Mirrors `isPathEmpty`.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// Mirrors `currentPointOfPath`: in user space (`.zero` without a path).
    public var currentPointOfPath: CGPoint {
        guard let point = currentPath.currentPoint else { return .zero }
        return point.applying(state.ctm.inverted())
    }
    /// Mirrors `boundingBoxOfPath`: in user space (`.null` without a path).
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty else { return .null }
        return currentPath.boundingRect.applying(state.ctm.inverted())
    }
    /// Mirrors `path`: a copy of the current path in user space (nil without one).
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        return CGPath(path: currentPath.applying(state.ctm.inverted()))
    }
    /// Mirrors `replacePathWithStrokedPath()`: the current path becomes the outline its stroke
    /// would paint with the state's line width, caps, joins and dashes.
    public func replacePathWithStrokedPath() {
        let ctm = state.ctm
        guard !currentPath.isEmpty, ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return }
        currentPath = currentPath.applying(ctm.inverted()).strokedPath(strokeStyle).applying(ctm)
    }

    // MARK: Painting the path

    /// Mirrors `fillPath(using:)`: fills the current path with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        recordFill(currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }
    /// Mirrors `eoFillPath()`.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Mirrors `strokePath()`: strokes the current path with the stroke colour and empties it.
    public func strokePath() {
        recordStroke(currentPath)
        currentPath = Path()
    }
    /// Mirrors `drawPath(using:)`: fills, strokes, or fills then strokes the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: recordFill(currentPath, evenOdd: false)
        case .eoFill: recordFill(currentPath, evenOdd: true)
        case .stroke: recordStroke(currentPath)
        case .fillStroke: recordFill(currentPath, evenOdd: false); recordStroke(currentPath)
        case .eoFillStroke: recordFill(currentPath, evenOdd: true); recordStroke(currentPath)
        }
        currentPath = Path()
    }

    /// Mirrors `fill(_:)` of a rectangle: fills it with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) {
        guard finite(rect, "fill(_:)") else { return }
        var p = Path()
        p.addRect(rect, transform: state.ctm)
        recordFill(p, evenOdd: false)
    }
    /// Mirrors `fill(_:)` of several rectangles.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    /// Mirrors `fillEllipse(in:)`.
    public func fillEllipse(in rect: CGRect) {
        guard finite(rect, "fillEllipse(in:)") else { return }
        var p = Path()
        p.addEllipse(in: rect, transform: state.ctm)
        recordFill(p, evenOdd: false)
    }
    /// Mirrors `stroke(_:)` of a rectangle, with the state's line width.
    public func stroke(_ rect: CGRect) {
        guard finite(rect, "stroke(_:)") else { return }
        var p = Path()
        p.addRect(rect, transform: state.ctm)
        recordStroke(p)
    }
    /// Mirrors `stroke(_:width:)`: the rectangle's outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = kept
    }
    /// Mirrors `strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        guard finite(rect, "strokeEllipse(in:)") else { return }
        var p = Path()
        p.addEllipse(in: rect, transform: state.ctm)
        recordStroke(p)
    }
    /// Mirrors `strokeLineSegments(between:)`: a line between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            report("CGContext.strokeLineSegments(between:) got a non-finite point; it is ignored")
            return
        }
        var p = Path()
        var index = 0
        while index + 1 < points.count {
            p.move(to: points[index].applying(state.ctm))
            p.addLine(to: points[index + 1].applying(state.ctm))
            index += 2
        }
        recordStroke(p)
    }
    /// Mirrors `clear(_:)`: the rectangle becomes transparent (within the clip).
    public func clear(_ rect: CGRect) {
        guard finite(rect, "clear(_:)") else { return }
        var p = Path()
        p.addRect(rect, transform: state.ctm)
        let kept = (state.blendMode, state.alpha)
        state.blendMode = .clear
        state.alpha = 1
        recordFill(p, evenOdd: false)
        (state.blendMode, state.alpha) = kept
    }

    // MARK: Clipping

    /// Mirrors `clip(using:)`: intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        addClip(currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }
    /// Mirrors `clip(to:)` of a rectangle.
    public func clip(to rect: CGRect) {
        guard finite(rect, "clip(to:)") else { return }
        var p = Path()
        p.addRect(rect, transform: state.ctm)
        addClip(p, evenOdd: false)
    }
    /// Mirrors `clip(to:)` of rectangles: their union.
    public func clip(to rects: [CGRect]) {
        var p = Path()
        for rect in rects where finite(rect, "clip(to:)") { p.addRect(rect, transform: state.ctm) }
        addClip(p, evenOdd: false)
    }
    /// Mirrors `resetClip()`: nothing is clipped.
    public func resetClip() { state.clips = [] }
    /// Mirrors `boundingBoxOfClipPath`: the clip's bounds in user space (the image's area
    /// when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for clip in state.clips { box = box.intersection(clip.path.boundingRect) }
        if box.isNull { return .zero }
        return box.applying(state.ctm.inverted())
    }

    /// Intersects the clip with `path` (in the image's space); an empty path clips everything.
    private func addClip(_ path: Path, evenOdd: Bool) {
        guard state.clips.count < Self.maxClips else {
            report("CGContext clipped more than \(Self.maxClips) times in one state; the clip is ignored")
            return
        }
        state.clips.append((path, FillStyle(eoFill: evenOdd, antialiased: state.antialias)))
    }
}
#endif
