import Foundation

/// The modifier behind `onTapGesture(count:perform:)`.
nonisolated struct _TapGestureModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let action: @MainActor () -> Void
    var attributes: [NodeAttribute] { [TapHandlerAttribute(action: action)] }
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
    /// Mirrors SwiftUI's `onTapGesture(count:perform:)`. Tether delivers taps through
    /// `ViewHost.tap`; a tap there counts as `count` taps.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(action: action))
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

/// An action run when the view is tapped (`Button`, `Toggle`, `onTapGesture`).
struct TapHandlerAttribute: NodeAttribute {
    let action: @MainActor () -> Void
}
