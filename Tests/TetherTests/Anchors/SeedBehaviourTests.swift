import Foundation
import Testing
@testable import Tether
@testable import TetherExamples

/// The seed articles' behaviours, on the gallery's versions of their examples.
@MainActor
@Suite struct SeedBehaviourTests {
    @Test func selectionRingMovesToTheTappedButton() throws {
        // Expected frames from SwiftUI's rules: each button is its title padded by 16 on every
        // side; the three rows are 8 apart in a VStack padded by 32 and centred in the 390×300
        // canvas; the middle row's two spacers centre its button, the last row's spacer pushes
        // its button to the trailing edge.
        func titleSize(_ title: String) -> CGSize { host(Text(title).testID("t")).frame(of: "t")!.size }
        let hello = titleSize("Hello"), aloha = titleSize("Aloha")
        let rowHeight = hello.height + 32
        let top = (300 - (3 * rowHeight + 2 * 8 + 64)) / 2 + 32
        let ring = Examples.named("selection-ring")!.host()
        let before = try #require(ringFrame(ring))
        #expect(close(before, CGRect(x: 195 - (hello.width + 32) / 2, y: top + rowHeight + 8,
                                     width: hello.width + 32, height: rowHeight)), "\(before)")
        try ring.tap("button-2")
        let after = try #require(ringFrame(ring))
        #expect(close(after, CGRect(x: 390 - 32 - (aloha.width + 32), y: top + 2 * (rowHeight + 8),
                                    width: aloha.width + 32, height: rowHeight)), "\(after)")
    }

    /// The ring is the only rounded-rectangle stroke in the picture: find its frame in the dump.
    func ringFrame(_ host: ViewHost<AnyView>) -> CGRect? {
        guard let node = find(host.root, where: { $0.typeName == "_ShapeView" || $0.typeName.hasPrefix("_StrokedShape") }) else { return nil }
        return node.globalBounds
    }

    func find(_ node: ViewNode, where match: (ViewNode) -> Bool) -> ViewNode? {
        if match(node), node.isLayoutNode { return node }
        for child in node.children { if let found = find(child, where: match) { return found } }
        return nil
    }

    @Test func nativeAndHandMadeAnchorsDrawTheSameEllipse() throws {
        let native = Examples.named("highlight-native-anchor")!.host()
        let handMade = Examples.named("highlight-hand-made-anchor")!.host()
        let a = try #require(find(native.root) { $0.typeName.contains("Ellipse") || $0.typeName == "_ShapeView" })
        let b = try #require(find(handMade.root) { $0.typeName.contains("Ellipse") || $0.typeName == "_ShapeView" })
        #expect(close(a.globalBounds, b.globalBounds))
    }

    @Test func toggleSwitchesBetweenTheTwoHighlightImplementations() throws {
        checkInvariantsAfterEveryUpdate()
        let host = ViewHost(HighlightedGreeting(useHandMadeAnchor: false), size: CGSize(width: 390, height: 260))
        host.update()
        let before = host.svg()
        try host.tap(at: CGPoint(x: 350, y: 80))   // the switch, trailing in the first row
        host.update()
        #expect(host.svg() != before)
        // The ellipse is drawn in both states, around the same text.
        #expect(host.svg().contains("stroke=\"rgb(255,56,60)\""))
    }

    @Test func flowGridWrapsCardsIntoRowsThatFitTheWidth() {
        // Cards are 128 wide with padding; 390 fits three per row.
        let positions = FlowGrid.wrap(["a", "b", "c", "d"], sizes: ["a": CGSize(width: 128, height: 128), "b": CGSize(width: 128, height: 128),
                                                                "c": CGSize(width: 128, height: 128), "d": CGSize(width: 128, height: 128)], width: 390)
        #expect(positions["c"] == CGPoint(x: 256, y: 0))
        #expect(positions["d"] == CGPoint(x: 0, y: 128))
        let host = Examples.named("flow-grid")!.host()
        let dump = host.layoutDump()
        #expect(dump.contains("frame=(0, 128, 128, 128)"))
    }

    @Test func directionLinesJoinEachIconsBottomToTheNextTop() throws {
        let host = Examples.named("directions-list")!.host()
        let svg = host.svg()
        // Two connecting lines are stroked in the secondary label colour.
        #expect(svg.components(separatedBy: "stroke=\"rgb(60,60,67)\"").count - 1 == 2)
    }
}
