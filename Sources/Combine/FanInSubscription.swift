import Foundation
import OpenCombine

// The subscription behind Tether's `CombineLatest*`, `Merge*` and `MergeMany`: one downstream
// fed by several upstreams.
//
// Each upstream is asked for `.unlimited`; what arrives while the downstream has no demand is
// kept — every value, in order, for a merge; only the newest combination for combine-latest —
// and delivered as demand arrives. Finishing waits until every upstream has finished and what
// is kept has been delivered; the first failure is delivered at once, drops what is kept and
// cancels the other upstreams.
//
// State is guarded by a lock that is never held while calling the downstream or an upstream.
// Delivery is serialised: a value that arrives while another is being delivered (from another
// thread, or re-entrantly from within the downstream's `receive(_:)`) is kept and delivered by
// the caller already delivering, once its call returns, so a subscriber that sends on a subject
// it is subscribed through neither deadlocks nor sees overlapping calls.
final class FanInSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomPlaygroundDisplayConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    enum Mode {
        /// Every value is forwarded (Merge).
        case merge
        /// Once every upstream has published, each value publishes the latest of all,
        /// built by the closure from one value per upstream (CombineLatest).
        case latest(([Any]) -> Output)
    }

    let description: String
    var playgroundDescription: Any { description }

    private let lock = NSLock()
    private let mode: Mode
    private let count: Int
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var finishedCount = 0
    private var latest: [Any?]
    private var latestCount = 0
    /// Values waiting for demand, oldest first from `head`.
    private var queue: [Output] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    /// The completion to deliver: a failure at once, finishing once `queue` is drained.
    private var completion: Subscribers.Completion<Failure>?
    /// Whether some call is delivering to the downstream (it delivers what arrives meanwhile).
    private var emitting = false
    /// Cancelled by the downstream, or its completion delivered: nothing more happens.
    private var done = false

    init(downstream: Downstream, count: Int, mode: Mode, description: String) {
        self.downstream = downstream
        self.count = count
        self.mode = mode
        self.description = description
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        latest = Array(repeating: nil, count: count)
    }

    /// Hands the downstream this subscription, then subscribes to the upstreams (in order, each
    /// with a `FanInSide` for its index) through `subscribe`.
    func start(_ subscribe: () -> Void) {
        downstream?.receive(subscription: self)
        subscribe()
        if count == 0 {
            lock.lock()
            if completion == nil && !done { completion = .finished }
            drainLocked()
        }
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        self.demand += demand
        drainLocked()
    }

    func cancel() {
        lock.lock()
        guard !done else { lock.unlock(); return }
        done = true
        downstream = nil
        queue = []
        head = 0
        latest = []
        let subscriptions = upstreams
        upstreams = []
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    // MARK: From the upstreams

    func upstream(_ index: Int, receive subscription: Subscription) {
        lock.lock()
        guard !done, completion == nil, !finished[index], upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func upstream(_ index: Int, receive value: Any) {
        lock.lock()
        guard !done, completion == nil else { lock.unlock(); return }
        switch mode {
        case .merge:
            queue.append(value as! Output)
        case .latest(let combine):
            if latest[index] == nil { latestCount += 1 }
            latest[index] = value
            guard latestCount == count else { lock.unlock(); return }
            // Only the newest combination waits for demand.
            let combined = combine(latest.map { $0! })
            if queue.count > head { queue[queue.count - 1] = combined } else { queue.append(combined) }
        }
        drainLocked()
    }

    func upstream(_ index: Int, receive completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !done, self.completion == nil, !finished[index] else { lock.unlock(); return }
        switch completion {
        case .finished:
            finished[index] = true
            finishedCount += 1
            upstreams[index] = nil
            if finishedCount == count { self.completion = .finished }
            drainLocked()
        case .failure:
            self.completion = completion
            queue = []
            head = 0
            upstreams[index] = nil
            let others = upstreams
            upstreams = Array(repeating: nil, count: count)
            lock.unlock()
            for subscription in others { subscription?.cancel() }
            lock.lock()
            drainLocked()
        }
    }

    // MARK: Delivery

    /// Delivers what is due, with the lock held on entry; returns with it released.
    private func drainLocked() {
        guard !emitting else { lock.unlock(); return }
        emitting = true
        while !done, let downstream {
            if case .failure = completion {
                return deliverCompletionLocked(to: downstream)
            }
            if head < queue.count, demand > 0 {
                let value = queue[head]
                head += 1
                if head == queue.count { queue.removeAll(keepingCapacity: true); head = 0 }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
                continue
            }
            if head == queue.count, completion != nil {
                return deliverCompletionLocked(to: downstream)
            }
            break
        }
        emitting = false
        lock.unlock()
    }

    private func deliverCompletionLocked(to downstream: Downstream) {
        let completion = self.completion!
        done = true
        self.downstream = nil
        queue = []
        head = 0
        latest = []
        let subscriptions = upstreams
        upstreams = []
        emitting = false
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
        downstream.receive(completion: completion)
    }
}

/// The subscriber a `FanInSubscription` attaches to its upstream at `index`.
struct FanInSide<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    let index: Int
    let parent: FanInSubscription<Downstream>
    let combineIdentifier = CombineIdentifier()

    var description: String { parent.description }

    func receive(subscription: Subscription) { parent.upstream(index, receive: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        parent.upstream(index, receive: input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { parent.upstream(index, receive: completion) }
}
