import Foundation

/// Decides which of several gestures gets a touch, in order of precedence, as SwiftUI does
/// between a child's gesture and its parent's or between the parts of an `ExclusiveGesture`:
/// a gesture gets the touch when it recognizes it and every gesture before it has failed
/// (it waits while one before it is still undecided). Candidates first run on trial, with
/// their actions off; the one chosen runs again with its actions on, catching up on the
/// touch's events so far, and goes on from there.
final class PrecedenceRecognizer: GestureRecognizer {
    /// Makes a candidate's recognizer, with its actions on or off.
    typealias Maker = (_ performsActions: Bool) -> GestureRecognizer

    let makers: [Maker]
    let performsActions: Bool
    /// The value the chosen candidate reports, from its index and its own value.
    let wrap: (Int, Any) -> Any
    private var trials: [GestureRecognizer]
    private var trialStates: [RecognizerState]
    private var events: [TouchEvent] = []
    private var chosen: (index: Int, recognizer: GestureRecognizer)?

    init(makers: [Maker], performsActions: Bool, wrap: @escaping (Int, Any) -> Any = { $1 }) {
        self.makers = makers
        self.performsActions = performsActions
        self.wrap = wrap
        trials = makers.map { $0(false) }
        trialStates = Array(repeating: .possible, count: makers.count)
    }

    /// For `ExclusiveGesture`: candidates sharing one context.
    convenience init(candidates: [(GestureContext) -> GestureRecognizer], context: GestureContext, wrap: @escaping (Int, Any) -> Any) {
        self.init(makers: candidates.map { make in { acting in make(context.performingActions(acting)) } },
                  performsActions: context.performsActions, wrap: wrap)
    }

    /// The index of the candidate that got the touch, once one has.
    var chosenIndex: Int? { chosen?.index }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        events.append(event)
        if let chosen { return wrapped(chosen.recognizer.handle(event), chosen.index) }
        for i in trials.indices where !trialStates[i].isFinal {
            var state = trials[i].handle(event)
            if event.endsTouch, !state.isFinal { state = .failed }
            trialStates[i] = state
        }
        for i in trials.indices {
            switch trialStates[i] {
            case .failed: continue
            case .possible: return .possible   // one before the others is undecided: wait
            case .changed, .ended: return choose(i)
            }
        }
        return .failed
    }

    private func choose(_ index: Int) -> RecognizerState {
        for (i, trial) in trials.enumerated() where i != index { trial.cancel() }
        guard performsActions else {
            chosen = (index, trials[index])
            return wrapped(trialStates[index], index)
        }
        let acting = makers[index](true)
        chosen = (index, acting)
        var state = RecognizerState.possible
        for var event in events where !state.isFinal {
            event.isReplay = true
            state = acting.handle(event)
        }
        return wrapped(state, index)
    }

    private func wrapped(_ state: RecognizerState, _ index: Int) -> RecognizerState {
        switch state {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let v): return .changed(wrap(index, v))
        case .ended(let v): return .ended(wrap(index, v))
        }
    }

    override func cancel() {
        chosen?.recognizer.cancel()
        if chosen == nil { trials.forEach { $0.cancel() } }
    }
}

extension GestureContext {
    /// The same context with actions on or off.
    func performingActions(_ on: Bool) -> GestureContext {
        GestureContext(convert: convert, localBounds: localBounds, startDate: startDate, performsActions: on, report: report, shared: shared, interim: interim)
    }
}
