import OpenCombine

// Combine's `Publishers.Merge` … `Merge8`, `Publishers.MergeMany` and `Publisher.merge(with:)`
// and its overloads, which OpenCombine lacks.

extension Publishers {
    /// Mirrors Combine's `Publishers.Merge`: the values of two upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B

        /// Mirrors `init(_:_:)`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 2, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:)`: one `Merge3` of all.
        public func merge<P>(with other: P) -> Publishers.Merge3<A, B, P>
        where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
            Publishers.Merge3(a, b, other)
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:_:)`: one `Merge4` of all.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
        where Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
            Publishers.Merge4(a, b, z, y)
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:_:_:)`: one `Merge5` of all.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
        where Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
            Publishers.Merge5(a, b, z, y, x)
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:_:_:_:)`: one `Merge6` of all.
        public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge6<A, B, Z, Y, X, W>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
            Publishers.Merge6(a, b, z, y, x, w)
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:_:_:_:_:)`: one `Merge7` of all.
        public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output {
            Publishers.Merge7(a, b, z, y, x, w, v)
        }

        /// Mirrors Combine's `Publishers.Merge.merge(with:_:_:_:_:_:)`: one `Merge8` of all.
        public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output {
            Publishers.Merge8(a, b, z, y, x, w, v, u)
        }
    }

    /// Mirrors Combine's `Publishers.Merge3`: the values of three upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C

        /// Mirrors `init(_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 3, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge3.merge(with:)`: one `Merge4` of all.
        public func merge<P>(with other: P) -> Publishers.Merge4<A, B, C, P>
        where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
            Publishers.Merge4(a, b, c, other)
        }

        /// Mirrors Combine's `Publishers.Merge3.merge(with:_:)`: one `Merge5` of all.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
        where Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
            Publishers.Merge5(a, b, c, z, y)
        }

        /// Mirrors Combine's `Publishers.Merge3.merge(with:_:_:)`: one `Merge6` of all.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
        where Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
            Publishers.Merge6(a, b, c, z, y, x)
        }

        /// Mirrors Combine's `Publishers.Merge3.merge(with:_:_:_:)`: one `Merge7` of all.
        public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge7<A, B, C, Z, Y, X, W>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
            Publishers.Merge7(a, b, c, z, y, x, w)
        }

        /// Mirrors Combine's `Publishers.Merge3.merge(with:_:_:_:_:)`: one `Merge8` of all.
        public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output {
            Publishers.Merge8(a, b, c, z, y, x, w, v)
        }
    }

    /// Mirrors Combine's `Publishers.Merge4`: the values of four upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C
        /// The fourth publisher to merge.
        public let d: D

        /// Mirrors `init(_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 4, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<Output, S>(index: 3, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge4.merge(with:)`: one `Merge5` of all.
        public func merge<P>(with other: P) -> Publishers.Merge5<A, B, C, D, P>
        where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
            Publishers.Merge5(a, b, c, d, other)
        }

        /// Mirrors Combine's `Publishers.Merge4.merge(with:_:)`: one `Merge6` of all.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
        where Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
            Publishers.Merge6(a, b, c, d, z, y)
        }

        /// Mirrors Combine's `Publishers.Merge4.merge(with:_:_:)`: one `Merge7` of all.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
        where Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
            Publishers.Merge7(a, b, c, d, z, y, x)
        }

        /// Mirrors Combine's `Publishers.Merge4.merge(with:_:_:_:)`: one `Merge8` of all.
        public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
        where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
            Publishers.Merge8(a, b, c, d, z, y, x, w)
        }
    }

    /// Mirrors Combine's `Publishers.Merge5`: the values of five upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C
        /// The fourth publisher to merge.
        public let d: D
        /// The fifth publisher to merge.
        public let e: E

        /// Mirrors `init(_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 5, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<Output, S>(index: 3, parent: inner))
                e.subscribe(FanInSide<Output, S>(index: 4, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge5.merge(with:)`: one `Merge6` of all.
        public func merge<P>(with other: P) -> Publishers.Merge6<A, B, C, D, E, P>
        where P: Publisher, E.Failure == P.Failure, E.Output == P.Output {
            Publishers.Merge6(a, b, c, d, e, other)
        }

        /// Mirrors Combine's `Publishers.Merge5.merge(with:_:)`: one `Merge7` of all.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
        where Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
            Publishers.Merge7(a, b, c, d, e, z, y)
        }

        /// Mirrors Combine's `Publishers.Merge5.merge(with:_:_:)`: one `Merge8` of all.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
        where Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
            Publishers.Merge8(a, b, c, d, e, z, y, x)
        }
    }

    /// Mirrors Combine's `Publishers.Merge6`: the values of six upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C
        /// The fourth publisher to merge.
        public let d: D
        /// The fifth publisher to merge.
        public let e: E
        /// The sixth publisher to merge.
        public let f: F

        /// Mirrors `init(_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 6, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<Output, S>(index: 3, parent: inner))
                e.subscribe(FanInSide<Output, S>(index: 4, parent: inner))
                f.subscribe(FanInSide<Output, S>(index: 5, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge6.merge(with:)`: one `Merge7` of all.
        public func merge<P>(with other: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
        where P: Publisher, F.Failure == P.Failure, F.Output == P.Output {
            Publishers.Merge7(a, b, c, d, e, f, other)
        }

        /// Mirrors Combine's `Publishers.Merge6.merge(with:_:)`: one `Merge8` of all.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
        where Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
            Publishers.Merge8(a, b, c, d, e, f, z, y)
        }
    }

    /// Mirrors Combine's `Publishers.Merge7`: the values of seven upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C
        /// The fourth publisher to merge.
        public let d: D
        /// The fifth publisher to merge.
        public let e: E
        /// The sixth publisher to merge.
        public let f: F
        /// The seventh publisher to merge.
        public let g: G

        /// Mirrors `init(_:_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 7, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<Output, S>(index: 3, parent: inner))
                e.subscribe(FanInSide<Output, S>(index: 4, parent: inner))
                f.subscribe(FanInSide<Output, S>(index: 5, parent: inner))
                g.subscribe(FanInSide<Output, S>(index: 6, parent: inner))
            }
        }

        /// Mirrors Combine's `Publishers.Merge7.merge(with:)`: one `Merge8` of all.
        public func merge<P>(with other: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
        where P: Publisher, G.Failure == P.Failure, G.Output == P.Output {
            Publishers.Merge8(a, b, c, d, e, f, g, other)
        }
    }

    /// Mirrors Combine's `Publishers.Merge8`: the values of eight upstreams, interleaved as
    /// they arrive. It finishes once all have finished and fails as soon as any fails,
    /// cancelling the others; cancelling it cancels them all. Values that arrive while the
    /// subscriber has no demand are kept in order and delivered as demand arrives.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B
        /// The third publisher to merge.
        public let c: C
        /// The fourth publisher to merge.
        public let d: D
        /// The fifth publisher to merge.
        public let e: E
        /// The sixth publisher to merge.
        public let f: F
        /// The seventh publisher to merge.
        public let g: G
        /// The eighth publisher to merge.
        public let h: H

        /// Mirrors `init(_:_:_:_:_:_:_:_:)`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: 8, mode: .merge, description: "Merge")
            inner.start {
                a.subscribe(FanInSide<Output, S>(index: 0, parent: inner))
                b.subscribe(FanInSide<Output, S>(index: 1, parent: inner))
                c.subscribe(FanInSide<Output, S>(index: 2, parent: inner))
                d.subscribe(FanInSide<Output, S>(index: 3, parent: inner))
                e.subscribe(FanInSide<Output, S>(index: 4, parent: inner))
                f.subscribe(FanInSide<Output, S>(index: 5, parent: inner))
                g.subscribe(FanInSide<Output, S>(index: 6, parent: inner))
                h.subscribe(FanInSide<Output, S>(index: 7, parent: inner))
            }
        }
    }

    /// Mirrors Combine's `Publishers.MergeMany`: the values of any number of upstreams of one
    /// type, interleaved as they arrive. It finishes once all have finished (at once when there
    /// are none) and fails as soon as any fails, cancelling the others; cancelling it cancels
    /// them all. Values that arrive while the subscriber has no demand are kept in order and
    /// delivered as demand arrives.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publishers merged, in order.
        public let publishers: [Upstream]

        /// Mirrors `init(_:)` with a variadic list of publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Mirrors `init(_:)` with a sequence of publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FanInSubscription(downstream: subscriber, count: publishers.count, mode: .merge,
                                          description: "MergeMany")
            inner.start {
                for (index, publisher) in publishers.enumerated() {
                    publisher.subscribe(FanInSide<Output, S>(index: index, parent: inner))
                }
            }
        }

        /// Mirrors Combine's `Publishers.MergeMany.merge(with:)`: these publishers and `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.Merge6: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.Merge7: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {}

extension Publishers.Merge8: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Mirrors Combine's `merge(with:)`: see `Publishers.Merge`.
    public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
    where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Mirrors Combine's `merge(with:_:)`: see `Publishers.Merge3`.
    public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B: Publisher, C: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Mirrors Combine's `merge(with:_:_:)`: see `Publishers.Merge4`.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B: Publisher, C: Publisher, D: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// Mirrors Combine's `merge(with:_:_:_:)`: see `Publishers.Merge5`.
    public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where B: Publisher, C: Publisher, D: Publisher, E: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Mirrors Combine's `merge(with:_:_:_:_:)`: see `Publishers.Merge6`.
    public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
    where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Mirrors Combine's `merge(with:_:_:_:_:_:)`: see `Publishers.Merge7`.
    public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Mirrors Combine's `merge(with:_:_:_:_:_:_:)`: see `Publishers.Merge8`.
    public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }

    /// Mirrors Combine's `merge(with:)` with a publisher of this publisher's own type: see
    /// `Publishers.MergeMany`.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }
}
