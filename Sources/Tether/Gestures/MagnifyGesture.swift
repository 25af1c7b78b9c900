import Foundation

/// Mirrors SwiftUI's `MagnifyGesture` (iOS 17): two fingers moving apart or together; the
/// magnification is their distance over their distance when they touched, recognized once
/// it differs from 1 by `minimumScaleDelta`.
nonisolated public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// Mirrors `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Mirrors `time`.
        public var time: Date
        /// Mirrors `magnification`.
        public var magnification: CGFloat
        /// Mirrors `velocity`: magnification per second.
        public var velocity: CGFloat
        /// Mirrors `startAnchor`: where the fingers' midpoint started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Mirrors `startLocation`: the fingers' midpoint when they touched, in the view's space.
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    /// Mirrors `minimumScaleDelta`.
    public var minimumScaleDelta: CGFloat
    /// Mirrors `init(minimumScaleDelta:)`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TwoFingerRecognizer(threshold: minimumScaleDelta, context: context, measure: TwoFingerRecognizer.spread) { m in
            Value(time: m.time, magnification: m.amount, velocity: m.velocity, startAnchor: m.startAnchor, startLocation: m.startLocation)
        }
    }
}

/// Mirrors SwiftUI's `MagnificationGesture` (deprecated in iOS 17): a `MagnifyGesture`
/// reporting only the magnification.
nonisolated public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    /// Mirrors `minimumScaleDelta`.
    public var minimumScaleDelta: CGFloat
    /// Mirrors `init(minimumScaleDelta:)`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TwoFingerRecognizer(threshold: minimumScaleDelta, context: context, measure: TwoFingerRecognizer.spread) { $0.amount }
    }
}

/// Mirrors SwiftUI's `RotateGesture` (iOS 17): two fingers turning; the rotation is the
/// angle their line has turned since they touched (clockwise on screen is positive, as in
/// `rotationEffect`), recognized once it reaches `minimumAngleDelta`.
nonisolated public struct RotateGesture: Gesture, PrimitiveGesture {
    /// Mirrors `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Mirrors `time`.
        public var time: Date
        /// Mirrors `rotation`.
        public var rotation: Angle
        /// Mirrors `velocity`: rotation per second.
        public var velocity: Angle
        /// Mirrors `startAnchor`.
        public var startAnchor: UnitPoint
        /// Mirrors `startLocation`.
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    /// Mirrors `minimumAngleDelta`.
    public var minimumAngleDelta: Angle
    /// Mirrors `init(minimumAngleDelta:)`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TwoFingerRecognizer(threshold: CGFloat(minimumAngleDelta.radians), context: context, measure: TwoFingerRecognizer.turn) { m in
            Value(time: m.time, rotation: .radians(Double(m.amount)), velocity: .radians(Double(m.velocity)),
                  startAnchor: m.startAnchor, startLocation: m.startLocation)
        }
    }
}

/// Mirrors SwiftUI's `RotationGesture` (deprecated in iOS 17): a `RotateGesture` reporting
/// only the angle.
nonisolated public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never
    /// Mirrors `minimumAngleDelta`.
    public var minimumAngleDelta: Angle
    /// Mirrors `init(minimumAngleDelta:)`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TwoFingerRecognizer(threshold: CGFloat(minimumAngleDelta.radians), context: context, measure: TwoFingerRecognizer.turn) {
            Angle.radians(Double($0.amount))
        }
    }
}

/// Two fingers: an amount measured from their positions now and when they touched (the
/// spread's ratio, or the turn's angle), recognized once it moves `threshold` from its start.
final class TwoFingerRecognizer: GestureRecognizer {
    struct Measurement {
        var time: Date
        var amount: CGFloat
        var velocity: CGFloat
        var startAnchor: UnitPoint
        var startLocation: CGPoint
    }
    /// The amount for the fingers `now` against `start`, and the amount at rest.
    typealias Measure = (_ start: [CGPoint], _ now: [CGPoint]) -> CGFloat

    nonisolated(unsafe) static let spread: Measure = { start, now in
        let s = distance(start[0], start[1])
        return s > 0 ? distance(now[0], now[1]) / s : 1
    }
    nonisolated(unsafe) static let turn: Measure = { start, now in
        let a = atan2(start[1].y - start[0].y, start[1].x - start[0].x)
        let b = atan2(now[1].y - now[0].y, now[1].x - now[0].x)
        var d = b - a
        while d > .pi { d -= 2 * .pi }
        while d < -.pi { d += 2 * .pi }
        return d
    }

    let threshold: CGFloat
    let context: GestureContext
    let measure: Measure
    let value: (Measurement) -> Any
    private var start: [CGPoint]?
    private var rest: CGFloat = 0
    private var previous: (amount: CGFloat, time: TimeInterval)?
    private var velocity: CGFloat = 0
    private var recognized = false

    init(threshold: CGFloat, context: GestureContext, measure: @escaping Measure, value: @escaping (Measurement) -> Any) {
        self.threshold = threshold.isNaN ? 0 : abs(threshold)
        self.context = context
        self.measure = measure
        self.value = value
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        guard event.locations.count == 2 else { return .failed }
        if event.phase == .began {
            start = event.locations
            rest = measure(event.locations, event.locations)
        }
        guard let start else { return .failed }
        let amount = measure(start, event.locations)
        if let previous, event.time > previous.time { velocity = (amount - previous.amount) / CGFloat(event.time - previous.time) }
        if previous == nil || event.time > previous!.time { previous = (amount, event.time) }
        if !recognized, abs(amount - rest) >= threshold, amount != rest || threshold == 0 { recognized = true }
        let startMid = context.local(CGPoint(x: (start[0].x + start[1].x) / 2, y: (start[0].y + start[1].y) / 2))
        let bounds = context.localBounds
        let anchor = UnitPoint(x: bounds.width > 0 ? (startMid.x - bounds.minX) / bounds.width : 0.5,
                               y: bounds.height > 0 ? (startMid.y - bounds.minY) / bounds.height : 0.5)
        let m = Measurement(time: context.date(event), amount: amount, velocity: velocity, startAnchor: anchor, startLocation: startMid)
        if event.phase == .ended { return recognized ? .ended(value(m)) : .failed }
        return recognized ? .changed(value(m)) : .possible
    }
}
