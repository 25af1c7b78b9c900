import Foundation

/// Mirrors SwiftUI's `UIGestureRecognizerRepresentableCoordinateSpaceConverter`: the
/// represented recognizer's location, translation and velocity in the coordinate spaces of the
/// SwiftUI view it is attached to and its ancestors. Until a touch has reached the view it
/// knows no view geometry: points stay in global space.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    let state: RepresentedGestureConverterState

    /// Mirrors `localLocation`: `location(in: .local)`.
    @MainActor public var localLocation: CGPoint { location(in: .local) }
    /// Mirrors `localTranslation`: `translation(in: .local)`.
    @MainActor public var localTranslation: CGPoint? { translation(in: .local) }
    /// Mirrors `localVelocity`: `velocity(in: .local)`.
    @MainActor public var localVelocity: CGPoint? { velocity(in: .local) }

    /// Mirrors `location(in:)`: the recognizer's `location(in: nil)` in `coordinateSpace`.
    @MainActor public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        convert(globalPoint: state.recognizer?.location(in: nil) ?? .zero, to: coordinateSpace)
    }

    /// Mirrors `translation(in:)`: a pan recognizer's translation in `coordinateSpace`; nil for
    /// a recognizer without `translation(in:)`.
    @MainActor public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let pan = state.recognizer as? UIPanGestureRecognizer else { return nil }
        return vector(pan.translation(in: nil), in: coordinateSpace)
    }

    /// Mirrors `velocity(in:)`: a pan recognizer's velocity in `coordinateSpace`; nil for a
    /// recognizer without `velocity(in:)`.
    @MainActor public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let pan = state.recognizer as? UIPanGestureRecognizer else { return nil }
        return vector(pan.velocity(in: nil), in: coordinateSpace)
    }

    /// Mirrors `convert(globalPoint:to:)`.
    @MainActor public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
        guard let context = state.context else { return globalPoint }
        return context.convert(globalPoint, coordinateSpace.coordinateSpace)
    }

    /// A global vector in `coordinateSpace`: the difference of its mapped ends.
    @MainActor private func vector(_ v: CGPoint, in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        let a = convert(globalPoint: .zero, to: coordinateSpace)
        let b = convert(globalPoint: v, to: coordinateSpace)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// What a converter reads: the recognizer, and the view geometry of the latest touch.
final class RepresentedGestureConverterState: @unchecked Sendable {
    weak var recognizer: UIGestureRecognizer?
    var context: GestureContext?
}
