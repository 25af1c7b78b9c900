import Foundation

/// Mirrors `CAAnimationCalculationMode`: how a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Mirrors `CAAnimationRotationMode`: whether a layer moved along a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Mirrors Core Animation's `CAKeyframeAnimation`: a property animated through `values` (or,
/// for a point property such as `"position"`, along `path`, which wins over `values`). At
/// rest it has ended at its last value — the path's end point — or, when it autoreverses, at
/// its first.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Mirrors `values`.
    open var values: [Any]?
    /// Mirrors `path`: the points a point property moves through.
    open var path: CGPath?
    /// Mirrors `keyTimes` (kept: Tether draws the animation at rest).
    open var keyTimes: [NSNumber]?
    /// Mirrors `timingFunctions` (kept).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Mirrors `calculationMode` (kept).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Mirrors `tensionValues`, `continuityValues`, `biasValues` (kept).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    /// Mirrors `rotationMode`: with a path, the layer turns to the path's direction at its end.
    open var rotationMode: CAAnimationRotationMode?

    override func lastValue(over model: Any?) -> Any? {
        if let path { return pathEnds(path)?.last }
        return values?.last
    }
    override func firstValue(over model: Any?) -> Any? {
        if let path { return pathEnds(path)?.first }
        return values?.first
    }

    /// The first and last points of `path` (nil for an empty path).
    private func pathEnds(_ path: CGPath) -> (first: CGPoint, last: CGPoint)? {
        var first: CGPoint?, last: CGPoint?
        path.path.forEach { element in
            let point: CGPoint?
            switch element {
            case .move(let to): point = to
            case .line(let to): point = to
            case .quadCurve(let to, _): point = to
            case .curve(let to, _, _): point = to
            case .closeSubpath: point = first
            }
            if let point {
                if first == nil { first = point }
                last = point
            }
        }
        guard let first, let last else { return nil }
        return (first, last)
    }

    override func restingValues(on layer: CALayer) -> [(keyPath: String, value: Any)] {
        var values = super.restingValues(on: layer)
        // Turned to the path's direction at its end, as `rotateAuto` turns the layer.
        if let rotationMode, let path, !autoreverses, let angle = endDirection(of: path) {
            let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
            values.append(("transform.rotation.z", turn))
        }
        return values
    }

    /// The direction the path runs in at its end, in radians.
    private func endDirection(of path: CGPath) -> CGFloat? {
        var previous: CGPoint?, end: CGPoint?, start: CGPoint?
        path.path.forEach { element in
            switch element {
            case .move(let to): start = to; previous = nil; end = to
            case .line(let to): previous = end; end = to
            case .quadCurve(let to, let control): previous = control; end = to
            case .curve(let to, _, let control2): previous = control2; end = to
            case .closeSubpath: previous = end; end = start
            }
        }
        guard let previous, let end, previous != end else { return nil }
        return atan2(end.y - previous.y, end.x - previous.x)
    }
}

/// Mirrors Core Animation's `CAAnimationGroup`: animations run together. At rest, each
/// animation of the group that ends within the group's duration and holds its last value,
/// or lasts as long as the group, leaves its last value while the group holds its own.
open class CAAnimationGroup: CAAnimation {
    /// Mirrors `animations`.
    open var animations: [CAAnimation]?

    override func restingValues(on layer: CALayer) -> [(keyPath: String, value: Any)] {
        let groupLength = duration > 0 ? duration : 0.25
        return (animations ?? []).flatMap { animation -> [(keyPath: String, value: Any)] in
            let length = (animation.duration > 0 ? animation.duration : 0.25) * max(1, Double(animation.repeatCount))
                * (animation.autoreverses ? 2 : 1)
            let lasts = animation.beginTime + length >= groupLength - 1e-9
            let holds = animation.fillMode == .forwards || animation.fillMode == .both
            return (lasts || holds) && !animation.repeatsForever ? animation.restingValues(on: layer) : []
        }
    }
}

/// Mirrors Core Animation's `CATransition`: the layer's change shown with a fade, push, move
/// in or reveal. At rest the transition has ended and the layer shows its new state.
open class CATransition: CAAnimation {
    /// Mirrors `type`.
    open var type: CATransitionType = .fade
    /// Mirrors `subtype`.
    open var subtype: CATransitionSubtype?
    /// Mirrors `startProgress` and `endProgress` (kept).
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// Mirrors Core Animation's `kCATransition`: the key a transition is added to a layer under.
public let kCATransition = "transition"

/// Mirrors `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Mirrors `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
