import Foundation
import Testing
@testable import Tether

/// `Text` from an `AttributedString`: each run is a piece with its SwiftUI attributes, laid
/// out and drawn like any styled piece. Expected widths are the runs measured on their own
/// (SwiftUI lays runs side by side); colours are the attributes' colours.
@MainActor
@Suite struct AttributedTextTests {
    let body = Font.body.resolved()

    func width(_ s: String, _ font: ResolvedFont) -> CGFloat {
        TextEngine.layout(s, font: font, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
    }
    func size<V: View>(_ view: V) -> CGSize {
        host(view.testID("t"), width: 400, height: 400).frame(of: "t")?.size ?? .zero
    }
    typealias RGBA = (r: Int, g: Int, b: Int, a: Int)
    func count(_ image: DecodedPixels, _ xs: Range<Int>, _ ys: Range<Int>, _ match: (RGBA) -> Bool) -> Int {
        xs.reduce(0) { sum, x in sum + ys.filter { match(image.pixel(x: x, y: $0)) }.count }
    }

    @Test func eachRunBecomesAPieceWithItsFontAndColour() {
        var hello = AttributedString("Hello ")
        hello.font = .title
        var world = AttributedString("world")
        world.foregroundColor = .red
        let (runs, paints) = Text(hello + world).runs(in: EnvironmentValues())
        #expect(runs.map(\.text) == ["Hello ", "world"])
        #expect(runs[0].font == Font.title.resolved() && runs[1].font == body)
        #expect(paints.map(\.foreground) == [nil, .color(.red)])
    }

    @Test func attributeContainersAndScopedAccessSetTheSameAttributes() {
        let string = AttributedString("a", attributes: AttributeContainer().foregroundColor(.green).kern(2))
        #expect(string.runs.first?[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .green)
        #expect(string.runs.first?.kern == 2)
        let scope: KeyPath<AttributeScopes, AttributeScopes.SwiftUIAttributes.Type> = \.swiftUI
        #expect(scope == \AttributeScopes.swiftUI)
    }

    @Test func aRunsLinesSpacingAndOffsetAreItsOwn() {
        var string = AttributedString("AB")
        string.underlineStyle = .single
        string.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string.tracking = 3
        string.baselineOffset = 4
        var plain = AttributedString("CD")
        plain.kern = -1
        let (runs, paints) = Text(string + plain).runs(in: EnvironmentValues())
        #expect(paints[0].underline == .single && paints[0].strikethrough == Text.LineStyle(pattern: .dash, color: .blue))
        #expect(paints[1].underline == nil)
        #expect(runs.map(\.spacing) == [3, -1] && runs.map(\.baselineOffset) == [4, 0])
        // Side by side: each run as wide as on its own plus its spacing per character; the
        // line grows by the raised run's 4 pt.
        let s = size(Text(string + plain))
        #expect(close(s.width, pixelCeil(width("AB", body) + 6 + width("CD", body) - 2), tolerance: 0.1))
        #expect(close(s.height, pixelCeil(lineBox() + 4)))
    }

    @Test func theTextsModifiersStyleWhatTheRunsLeaveUnset() {
        var red = AttributedString("a")
        red.foregroundColor = .red
        let text = Text(red + AttributedString("b")).foregroundColor(.blue).font(.title)
        let (runs, paints) = text.runs(in: EnvironmentValues())
        #expect(paints.map(\.foreground) == [.color(.red), .color(.blue)])
        #expect(runs.allSatisfy { $0.font == Font.title.resolved() })
    }

    @Test func aRedRunIsDrawnRed() throws {
        var red = AttributedString("MM")
        red.foregroundColor = .red
        var blue = AttributedString("MM")
        blue.foregroundColor = .blue
        let view = Text(red + blue).font(.system(size: 40)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let image = try pixels(view, width: 200, height: 60, scale: 1)
        let redWidth = Int(width("MM", Font.system(size: 40).resolved()))
        let isRed = { (p: RGBA) in p.a > 200 && p.r > 200 && p.b < 100 }
        let isBlue = { (p: RGBA) in p.a > 200 && p.b > 200 && p.r < 100 }
        #expect(count(image, 0..<redWidth, 0..<60, isRed) > 100 && count(image, 0..<redWidth, 0..<60, isBlue) == 0)
        #expect(count(image, redWidth..<(2 * redWidth), 0..<60, isBlue) > 100)
    }

    @Test func aLinkRunIsDrawnInTheTintColourUnlessItHasItsOwn() throws {
        var link = AttributedString("MMM")
        link.link = URL(string: "https://swift.org")
        var coloured = link
        coloured.foregroundColor = .green
        #expect(Text(link).runs(in: EnvironmentValues()).paints[0].foreground == .tint)
        #expect(Text(coloured).runs(in: EnvironmentValues()).paints[0].foreground == .color(.green))
        // The default tint is iOS's system blue (0, 122, 255).
        let image = try pixels(Text(link).font(.system(size: 40)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                               width: 120, height: 60, scale: 1)
        let tinted = { (p: RGBA) in p.a > 200 && p.r < 40 && abs(p.g - 122) < 30 && p.b > 220 }
        let black = { (p: RGBA) in p.a > 200 && p.r < 60 && p.g < 60 && p.b < 60 }
        #expect(count(image, 0..<120, 0..<60, tinted) > 100 && count(image, 0..<120, 0..<60, black) == 0)
    }

    @Test func aBackgroundColourFillsTheRunsGlyphBox() throws {
        var marked = AttributedString("MM")
        marked.backgroundColor = .yellow
        let view = (Text(marked) + Text("MM")).font(.system(size: 40)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let image = try pixels(view, width: 200, height: 60, scale: 1)
        let markedWidth = Int(width("MM", Font.system(size: 40).resolved()))
        let yellow = { (p: RGBA) in p.a > 200 && p.r > 200 && p.g > 180 && p.b < 80 }
        // The glyph box is SF Pro's ascent plus descent: 40 × 2444 / 2048 = 47.7 pt tall.
        #expect(count(image, 0..<markedWidth, 0..<47, yellow) > markedWidth * 47 / 3)
        #expect(count(image, (markedWidth + 2)..<200, 0..<60, yellow) == 0)
        #expect(count(image, 0..<markedWidth, 49..<60, yellow) == 0)
    }

    @Test func anAttributedStringIsNeverParsedAsMarkdownButALiteralIs() {
        let attributed = Text(AttributedString("**a**")).resolvedContent(in: EnvironmentValues()) { _ in }
        #expect(attributed.pieces.map(\.content.fallback) == ["**a**"])
        let literal = Text("**a**").resolvedContent(in: EnvironmentValues()) { _ in }
        #expect(literal.pieces.map(\.content.fallback) == ["a"] && literal.pieces[0].attributes.weight == .bold)
    }

    @Test func anEmptyStringIsAnEmptyText() {
        #expect(size(Text(AttributedString(""))).width == 0)
    }

    @Test func hostileAttributeValuesAreIgnoredOrDrawnSanely() throws {
        var string = AttributedString("ABC")
        string.tracking = .nan
        string.kern = .infinity
        string.baselineOffset = -.infinity
        string.font = .system(size: .nan)
        let s = size(Text(string))
        #expect(s.width.isFinite && s.height.isFinite)
        var huge = AttributedString("ABC")
        huge.kern = 1e308
        huge.backgroundColor = .red
        #expect(try pixels(Text(huge), width: 100, height: 40, scale: 1).width == 100)
    }
}
