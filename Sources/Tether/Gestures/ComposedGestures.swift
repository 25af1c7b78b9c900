import Foundation

/// Mirrors SwiftUI's `SequenceGesture`: the second gesture starts when the first ends, with
/// the finger still down (a long press, then a drag).
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Mirrors `SequenceGesture.Value`.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    /// Mirrors `first`.
    public var first: First
    /// Mirrors `second`.
    public var second: Second
    /// Mirrors `init(_:_:)`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let second = self.second
        let firstContext = context.reportingInterim { any in
            if let value = any as? First.Value { context.interim?(Value.first(value)) }
        }
        return SequenceRecognizer(first: first.makeAnyRecognizer(firstContext),
                                  makeSecond: { second.makeAnyRecognizer(context.reportingInterim(nil)) },
                                  firstValue: { Value.first($0 as! First.Value) },
                                  secondValue: { Value.second($0 as! First.Value, $1 as? Second.Value) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SequenceRecognizer: GestureRecognizer {
    let first: GestureRecognizer
    let makeSecond: () -> GestureRecognizer
    let firstValue: (Any) -> Any
    let secondValue: (Any, Any?) -> Any
    private var second: GestureRecognizer?
    private var firstResult: Any?

    init(first: GestureRecognizer, makeSecond: @escaping () -> GestureRecognizer,
         firstValue: @escaping (Any) -> Any, secondValue: @escaping (Any, Any?) -> Any) {
        self.first = first
        self.makeSecond = makeSecond
        self.firstValue = firstValue
        self.secondValue = secondValue
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        if let second, let firstResult {
            switch second.handle(event) {
            case .possible: return .changed(secondValue(firstResult, nil))
            case .changed(let v): return .changed(secondValue(firstResult, v))
            case .ended(let v): return .ended(secondValue(firstResult, v))
            case .failed: return .failed
            }
        }
        switch first.handle(event) {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let v): return .changed(firstValue(v))
        case .ended(let v):
            firstResult = v
            let next = makeSecond()
            second = next
            // The second gesture starts where and when the first ended.
            var began = event
            began.phase = .began
            let state = next.handle(began)
            if event.phase == .ended, !state.isFinal {
                switch next.handle(event) {
                case .ended(let w): return .ended(secondValue(v, w))
                case .changed(let w): return .ended(secondValue(v, w))
                default: return .failed
                }
            }
            switch state {
            case .changed(let w): return .changed(secondValue(v, w))
            case .ended(let w): return .ended(secondValue(v, w))
            case .failed: return .failed
            case .possible: return .changed(secondValue(v, nil))
            }
        }
    }
    override func cancel() { first.cancel(); second?.cancel() }
}

/// Mirrors SwiftUI's `SimultaneousGesture`: both gestures recognize the same touch.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Mirrors `SimultaneousGesture.Value`.
    public struct Value {
        /// Mirrors `first`.
        public var first: First.Value?
        /// Mirrors `second`.
        public var second: Second.Value?
    }
    public typealias Body = Never
    /// Mirrors `first`.
    public var first: First
    /// Mirrors `second`.
    public var second: Second
    /// Mirrors `init(_:_:)`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let firstContext = context.reportingInterim { any in
            if let value = any as? First.Value { context.interim?(Value(first: value, second: nil)) }
        }
        let secondContext = context.reportingInterim { any in
            if let value = any as? Second.Value { context.interim?(Value(first: nil, second: value)) }
        }
        return SimultaneousRecognizer(first.makeAnyRecognizer(firstContext), second.makeAnyRecognizer(secondContext)) {
            Value(first: $0 as? First.Value, second: $1 as? Second.Value)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousRecognizer: GestureRecognizer {
    let parts: [GestureRecognizer]
    let combine: (Any?, Any?) -> Any
    private var states: [RecognizerState] = [.possible, .possible]
    private var values: [Any?] = [nil, nil]

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, combine: @escaping (Any?, Any?) -> Any) {
        parts = [first, second]
        self.combine = combine
    }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        for i in 0..<2 where !states[i].isFinal {
            states[i] = parts[i].handle(event)
            if let v = states[i].value { values[i] = v }
        }
        if states.allSatisfy({ if case .failed = $0 { return true }; return false }) { return .failed }
        let value = combine(values[0], values[1])
        if states.allSatisfy(\.isFinal) { return .ended(value) }
        return values.contains { $0 != nil } ? .changed(value) : .possible
    }
    override func cancel() { parts.forEach { $0.cancel() } }
}

/// Mirrors SwiftUI's `ExclusiveGesture`: the first gesture if it recognizes the touch, else
/// the second.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Mirrors `ExclusiveGesture.Value`.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never
    /// Mirrors `first`.
    public var first: First
    /// Mirrors `second`.
    public var second: Second
    /// Mirrors `init(_:_:)`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let first = self.first, second = self.second
        return PrecedenceRecognizer(
            candidates: [
                { inner in first.makeAnyRecognizer(inner.reportingInterim { any in
                    if let value = any as? First.Value { context.interim?(Value.first(value)) } }) },
                { inner in second.makeAnyRecognizer(inner.reportingInterim { any in
                    if let value = any as? Second.Value { context.interim?(Value.second(value)) } }) },
            ], context: context,
            wrap: { index, value in index == 0 ? Value.first(value as! First.Value) : Value.second(value as! Second.Value) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Mirrors SwiftUI's `sequenced(before:)`.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// Mirrors SwiftUI's `simultaneously(with:)`.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// Mirrors SwiftUI's `exclusively(before:)`.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}
