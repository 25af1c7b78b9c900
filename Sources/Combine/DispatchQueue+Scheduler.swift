import Dispatch
import Foundation
import OpenCombine

/// Mirrors Combine's `DispatchQueue: Scheduler`: a queue schedules publishers' work
/// (`receive(on: DispatchQueue.main)`, `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`)
/// on itself, immediately with `async`, later with `asyncAfter`, repeatedly with a timer source.
extension DispatchQueue: @retroactive Scheduler {
    /// Mirrors `DispatchQueue.SchedulerTimeType`: a moment as a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// Mirrors `dispatchTime`.
        public var dispatchTime: DispatchTime

        /// Mirrors `init(_:)`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// Mirrors `distance(to:)`: the signed nanoseconds from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            let nanoseconds = to >= from ? Int(clamping: to - from) : -Int(clamping: from - to)
            return .nanoseconds(nanoseconds)
        }

        /// Mirrors `advanced(by:)`: the moment `n` later (never before the clock's start).
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let start = Int(clamping: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = start.addingReportingOverflow(n.magnitude)
            let nanoseconds = overflow ? (n.magnitude > 0 ? Int.max : 0) : max(0, sum)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)))
        }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool {
            a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        public init(from decoder: any Decoder) throws {
            self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
        }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Mirrors `DispatchQueue.SchedulerTimeType.Stride`: a signed interval in nanoseconds.
        /// Literals and `init(_:)` of a `Double` or `Int` are seconds, as in Combine.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Mirrors `magnitude`: the interval in nanoseconds.
            public var magnitude: Int

            /// Mirrors `timeInterval`.
            public var timeInterval: DispatchTimeInterval {
                magnitude == .max ? .never : .nanoseconds(magnitude)
            }

            /// Mirrors `init(_:)` with a `DispatchTimeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                /// `value` units of `nanoseconds` each, clamped to what fits.
                func clamped(_ value: Int, _ nanoseconds: Int) -> Int {
                    let (product, overflow) = value.multipliedReportingOverflow(by: nanoseconds)
                    return overflow ? (value < 0 ? .min : .max) : product
                }
                switch timeInterval {
                case .seconds(let s): magnitude = clamped(s, 1_000_000_000)
                case .milliseconds(let ms): magnitude = clamped(ms, 1_000_000)
                case .microseconds(let us): magnitude = clamped(us, 1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            /// Mirrors `init(floatLiteral:)`: seconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }
            /// Mirrors `init(integerLiteral:)`: seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// Mirrors `init(exactly:)`: nanoseconds, nil when they do not fit.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let nanoseconds = Int(exactly: source) else { return nil }
                magnitude = nanoseconds
            }

            /// Seconds as nanoseconds, clamped to what fits (NaN is no time).
            public static func seconds(_ s: Double) -> Stride {
                let nanoseconds = (s * 1_000_000_000).rounded()
                if nanoseconds.isNaN { return Stride(nanoseconds: 0) }
                return Stride(nanoseconds: nanoseconds >= 9.2e18 ? .max : nanoseconds <= -9.2e18 ? .min : Int(nanoseconds))
            }
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            private init(nanoseconds: Int) { magnitude = nanoseconds }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude &+ b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude &- b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude &* b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }

    /// Mirrors `DispatchQueue.SchedulerOptions`: the quality of service, flags and group work
    /// is submitted with.
    public struct SchedulerOptions: @unchecked Sendable {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        /// Mirrors `init(qos:flags:group:)`.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Mirrors `minimumTolerance`: none.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    /// Mirrors `now`.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Mirrors `schedule(options:_:)`: `async` on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let options = options ?? SchedulerOptions()
        async(group: options.group, qos: options.qos, flags: options.flags) { action() }
    }

    /// Mirrors `schedule(after:tolerance:options:_:)`: `asyncAfter` on this queue.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let options = options ?? SchedulerOptions()
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { action() }
    }

    /// Mirrors `schedule(after:interval:tolerance:options:_:)`: a timer source on this queue
    /// that fires at `date` and every `interval` after, until the returned value is cancelled
    /// (a non-positive interval repeats as often as the queue can run it).
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        nonisolated(unsafe) let action = action
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.magnitude > 0 ? interval.timeInterval : .nanoseconds(1),
                       leeway: tolerance.magnitude > 0 ? tolerance.timeInterval : .nanoseconds(0))
        timer.setEventHandler { action() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
