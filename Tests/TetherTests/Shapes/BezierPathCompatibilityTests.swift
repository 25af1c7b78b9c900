import Foundation
import Testing
import UIKit
@testable import Tether

// The snippet SwiftUI code copies to round some corners, unchanged.
extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View { clipShape(RoundedCorner(radius: radius, corners: corners)) }
}
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// `UIBezierPath`, `UIRectCorner`, `CGPath` and `CGMutablePath` as SwiftUI shapes use them:
/// UIKit's geometry, turned into `Path` and back.
@Suite struct BezierPathCompatibilityTests {
    static let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    private func allFinite(_ path: Path) -> Bool {
        var finite = true
        path.forEach { element in
            for p in element.points where !(p.x.isFinite && p.y.isFinite) { finite = false }
        }
        return finite
    }
    private func elements(_ path: Path) -> [Path.Element] {
        var out: [Path.Element] = []
        path.forEach { out.append($0) }
        return out
    }

    @MainActor @Test func theSnippetRoundsOnlyTheTopCorners() throws {
        let view = Color.blue.frame(width: 100, height: 60).cornerRadius(20, corners: [.topLeft, .topRight])
        let image = try PNGDecoder.decode(host(view, width: 100, height: 60).pngData(scale: 1))
        // The top corners are arcs of radius 20 about (20, 20) and (80, 20): pixel (1, 1)'s
        // centre (1.5, 1.5) is 26.2 from its arc's centre, well outside; (8, 8)'s, 16.3, inside.
        #expect(image.pixel(x: 1, y: 1).a == 0)
        #expect(image.pixel(x: 98, y: 1).a == 0)
        #expect(image.pixel(x: 8, y: 8).a == 255)
        #expect(image.pixel(x: 91, y: 8).a == 255)
        // The top edge between the arcs and the square bottom corners are filled.
        #expect(image.pixel(x: 50, y: 0).a == 255)
        let bottomLeft = image.pixel(x: 0, y: 59), bottomRight = image.pixel(x: 99, y: 59)
        #expect(bottomLeft.a == 255 && bottomLeft.b > 200 && bottomLeft.r < 50)
        #expect(bottomRight.a == 255 && bottomRight.b > 200 && bottomRight.r < 50)
    }

    @Test func anInfiniteRadiusIsLimitedToHalfTheShorterSide() {
        // The snippet's default: every corner, radius .infinity → 30 on a 100×60 rectangle, a capsule.
        let capsule = RoundedCorner().path(in: Self.rect)
        #expect(allFinite(capsule))
        #expect(close(capsule.boundingRect, Self.rect))
        #expect(capsule == Path(roundedRect: Self.rect, cornerRadius: 30, style: .continuous))
        #expect(!capsule.contains(CGPoint(x: 3, y: 3)))
        #expect(capsule.contains(CGPoint(x: 50, y: 30)))
        // One corner: its arc about (30, 30) of radius 30 leaves (5, 5) (35.4 from it) outside;
        // the other corners stay square.
        let one = RoundedCorner(corners: .topLeft).path(in: Self.rect)
        #expect(allFinite(one))
        #expect(!one.contains(CGPoint(x: 5, y: 5)))
        #expect(one.contains(CGPoint(x: 99, y: 1)) && one.contains(CGPoint(x: 1, y: 59)) && one.contains(CGPoint(x: 99, y: 59)))
        #expect(close(one.boundingRect, Self.rect))
    }

    @Test func roundedRectanglesMatchSwiftUIsShapes() {
        let r = CGRect(x: 10, y: 20, width: 120, height: 80)
        // `cornerRadius:` has continuous corners, as `RoundedRectangle`'s default style.
        #expect(Path(UIBezierPath(roundedRect: r, cornerRadius: 12).cgPath) == RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: r))
        // All four corners by `byRoundingCorners:` too; some of them, circular arcs.
        #expect(Path(UIBezierPath(roundedRect: r, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 12, height: 12)).cgPath)
            == RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: r))
        let top = UIBezierPath(roundedRect: r, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
        #expect(Path(top.cgPath) == UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12, style: .circular).path(in: r))
        // The radius is `cornerRadii.width`, as in UIKit.
        let tall = UIBezierPath(roundedRect: r, byRoundingCorners: [.bottomRight], cornerRadii: CGSize(width: 8, height: 30))
        #expect(Path(tall.cgPath) == UnevenRoundedRectangle(bottomTrailingRadius: 8, style: .circular).path(in: r))
        // Radii over half the shorter side (40) are limited to it.
        #expect(Path(UIBezierPath(roundedRect: r, cornerRadius: 500).cgPath) == RoundedRectangle(cornerRadius: 40).path(in: r))
    }

    @Test func boundingBoxes() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(UIBezierPath(rect: r).bounds == r)
        #expect(UIBezierPath(rect: r).cgPath.boundingBoxOfPath == r)
        // An oval is SwiftUI's ellipse in the same rectangle.
        let oval = Path(UIBezierPath(ovalIn: r).cgPath)
        #expect(oval == Path(ellipseIn: r))
        #expect(close(oval.boundingRect, Path(ellipseIn: r).boundingRect))
        #expect(close(oval.boundingRect, r))
        // `bounds` (like `CGPath.boundingBox`) holds control points; `boundingBoxOfPath` only the
        // curve: a quadratic from (0, 0) to (100, 0) pulled by (50, 100) peaks at y 50.
        let hump = UIBezierPath()
        hump.move(to: .zero)
        hump.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        #expect(hump.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(hump.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(hump.currentPoint == CGPoint(x: 100, y: 0))
        // Empty paths have null boxes.
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull)
        #expect(UIBezierPath().isEmpty && UIBezierPath().currentPoint == .zero)
    }

    @Test func uiKitArcsRunClockwiseOnScreen() {
        let c = CGPoint(x: 50, y: 50)
        // UIKit's documentation: from 0 to π clockwise draws the bottom half (y down), the other
        // way the top half.
        let bottom = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(close(bottom.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 50, width: 20, height: 10)))
        #expect(close(Path(bottom.cgPath).trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: 50, y: 60), tolerance: 0.05))
        let top = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(close(top.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 10)))
        #expect(close(Path(top.cgPath).trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: 50, y: 40), tolerance: 0.05))
        // Both start at angle 0 (60, 50) and end at π (40, 50).
        for arc in [bottom, top] {
            #expect(elements(Path(arc.cgPath)).first == .move(to: CGPoint(x: 60, y: 50)))
            #expect(close(arc.currentPoint, CGPoint(x: 40, y: 50)))
        }
        // A quarter from 0 to π/2: clockwise is the short way down to (50, 60); the other way
        // goes three quarters round.
        let quarter = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(quarter.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10)))
        let threeQuarters = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(threeQuarters.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(threeQuarters.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
    }

    @Test func coreGraphicsArcsTakeClockwiseAsSwiftUIsPathDoes() {
        // Core Graphics' (and SwiftUI `Path`'s) `clockwise: true` runs towards smaller angles:
        // from 0 to π that is the top half on screen, the opposite of UIKit's.
        let c = CGPoint(x: 50, y: 50)
        let cg = CGMutablePath()
        cg.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(close(cg.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 10)))
        var swiftUI = Path()
        swiftUI.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .radians(.pi), clockwise: true)
        #expect(Path(cg) == swiftUI)
        #expect(Path(UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false).cgPath) == swiftUI)
        // `addArc(withCenter:)` joins the current point to the arc's start with a line.
        let joined = UIBezierPath()
        joined.move(to: .zero)
        joined.addArc(withCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Array(elements(Path(joined.cgPath)).prefix(2)) == [.move(to: .zero), .line(to: CGPoint(x: 60, y: 50))])
    }

    @Test func pathsRoundTripThroughCGPath() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 30, y: 2))
        path.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 50, y: 20))
        path.addCurve(to: CGPoint(x: 1, y: 40), control1: CGPoint(x: 20, y: 60), control2: CGPoint(x: 10, y: 20))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 60, y: 0, width: 20, height: 10))
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .radians(.pi / 18), endAngle: .radians(.pi * 10 / 9), clockwise: false)
        #expect(Path(path.cgPath) == path)
        #expect(elements(Path(path.cgPath)) == elements(path))
        #expect(Path(UIBezierPath(cgPath: path.cgPath).cgPath) == path)
        #expect(path.cgPath == path.cgPath)

        // The same elements built through `CGMutablePath` and `UIBezierPath`.
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 1, y: 2))
        cg.addLine(to: CGPoint(x: 30, y: 2))
        cg.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 50, y: 20))
        cg.addCurve(to: CGPoint(x: 1, y: 40), control1: CGPoint(x: 20, y: 60), control2: CGPoint(x: 10, y: 20))
        cg.closeSubpath()
        cg.addEllipse(in: CGRect(x: 60, y: 0, width: 20, height: 10))
        cg.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .pi / 18, endAngle: .pi * 10 / 9, clockwise: false)
        #expect(elements(Path(cg)) == elements(path))
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 1, y: 2))
        bezier.addLine(to: CGPoint(x: 30, y: 2))
        bezier.addQuadCurve(to: CGPoint(x: 30, y: 40), controlPoint: CGPoint(x: 50, y: 20))
        bezier.addCurve(to: CGPoint(x: 1, y: 40), controlPoint1: CGPoint(x: 20, y: 60), controlPoint2: CGPoint(x: 10, y: 20))
        bezier.close()
        bezier.append(UIBezierPath(ovalIn: CGRect(x: 60, y: 0, width: 20, height: 10)))
        bezier.addArc(withCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: .pi / 18, endAngle: .pi * 10 / 9, clockwise: true)
        #expect(elements(Path(bezier.cgPath)) == elements(path))

        // A mutable copy is its own path.
        let copy = cg.mutableCopy()!
        copy.addLine(to: .zero)
        #expect(elements(Path(cg)) == elements(path))
        #expect(elements(Path(copy)).count == elements(path).count + 1)
    }

    @Test func coreGraphicsInitialisersAndTransforms() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(CGPath(rect: r, transform: nil)) == Path(r))
        #expect(Path(CGPath(ellipseIn: r, transform: nil)) == Path(ellipseIn: r))
        #expect(Path(CGPath(roundedRect: r, cornerWidth: 5, cornerHeight: 5, transform: nil))
            == Path(roundedRect: r, cornerSize: CGSize(width: 5, height: 5), style: .circular))
        var shift = CGAffineTransform(translationX: 10, y: 5)
        #expect(CGPath(rect: r, transform: &shift).boundingBox == CGRect(x: 10, y: 5, width: 40, height: 20))
        let moved = CGMutablePath()
        moved.addRect(r, transform: shift)
        #expect(moved.boundingBox == CGRect(x: 10, y: 5, width: 40, height: 20))
        let bezier = UIBezierPath(rect: r)
        bezier.apply(shift)
        #expect(bezier.bounds == CGRect(x: 10, y: 5, width: 40, height: 20))
    }

    @Test func containmentFollowsTheFillRule() {
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        // Both squares run clockwise: non-zero fills the hole, even-odd leaves it.
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))
        #expect(ring.cgPath.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(!UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 5, y: 5)))
    }

    @Test func rectCornersHaveUIKitsRawValues() {
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }

    @Test func badInputGivesEmptyOrSanePaths() {
        let nanRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(UIBezierPath(rect: nanRect).isEmpty)
        #expect(UIBezierPath(ovalIn: nanRect).isEmpty)
        #expect(UIBezierPath(roundedRect: nanRect, cornerRadius: 4).isEmpty)
        #expect(UIBezierPath(roundedRect: nanRect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 4, height: 4)).isEmpty)
        #expect(UIBezierPath(roundedRect: .null, cornerRadius: 4).isEmpty)
        #expect(CGPath(rect: .null, transform: nil).isEmpty)
        // A NaN or negative radius is none: square corners.
        let square = Path(Self.rect)
        #expect(Path(UIBezierPath(roundedRect: Self.rect, cornerRadius: .nan).cgPath) == square)
        #expect(Path(UIBezierPath(roundedRect: Self.rect, cornerRadius: -5).cgPath) == square)
        let nanCorners = Path(UIBezierPath(roundedRect: Self.rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: CGFloat.nan, height: CGFloat.nan)).cgPath)
        #expect(allFinite(nanCorners))
        #expect(close(nanCorners.boundingRect, Self.rect))
        // Arcs of no finite size add nothing.
        #expect(UIBezierPath(arcCenter: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true).isEmpty)
        #expect(UIBezierPath(arcCenter: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true).isEmpty)
        #expect(UIBezierPath(arcCenter: .zero, radius: 5, startAngle: .nan, endAngle: 1, clockwise: true).isEmpty)
        // The snippet on a zero-sized rectangle: no NaN.
        #expect(allFinite(RoundedCorner().path(in: .zero)))
    }
}
