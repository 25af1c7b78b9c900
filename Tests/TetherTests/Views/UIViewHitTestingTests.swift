import Foundation
import Testing
@testable import Tether

/// A view that lets touches through to what is behind it, except on its subviews.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A view that takes touches up to 20 pt outside its bounds.
final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// Touches reach a representable's UIViews by UIKit's hit testing: `hitTest(_:with:)` and
/// `point(inside:with:)` overrides decide which view gets them, and a view returning nil lets
/// them through to the SwiftUI views behind.
@MainActor
@Suite struct UIViewHitTestingTests {
    @Test func aPassThroughViewLetsTapsReachTheButtonBehind() throws {
        var taps = 0
        let overlay = PassThroughView()
        let h = host(ZStack {
            Button("Behind") { taps += 1 }.frame(width: 200, height: 200)
            UIKitHierarchy { overlay }.frame(width: 200, height: 200)
        }, width: 200, height: 200)
        try h.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
        // Its subview still takes touches, and its recognizer hears them.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let tap = UITapGestureRecognizer()
        var heard = 0
        tap.addAction { _ in heard += 1 }
        child.addGestureRecognizer(tap)
        overlay.addSubview(child)
        h.update()
        try h.tap(at: CGPoint(x: 25, y: 25))
        #expect(heard == 1 && taps == 1)
    }

    @Test func aClearUIViewTakesTheTouchOverTheButtonBehind() throws {
        var taps = 0
        let h = host(ZStack {
            Button("Behind") { taps += 1 }.frame(width: 200, height: 200)
            UIKitHierarchy { UIView() }.frame(width: 200, height: 200)
        }, width: 200, height: 200)
        // UIKit's hit testing finds the clear view, which has no gestures: nothing acts.
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 100, y: 100)) }
        #expect(taps == 0)
    }

    @Test func pointInsideWidensWhereAViewTakesTouches() throws {
        let target = GenerousView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        let tap = UITapGestureRecognizer()
        var heard = 0
        tap.addAction { _ in heard += 1 }
        target.addGestureRecognizer(tap)
        let h = host(UIKitHierarchy {
            let root = UIView()
            root.addSubview(target)
            return root
        }.frame(width: 200, height: 200), width: 200, height: 200)
        // 5 pt outside its frame, within its 20 pt margin.
        try h.tap(at: CGPoint(x: 45, y: 45))
        #expect(heard == 1)
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(heard == 1)
    }

    @Test func touchesReachAHostingViewsSwiftUIContentAndRepresentablesInIt() throws {
        var buttonTaps = 0, innerTaps = 0
        let inner = UIView()
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in innerTaps += 1 }
        inner.addGestureRecognizer(tap)
        let h = host(UIKitHierarchy {
            let root = UIView()
            let hosting = UIHostingController(rootView: VStack(spacing: 0) {
                Button("Tap") { buttonTaps += 1 }.frame(width: 100, height: 50)
                UIKitHierarchy { inner }.frame(width: 100, height: 50)
            })
            hosting.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSubview(hosting.view)
            return root
        }.frame(width: 200, height: 200), width: 200, height: 200)
        // UIKit finds the hosting view; inside it SwiftUI's hit testing goes on.
        try h.tap(at: CGPoint(x: 50, y: 25))
        #expect(buttonTaps == 1 && innerTaps == 0)
        try h.tap(at: CGPoint(x: 50, y: 75))
        #expect(buttonTaps == 1 && innerTaps == 1)
    }

    @Test func hitTestFollowsUIKitsRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        back.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        root.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        #expect(UILabel().isUserInteractionEnabled == false && UIView().isUserInteractionEnabled)
    }
}
