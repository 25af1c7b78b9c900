import Foundation
import Testing
@testable import Tether

/// `containerBackground(_:for:)` and `containerBackground(for:alignment:content:)`: a
/// `navigation` background fills its whole navigation page, under the bar (clear at the scroll
/// edge), and nothing outside the stack; each pushed page shows its own. A
/// `navigationSplitView` background lies behind the split view's columns, which stay opaque
/// (the system background) unless they set a translucent `navigation` background, and shows
/// in place of the dividers between columns side by side. Pixels at 2x; the test host draws
/// no window background, so where nothing draws the alpha is 0.
@MainActor @Suite struct ContainerBackgroundTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func aNavigationBackgroundFillsThePageUnderTheBar() throws {
        let stack = NavigationStack { Text("Red").containerBackground(Color.red, for: .navigation).navigationTitle("Title") }
        let p = try PNGDecoder.decode(host(stack, width: phone.width, height: phone.height).pngData(scale: 2))
        // The bar's row (y < 44 pt) and the page's bottom corner are iOS's red: the bar is clear at
        // the scroll edge, the background reaches every edge.
        #expect(near(p.pixel(x: 4, y: 4), 255, 56, 60))
        #expect(near(p.pixel(x: 770, y: 1680), 255, 56, 60))
        // Without it, nothing draws there.
        let plain = try PNGDecoder.decode(host(NavigationStack { Text("Red").navigationTitle("Title") }, width: phone.width, height: phone.height).pngData(scale: 2))
        #expect(plain.pixel(x: 770, y: 1680).a == 0)
    }

    @Test func theBackgroundStaysInsideItsStack() throws {
        let view = VStack(spacing: 0) {
            NavigationStack { Text("Blue").containerBackground(Color.blue, for: .navigation) }.frame(height: 200)
            Color.clear
        }
        let p = try PNGDecoder.decode(host(view, width: 200, height: 400).pngData(scale: 2))
        #expect(near(p.pixel(x: 200, y: 390), 0, 136, 255))      // y 195 pt: inside the stack
        #expect(p.pixel(x: 200, y: 410).a == 0)                   // y 205 pt: below it
    }

    @Test func eachPushedPageShowsItsOwnBackground() throws {
        let stack = NavigationStack {
            NavigationLink("Next") { Text("Pushed").containerBackground(Color.green, for: .navigation) }
                .testID("next")
                .containerBackground(Color.red, for: .navigation)
        }
        let h = host(stack, width: phone.width, height: phone.height)
        #expect(near(try PNGDecoder.decode(h.pngData(scale: 2)).pixel(x: 4, y: 1600), 255, 56, 60))
        try h.tap("next")
        let pushed = try PNGDecoder.decode(h.pngData(scale: 2))
        // iOS's green (52, 199, 89); the root's red is hidden under the pushed page.
        #expect(near(pushed.pixel(x: 4, y: 1600), 52, 199, 89))
    }

    @Test func theViewFormAlignsItsContentInThePage() throws {
        let stack = NavigationStack {
            Text("Bottom").containerBackground(for: .navigation, alignment: .bottom) { Color.red.frame(height: 100) }
        }
        let p = try PNGDecoder.decode(host(stack, width: 200, height: 400).pngData(scale: 2))
        #expect(near(p.pixel(x: 200, y: 790), 255, 56, 60))         // 5 pt above the bottom
        #expect(p.pixel(x: 200, y: 560).a == 0)                   // 120 pt above it
    }

    @Test func aCollapsedSplitViewShowsItsBackgroundOnlyThroughATranslucentPage() throws {
        func split(sidebarBackground: Bool) -> some View {
            NavigationSplitView {
                Text("Sidebar")
                    .containerBackground(sidebarBackground ? Color.red.opacity(0.5) : Color.clear.opacity(0), for: .navigation)
                    .containerBackground(Color.blue, for: .navigationSplitView)
            } detail: { Text("Detail") }
        }
        // The sidebar page with a clear background: the split view's blue shows.
        let clear = try PNGDecoder.decode(host(split(sidebarBackground: false), width: phone.width, height: phone.height).pngData(scale: 2))
        #expect(near(clear.pixel(x: 10, y: 1600), 0, 136, 255))
        // iOS's red (255, 56, 60) at half opacity over its blue (0, 136, 255): the means.
        let red = try PNGDecoder.decode(host(split(sidebarBackground: true), width: phone.width, height: phone.height).pngData(scale: 2))
        #expect(near(red.pixel(x: 10, y: 1600), 128, 96, 158, tolerance: 3))
        // Without a navigation background the page is opaque white and hides the blue.
        let opaque = NavigationSplitView { Text("Sidebar").containerBackground(Color.blue, for: .navigationSplitView) } detail: { Text("Detail") }
        let white = try PNGDecoder.decode(host(opaque, width: phone.width, height: phone.height).pngData(scale: 2))
        #expect(near(white.pixel(x: 10, y: 1600), 255, 255, 255))
    }

    @Test func columnsSideBySideShowTheBackgroundInPlaceOfTheirDivider() throws {
        let split = NavigationSplitView {
            Text("Sidebar").containerBackground(Color.green, for: .navigationSplitView)
        } detail: { Text("Detail") }
        let p = try PNGDecoder.decode(host(split, width: 1024, height: 768).pngData(scale: 2))
        // A 320 pt sidebar, then the half-point divider: pixel column 640 at 2x.
        #expect(near(p.pixel(x: 640, y: 1200), 52, 199, 89))
        #expect(near(p.pixel(x: 100, y: 1200), 255, 255, 255))   // the opaque sidebar
        #expect(near(p.pixel(x: 1400, y: 1200), 255, 255, 255))  // the opaque detail
        // Without the background the divider is the separator colour, not green.
        let plain = NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
        let q = try PNGDecoder.decode(host(plain, width: 1024, height: 768).pngData(scale: 2))
        #expect(!near(q.pixel(x: 640, y: 1200), 52, 199, 89) && q.pixel(x: 640, y: 1200).a > 0)
    }
}
