import Foundation

extension View {
    /// Mirrors SwiftUI's `geometryGroup()` (iOS 17): the view's position and size are resolved
    /// as one group before its children see them, so an animation of the parent moves the
    /// children as a whole instead of animating each leaf's frame. It changes only how frames
    /// animate: at rest the layout and the picture are unchanged, on iOS as in Tether.
    nonisolated public func geometryGroup() -> some View { self }
}
