import Foundation
import Testing
@testable import Tether

/// Drawing costs what shows: text draws only the glyphs whose outlines reach into the
/// canvas (through offsets and rotations, widened where a shadow or blur spreads content
/// into view), and what does show is drawn exactly as before.
@MainActor
@Suite struct VisibleDrawingTests {
    /// The bounds of everything the display list fills, in canvas space.
    private func filledBounds(_ items: [DisplayItem], _ transform: CGAffineTransform = .identity) -> CGRect {
        var bounds = CGRect.null
        for item in items {
            switch item {
            case .fill(let path, _, _): bounds = bounds.union(path.boundingRect.applying(transform))
            case .group(let t, _, _, let inner): bounds = bounds.union(filledBounds(inner, t.concatenating(transform)))
            case .shadow(_, let inner), .effect(_, let inner): bounds = bounds.union(filledBounds(inner, transform))
            default: break
            }
        }
        return bounds
    }

    @Test func aLineFarWiderThanTheCanvasDrawsOnlyTheGlyphsThatReachIntoIt() {
        // 5,000 "m"s at 17 pt are about 70,000 pt wide; the text starts at the canvas's left
        // edge, so the glyphs drawn end within one glyph (under 17 pt) past its right edge.
        let line = String(repeating: "m", count: 5_000)
        let h = host(Text(line).fixedSize().frame(width: 200, height: 40, alignment: .leading), width: 200, height: 40)
        let bounds = filledBounds(h.displayList().items)
        #expect(bounds.minX >= 0 && bounds.minX < 3)
        #expect(bounds.maxX > 200 && bounds.maxX < 217)
    }

    @Test func textOutsideTheCanvasIsLeftOutUnlessItsShadowFallsIntoIt() {
        // Moved 500 pt left of a 200 pt canvas, a line draws nothing.
        let hidden = host(Text("Hidden").offset(x: -500), width: 200, height: 60)
        #expect(filledBounds(hidden.displayList().items).isNull)
        // Moved 300 pt left, its sharp shadow 300 pt to the right lands in the canvas, so the
        // text that casts it is drawn (under the shadow item).
        let word = Text("Shadow").font(.system(size: 30))
        let shadowed = host(word.offset(x: -300).shadow(color: .black, radius: 0, x: 300, y: 0), width: 200, height: 60)
        let bounds = filledBounds(shadowed.displayList().items)
        #expect(!bounds.isNull)
        #expect(bounds.maxX < 0)
        #expect(bounds.maxX + 300 > 0 && bounds.minX + 300 < 200)
    }

    @Test func partlyVisibleTextDrawsTheSamePixelsWhereItShows() throws {
        // The same line at the same place on a narrow and a wide canvas: the narrow canvas's
        // pixels equal the wide one's first columns (within antialiasing rounding).
        let line = Text("Wide words in a narrow window").font(.title).fixedSize()
        func scene(_ width: CGFloat) -> some View {
            line.rotationEffect(.degrees(8)).offset(x: 4, y: 6).frame(width: width, height: 60, alignment: .topLeading)
        }
        let narrow = try pixels(scene(90), width: 90, height: 60)
        let wide = try pixels(scene(600), width: 600, height: 60)
        var differing = 0, inked = 0
        for y in 0..<narrow.height {
            for x in 0..<narrow.width {
                let a = narrow.pixel(x: x, y: y), b = wide.pixel(x: x, y: y)
                if a.a > 0 { inked += 1 }
                // Cairo's edge antialiasing at a surface's border may differ by a unit or two.
                if max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a)) > 3 { differing += 1 }
            }
        }
        #expect(inked > 200)
        #expect(differing == 0)
    }

    @Test func shapesOutsideTheCanvasAreLeftOutUnlessTheirStrokeOrShadowReachesIn() {
        func items<V: View>(_ view: V) -> [DisplayItem] { host(view, width: 100, height: 100).displayList().items }
        // A circle 200 pt left of the canvas draws nothing.
        #expect(filledBounds(items(Circle().stroke(lineWidth: 4).frame(width: 50, height: 50).offset(x: -200))).isNull
                && items(Circle().stroke(lineWidth: 4).frame(width: 50, height: 50).offset(x: -200)).isEmpty)
        // A rectangle whose edge lies 3 pt outside, stroked 10 pt wide, reaches in by 2 pt.
        let rim = items(Rectangle().stroke(lineWidth: 10).frame(width: 50, height: 50).position(x: -28, y: 50))
        #expect(!rim.isEmpty)
        // A shape outside whose style casts a shadow into the canvas is drawn with it.
        let shadowed = items(Rectangle().fill(Color.red.shadow(.drop(color: .black, radius: 0, x: 200, y: 0)))
            .frame(width: 50, height: 50).offset(x: -200))
        #expect(!shadowed.isEmpty)
    }

    @Test func aShadowCastIntoTheCanvasByContentWhollyOutsideItIsDrawn() throws {
        // A 50 pt red square 80 pt left of the canvas's edge (x -80…-30), its sharp black
        // shadow 100 pt to the right (x 20…70): the shadow shows, the square does not.
        let view = Color.red.frame(width: 50, height: 50)
            .shadow(color: .black, radius: 0, x: 100, y: 0)
            .offset(x: -80)
            .frame(width: 100, height: 50, alignment: .leading)
        let image = try pixels(view, width: 100, height: 50, scale: 1)
        #expect(image.pixel(x: 45, y: 25) == (0, 0, 0, 255), "inside the shadow")
        #expect(image.pixel(x: 10, y: 25).a == 0, "left of the shadow")
        #expect(image.pixel(x: 80, y: 25).a == 0, "right of the shadow")
        // Blurred, the shadow still reaches in: its middle is dark and half-covering at its edge.
        let blurred = try pixels(Color.red.frame(width: 50, height: 50).shadow(color: .black, radius: 6, x: 100, y: 0)
            .offset(x: -80).frame(width: 100, height: 50, alignment: .leading), width: 100, height: 50, scale: 1)
        #expect(blurred.pixel(x: 45, y: 25).a > 240)
        #expect(abs(blurred.pixel(x: 20, y: 25).a - 128) < 40, "the edge of a blurred shadow is about half covered")
    }

    /// A wide shadow (radius 80: a Gaussian of deviation 40) is blurred at a fifth of the
    /// resolution and still falls as a Gaussian does. A black 100-point square centred in
    /// 400 × 400 of white spans 150...250; one deviation right of its edge (x = 290) at its
    /// middle height, the shadow covers Φ(−1) − Φ(−3.5) = 0.1585 across times
    /// 2Φ(1.25) − 1 = 0.7887 down: 12.5 % black, so the white there is 255 × 0.875 ≈ 223.
    @Test func aWideShadowFallsAsAGaussian() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 1)
            Color(red: 0, green: 0, blue: 0).frame(width: 100, height: 100).shadow(color: Color(red: 0, green: 0, blue: 0), radius: 80)
        }
        let png = try PNGDecoder.decode(host(view, width: 400, height: 400).pngData(scale: 1))
        let beside = png.pixel(x: 290, y: 200)
        #expect(abs(beside.r - 223) <= 5 && beside.r == beside.g && beside.g == beside.b)
        // Two deviations further out (x = 370): Φ(−3) − Φ(−5.5) = 0.00135 across, nearly white.
        #expect(png.pixel(x: 370, y: 200).r >= 253)
    }

    /// 3,000 lines of text hanging far below a 100-point canvas.
    private var tallText: some View {
        Text(Array(repeating: "Line", count: 3_000).joined(separator: "\n")).fixedSize()
            .frame(width: 100, height: 100, alignment: .topLeading)
    }

    @Test func aHugeShadowRadiusDrawsContentOnlyWithinTheShadowsReach() {
        // A radius of ten million (a deviation of five million) would pull in every line; a
        // shadow is drawn from no more than 512 points past the canvas (its 1-point margin
        // included), so the lines drawn end within one line of 100 + 1 + 512 points.
        let h = host(tallText.shadow(color: .black, radius: 10_000_000), width: 100, height: 100)
        let bounds = filledBounds(h.displayList().items)
        #expect(bounds.maxY > 100 + 400)
        #expect(bounds.maxY < 100 + 513 + 25)
    }

    @Test func theShadowsReachIsInCanvasPointsUnderAScale() {
        // Scaled to a tenth, the lines are 2.2 canvas points apart: the reach is still 512
        // canvas points (5,120 points of the text's own space).
        let h = host(tallText.shadow(color: .black, radius: 10_000_000).scaleEffect(0.1, anchor: .topLeading),
                     width: 100, height: 100)
        let bounds = filledBounds(h.displayList().items)
        #expect(bounds.maxY > 100 + 400)
        #expect(bounds.maxY < 100 + 513 + 3)
    }

    @Test func contentUnderAProjectionIsDrawnOnlyWithinItsClip() {
        // Under a 3D rotation what shows is not worked out, but nothing shows outside a clip:
        // only the lines reaching into the 100-point frame are drawn (in the frame's space).
        let h = host(tallText.clipped().rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0)), width: 100, height: 100)
        let bounds = filledBounds(h.displayList().items)
        #expect(bounds.maxY > 90)
        #expect(bounds.maxY < 100 + 25)
    }

    @Test func aCanvasNarrowerThanAPixelStillShowsWhatCoversThatPixel() throws {
        // A 0-point-wide canvas renders one pixel wide; a 10-point black bar centred on it
        // covers that pixel, so it is drawn, not left out as outside the canvas.
        let h = host(Color.black.frame(width: 10, height: 20), width: 0, height: 20)
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(image.width == 1)
        #expect(image.pixel(x: 0, y: 10).a == 255)
    }
}
