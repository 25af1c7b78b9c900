import Combine
import Foundation
import Testing

private struct Boom: Error, Equatable {}

/// A scheduler of virtual time for deterministic tests: time is a count of ticks that moves
/// only when the test advances it, running what falls due in order of time, then of scheduling.
/// `.seconds(n)` is `n * 1000` ticks (a tick is a millisecond); an integer literal is ticks.
private final class VirtualScheduler: Scheduler {
    struct SchedulerTimeType: Strideable, Hashable {
        var ticks: Int
        func distance(to other: SchedulerTimeType) -> Stride { Stride(other.ticks - ticks) }
        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(ticks: ticks + n.magnitude) }

        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
            var magnitude: Int
            init(_ ticks: Int) { magnitude = ticks }
            init(integerLiteral value: Int) { magnitude = value }
            init?<T: BinaryInteger>(exactly source: T) {
                guard let ticks = Int(exactly: source) else { return nil }
                magnitude = ticks
            }
            static func seconds(_ s: Int) -> Stride { Stride(s * 1000) }
            static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1000)) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            static func microseconds(_ us: Int) -> Stride { Stride(us / 1000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(ns / 1_000_000) }
            static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            static func += (a: inout Stride, b: Stride) { a = a + b }
            static func -= (a: inout Stride, b: Stride) { a = a - b }
            static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }
    struct SchedulerOptions: Equatable { var tag: String }

    private struct Task {
        /// Identifies the work for cancelling.
        let key: Int
        /// Orders work due at the same time: the order it was scheduled (or rescheduled) in.
        var order: Int
        var time: Int
        var interval: Int?
        var action: () -> Void
    }

    private(set) var now = SchedulerTimeType(ticks: 0)
    var minimumTolerance: SchedulerTimeType.Stride { 0 }
    private var tasks: [Task] = []
    private var nextID = 0
    /// The options each piece of work was scheduled with, in order.
    private(set) var receivedOptions: [SchedulerOptions?] = []
    /// Repeating schedules asked for with an interval that is not positive (run every tick here).
    private(set) var nonPositiveRepeats = 0
    /// Work scheduled and neither run (if once) nor cancelled.
    var pendingCount: Int { tasks.count }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        add(time: now.ticks, interval: nil, options: options, action)
    }
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        add(time: date.ticks, interval: nil, options: options, action)
    }
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if interval.magnitude <= 0 { nonPositiveRepeats += 1 }
        let id = add(time: date.ticks, interval: Swift.max(1, interval.magnitude), options: options, action)
        return AnyCancellable { [weak self] in self?.tasks.removeAll { $0.key == id } }
    }

    @discardableResult
    private func add(time: Int, interval: Int?, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        tasks.append(Task(key: nextID, order: nextID, time: Swift.max(time, now.ticks), interval: interval, action: action))
        receivedOptions.append(options)
        return nextID
    }

    /// Moves time forward by `ticks`, running what falls due (work scheduled for now included).
    func advance(by ticks: Int = 0) { advance(to: now.ticks + ticks) }

    /// Moves time forward to `ticks`, running what falls due on the way, each at its time.
    func advance(to ticks: Int) {
        while let index = tasks.indices.filter({ tasks[$0].time <= ticks })
                .min(by: { (tasks[$0].time, tasks[$0].order) < (tasks[$1].time, tasks[$1].order) }) {
            let task = tasks[index]
            now = SchedulerTimeType(ticks: task.time)
            if let interval = task.interval {
                nextID += 1
                tasks[index].time += interval
                tasks[index].order = nextID   // after what is already due at the same time
            } else {
                tasks.remove(at: index)
            }
            task.action()
        }
        now = SchedulerTimeType(ticks: Swift.max(now.ticks, ticks))
    }
}

/// A subscriber that asks for `initial` when subscribed, records each collection with the
/// virtual time it arrived at, and runs `onValue` within each `receive(_:)`.
private final class CollectionRecorder: Subscriber {
    typealias Input = [Int]
    typealias Failure = Boom

    let initial: Subscribers.Demand
    let scheduler: VirtualScheduler?
    var more = Subscribers.Demand.none
    var subscription: (any Subscription)?
    var values: [[Int]] = []
    var times: [Int] = []
    var completions: [Subscribers.Completion<Boom>] = []
    var onValue: (([Int]) -> Void)?

    init(initial: Subscribers.Demand = .unlimited, scheduler: VirtualScheduler? = nil) {
        self.initial = initial
        self.scheduler = scheduler
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }
    func receive(_ input: [Int]) -> Subscribers.Demand {
        values.append(input)
        times.append(scheduler?.now.ticks ?? -1)
        onValue?(input)
        return more
    }
    func receive(completion: Subscribers.Completion<Boom>) { completions.append(completion) }

    var finished: Bool { completions == [.finished] }
}

/// An upstream the test drives by hand, recording the demand it is given: by its
/// subscription's `request(_:)` and by what its subscriber's `receive(_:)` returns.
private final class ManualUpstream: Publisher {
    typealias Output = Int
    typealias Failure = Boom

    private final class Link: Subscription {
        weak var owner: ManualUpstream?
        init(owner: ManualUpstream) { self.owner = owner }
        func request(_ demand: Subscribers.Demand) { owner?.demands.append(demand) }
        func cancel() { owner?.cancels += 1 }
    }

    private var subscriber: AnySubscriber<Int, Boom>?
    var demands: [Subscribers.Demand] = []
    var cancels = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Boom {
        self.subscriber = AnySubscriber(subscriber)
        subscriber.receive(subscription: Link(owner: self))
    }
    func send(_ value: Int) {
        let more = subscriber?.receive(value) ?? .none
        if more > 0 { demands.append(more) }
    }
}

/// Counts the cancellations `handleEvents(receiveCancel:)` reports.
private final class CancelCount {
    var count = 0
}

/// Collects what a publisher sends, from any thread.
private final class LockedLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    var values: [Value] { lock.lock(); defer { lock.unlock() }; return storage }
    func append(_ value: Value) { lock.lock(); storage.append(value); lock.unlock() }
}


/// Combine's `collect(_:options:)` with `.byTime` and `.byTimeOrCount` (Tether's
/// `Publishers.CollectByTime`), as Apple's Combine documents it: values collected over each
/// interval of the scheduler's time, from subscription, published together at its end.
@Suite struct CombineCollectByTimeTests {
    // MARK: byTime

    @Test func byTimePublishesEachIntervalsValuesAtItsEnd() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        let publisher: Publishers.CollectByTime<PassthroughSubject<Int, Boom>, VirtualScheduler> =
            subject.collect(.byTime(scheduler, 10))
        publisher.subscribe(recorder)

        scheduler.advance(to: 1)
        subject.send(1)
        scheduler.advance(to: 3)
        subject.send(2)
        scheduler.advance(to: 9)
        #expect(recorder.values.isEmpty)           // the interval 0..<10 has not ended
        scheduler.advance(to: 10)
        #expect(recorder.values == [[1, 2]])
        scheduler.advance(to: 25)                  // 10..<20 collected nothing: nothing published
        #expect(recorder.values == [[1, 2]])
        subject.send(3)
        subject.send(4)
        scheduler.advance(to: 30)
        #expect(recorder.values == [[1, 2], [3, 4]])
        #expect(recorder.times == [10, 30])
        #expect(recorder.completions.isEmpty)
    }

    @Test func intervalsAreMeasuredFromSubscription() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        scheduler.advance(to: 7)
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)   // 1000 ticks
        subject.send(1)
        scheduler.advance(to: 1006)
        #expect(recorder.values.isEmpty)
        scheduler.advance(to: 1007)
        subject.send(2)
        scheduler.advance(to: 2007)
        #expect(recorder.values == [[1], [2]])
        #expect(recorder.times == [1007, 2007])
    }

    @Test func finishingPublishesWhatIsCollectedThenFinishes() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        subject.collect(.byTime(scheduler, 10)).subscribe(recorder)
        subject.send(1)
        scheduler.advance(to: 10)
        subject.send(2)
        subject.send(3)
        scheduler.advance(to: 15)
        subject.send(completion: .finished)
        #expect(recorder.values == [[1], [2, 3]])
        #expect(recorder.times == [10, 15])
        #expect(recorder.finished)
        #expect(scheduler.pendingCount == 0)       // the repeating schedule is cancelled
        scheduler.advance(to: 100)
        #expect(recorder.values.count == 2)

        // Nothing collected: only the completion.
        let empty = CollectionRecorder()
        let other = PassthroughSubject<Int, Boom>()
        other.collect(.byTimeOrCount(scheduler, 10, 3)).subscribe(empty)
        other.send(completion: .finished)
        #expect(empty.values.isEmpty)
        #expect(empty.finished)
    }

    @Test func failingDropsWhatIsCollectedAndPassesTheFailureOn() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        subject.collect(.byTimeOrCount(scheduler, 10, 5)).subscribe(recorder)
        subject.send(1)
        scheduler.advance(to: 10)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .failure(Boom()))
        #expect(recorder.values == [[1]])
        #expect(recorder.completions == [.failure(Boom())])
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(to: 20)
        #expect(recorder.values == [[1]])
        #expect(recorder.completions.count == 1)
    }

    @Test func aSequenceCollectsIntoOneArrayBeforeTheFirstInterval() {
        // Every value and the completion arrive at subscription, before any interval ends.
        let scheduler = VirtualScheduler()
        let recorder = CollectionRecorder()
        [1, 2, 3].publisher.setFailureType(to: Boom.self).collect(.byTime(scheduler, 10)).subscribe(recorder)
        #expect(recorder.values == [[1, 2, 3]])
        #expect(recorder.finished)
        #expect(scheduler.pendingCount == 0)
    }

    // MARK: byTimeOrCount

    @Test func byTimeOrCountPublishesAFullCollectionAtOnceAndKeepsTheCadence() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        subject.collect(.byTimeOrCount(scheduler, 10, 2)).subscribe(recorder)
        scheduler.advance(to: 1)
        subject.send(1)
        scheduler.advance(to: 2)
        subject.send(2)                            // full: published at 2
        scheduler.advance(to: 4)
        subject.send(3)                            // published when 0..<10 ends, not at 12
        scheduler.advance(to: 11)
        subject.send(4)
        scheduler.advance(to: 12)
        subject.send(5)                            // full: published at 12
        scheduler.advance(to: 13)
        subject.send(6)
        scheduler.advance(to: 20)
        #expect(recorder.values == [[1, 2], [3], [4, 5], [6]])
        #expect(recorder.times == [2, 10, 12, 20])
    }

    @Test func aSequenceIsCutIntoCollectionsOfTheCount() {
        let scheduler = VirtualScheduler()
        let recorder = CollectionRecorder()
        (1...7).publisher.setFailureType(to: Boom.self).collect(.byTimeOrCount(scheduler, 10, 3)).subscribe(recorder)
        #expect(recorder.values == [[1, 2, 3], [4, 5, 6], [7]])
        #expect(recorder.finished)
    }

    // MARK: Demand

    @Test func byTimeAsksTheUpstreamForUnlimitedValuesOnceAsked() {
        let scheduler = VirtualScheduler()
        let upstream = ManualUpstream()
        let recorder = CollectionRecorder(initial: .none, scheduler: scheduler)
        recorder.more = .max(1)
        upstream.collect(.byTime(scheduler, 10)).subscribe(recorder)
        #expect(upstream.demands.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(upstream.demands == [.unlimited])
        upstream.send(1)
        scheduler.advance(to: 10)
        recorder.subscription?.request(.max(2))
        #expect(upstream.demands == [.unlimited])
        #expect(recorder.values == [[1]])
    }

    @Test func byTimeOrCountAsksForTheCountForEachCollection() {
        let scheduler = VirtualScheduler()
        let upstream = ManualUpstream()
        let recorder = CollectionRecorder(initial: .max(2), scheduler: scheduler)
        recorder.more = .max(1)
        upstream.collect(.byTimeOrCount(scheduler, 10, 3)).subscribe(recorder)
        #expect(upstream.demands == [.max(6)])
        upstream.send(1); upstream.send(2); upstream.send(3)   // a collection; the recorder asks for one more
        #expect(upstream.demands == [.max(6), .max(3)])
        upstream.send(4)
        scheduler.advance(to: 10)                               // [4]; one more again
        #expect(upstream.demands == [.max(6), .max(3), .max(3)])
        recorder.subscription?.request(.unlimited)
        #expect(upstream.demands == [.max(6), .max(3), .max(3), .unlimited])
        #expect(recorder.values == [[1, 2, 3], [4]])
    }

    @Test func collectionsWaitInOrderForDemand() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(initial: .none, scheduler: scheduler)
        subject.collect(.byTime(scheduler, 10)).subscribe(recorder)
        recorder.subscription?.request(.max(1))
        subject.send(1)
        scheduler.advance(to: 10)                  // [1], the one asked for
        subject.send(2)
        scheduler.advance(to: 20)                  // [2] closed, kept
        subject.send(3)
        subject.send(4)
        scheduler.advance(to: 30)                  // [3, 4] closed, kept
        subject.send(5)
        #expect(recorder.values == [[1]])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [[1], [2]])
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [[1], [2], [3, 4]])
        scheduler.advance(to: 40)                  // within the demand: at the interval's end
        #expect(recorder.values == [[1], [2], [3, 4], [5]])
        #expect(recorder.times == [10, 30, 30, 40])
    }

    @Test func finishingWaitsForTheKeptCollections() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(initial: .max(1), scheduler: scheduler)
        subject.collect(.byTime(scheduler, 10)).subscribe(recorder)
        subject.send(1)
        scheduler.advance(to: 10)                  // [1]
        subject.send(2)
        scheduler.advance(to: 20)                  // [2] kept
        subject.send(3)
        subject.send(completion: .finished)        // [3] kept, then the completion
        #expect(recorder.values == [[1]])
        #expect(recorder.completions.isEmpty)
        #expect(scheduler.pendingCount == 0)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [[1], [2]])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [[1], [2], [3]])
        #expect(recorder.finished)

        // A failure does not wait: what is kept is dropped.
        let failing = CollectionRecorder(initial: .max(1), scheduler: scheduler)
        let other = PassthroughSubject<Int, Boom>()
        other.collect(.byTime(scheduler, 10)).subscribe(failing)
        scheduler.advance(to: 25)
        other.send(1)
        scheduler.advance(to: 35)                  // [1]
        other.send(2)
        scheduler.advance(to: 45)                  // [2] kept
        other.send(completion: .failure(Boom()))
        #expect(failing.values == [[1]])
        #expect(failing.completions == [.failure(Boom())])
    }

    // MARK: Options, cancelling, re-entrancy

    @Test func theOptionsGoToTheScheduler() {
        let scheduler = VirtualScheduler()
        let recorder = CollectionRecorder()
        PassthroughSubject<Int, Boom>().collect(.byTime(scheduler, 10), options: .init(tag: "collect")).subscribe(recorder)
        #expect(scheduler.receivedOptions == [VirtualScheduler.SchedulerOptions(tag: "collect")])
    }

    @Test func cancellingCancelsTheUpstreamAndTheSchedule() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let cancels = CancelCount()
        let recorder = CollectionRecorder(scheduler: scheduler)
        subject.handleEvents(receiveCancel: { cancels.count += 1 })
            .collect(.byTime(scheduler, 10)).subscribe(recorder)
        subject.send(1)
        #expect(scheduler.pendingCount == 1)
        recorder.subscription?.cancel()
        #expect(cancels.count == 1)
        #expect(scheduler.pendingCount == 0)
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(to: 50)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions.isEmpty)
    }

    @Test func sendingFromWithinReceiveIsDeliveredAfterItReturns() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder(scheduler: scheduler)
        var depth = 0
        var overlapped = false
        recorder.onValue = { values in
            depth += 1
            if depth > 1 { overlapped = true }
            if let last = values.last, last < 3 { subject.send(last + 1) }
            depth -= 1
        }
        subject.collect(.byTimeOrCount(scheduler, 10, 1)).subscribe(recorder)
        subject.send(0)
        #expect(recorder.values == [[0], [1], [2], [3]])
        #expect(!overlapped)
    }

    // MARK: Input Apple leaves undefined

    @Test func aCountBelowOneCountsAsOne() {
        let scheduler = VirtualScheduler()
        for count in [0, -1, Int.min] {
            let subject = PassthroughSubject<Int, Boom>()
            let recorder = CollectionRecorder()
            subject.collect(.byTimeOrCount(scheduler, 10, count)).subscribe(recorder)
            subject.send(1)
            subject.send(2)
            #expect(recorder.values == [[1], [2]], "count \(count)")
        }
    }

    @Test func anIntervalThatIsNotPositivePublishesOnTheSchedulersNextTurn() {
        for stride in [0, -5, Int.min] {
            let scheduler = VirtualScheduler()
            let subject = PassthroughSubject<Int, Boom>()
            let recorder = CollectionRecorder(scheduler: scheduler)
            subject.collect(.byTime(scheduler, .init(stride)), options: .init(tag: "turn")).subscribe(recorder)
            #expect(scheduler.pendingCount == 0, "stride \(stride): nothing scheduled while idle")
            subject.send(1)
            subject.send(2)
            #expect(recorder.values.isEmpty)
            scheduler.advance()                    // the next turn, no time passing
            subject.send(3)
            scheduler.advance(by: 1)
            #expect(recorder.values == [[1, 2], [3]], "stride \(stride)")
            #expect(scheduler.pendingCount == 0)
            #expect(scheduler.nonPositiveRepeats == 0)
            #expect(scheduler.receivedOptions == [VirtualScheduler.SchedulerOptions(tag: "turn"),
                                                  VirtualScheduler.SchedulerOptions(tag: "turn")])
        }

        // With a count too: a full collection at once, the rest on the next turn.
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = CollectionRecorder()
        subject.collect(.byTimeOrCount(scheduler, 0, 2)).subscribe(recorder)
        subject.send(1); subject.send(2); subject.send(3)
        #expect(recorder.values == [[1, 2]])
        scheduler.advance()
        #expect(recorder.values == [[1, 2], [3]])
    }

    // MARK: Foundation's schedulers

    @Test func onADispatchQueueEveryValueArrivesInOrderAndItFinishes() async {
        let log = LockedLog<[Int]>()
        let finished = LockedLog<Bool>()
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "collect")
        let cancellable = subject.collect(.byTime(queue, .milliseconds(5)))
            .sink(receiveCompletion: { _ in finished.append(true) }, receiveValue: { log.append($0) })
        for value in 0..<50 { subject.send(value) }
        #expect(await waitUntil { log.values.joined().count == 50 })
        subject.send(50)
        subject.send(completion: .finished)
        #expect(await waitUntil { finished.values == [true] })
        #expect(Array(log.values.joined()) == Array(0...50))
        #expect(log.values.allSatisfy { !$0.isEmpty })
        withExtendedLifetime(cancellable) {}
    }

    @Test func aZeroIntervalOnADispatchQueueStillDeliversEverything() async {
        let log = LockedLog<[Int]>()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.collect(.byTimeOrCount(DispatchQueue(label: "zero"), .seconds(0), 4))
            .sink { log.append($0) }
        for value in 0..<10 { subject.send(value) }
        #expect(await waitUntil { log.values.joined().count == 10 })
        #expect(Array(log.values.joined()) == Array(0..<10))
        #expect(log.values.allSatisfy { !$0.isEmpty && $0.count <= 4 })
        withExtendedLifetime(cancellable) {}
    }

    @Test func valuesFromManyThreadsAreCollectedWithoutLossOrOverlap() async {
        final class Tally: @unchecked Sendable {
            private let lock = NSLock()
            private var inside = false
            private(set) var overlapped = false
            private(set) var received: [Int] = []
            private(set) var finished = false
            func enter() { lock.lock(); if inside { overlapped = true }; inside = true; lock.unlock() }
            func leave(with values: [Int]) { lock.lock(); received += values; inside = false; lock.unlock() }
            func finish() { lock.lock(); finished = true; lock.unlock() }
            var isFinished: Bool { lock.lock(); defer { lock.unlock() }; return finished }
            var snapshot: (received: [Int], overlapped: Bool) {
                lock.lock(); defer { lock.unlock() }; return (received, overlapped)
            }
        }
        let tally = Tally()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.collect(.byTimeOrCount(DispatchQueue(label: "threads"), .microseconds(200), 7))
            .sink(receiveCompletion: { _ in tally.finish() }) { values in
                tally.enter()
                tally.leave(with: values)
            }
        nonisolated(unsafe) let send = subject
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<2_000 { send.send(index * 10_000 + value) }
        }
        send.send(completion: .finished)
        #expect(await waitUntil { tally.isFinished })
        let (received, overlapped) = tally.snapshot
        #expect(!overlapped)
        #expect(received.count == 4_000)
        #expect(Set(received).count == 4_000)
        // Each thread's values stay in the order it sent them.
        #expect(received.filter { $0 < 10_000 } == Array(0..<2_000))
        withExtendedLifetime(cancellable) {}
    }
}
