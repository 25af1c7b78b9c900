import OpenCombine

// Combine's `Publishers.CombineLatest`, `CombineLatest3` and `CombineLatest4` and
// `Publisher.combineLatest(_:)` and its overloads, which OpenCombine lacks.

extension Publishers {
    /// Mirrors Combine's `Publishers.CombineLatest`: a publisher of the latest value of each of
    /// two upstreams, as a tuple. It publishes once every upstream has published, then
    /// whenever any of them does, with the latest of the others. It finishes once all have
    /// finished and fails as soon as any fails, cancelling the others; cancelling it cancels
    /// them all. Combinations that arrive while the subscriber has no demand are not queued:
    /// the newest one is kept and delivered when demand arrives.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Mirrors `init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 2, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }, description: "CombineLatest")
            inner.start {
                a.subscribe(FanInSide<A.Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<B.Output, S>(index: 1, parent: inner))
            }
        }
    }

    /// Mirrors Combine's `Publishers.CombineLatest3`: a publisher of the latest value of each of
    /// three upstreams, as a tuple. It publishes once every upstream has published, then
    /// whenever any of them does, with the latest of the others. It finishes once all have
    /// finished and fails as soon as any fails, cancelling the others; cancelling it cancels
    /// them all. Combinations that arrive while the subscriber has no demand are not queued:
    /// the newest one is kept and delivered when demand arrives.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Mirrors `init(_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 3, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }, description: "CombineLatest3")
            inner.start {
                a.subscribe(FanInSide<A.Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<B.Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<C.Output, S>(index: 2, parent: inner))
            }
        }
    }

    /// Mirrors Combine's `Publishers.CombineLatest4`: a publisher of the latest value of each of
    /// four upstreams, as a tuple. It publishes once every upstream has published, then
    /// whenever any of them does, with the latest of the others. It finishes once all have
    /// finished and fails as soon as any fails, cancelling the others; cancelling it cancels
    /// them all. Combinations that arrive while the subscriber has no demand are not queued:
    /// the newest one is kept and delivered when demand arrives.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        /// Mirrors `init(_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 4, mode: .latest { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }, description: "CombineLatest4")
            inner.start {
                a.subscribe(FanInSide<A.Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<B.Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<C.Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<D.Output, S>(index: 3, parent: inner))
            }
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
    /// Mirrors Combine's `combineLatest(_:)`: see `Publishers.CombineLatest`.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Mirrors Combine's `combineLatest(_:_:)`: `combineLatest(_:)` with each combination
    /// passed through `transform`.
    public func combineLatest<P, T>(_ other: P,
                                   _ transform: @escaping (Self.Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.Map(upstream: Publishers.CombineLatest(self, other)) { transform($0.0, $0.1) }
    }

    /// Mirrors Combine's `combineLatest(_:_:)`: see `Publishers.CombineLatest3`.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Mirrors Combine's `combineLatest(_:_:_:)`: `combineLatest(_:_:)` with each combination
    /// passed through `transform`.
    public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q,
                                   _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) { transform($0.0, $0.1, $0.2) }
    }

    /// Mirrors Combine's `combineLatest(_:_:_:)`: see `Publishers.CombineLatest4`.
    public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Mirrors Combine's `combineLatest(_:_:_:_:)`: `combineLatest(_:_:_:)` with each combination
    /// passed through `transform`.
    public func combineLatest<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                   _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Map(upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)) { transform($0.0, $0.1, $0.2, $0.3) }
    }
}
