import Foundation
import Testing
@testable import Tether

/// A layer's `contents` image placed by `contentsGravity` (with Core Animation's upward
/// vertical names: on iOS `.top` is the bottom edge on screen), `contentsScale` and
/// `contentsRect`; its `mask`; and `zPosition` ordering siblings. The representable is
/// 40 × 40 in a 60 × 60 canvas at one pixel per point, so point (x, y) is pixel (10 + x, 10 + y).
@MainActor
@Suite struct CALayerContentsTests {
    func render(_ make: @escaping @MainActor () -> UIView) throws -> DecodedPixels {
        try pixels(UIKitHierarchy(make: make).frame(width: 40, height: 40), width: 60, height: 60, scale: 1)
    }
    func hosted(_ make: @escaping @MainActor () -> UIView) -> ViewHost<some View> {
        host(UIKitHierarchy(make: make).frame(width: 40, height: 40), width: 60, height: 60)
    }
    /// A `width` × `height` pixel image: the top half red, the bottom half blue (or the left
    /// half red, the right half blue when `split` is horizontal).
    func image(_ width: Int, _ height: Int, leftRight: Bool = false) throws -> CGImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let first = leftRight ? x < width / 2 : y < height / 2
                rgba += first ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        return try #require(UIImage(data: PNGEncoder.encode(rgba: rgba, width: width, height: height))?.cgImage)
    }
    /// A root view with one layer of `frame` showing `contents`.
    func showing(_ contents: Any?, frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40),
                 _ configure: @escaping @MainActor (CALayer) -> Void = { _ in }) -> @MainActor () -> UIView {
        {
            let root = UIView()
            let layer = CALayer()
            layer.frame = frame
            layer.contents = contents
            configure(layer)
            root.layer.addSublayer(layer)
            return root
        }
    }
    func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { near(p, 255, 0, 0, tolerance: 8) }
    func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { near(p, 0, 0, 255, tolerance: 8) }

    @Test func contentsFillTheBoundsUprightByDefault() throws {
        let p = try render(showing(try image(10, 10)))
        #expect(CALayer().contentsGravity == .resize && CALayer().contentsScale == 1)
        // Stretched to 40 × 40: red above y = 20, blue below, as the image's rows run (blended
        // near the boundary, as Core Animation's linear filter blends).
        #expect(isRed(p.pixel(x: 12, y: 12)) && isRed(p.pixel(x: 47, y: 22)))
        #expect(isBlue(p.pixel(x: 12, y: 38)) && isBlue(p.pixel(x: 47, y: 47)))
    }

    @Test func gravityPlacesTheImageAtItsSizeWithCoreAnimationsVerticalNames() throws {
        let picture = try image(10, 10)
        // Centred: 10 × 10 at (15, 15).
        let centre = try render(showing(picture) { $0.contentsGravity = .center })
        #expect(isRed(centre.pixel(x: 30, y: 27)) && isBlue(centre.pixel(x: 30, y: 33)))
        #expect(centre.pixel(x: 30, y: 23).a == 0 && centre.pixel(x: 23, y: 30).a == 0)
        // `.bottom` is the top edge on iOS's screen, `.top` the bottom edge.
        let bottom = try render(showing(picture) { $0.contentsGravity = .bottom })
        #expect(isRed(bottom.pixel(x: 30, y: 12)) && isBlue(bottom.pixel(x: 30, y: 18)) && bottom.pixel(x: 30, y: 47).a == 0)
        let top = try render(showing(picture) { $0.contentsGravity = .top })
        #expect(isRed(top.pixel(x: 30, y: 42)) && isBlue(top.pixel(x: 30, y: 48)) && top.pixel(x: 30, y: 12).a == 0)
        // Corners: `.topLeft` is the bottom-left corner on screen, `.bottomRight` the top-right.
        let topLeft = try render(showing(picture) { $0.contentsGravity = .topLeft })
        #expect(isBlue(topLeft.pixel(x: 12, y: 48)) && topLeft.pixel(x: 22, y: 48).a == 0)
        let bottomRight = try render(showing(picture) { $0.contentsGravity = .bottomRight })
        #expect(isRed(bottomRight.pixel(x: 47, y: 12)) && bottomRight.pixel(x: 37, y: 12).a == 0)
        // Edges: `.left` and `.right` are centred vertically.
        let right = try render(showing(picture) { $0.contentsGravity = .right })
        #expect(isRed(right.pixel(x: 47, y: 27)) && isBlue(right.pixel(x: 47, y: 33)) && right.pixel(x: 37, y: 30).a == 0)
    }

    @Test func aspectGravitiesKeepTheImagesProportions() throws {
        // 20 × 10, left red and right blue, in 40 × 40: fitted 40 × 20 at y 10…30.
        let picture = try image(20, 10, leftRight: true)
        let fit = try render(showing(picture) { $0.contentsGravity = .resizeAspect })
        #expect(fit.pixel(x: 15, y: 15).a == 0 && fit.pixel(x: 15, y: 45).a == 0)
        #expect(isRed(fit.pixel(x: 15, y: 30)) && isBlue(fit.pixel(x: 45, y: 30)))
        // Filled: 80 × 40 centred at x −20…60, overflowing unclipped; the bounds show the
        // middle, red left of x = 20 and blue right of it.
        let fill = try render(showing(picture) { $0.contentsGravity = .resizeAspectFill })
        #expect(isRed(fill.pixel(x: 12, y: 12)) && isBlue(fill.pixel(x: 48, y: 48)))
        #expect(isRed(fill.pixel(x: 2, y: 30)))
        // Clipped with `masksToBounds`.
        let clipped = try render(showing(picture) { $0.contentsGravity = .resizeAspectFill; $0.masksToBounds = true })
        #expect(clipped.pixel(x: 2, y: 30).a == 0 && isRed(clipped.pixel(x: 12, y: 30)))
    }

    @Test func contentsScaleAndContentsRect() throws {
        // 10 × 10 pixels at 2 pixels a point: 5 × 5 points, centred at 17.5…22.5.
        let picture = try image(10, 10)
        let scaled = try render(showing(picture) { $0.contentsGravity = .center; $0.contentsScale = 2 })
        #expect(isRed(scaled.pixel(x: 29, y: 28)) && isBlue(scaled.pixel(x: 29, y: 31)))
        #expect(scaled.pixel(x: 26, y: 30).a == 0 && scaled.pixel(x: 30, y: 26).a == 0)
        // A view's layer takes the screen's scale.
        let view = UIView()
        #expect(view.layer.contentsScale == UIScreen.mainScale)
        // The left half of a left-red, right-blue image fills the layer red.
        let half = try render(showing(try image(20, 10, leftRight: true)) { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) })
        #expect(isRed(half.pixel(x: 12, y: 30)) && isRed(half.pixel(x: 47, y: 30)))
        // The contents go over the background and under the sublayers.
        let stacked = try render(showing(picture) { layer in
            layer.backgroundColor = UIColor.green.cgColor
            layer.contentsGravity = .center
            let top = CALayer()
            top.backgroundColor = UIColor.white.cgColor
            top.frame = CGRect(x: 18, y: 0, width: 4, height: 40)
            layer.addSublayer(top)
        })
        #expect(near(stacked.pixel(x: 12, y: 12), 0, 255, 0) && isRed(stacked.pixel(x: 26, y: 27)) && near(stacked.pixel(x: 30, y: 27), 255, 255, 255))
    }

    @Test func aViewsLayerShowsContentsToo() throws {
        let picture = try image(10, 10)
        let p = try render {
            let view = UIView()
            view.layer.contents = picture
            return view
        }
        #expect(isRed(p.pixel(x: 30, y: 12)) && isBlue(p.pixel(x: 30, y: 47)))
    }

    @Test func contentsThatAreNoImageAreReported() {
        let h = hosted(showing(UIImage(systemName: "star") as Any))
        #expect(h.diagnostics.contains { $0.message.contains("not a CGImage") })
        let outside = hosted(showing(try? image(4, 4)) { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 1, height: .nan) })
        #expect(outside.diagnostics.contains { $0.message.contains("contentsRect") })
    }

    // MARK: mask

    @Test func aMaskShowsTheLayerWhereTheMaskIsOpaque() throws {
        // A green layer at (10, 10), 30 × 30; its mask a square at (0, 0) in its own space.
        let p = try render {
            let root = UIView()
            let layer = CALayer()
            layer.backgroundColor = UIColor.green.cgColor
            layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
            let mask = CALayer()
            mask.backgroundColor = UIColor.black.cgColor
            mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.mask = mask
            root.layer.addSublayer(layer)
            return root
        }
        #expect(near(p.pixel(x: 25, y: 25), 0, 255, 0) && p.pixel(x: 35, y: 35).a == 0 && p.pixel(x: 25, y: 35).a == 0)
    }

    @Test func aMasksAlphaAndShapeClipTheLayerAndItsSublayers() throws {
        // A view masked by a circle of radius 20: its corner is gone, its sublayer too.
        let p = try render {
            let view = colored(.red)
            let sub = CALayer()
            sub.backgroundColor = UIColor.blue.cgColor
            sub.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            view.layer.addSublayer(sub)
            let circle = CAShapeLayer()
            circle.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
            view.layer.mask = circle
            return view
        }
        #expect(near(p.pixel(x: 30, y: 30), 255, 0, 0) && near(p.pixel(x: 30, y: 12), 0, 0, 255))
        #expect(p.pixel(x: 11, y: 11).a == 0 && p.pixel(x: 48, y: 48).a == 0)
        // A half-transparent mask lets half through.
        let faded = try render {
            let view = colored(.red)
            let mask = CALayer()
            mask.backgroundColor = UIColor.black.withAlphaComponent(0.5).cgColor
            mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.layer.mask = mask
            return view
        }
        #expect(abs(faded.pixel(x: 30, y: 30).a - 128) <= 3)
    }

    @Test func aMaskWithASuperlayerIsReportedAndTheLayerDrawnWhole() throws {
        let h = hosted {
            let view = colored(.red)
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            view.layer.addSublayer(mask)
            view.layer.mask = mask
            return view
        }
        #expect(h.diagnostics.contains { $0.message.contains("has a superlayer") })
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(near(p.pixel(x: 40, y: 40), 255, 0, 0))
    }

    // MARK: zPosition

    @Test func siblingsAreDrawnInAscendingZPosition() throws {
        func square(_ color: UIColor, _ x: CGFloat, z: CGFloat) -> CALayer {
            let layer = CALayer()
            layer.backgroundColor = color.cgColor
            layer.frame = CGRect(x: x, y: 0, width: 20, height: 20)
            layer.zPosition = z
            return layer
        }
        // Added red, green, blue, overlapping at x 10…20 and 20…30: red raised above both.
        let p = try render {
            let root = UIView()
            root.layer.addSublayer(square(.red, 0, z: 1))
            root.layer.addSublayer(square(.green, 10, z: 0))
            root.layer.addSublayer(square(.blue, 20, z: 0))
            return root
        }
        #expect(near(p.pixel(x: 25, y: 15), 255, 0, 0))
        // Equal positions keep their order: blue over green.
        #expect(near(p.pixel(x: 35, y: 15), 0, 0, 255))
        // Subviews too: the first subview raised covers the later one.
        let views = try render {
            let root = UIView()
            let first = colored(.red, CGRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(first)
            root.addSubview(colored(.blue, CGRect(x: 10, y: 0, width: 20, height: 20)))
            first.layer.zPosition = 1
            return root
        }
        #expect(near(views.pixel(x: 25, y: 15), 255, 0, 0))
    }
}
