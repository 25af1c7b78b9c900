import Foundation
import Testing
@testable import Tether

/// `Image(systemName:)`: which SF Symbols names draw an icon, and the size iOS gives a symbol.
/// Sizes come from iOS screenshots (shared/ios-references): a body-size
/// `checkmark.circle.fill` is drawn 17 × 17 pt, a `globe` with `imageScale(.large)` beside body
/// text about 21.6 × 21.6 pt (22 px with antialiased edges at 1x), and a circle symbol's frame
/// starts at its ink. A symbol's frame is a text line tall (SF Pro's ascender plus descender,
/// 1.1934 times the glyph's square), the glyph centred in it: the text under the large globe
/// in the reference sits where a 25.8 pt frame puts it. Image scales small / medium / large are
/// 78.86 / 99.61 / 127.2 % of the font size (SWIFTUI-SEMANTICS §2).
@MainActor
@Suite struct SymbolImageTests {
    private func symbolFrame(_ image: some View) -> CGRect {
        host(image.testID("s"), width: 400, height: 400).frame(of: "s") ?? .null
    }

    /// SF Pro's line box per point: (1950 + 494) / 2048.
    let lineBoxRatio: CGFloat = 2444.0 / 2048.0

    @Test func aBodySizeCheckmarkCircleFillIsSeventeenWideAndALineTall() {
        let frame = symbolFrame(Image(systemName: "checkmark.circle.fill"))
        #expect(close(frame.width, 17, tolerance: 0.2), "\(frame)")
        #expect(close(frame.height, 17 * 0.9961 * lineBoxRatio, tolerance: 0.01), "\(frame)")
    }

    @Test func aVariableValueSymbolTakesTheSymbolsSizeAndIsLabelledByItsName() throws {
        // iOS 16's `init(systemName:variableValue:)` fills layers, not the size: the frame is
        // the plain symbol's at every value (the variable layers themselves are not drawn).
        let plain = symbolFrame(Image(systemName: "speaker.wave.3.fill"))
        for value in [0, 0.5, 1, nil, .nan] as [Double?] {
            #expect(symbolFrame(Image(systemName: "speaker.wave.3.fill", variableValue: value)) == plain)
        }
        let h = host(Image(systemName: "speaker.wave.3.fill", variableValue: 0.4))
        #expect(h.find(role: .image)?.label == "speaker.wave.3.fill")
    }

    @Test func aLargeGlobeAtBodySizeIsAboutTwentyOnePointSixWide() {
        let frame = symbolFrame(Image(systemName: "globe").imageScale(.large))
        #expect(close(frame.width, 17 * 1.272, tolerance: 0.3), "\(frame)")
        #expect(close(frame.height, 17 * 1.272 * lineBoxRatio, tolerance: 0.3), "\(frame)")
    }

    @Test func theSmallScaleIsAboutSeventyNinePercentOfTheFontSize() {
        let frame = symbolFrame(Image(systemName: "circle.fill").imageScale(.small))
        #expect(close(frame.width, 17 * 0.7886, tolerance: 0.2), "\(frame)")
    }

    @Test func aSymbolScalesWithTheFontAsTextDoes() {
        let body = symbolFrame(Image(systemName: "star.circle.fill"))
        let size34 = symbolFrame(Image(systemName: "star.circle.fill").font(.system(size: 34)))
        let largeTitle = symbolFrame(Image(systemName: "star.circle.fill").font(.largeTitle))
        #expect(close(size34.width / body.width, 2, tolerance: 0.01))
        // largeTitle is 34 pt at the default text size.
        #expect(close(largeTitle.width, size34.width, tolerance: 0.01))
        // The font set on a container reaches the symbol inside.
        let inStack = symbolFrame(VStack { Image(systemName: "star.circle.fill") }.font(.system(size: 34)))
        #expect(close(inStack.width, size34.width, tolerance: 0.01))
    }

    @Test func aSymbolGrowsWithDynamicTypeAsBodyTextDoes() {
        let large = symbolFrame(Image(systemName: "checkmark.circle.fill"))
        let xxxLarge = symbolFrame(Image(systemName: "checkmark.circle.fill").dynamicTypeSize(.xxxLarge))
        // Body text is 17 pt at the default size and 23 pt at xxxLarge on iOS.
        #expect(close(xxxLarge.width / large.width, 23.0 / 17.0, tolerance: 0.01))
    }

    @Test func everySymbolTakesTheSameBoxAtOneSize() {
        // Tether's frame is the icon's square live area, a line tall (Material icons' shapes
        // differ from Apple's, so their ink is no guide to iOS's per-symbol proportions); an
        // unknown name's placeholder is the square.
        for name in ["chevron.right", "minus", "ellipsis", "square.and.arrow.up"] {
            let frame = symbolFrame(Image(systemName: name))
            #expect(close(frame.width, 17 * 0.9961, tolerance: 0.01) && close(frame.height, 17 * 0.9961 * lineBoxRatio, tolerance: 0.01),
                    "\(name): \(frame)")
        }
        let unknown = symbolFrame(Image(systemName: "no.such.symbol"))
        #expect(close(unknown.width, 17 * 0.9961, tolerance: 0.01) && close(unknown.height, 17 * 0.9961, tolerance: 0.01))
    }

    @Test func inThePillTheSymbolIsSeventeenWideAndCentredOnTheText() {
        // The iOS reference's pill: a checkmark.circle.fill 17 × 17 pt beside "Checked",
        // vertically centred on it and 8 pt before it (HStack's spacing).
        let h = host(HStack {
            Image(systemName: "checkmark.circle.fill").testID("icon")
            Text("Checked").fixedSize().testID("text")
        }.padding(5), width: 300, height: 100)
        let icon = h.frame(of: "icon") ?? .null, text = h.frame(of: "text") ?? .null
        #expect(close(icon.width, 17, tolerance: 0.2) && close(icon.height, 17 * 0.9961 * lineBoxRatio, tolerance: 0.01), "\(icon)")
        #expect(close(icon.midY, text.midY, tolerance: 0.01))
        #expect(close(text.minX - icon.maxX, 8, tolerance: 0.01))
    }

    @Test func aCanvasResolvesASymbolAtTheSizeTheViewTakes() {
        let size = Recorder<CGSize>()
        let view = Canvas { context, _ in
            size.record(context.resolve(Image(systemName: "globe")).size)
        }.imageScale(.large).frame(width: 60, height: 60)
        _ = host(view, width: 60, height: 60).svg()
        let viewFrame = symbolFrame(Image(systemName: "globe").imageScale(.large))
        #expect(size.value.map { close($0.width, viewFrame.width) && close($0.height, viewFrame.height) } == true, "\(String(describing: size.value))")
    }

    @Test func theIconFillsItsFrameInTheForegroundColour() throws {
        // A red body-size circle symbol at (10, 10) of a white canvas, drawn at 2x.
        let view = Image(systemName: "checkmark.circle.fill").foregroundStyle(.red)
            .position(x: 10 + 17 * 0.9961 / 2, y: 10 + 17 * 0.9961 / 2)
            .frame(width: 60, height: 60).background(Color.white)
        let image = try pixels(view, width: 60, height: 60)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 200, p.g < 120, p.b < 120 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
        } }
        // Ink from 10 pt to 10 + 16.93 pt, i.e. pixels 20 ... 53 at 2x (one pixel of antialiasing).
        #expect(abs(minX - 20) <= 1 && abs(minY - 20) <= 1, "ink starts at \(minX), \(minY)")
        #expect(abs(maxX - 53) <= 1 && abs(maxY - 53) <= 1, "ink ends at \(maxX), \(maxY)")
    }

    @Test func aFillSymbolDrawsMoreInkThanItsOutline() throws {
        func inkCount(_ name: String) throws -> Int {
            let image = try pixels(Image(systemName: name).foregroundStyle(.black).font(.system(size: 40))
                .frame(width: 60, height: 60).background(Color.white), width: 60, height: 60)
            var count = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 { count += 1 } }
            return count
        }
        for (outline, fill) in [("heart", "heart.fill"), ("star", "star.fill"), ("bell", "bell.fill"), ("bookmark", "bookmark.fill"),
                                ("play.circle", "play.circle.fill"), ("exclamationmark.circle", "exclamationmark.circle.fill"),
                                ("exclamationmark.triangle", "exclamationmark.triangle.fill")] {
            #expect(try inkCount(fill) > inkCount(outline) + 100, "\(fill) should be filled, \(outline) outlined")
        }
    }

    @Test func everyNameInTheTableDrawsAGlyphOfTheIconFont() {
        let missing = SymbolCatalog.knownNames.filter { SymbolCatalog.glyph(systemName: $0, pointSize: 17)?.path.isEmpty != false }
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }

    @Test func atLeastEightyEightPercentOfTheFiveHundredMostUsedNamesDrawAnIcon() {
        #expect(TopSymbolNames.names.count == 500)
        #expect(Set(TopSymbolNames.names).count == 500)
        let covered = TopSymbolNames.names.filter { SymbolCatalog.glyph(systemName: $0, pointSize: 17) != nil }
        // 441 of 500 (88.2 %) when this was written; a regression fails here.
        #expect(covered.count >= 441, "covered \(covered.count) of 500")
        // The 100 most used are all covered.
        let top100Missing = TopSymbolNames.names.prefix(100).filter { SymbolCatalog.glyph(systemName: $0, pointSize: 17) == nil }
        #expect(top100Missing.isEmpty, "\(top100Missing)")
    }

    @Test func anUnknownNameDrawsAPlaceholderOfThePointSizeAndIsReported() throws {
        let h = host(Image(systemName: "no.such.symbol").testID("s"), width: 100, height: 100)
        let frame = try #require(h.frame(of: "s"))
        #expect(close(frame.width, 17 * 0.9961, tolerance: 0.01) && close(frame.height, 17 * 0.9961, tolerance: 0.01))
        #expect(h.diagnostics.contains { $0.kind == .unknownSymbol && $0.message.contains("no.such.symbol") })
        // The placeholder is a visible box: its outline is drawn in the foreground colour.
        let image = try pixels(Image(systemName: "no.such.symbol").foregroundStyle(.black).frame(width: 40, height: 40)
            .background(Color.white), width: 40, height: 40)
        let corner = Int((20 - 17 * 0.9961 / 2) * 2) + 1
        #expect(image.pixel(x: corner, y: 40).r < 128, "the box's left edge is drawn")
    }

    @Test func hostileFontSizesGiveASaneSymbolAndADiagnostic() {
        let huge = host(Image(systemName: "star.fill").font(.system(size: 1e308)).testID("s"), width: 100, height: 100)
        let frame = huge.frame(of: "s") ?? .null
        #expect(frame.isFiniteRect && frame.width <= SymbolCatalog.maximumPointSize)
        #expect(huge.diagnostics.contains { $0.kind == .invalidGeometry })
        for size in [CGFloat.nan, .infinity, -.infinity, -20] {
            let h = host(Image(systemName: "star.fill").font(.system(size: size)).testID("s"), width: 100, height: 100)
            let f = h.frame(of: "s") ?? .null
            #expect(f.isFiniteRect && f.width >= 0 && f.height >= 0, "size \(size): \(f)")
        }
    }
    /// The alphas of `name` drawn at 24 pt in the middle of a 32 × 32 canvas at 2x, in a
    /// layout direction.
    private func symbolAlphas(_ name: String, _ direction: LayoutDirection) throws -> DecodedPixels {
        try pixels(Image(systemName: name).font(.system(size: 24)).foregroundStyle(.black)
            .environment(\.layoutDirection, direction), width: 32, height: 32)
    }

    /// How many pixels of `b` differ from `a` reflected left to right (alpha off by more than 32 of 255: edges antialias a little differently mirrored).
    private func pixelsDifferingFromMirror(_ a: DecodedPixels, _ b: DecodedPixels) -> Int {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where abs(Int(a.pixel(x: a.width - 1 - x, y: y).a) - Int(b.pixel(x: x, y: y).a)) > 32 { differing += 1 }
        }
        return differing
    }

    @Test func forwardAndBackwardSymbolsMirrorInRightToLeftLayoutsAndFixedDirectionsDoNot() throws {
        // SF Symbols' `forward`/`backward` symbols face the reading direction: in a
        // right-to-left layout `arrow.forward` points left, the mirror image of its
        // left-to-right drawing.
        for name in ["arrow.forward", "chevron.backward", "arrow.uturn.backward"] {
            let ltr = try symbolAlphas(name, .leftToRight), rtl = try symbolAlphas(name, .rightToLeft)
            #expect(pixelsDifferingFromMirror(ltr, rtl) == 0, "\(name) is mirrored")
            // The drawing is not symmetric, so the mirror is a real change.
            #expect(pixelsDifferingFromMirror(ltr, ltr) > 20, "\(name) is asymmetric")
        }
        // `arrow.right` always points right; media controls keep their direction.
        for name in ["arrow.right", "forward.fill"] {
            let ltr = try symbolAlphas(name, .leftToRight), rtl = try symbolAlphas(name, .rightToLeft)
            #expect(ltr.rgba == rtl.rgba, "\(name) is not mirrored")
        }
    }
}
