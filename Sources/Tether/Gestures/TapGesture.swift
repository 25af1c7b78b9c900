import Foundation

/// Mirrors SwiftUI's `TapGesture`: recognized when the finger has tapped `count` times in
/// quick succession, each lift within iOS's tap slop (10 pt) of where it touched. A gesture
/// that needs more taps than come fails when the finger stops tapping, so with
/// `TapGesture(count: 2).exclusively(before: TapGesture())` a double tap is the first and a
/// single tap the second. Tether's host taps several times in one call with
/// `ViewHost.tap(_:count:)` and `tap(at:count:)`.
nonisolated public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// Mirrors `count`: the number of taps needed. Below 1 is reported and taken as 1.
    public var count: Int
    /// Mirrors `init(count:)`.
    public init(count: Int = 1) { self.count = count }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TapRecognizer(count: count, context: context) { _ in () }
    }
}

/// Mirrors SwiftUI's `SpatialTapGesture`: `count` taps (as `TapGesture`) that report where
/// the last one landed, in a coordinate space (the view's own by default).
nonisolated public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Mirrors `SpatialTapGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Mirrors `location`: where the tap landed.
        public var location: CGPoint
    }
    public typealias Body = Never
    /// Mirrors `count`: the number of taps needed. Below 1 is reported and taken as 1.
    public var count: Int
    /// Mirrors `coordinateSpace`.
    public var coordinateSpace: CoordinateSpace

    /// Mirrors `init(count:coordinateSpace:)`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    /// Mirrors `init(count:coordinateSpace:)` with a `CoordinateSpaceProtocol` value.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer(count: count, context: context) { point in Value(location: context.convert(point, space)) }
    }
}

/// `count` taps of one finger, each lifting near where it touched: ends with the value made
/// from the last tap's point after the `count`-th tap; fails when a tap moves too far, or
/// when the finger stops tapping short of `count` taps.
final class TapRecognizer: GestureRecognizer {
    let count: Int
    let value: (CGPoint) -> Any
    private var start: CGPoint?
    private var taps = 0

    init(count: Int = 1, value: @escaping (CGPoint) -> Any) {
        self.count = max(1, count)
        self.value = value
    }

    /// A recognizer of a gesture's `count`, reporting a count below 1 to the gesture's view.
    convenience init(count: Int, context: GestureContext, value: @escaping (CGPoint) -> Any) {
        if count < 1 { context.report("a tap count of \(count) is below 1; counting 1 tap") }
        self.init(count: count, value: value)
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        switch event.phase {
        case .began:
            start = event.location
            return .possible
        case .moved:
            guard let start, distance(start, event.location) <= tapMovementAllowance else { return .failed }
            return .possible
        case .ended:
            guard let start, distance(start, event.location) <= tapMovementAllowance else { return .failed }
            taps += 1
            if taps >= count { return .ended(value(event.location)) }
            return event.anotherTapFollows ? .possible : .failed
        }
    }
}

/// Mirrors SwiftUI's `LongPressGesture`: ended (with `true`) when the finger has stayed within
/// `maximumDistance` for `minimumDuration` seconds; failed when it moves farther or lifts
/// sooner. Until then it is undecided, so gestures after it wait; meanwhile its value is
/// `true` from the moment the finger comes down, which `updating(_:body:)` and
/// `onChanged(_:)` see (Apple's "isDetectingLongPress" example), and `sequenced(before:)`
/// reports as `.first(true)`.
nonisolated public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// Mirrors `minimumDuration`.
    public var minimumDuration: Double
    /// Mirrors `maximumDistance`.
    public var maximumDistance: CGFloat

    /// Mirrors `init(minimumDuration:maximumDistance:)`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration.isNaN ? 0 : max(0, minimumDuration),
                            maximumDistance: maximumDistance.isNaN ? 0 : max(0, maximumDistance),
                            interim: context.interim)
    }
}

final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    /// Where the value held while undecided (`true`) goes.
    let interim: ((Any) -> Void)?
    private var start: CGPoint?
    init(minimumDuration: Double, maximumDistance: CGFloat, interim: ((Any) -> Void)? = nil) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.interim = interim
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        if event.phase == .began { start = event.location }
        guard let start, distance(start, event.location) <= maximumDistance else { return .failed }
        if event.time >= minimumDuration { return .ended(true) }
        if event.phase == .ended { return .failed }
        if event.phase == .began, !event.isReplay { interim?(true) }
        return .possible
    }
}
