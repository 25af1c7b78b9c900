import Foundation
import Testing
@testable import Tether

/// `GroupBox` as iOS draws it: label in the headline font over the content, 8 apart, padded 16
/// on a rounded secondary-background panel that takes the offered width.
@MainActor
@Suite struct GroupBoxTests {
    @Test func aGroupBoxPadsItsContentOnAPanelAsWideAsOffered() {
        let h = host(GroupBox { Color.red.frame(width: 50, height: 20).testID("c") }.testID("box"), width: 300, height: 200)
        // 20 + 2 × 16 = 52 tall, centred: y = 74; the content at the leading edge, inset 16.
        expectFrame(h, "box", CGRect(x: 0, y: 74, width: 300, height: 52))
        expectFrame(h, "c", CGRect(x: 16, y: 90, width: 50, height: 20))
    }

    @Test func theLabelSitsAboveTheContentInTheHeadlineFont() throws {
        let h = host(GroupBox { Color.red.frame(width: 50, height: 20).testID("c") } label: { Text("Today").testID("label") }.testID("box"),
                     width: 300, height: 200)
        let box = try #require(h.frame(of: "box")), label = try #require(h.frame(of: "label")), content = try #require(h.frame(of: "c"))
        #expect(close(label.minX, 16) && close(label.minY, box.minY + 16))
        #expect(close(content.minY, label.maxY + 8))
        #expect(close(box.height, label.height + 8 + 20 + 32))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // The panel's grey (#F2F2F7) shows beside the content.
        let p = pixels.pixel(x: 200, y: Int(content.midY))
        #expect(p.r == 242 && p.g == 242 && p.b == 247)
    }
}

extension GroupBoxTests {
    /// A card style of the app's own: the label beside the content, no panel.
    struct SideBySide: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 10) {
                configuration.label
                configuration.content
            }
        }
    }

    /// `groupBoxStyle(_:)`: the group boxes inside are drawn by the style from their label and
    /// content; `.automatic` is the panel again.
    @Test func aGroupBoxStyleDrawsTheBoxFromItsLabelAndContent() throws {
        let box = GroupBox { Color.red.frame(width: 50, height: 20).testID("c") } label: { Color.blue.frame(width: 30, height: 20).testID("l") }
        let h = host(box.groupBoxStyle(SideBySide()), width: 300, height: 200)
        // 30 + 10 + 50 = 90 wide, centred in 300: the label at 105, the content 10 after it.
        expectFrame(h, "l", CGRect(x: 105, y: 90, width: 30, height: 20))
        expectFrame(h, "c", CGRect(x: 145, y: 90, width: 50, height: 20))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // Nothing beside the style's row: no panel grey (242) there.
        #expect(pixels.pixel(x: 20, y: 100).a == 0)
        let automatic = host(box.groupBoxStyle(SideBySide()).groupBoxStyle(.automatic), width: 300, height: 200)
        // The innermost style wins: the outer `.automatic` does not undo the inner style.
        expectFrame(automatic, "c", CGRect(x: 145, y: 90, width: 50, height: 20))
        let panel = host(GroupBox { Color.red.frame(width: 50, height: 20).testID("c") }.groupBoxStyle(.automatic), width: 300, height: 200)
        expectFrame(panel, "c", CGRect(x: 16, y: 90, width: 50, height: 20))
    }
}
