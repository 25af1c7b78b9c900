import Foundation
import Testing
@testable import Tether

/// Lists and forms as iOS 26 draws them, from the iPhone 13 Pro screenshots in the project's
/// iOS references (390 × 844 at 3x, the medium text size: body 16 pt). The device's safe
/// area (47 pt on top, 34 at the bottom) is given as padding, since Tether's canvases have
/// none. Positions and sizes must agree within 1 pt.
@MainActor
@Suite struct IOSReferenceListTests {
    func device<V: View>(_ view: V) -> some View {
        view.padding(.top, 47).padding(.bottom, 34).dynamicTypeSize(.medium).environment(\.displayScale, 3)
    }

    func phone<V: View>(_ view: V) -> ViewHost<some View> { host(device(view), width: 390, height: 844) }

    func ink<V: View>(of string: String, in h: ViewHost<V>) -> CGRect? { textInk(of: string, in: h) }

    /// Where the white card runs down the column at `x` (3x pixels), in points.
    func cardSpan(_ pixels: DecodedPixels, x: CGFloat) -> (top: CGFloat, bottom: CGFloat)? {
        let column = Int(x * 3)
        let white = (0..<pixels.height).filter { y in
            let p = pixels.pixel(x: column, y: y)
            return p.r == 255 && p.g == 255 && p.b == 255
        }
        guard let first = white.first, let last = white.last else { return nil }
        return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
    }

    func within(_ value: CGFloat?, _ reference: CGFloat, _ tolerance: CGFloat = 1) -> Bool {
        value.map { abs($0 - reference) <= tolerance } ?? false
    }

    @Test func labeledContentAloneSpansTheWindow() {
        // labeled-content.png: "Clean" from x = 1.0, "Code" to 389.33; the ink of both from
        // y = 422.33 to 434.33, a line centred in the safe area.
        let h = phone(LabeledContent("Clean") { Text(verbatim: "Code") })
        let label = ink(of: "Clean", in: h), value = ink(of: "Code", in: h)
        #expect(within(label?.minX, 1.0) && within(value?.maxX, 389.33), "\(String(describing: label)) \(String(describing: value))")
        #expect(within(label?.minY, 422.33) && within(label?.maxY, 434.33))
    }

    @Test func aOneRowSectionIsAFiftyOnePointCardWithItsValueInSecondaryGrey() throws {
        // list-labeled-row.png: the card from x = 16 to 374 and y = 82 to 133 (51 pt), its
        // corners about 26 pt (8 pt below the top the white starts 7 pt in); "San Francisco"
        // ink from x = 33.0, "20 °C, Sunny" to 357.33 in secondaryLabel over white (138, 138, 142).
        let view = List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }
        let h = phone(view)
        #expect(within(ink(of: "San Francisco", in: h)?.minX, 33.0))
        #expect(within(ink(of: "20 °C, Sunny", in: h)?.maxX, 357.33))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 3))
        let card = try #require(cardSpan(pixels, x: 195))
        #expect(within(card.top, 82) && within(card.bottom, 133), "\(card)")
        let cornerRow = Int((card.top + 8) * 3)
        let firstWhite = (0..<300).first { x in pixels.pixel(x: x, y: cornerRow).r == 255 && pixels.pixel(x: x, y: cornerRow).g == 255 } ?? 0
        #expect(within(CGFloat(firstWhite) / 3, 23.0), "corner: white from \(CGFloat(firstWhite) / 3)")
        // The darkest pixel of the value's ink is the secondary label colour over white.
        let value = try #require(ink(of: "20 °C, Sunny", in: h))
        var darkest = (r: 255, g: 255, b: 255, a: 255)
        for y in Int(value.minY * 3)..<Int(value.maxY * 3) {
            for x in Int(value.minX * 3)..<Int(value.maxX * 3) where pixels.pixel(x: x, y: y).r < darkest.r { darkest = pixels.pixel(x: x, y: y) }
        }
        #expect(abs(darkest.r - 138) <= 2 && abs(darkest.g - 138) <= 2 && abs(darkest.b - 142) <= 2, "\(darkest)")
    }

    @Test func anHStackRowPlacesItsTextsAtIOSsPositions() {
        // list-hstack-row.png: "Hello World:" ink from 33.33; "How are you doing?" from 129.67
        // to 270.33, 8 pt of spacing after the first text.
        let h = phone(List { HStack { Text("Hello World:"); Text("How are you doing?").foregroundColor(.secondary) } })
        #expect(within(ink(of: "Hello World:", in: h)?.minX, 33.33))
        let second = ink(of: "How are you doing?", in: h)
        #expect(within(second?.minX, 129.67) && within(second?.maxX, 270.33), "\(String(describing: second))")
    }

    @Test func aFormGridKeepsItsColumnsUnderAContentShape() throws {
        // form-grid-rows.png: "Content" ink from x = 212.7 to 269.0 in every row; the texts'
        // ink tops at 100.33, 136.0 and 163.33 (the Divider between the first two rows one
        // device pixel); the card from y = 82 to 194.33.
        func row() -> some View {
            GridRow {
                Text("Description").gridColumnAlignment(.leading).fixedSize(horizontal: false, vertical: true)
                Text("Content").frame(maxWidth: .infinity)
            }
            .contentShape(Rectangle())
        }
        let h = phone(VStack { Form { Grid(horizontalSpacing: 8, verticalSpacing: 8) { row(); Divider(); row(); row() } } })
        let content = ink(of: "Content", in: h)
        #expect(within(content?.minX, 212.7) && within(content?.maxX, 269.0), "\(String(describing: content))")
        var tops: [CGFloat] = []
        var stack = [h.root]
        while let node = stack.popLast() {
            if let text = node.layout as? TextLayoutNode, text.text.string == "Description" {
                tops.append(node.globalBounds.minY + text.layout(node.proposal, node: node).path().boundingRect.minY)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        tops.sort()
        #expect(tops.count == 3)
        for (top, reference) in zip(tops, [100.33, 136.0, 163.33] as [CGFloat]) { #expect(within(top, reference), "\(tops)") }
        let card = try #require(cardSpan(try PNGDecoder.decode(h.pngData(scale: 3)), x: 60))
        #expect(within(card.top, 82) && within(card.bottom, 194.33), "\(card)")
    }
}
