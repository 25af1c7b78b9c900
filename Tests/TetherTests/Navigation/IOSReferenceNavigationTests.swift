import Foundation
import Testing
@testable import Tether

/// The navigation bar as iOS 26 draws it, from an iOS 26.2 simulator reference
/// (cashapp/AccessibilitySnapshot, `SnapshotTests.AccessibilitySnapshotTests/
/// testNavBarBackButtonTraitsWithTitles_26_2_402x874@3x.png`, commit 1df45de4): a navigation
/// controller's second screen titled "Second" above one titled "First", on a 402 × 874 pt
/// device at 3x whose safe area starts 62 pt down. Tether's canvases have no safe area, so the
/// bar starts at the top: the reference's y values less 62. That reference draws no glass; the
/// glass of a bar button is measured on home-assistant/iOS
/// (`Tests/App/Settings/__Snapshots__/GesturesSetupView.test/testUI.light.png`, commit
/// fa06b41e, Xcode 26.4 on an iPhone 17 simulator, the key window drawn so glass shows):
/// `NavigationView { GesturesSetupView() }` (`Sources/App/Settings/Gestures/
/// GesturesSetupView.swift`), a `List` whose toolbar has one `.topBarTrailing` button titled
/// "Reset", on a 390 pt wide layout at 3x in a window whose safe area starts 62 pt down.
/// Within 1 pt.
@MainActor
@Suite struct IOSReferenceNavigationTests {
    func within(_ value: CGFloat?, _ reference: CGFloat, _ tolerance: CGFloat = 1) -> Bool {
        value.map { abs($0 - reference) <= tolerance } ?? false
    }

    func flattened(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        nodes.flatMap { [$0] + flattened($0.children) }
    }

    @Test func theBackButtonSitsOnAFortyFourPointGlassCircle() throws {
        // testUI.light.png: the "Reset" button's glass is a capsule whose grey rim is centred on
        // x 895.5…1122.5 and y 184.8…318.3 px: 44.5 pt tall, centred 83.8 pt down (21.8 pt into
        // the 44 pt bar below the 62 pt safe area) and 15.8 pt in from the trailing edge; inside,
        // the glass is lighter than the grouped background around it (246…255 against 242).
        // A back button's square (44 × 44 pt, 16 pt in, above) on that glass is a circle of
        // 44 pt: across its middle the glass runs 16…60 pt, 4 pt below its top only the
        // 25.3 pt a circle leaves (25.35…50.65).
        let h = host(NavigationStack {
            NavigationLink("Next") { List { Text("Body") }.navigationTitle("Second").navigationBarTitleDisplayMode(.inline) }
                .testID("link")
                .navigationTitle("First")
        }, width: 402, height: 300)
        try h.tap("link")
        let p = try PNGDecoder.decode(h.pngData(scale: 3))
        // Lighter than the grouped background (242, 242, 247), as the glass is.
        func isGlass(_ q: (r: Int, g: Int, b: Int, a: Int)) -> Bool { q.r >= 245 && q.g >= 245 && q.a > 250 }
        func span(row: CGFloat) -> (CGFloat, CGFloat)? {
            let y = Int(row * 3)
            let xs = (0..<(100 * 3)).filter { isGlass(p.pixel(x: $0, y: y)) }
            guard let first = xs.first, let last = xs.last else { return nil }
            return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
        }
        let middle = try #require(span(row: 22))
        #expect(within(middle.0, 16) && within(middle.1, 60), "\(middle)")
        let nearTop = try #require(span(row: 4))
        #expect(within(nearTop.0, 25.35) && within(nearTop.1, 50.65), "\(nearTop)")
        let column = (0..<(60 * 3)).filter { isGlass(p.pixel(x: 38 * 3, y: $0)) }
        let down = (CGFloat(try #require(column.first)) / 3, CGFloat(try #require(column.last) + 1) / 3)
        #expect(within(down.0, 0) && within(down.1, 44), "\(down)")
    }

    @Test func theBackButtonIsAFortyFourPointSquareSixteenPointsIn() throws {
        // The "First" back button element: x 48…179 px, y 186…317 px: 44 × 44 pt at (16, 62),
        // its title only its label. The "Second" title element: y 221…282 px, a line centred
        // 22 pt below the safe area: the bar is 44 pt tall with the title in its middle.
        let h = host(NavigationStack {
            NavigationLink("Next") { Text("Body").navigationTitle("Second").navigationBarTitleDisplayMode(.inline) }
                .testID("link")
                .navigationTitle("First")
        }, width: 402, height: 812)
        try h.tap("link")
        let elements = flattened(h.accessibilityElements)
        let back = try #require(elements.first { $0.label == "First" && $0.traits.contains(.isButton) }, "\(h.accessibilityTree())")
        #expect(within(back.frame.minX, 16) && within(back.frame.minY, 0), "\(back.frame)")
        // 44 wide: the previous title is not drawn in it.
        #expect(within(back.frame.width, 44) && within(back.frame.height, 44), "\(back.frame)")
        let title = try #require(textInk(of: "Second", in: h))
        #expect(within(title.midY, 22), "\(title)")
    }
}
