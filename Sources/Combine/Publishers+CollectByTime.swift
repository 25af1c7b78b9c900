import OpenCombine

// Combine's `Publishers.TimeGroupingStrategy`, `Publishers.CollectByTime` and
// `Publisher.collect(_:options:)`, which OpenCombine lacks.

extension Publishers {
    /// Mirrors Combine's `Publishers.TimeGroupingStrategy`: how `collect(_:options:)` groups
    /// what it receives, on which scheduler and over which interval.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Mirrors `byTime(_:_:)`: the values received in each interval of the scheduler's
        /// time, measured from subscription, are published together at its end.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Mirrors `byTimeOrCount(_:_:_:)`: as `byTime`, and a collection that reaches the
        /// count is published at once, without waiting for the interval's end (the intervals
        /// keep their cadence).
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Mirrors Combine's `Publishers.CollectByTime`: the upstream's values, collected and
    /// published as arrays on a schedule (see `Publisher.collect(_:options:)`).
    ///
    /// - Intervals are timed by a repeating schedule on the strategy's scheduler, started at
    ///   subscription. At the end of each the values collected during it are published as one
    ///   array; an interval that collected nothing publishes nothing.
    /// - With `byTimeOrCount` a collection that reaches the count is published at once; the
    ///   next values start a new collection in the same interval.
    /// - When the upstream finishes, what has been collected is published, then the
    ///   completion. When it fails, what has been collected is dropped and the failure passed on.
    /// - Demand: `byTime` asks the upstream for unlimited values once the subscriber first asks
    ///   for a collection; `byTimeOrCount` asks it for `count` values for each collection the
    ///   subscriber asks for. A collection whose interval ends (or which fills) while the
    ///   subscriber has not asked for one is kept, in order, and published when it asks;
    ///   finishing waits for the kept collections to be published.
    ///
    /// Input Apple leaves undefined is made safe: a count below 1 counts as 1, and an interval
    /// that is not positive (zero, negative or NaN) never drives a repeating schedule — which
    /// would run without rest — but publishes each collection on the scheduler's next turn
    /// after its first value (`schedule(options:_:)`), so values received together are
    /// published together and an idle publisher schedules nothing.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are collected.
        public let upstream: Upstream
        /// How the values are grouped.
        public let strategy: Publishers.TimeGroupingStrategy<Context>
        /// The options the scheduler's work is scheduled with.
        public let options: Context.SchedulerOptions?

        /// Mirrors `init(upstream:strategy:options:)`.
        public init(upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByTimeSubscription<Upstream, Context, S>(downstream: subscriber, strategy: strategy,
                                                                               options: options))
        }
    }
}

extension Publisher {
    /// Mirrors Combine's `collect(_:options:)`: the values, collected and published as arrays
    /// at the end of each interval of `strategy`'s scheduler (or, with `byTimeOrCount`, as
    /// soon as a collection reaches the count). See `Publishers.CollectByTime`.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                      options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
