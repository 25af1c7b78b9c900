import Foundation
import OpenCombine

// The subscription behind Tether's `Publishers.CollectByTime`: the subscriber it attaches to
// the upstream and the subscription it hands the downstream.
//
// Values go into the open collection. A collection is closed — and joins the closed ones
// waiting, in order, for the downstream's demand — when its interval ends (a tick of the
// repeating schedule, or the scheduler's next turn for an interval that is not positive), when
// it reaches the count of `byTimeOrCount`, or when the upstream finishes.
//
// State is guarded by a lock that is never held while calling the downstream, the upstream or
// the scheduler. Delivery is serialised: a collection closed while another is being delivered
// (by the scheduler's thread, or re-entrantly from within the downstream's `receive(_:)`) is
// delivered by the caller already delivering, once its call returns.
final class CollectByTimeSubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == [Upstream.Output], Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    var description: String { "CollectByTime" }
    var playgroundDescription: Any { description }

    private let lock = NSLock()
    private let context: Context
    private let stride: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    /// The most values a collection holds: the count of `byTimeOrCount` (at least 1); nil
    /// for `byTime`.
    private let limit: Int?
    /// Whether the interval is positive, so a repeating schedule times the collections.
    private let periodic: Bool

    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var timer: (any Cancellable)?
    /// The collection values go into.
    private var open: [Input] = []
    /// Closed collections waiting for demand, oldest first from `head`.
    private var closed: [[Input]] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    /// `byTime` has asked the upstream for unlimited values.
    private var askedUnlimited = false
    /// A turn of the scheduler is scheduled to close the open collection (interval not positive).
    private var turnScheduled = false
    /// The completion to deliver: a failure at once, finishing once `closed` is delivered.
    private var completion: Subscribers.Completion<Failure>?
    /// Whether some call is delivering to the downstream (it delivers what closes meanwhile).
    private var emitting = false
    /// Cancelled by the downstream, or its completion delivered: nothing more happens.
    private var done = false

    init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.options = options
        switch strategy {
        case .byTime(let context, let stride):
            self.context = context
            self.stride = stride
            limit = nil
        case .byTimeOrCount(let context, let stride, let count):
            self.context = context
            self.stride = stride
            limit = Swift.max(1, count)
        }
        // `>` is false for NaN, which counts as not positive too.
        periodic = stride > .zero
    }

    deinit { timer?.cancel() }

    // MARK: From the upstream

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !done, completion == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        if periodic {
            // The first interval starts now; the schedule repeats until cancelled.
            let timer = context.schedule(after: context.now.advanced(by: stride), interval: stride,
                                         tolerance: context.minimumTolerance, options: options) { [weak self] in
                self?.closeInterval()
            }
            lock.lock()
            if done || completion != nil {
                lock.unlock()
                timer.cancel()
            } else {
                self.timer = timer
                lock.unlock()
            }
        }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !done, completion == nil else { lock.unlock(); return .none }
        open.append(input)
        var scheduleTurn = false
        if let limit, open.count >= limit {
            closed.append(open)
            open = []
        } else if !periodic && !turnScheduled {
            turnScheduled = true
            scheduleTurn = true
        }
        let more = drainLocked()
        if scheduleTurn {
            context.schedule(options: options) { [weak self] in self?.closeInterval() }
        }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !done, self.completion == nil else { lock.unlock(); return }
        upstream = nil
        let timer = self.timer
        self.timer = nil
        switch completion {
        case .finished:
            if !open.isEmpty { closed.append(open) }
        case .failure:
            closed = []
            head = 0
        }
        open = []
        self.completion = completion
        _ = drainLocked()
        timer?.cancel()
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        self.demand += demand
        var ask = Subscribers.Demand.none
        if let limit {
            ask = demand * limit
        } else if !askedUnlimited && demand > 0 {
            askedUnlimited = true
            ask = .unlimited
        }
        let more = drainLocked()
        requestUpstream(ask + more)
    }

    func cancel() {
        lock.lock()
        guard !done else { lock.unlock(); return }
        let (upstream, timer) = finishLocked()
        lock.unlock()
        timer?.cancel()
        upstream?.cancel()
    }

    /// Marks the subscription done and lets go of everything it holds; returns the upstream
    /// and the timer, to cancel once the lock is released.
    private func finishLocked() -> ((any Subscription)?, (any Cancellable)?) {
        done = true
        downstream = nil
        open = []
        closed = []
        head = 0
        let upstream = self.upstream, timer = self.timer
        self.upstream = nil
        self.timer = nil
        return (upstream, timer)
    }

    // MARK: Intervals and delivery

    /// The end of an interval: the open collection, unless empty, is closed and delivered
    /// when there is demand.
    private func closeInterval() {
        lock.lock()
        guard !done, completion == nil else { lock.unlock(); return }
        turnScheduled = false
        if !open.isEmpty {
            closed.append(open)
            open = []
        }
        requestUpstream(drainLocked())
    }

    private func requestUpstream(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        let upstream = done ? nil : self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    /// Delivers what is due, with the lock held on entry; returns with it released. Returns
    /// what the upstream is owed for the demand the downstream added meanwhile (`byTimeOrCount`
    /// asks for `count` values for each collection).
    private func drainLocked() -> Subscribers.Demand {
        guard !emitting else { lock.unlock(); return .none }
        emitting = true
        var owed = Subscribers.Demand.none
        while !done, let downstream {
            if case .failure = completion {
                deliverCompletionLocked(to: downstream)
                return .none
            }
            if head < closed.count, demand > 0 {
                let values = closed[head]
                head += 1
                if head == closed.count { closed.removeAll(keepingCapacity: true); head = 0 }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(values)
                lock.lock()
                demand += more
                if let limit, more > 0 { owed += more * limit }
                continue
            }
            if head == closed.count, completion != nil {
                deliverCompletionLocked(to: downstream)
                return .none
            }
            break
        }
        emitting = false
        lock.unlock()
        return owed
    }

    private func deliverCompletionLocked(to downstream: Downstream) {
        let completion = self.completion!
        let (upstream, timer) = finishLocked()
        emitting = false
        lock.unlock()
        timer?.cancel()
        upstream?.cancel()
        downstream.receive(completion: completion)
    }
}
