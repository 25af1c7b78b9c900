import Foundation
import OpenCombine

// Combine's Foundation publishers, which SwiftUI code takes from `import SwiftUI`/`import
// Combine` on Apple platforms, built on OpenCombine's subjects.

extension Timer {
    /// Mirrors Combine's `Timer.publish(every:tolerance:on:in:options:)`: a connectable
    /// publisher of the current date every `interval` seconds while connected
    /// (`connect()` or `autoconnect()`), on `runLoop` in `mode`. The timer fires when the run
    /// loop runs: on a headless host, `ViewHost.runRunLoop(for:)` (Tether's own) runs it.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Mirrors Combine's `Timer.TimerPublisher`: see `Timer.publish(every:tolerance:on:in:options:)`.
    /// A value is dropped for a subscriber that has not asked for one, as Combine's does.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Timer?

        /// Mirrors `init(interval:tolerance:runLoop:mode:options:)`. A non-positive or
        /// non-finite interval fires every 0.1 ms, as Foundation's timers do.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer (once; connecting again while connected returns the same connection).
        public func connect() -> any Cancellable {
            lock.lock(); defer { lock.unlock() }
            if timer == nil {
                let every = interval.isFinite && interval > 0 ? interval : 0.0001
                nonisolated(unsafe) let subject = self.subject
                let timer = Timer(timeInterval: every, repeats: true) { _ in subject.send(Date()) }
                if let tolerance, tolerance.isFinite, tolerance >= 0 { timer.tolerance = tolerance }
                nonisolated(unsafe) let scheduled = timer
                let mode = self.mode
                runLoop.withSchedulingTarget { $0.add(scheduled, forMode: mode) }
                self.timer = timer
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock(); defer { lock.unlock() }
            timer?.invalidate()
            timer = nil
        }
    }
}

extension NotificationCenter {
    /// Mirrors Combine's `NotificationCenter.publisher(for:object:)`: the notifications named
    /// `name` (from `object`, or any object when nil) posted while subscribed.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Mirrors Combine's `NotificationCenter.Publisher`.
    public struct Publisher: OpenCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        /// Mirrors `init(center:name:object:)`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            nonisolated(unsafe) let subject = PassthroughSubject<Notification, Never>()
            let center = self.center
            nonisolated(unsafe) let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
        }
    }
}
