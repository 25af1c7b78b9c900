import Foundation

/// Mirrors SwiftUI's `UIGestureRecognizerRepresentableContext`: what a represented recognizer's
/// methods are given — its coordinator and its converter of coordinates.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// Mirrors `coordinator`.
    public let coordinator: Representable.Coordinator
    /// Mirrors `converter`.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}
