import Foundation
import Testing
@testable import Tether

/// `redacted(reason:)` draws texts and images as placeholder boxes without changing layout;
/// `unredacted()` and `privacySensitive()` choose what is hidden, as SwiftUI documents.
@MainActor
@Suite struct RedactionTests {
    /// "M M" at 40 points on white: the gap between the letters, at mid cap height.
    func gapPixel<V: View>(_ view: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
        let font = Font.system(size: 40).resolved()
        let laidOut = TextEngine.layout("M", font: font, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail)
        let spaced = TextEngine.layout("M M", font: font, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail)
        let x = (laidOut.size.width + spaced.size.width - laidOut.size.width) / 2
        let y = laidOut.firstBaseline - 14
        let image = try pixels(view.font(.system(size: 40)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white), width: 200, height: 60, scale: 1)
        return image.pixel(x: Int(x), y: Int(y))
    }

    @Test func placeholderTextIsABoxInAFifthOfItsColour() throws {
        #expect(try gapPixel(Text("M M")).r == 255)
        // Black at 20 % over white: 255 × 0.8 = 204.
        let redacted = try gapPixel(Text("M M").redacted(reason: .placeholder))
        #expect(abs(redacted.r - 204) <= 2 && redacted.r == redacted.g)
    }

    @Test func redactionKeepsTheLayout() {
        let plain = host(Text("Hello, world").testID("t")).frame(of: "t")
        let redacted = host(Text("Hello, world").redacted(reason: .placeholder).testID("t")).frame(of: "t")
        #expect(plain == redacted)
    }

    @Test func unredactedContentIsDrawnAsItIs() throws {
        #expect(try gapPixel(VStack { Text("M M").unredacted() }.redacted(reason: .placeholder)).r == 255)
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() throws {
        #expect(try gapPixel(Text("M M").privacySensitive().redacted(reason: .privacy)).r < 230)
        #expect(try gapPixel(Text("M M").redacted(reason: .privacy)).r == 255)
        #expect(try gapPixel(Text("M M").privacySensitive()).r == 255)
    }

    @Test func imagesBecomeBoxesOfTheirFrame() throws {
        let image = try pixels(Image(systemName: "star").resizable().frame(width: 40, height: 40).foregroundStyle(.blue)
            .redacted(reason: .placeholder).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white), width: 60, height: 60, scale: 1)
        // The box's corner area (inside the rounding) and centre are the same placeholder blue.
        let centre = image.pixel(x: 20, y: 20), edge = image.pixel(x: 20, y: 2)
        #expect(centre.b == 255 && centre.r > 150 && centre.r < 230)
        #expect(edge == centre)
    }

    @Test func viewsReadTheReasons() {
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "loading" : "ready") }
        }
        #expect(dumpedTexts(host(Probe().redacted(reason: .placeholder))) == ["loading"])
        #expect(dumpedTexts(host(Probe().unredacted().redacted(reason: .placeholder))) == ["ready"])
        #expect(dumpedTexts(host(Probe())) == ["ready"])
    }
}
