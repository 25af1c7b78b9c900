import Foundation

extension ViewHost {
    /// Tether's own: drags a finger from the centre of the view marked
    /// `.accessibilityIdentifier(id)` by `translation`, in `steps` moves 1/60 s apart (1 to
    /// 1,000), delivering the touch to the gestures under the finger as SwiftUI's hit testing
    /// finds them (`DragGesture`, a `Slider`'s knob, a `Toggle`'s switch), and updating after
    /// each move.
    public func drag(_ id: String, by translation: CGSize, steps: Int = 10) throws {
        let start = try centre(of: id)
        try drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height), steps: steps)
    }

    /// Tether's own: drags a finger from `start` to `end` (global space) in `steps` moves
    /// 1/60 s apart, after resting at `start` for `pressDuration` seconds (for a long press
    /// sequenced before a drag).
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, pressDuration: TimeInterval = 0) throws {
        try requireFinite([start, end])
        let hold = pressDuration.isFinite ? max(0, pressDuration) : 0
        let count = min(1_000, max(1, steps))
        var events = [TouchEvent(phase: .began, locations: [start], time: 0)]
        if hold > 0 { events.append(TouchEvent(phase: .moved, locations: [start], time: hold)) }
        for i in 1...count {
            let t = CGFloat(i) / CGFloat(count)
            events.append(TouchEvent(phase: .moved, locations: [CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)],
                                     time: hold + Double(i) / 60))
        }
        events.append(TouchEvent(phase: .ended, locations: [end], time: hold + Double(count) / 60))
        try deliverTouch(events, at: start)
    }

    /// Tether's own: presses the centre of the view marked `id` for `duration` seconds without
    /// moving, then lifts (`LongPressGesture`, `onLongPressGesture`).
    public func longPress(_ id: String, duration: TimeInterval = 1) throws {
        try longPress(at: centre(of: id), duration: duration)
    }

    /// Tether's own: presses at `point` (global space) for `duration` seconds, then lifts.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) throws {
        try requireFinite([point])
        let held = duration.isFinite ? max(0, duration) : 0
        try deliverTouch([TouchEvent(phase: .began, locations: [point], time: 0),
                          TouchEvent(phase: .moved, locations: [point], time: held),
                          TouchEvent(phase: .ended, locations: [point], time: held)], at: point)
    }

    /// Tether's own: two fingers on the view marked `id`, on a horizontal line through its
    /// centre, spread or pinched until their distance is `scale` times what it was
    /// (`MagnifyGesture`), in `steps` moves 1/60 s apart.
    public func pinch(_ id: String, scale: CGFloat, steps: Int = 10) throws {
        guard scale.isFinite, scale >= 0 else { throw InteractionError.invalidGesture("pinch scale \(scale)") }
        try twoFingers(on: id, steps: steps) { t, radius in (radius * (1 + (scale - 1) * t), 0) }
    }

    /// Tether's own: two fingers on the view marked `id` turned about its centre by `angle`
    /// (clockwise on screen when positive, as `rotationEffect` turns), in `steps` moves
    /// (`RotateGesture`).
    public func rotate(_ id: String, by angle: Angle, steps: Int = 10) throws {
        guard angle.radians.isFinite else { throw InteractionError.invalidGesture("rotation \(angle.radians) radians") }
        try twoFingers(on: id, steps: steps) { t, radius in (radius, CGFloat(angle.radians) * t) }
    }

    /// Two fingers at `radius` either side of the view's centre, moved to the radius and angle
    /// `pose` gives for each fraction of the gesture.
    private func twoFingers(on id: String, steps: Int, pose: (CGFloat, CGFloat) -> (radius: CGFloat, angle: CGFloat)) throws {
        let node = try requireNode(id)
        let bounds = node.globalBounds
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = max(10, min(bounds.width, bounds.height) / 4)
        let count = min(1_000, max(1, steps))
        func fingers(_ t: CGFloat) -> [CGPoint] {
            let (r, a) = pose(t, radius)
            let dx = r * cos(a), dy = r * sin(a)
            return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
        }
        var events = [TouchEvent(phase: .began, locations: fingers(0), time: 0)]
        for i in 1...count { events.append(TouchEvent(phase: .moved, locations: fingers(CGFloat(i) / CGFloat(count)), time: Double(i) / 60)) }
        events.append(TouchEvent(phase: .ended, locations: fingers(1), time: Double(count) / 60))
        try requireFinite(events.flatMap(\.locations))
        try deliverTouch(events, at: centre)
    }

    /// Delivers a touch that starts at `point` to the gestures of the front-most view there.
    /// Taps in quick succession (a multi-tap) are hit-tested again for each tap that starts
    /// the gestures over.
    func deliverTouch(_ events: [TouchEvent], at point: CGPoint) throws {
        let hitTest = { (p: CGPoint) in StackBudget.withStack(forDepth: self.graph.maxDepth) { HitTesting.hit(self.root, at: p) } }
        guard hitTest(point) != nil else { throw InteractionError.nothingAt(point) }
        switch TouchDelivery.deliver(events, hitTest: hitTest, afterEvent: { update() }) {
        case .recognized, .receivedByView: return
        case .unrecognized(let disabled?): throw InteractionError.disabled(disabled)
        case .unrecognized(nil): throw InteractionError.notRecognized(point)
        case .noGestures: throw InteractionError.nothingAt(point)
        }
    }

    private func requireNode(_ id: String) throws -> ViewNode {
        guard let node = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        return node
    }

    /// The centre of the view marked `id`, in global space.
    private func centre(of id: String) throws -> CGPoint {
        let bounds = try requireNode(id).globalBounds
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        try requireFinite([centre])
        return centre
    }

    private func requireFinite(_ points: [CGPoint]) throws {
        if let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) { throw InteractionError.invalidPoint(bad) }
    }
}
