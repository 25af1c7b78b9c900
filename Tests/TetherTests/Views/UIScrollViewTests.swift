import Foundation
import Testing
@testable import Tether

/// Records what a scroll view tells its delegate, and names a zooming view.
@MainActor final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var zoomView: UIView?
    var restingOverride: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging \(targetContentOffset.pointee.x),\(targetContentOffset.pointee.y)")
        if let restingOverride { targetContentOffset.pointee = restingOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append(decelerate ? "didEndDragging decelerating" : "didEndDragging")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating \(scrollView.isDecelerating)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating \(scrollView.isDecelerating)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { calls.append("didEndZooming \(scale)") }
}

/// A 40 × 40 scroll view (in a 60 × 60 canvas, so at (10, 10)) over a column of three
/// 40-point squares, red, green and blue, from the top: its content is 40 × 120.
@MainActor func stripes() -> UIScrollView {
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    scroll.contentSize = CGSize(width: 40, height: 120)
    for (i, color) in [UIColor.red, .green, .blue].enumerated() {
        scroll.addSubview(colored(color, CGRect(x: 0, y: CGFloat(i) * 40, width: 40, height: 40)))
    }
    return scroll
}

/// UIScrollView's rules: the bounds' origin is the content offset, so subviews are drawn
/// shifted by minus the offset and cut at the bounds; a drag keeps the offset within the
/// content and its insets; zooming scales the delegate's view and the content size with it.
@MainActor
@Suite struct UIScrollViewTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    func isColor(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(p.r - r) <= 2 && abs(p.g - g) <= 2 && abs(p.b - b) <= 2 && p.a >= 253
    }
    func shown(_ scroll: UIScrollView) -> ViewHost<some View> {
        host(UIKitHierarchy { scroll }.frame(width: 40, height: 40), width: 60, height: 60)
    }
    func pixels(_ h: ViewHost<some View>) throws -> DecodedPixels { try PNGDecoder.decode(h.pngData(scale: 1)) }

    @Test func theContentOffsetIsTheBoundsOriginAndClipsByDefault() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(scroll.clipsToBounds)
        scroll.contentOffset = CGPoint(x: 5, y: 30)
        #expect(scroll.bounds == CGRect(x: 5, y: 30, width: 40, height: 40))
        scroll.bounds.origin = CGPoint(x: 0, y: 12)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 12))
        // The frame does not move with the content.
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func subviewsAreDrawnShiftedByTheOffsetAndCutAtTheBounds() throws {
        let scroll = stripes()
        let h = shown(scroll)
        var p = try pixels(h)
        // At rest: red fills the 40-point window; green and blue below it are cut off.
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 0, 0))
        #expect(p.pixel(x: 30, y: 55).a == 0)
        // Offset 40 shows the green square; offset 60, half green (top) and half blue.
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        h.update()
        p = try pixels(h)
        #expect(isColor(p.pixel(x: 30, y: 12), 0, 255, 0) && isColor(p.pixel(x: 30, y: 48), 0, 255, 0))
        scroll.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        h.update()
        p = try pixels(h)
        #expect(isColor(p.pixel(x: 30, y: 25), 0, 255, 0) && isColor(p.pixel(x: 30, y: 35), 0, 0, 255))
        #expect(p.pixel(x: 30, y: 55).a == 0 && p.pixel(x: 30, y: 5).a == 0)
    }

    @Test func theDelegateHearsEveryChangeOfTheOffset() {
        let scroll = stripes()
        let log = ScrollLog()
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        // An animated move to where the content already is ends no animation.
        scroll.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        #expect(log.calls == ["didScroll 0.0,10.0", "didScroll 0.0,20.0", "didEndScrollingAnimation"])
        // Code may set the offset past the content (UIKit does not limit it).
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test func aDragComesToRestWithinTheContentAndItsInsets() throws {
        let scroll = stripes()
        let log = ScrollLog()
        scroll.delegate = log
        let h = shown(scroll)
        // 120 tall content in a 40-point window: the offset goes from 0 to 80.
        try h.scroll("scroll", by: CGSize(width: 0, height: 25))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 25))
        // The content follows the finger, then the drag ends where it lifted: no deceleration.
        #expect(log.calls == ["willBeginDragging", "didScroll 0.0,25.0", "willEndDragging 0.0,25.0", "didEndDragging"])
        try h.scroll("scroll", by: CGSize(width: 30, height: 500))
        // The content is exactly as wide as the window: no horizontal room.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
        #expect(h.scrollOffset(of: "scroll") == CGPoint(x: 0, y: 80))
        #expect(isColor(try pixels(h).pixel(x: 30, y: 30), 0, 0, 255))
        // A top inset of 10 lets the offset reach -10; a bottom inset of 6, 86.
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        try h.scroll("scroll", by: CGSize(width: 0, height: -500))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -10))
        try h.scroll("scroll", to: CGPoint(x: 0, y: 1000))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 86))
    }

    @Test func theDelegateMayMoveWhereADragComesToRest() throws {
        let scroll = stripes()
        let log = ScrollLog()
        log.restingOverride = CGPoint(x: 0, y: 40)
        scroll.delegate = log
        let h = shown(scroll)
        try h.scroll("scroll", by: CGSize(width: 0, height: 13))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        // The finger lifted at 13; the content decelerates on to 40, as UIKit tells it.
        #expect(log.calls == ["willBeginDragging", "didScroll 0.0,13.0", "willEndDragging 0.0,13.0", "didEndDragging decelerating",
                              "willBeginDecelerating true", "didScroll 0.0,40.0", "didEndDecelerating false"])
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        // The finger lifts without velocity: a faster deceleration rate (UIKit's 0.99 against
        // 0.998) leaves where a drag comes to rest as it was.
        #expect(scroll.decelerationRate == .normal && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        scroll.decelerationRate = .fast
        log.restingOverride = nil
        try h.scroll("scroll", by: CGSize(width: 0, height: 13))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 53))
    }

    @Test func pagingComesToRestOnTheNearestPage() throws {
        let scroll = UIScrollView()
        scroll.accessibilityIdentifier = "scroll"
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 160, height: 40)
        let h = shown(scroll)
        // Pages are the window's width, 40: a drag to 30 is three quarters of the way to page 1.
        try h.scroll("scroll", by: CGSize(width: 30, height: 0))
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
        // 40 + 15 = 55 is nearer page 1 (40) than page 2 (80).
        try h.scroll("scroll", by: CGSize(width: 15, height: 0))
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
        // Past the last page (120), the drag rests on it.
        try h.scroll("scroll", by: CGSize(width: 900, height: 0))
        #expect(scroll.contentOffset == CGPoint(x: 120, y: 0))
    }

    @Test func thePanRecognizerTellsTheDragAsUIKitsDoes() throws {
        /// Reads the pan at each delegate call, as code telling the drag's direction does.
        final class PanReader: NSObject, UIScrollViewDelegate {
            var seen: [String] = []
            func note(_ event: String, _ scrollView: UIScrollView) {
                let pan = scrollView.panGestureRecognizer
                let t = pan.translation(in: scrollView.superview)
                seen.append("\(event) \(pan.state.rawValue) \(t.x),\(t.y)")
            }
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("begin", scrollView) }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { note("scroll", scrollView) }
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) { note("willEnd", scrollView) }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { note("didEnd", scrollView) }
        }
        let scroll = stripes()
        let reader = PanReader()
        scroll.delegate = reader
        var actions: [UIGestureRecognizer.State] = []
        scroll.panGestureRecognizer.addAction { actions.append($0.state) }
        #expect(scroll.panGestureRecognizer.view === scroll && scroll.gestureRecognizers == nil)
        let h = shown(scroll)
        // Content further down comes into view as the finger moves up: translation -25.
        // States: began (1) at zero, changed (2) as the content moves, ended (3) for the end.
        try h.scroll("scroll", by: CGSize(width: 0, height: 25))
        #expect(reader.seen == ["begin 1 0.0,0.0", "scroll 2 0.0,-25.0", "willEnd 3 0.0,-25.0", "didEnd 3 0.0,-25.0"])
        #expect(actions == [.began, .changed, .ended])
        #expect(scroll.panGestureRecognizer.state == .possible && scroll.panGestureRecognizer.translation(in: nil) == .zero)
        #expect(scroll.panGestureRecognizer.velocity(in: scroll) == .zero)
    }

    @Test func aDisabledPanOrARefusingScrollViewStopsTheDrag() {
        final class Refusing: UIScrollView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer !== panGestureRecognizer
            }
        }
        let scroll = stripes()
        scroll.panGestureRecognizer.isEnabled = false
        let h = shown(scroll)
        #expect(throws: InteractionError.self) { try h.scroll("scroll", by: CGSize(width: 0, height: 20)) }
        #expect(scroll.contentOffset == .zero)
        let refusing = Refusing()
        refusing.accessibilityIdentifier = "scroll"
        refusing.contentSize = CGSize(width: 40, height: 120)
        let log = ScrollLog()
        refusing.delegate = log
        let r = shown(refusing)
        try? r.scroll("scroll", by: CGSize(width: 0, height: 20))
        #expect(refusing.contentOffset == .zero && log.calls.isEmpty)
        #expect(refusing.panGestureRecognizer.state == .possible)
    }

    @Test func aScrollViewWithScrollingDisabledIsNotDragged() {
        let scroll = stripes()
        scroll.isScrollEnabled = false
        let h = shown(scroll)
        #expect(throws: InteractionError.self) { try h.scroll("scroll", by: CGSize(width: 0, height: 20)) }
        #expect(scroll.contentOffset == .zero)
    }

    @Test func scrollRectToVisibleMovesAsLittleAsItCan() {
        let scroll = stripes()
        scroll.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        // Already visible: nothing moves.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == .zero)
        // Below the window: its bottom edge comes to the window's bottom edge (110 - 40).
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 70))
        // Above it: its top edge comes to the window's top edge.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))
        // Past the content: as far as the content goes (80).
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test func zoomingScalesTheDelegatesViewWithinTheLimits() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = colored(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
        image.addSubview(colored(.blue, CGRect(x: 0, y: 0, width: 20, height: 20)))
        scroll.addSubview(image)
        scroll.contentSize = CGSize(width: 40, height: 40)
        let log = ScrollLog()
        // Without a view to zoom, the scale stays 1.
        scroll.delegate = log
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1 && log.calls.isEmpty)
        log.zoomView = image
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 2)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(image.bounds.size == CGSize(width: 40, height: 40))
        #expect(scroll.contentSize == CGSize(width: 80, height: 80))
        #expect(log.calls == ["didZoom 2.0"])
        // Drawn at twice the size: the blue quarter now fills the 40-point window.
        let h = shown(scroll)
        let p = try pixels(h)
        #expect(isColor(p.pixel(x: 12, y: 12), 0, 0, 255) && isColor(p.pixel(x: 48, y: 48), 0, 0, 255))
        // Past the limits, the nearest limit.
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 3 && scroll.contentSize == CGSize(width: 120, height: 120))
        scroll.setZoomScale(0.1, animated: true)
        #expect(scroll.zoomScale == 1 && image.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func aPinchZoomsAboutTheFingersWithinTheLimits() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.accessibilityIdentifier = "scroll"
        let photo = colored(.red, CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        let log = ScrollLog()
        log.zoomView = photo
        scroll.delegate = log
        // Zooming is off until the maximum scale is raised: no pinch recognizer then.
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 4
        let pinch = try #require(scroll.pinchGestureRecognizer)
        #expect(pinch.view === scroll && scroll.gestureRecognizers == nil)
        let h = host(UIKitHierarchy { scroll }.frame(width: 200, height: 200), width: 200, height: 200)
        // Two fingers spread apart to twice their distance about the centre (100, 100): the
        // scale doubles and the content point under them, (100, 100), stays there — at the
        // new scale it is (200, 200) in the content, so the offset is (100, 100).
        try h.pinch("scroll", scale: 2)
        #expect(abs(scroll.zoomScale - 2) < 0.001)
        #expect(abs(scroll.contentOffset.x - 100) < 0.1 && abs(scroll.contentOffset.y - 100) < 0.1)
        #expect(scroll.contentSize == CGSize(width: 400, height: 400) || abs(scroll.contentSize.width - 400) < 0.5)
        #expect(log.calls.first == "willBeginZooming" && log.calls.last == "didEndZooming 2.0")
        #expect(!scroll.isZooming)
        // Spread far past the limit, the scale stops at the maximum, 4: the point under the
        // fingers — (200, 200) at scale 2, (100, 100) unscaled — is at (400, 400) in the
        // content, the offset (300, 300).
        log.calls = []
        try h.pinch("scroll", scale: 10)
        #expect(abs(scroll.zoomScale - 4) < 0.001)
        #expect(abs(scroll.contentOffset.x - 300) < 0.1 && abs(scroll.contentOffset.y - 300) < 0.1)
        #expect(log.calls.last == "didEndZooming 4.0")
    }

    @Test func zoomToARectFillsTheBoundsWithIt() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = colored(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
        scroll.addSubview(image)
        let log = ScrollLog()
        log.zoomView = image
        scroll.delegate = log
        scroll.maximumZoomScale = 4
        // The 20-point square at the bottom right fills the window at scale 2, offset (40, 40).
        scroll.zoom(to: CGRect(x: 20, y: 20, width: 20, height: 20), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 40))
    }

    @Test func badNumbersAreRefusedWithoutACrash() throws {
        let scroll = stripes()
        let h = shown(scroll)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
        #expect(scroll.contentOffset == .zero)
        scroll.zoomScale = 0
        scroll.zoomScale = -2
        scroll.zoomScale = CGFloat.nan
        #expect(scroll.zoomScale == 1)
        scroll.contentSize = CGSize(width: -50, height: CGFloat.nan)
        scroll.contentInset = UIEdgeInsets(top: CGFloat.infinity, left: -5, bottom: CGFloat.nan, right: 0)
        try h.scroll("scroll", by: CGSize(width: 10, height: 10))
        #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite)
        #expect(throws: InteractionError.self) { try h.scroll("scroll", by: CGSize(width: CGFloat.nan, height: 0)) }
        // No delegate: nothing to tell, nothing to zoom.
        scroll.delegate = nil
        scroll.minimumZoomScale = 0
        scroll.maximumZoomScale = CGFloat.nan
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 0), animated: true)
        scroll.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
        h.update()
        _ = try h.pngData(scale: 1)
    }
}
