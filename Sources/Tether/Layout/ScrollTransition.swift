import Foundation

/// Mirrors SwiftUI's `ScrollTransitionPhase` (iOS 17): where a view is in its scroll
/// transition — before the threshold at the top (leading) edge, past it and visible, or
/// before it at the bottom (trailing) edge.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Mirrors `topLeading`: partly or wholly hidden beyond the container's top or leading edge.
    case topLeading
    /// Mirrors `identity`: visible (past the threshold); views usually look unchanged.
    case identity
    /// Mirrors `bottomTrailing`: partly or wholly hidden beyond the bottom or trailing edge.
    case bottomTrailing

    /// Mirrors `isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// Mirrors `value`: −1 in `topLeading`, 0 in `identity`, 1 in `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// Mirrors SwiftUI's `ScrollTransitionConfiguration` (iOS 17): how a scroll transition follows
/// a view's position in its scroll view — interpolated as it scrolls (`interactive`), switched
/// once it crosses the threshold (`animated`, drawn in a still picture at the phase it animates
/// to), or not at all (`identity`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Style: Sendable { case identity, animated, interactive }
    let style: Style
    var thresholdValue: Threshold = .visible
    var animationValue: Animation?
    var timingCurve: UnitCurve = .easeInOut

    /// Mirrors `identity`: the view keeps its identity look wherever it is.
    public static let identity = ScrollTransitionConfiguration(style: .identity)
    /// Mirrors `animated`: the phase changes once the view crosses the threshold, animated
    /// with the default animation (a still picture shows the phase it ends in).
    public static let animated = ScrollTransitionConfiguration(style: .animated, animationValue: .default)
    /// Mirrors `animated(_:)`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(style: .animated, animationValue: animation)
    }
    /// Mirrors `interactive`: the effect is interpolated between the edge phase and
    /// `identity` by how far the view has moved from hidden (0) to the threshold (1), paced by
    /// an ease-in-out curve (`interactive(timingCurve:)`'s default).
    public static let interactive = ScrollTransitionConfiguration(style: .interactive)
    /// Mirrors `interactive(timingCurve:)`: as `interactive`, paced by `timingCurve` — the
    /// effect is interpolated by `timingCurve.value(at:)` of the distance the view has come.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(style: .interactive, timingCurve: timingCurve)
    }

    /// Mirrors `threshold(_:)`: when the view counts as visible (`.visible` by default: wholly inside).
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// Mirrors `animation(_:)`: the animation of an `animated` configuration's phase change
    /// (timing only: a still picture shows where it ends).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animationValue = animation
        return copy
    }

    /// Mirrors SwiftUI's `ScrollTransitionConfiguration.Threshold`: a point in a view's way from
    /// hidden (wholly outside the container) to visible, measured as how far the view's far edge
    /// has come into the container: `hidden` 0, `visible(a)` a × the view's length,
    /// `centered` the view's centre on the container's, plus any `inset(by:)`.
    public struct Threshold: Sendable {
        /// The share of the view inside, the weight of `centered`, and the extra distance.
        var visibleAmount: Double
        var centeredAmount: Double
        var insetDistance: Double

        /// Mirrors `visible`: the view is wholly inside.
        public static let visible = Threshold(visibleAmount: 1, centeredAmount: 0, insetDistance: 0)
        /// Mirrors `hidden`: the view is wholly outside (any part showing counts as visible).
        public static let hidden = Threshold(visibleAmount: 0, centeredAmount: 0, insetDistance: 0)
        /// Mirrors `centered`: the view is centred in the container.
        public static var centered: Threshold { Threshold(visibleAmount: 1, centeredAmount: 1, insetDistance: 0) }
        /// Mirrors `visible(_:)`: `amount` of the view (0 hidden, 1 wholly visible; clamped,
        /// NaN taken as 1) is inside.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleAmount: amount.isNaN ? 1 : min(max(amount, 0), 1), centeredAmount: 0, insetDistance: 0)
        }
        /// Mirrors `inset(by:)`: met when the view is `distance` points closer to the
        /// container's centre (negative: further away; non-finite taken as 0).
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.insetDistance += distance.isFinite ? distance : 0
            return copy
        }
        /// Mirrors `interpolated(towards:amount:)`: 0 is this threshold, 1 is `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? amount : 0
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Threshold(visibleAmount: mix(visibleAmount, other.visibleAmount), centeredAmount: mix(centeredAmount, other.centeredAmount),
                             insetDistance: mix(insetDistance, other.insetDistance))
        }

        /// How far a view `length` long must come into a container `container` long to meet it.
        func distance(length: Double, container: Double) -> Double {
            (1 - centeredAmount) * visibleAmount * length + centeredAmount * (length + container) / 2 + insetDistance
        }
    }
}

/// Where a view sits in its scroll view for a scroll transition: its phase, and how far (0
/// hidden … 1 at the threshold) it has come in an edge phase.
struct ScrollTransitionPosition {
    var phase: ScrollTransitionPhase
    var progress: Double

    /// The position of the view of `node`, `size` big, along `axis` (nil: the scroll view's own
    /// axis, vertical when it scrolls both ways); nil outside a scroll view.
    init?(of node: ViewNode, size: CGSize, axis: Axis?, topLeading: ScrollTransitionConfiguration.Threshold,
          bottomTrailing: ScrollTransitionConfiguration.Threshold) {
        guard let (scroll, visible) = Self.container(of: node) else { return nil }
        let along = axis ?? (scroll.axes.contains(.vertical) ? .vertical : .horizontal)
        let length = Double(along == .vertical ? size.height : size.width)
        let start = Double(along == .vertical ? visible.minY : visible.minX)
        let end = Double(along == .vertical ? visible.maxY : visible.maxX)
        // How far the view's far edge has come in past each container edge.
        let inFromStart = length - start, inFromEnd = end
        let needStart = topLeading.distance(length: length, container: end - start)
        let needEnd = bottomTrailing.distance(length: length, container: end - start)
        func progress(_ came: Double, _ need: Double) -> Double { need > 0 ? min(max(came / need, 0), 1) : 0 }
        if inFromStart < needStart {
            self.init(phase: .topLeading, progress: progress(inFromStart, needStart))
        } else if inFromEnd < needEnd {
            self.init(phase: .bottomTrailing, progress: progress(inFromEnd, needEnd))
        } else {
            self.init(phase: .identity, progress: 1)
        }
    }

    init(phase: ScrollTransitionPhase, progress: Double) {
        self.phase = phase
        self.progress = progress
    }

    /// The scroll view around `node` and the part of it `node` shows, in `node`'s space.
    private static func container(of node: ViewNode) -> (ScrollViewportLayout, CGRect)? {
        var current = node.parent
        while let n = current {
            if let layout = n.layout as? ScrollViewportLayout {
                guard let visible = ScrollViewportLayout.visibleRect(around: node) else { return nil }
                return (layout, visible)
            }
            current = n.parent
        }
        return nil
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollTransition(_:axis:transition:)` (iOS 17): inside a scroll view,
    /// `transition` is called with the view's phase — `.topLeading` while it has not come past
    /// the configuration's threshold at the top (leading) edge, `.bottomTrailing` at the bottom
    /// (trailing) edge, `.identity` otherwise — and its effects change how the view draws, not
    /// its layout. `.interactive` (the default) interpolates between the edge phase's effect and
    /// the identity's by the eased distance the view has come from hidden to the threshold;
    /// `.animated` shows the phase's effect as the animation ends. Outside a scroll view the
    /// view is at `.identity`.
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Mirrors SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`: as
    /// `scrollTransition(_:axis:transition:)`, with one configuration for each edge.
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                             axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier(effect: { proxy in
            let effect = { (phase: ScrollTransitionPhase) in VisualEffectChain(resolving: transition(EmptyVisualEffect(), phase)) }
            guard let node = proxy.node,
                  let position = ScrollTransitionPosition(of: node, size: proxy.size, axis: axis, topLeading: topLeading.thresholdValue,
                                                          bottomTrailing: bottomTrailing.thresholdValue) else { return effect(.identity) }
            let configuration = position.phase == .topLeading ? topLeading : bottomTrailing
            switch (position.phase, configuration.style) {
            case (.identity, _), (_, .identity): return effect(.identity)
            case (_, .animated): return effect(position.phase)
            case (_, .interactive):
                return effect(position.phase).interpolated(towards: effect(.identity), amount: configuration.timingCurve.value(at: position.progress))
            }
        }))
    }
}
