import Foundation
import Testing
@testable import Tether

private struct ShownKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Three fixed-size alternatives, widest first, each naming itself in a preference and
/// counting its taps.
private struct Alternatives: View {
    let taps: Recorder<String>
    var axes: Axis.Set = [.horizontal, .vertical]
    var body: some View {
        ViewThatFits(in: axes) {
            option("wide", Color.red, width: 300, height: 20)
            option("narrow", Color.blue, width: 150, height: 60)
            option("small", Color.green, width: 50, height: 40)
        }
    }
    func option(_ name: String, _ color: Color, width: CGFloat, height: CGFloat) -> some View {
        color.frame(width: width, height: height)
            .preference(key: ShownKey.self, value: [name])
            .onTapGesture { taps.record(name) }
            .testID(name)
    }
}

/// `ViewThatFits`: the first alternative whose ideal size fits the constrained axes is shown.
@MainActor @Suite struct ViewThatFitsTests {
    @Test func theFirstAlternativeThatFitsIsChosenAndSizesTheContainer() throws {
        // Proposed 200 wide (and 400 tall): "wide" (300) does not fit, "narrow" (150×60) does.
        // The 200-wide frame is as tall as its content (60) and is centred in the 400×400
        // canvas at (100, 170); the 150-wide content is centred in it at x = 100 + 25.
        let taps = Recorder<String>()
        let h = host(Alternatives(taps: taps).frame(width: 200).testID("box"))
        expectFrame(h, "box", CGRect(x: 100, y: 170, width: 200, height: 60))
        expectFrame(h, "narrow", CGRect(x: 125, y: 170, width: 150, height: 60))
    }

    @Test func whenNothingFitsTheLastAlternativeIsShown() throws {
        // 40 wide: even "small" (50) is too wide, so the last one is used anyway and overflows
        // its 40-wide frame, centred: x = 180 + (40 − 50) / 2 = 175.
        let taps = Recorder<String>()
        let h = host(Alternatives(taps: taps).frame(width: 40))
        expectFrame(h, "small", CGRect(x: 175, y: 180, width: 50, height: 40))
        try h.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.value == "small")
    }

    @Test func onlyTheConstrainedAxesCount() throws {
        // Vertical only, 50 tall: "wide" (20 tall) fits although it is 300 wide in a 200-wide
        // frame; with both axes, 50 tall and 200 wide rule out "wide" and "narrow" (60 tall),
        // leaving "small" (50×40).
        let taps = Recorder<String>()
        let vertical = host(Alternatives(taps: taps, axes: .vertical).frame(width: 200, height: 50))
        #expect(vertical.frame(of: "wide")?.width == 300)
        try vertical.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.value == "wide")
        let both = host(Alternatives(taps: taps).frame(width: 200, height: 50))
        try both.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.value == "small")
    }

    @Test func withNoAxesTheFirstAlternativeIsShown() throws {
        let taps = Recorder<String>()
        let h = host(Alternatives(taps: taps, axes: []).frame(width: 10, height: 10))
        try h.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.value == "wide")
    }

    @Test func hiddenAlternativesAreNeitherDrawnNorHitNorHeard() throws {
        // "narrow" (blue, 150×60) is shown at (125, 170); "wide" would cover x 50...350.
        let taps = Recorder<String>()
        let seen = Recorder<[String]>()
        let view = Alternatives(taps: taps).frame(width: 200)
            .onPreferenceChange(ShownKey.self) { seen.record($0) }
        let h = host(view)
        #expect(seen.value == ["narrow"])
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        let shown = pixels.pixel(x: 200, y: 200)
        #expect(shown.b > 200 && shown.r < 100)            // blue, not red
        #expect(pixels.pixel(x: 60, y: 175).a == 0)        // where only "wide" would be
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 60, y: 175)) }
        try h.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.value == "narrow")
    }

    @Test func aWiderProposalSwitchesToTheLargerAlternative() throws {
        struct Resizable: View {
            @State var width: CGFloat = 200
            let taps: Recorder<String>
            let seen: Recorder<[String]>
            var body: some View {
                VStack {
                    Alternatives(taps: taps).frame(width: width)
                        .onPreferenceChange(ShownKey.self) { seen.record($0) }
                    Color.gray.frame(width: 20, height: 20).onTapGesture { width = 320 }.testID("grow")
                }
            }
        }
        let taps = Recorder<String>()
        let seen = Recorder<[String]>()
        let h = host(Resizable(taps: taps, seen: seen))
        #expect(seen.value == ["narrow"])
        try h.tap("grow")
        // 320 wide: "wide" (300) fits now; the other two are hidden.
        #expect(seen.value == ["wide"])
        #expect(h.frame(of: "wide")?.width == 300)
        let fresh = host(Resizable(width: 320, taps: taps, seen: Recorder()))
        #expect(h.layoutDump() == fresh.layoutDump())
    }

    @Test func textFallsBackToAShorterLabel() {
        // The long label's ideal (one-line) width is far more than 100; "Short" fits, and
        // ViewThatFits takes its size: the same as the text alone.
        let view = ViewThatFits(in: .horizontal) {
            Text("A rather long label that needs a lot of room").testID("long")
            Text("Short").testID("short")
        }.frame(width: 100)
        let h = host(view)
        let alone = host(Text("Short").testID("short").frame(width: 100))
        #expect(close(h.frame(of: "short"), alone.frame(of: "short")!))
        #expect(h.layoutDump().contains("omitted"))
    }

    @Test func alignmentGuidesAreTheChosenAlternativesExplicitOnes() {
        // Leading-aligned in a 300-wide frame centred in the 400 canvas (x = 50): with no
        // explicit guide, the padded content starts at the frame's edge and the text 8 pt in.
        let plain = host(ViewThatFits { Color.red.frame(width: 20, height: 20).testID("box") }
            .padding(8).frame(width: 300, alignment: .leading))
        #expect(close(plain.frame(of: "box")?.minX ?? .nan, 58))
        // An explicit leading guide 3 pt into the box is the container's too: padded, it is
        // 11 pt in, so the content moves 11 pt left of the frame's edge: box at 50 − 11 + 8.
        let guided = host(ViewThatFits { Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 3 }.testID("box") }
            .padding(8).frame(width: 300, alignment: .leading))
        #expect(close(guided.frame(of: "box")?.minX ?? .nan, 47))
    }

    @Test func itsSpacingIsTheSameBeforeAndAfterItIsPlaced() throws {
        // Found by the random trees: the row measured again after a change (the red square
        // grows, then shrinks back) must come out as it was first laid out.
        struct Row: View {
            @State private var wide = false
            var body: some View {
                HStack {
                    Color.red.frame(width: wide ? 20 : 10, height: 10).onTapGesture { wide.toggle() }.testID("red")
                    ViewThatFits { Spacer(); Text("x") }
                    Color.blue.frame(width: 10, height: 10).testID("blue")
                }
                .fixedSize()
            }
        }
        let h = host(Row())
        let first = h.frame(of: "blue")!
        try h.tap("red")
        try h.tap("red")
        #expect(close(h.frame(of: "blue"), first))
    }

    @Test func anEmptyViewThatFitsIsEmpty() {
        let h = host(ViewThatFits { EmptyView() }.testID("empty"))
        #expect(h.frame(of: "empty")?.size == .zero)
        #expect(h.diagnostics.isEmpty)
    }
}
