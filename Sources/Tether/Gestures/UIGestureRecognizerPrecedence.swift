import Foundation

/// UIKit's rules between the recognizers under one touch, applied to the gestures in
/// precedence order (see `TouchDelivery`): a recognizer that requires another to fail
/// (`require(toFail:)`, or either delegate's failure-requirement methods) comes after it, so it
/// waits for it to fail and fails when it recognizes; a recognizer that either delegate lets
/// recognize simultaneously with one before it takes the touch alongside, as SwiftUI's
/// `simultaneousGesture` does.
@MainActor enum UIGestureRecognizerPrecedence {
    static func arrange(_ ordered: inout [TouchDelivery.Candidate], simultaneous: inout [TouchDelivery.Candidate]) {
        guard ordered.contains(where: { $0.uiKit != nil }) else { return }
        moveAfterRequirements(&ordered)
        var kept: [TouchDelivery.Candidate] = []
        for candidate in ordered {
            if let mine = candidate.uiKit,
               kept.contains(where: { other in other.uiKit.map { recognizeTogether(mine, $0) } ?? false }) {
                simultaneous.append(candidate)
            } else {
                kept.append(candidate)
            }
        }
        ordered = kept
    }

    /// True when `a` must wait for `b` to fail.
    static func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
        a.failureRequirements.contains { $0 === b }
            || a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
            || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true
    }

    static func recognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Moves each recognizer after those it waits for; a cycle of requirements (which UIKit
    /// would leave waiting forever) stops after as many passes as there are gestures.
    private static func moveAfterRequirements(_ ordered: inout [TouchDelivery.Candidate]) {
        for _ in 0..<ordered.count {
            var moved = false
            outer: for i in ordered.indices {
                guard let a = ordered[i].uiKit else { continue }
                for j in ordered.indices where j > i {
                    if let b = ordered[j].uiKit, requires(a, toFail: b) {
                        let candidate = ordered.remove(at: i)
                        ordered.insert(candidate, at: j)
                        moved = true
                        break outer
                    }
                }
            }
            if !moved { return }
        }
        UIKitDiagnostics.report(.other, "gesture recognizers require each other to fail in a cycle; their order is left as it is")
    }
}
