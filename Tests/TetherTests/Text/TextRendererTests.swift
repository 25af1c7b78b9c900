import Foundation
import Testing
@testable import Tether

/// A custom attribute the tests mark runs with.
private struct Emphasis: TextAttribute {}
/// A custom attribute with a value, to tell which of two attachments a run keeps.
private struct Tag: TextAttribute { var value: Int }

/// Draws every line, as the text would.
private struct EveryLine: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// Draws only the line at `index`.
private struct OnlyLine: TextRenderer {
    var index: Int
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for (i, line) in layout.enumerated() where i == index { ctx.draw(line) }
    }
}

/// Draws nothing at all.
private struct Nothing: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
}

/// Draws each line moved down by `dy` by setting its origin, with `padding` as its display padding.
private struct Lowered: TextRenderer {
    var dy: CGFloat
    var padding = EdgeInsets()
    var displayPadding: EdgeInsets { padding }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for var line in layout {
            line.origin.y += dy
            ctx.draw(line)
        }
    }
}

/// Draws the even glyphs of every run, one slice at a time, at `opacity`.
private struct EvenGlyphs: TextRenderer {
    var opacity: Double = 1
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, slice) in run.enumerated() where index % 2 == 0 {
                    var copy = ctx
                    copy.opacity = opacity
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

/// Sizes the text as `size` says, given the text's own size.
private struct Sizing: TextRenderer {
    var size: @Sendable (CGSize) -> CGSize
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { size(text.sizeThatFits(proposal)) }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// Keeps the layout it was asked to draw, and draws it.
private struct Capture: TextRenderer {
    let recorder: Recorder<Text.Layout>
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        recorder.record(layout)
        for line in layout { ctx.draw(line) }
    }
}

/// Everything a careless renderer can do wrong.
private struct Hostile: TextRenderer {
    var displayPadding: EdgeInsets { EdgeInsets(top: .nan, leading: .infinity, bottom: -5, trailing: 1e300) }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { CGSize(width: CGFloat.nan, height: -1) }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for var line in layout {
            line.origin = CGPoint(x: CGFloat.nan, y: .infinity)
            ctx.draw(line)
            for run in line {
                ctx.draw(Text.Layout.RunSlice(run: run, indices: -5..<100))
                ctx.draw(Text.Layout.RunSlice(run: run, indices: 1_000..<2_000))
                _ = Text.Layout.RunSlice(run: run, indices: -3..<(-1)).typographicBounds
            }
        }
        ctx.translateBy(x: .nan, y: 0)
        ctx.scaleBy(x: .infinity, y: 1)
        for line in layout { ctx.draw(line) }
    }
}

/// `TextRenderer` (iOS 17/18): renderers receive the layout the text engine computed — its
/// lines, runs and glyphs in the text's own space — and what they draw replaces the text's
/// drawing, inside the text's bounds widened by their display padding. The expected numbers
/// come from the default drawing of the same text and from the engine's own measurements.
@MainActor
@Suite struct TextRendererTests {
    let big = Font.system(size: 30)

    /// `view` at the top leading corner of a `width`×`height` canvas, rendered at 1x.
    func image<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) throws -> DecodedPixels {
        try pixels(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: width, height: height, scale: 1)
    }
    /// The pixels of `image` inside `rect` (points at 1x) with some ink.
    func ink(_ image: DecodedPixels, in rect: CGRect) -> Int {
        var n = 0
        for y in max(0, Int(rect.minY))..<max(0, min(image.height, Int(rect.maxY.rounded(.up)))) {
            for x in max(0, Int(rect.minX))..<max(0, min(image.width, Int(rect.maxX.rounded(.up)))) where image.pixel(x: x, y: y).a > 40 {
                n += 1
            }
        }
        return n
    }
    func everywhere(_ image: DecodedPixels) -> CGRect { CGRect(x: 0, y: 0, width: image.width, height: image.height) }
    /// The layout a text under `Capture` is drawn with, on a canvas `width` wide.
    func layout<V: View>(of view: V, width: CGFloat = 400) throws -> Text.Layout {
        let recorder = Recorder<Text.Layout>()
        _ = try host(view.textRenderer(Capture(recorder: recorder)), width: width, height: 400).pngData(scale: 1)
        return try #require(recorder.value)
    }
    func width(_ s: String, _ font: Font) -> CGFloat {
        TextEngine.layout(s, font: font.resolved(), maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
    }

    @Test func aRendererThatDrawsEveryLineDrawsWhatTheTextDraws() throws {
        let text = Text("Mix of\nthree lines\nof text").font(big).foregroundColor(.purple)
        let plain = try image(text)
        let rendered = try image(text.textRenderer(EveryLine()))
        #expect(ink(plain, in: everywhere(plain)) > 500)
        #expect(plain.rgba == rendered.rgba)
    }

    @Test func drawnRunsKeepTheirBackgroundsAndLines() throws {
        var marked = AttributedString("MM")
        marked.backgroundColor = .yellow
        let text = (Text(marked) + Text("MM").foregroundColor(.red).strikethrough()).underline().font(big)
        let plain = try image(text)
        #expect(try layout(of: text).first?.count == 2)
        #expect(ink(plain, in: everywhere(plain)) > 500)
        #expect(plain.rgba == (try image(text.textRenderer(EveryLine()))).rgba)
    }

    @Test func drawingOnlyTheFirstLineLeavesTheOthersEmpty() throws {
        let text = Text("MM\nMM\nMM").font(big)
        let lines = try layout(of: text)
        #expect(lines.count == 3)
        let first = lines[0].typographicBounds.rect, last = lines[2].typographicBounds.rect
        let plain = try image(text), rendered = try image(text.textRenderer(OnlyLine(index: 0)))
        #expect(ink(plain, in: last) > 100)
        #expect(ink(rendered, in: last) == 0)
        #expect(ink(rendered, in: first) == ink(plain, in: first))
    }

    @Test func theLayoutHasTheLinesTheTextWrapsInto() throws {
        let words = "one two three four five six seven eight nine ten"
        let h = host(Text(words).font(big).frame(width: 150).testID("t").textRenderer(EveryLine()), width: 300, height: 400)
        let engine = try #require(textLayouts(h).first).layout(ProposedViewSize(width: 150, height: 400))
        let lines = try layout(of: Text(words).font(big).frame(width: 150))
        #expect(lines.count == engine.lines.count && lines.count >= 4)
        for (line, laidOut) in zip(lines, engine.lines) {
            #expect(close(line.origin.y, laidOut.baseline) && close(line.origin.x, laidOut.x))
            #expect(close(line.typographicBounds.width, laidOut.width) && line.typographicBounds.width <= 150)
        }
        // Consecutive baselines of one font are its line height apart.
        #expect(close(lines[1].origin.y - lines[0].origin.y, big.resolved().lineHeight))
        #expect(!lines.isTruncated)
        // The frame is the text's: as tall as its lines.
        #expect(close(try #require(h.frame(of: "t")).height, pixelCeil(engine.size.height), tolerance: 0.01))
    }

    @Test func isTruncatedTellsWhetherTheLineLimitCutTheText() throws {
        let long = Text("a sentence far too long for one narrow line").font(big).frame(width: 120)
        #expect(try layout(of: long.lineLimit(1)).isTruncated)
        #expect(try layout(of: long.lineLimit(1)).count == 1)
        #expect(try !layout(of: long).isTruncated)
    }

    @Test func theRunWithACustomAttributeIsTheOneShowingThatText() throws {
        let text = Text("Hello ") + Text("world").customAttribute(Emphasis()) + Text("!")
        let lines = try layout(of: text.font(big))
        let runs = lines.flatMap { $0 }
        let marked = runs.filter { $0[Emphasis.self] != nil }
        try #require(marked.count == 1 && runs.count == 3)
        let run = marked[0]
        #expect(close(run.typographicBounds.width, width("world", big), tolerance: 0.01))
        #expect(run.count == 5)
        // It starts where the run before it ends, on the line's baseline.
        let before = runs[0].typographicBounds
        #expect(close(run.typographicBounds.origin.x, before.origin.x + before.width))
        #expect(close(run.typographicBounds.origin.y, lines[0].origin.y))
        #expect(runs[0][Emphasis.self] == nil && runs[2][Emphasis.self] == nil)
        #expect(run.layoutDirection == .leftToRight)
        // Its glyphs' slices tile it.
        let slices = run.map(\.typographicBounds)
        #expect(close(slices.reduce(0) { $0 + $1.width }, run.typographicBounds.width))
        #expect(close(slices[0].origin.x, run.typographicBounds.origin.x))
        #expect(slices.allSatisfy { close($0.ascent, run.typographicBounds.ascent) && $0.descent > 0 })
    }

    @Test func theInnermostCustomAttributeOfATypeWins() throws {
        let text = Text("x").customAttribute(Tag(value: 1)).customAttribute(Tag(value: 2)).customAttribute(Emphasis())
        let run = try #require(layout(of: text).first?.first)
        #expect(run[Tag.self] == Tag(value: 1))
        #expect(run[Emphasis.self] == Emphasis())
    }

    @Test func aRightToLeftRunSaysSo() throws {
        let runs = try layout(of: Text("abc שלום")).flatMap { $0 }
        #expect(runs.contains { $0.layoutDirection == .rightToLeft })
        #expect(runs.contains { $0.layoutDirection == .leftToRight })
    }

    @Test func aRendererThatDrawsNothingLeavesTheTextBlankAtItsSize() throws {
        let text = Text("Nothing shows").font(big)
        #expect(ink(try image(text.textRenderer(Nothing())), in: CGRect(x: 0, y: 0, width: 200, height: 200)) == 0)
        let plain = host(text.testID("t")).frame(of: "t"), rendered = host(text.textRenderer(Nothing()).testID("t")).frame(of: "t")
        #expect(plain != nil && plain == rendered)
    }

    @Test func sizeThatFitsDecidesTheTextsSize() throws {
        let text = Text("Sized").font(big)
        let natural = try #require(host(text.testID("t")).frame(of: "t")).size
        let wider = host(text.textRenderer(Sizing { CGSize(width: $0.width + 30, height: 50) }).testID("t"))
        #expect(close(try #require(wider.frame(of: "t")).size.width, natural.width + 30))
        #expect(close(try #require(wider.frame(of: "t")).size.height, 50))
        // The proxy measures as the text does: a narrow proposal wraps it.
        let proxy = Recorder<CGSize>()
        _ = host(Text("two words").font(big).textRenderer(Sizing { proxy.record($0); return $0 }).frame(width: 60))
        #expect(try #require(proxy.value).height > natural.height * 1.5)
    }

    @Test func drawingOutsideTheBoundsIsCutOffUnlessDisplayPaddingMakesRoom() throws {
        let text = Text("MM").font(big)
        let height = try #require(host(text.testID("t")).frame(of: "t")).height
        // A whole number of pixels down, so the moved glyphs cover the same pixels as before.
        let dy = (height + 10).rounded(.up)
        let cut = try image(text.textRenderer(Lowered(dy: dy)))
        #expect(ink(cut, in: everywhere(cut)) == 0)
        let padded = try image(text.textRenderer(Lowered(dy: dy, padding: EdgeInsets(top: 0, leading: 0, bottom: height + 20, trailing: 0))))
        let below = CGRect(x: 0, y: dy, width: 200, height: height + 1)
        let plain = try image(text)
        #expect(ink(plain, in: everywhere(plain)) > 100)
        #expect(ink(padded, in: below) == ink(plain, in: CGRect(x: 0, y: 0, width: 200, height: height + 1)))
        #expect(ink(padded, in: CGRect(x: 0, y: 0, width: 200, height: height + 5)) == 0)
    }

    @Test func slicesAreDrawnOneGlyphAtATimeWithTheContextsState() throws {
        let text = Text("MMMM").font(big)
        let run = try #require(layout(of: text).first?.first)
        #expect(run.count == 4)
        let glyph = { (i: Int) in run[i].typographicBounds.rect.insetBy(dx: 2, dy: 2) }
        let plain = try image(text), even = try image(text.textRenderer(EvenGlyphs()))
        #expect(ink(even, in: glyph(0)) == ink(plain, in: glyph(0)) && ink(plain, in: glyph(1)) > 50)
        #expect(ink(even, in: glyph(1)) == 0 && ink(even, in: glyph(3)) == 0)
        #expect(ink(even, in: glyph(2)) == ink(plain, in: glyph(2)))
        // At half opacity the glyphs' solid middles are half as opaque.
        let faint = try image(text.textRenderer(EvenGlyphs(opacity: 0.5)))
        let middle = glyph(0)
        let strongest = (Int(middle.minX)..<Int(middle.maxX)).flatMap { x in (Int(middle.minY)..<Int(middle.maxY)).map { faint.pixel(x: x, y: $0).a } }.max()
        #expect(strongest.map { abs($0 - 128) <= 3 } == true)
    }

    @Test func theRendererClosestToTheTextIsTheOneUsed() throws {
        let text = Text("MM\nMM").font(big)
        let inner = try image(text.textRenderer(OnlyLine(index: 0)).textRenderer(Nothing()))
        let outer = try image(text.textRenderer(Nothing()).textRenderer(OnlyLine(index: 0)))
        #expect(ink(inner, in: everywhere(inner)) > 100)
        #expect(ink(outer, in: everywhere(outer)) == 0)
    }

    @Test func aHostileRendererIsReportedAndNeverCrashes() throws {
        let h = host(Text("Hostile\nrenderer").font(big).textRenderer(Hostile()).testID("t"), width: 300, height: 200)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.width == 300)
        _ = h.svg()
        // Its NaN size is replaced by the text's own, and said so.
        let natural = try #require(host(Text("Hostile\nrenderer").font(big).testID("t"), width: 300, height: 200).frame(of: "t"))
        #expect(h.frame(of: "t") == natural)
        #expect(h.diagnostics.contains { $0.message.contains("sizeThatFits") })
        #expect(h.diagnostics.contains { $0.message.contains("TextRenderer") && $0.message.contains("transform") })
    }
}
