import Foundation

/// Mirrors SwiftUI's `DragGesture`: recognized once the finger has moved `minimumDistance`
/// (at once when it is 0, so a tap is a drag of no length); reports where the finger is, in
/// a coordinate space (the view's own by default), until it lifts.
nonisolated public struct DragGesture: Gesture, PrimitiveGesture {
    /// Mirrors `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Mirrors `time`: when this moment of the drag happened.
        public var time: Date
        /// Mirrors `location`.
        public var location: CGPoint
        /// Mirrors `startLocation`: where the finger touched.
        public var startLocation: CGPoint
        /// Mirrors `velocity`, in points per second, from the latest move.
        public var velocity: CGSize
        /// Mirrors `translation`: `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Mirrors `predictedEndLocation`: where the finger would come to rest if it let go
        /// now, decelerating as a UIKit scroll view does (normal rate, 0.998 per millisecond:
        /// it travels half its velocity in points).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.decelerationReach, y: location.y + velocity.height * Self.decelerationReach)
        }
        /// Mirrors `predictedEndTranslation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        /// Seconds of velocity a release still travels: 0.998 / (1 - 0.998) / 1000.
        static let decelerationReach: CGFloat = 0.499
    }
    public typealias Body = Never
    /// Mirrors `minimumDistance`.
    public var minimumDistance: CGFloat
    /// Mirrors `coordinateSpace`.
    public var coordinateSpace: CoordinateSpace

    /// Mirrors `init(minimumDistance:coordinateSpace:)`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    /// Mirrors `init(minimumDistance:coordinateSpace:)` with a `CoordinateSpaceProtocol` value.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        DragRecognizer(minimumDistance: minimumDistance.isNaN ? 0 : minimumDistance, space: coordinateSpace, context: context)
    }
}

final class DragRecognizer: GestureRecognizer {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let context: GestureContext
    private var start: CGPoint?
    private var previous: (location: CGPoint, time: TimeInterval)?
    private var velocity = CGSize.zero
    private var recognized = false

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.context = context
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        if event.phase == .began { start = event.location }
        guard let start else { return .failed }
        let location = context.convert(event.location, space)
        if let previous, event.time > previous.time {
            let dt = CGFloat(event.time - previous.time)
            velocity = CGSize(width: (location.x - previous.location.x) / dt, height: (location.y - previous.location.y) / dt)
        }
        if previous == nil || event.time > previous!.time { previous = (location, event.time) }
        if !recognized, distance(start, event.location) >= minimumDistance { recognized = true }
        let value = DragGesture.Value(time: context.date(event), location: location,
                                      startLocation: context.convert(start, space), velocity: velocity)
        if event.phase == .ended { return recognized ? .ended(value) : .failed }
        return recognized ? .changed(value) : .possible
    }
}
