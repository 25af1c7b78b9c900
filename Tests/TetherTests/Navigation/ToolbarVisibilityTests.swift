import Foundation
import Testing
@testable import Tether

/// `toolbar(_:for:)`, `toolbarBackground` and `toolbarColorScheme`: settings made in the shown
/// content that the enclosing navigation stack or tab view applies to its bars.
@MainActor @Suite struct ToolbarVisibilityTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    /// A body line centred in the height left between `top` and `bottom`.
    func centredLine(top: CGFloat, bottom: CGFloat) -> CGFloat { top + (bottom - top - bodyLine) / 2 }

    @Test func hidingTheNavigationBarGivesItsRoomToTheContent() {
        // Without the bar (96 pt with a large title) the line is centred in all 844 pt.
        for hidden in [AnyView(Text("Body").testID("body").navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar)),
                       AnyView(Text("Body").testID("body").navigationTitle("Inbox").toolbar(.hidden)),
                       AnyView(Text("Body").testID("body").navigationTitle("Inbox").toolbarVisibility(.hidden, for: .automatic))] {
            let h = host(NavigationStack { hidden }, width: phone.width, height: phone.height)
            #expect(close(h.frame(of: "body")!.minY, centredLine(top: 0, bottom: 844)))
        }
    }

    @Test func aHiddenNavigationBarDrawsNoTitleNorItems() {
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Inbox")
                .toolbar { ToolbarItem { Button("Add") {}.testID("add") } }
                .toolbar(.hidden, for: .navigationBar)
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "add") == nil)
        #expect(!dumpedTexts(h).contains("Inbox"))
    }

    @Test func theInnermostVisibilityWins() {
        // The setting nearest the content counts, as `navigationBarHidden` always did.
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Inbox").toolbar(.visible, for: .navigationBar).toolbar(.hidden, for: .navigationBar)
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "body")!.minY, centredLine(top: 96, bottom: 844)))
        let legacy = host(NavigationStack { Text("Body").testID("body").navigationBarHidden(true) }, width: phone.width, height: phone.height)
        #expect(close(legacy.frame(of: "body")!.minY, centredLine(top: 0, bottom: 844)))
    }

    @Test func aPushedViewHidesTheBarOnlyWhileItIsShown() throws {
        let h = host(NavigationStack {
            NavigationLink("Go") { Text("Detail").testID("detail").toolbar(.hidden, for: .navigationBar) }.testID("go")
                .navigationTitle("Root")
        }, width: phone.width, height: phone.height)
        try h.tap("go")
        #expect(close(h.frame(of: "detail")!.minY, centredLine(top: 0, bottom: 844)))
    }

    @Test func hidingTheTabBarGivesItsRoomToThePage() {
        // The 49 pt tab bar is gone: the page fills the canvas.
        let h = host(TabView {
            Text("One").testID("one").tabItem { Label("One", systemImage: "star") }.toolbar(.hidden, for: .tabBar)
            Text("Second").tabItem { Label("Two", systemImage: "gear") }
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "one")!.minY, centredLine(top: 0, bottom: 844)))
        #expect(h.find(text: "Two") == nil)
        // Hiding the navigation bar (the automatic bar) leaves the tab bar.
        let both = host(TabView {
            Text("One").testID("one").tabItem { Label("One", systemImage: "star") }.toolbar(.hidden)
        }, width: phone.width, height: phone.height)
        #expect(close(both.frame(of: "one")!.minY, centredLine(top: 0, bottom: 844 - 49)))
    }

    @Test func aViewPushedInATabCanHideTheTabBar() throws {
        // The setting flows up through the navigation stack to the tab view.
        let h = host(TabView {
            NavigationStack {
                NavigationLink("Go") { Text("Detail").testID("detail").toolbar(.hidden, for: .tabBar) }.testID("go")
                    .navigationTitle("Root")
            }
            .tabItem { Label("One", systemImage: "star") }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "One") != nil)
        try h.tap("go")
        #expect(h.find(text: "One") == nil)
        // The pushed view's large-title bar (96 pt) above, no tab bar below.
        #expect(close(h.frame(of: "detail")!.minY, centredLine(top: 96, bottom: 844)))
    }

    @Test func aVisibleNavigationBarBackgroundIsTheBarMaterial() throws {
        // At rest the bar is at the scroll edge: transparent. `.visible` draws iOS's light grey
        // bar (#F9F9F9).
        let plain = try pixels(NavigationStack { Text("Body").navigationTitle("Inbox") }, width: 390, height: 300, scale: 1)
        #expect(plain.pixel(x: 300, y: 20).a == 0)
        let visible = try pixels(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarBackground(.visible, for: .navigationBar)
        }, width: 390, height: 300, scale: 1)
        let bar = visible.pixel(x: 300, y: 20)
        #expect(bar.r == 249 && bar.g == 249 && bar.b == 249 && bar.a == 255)
        // Under the 96 pt bar, the content's transparent canvas again.
        #expect(visible.pixel(x: 300, y: 110).a == 0)
    }

    @Test func aBackgroundStyleShowsOnlyWhereTheBackgroundDoes() throws {
        // As on iOS, a style alone leaves the resting navigation bar transparent.
        let styleOnly = try pixels(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarBackground(Color.red, for: .navigationBar)
        }, width: 390, height: 300, scale: 1)
        #expect(styleOnly.pixel(x: 300, y: 20).a == 0)
        let shown = try pixels(NavigationStack {
            Text("Body").navigationTitle("Inbox")
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }, width: 390, height: 300, scale: 1)
        let bar = shown.pixel(x: 300, y: 60)
        #expect(bar.r == 0 && bar.g == 136 && bar.b == 255)
        // The tab bar always shows its background: the style replaces the grey.
        let tab = try pixels(TabView {
            Text("One").tabItem { Label("One", systemImage: "star") }.toolbarBackground(Color.yellow, for: .tabBar)
        }, width: 390, height: 300, scale: 1)
        let tabBar = tab.pixel(x: 5, y: 300 - 5)
        #expect(tabBar.r == 255 && tabBar.g == 204 && tabBar.b == 0)
    }

    @Test func aHiddenTabBarBackgroundLeavesTheItems() throws {
        let h = host(TabView {
            Text("One").tabItem { Label("One", systemImage: "star") }.toolbarBackground(.hidden, for: .tabBar)
        }, width: 390, height: 300)
        #expect(h.find(text: "One") != nil)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 5, y: 300 - 5).a == 0)
    }

    @Test func aDarkColourSchemeDrawsTheBarAndItsTitleDark() throws {
        // The bar material's dark value (#1D1D1D) and the title in white.
        let p = try pixels(NavigationStack {
            Text("Body").navigationTitle("Inbox")
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }, width: 390, height: 300, scale: 2)
        let bar = p.pixel(x: 700, y: 40)
        #expect(bar.r == 29 && bar.g == 29 && bar.b == 29)
        // The large title's glyphs, 16 pt in on the 52 pt row under the 44 pt one.
        var brightest = 0
        for y in 88..<192 { for x in 32..<200 { let px = p.pixel(x: x, y: y); brightest = max(brightest, min(px.r, px.g, px.b)) } }
        #expect(brightest > 240)
        // Without a visible background the scheme does not apply: the title stays dark.
        let resting = try pixels(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarColorScheme(.dark, for: .navigationBar)
        }, width: 390, height: 300, scale: 2)
        var lightestInk = 255
        for y in 88..<192 { for x in 32..<200 {
            let px = resting.pixel(x: x, y: y)
            if px.a > 250 { lightestInk = min(lightestInk, max(px.r, px.g, px.b)) }
        } }
        #expect(lightestInk < 30)
    }

    @Test func aDarkTabBarTakesTheDarkMaterial() throws {
        let p = try pixels(TabView {
            Text("One").tabItem { Label("One", systemImage: "star") }.toolbarColorScheme(.dark, for: .tabBar)
        }, width: 390, height: 300, scale: 1)
        let bar = p.pixel(x: 5, y: 300 - 5)
        #expect(bar.r == 29 && bar.g == 29 && bar.b == 29)
    }
}

extension ToolbarVisibilityTests {
    @Test func aHostileBackgroundOpacityStillDrawsTheBar() throws {
        // `Color.opacity` itself settles a NaN (as full opacity); the bar lays out as usual.
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Inbox")
                .toolbarBackground(Color.red.opacity(.nan), for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "body")!.minY, centredLine(top: 96, bottom: 844)))
        let bar = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 300, y: 20)
        #expect(bar.r == 255 && bar.g == 56 && bar.b == 60)
    }
}
