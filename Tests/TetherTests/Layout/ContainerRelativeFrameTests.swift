import Foundation
import Testing
@testable import Tether

/// `containerRelativeFrame`: on its axes a view is framed to a share of the nearest container —
/// the scroll view around it (visible size minus content margins), else the window — whatever
/// its parent proposes; other axes are left to the parent's proposal.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    @Test func outsideScrollViewsTheContainerIsTheWindowNotTheParent() {
        // A 120-wide parent does not matter: the window is 300 wide.
        // (300 − 10 × 2) / 3 × 2 + 10 × 1 = 196.67 wide, 50 high (the vertical axis is the parent's).
        let h = host(VStack {
            Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).testID("c")
        }.frame(width: 120), width: 300, height: 400)
        let width = (300.0 - 20) / 3 * 2 + 10
        expectFrame(h, "c", CGRect(x: 150 - width / 2, y: 175, width: width, height: 50))
    }

    @Test func inAHorizontalScrollViewPagesAreAShareOfItsWidthMinusContentMargins() {
        // 300 wide minus 20 + 20 margins: 260; two pages 10 apart: 125 each. Heights follow the
        // 100-point scroll view's proposal.
        let h = host(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { i in
                    Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 10).testID("p\(i)")
                }
            }
        }.contentMargins(.horizontal, 20).frame(height: 100), width: 300, height: 400)
        expectFrame(h, "p0", CGRect(x: 20, y: 150, width: 125, height: 100))
        expectFrame(h, "p1", CGRect(x: 155, y: 150, width: 125, height: 100))
    }

    @Test func theLengthClosureGetsEachAxisAndTheContainersLength() {
        let seen = Recorder<[Axis: CGFloat]>()
        seen.value = [:]
        let h = host(Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            seen.value?[axis] = length
            return axis == .horizontal ? length / 2 : length / 4
        }.testID("g"), width: 300, height: 400)
        #expect(seen.value?[.horizontal] == 300)
        #expect(seen.value?[.vertical] == 400)
        expectFrame(h, "g", CGRect(x: 75, y: 150, width: 150, height: 100))
    }

    @Test func aFullPageInAVerticalScrollViewFollowsTheScrollViewsHeight() {
        let h = host(ScrollView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical).testID("page0")
                Color.blue.containerRelativeFrame(.vertical).testID("page1")
            }
        }.frame(height: 200).testID("scroll"), width: 300, height: 400)
        expectFrame(h, "page0", CGRect(x: 0, y: 100, width: 300, height: 200))
        expectFrame(h, "page1", CGRect(x: 0, y: 300, width: 300, height: 200))
    }

    @Test func resizingTheWindowReframesWindowRelativeViews() {
        let h = host(Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
            .frame(height: 10).testID("c").frame(width: 50), width: 300, height: 400)
        expectFrame(h, "c", CGRect(x: 75, y: 195, width: 150, height: 10))
        h.size = CGSize(width: 200, height: 400)
        h.update()
        expectFrame(h, "c", CGRect(x: 50, y: 195, width: 100, height: 10))
    }

    @Test func hostileLengthsAreReportedAndReplacedByTheContainers() {
        for bad in [CGFloat.nan, -5, .infinity] {
            let h = host(Color.red.containerRelativeFrame(.horizontal) { _, _ in bad }.frame(height: 10).testID("c"),
                         width: 300, height: 400)
            expectFrame(h, "c", CGRect(x: 0, y: 195, width: 300, height: 10))
            #expect(h.diagnostics.contains { $0.kind == .invalidGeometry })
        }
        let h = host(Color.red.containerRelativeFrame(.horizontal, count: 0, span: -1, spacing: .nan).frame(height: 10).testID("c"),
                     width: 300, height: 400)
        // Taken as count 1, span 1, spacing 0: the whole width.
        expectFrame(h, "c", CGRect(x: 0, y: 195, width: 300, height: 10))
        #expect(h.diagnostics.filter { $0.kind == .invalidGeometry }.count == 3)
    }
}
