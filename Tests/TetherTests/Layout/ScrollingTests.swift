import Foundation
import Testing
@testable import Tether

/// Scrolling a `ScrollView`: `ViewHost.scroll` (Tether's own), `ScrollViewReader`. Offsets stay
/// within the content as on iOS (0 to content − viewport); what is inside reports the
/// scrolled geometry.
@MainActor
@Suite struct ScrollingTests {
    /// Twenty 50-point rows (1,000 points) in a scroll view.
    func rows(tapped: Recorder<Int>? = nil) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Color.blue.frame(height: 50).testID("r\(i)").onTapGesture { tapped?.record(i) }
                }
            }
        }.testID("scroll")
    }

    @Test func scrollingByMovesTheContentAndStopsAtItsEnds() throws {
        let h = host(rows(), width: 300, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        expectFrame(h, "r0", CGRect(x: 0, y: -100, width: 300, height: 50))
        #expect(h.scrollOffset(of: "scroll") == CGPoint(x: 0, y: 100))
        // 1,000 points of content in 400: the offset stops at 600.
        try h.scroll("scroll", by: CGSize(width: 0, height: 10_000))
        expectFrame(h, "r19", CGRect(x: 0, y: 350, width: 300, height: 50))
        try h.scroll("scroll", by: CGSize(width: 0, height: -1e9))
        expectFrame(h, "r0", CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func scrollingToAPointShowsItAtTheTopWithinTheContent() throws {
        let h = host(rows(), width: 300, height: 400)
        try h.scroll("scroll", to: CGPoint(x: 0, y: 250))
        expectFrame(h, "r5", CGRect(x: 0, y: 0, width: 300, height: 50))
        try h.scroll("scroll", to: CGPoint(x: 50, y: -50))
        expectFrame(h, "r0", CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func contentShorterThanTheViewportDoesNotScroll() throws {
        let h = host(ScrollView { Color.red.frame(height: 100).testID("c") }.testID("scroll"), width: 300, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 50))
        expectFrame(h, "c", CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func aHorizontalScrollViewStartsAtItsLeadingEdge() throws {
        let h = host(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<10, id: \.self) { i in Color.red.frame(width: 100).testID("c\(i)") } }
        }.testID("scroll"), width: 300, height: 100)
        expectFrame(h, "c0", CGRect(x: 0, y: 0, width: 100, height: 100))
        try h.scroll("scroll", by: CGSize(width: 250, height: 500))
        expectFrame(h, "c3", CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func geometryReadersInsideAScrolledViewReportTheScrolledFrame() throws {
        let recorder = Recorder<CGFloat>()
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 300)
                GeometryReader { proxy in Recording(recorder: recorder, value: proxy.frame(in: .global).minY) }.frame(height: 50)
                Color.clear.frame(height: 1000)
            }
        }.testID("scroll")
        let h = host(view, width: 300, height: 400)
        #expect(recorder.value == 300)
        try h.scroll("scroll", by: CGSize(width: 0, height: 120))
        #expect(recorder.value == 180)
    }

    @Test func theScrollViewSpaceStartsAtTheTopOfWhatTheInnermostScrollViewShows() throws {
        // iOS 17's `.scrollView` space: a view 300 points down the content is at 300 until the
        // content scrolls, then that much higher; the scroll view itself sits 40 points down
        // the canvas, which the global frame includes and the scroll view's space does not.
        let inScroll = Recorder<CGFloat>(), vertical = Recorder<CGFloat>(), horizontal = Recorder<CGFloat>()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 300)
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            Color.clear.frame(width: 30)
                            GeometryReader { proxy in
                                Recording(recorder: inScroll, value: proxy.frame(in: .scrollView).minX)
                                Recording(recorder: vertical, value: proxy.frame(in: .scrollView(axis: .vertical)).minY)
                                Recording(recorder: horizontal, value: proxy.frame(in: .scrollView(axis: .horizontal)).minY)
                            }.frame(width: 50, height: 50)
                        }
                    }.frame(height: 50)
                    Color.clear.frame(height: 1000)
                }
            }.testID("scroll")
        }
        let h = host(view, width: 300, height: 400)
        // The innermost scroll view is the horizontal one: 30 points in.
        #expect(inScroll.value == 30)
        #expect(vertical.value == 300)
        #expect(horizontal.value == 0)
        try h.scroll("scroll", by: CGSize(width: 0, height: 120))
        #expect(vertical.value == 180)
    }

    @Test func tapsHitTheViewThatIsScrolledUnderThePoint() throws {
        let tapped = Recorder<Int>()
        let h = host(rows(tapped: tapped), width: 300, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        try h.tap(at: CGPoint(x: 150, y: 25))
        #expect(tapped.value == 2)
    }

    @Test func scrollingAViewWithNoScrollViewThrows() {
        let h = host(Color.red.testID("plain"))
        #expect(throws: InteractionError.notScrollable("plain")) { try h.scroll("plain", by: CGSize(width: 0, height: 10)) }
        #expect(throws: InteractionError.noViewWithIdentifier("nothing")) { try h.scroll("nothing", by: .zero) }
    }

    @Test func defaultScrollAnchorBottomStartsAtTheEnd() {
        let h = host(rows().defaultScrollAnchor(.bottom), width: 300, height: 400)
        expectFrame(h, "r19", CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    // MARK: ScrollViewReader

    struct Jumping: View {
        let target: Int
        let anchor: UnitPoint?
        let lazy: Bool
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo(target, anchor: anchor) }.testID("go").frame(height: 50)
                    ScrollView {
                        if lazy {
                            LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                        } else {
                            VStack(spacing: 0) { ForEach(0..<30, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToWithATopAnchorPutsTheViewAtTheTop() throws {
        let h = host(Jumping(target: 10, anchor: .top, lazy: false), width: 300, height: 450)
        try h.tap("go")
        // The scroll view starts at y = 50; row 10 starts at 500 in its content.
        expectFrame(h, "r10", CGRect(x: 0, y: 50, width: 300, height: 50))
    }

    @Test func scrollToWithNoAnchorScrollsAsLittleAsShowsTheView() throws {
        let h = host(Jumping(target: 12, anchor: nil, lazy: false), width: 300, height: 450)
        try h.tap("go")
        // Row 12 (600...650) below a 400-point viewport: it ends at the bottom edge.
        expectFrame(h, "r12", CGRect(x: 0, y: 400, width: 300, height: 50))
    }

    @Test func scrollToFindsALazyRowThatIsNotBuiltYet() throws {
        let h = host(Jumping(target: 700, anchor: .center, lazy: true), width: 300, height: 450)
        #expect(h.frame(of: "r700") == nil)
        try h.tap("go")
        // Row 700 (35,000...35,050) centred in the 400-point viewport at y = 50: its top at 50 + 175.
        expectFrame(h, "r700", CGRect(x: 0, y: 225, width: 300, height: 50))
    }

    @Test func scrollToAnUnknownIDIsReportedAndNothingMoves() throws {
        let h = host(Jumping(target: 5_000, anchor: .top, lazy: false), width: 300, height: 450)
        try h.tap("go")
        expectFrame(h, "r0", CGRect(x: 0, y: 50, width: 300, height: 50))
        #expect(h.diagnostics.contains { $0.message.contains("scrollTo") })
    }

    // MARK: Scroll modifiers

    @Test func scrollDisabledKeepsAGestureFromScrolling() {
        let h = host(rows().scrollDisabled(true), width: 300, height: 400)
        #expect(throws: InteractionError.self) { try h.scroll("scroll", by: CGSize(width: 0, height: 100)) }
        expectFrame(h, "r0", CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func contentMarginsKeepSpaceAroundTheContentAndScrollWithIt() throws {
        let h = host(rows().contentMargins(20), width: 300, height: 400)
        // The content is offered 300 - 2 × 20 and starts 20 in from the top and leading edges.
        expectFrame(h, "r0", CGRect(x: 20, y: 20, width: 260, height: 50))
        // 1,000 + 40 points of content in 400: at the end the last row stops 20 above the bottom.
        try h.scroll("scroll", by: CGSize(width: 0, height: 1e6))
        expectFrame(h, "r19", CGRect(x: 20, y: 330, width: 260, height: 50))
    }

    @Test func pagingComesToRestOnAWholePage() throws {
        let h = host(rows().scrollTargetBehavior(.paging), width: 300, height: 400)
        // A scroll of 250 rests on the nearest page, 400: row 8 at the top.
        try h.scroll("scroll", by: CGSize(width: 0, height: 250))
        expectFrame(h, "r8", CGRect(x: 0, y: 0, width: 300, height: 50))
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        expectFrame(h, "r8", CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func viewAlignedComesToRestOnAViewOfTheTargetLayout() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") }
            }.scrollTargetLayout()
        }.scrollTargetBehavior(.viewAligned).testID("scroll")
        let h = host(view, width: 300, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 120))
        // 120 is nearest to row 2's top (100).
        expectFrame(h, "r2", CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func scrollIndicatorsAreKeptInTheEnvironment() {
        let recorder = Recorder<ScrollIndicatorVisibility>()
        struct Reader: View {
            let recorder: Recorder<ScrollIndicatorVisibility>
            @Environment(\.verticalScrollIndicatorVisibility) var vertical
            var body: some View { recorder.record(vertical); return Color.clear }
        }
        _ = host(ScrollView { Reader(recorder: recorder) }.scrollIndicators(.hidden, axes: .vertical))
        #expect(recorder.value == .hidden)
    }

    @Test func flashedIndicatorsHaveFadedInAPictureAtRest() throws {
        // The flash lasts under a second; at rest iOS shows no indicators, nor does Tether.
        let content = ScrollView { VStack(spacing: 0) { ForEach(0..<20) { Color(hue: Double($0) / 20, saturation: 1, brightness: 1).frame(height: 40) } } }
        let plain = try host(content, width: 200, height: 300).pngData(scale: 1)
        #expect(try host(content.scrollIndicatorsFlash(onAppear: true), width: 200, height: 300).pngData(scale: 1) == plain)
        #expect(try host(content.scrollIndicatorsFlash(trigger: 3), width: 200, height: 300).pngData(scale: 1) == plain)
    }

    // MARK: Safe area insets

    @Test func aBottomSafeAreaInsetTakesItsHeightFromAPlainView() {
        let h = host(Color.red.testID("c").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).testID("bar") },
                     width: 300, height: 400)
        expectFrame(h, "c", CGRect(x: 0, y: 0, width: 300, height: 350))
        expectFrame(h, "bar", CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    @Test func aScrollViewScrollsUnderABottomInsetAndStopsAboveIt() throws {
        let h = host(rows().safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 40).testID("bar") },
                     width: 300, height: 400)
        // The scroll view keeps the whole canvas; the bar sits on its bottom edge.
        expectFrame(h, "scroll", CGRect(x: 0, y: 0, width: 300, height: 400))
        expectFrame(h, "bar", CGRect(x: 0, y: 360, width: 300, height: 40))
        // Its content gets 40 + 10 more at the bottom: at the end row 19 ends 50 above the edge.
        try h.scroll("scroll", by: CGSize(width: 0, height: 1e6))
        expectFrame(h, "r19", CGRect(x: 0, y: 300, width: 300, height: 50))
    }

    @Test func safeAreaPaddingPadsAPlainViewAndIsAScrollViewsContentMargin() {
        let plain = host(Color.red.testID("c").safeAreaPadding(20), width: 300, height: 400)
        expectFrame(plain, "c", CGRect(x: 20, y: 20, width: 260, height: 360))
        let scrolling = host(rows().safeAreaPadding(.horizontal, 20), width: 300, height: 400)
        expectFrame(scrolling, "scroll", CGRect(x: 0, y: 0, width: 300, height: 400))
        expectFrame(scrolling, "r0", CGRect(x: 20, y: 0, width: 260, height: 50))
    }

    // MARK: scrollPosition

    struct Positioned: View {
        let recorder: Recorder<Int?>
        @State private var position: Int?
        var body: some View {
            let _ = recorder.record(position)
            VStack(spacing: 0) {
                Button("Jump") { position = 12 }.testID("jump").frame(height: 50)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<30, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                        .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
                .testID("scroll")
            }
        }
    }

    @Test func settingTheScrollPositionScrollsToThatViewAndScrollingUpdatesIt() throws {
        let recorder = Recorder<Int?>()
        let h = host(Positioned(recorder: recorder), width: 300, height: 450)
        try h.tap("jump")
        // Row 12 at the top of the scroll view (which starts at y = 50).
        expectFrame(h, "r12", CGRect(x: 0, y: 50, width: 300, height: 50))
        #expect(recorder.value == 12)
        // Scrolled 130 further (to 730): row 14 (700...750) is the first one showing.
        try h.scroll("scroll", by: CGSize(width: 0, height: 130))
        #expect(recorder.value == 14)
    }

    // MARK: Anchors and clipping

    struct MarkKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    @Test func anAnchorInsideAScrolledViewResolvesToTheScrolledFrame() throws {
        let recorder = Recorder<CGRect>()
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 300)
                Color.red.frame(height: 50).anchorPreference(key: MarkKey.self, value: .bounds) { $0 }
                Color.clear.frame(height: 1000)
            }
        }
        .testID("scroll")
        .overlayPreferenceValue(MarkKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor { Recording(recorder: recorder, value: proxy[anchor]) }
            }
        }
        let h = host(view, width: 300, height: 400)
        #expect(close(recorder.value?.minY ?? .nan, 300))
        try h.scroll("scroll", by: CGSize(width: 0, height: 200))
        #expect(close(recorder.value ?? .zero, CGRect(x: 0, y: 100, width: 300, height: 50)))
    }

    @Test func tapsOutsideTheScrollViewDoNotReachItsClippedContent() throws {
        let tapped = Recorder<Int>()
        let green = Recorder<Bool>()
        let h = host(VStack(spacing: 0) {
            rows(tapped: tapped).frame(height: 200)
            Color.green.frame(height: 200).onTapGesture { green.record(true) }
        }, width: 300, height: 400)
        // Row 5 is laid out at y = 250, under the green view, but clipped away.
        try h.tap(at: CGPoint(x: 150, y: 260))
        #expect(tapped.value == nil)
        #expect(green.value == true)
    }

    @Test func pinnedFootersStayAtTheBottomWhileTheirSectionShows() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
                Section { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) } }
                    footer: { Color.gray.frame(height: 50).testID("f1") }
            }
        }.testID("scroll")
        let h = host(view, width: 300, height: 400)
        // The footer's own place is 1,000 down; pinned, it sits on the bottom edge.
        expectFrame(h, "f1", CGRect(x: 0, y: 350, width: 300, height: 50))
    }
}
