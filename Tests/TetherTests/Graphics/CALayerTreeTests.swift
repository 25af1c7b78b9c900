import Foundation
import Testing
@testable import Tether

/// A view whose backing layer is a gradient, as UIKit code declares one.
final class GradientBackedView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// Layers added with `addSublayer(_:)` are drawn as Core Animation draws them: at their frame
/// in the superlayer's bounds, among the layers of the view's subviews in the order they were
/// added; `CAShapeLayer` fills and strokes its path, `CAGradientLayer` fills its bounds with
/// its gradient. The representable is 40 × 40 in a 60 × 60 canvas, drawn at one pixel per
/// point, so a point (x, y) of the root view is pixel (10 + x, 10 + y).
@MainActor
@Suite struct CALayerTreeTests {
    func render(_ make: @escaping @MainActor () -> UIView) throws -> DecodedPixels {
        try pixels(UIKitHierarchy(make: make).frame(width: 40, height: 40), width: 60, height: 60, scale: 1)
    }
    func hosted(_ make: @escaping @MainActor () -> UIView) -> ViewHost<some View> {
        host(UIKitHierarchy(make: make).frame(width: 40, height: 40), width: 60, height: 60)
    }
    func layer(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = color.cgColor
        layer.frame = frame
        return layer
    }

    /// Core Image filters on a layer are kept but, as Apple documents for iOS, draw nothing
    /// different.
    @Test func layerFiltersAreKeptAndChangeNothingDrawn() throws {
        func make(filtered: Bool) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = .systemBlue
            if filtered {
                view.layer.filters = ["gaussianBlur"]
                view.layer.backgroundFilters = []
                view.layer.compositingFilter = "multiplyBlendMode"
            }
            return view
        }
        let plain = try render { make(filtered: false) }
        let filtered = try render { make(filtered: true) }
        #expect(plain.pixel(x: 30, y: 30) == filtered.pixel(x: 30, y: 30) && plain.pixel(x: 10, y: 10) == filtered.pixel(x: 10, y: 10))
        let layer = CALayer()
        layer.filters = ["a", "b"]
        #expect(layer.filters?.count == 2 && layer.backgroundFilters == nil && layer.compositingFilter == nil)
    }

    @Test func aSublayerIsDrawnAtItsFrameOverTheViewsBackground() throws {
        let p = try render {
            let root = colored(.red)
            root.layer.addSublayer(layer(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
            return root
        }
        #expect(near(p.pixel(x: 30, y: 30), 0, 255, 0))
        #expect(near(p.pixel(x: 15, y: 15), 255, 0, 0) && near(p.pixel(x: 45, y: 45), 255, 0, 0))
    }

    @Test func layersAndSubviewsStackInTheOrderTheyWereAdded() throws {
        // A layer added after a subview covers it where they overlap (root points 10…20).
        let subview = colored(.blue, CGRect(x: 0, y: 0, width: 20, height: 20))
        let root = colored(.red)
        root.addSubview(subview)
        root.layer.addSublayer(layer(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(root.layer.sublayers?.count == 2 && root.layer.sublayers?.first === subview.layer)
        #expect(near(try render { root }.pixel(x: 25, y: 25), 0, 255, 0))
        // Brought to the front, the subview covers the layer.
        root.bringSubviewToFront(subview)
        #expect(root.layer.sublayers?.last === subview.layer)
        #expect(near(try render { root }.pixel(x: 25, y: 25), 0, 0, 255))
        // A subview added after the layer covers it too; removed, its layer leaves.
        let later = colored(.blue, CGRect(x: 0, y: 0, width: 20, height: 20))
        let other = colored(.red)
        other.layer.addSublayer(layer(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
        other.addSubview(later)
        #expect(near(try render { other }.pixel(x: 25, y: 25), 0, 0, 255))
        later.removeFromSuperview()
        #expect(other.layer.sublayers?.count == 1 && later.layer.superlayer == nil)
    }

    @Test func aLayersFrameComesFromItsPositionBoundsAndAnchorPoint() {
        let plain = CALayer()
        plain.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(plain.position == CGPoint(x: 20, y: 30) && plain.bounds.size == CGSize(width: 20, height: 40))
        plain.anchorPoint = .zero
        #expect(plain.frame.origin == CGPoint(x: 20, y: 30))
        // A view's layer has its view's geometry both ways.
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.layer.frame == view.frame && view.layer.position == view.center)
        view.layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aSublayerTurnsAboutItsAnchorPoint() throws {
        // A 20 × 10 bar at (10, 15), turned a quarter about its centre (20, 20): 10 × 20 at (15, 10).
        let p = try render {
            let root = UIView()
            let bar = layer(.green, CGRect(x: 10, y: 15, width: 20, height: 10))
            bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            root.layer.addSublayer(bar)
            return root
        }
        #expect(near(p.pixel(x: 30, y: 22), 0, 255, 0) && near(p.pixel(x: 30, y: 37), 0, 255, 0))
        #expect(p.pixel(x: 22, y: 30).a == 0 && p.pixel(x: 38, y: 30).a == 0)
    }

    @Test func aShapeLayerFillsBlackByDefaultAndStrokesWhatItIsGiven() throws {
        let filled = try render {
            let root = UIView()
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
            root.layer.addSublayer(shape)
            return root
        }
        #expect(near(filled.pixel(x: 30, y: 30), 0, 0, 0) && filled.pixel(x: 12, y: 12).a == 0)
        // Stroked 4 wide without a fill, only the first quarter of the square's outline: the
        // path starts at its top-left corner and runs right, so the top edge is drawn (2 pt
        // either side of y = 5) and the left edge is not.
        let stroked = try render {
            let root = UIView()
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = UIColor.red.cgColor
            shape.lineWidth = 4
            shape.strokeEnd = 0.25
            root.layer.addSublayer(shape)
            return root
        }
        #expect(near(stroked.pixel(x: 30, y: 15), 255, 0, 0) && near(stroked.pixel(x: 30, y: 13), 255, 0, 0))
        #expect(stroked.pixel(x: 15, y: 30).a == 0 && stroked.pixel(x: 30, y: 30).a == 0)
    }

    @Test func aGradientBackedViewFillsItsBoundsWithTheGradient() throws {
        let view = GradientBackedView()
        #expect(view.layer is CAGradientLayer)
        let gradient = view.layer as! CAGradientLayer
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        // Top to bottom by default: the first pixel row's centre is 0.5 of 40 pt down (1.25 %).
        let vertical = try render { view }
        #expect(near(vertical.pixel(x: 30, y: 10), 252, 0, 3, tolerance: 4))
        #expect(near(vertical.pixel(x: 30, y: 49), 3, 0, 252, tolerance: 4))
        #expect(near(vertical.pixel(x: 30, y: 30), 124, 0, 131, tolerance: 6))
        // Left to right.
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let horizontal = try render { view }
        #expect(near(horizontal.pixel(x: 10, y: 30), 252, 0, 3, tolerance: 4) && near(horizontal.pixel(x: 49, y: 30), 3, 0, 252, tolerance: 4))
    }

    @Test func aRadialGradientIsAnEllipseAboutTheStartPoint() throws {
        let p = try render {
            let view = GradientBackedView()
            let gradient = view.layer as! CAGradientLayer
            gradient.type = .radial
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.locations = [0, 1]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            return view
        }
        // Radius 20 both ways: the centre is red, a corner (28 pt out) past the end is blue.
        #expect(near(p.pixel(x: 30, y: 30), 255, 0, 0, tolerance: 12))
        #expect(near(p.pixel(x: 10, y: 10), 0, 0, 255))
        // Half way out (10 pt right of the centre): half way between.
        #expect(near(p.pixel(x: 40, y: 30), 128, 0, 128, tolerance: 14))
    }

    @Test func hostileLayerTreesAreReportedNotFatal() throws {
        let h = hosted {
            let root = colored(.red)
            let outer = CALayer(), inner = CALayer()
            root.layer.addSublayer(outer)
            outer.addSublayer(inner)
            inner.addSublayer(outer)
            outer.addSublayer(outer)
            let child = UIView()
            root.addSubview(child)
            outer.addSublayer(child.layer)
            child.layer.removeFromSuperlayer()
            let lost = CALayer()
            lost.position = CGPoint(x: CGFloat.nan, y: 0)
            lost.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.layer.addSublayer(lost)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            gradient.colors = ["red", UIColor.blue.cgColor]
            root.layer.addSublayer(gradient)
            return root
        }
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("added as its own sublayer") })
        #expect(messages.contains { $0.contains("to one of its own sublayers, which would make a cycle") })
        #expect(messages.contains { $0.contains("add the view with addSubview") })
        #expect(messages.contains { $0.contains("call removeFromSuperview()") })
        #expect(messages.contains { $0.contains("non-finite frame") })
        #expect(messages.contains { $0.contains("not CGColors") })
        #expect(try h.pngData(scale: 1).count > 0)
    }
}
