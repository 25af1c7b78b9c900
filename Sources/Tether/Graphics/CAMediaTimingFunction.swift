import Foundation

/// A compatibility name, Tether's own (not Core Foundation's): mirrors `CFTimeInterval`, the
/// seconds Core Animation measures durations in. Foundation on Linux does not declare it.
public typealias CFTimeInterval = Double

/// Mirrors Core Animation's `CACurrentMediaTime()`: seconds of a monotonic clock (the system's
/// uptime, as Apple's host time is); only differences between two readings mean anything.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// Mirrors Core Animation's `CAMediaTimingFunctionName`: the names of the predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `linear`.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Mirrors `easeIn`.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Mirrors `easeOut`.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Mirrors `easeInEaseOut`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Mirrors `default`: the curve of most of the system's animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Mirrors Core Animation's `CAMediaTimingFunction`: an animation's pacing as a cubic Bézier
/// from (0, 0) to (1, 1) through two control points. The named curves have the control points
/// Apple documents: linear (0, 0)(1, 1), ease in (0.42, 0)(1, 1), ease out (0, 0)(0.58, 1),
/// ease in and out (0.42, 0)(0.58, 1), default (0.25, 0.1)(0.25, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve's four points: (0, 0), the two control points, (1, 1).
    private let points: [(x: Float, y: Float)]

    /// Mirrors `init(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        super.init()
    }

    /// Mirrors `init(name:)`: a predefined curve (an unknown name is the default curve).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Mirrors `getControlPoint(at:values:)`: writes point `idx` (0 to 3) as x then y; other
    /// indices write nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].x
        ptr[1] = points[idx].y
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return zip(points, other.points).allSatisfy { $0.x == $1.x && $0.y == $1.y }
    }
    open override var hash: Int {
        var hasher = Hasher()
        for point in points { hasher.combine(point.x); hasher.combine(point.y) }
        return hasher.finalize()
    }
}
