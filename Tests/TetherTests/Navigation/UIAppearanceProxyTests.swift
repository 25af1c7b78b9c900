import Foundation
import Testing
@testable import Tether

/// UIKit's appearance proxies (`UITabBar.appearance()`, `UINavigationBar.appearance()`,
/// `UITableView.appearance()`), set before a host renders, restyle the bars SwiftUI draws.
/// Each test resets the proxies (Tether's own `UIKitAppearances.reset()`); the tests are
/// synchronous on the main actor, so no other test renders while a proxy is set.
@MainActor @Suite struct UIAppearanceProxyTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    /// A body line centred in the height left between `top` and `bottom`.
    func centredLine(top: CGFloat, bottom: CGFloat) -> CGFloat { top + (bottom - top - bodyLine) / 2 }

    /// The pixels (at 1x) inside `rect` close to `rgb`.
    func count(_ p: DecodedPixels, in rect: CGRect, near rgb: (Int, Int, Int)) -> Int {
        var found = 0
        for y in max(0, Int(rect.minY))..<min(p.height, Int(rect.maxY.rounded(.up))) {
            for x in max(0, Int(rect.minX))..<min(p.width, Int(rect.maxX.rounded(.up))) {
                let px = p.pixel(x: x, y: y)
                if px.a > 200, abs(Int(px.r) - rgb.0) < 40, abs(Int(px.g) - rgb.1) < 40, abs(Int(px.b) - rgb.2) < 40 { found += 1 }
            }
        }
        return found
    }

    func twoTabs() -> some View {
        TabView {
            Text("Body").testID("one").tabItem { Label("One", systemImage: "star") }
            Text("Second").tabItem { Label("Two", systemImage: "gear") }
        }
    }

    @Test func aHiddenTabBarTakesNoRoom() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UITabBar.appearance().isHidden = true
        let h = host(twoTabs(), width: phone.width, height: phone.height)
        // The page fills the whole screen; no item is drawn.
        #expect(close(h.frame(of: "one")!.minY, centredLine(top: 0, bottom: 844)))
        #expect(h.find(text: "Two") == nil)
        // Reset, the next host draws the bar again.
        UIKitAppearances.reset()
        let shown = host(twoTabs(), width: phone.width, height: phone.height)
        #expect(close(shown.frame(of: "one")!.minY, centredLine(top: 0, bottom: 844 - 49)))
        #expect(shown.find(text: "Two") != nil)
    }

    @Test func theTabBarsBackgroundColours() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UITabBar.appearance().backgroundColor = .red
        var p = try pixels(twoTabs(), width: 390, height: 300, scale: 1)
        var bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 255 && bar.g == 0 && bar.b == 0)
        // `barTintColor` colours the bar's background too.
        UIKitAppearances.reset()
        UITabBar.appearance().barTintColor = .blue
        p = try pixels(twoTabs(), width: 390, height: 300, scale: 1)
        bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255)
        // An opaque `UITabBarAppearance` with a background colour, as iOS 15 apps set it.
        UIKitAppearances.reset()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .green
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().scrollEdgeAppearance = appearance
        p = try pixels(twoTabs(), width: 390, height: 300, scale: 1)
        bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 0 && bar.g == 255 && bar.b == 0)
        // Opaque without a colour: the system background (white).
        UIKitAppearances.reset()
        let opaque = UITabBarAppearance()
        opaque.configureWithOpaqueBackground()
        UITabBar.appearance().standardAppearance = opaque
        p = try pixels(twoTabs(), width: 390, height: 300, scale: 1)
        bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 255 && bar.g == 255 && bar.b == 255 && bar.a == 255)
    }

    @Test func aTransparentTabBarAppearanceDrawsNoBackground() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        let appearance = UITabBarAppearance()
        appearance.configureWithTransparentBackground()
        UITabBar.appearance().standardAppearance = appearance
        let h = host(twoTabs(), width: 390, height: 300)
        #expect(h.find(text: "Two") != nil)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 5, y: 300 - 5).a == 0)
        // Nor the hairline on top.
        #expect(p.pixel(x: 5, y: 300 - 49).a == 0)
    }

    @Test func theTabItemsTakeTheTintColours() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UITabBar.appearance().tintColor = .red
        UITabBar.appearance().unselectedItemTintColor = .green
        let h = host(twoTabs(), width: 390, height: 300)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let one = try #require(textFrame("One", in: h))
        let two = try #require(textFrame("Two", in: h))
        #expect(count(p, in: one, near: (255, 0, 0)) > 0)
        #expect(count(p, in: one, near: (0, 255, 0)) == 0)
        #expect(count(p, in: two, near: (0, 255, 0)) > 0)
        #expect(count(p, in: two, near: (255, 0, 0)) == 0)
    }

    @Test func aViewsToolbarBackgroundWinsOverTheProxy() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UITabBar.appearance().backgroundColor = .red
        let p = try pixels(TabView {
            Text("One").tabItem { Label("One", systemImage: "star") }.toolbarBackground(Color.yellow, for: .tabBar)
        }, width: 390, height: 300, scale: 1)
        let bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 255 && bar.g == 204 && bar.b == 0)
    }

    @Test func aHostSeesAProxySetAfterItsFirstUpdate() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        let h = host(twoTabs(), width: phone.width, height: phone.height)
        #expect(h.find(text: "Two") != nil)
        UITabBar.appearance().isHidden = true
        h.update()
        #expect(h.find(text: "Two") == nil)
    }

    func inbox(_ mode: NavigationBarItem.TitleDisplayMode = .large) -> some View {
        NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(mode)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        }
    }

    @Test func theNavigationBarsBackgroundAtRestAndScrolled() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        // A scroll-edge appearance's background shows at rest.
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .red
        UINavigationBar.appearance().scrollEdgeAppearance = edge
        var p = try pixels(inbox(), width: 390, height: 300, scale: 1)
        var bar = p.pixel(x: 5, y: 20)
        #expect(bar.r == 255 && bar.g == 0 && bar.b == 0)
        // Only a standard appearance: at rest the bar is at the scroll edge, transparent, as
        // iOS 15 and later draw it when `scrollEdgeAppearance` is nil.
        UIKitAppearances.reset()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .red
        UINavigationBar.appearance().standardAppearance = standard
        p = try pixels(inbox(), width: 390, height: 300, scale: 1)
        #expect(p.pixel(x: 5, y: 20).a == 0)
        // The bar view's own `backgroundColor` always shows.
        UIKitAppearances.reset()
        UINavigationBar.appearance().backgroundColor = .blue
        p = try pixels(inbox(), width: 390, height: 300, scale: 1)
        bar = p.pixel(x: 5, y: 20)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255)
    }

    @Test func theTitleAttributesColourAndSizeTheTitles() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)]
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.green]
        let large = host(inbox(), width: 390, height: 300)
        var p = try PNGDecoder.decode(large.pngData(scale: 1))
        let title = try #require(textFrame("Inbox", in: large))
        #expect(close(title.height, pixelCeil(lineBox(20))))
        #expect(count(p, in: title, near: (255, 0, 0)) > 0)
        let inline = host(inbox(.inline), width: 390, height: 300)
        p = try PNGDecoder.decode(inline.pngData(scale: 1))
        let inlineTitle = try #require(textFrame("Inbox", in: inline))
        #expect(count(p, in: inlineTitle, near: (0, 255, 0)) > 0)
        // The same through a `UINavigationBarAppearance`.
        UIKitAppearances.reset()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        let viaAppearance = host(inbox(), width: 390, height: 300)
        p = try PNGDecoder.decode(viaAppearance.pngData(scale: 1))
        #expect(count(p, in: try #require(textFrame("Inbox", in: viaAppearance)), near: (0, 0, 255)) > 0)
    }

    @Test func theNavigationBarsTintColoursItsButtons() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        UINavigationBar.appearance().tintColor = .red
        let h = host(inbox(), width: 390, height: 300)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let edit = try #require(textFrame("Edit", in: h))
        #expect(count(p, in: edit, near: (255, 0, 0)) > 0)
    }

    @Test func theTableViewProxyChangesNoList() throws {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        let list = List { Text("Row") }
        let plain = try host(list, width: 390, height: 300).pngData(scale: 1)
        UITableView.appearance().backgroundColor = .red
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().separatorColor = .green
        // As on iOS 16 and later, where `List` is a collection view.
        let styled = try host(list, width: 390, height: 300).pngData(scale: 1)
        #expect(plain == styled)
    }

    @Test func scrollViewsMadeAfterTheProxyIsSetTakeItsFlags() {
        UIKitAppearances.reset()
        defer { UIKitAppearances.reset() }
        let before = UIScrollView(frame: .zero)
        UIScrollView.appearance().bounces = false
        UIScrollView.appearance().showsVerticalScrollIndicator = false
        #expect(UIScrollView.appearance() === UIScrollView.appearance(whenContainedInInstancesOf: [UIView.self]))
        // Made afterwards, table views included (a `UITableView` is a scroll view); one made
        // before keeps its own; flags not set on the proxy keep their defaults.
        let after = UIScrollView(frame: .zero), table = UITableView(frame: .zero)
        #expect(!after.bounces && !after.showsVerticalScrollIndicator && after.showsHorizontalScrollIndicator)
        #expect(!table.bounces)
        #expect(before.bounces)
    }
}
