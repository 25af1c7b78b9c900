import Foundation

/// Mirrors SwiftUI's `UnitCurve` (iOS 17): a curve from (0, 0) to (1, 1) that maps an input
/// progress (x) to an output progress (y), changing the pace of an interpolation.
///
/// ```swift
/// let halfway = UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// let start = UnitCurve.easeIn.velocity(at: 0)       // 0
/// ```
///
/// The ease curves are cubic Béziers solved for x to full double precision; the circular ones
/// are arcs of the unit circle.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// `circularEaseInOut` with x and y swapped (its `inverse`; SwiftUI names no such curve).
        case circularEaseOutIn
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    }

    let function: Function

    /// Mirrors `bezier(startControlPoint:endControlPoint:)`: the cubic Bézier from (0, 0) to
    /// (1, 1) with these control points. Their x components are clamped to 0...1 when the
    /// curve is evaluated (so x only grows along the curve); y may leave 0...1, overshooting.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint))
    }

    /// Mirrors `linear`: the output is the input (velocity 1 throughout).
    public static let linear = UnitCurve(function: .linear)
    /// Mirrors `easeIn`: the Bézier with control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Mirrors `easeOut`: the Bézier with control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Mirrors `easeInOut`: the Bézier with control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Mirrors the deprecated `easeInEaseOut`: `easeInOut`.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// Mirrors `circularEaseIn`: the bottom right quarter of a unit circle, 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// Mirrors `circularEaseOut`: the top left quarter of a unit circle, √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// Mirrors `circularEaseInOut`: `circularEaseIn` over the first half, `circularEaseOut`
    /// over the second, each scaled by one half: (1 − √(1 − 4x²)) / 2, then
    /// (1 + √(1 − (2 − 2x)²)) / 2.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// Mirrors `value(at:)`: the output (y) where the curve meets input `progress` (x),
    /// clamped to 0...1 (NaN is taken as 0).
    public func value(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear:
            return x
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2 : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
        case let .bezier(start, end):
            let bezier = Bezier(start: start, end: end)
            return bezier.y(bezier.parameter(forX: x))
        }
    }

    /// Mirrors `velocity(at:)`: dy/dx, the rate of change of the output where the curve meets
    /// input `progress` (clamped to 0...1; NaN is taken as 0). Where the curve is vertical
    /// (the circular curves at their steep ends) it is infinite; where a Bézier's own speed
    /// vanishes (a control point on its end point) it is the limit of dy/dx there.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear:
            return 1
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()
        case .circularEaseOutIn:
            return x < 0.5 ? (1 - 2 * x) / (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot()
                           : (2 * x - 1) / (1 - (2 * x - 1) * (2 * x - 1)).squareRoot()
        case let .bezier(start, end):
            let bezier = Bezier(start: start, end: end)
            return bezier.slope(at: bezier.parameter(forX: x))
        }
    }

    /// Mirrors `inverse`: the curve with its x and y swapped, which maps an output back to its
    /// input (`easeIn.inverse.value(at: easeIn.value(at: x)) == x`). `circularEaseIn` and
    /// `circularEaseOut` are each other's inverse; a Bézier's inverse swaps its control
    /// points' coordinates.
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(function: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        case let .bezier(start, end):
            return .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    private static func clamped(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, 0), 1)
    }
}

extension UnitCurve {
    /// A cubic Bézier from (0, 0) to (1, 1): the control points' x clamped to 0...1 (NaN to
    /// 0), y as given (non-finite taken as 0).
    struct Bezier {
        let x1: Double, y1: Double, x2: Double, y2: Double

        init(start: UnitPoint, end: UnitPoint) {
            func unit(_ v: CGFloat) -> Double { v.isNaN ? 0 : min(max(Double(v), 0), 1) }
            func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
            (x1, y1, x2, y2) = (unit(start.x), finite(start.y), unit(end.x), finite(end.y))
        }

        /// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ for one coordinate.
        private static func point(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        /// B′(t) = 3(1−t)²·p1 + 6(1−t)t·(p2 − p1) + 3t²·(1 − p2).
        private static func speed(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        /// B″(t) = 6(1−t)·(p2 − 2p1) + 6t·(1 − 2p2 + p1).
        private static func acceleration(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            6 * (1 - t) * (p2 - 2 * p1) + 6 * t * (1 - 2 * p2 + p1)
        }

        func y(_ t: Double) -> Double { Self.point(t, y1, y2) }

        /// The parameter t where the curve's x is `x` (in 0...1). With the control points' x in
        /// 0...1, x(t) never decreases, so bisection finds t to the last bit of a double.
        func parameter(forX x: Double) -> Double {
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            var low = 0.0, high = 1.0
            while true {
                let mid = (low + high) / 2
                if mid <= low || mid >= high { return mid }
                let value = Self.point(mid, x1, x2)
                if value == x { return mid }
                if value < x { low = mid } else { high = mid }
            }
        }

        /// dy/dx at parameter t: B′y/B′x, or where B′x vanishes, the limit from the next
        /// derivatives (±∞ where the curve is vertical).
        func slope(at t: Double) -> Double {
            let dx = Self.speed(t, x1, x2), dy = Self.speed(t, y1, y2)
            if dx != 0 { return dy / dx }
            if dy != 0 { return dy > 0 ? .infinity : -.infinity }
            let ddx = Self.acceleration(t, x1, x2), ddy = Self.acceleration(t, y1, y2)
            if ddx != 0 { return ddy / ddx }
            if ddy != 0 { return ddy > 0 ? .infinity : -.infinity }
            // B‴ is the constant 6(1 − 3p2 + 3p1).
            let dddx = 1 - 3 * x2 + 3 * x1, dddy = 1 - 3 * y2 + 3 * y1
            return dddx != 0 ? dddy / dddx : 1
        }
    }
}
