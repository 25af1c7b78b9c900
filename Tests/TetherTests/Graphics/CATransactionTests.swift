import Foundation
import Testing
@testable import Tether

/// `CATransaction` groups layer changes with the settings they animate with, nested per
/// thread, and runs a transaction's completion block once its animations end — at its commit,
/// since Tether adds no animations to layers. `CAMediaTimingFunction`'s named curves have the
/// control points Apple documents.
@MainActor
@Suite(.serialized) struct CATransactionTests {
    @Test func settingsHaveCoreAnimationsDefaultsAndNestedTransactionsInheritThem() {
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        // The inner transaction sees the outer one's settings until it sets its own.
        #expect(CATransaction.animationDuration() == 1.5 && CATransaction.disableActions())
        CATransaction.setAnimationDuration(0.1)
        #expect(CATransaction.animationDuration() == 0.1)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
    }

    @Test func aCompletionBlockRunsWhenItsTransactionCommits() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("inner") }
        #expect(CATransaction.completionBlock() != nil)
        order.append("changes")
        CATransaction.commit()
        order.append("between")
        CATransaction.commit()
        #expect(order == ["changes", "inner", "between", "outer"])

        // On the implicit transaction nothing is waited for: the block runs at once.
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(ran)
        // A block set through `setValue(_:forKey:)` is the completion block.
        var viaKey = false
        let block: () -> Void = { viaKey = true }
        CATransaction.begin()
        CATransaction.setValue(block, forKey: kCATransactionCompletionBlock)
        CATransaction.commit()
        #expect(viaKey)
    }

    @Test func theImplicitTransactionsSettingsLastUntilFlush() {
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.flush()
        #expect(!CATransaction.disableActions())
    }

    @Test func anUnmatchedCommitIsReportedAndIgnored() {
        CATransaction.flush()
        CATransaction.setAnimationDuration(2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2, "the implicit transaction is untouched")
        CATransaction.flush()
    }

    @Test func layerChangesInATransactionShowAtOnce() throws {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(layer)
        let h = host(UIKitHierarchy(make: { view }).frame(width: 40, height: 40), width: 40, height: 40)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = UIColor.red.cgColor
        CATransaction.commit()
        h.update()
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        // UIColor.red is pure red; the change is drawn at once, without an animation.
        #expect(near(image.pixel(x: 20, y: 20), 255, 0, 0))
    }

    @Test func namedTimingFunctionsHaveApplesControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var result: [Float] = []
            for index in 0..<4 {
                var values: [Float] = [0, 0]
                values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
                result += values
            }
            return result
        }
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
        CATransaction.commit()
    }

    @Test func mediaTimeMovesForward() {
        let before = CACurrentMediaTime()
        Thread.sleep(forTimeInterval: 0.01)
        #expect(CACurrentMediaTime() - before >= 0.01)
    }
}
