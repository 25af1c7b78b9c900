import Foundation

/// Delivers one touch to the gestures of the views under it, as SwiftUI does: the touch goes
/// to the gestures from the view it landed on up through its containers. High-priority
/// gestures come first (the outermost view's first), then the others from the innermost view
/// out; the first of those to recognize the touch, once all before it failed, gets it.
/// Simultaneous gestures recognize it alongside. A `Button`'s, `Toggle`'s or `onTapGesture`'s
/// tap takes part as a tap gesture of its view. Disabled views and gestures a `GestureMask`
/// leaves out do not take part.
@MainActor enum TouchDelivery {
    /// What became of a touch.
    enum Outcome: Equatable {
        /// A gesture recognized it (its actions ran).
        case recognized
        /// Gestures were there, none recognized it; `disabledTap` when a disabled control's
        /// tap would have.
        case unrecognized(disabledTap: String?)
        /// No gesture recognized it, and a UIKit view's touch methods handled it
        /// (`UIResponderTouchFeed`).
        case receivedByView
        /// No gesture at all is under the touch.
        case noGestures
    }

    /// One gesture under the touch, with the view it belongs to.
    struct Candidate {
        let node: ViewNode
        let precedence: GesturePrecedence
        let make: (GestureContext) -> GestureRecognizer
        var uiKit: UIGestureRecognizer? = nil
    }

    /// The gestures a touch landing on `hit` meets, in precedence order, and the simultaneous
    /// ones; plus the path of the nearest disabled tap handler.
    static func candidates(from hit: ViewNode) -> (ordered: [Candidate], simultaneous: [Candidate], disabledTap: String?) {
        var chain: [ViewNode] = []
        var current: ViewNode? = hit
        while let n = current { chain.append(n); current = n.parent }
        var high: [Candidate] = [], normal: [Candidate] = [], simultaneous: [Candidate] = []
        var disabledTap: String?
        var subviewsTakePart = true
        // From the root in, so a mask without `.subviews` turns off everything inside.
        for node in chain.reversed() {
            guard subviewsTakePart else { break }
            let enabled = node.environment.isEnabled
            for attribute in node.attributes {
                if let gesture = attribute as? GestureAttribute {
                    if gesture.mask.contains(.gesture), enabled {
                        let candidate = Candidate(node: node, precedence: gesture.precedence, make: gesture.makeRecognizer,
                                                  uiKit: gesture.uiKitRecognizer)
                        switch gesture.precedence {
                        case .high: high.append(candidate)
                        case .normal: normal.insert(candidate, at: 0)
                        case .simultaneous: simultaneous.append(candidate)
                        }
                    }
                    if !gesture.mask.contains(.subviews) { subviewsTakePart = false }
                } else if let tap = attribute as? TapHandlerAttribute {
                    if enabled {
                        let action = tap.action, count = tap.count
                        normal.insert(Candidate(node: node, precedence: .normal, make: { context in
                            ObservingRecognizer(TapRecognizer(count: count, context: context) { _ in () }) { state in
                                if context.performsActions, case .ended = state { action() }
                            }
                        }), at: 0)
                    } else {
                        disabledTap = node.path
                    }
                }
            }
        }
        var ordered = high + normal
        UIGestureRecognizerPrecedence.arrange(&ordered, simultaneous: &simultaneous)
        return (ordered, simultaneous, disabledTap)
    }

    /// Delivers `events` (one touch, in global space) to the gestures under the finger,
    /// running `afterEvent` (the host's update) after each event that some gesture acted on.
    /// When every gesture has ended or failed and the finger comes down again (the next tap
    /// of a multi-tap), the gestures under it start over, as iOS's recognizers reset: a
    /// single-tap action runs on each tap of a double tap that no double-tap gesture takes.
    static func deliver(_ events: [TouchEvent], hitTest: (CGPoint) -> ViewNode?, afterEvent: () -> Void) -> Outcome {
        var outcome = Outcome.noGestures
        var rest = events[...]
        while let first = rest.first {
            guard let hit = hitTest(first.location) else {
                rest = rest.dropFirst()
                rest = rest.drop { $0.phase != .began }
                continue
            }
            let round = deliverRound(rest, landingOn: hit, afterEvent: afterEvent)
            outcome = combined(outcome, round.outcome)
            rest = rest.dropFirst(round.consumed)
        }
        return outcome
    }

    /// The outcome of several rounds of one touch: recognized if any round was.
    private static func combined(_ a: Outcome, _ b: Outcome) -> Outcome {
        if a == .recognized || b == .recognized { return .recognized }
        if a == .receivedByView || b == .receivedByView { return .receivedByView }
        if case .unrecognized = a { return a }
        return b
    }

    /// Delivers `events` to the gestures under `hit` until all of them have ended or failed
    /// and the finger comes down again; returns how many events they took.
    private static func deliverRound(_ events: ArraySlice<TouchEvent>, landingOn hit: ViewNode,
                                     afterEvent: () -> Void) -> (outcome: Outcome, consumed: Int) {
        let (ordered, simultaneous, disabledTap) = candidates(from: hit)
        let nextBegan = events.dropFirst().firstIndex { $0.phase == .began }
        // The UIKit view the touch landed on receives it too, after the gestures.
        let viewFeed = UIResponderTouchFeed(landingOn: hit)
        if ordered.isEmpty && simultaneous.isEmpty {
            let consumed = (nextBegan ?? events.endIndex) - events.startIndex
            if let viewFeed {
                let offset = events.first?.time ?? 0
                for var event in events.prefix(consumed) {
                    event.time -= offset
                    viewFeed.deliver(event, recognizers: [])
                    afterEvent()
                }
                if viewFeed.wasHandled { return (.receivedByView, consumed) }
            }
            return (disabledTap == nil ? .noGestures : .unrecognized(disabledTap: disabledTap), consumed)
        }
        // Times count from this round's first touch.
        let offset = events.first?.time ?? 0
        let start = Date()
        func makePrecedence() -> PrecedenceRecognizer {
            PrecedenceRecognizer(makers: ordered.map { candidate in
                let shared = GestureTouchState()
                return { acting in candidate.make(context(for: candidate.node, start: start, acting: acting, shared: shared)) }
            }, performsActions: true)
        }
        func makeOther(_ i: Int) -> GestureRecognizer {
            simultaneous[i].make(context(for: simultaneous[i].node, start: start, acting: true))
        }
        var precedence = makePrecedence()
        var others = simultaneous.indices.map(makeOther)
        var mainState = RecognizerState.possible
        var otherStates = Array(repeating: RecognizerState.possible, count: others.count)
        var recognized = false
        var consumed = 0
        for var event in events {
            if event.phase == .began, consumed > 0 {
                if mainState.isFinal && otherStates.allSatisfy(\.isFinal) { break }
                // The next tap: gestures done with the touch start over, the others go on
                // counting (a button taps again while a simultaneous double tap waits).
                if mainState.isFinal {
                    if case .failed = mainState { precedence.cancel() }
                    precedence = makePrecedence(); mainState = .possible
                }
                for i in others.indices where otherStates[i].isFinal {
                    if case .failed = otherStates[i] { others[i].cancel() }
                    others[i] = makeOther(i); otherStates[i] = .possible
                }
            }
            consumed += 1
            event.time -= offset
            if !mainState.isFinal { mainState = precedence.handle(event) }
            for i in others.indices where !otherStates[i].isFinal { otherStates[i] = others[i].handle(event) }
            let states = [mainState] + otherStates
            if states.contains(where: { $0.value != nil }) { recognized = true }
            viewFeed?.deliver(event, recognizers: states.compactMap { $0.value as? UIGestureRecognizer })
            afterEvent()
        }
        if case .failed = mainState { precedence.cancel() }
        for (i, state) in otherStates.enumerated() { if case .failed = state { others[i].cancel() } }
        if !recognized, viewFeed?.wasHandled == true { return (.receivedByView, consumed) }
        return (recognized ? .recognized : .unrecognized(disabledTap: disabledTap), consumed)
    }

    /// What a gesture of `node` knows of its view: global points mapped into its layout
    /// node's space (the view's own space) or a named space above it.
    static func context(for node: ViewNode, start: Date, acting: Bool, shared: GestureTouchState = GestureTouchState()) -> GestureContext {
        let target = node.isLayoutNode ? node : (LayoutEngine.layoutChildren(of: node).first?.node ?? node)
        let bounds = CGRect(origin: .zero, size: target.frame.size)
        return GestureContext(convert: { point, space in
            point.applying(target.transformFromGlobal(to: space) ?? .identity)
        }, localBounds: bounds, startDate: start, performsActions: acting,
           report: { [weak node] message in node?.graph.reportBetweenUpdates(.other, message, at: node) }, shared: shared)
    }
}
