import Foundation
import Testing
@testable import Tether

/// Records what an animation tells its delegate, with the transaction completions around it.
@MainActor final class AnimationLog: CAAnimationDelegate {
    var calls: [String] = []
    func animationDidStart(_ anim: CAAnimation) { calls.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append(flag ? "stop finished" : "stop cut") }
}

/// Core Animation's layer animations drawn at rest: an animation has run once it is added
/// (at the commit of the transaction it was added in) and is removed, leaving the model
/// value, unless it holds its last value (`isRemovedOnCompletion = false` and a forwards fill
/// mode), which the layer then draws while its model value stays. The representable is
/// 40 × 40 at (10, 10) in a 60 × 60 canvas, rendered at a pixel per point.
@MainActor
@Suite struct CAAnimationTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    func isColor(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(p.r - r) <= 2 && abs(p.g - g) <= 2 && abs(p.b - b) <= 2 && p.a >= 253
    }
    func render(_ view: UIView) throws -> DecodedPixels {
        try PNGDecoder.decode(host(UIKitHierarchy { view }.frame(width: 40, height: 40), width: 60, height: 60).pngData(scale: 1))
    }
    func held(_ animation: CAAnimation) -> CAAnimation {
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    @Test func anAnimationRemovedOnCompletionLeavesTheModelValue() throws {
        let view = colored(.red)
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")
        // Outside a transaction it has run at once, told its delegate, and is gone.
        #expect(log.calls == ["start", "stop finished"])
        #expect(view.layer.animation(forKey: "fade") == nil && view.layer.animationKeys() == nil)
        #expect(isColor(try render(view).pixel(x: 30, y: 30), 255, 0, 0))
    }

    @Test func aHeldAnimationDrawsItsLastValueWhileTheModelStays() throws {
        let view = colored(.red)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        view.layer.add(held(fade), forKey: "fade")
        #expect(view.layer.opacity == 1)
        #expect(view.layer.presentation()?.opacity == 0)
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(try render(view).pixel(x: 30, y: 30).a == 0)
        view.layer.removeAnimation(forKey: "fade")
        #expect(isColor(try render(view).pixel(x: 30, y: 30), 255, 0, 0))
    }

    @Test func aHeldStrokeEndDrawsPartOfTheStroke() throws {
        let view = UIView()
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        line.path = path.cgPath
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 6
        line.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 0.5
        line.add(held(draw), forKey: nil)
        // Kept, but added without a key: no key to list.
        #expect(line.animationKeys() == nil)
        let p = try render(view)
        // Half of the 40-point line: x 0..<20 of the view, 10..<30 in the canvas.
        #expect(isColor(p.pixel(x: 15, y: 30), 0, 0, 255))
        #expect(p.pixel(x: 40, y: 30).a == 0)
        #expect(line.strokeEnd == 1)
    }

    @Test func insideATransactionTheAnimationEndsAtCommitBeforeTheCompletionBlock() {
        let layer = CALayer()
        let log = AnimationLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 10
        move.delegate = log
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.calls.append("completion") }
        layer.add(move, forKey: "move")
        #expect(log.calls == ["start"])
        #expect(layer.animationKeys() == ["move"])
        CATransaction.commit()
        #expect(log.calls == ["start", "stop finished", "completion"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func byValuesAddToTheModelAndAutoreversingEndsWhereItBegan() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 7)
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 10
        layer.add(held(move), forKey: "move")
        #expect(layer.presentation()?.position == CGPoint(x: 15, y: 7))
        let bounce = CABasicAnimation(keyPath: "position.y")
        bounce.fromValue = 3
        bounce.toValue = 30
        bounce.autoreverses = true
        layer.add(held(bounce), forKey: "bounce")
        #expect(layer.presentation()?.position == CGPoint(x: 15, y: 3))
        #expect(layer.position == CGPoint(x: 5, y: 7))
    }

    @Test func aKeyframePathEndsAtItsLastPointAndTurnsWithItsDirection() {
        let layer = CALayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 30))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path.cgPath
        follow.values = [CGPoint(x: 99, y: 99)]
        follow.rotationMode = .rotateAuto
        layer.add(held(follow), forKey: "follow")
        let shown = layer.presentation()
        // The path wins over the values; its last leg runs down (+y), a quarter turn.
        #expect(shown?.position == CGPoint(x: 20, y: 30))
        #expect(abs(TransformPart.rotation.read(shown?.affineTransform() ?? .identity) - .pi / 2) < 1e-9)
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.2, 0.6, 0.4]
        layer.add(held(steps), forKey: "steps")
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.4) < 1e-6)
    }

    @Test func aHeldScaleDrawsTheLayerLarger() throws {
        let view = UIView()
        let square = CALayer()
        square.backgroundColor = UIColor.green.cgColor
        square.frame = CGRect(x: 15, y: 15, width: 10, height: 10)
        view.layer.addSublayer(square)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 2
        square.add(held(grow), forKey: "grow")
        let p = try render(view)
        // Scaled about its centre (20, 20): 20 points wide, from 10 to 30 in the view.
        #expect(isColor(p.pixel(x: 22, y: 22), 0, 255, 0))
        #expect(p.pixel(x: 18, y: 18).a == 0)
        #expect(square.affineTransform() == .identity)
        #expect(abs(TransformPart.scale.read(square.presentation()?.affineTransform() ?? .identity) - 2) < 1e-9)
    }

    @Test func anAnimationThatRepeatsForeverNeverStops() throws {
        let view = colored(.red)
        let log = AnimationLog()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.toValue = 0
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        pulse.delegate = log
        view.layer.add(pulse, forKey: "pulse")
        #expect(log.calls == ["start"])
        #expect(view.layer.animationKeys() == ["pulse"])
        #expect(isColor(try render(view).pixel(x: 30, y: 30), 255, 0, 0))
        view.layer.removeAllAnimations()
        #expect(log.calls == ["start", "stop cut"])
    }

    @Test func aGroupLeavesTheValuesOfTheAnimationsThatLastAsLongAsIt() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        fade.duration = 1
        let early = CABasicAnimation(keyPath: "cornerRadius")
        early.toValue = 8
        early.duration = 0.2
        let group = CAAnimationGroup()
        group.animations = [fade, early]
        group.duration = 1
        layer.add(held(group), forKey: "group")
        // The corner animation ended within the group and holds nothing: the model's 0 shows.
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(layer.presentation()?.cornerRadius == 0)
    }

    @Test func aSpringsPerceptualDurationIsItsPeriod() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        // Critically damped (bounce 0): stiffness (2π / 0.5)², damping 2 √stiffness, mass 1.
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
        #expect(abs(spring.damping - 2 * spring.stiffness.squareRoot()) < 1e-6)
        #expect(abs(spring.bounce) < 1e-9)
        #expect(spring.settlingDuration > 0)
    }

    @Test func replacingAnAnimationCutsTheOldOne() {
        let layer = CALayer()
        let log = AnimationLog()
        let first = CABasicAnimation(keyPath: "opacity")
        first.repeatCount = .infinity
        first.delegate = log
        layer.add(first, forKey: "a")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        #expect(log.calls == ["start", "stop cut"])
    }

    @Test func badAnimationsAreReportedAndDrawNothing() {
        let h = host(Color.clear, width: 10, height: 10)
        h.update()
        let layer = CALayer()
        let unknown = CABasicAnimation(keyPath: "wobble")
        unknown.toValue = 1
        layer.add(held(unknown), forKey: "unknown")
        let wrong = CABasicAnimation(keyPath: "backgroundColor")
        wrong.toValue = UIColor.red
        layer.add(held(wrong), forKey: "wrong")
        let none = CABasicAnimation()
        none.toValue = 1
        layer.add(held(none), forKey: "none")
        #expect(layer.presentation()?.backgroundColor == layer.backgroundColor)
        #expect(h.diagnostics.contains { $0.message.contains("\"wobble\" is not a key path") })
        #expect(h.diagnostics.contains { $0.message.contains("does not fit \"backgroundColor\"") })
        #expect(h.diagnostics.contains { $0.message.contains("without a keyPath") })
    }

    @Test func aTransformBoxedInAnNSValueRoundTripsAndAnimates() {
        let turn = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), .pi / 3, 0, 0, 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let boxed = NSValue(caTransform3D: CATransform3DConcat(turn, perspective))
        #expect(CATransform3DEqualToTransform(boxed.caTransform3DValue, CATransform3DConcat(turn, perspective)))
        // A held animation's boxed `toValue` is the presentation's transform.
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1))
        layer.add(held(spin), forKey: "spin")
        #expect(layer.presentation()?.transform == CATransform3DMakeScale(2, 3, 1))
        #expect(CATransform3DIsIdentity(layer.transform))
        // A value holding no transform is reported and reads as the identity.
        let h = host(Color.clear, width: 10, height: 10)
        h.update()
        #expect(CATransform3DIsIdentity(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).caTransform3DValue))
        #expect(h.diagnostics.contains { $0.message.contains("not a CATransform3D") })
    }

    @Test func aShapeLayersKeyPathOnAPlainLayerIsReportedAndIgnored() {
        let h = host(Color.clear, width: 10, height: 10)
        h.update()
        let layer = CALayer()
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.toValue = 0.5
        layer.add(stroke, forKey: "stroke")
        #expect(h.diagnostics.contains { $0.message.contains("\"strokeEnd\" is a key path of CAShapeLayer, not of a CALayer") })
        // Held, it is left out of the presentation (reported, not applied).
        let fill = CABasicAnimation(keyPath: "fillColor")
        fill.toValue = UIColor.red.cgColor
        layer.add(held(fill), forKey: "fill")
        #expect(layer.presentation() != nil)
        #expect(h.diagnostics.contains { $0.message.contains("\"fillColor\" is a key path of CAShapeLayer") })
        // Text and replicator key paths belong to their layers too; on them, held values draw.
        let size = CABasicAnimation(keyPath: "fontSize")
        size.toValue = 20
        layer.add(held(size), forKey: "size")
        _ = layer.presentation()
        #expect(h.diagnostics.contains { $0.message.contains("\"fontSize\" is a key path of CATextLayer") })
        let text = CATextLayer()
        text.add(held(size), forKey: "size")
        let step = CABasicAnimation(keyPath: "instanceTransform")
        step.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(5, 0, 0))
        let replicator = CAReplicatorLayer()
        replicator.add(held(step), forKey: "step")
        #expect(text.presentation()?.fontSize == 20 && text.fontSize == 36)
        #expect(replicator.presentation()?.instanceTransform == CATransform3DMakeTranslation(5, 0, 0))
        let raise = CABasicAnimation(keyPath: "zPosition")
        raise.toValue = 3
        layer.add(held(raise), forKey: "raise")
        #expect(layer.presentation()?.zPosition == 3 && layer.zPosition == 0)
        // On a shape layer it is no problem.
        let shape = CAShapeLayer()
        let before = h.diagnostics.count
        shape.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "stroke")
        #expect(h.diagnostics.count == before)
    }
}
