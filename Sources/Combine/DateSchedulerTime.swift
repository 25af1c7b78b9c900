import Foundation
import OpenCombine

/// Tether's own name for the one implementation behind Combine's `RunLoop.SchedulerTimeType`
/// and `OperationQueue.SchedulerTimeType`, which Combine declares twice with the same members:
/// a moment as a `Date`. `Owner` keeps the two apart, as they are distinct types in Combine.
public struct DateSchedulerTime<Owner>: Strideable, Codable, Hashable, Sendable {
    /// Mirrors `date`.
    public var date: Date

    /// Mirrors `init(_:)`.
    public init(_ date: Date) { self.date = date }

    /// Mirrors `distance(to:)`: the seconds from this moment to `other`.
    public func distance(to other: DateSchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    /// Mirrors `advanced(by:)`.
    public func advanced(by n: Stride) -> DateSchedulerTime { DateSchedulerTime(date.addingTimeInterval(n.magnitude)) }

    /// Mirrors `RunLoop.SchedulerTimeType.Stride` and `OperationQueue.SchedulerTimeType.Stride`:
    /// a signed interval in seconds (literals and `init(exactly:)` are seconds too).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Codable, Sendable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// Mirrors `magnitude`: the interval in seconds.
        public var magnitude: TimeInterval
        /// Mirrors `timeInterval`.
        public var timeInterval: TimeInterval { magnitude }

        /// Mirrors `init(_:)`.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// Mirrors `init(floatLiteral:)`.
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        /// Mirrors `init(integerLiteral:)`.
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        /// Mirrors `init(exactly:)`: seconds, nil when a `TimeInterval` cannot hold them exactly.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = TimeInterval(exactly: source) else { return nil }
            magnitude = seconds
        }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

        public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
        public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
        public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
        public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
        public static func += (a: inout Stride, b: Stride) { a.magnitude += b.magnitude }
        public static func -= (a: inout Stride, b: Stride) { a.magnitude -= b.magnitude }
        public static func *= (a: inout Stride, b: Stride) { a.magnitude *= b.magnitude }
    }
}
