import Foundation

/// Mirrors SwiftUI's `_ChangedGesture`: runs an action each time the gesture's value changes
/// while it is active.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        var last: Content.Value?
        let action = self.action
        // A value held while undecided (a long press being held) is reported once, by
        // whichever recognizer of the gesture sees it first.
        let inner = context.reportingInterim { any in
            if let value = any as? Content.Value, value != last { last = value; action(value) }
            context.interim?(any)
        }
        return ObservingRecognizer(content.makeAnyRecognizer(inner)) { state in
            guard context.performsActions, case .changed(let any) = state, let value = any as? Content.Value, value != last else { return }
            last = value
            action(value)
        }
    }
}

/// Mirrors SwiftUI's `_EndedGesture`: runs an action with the final value when the gesture ends.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let action = self.action
        return ObservingRecognizer(content.makeAnyRecognizer(context)) { state in
            guard context.performsActions, case .ended(let any) = state, let value = any as? Content.Value else { return }
            action(value)
        }
    }
}

/// Mirrors SwiftUI's `GestureStateGesture`: updates a `@GestureState` while the gesture is
/// active; the state resets when it ends, fails or is cancelled.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// Mirrors `base`.
    public var base: Base
    /// Mirrors `state`.
    public var state: GestureState<State>
    /// Mirrors `body`: the update of the state from each value.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Mirrors `init(base:state:body:)`.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let state = self.state, update = self.body
        let key = ObjectIdentifier(state.link), shared = context.shared
        var active = false
        func apply(_ any: Any) {
            guard let value = any as? Base.Value else { return }
            var current = state.wrappedValue
            var transaction = Transaction()
            update(value, &current, &transaction)
            state.set(current)
        }
        /// Resets the state if this recognizer, or the trial before it, set it.
        func resetIfSet() {
            let setUndecided = shared.statesSetWhileUndecided.remove(key) != nil
            if active || setUndecided { state.reset(); active = false }
        }
        // A value held while the gesture is undecided sets the state at once, even on trial:
        // the acting recognizer does not see it again, and resets what the trial set.
        let inner = context.reportingInterim { any in
            apply(any)
            shared.statesSetWhileUndecided.insert(key)
            context.interim?(any)
        }
        let recognizer = ObservingRecognizer(base.makeAnyRecognizer(inner)) { result in
            guard context.performsActions else {
                // A trial that fails is never chosen: undo what it set while undecided.
                if case .failed = result { resetIfSet() }
                return
            }
            switch result {
            case .changed(let any):
                apply(any)
                active = true
            case .ended, .failed: resetIfSet()
            case .possible: break
            }
        }
        recognizer.onCancel = { resetIfSet() }
        return recognizer
    }
}

/// Mirrors SwiftUI's `_MapGesture`: the gesture with its values transformed.
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let transform = self.transform
        let inner = context.reportingInterim { any in
            if let value = any as? Content.Value { context.interim?(transform(value)) }
        }
        return MappingRecognizer(content.makeAnyRecognizer(inner)) { any in (any as? Content.Value).map(transform) }
    }
}

extension Gesture where Value: Equatable {
    /// Mirrors SwiftUI's `onChanged(_:)`.
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Mirrors SwiftUI's `onEnded(_:)`.
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
    /// Mirrors SwiftUI's `updating(_:body:)`.
    nonisolated public func updating<State>(_ state: GestureState<State>,
                                            body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Mirrors SwiftUI's `map(_:)`.
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

/// Passes its content's states through, showing each to an observer.
final class ObservingRecognizer: GestureRecognizer {
    let content: GestureRecognizer
    let observe: (RecognizerState) -> Void
    var onCancel: () -> Void = {}
    init(_ content: GestureRecognizer, observe: @escaping (RecognizerState) -> Void) {
        self.content = content
        self.observe = observe
    }
    override func handle(_ event: TouchEvent) -> RecognizerState {
        let state = content.handle(event)
        observe(state)
        return state
    }
    override func cancel() { content.cancel(); onCancel() }
}

/// Passes its content's states through with their values transformed (nil: the value had
/// another type, which only a broken custom gesture gives; the gesture fails).
final class MappingRecognizer: GestureRecognizer {
    let content: GestureRecognizer
    let transform: (Any) -> Any?
    init(_ content: GestureRecognizer, transform: @escaping (Any) -> Any?) {
        self.content = content
        self.transform = transform
    }
    override func handle(_ event: TouchEvent) -> RecognizerState {
        switch content.handle(event) {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let v): return transform(v).map { .changed($0) } ?? .failed
        case .ended(let v): return transform(v).map { .ended($0) } ?? .failed
        }
    }
    override func cancel() { content.cancel() }
}
