import Foundation
import Testing
@testable import Tether

/// `allowsTightening`: a line that would be truncated is drawn whole with its characters
/// closer together when it is at most 5 % wider than its width (TextKit's
/// `tighteningFactorForTruncation`, 0.05); wider ones are truncated as before.
@MainActor
@Suite struct TighteningTests {
    let words = "Tightening keeps every letter"
    var natural: CGFloat {
        TextEngine.layout(words, font: Font.body.resolved(), maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
    }

    func laidOut<V: View>(_ view: V, width: CGFloat) throws -> TextLayout {
        let h = host(view.frame(width: width))
        let layout = try #require(textLayouts(h).first)
        return layout.layout(ProposedViewSize(width: width, height: nil))
    }

    @Test func itIsOffByDefault() {
        #expect(EnvironmentValues().allowsTightening == false)
        var env = EnvironmentValues()
        env.allowsTightening = true
        #expect(env.allowsTightening)
    }

    @Test func aLineUpToFivePercentTooWideIsTightenedInsteadOfTruncated() throws {
        let width = natural / 1.04
        let tightened = try laidOut(Text(words).lineLimit(1).allowsTightening(true), width: width)
        #expect(!tightened.isTruncated)
        #expect(close(tightened.size.width, width, tolerance: 0.01))
        // Every character is drawn (no ellipsis): as many glyphs as untightened.
        let full = TextEngine.layout(words, font: Font.body.resolved(), maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail)
        let glyphs = full.lines[0].glyphs
        #expect(tightened.lines[0].glyphs.count == glyphs.count)
        // The missing width is taken evenly from the space after each glyph: the last glyph
        // starts (n − 1) × (natural − width) / n earlier.
        let n = CGFloat(glyphs.count)
        let shift = (natural - width) / n * (n - 1)
        #expect(close(tightened.lines[0].glyphs.last!.x, glyphs.last!.x - shift, tolerance: 0.01))
        // Without it, the same line is truncated.
        #expect(try laidOut(Text(words).lineLimit(1), width: width).isTruncated)
    }

    @Test func aLineMoreThanFivePercentTooWideIsStillTruncated() throws {
        let truncated = try laidOut(Text(words).lineLimit(1).allowsTightening(true), width: natural / 1.06)
        #expect(truncated.isTruncated)
        #expect(truncated.lines[0].glyphs.count < words.count)
    }

    @Test func aWordTooLongForItsLineIsTightenedWhole() throws {
        // One word, nowhere to wrap: it would be broken between characters, then truncated.
        let word = "Unbreakable"
        let wordWidth = TextEngine.layout(word, font: Font.body.resolved(), maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
        let tightened = try laidOut(Text(word).lineLimit(1).allowsTightening(true), width: wordWidth / 1.03)
        #expect(!tightened.isTruncated && tightened.lines[0].glyphs.count == word.count)
    }

    @Test func tighteningComesBeforeShrinking() throws {
        let tightened = try laidOut(Text(words).lineLimit(1).allowsTightening(true).minimumScaleFactor(0.5), width: natural / 1.04)
        #expect(!tightened.isTruncated && tightened.runs[0].font.size == 17)
        let shrunk = try laidOut(Text(words).lineLimit(1).minimumScaleFactor(0.5), width: natural / 1.04)
        #expect(shrunk.runs[0].font.size < 17)
    }

    @Test func textThatFitsIsNotTightened() throws {
        let roomy = try laidOut(Text(words).lineLimit(1).allowsTightening(true), width: natural + 10)
        #expect(close(roomy.size.width, natural, tolerance: 0.01))
    }
}
