import Foundation
import Testing
@testable import Tether

/// The navigation bar as iOS 26 draws it, from an iOS 26.2 simulator reference
/// (cashapp/AccessibilitySnapshot, `SnapshotTests.AccessibilitySnapshotTests/
/// testNavBarBackButtonTraitsWithTitles_26_2_402x874@3x.png`, commit 1df45de4): a navigation
/// controller's second screen titled "Second" above one titled "First", on a 402 × 874 pt
/// device at 3x whose safe area starts 62 pt down. Tether's canvases have no safe area, so the
/// bar starts at the top: the reference's y values less 62. Within 1 pt.
@MainActor
@Suite struct IOSReferenceNavigationTests {
    func within(_ value: CGFloat?, _ reference: CGFloat, _ tolerance: CGFloat = 1) -> Bool {
        value.map { abs($0 - reference) <= tolerance } ?? false
    }

    func flattened(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        nodes.flatMap { [$0] + flattened($0.children) }
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
