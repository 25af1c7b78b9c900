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
        /// No gesture at all is under the touch.
        case noGestures
    }

    /// One gesture under the touch, with the view it belongs to.
    struct Candidate {
        let node: ViewNode
        let precedence: GesturePrecedence
        let make: (GestureContext) -> GestureRecognizer
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
                        let candidate = Candidate(node: node, precedence: gesture.precedence, make: gesture.makeRecognizer)
                        switch gesture.precedence {
                        case .high: high.append(candidate)
                        case .normal: normal.insert(candidate, at: 0)
                        case .simultaneous: simultaneous.append(candidate)
                        }
                    }
                    if !gesture.mask.contains(.subviews) { subviewsTakePart = false }
                } else if let tap = attribute as? TapHandlerAttribute {
                    if enabled {
                        let action = tap.action
                        normal.insert(Candidate(node: node, precedence: .normal, make: { context in
                            ObservingRecognizer(TapRecognizer { _ in () }) { state in
                                if context.performsActions, case .ended = state { action() }
                            }
                        }), at: 0)
                    } else {
                        disabledTap = node.path
                    }
                }
            }
        }
        return (high + normal, simultaneous, disabledTap)
    }

    /// Delivers `events` (one touch, in global space) to the gestures under `hit`, running
    /// `afterEvent` (the host's update) after each event that some gesture acted on.
    static func deliver(_ events: [TouchEvent], landingOn hit: ViewNode, afterEvent: () -> Void) -> Outcome {
        let (ordered, simultaneous, disabledTap) = candidates(from: hit)
        if ordered.isEmpty && simultaneous.isEmpty { return disabledTap == nil ? .noGestures : .unrecognized(disabledTap: disabledTap) }
        let start = Date()
        let precedence = PrecedenceRecognizer(makers: ordered.map { candidate in
            { acting in candidate.make(context(for: candidate.node, start: start, acting: acting)) }
        }, performsActions: true)
        let others = simultaneous.map { $0.make(context(for: $0.node, start: start, acting: true)) }
        var mainState = RecognizerState.possible
        var otherStates = Array(repeating: RecognizerState.possible, count: others.count)
        var recognized = false
        for event in events {
            if !mainState.isFinal { mainState = precedence.handle(event) }
            for i in others.indices where !otherStates[i].isFinal { otherStates[i] = others[i].handle(event) }
            let states = [mainState] + otherStates
            if states.contains(where: { $0.value != nil }) { recognized = true }
            afterEvent()
        }
        if case .failed = mainState { precedence.cancel() }
        for (i, state) in otherStates.enumerated() { if case .failed = state { others[i].cancel() } }
        return recognized ? .recognized : .unrecognized(disabledTap: disabledTap)
    }

    /// What a gesture of `node` knows of its view: global points mapped into its layout
    /// node's space (the view's own space) or a named space above it.
    static func context(for node: ViewNode, start: Date, acting: Bool) -> GestureContext {
        let target = node.isLayoutNode ? node : (LayoutEngine.layoutChildren(of: node).first?.node ?? node)
        let bounds = CGRect(origin: .zero, size: target.frame.size)
        return GestureContext(convert: { point, space in
            point.applying(target.transformFromGlobal(to: space) ?? .identity)
        }, localBounds: bounds, startDate: start, performsActions: acting)
    }
}
