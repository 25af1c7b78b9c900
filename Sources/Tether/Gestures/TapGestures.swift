import Foundation

/// The modifier behind `onTapGesture(count:perform:)`.
nonisolated struct _TapGestureModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let count: Int
    let action: @MainActor () -> Void
    var attributes: [NodeAttribute] { [TapHandlerAttribute(count: count, action: action)] }
}

/// The modifier behind `allowsHitTesting(_:)`.
nonisolated struct _AllowsHitTestingModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let enabled: Bool
    var attributes: [NodeAttribute] { enabled ? [] : [HitTestingDisabledAttribute()] }
}

/// Makes taps land on `shape` over the view's frame instead of what the view paints.
struct ContentShapeLayout: PassThroughLayout {
    let shape: any Shape
    let eoFill: Bool
}

/// The modifier behind `contentShape(_:eoFill:)`.
nonisolated struct _ContentShapeModifier: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let shape: any Shape
    let eoFill: Bool
    var nodeLayout: any NodeLayout { ContentShapeLayout(shape: shape, eoFill: eoFill) }
}

extension View {
    /// Mirrors SwiftUI's `onTapGesture(count:perform:)`: `action` runs when the view is tapped
    /// `count` times in quick succession (`TapGesture(count:)`). As in SwiftUI, put the
    /// higher count first (`.onTapGesture(count: 2) { ... }.onTapGesture { ... }`): the inner
    /// gesture comes first, and the single tap waits for the double tap to fail. Tether's host
    /// taps several times with `ViewHost.tap(_:count:)`.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
    /// Mirrors SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`: as
    /// `onTapGesture(count:perform:)`, with where the last tap landed in `coordinateSpace`
    /// (`SpatialTapGesture`).
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                                         perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
    /// Mirrors SwiftUI's `allowsHitTesting(_:)`.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
    /// Mirrors SwiftUI's `contentShape(_:eoFill:)`: the shape, over the view's frame, that taps land on.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}

/// An action run when the view is tapped `count` times in quick succession (`Button`,
/// `Toggle`, `onTapGesture`).
struct TapHandlerAttribute: NodeAttribute {
    var count: Int = 1
    let action: @MainActor () -> Void
}
