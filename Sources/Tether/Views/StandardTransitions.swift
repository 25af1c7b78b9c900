import Foundation

// SwiftUI's built-in `Transition` conformers (iOS 17), usable wherever a `Transition` is
// expected (`.transition(.blurReplace.combined(with: .push(from: .bottom)))`). Each body is
// SwiftUI's: the view as it is in the `.identity` phase, and moved, scaled or faded in the
// others. Tether draws views at rest, so only the identity phase is ever drawn.

/// Mirrors SwiftUI's `IdentityTransition`: the view as it is in every phase.
@MainActor @preconcurrency public struct IdentityTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Mirrors SwiftUI's `OpacityTransition`: the view fades in and out.
@MainActor @preconcurrency public struct OpacityTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Mirrors SwiftUI's `MoveTransition`: the view moves in from, and out to, `edge`, by its own
/// size.
@MainActor @preconcurrency public struct MoveTransition: Transition {
    /// Mirrors `edge`.
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offsetBeyond(phase.isIdentity ? nil : edge)
    }
}

/// Mirrors SwiftUI's `PushTransition`: inserted, the view moves in from `edge` as it fades in;
/// removed, it moves out towards the opposite edge as it fades out.
@MainActor @preconcurrency public struct PushTransition: Transition {
    /// Mirrors `edge`.
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offsetBeyond(edgeBeyond(in: phase)).opacity(phase.isIdentity ? 1 : 0)
    }

    /// The edge the view is just beyond in `phase`: `edge` while inserted, the opposite edge
    /// once removed.
    func edgeBeyond(in phase: TransitionPhase) -> Edge? {
        switch phase {
        case .identity: nil
        case .willAppear: edge
        case .didDisappear: edge.opposite
        }
    }
}

/// Mirrors SwiftUI's `OffsetTransition`: the view is offset by `offset` while inserted or
/// removed.
@MainActor @preconcurrency public struct OffsetTransition: Transition {
    /// Mirrors `offset`.
    public var offset: CGSize
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Mirrors SwiftUI's `ScaleTransition`: the view is scaled by `scale` around `anchor` while
/// inserted or removed.
@MainActor @preconcurrency public struct ScaleTransition: Transition {
    /// Mirrors `scale`.
    public var scale: Double
    /// Mirrors `anchor`.
    public var anchor: UnitPoint
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Mirrors SwiftUI's `SlideTransition`: the view moves in from the leading edge and out
/// towards the trailing edge.
@MainActor @preconcurrency public struct SlideTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let beyond: Edge? = switch phase {
        case .identity: nil
        case .willAppear: .leading
        case .didDisappear: .trailing
        }
        return content.offsetBeyond(beyond)
    }
}

extension Transition where Self == IdentityTransition {
    /// Mirrors `identity`.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// Mirrors `opacity`.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == MoveTransition {
    /// Mirrors `move(edge:)`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Mirrors `push(from:)`.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Mirrors `offset(_:)`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Mirrors `offset(x:y:)`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == ScaleTransition {
    /// Mirrors `scale`: the view grows from, and shrinks to, nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Mirrors `scale(_:anchor:)`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    /// Mirrors `slide`.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Edge {
    /// The edge across the view from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// The view moved by its own size to just beyond `edge` (unmoved for nil), as SwiftUI's
    /// move, push and slide transitions place a view entering or leaving.
    nonisolated func offsetBeyond(_ edge: Edge?) -> some View {
        visualEffect { content, proxy in
            let size = proxy.size
            let offset: CGSize = switch edge {
            case nil: .zero
            case .leading?: CGSize(width: -size.width, height: 0)
            case .trailing?: CGSize(width: size.width, height: 0)
            case .top?: CGSize(width: 0, height: -size.height)
            case .bottom?: CGSize(width: 0, height: size.height)
            }
            return content.offset(offset)
        }
    }
}
