import Foundation

/// Mirrors SwiftUI's `TapGesture`: recognized when a finger lifts within iOS's tap slop
/// (10 pt) of where it touched. Tether's host delivers one tap per `tap` call, and it counts
/// as `count` taps (as `onTapGesture(count:)` does).
nonisolated public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// Mirrors `count`.
    public var count: Int
    /// Mirrors `init(count:)`.
    public init(count: Int = 1) { self.count = count }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer { TapRecognizer { _ in () } }
}

/// Mirrors SwiftUI's `SpatialTapGesture`: a tap that reports where it landed, in a
/// coordinate space (the view's own by default).
nonisolated public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Mirrors `SpatialTapGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Mirrors `location`: where the tap landed.
        public var location: CGPoint
    }
    public typealias Body = Never
    /// Mirrors `count`.
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
        return TapRecognizer { point in Value(location: context.convert(point, space)) }
    }
}

/// A finger that lifts near where it touched: ends with the value made from the point.
final class TapRecognizer: GestureRecognizer {
    let value: (CGPoint) -> Any
    private var start: CGPoint?
    init(value: @escaping (CGPoint) -> Any) { self.value = value }

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
            return .ended(value(event.location))
        }
    }
}

/// Mirrors SwiftUI's `LongPressGesture`: ended (with `true`) when the finger has stayed within
/// `maximumDistance` for `minimumDuration` seconds; failed when it moves farther or lifts
/// sooner. Until then it is undecided, so gestures after it wait.
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
                            maximumDistance: maximumDistance.isNaN ? 0 : max(0, maximumDistance))
    }
}

final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: CGPoint?
    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        if event.phase == .began { start = event.location }
        guard let start, distance(start, event.location) <= maximumDistance else { return .failed }
        if event.time >= minimumDuration { return .ended(true) }
        return event.phase == .ended ? .failed : .possible
    }
}
