import Foundation
import Testing
@testable import Tether

/// `TabView` with `tabViewStyle(.page)`: pages swiped sideways under a row of page dots.
@MainActor @Suite struct PageTabViewStyleTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    /// Three black pages; the dots (8 pt, 8 pt apart) are centred in a 26 pt band at the
    /// bottom: 3 × 8 + 2 × 8 = 40 pt wide, so centred at x = 179, 195, 211 and y = 831.
    func pages(_ style: PageTabViewStyle, count: Int = 3, selection: Binding<Int>? = nil) -> some View {
        TabView(selection: selection) {
            ForEach(0..<count, id: \.self) { index in
                Color.black.overlay { Text("Page \(index)").testID("page\(index)") }.tag(index)
            }
        }
        .tabViewStyle(style)
    }

    @Test func thePageFillsTheTabViewWithNoTabBar() {
        let h = host(TabView {
            Text("Page").testID("page").tabItem { Label("One", systemImage: "star") }
        }.tabViewStyle(.page), width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "page")!.minY, (844 - bodyLine) / 2))
        #expect(h.find(text: "One") == nil)
    }

    @Test func theDotsShowThePagesWithTheCurrentOneWhite() throws {
        let h = host(pages(.page), width: phone.width, height: phone.height)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let current = p.pixel(x: 179, y: 831), other = p.pixel(x: 195, y: 831), gap = p.pixel(x: 187, y: 831)
        #expect(current.r == 255 && current.g == 255)
        // 30 % white over black.
        #expect(abs(other.r - 77) <= 2)
        #expect(gap.r == 0)
    }

    @Test func neverShowsNoDotsAndAutomaticNoneForOnePage() throws {
        let never = try PNGDecoder.decode(host(pages(.page(indexDisplayMode: .never)), width: phone.width, height: phone.height).pngData(scale: 1))
        #expect(never.pixel(x: 179, y: 831).r == 0)
        let single = try PNGDecoder.decode(host(pages(.page, count: 1), width: phone.width, height: phone.height).pngData(scale: 1))
        #expect(single.pixel(x: 195, y: 831).r == 0)
        // `.always` draws the one dot, in the middle.
        let always = try PNGDecoder.decode(host(pages(.page(indexDisplayMode: .always), count: 1), width: phone.width, height: phone.height).pngData(scale: 1))
        #expect(always.pixel(x: 195, y: 831).r == 255)
    }

    @Test func aSwipeAnywhereOnAPageThatDoesNotFillTheViewTurnsIt() throws {
        // Text pages: the swipe starts on blank space, which the paging view still takes.
        let h = host(TabView { Text("A").testID("a"); Text("B").testID("b") }.tabViewStyle(.page), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 60, y: 100))
        #expect(h.frame(of: "b") != nil)
    }

    @Test func aSwipeToTheLeftShowsTheNextPage() throws {
        let selection = Recorder<Int>()
        selection.value = 0
        let binding = Binding<Int>(get: { selection.value ?? 0 }, set: { selection.record($0) })
        let h = host(pages(.page, selection: binding), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        #expect(selection.value == 1)
        #expect(h.frame(of: "page1") != nil && h.frame(of: "page0") == nil)
        // Back to the right: the previous page.
        try h.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(selection.value == 0)
    }

    @Test func aShortSlowDragStaysOnThePage() throws {
        // 40 pt over a second: it would not carry past half the 390 pt width.
        let h = host(pages(.page), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 400), steps: 60)
        #expect(h.frame(of: "page0") != nil)
    }

    @Test func thereIsNoPageBeforeTheFirst() throws {
        let h = host(pages(.page), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(h.frame(of: "page0") != nil)
    }

    @Test func anIndexBackgroundDrawsACapsuleBehindTheDots() throws {
        // On white pages the dots hardly show; `.always` puts a 25 % black capsule behind them.
        let view = TabView {
            Color.white; Color.white
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        let p = try PNGDecoder.decode(host(view, width: phone.width, height: phone.height).pngData(scale: 1))
        // Two dots, 24 pt wide in all: centred at 195 ∓ 8, the gap between them at 195,
        // inside the 40 pt capsule.
        let gap = p.pixel(x: 195, y: 831)
        #expect(abs(gap.r - 191) <= 2)
        let plain = try PNGDecoder.decode(host(TabView { Color.white; Color.white }.tabViewStyle(.page), width: phone.width, height: phone.height).pngData(scale: 1))
        #expect(plain.pixel(x: 195, y: 831).r == 255)
    }
}

extension PageTabViewStyleTests {
    @Test func rightToLeftTheNextPageIsASwipeToTheRight() throws {
        // The pages run from the right, as a right-to-left paging scroll view's do.
        let h = host(pages(.page).environment(\.layoutDirection, .rightToLeft), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(h.frame(of: "page1") != nil)
        try h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        #expect(h.frame(of: "page0") != nil)
    }

    @Test func withoutABindingTheTabViewKeepsThePageItself() throws {
        let h = host(pages(.page), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        #expect(h.frame(of: "page1") != nil)
    }
}

extension PageTabViewStyleTests {
    @Test func anEmptyPageTabViewDrawsNoDotsAndIgnoresSwipes() throws {
        let h = host(TabView { ForEach(0..<0, id: \.self) { Text("\($0)") } }
            .tabViewStyle(.page(indexDisplayMode: .always)), width: phone.width, height: phone.height)
        try h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        #expect(h.diagnostics.isEmpty)
        #expect(!h.layoutDump().contains("_ShapeView"))
    }
}
