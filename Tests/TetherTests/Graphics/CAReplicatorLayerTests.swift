import Foundation
import Testing
@testable import Tether

/// `CAReplicatorLayer` draws its sublayers `instanceCount` times, each through the
/// accumulated `instanceTransform` about the replicator's centre and with its colours
/// multiplied by `instanceColor` plus the accumulated offsets. The representable is 40 × 40
/// in a 60 × 60 canvas at one pixel per point: point (x, y) is pixel (10 + x, 10 + y).
@MainActor
@Suite struct CAReplicatorLayerTests {
    func render(_ configure: @escaping @MainActor (CAReplicatorLayer) -> Void) throws -> DecodedPixels {
        try pixels(UIKitHierarchy(make: {
            let root = UIView()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            configure(replicator)
            root.layer.addSublayer(replicator)
            return root
        }).frame(width: 40, height: 40), width: 60, height: 60, scale: 1)
    }
    func square(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = color.cgColor
        layer.frame = frame
        return layer
    }

    @Test func defaults() {
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && CATransform3DIsIdentity(r.instanceTransform) && r.instanceColor == CGColor.white)
        #expect(r.instanceDelay == 0 && !r.preservesDepth && r.instanceAlphaOffset == 0 && r.instanceRedOffset == 0)
    }

    @Test func instancesAreTranslatedStepByStep() throws {
        let p = try render { r in
            r.addSublayer(self.square(.green, CGRect(x: 0, y: 15, width: 10, height: 10)))
            r.instanceCount = 3
            r.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        }
        // Squares at x 0…10, 15…25, 30…40.
        #expect(near(p.pixel(x: 15, y: 30), 0, 255, 0) && near(p.pixel(x: 30, y: 30), 0, 255, 0) && near(p.pixel(x: 45, y: 30), 0, 255, 0))
        #expect(p.pixel(x: 22, y: 30).a == 0 && p.pixel(x: 37, y: 30).a == 0)
    }

    @Test func aRotationTurnsEachInstanceAboutTheReplicatorsCentre() throws {
        // A 4 × 10 bar at the top centre, four times a quarter turn: top, right, bottom, left.
        let p = try render { r in
            r.addSublayer(self.square(.blue, CGRect(x: 18, y: 0, width: 4, height: 10)))
            r.instanceCount = 4
            r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        for (x, y) in [(20, 5), (35, 20), (20, 35), (5, 20)] {
            #expect(near(p.pixel(x: 10 + x, y: 10 + y), 0, 0, 255), "bar at \(x), \(y)")
        }
        #expect(p.pixel(x: 30, y: 30).a == 0 && p.pixel(x: 15, y: 15).a == 0)
    }

    @Test func colourOffsetsAccumulate() throws {
        // White squares; green and blue fall by half an instance, alpha by a third.
        let p = try render { r in
            r.addSublayer(self.square(.white, CGRect(x: 0, y: 0, width: 10, height: 10)))
            r.instanceCount = 4
            r.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
            r.instanceGreenOffset = -0.5
            r.instanceBlueOffset = -0.5
            r.instanceAlphaOffset = -1.0 / 3
        }
        #expect(near(p.pixel(x: 15, y: 15), 255, 255, 255))
        // The second: (1, 0.5, 0.5) at two thirds' alpha.
        let second = p.pixel(x: 25, y: 15)
        #expect(abs(second.a - 170) <= 4 && abs(second.r - 255) <= 3 && abs(second.g - 128) <= 4 && abs(second.b - 128) <= 4)
        // The third: red at a third; the fourth transparent.
        let third = p.pixel(x: 35, y: 15)
        #expect(abs(third.a - 85) <= 4 && third.r > 240 && third.g < 5)
        #expect(p.pixel(x: 45, y: 15).a == 0)
        // The instance colour multiplies from the first instance.
        let tinted = try render { r in
            r.addSublayer(self.square(.white, CGRect(x: 0, y: 0, width: 10, height: 10)))
            r.instanceColor = UIColor.red.cgColor
        }
        #expect(near(tinted.pixel(x: 15, y: 15), 255, 0, 0))
    }

    @Test func noInstancesDrawNothingAndHostileValuesAreReported() throws {
        let none = try render { r in
            r.addSublayer(self.square(.green, CGRect(x: 0, y: 0, width: 40, height: 40)))
            r.instanceCount = 0
        }
        #expect(none.pixel(x: 30, y: 30).a == 0)
        let h = host(UIKitHierarchy(make: {
            let root = UIView()
            let r = CAReplicatorLayer()
            r.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            r.addSublayer(self.square(.green, CGRect(x: 0, y: 0, width: 10, height: 10)))
            r.instanceCount = 3
            r.instanceTransform = CATransform3DMakeTranslation(.nan, 0, 0)
            r.instanceRedOffset = .infinity
            root.layer.addSublayer(r)
            return root
        }).frame(width: 40, height: 40), width: 60, height: 60)
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 15, y: 15).a == 255)
        #expect(h.diagnostics.contains { $0.message.contains("instanceTransform is not finite") })
        #expect(h.diagnostics.contains { $0.message.contains("colour offsets") })
    }
}
