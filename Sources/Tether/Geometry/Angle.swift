import Foundation

/// Mirrors SwiftUI's `Angle`: a geometric angle in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
    public static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
    public static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (l: Angle, r: Double) -> Angle { Angle(radians: l.radians * r) }
    /// Mirrors SwiftUI's `Angle / Double` (`.degrees(-minX) / 8` in cover-flow code): the angle
    /// divided by a scalar.
    public static func / (l: Angle, r: Double) -> Angle { Angle(radians: l.radians / r) }

    // SwiftUI gives `Angle` the arithmetic of its `_VectorMath` protocol (an animatable value
    // whose data is a vector): compound assignment, scaling and the magnitude.

    /// Mirrors `+=`.
    public static func += (l: inout Angle, r: Angle) { l.radians += r.radians }
    /// Mirrors `-=`.
    public static func -= (l: inout Angle, r: Angle) { l.radians -= r.radians }
    /// Mirrors `*=`: the angle scaled.
    public static func *= (l: inout Angle, r: Double) { l.radians *= r }
    /// Mirrors `/=`: the angle divided.
    public static func /= (l: inout Angle, r: Double) { l.radians /= r }
    /// Mirrors `magnitude`: the size of the angle in radians.
    public var magnitude: Double { abs(radians) }
    /// Mirrors `negate()`.
    public mutating func negate() { radians = -radians }
}
