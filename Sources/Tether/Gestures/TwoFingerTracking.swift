import Foundation

/// What UIKit's two-finger recognizers (`UIPinchGestureRecognizer`, `UIRotationGestureRecognizer`)
/// share: a value (scale, rotation) read from a measure of the two fingers (their distance,
/// the angle of their line) relative to the measure when the value was last set; its velocity
/// from the latest move; beginning once the value has moved `threshold` from where it started;
/// ending when fewer than two fingers remain, failing when all lift before it began.
struct TwoFingerTracking {
    /// The value before the fingers touch (1 for a scale, 0 for a rotation).
    let restingValue: CGFloat
    /// How far the value must move from its start to begin.
    let threshold: CGFloat
    /// The measure of two finger locations (global).
    let measure: (CGPoint, CGPoint) -> CGFloat
    /// The value for `measure`, given the measure when it was `referenceValue`.
    let value: (_ measure: CGFloat, _ referenceMeasure: CGFloat, _ referenceValue: CGFloat) -> CGFloat

    private var referenceMeasure: CGFloat?
    private(set) var referenceValue: CGFloat
    private(set) var velocity: CGFloat = 0
    private var previous: (value: CGFloat, time: TimeInterval)?

    init(restingValue: CGFloat, threshold: CGFloat,
         measure: @escaping (CGPoint, CGPoint) -> CGFloat,
         value: @escaping (CGFloat, CGFloat, CGFloat) -> CGFloat) {
        self.restingValue = restingValue
        self.threshold = threshold
        self.measure = measure
        self.value = value
        referenceValue = restingValue
    }

    /// The measure of the first two fingers still down (or of the first two, once they lift).
    @MainActor func presentMeasure(_ touches: [UITouch]) -> CGFloat? {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let fingers = down.count >= 2 ? down : touches
        guard fingers.count >= 2 else { return nil }
        return measure(fingers[0].globalLocation, fingers[1].globalLocation)
    }

    @MainActor func currentValue(_ touches: [UITouch]) -> CGFloat {
        guard let referenceMeasure, let now = presentMeasure(touches) else { return referenceValue }
        return value(now, referenceMeasure, referenceValue)
    }

    /// Makes the fingers' present measure stand for `newValue` (handlers often set it back).
    @MainActor mutating func setValue(_ newValue: CGFloat, touches: [UITouch]) {
        referenceValue = newValue
        if let now = presentMeasure(touches) { referenceMeasure = now }
        if let previous { self.previous = (newValue, previous.time) }
    }

    @MainActor mutating func touchesBegan(_ touches: [UITouch], numberOfTouches: Int, time: TimeInterval) {
        guard referenceMeasure == nil, numberOfTouches >= 2, let now = presentMeasure(touches) else { return }
        referenceMeasure = now
        previous = (currentValue(touches), time)
    }

    /// Records a move; returns the state the recognizer moves to, if it changes or repeats.
    @MainActor mutating func touchesMoved(_ touches: [UITouch], time: TimeInterval, state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        guard referenceMeasure != nil else { return nil }
        let now = currentValue(touches)
        if let previous, time > previous.time {
            velocity = (now - previous.value) / CGFloat(time - previous.time)
            self.previous = (now, time)
        }
        switch state {
        case .possible: return abs(now - referenceValue) >= threshold ? .began : nil
        case .began, .changed: return .changed
        default: return nil
        }
    }

    /// The state the recognizer moves to when fingers lift, if it changes.
    func touchesEnded(numberOfTouches: Int, state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch state {
        case .possible: return numberOfTouches == 0 ? .failed : nil
        case .began, .changed: return numberOfTouches < 2 ? .ended : nil
        default: return nil
        }
    }

    mutating func reset() {
        referenceMeasure = nil
        referenceValue = restingValue
        velocity = 0
        previous = nil
    }
}
