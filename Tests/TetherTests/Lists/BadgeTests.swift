import Foundation
import Testing
@testable import Tether

/// `badge(_:)` and `badgeProminence(_:)`: a trailing badge on list rows (before a link's
/// chevron), a red badge on tab bar items; a badge of 0 or nil shows nothing.
@MainActor @Suite struct BadgeTests {
    /// A plain list 400 wide: rows' content runs from 16 to 400 - 16.
    let trailingEdge: CGFloat = 400 - ListMetrics.rowPadding.trailing

    @Test func aCountBadgeSitsAtTheRowsTrailingEdge() throws {
        let h = host(List { Text("Inbox").badge(12) }.listStyle(.plain), width: 400, height: 300)
        let badge = try #require(h.find(text: "12"))
        #expect(close(badge.frame.maxX, trailingEdge, tolerance: 0.5))
        let title = try #require(h.find(text: "Inbox"))
        // On the row's line, vertically centred with its title.
        #expect(close(badge.frame.midY, title.frame.midY, tolerance: 0.5))
        #expect(title.frame.minX < badge.frame.minX)
    }

    @Test func aBadgeOfZeroOrNilShowsNothing() {
        let h = host(List {
            Text("Drafts").badge(0)
            Text("Sent").badge(nil as Text?)
            Text("Junk").badge(nil as String?)
            Text("Trash").badge(nil as LocalizedStringKey?)
        }.listStyle(.plain), width: 400, height: 300)
        #expect(h.find(text: "0") == nil)
        // Each row is only its title.
        #expect(h.findAll(role: .staticText).count == 4)
    }

    @Test func textStringAndKeyBadgesShowTheirText() {
        let h = host(List {
            Text("A").badge(Text("New"))
            Text("B").badge("Beta")
            Text("C").badge(String("Gamma"))
        }.listStyle(.plain), width: 400, height: 300)
        for label in ["New", "Beta", "Gamma"] {
            let frame = h.find(text: label)?.frame
            #expect(frame.map { close($0.maxX, trailingEdge, tolerance: 0.5) } == true, "\(label)")
        }
    }

    @Test func aLinksBadgeStandsBeforeItsChevron() throws {
        func row(badged: Bool) -> some View {
            NavigationStack {
                List { NavigationLink("Archive") { Text("Archive") }.badge(badged ? 3 : 0) }.listStyle(.plain)
            }
        }
        let h = host(row(badged: true), width: 400, height: 400)
        // VoiceOver reads the badge after the title, as on iOS.
        let link = try #require(h.find(text: "Archive, 3"))
        // Ink between 40 and 12 points from the trailing edge (the chevron, about 9 pt wide,
        // ends at the edge): the badge, which the same link without a badge lacks.
        func ink(_ png: DecodedPixels) -> Bool {
            for x in Int(trailingEdge - 40)..<Int(trailingEdge - 12) {
                for y in Int(link.frame.minY)..<Int(link.frame.maxY) where png.pixel(x: x, y: y).r < 200 { return true }
            }
            return false
        }
        #expect(try ink(pixels(row(badged: true), width: 400, height: 400, scale: 1)))
        #expect(try !ink(pixels(row(badged: false), width: 400, height: 400, scale: 1)))
    }

    @Test func theStandardBadgeIsSecondaryGreyText() throws {
        let png = try pixels(List { Text("Inbox").badge(8) }.listStyle(.plain), width: 400, height: 100, scale: 1)
        // No platter: the pixels around the digit are the row's white; the digit's ink grey.
        var darkest = 255
        for x in 370..<384 { for y in 10..<34 { darkest = min(darkest, png.pixel(x: x, y: y).r) } }
        // Secondary label: rgba(60, 60, 67, 0.6) over white is about 135; never black.
        #expect(darkest > 100 && darkest < 200)
        #expect(png.pixel(x: 362, y: 5).r == 255)
    }

    @Test func anIncreasedBadgeIsWhiteOnARedPlatterWithoutTallerRows() throws {
        let list = List {
            Text("Errors").badge(2).testID("row")
        }.listStyle(.plain).badgeProminence(.increased)
        let png = try pixels(list, width: 400, height: 100, scale: 1)
        let h = host(list, width: 400, height: 100)
        let badge = try #require(h.find(text: "2"))
        // Left of the digit, inside the platter (at least 26 wide, ending at the trailing edge).
        let red = png.pixel(x: Int(trailingEdge - 24), y: Int(badge.frame.midY))
        #expect(red.r > 240 && red.g < 90 && red.b < 90)
        // The row keeps iOS's minimum height: the platter does not add to it.
        let plain = host(List { Text("Errors").testID("row") }.listStyle(.plain), width: 400, height: 100)
        #expect(close(h.frame(of: "row")?.height ?? 0, plain.frame(of: "row")?.height ?? -1, tolerance: 0.5))
    }

    @Test func theEnvironmentCarriesTheProminence() {
        var environment = EnvironmentValues()
        #expect(environment.badgeProminence == .standard)
        environment.badgeProminence = .decreased
        #expect(environment.badgeProminence == .decreased)
    }

    // MARK: Tab bar

    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func aTabsBadgeIsRedAtItsIconsTopTrailingCorner() throws {
        let h = host(TabView {
            Tab("Mail", systemImage: "envelope") { Text("Mail page") }.badge(5)
            Tab("Calls", systemImage: "phone") { Text("Calls page") }
        }, width: phone.width, height: phone.height)
        let badge = try #require(h.find(text: "5"))
        // The first item's column is centred at 390 / 4; the badge starts right of that centre
        // and rises above the icon, in the bar's top half.
        #expect(badge.frame.minX > 390.0 / 4 && badge.frame.minX < 390.0 / 4 + 20)
        let barTop = phone.height - TabPagesLayout.tabBarHeight
        #expect(badge.frame.midY > barTop && badge.frame.midY < barTop + 49.0 / 2)
        let png = try pixels(TabView {
            Tab("Mail", systemImage: "envelope") { Text("Mail page") }.badge(5)
            Tab("Calls", systemImage: "phone") { Text("Calls page") }
        }, width: phone.width, height: phone.height, scale: 1)
        // The 18 pt capsule's left end, just inside it.
        let red = png.pixel(x: Int(badge.frame.midX - 6), y: Int(badge.frame.midY))
        #expect(red.r > 240 && red.g < 90 && red.b < 90)
    }

    @Test func tabItemPagesTakeBadgesInEitherOrder() {
        let h = host(TabView {
            Text("One").tabItem { Label("One", systemImage: "1.circle") }.badge(7)
            Text("Two").badge("!").tabItem { Label("Two", systemImage: "2.circle") }
            Text("Three").tabItem { Label("Three", systemImage: "3.circle") }.badge(0)
        }, width: phone.width, height: phone.height)
        let barTop = phone.height - TabPagesLayout.tabBarHeight
        #expect((h.find(text: "7")?.frame.minY ?? 0) > barTop - 4)
        #expect((h.find(text: "!")?.frame.minX ?? 0) > 390.0 / 2)
        #expect(h.find(text: "0") == nil)
    }

    @Test func aLongTabBadgeIsNotTruncated() throws {
        let h = host(TabView {
            Tab("Chats", systemImage: "bubble.left") { Text("Chats") }.badge(12345)
            Tab("A", systemImage: "a.circle") { Text("A") }
            Tab("B", systemImage: "b.circle") { Text("B") }
            Tab("C", systemImage: "c.circle") { Text("C") }
            Tab("D", systemImage: "d.circle") { Text("D") }
        }, width: phone.width, height: phone.height)
        let badge = try #require(h.find(text: "12345"))
        // Five 13 pt digits plus 5 pt each side: wider than 40 pt, so not squeezed to fit.
        #expect(badge.frame.width > 30)
    }
}
