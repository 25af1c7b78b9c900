import Foundation
import Testing
@testable import Tether

/// A representable showing the label `make` builds.
private struct AttributedLabel: UIViewRepresentable {
    let make: @MainActor () -> UILabel
    func makeUIView(context: Context) -> UILabel { make() }
    func updateUIView(_ uiView: UILabel, context: Context) {}
}

/// `UILabel.attributedText` as UIKit documents it: `text` and `attributedText` replace each
/// other, the style properties follow location 0 and apply to the whole string, and the runs
/// are drawn and measured with their own attributes, as a `Text` concatenation is.
/// (Neighbouring runs here differ in their keys: swift-corelibs-foundation halts building a
/// string whose neighbouring runs hold the same keys with object values such as `UIFont`.)
@MainActor
@Suite struct UILabelAttributedTextTests {
    typealias Key = NSAttributedString.Key

    /// A label showing `string`.
    func label(_ string: NSAttributedString) -> UILabel {
        let label = UILabel()
        label.attributedText = string
        return label
    }

    /// Every opaque pixel (alpha 200 and more) within `tolerance` of `r`, `g`, `b`.
    func inked(_ image: DecodedPixels, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 40) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.a >= 200, abs(p.r - r) <= tolerance, abs(p.g - g) <= tolerance, abs(p.b - b) <= tolerance {
                    found.append((x, y))
                }
            }
        }
        return found
    }

    // MARK: text and attributedText

    @Test func aNewLabelHasNeitherTextNorAttributedText() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
    }

    @Test func settingTextGivesAnAttributedStringInTheLabelsStyle() throws {
        // UIKit: the string "without any inherent style attributes", styled by the label's
        // font, colour, alignment and line break mode.
        let label = UILabel()
        let font = UIFont.systemFont(ofSize: 21)
        label.font = font
        label.textColor = .systemRed
        label.textAlignment = .right
        label.text = "Plain"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Plain")
        var range = NSRange(location: 0, length: 0)
        let attributes = attributed.attributes(at: 0, effectiveRange: &range)
        #expect(range.length == 5)
        #expect((attributes[.font] as? UIFont)?.pointSize == 21)
        #expect(attributes[.foregroundColor] as? UIColor == .systemRed)
        let style = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .right)
        #expect(style.lineBreakMode == .byTruncatingTail)
    }

    @Test func settingAttributedTextSetsTextAndTheStyleAtLocationZero() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let string = NSMutableAttributedString(string: "Bold", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemGreen, .paragraphStyle: style,
        ])
        string.append(NSAttributedString(string: " rest", attributes: [.font: UIFont.systemFont(ofSize: 9)]))
        let label = label(string)
        #expect(label.text == "Bold rest")
        #expect(label.font.pointSize == 20)
        #expect(label.textColor == .systemGreen)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        // Setting text now styles it with what the label took from location 0.
        label.text = "Next"
        let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
        #expect((attributes[.font] as? UIFont)?.pointSize == 20)
        #expect(attributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        // Nil clears both.
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
        label.text = "Again"
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func whatTheRunsLeaveUnsetIsTheLabelsStyle() throws {
        let label = UILabel()
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        label.font = .boldSystemFont(ofSize: 40)
        label.attributedText = NSAttributedString(string: "MM")
        // Measured in the label's font, as the same string set as text.
        let plain = UILabel()
        plain.font = .boldSystemFont(ofSize: 40)
        plain.text = "MM"
        #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
        // Drawn in the label's colour.
        let image = try pixels(AttributedLabel { label }.frame(width: 100, height: 60), width: 100, height: 60, scale: 1)
        #expect(!inked(image, 0, 0, 255).isEmpty)
        #expect(inked(image, 0, 0, 0, tolerance: 30).isEmpty)
    }

    @Test func styleSetAfterwardsAppliesToTheWholeString() throws {
        // UIKit: "assigning a new value to this property applies the font to the entirety of
        // the string in the attributedText property" (likewise the colour and alignment).
        let string = NSMutableAttributedString(string: "MM", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        string.append(NSAttributedString(string: "MM", attributes: [.font: UIFont.systemFont(ofSize: 10),
                                                                     .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]))
        let label = label(string)
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        label.textAlignment = .right
        let plain = UILabel()
        plain.font = .boldSystemFont(ofSize: 30)
        plain.text = "MMMM"
        #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
        let h = host(AttributedLabel { label }.frame(width: 300, height: 60), width: 300, height: 60)
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(!inked(image, 0, 0, 255).isEmpty)
        #expect(inked(image, 255, 0, 0).isEmpty)
        // Right-aligned: the ink ends at the label's trailing edge.
        let ink = try #require(textInk(of: "MMMM", in: h))
        #expect(ink.maxX > 290)
    }

    // MARK: measuring

    @Test func aBoldRunIsWiderThanTheSameStringRegular() {
        let regular = label(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let bold = label(NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        #expect(bold.intrinsicContentSize.width > regular.intrinsicContentSize.width)
        // One line of the same size either way: SF Pro's line box at 17 pt, 20.29 → 20.5.
        #expect(bold.intrinsicContentSize.height == bodyLine)
        #expect(regular.intrinsicContentSize.height == bodyLine)
    }

    @Test func theIntrinsicSizeIsThatOfTheSameTextConcatenation() throws {
        // UIKit sizes a one-line label to its line: the runs' advances side by side, as tall
        // as its tallest font's line; SwiftUI measures `Text + Text` with the same fonts the
        // same way, and both round up to the 2x pixel grid.
        // "Hello " in the label's font, the system font at 17 points.
        let string = NSMutableAttributedString(string: "Hello ")
        string.append(NSAttributedString(string: "World", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]))
        let label = label(string)
        let text = Text("Hello ").font(.system(size: 17)) + Text("World").font(.system(size: 24, weight: .bold))
        let h = host(text.fixedSize().testID("text"), width: 400, height: 200)
        let frame = try #require(h.frame(of: "text"))
        #expect(label.intrinsicContentSize == frame.size)
        // As tall as the 24 pt run's line box: 2444 / 2048 × 24 = 28.64, rounded up to 29.
        #expect(label.intrinsicContentSize.height == pixelCeil(lineBox(24)))
    }

    @Test func kernAddsItsPointsAfterEveryCharacter() {
        // UIKit's kern adds its points after each character, the last one included: 5 × 2.
        let plain = label(NSAttributedString(string: "Kerns", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let kerned = label(NSAttributedString(string: "Kerns", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2]))
        #expect(kerned.intrinsicContentSize.width == plain.intrinsicContentSize.width + 10)
        #expect(kerned.intrinsicContentSize.height == plain.intrinsicContentSize.height)
        // NSNull asks for the font's own kerning: no points added.
        let automatic = label(NSAttributedString(string: "Kerns", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: NSNull()]))
        #expect(automatic.intrinsicContentSize == plain.intrinsicContentSize)
    }

    @Test func lineSpacingSeparatesTheLines() {
        // Two lines (a line feed) with 6 points between the bottom of one and the top of the next.
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let plain = label(NSAttributedString(string: "Top\nBottom"))
        let spaced = label(NSAttributedString(string: "Top\nBottom", attributes: [.paragraphStyle: style]))
        plain.numberOfLines = 0
        spaced.numberOfLines = 0
        #expect(spaced.intrinsicContentSize.height == plain.intrinsicContentSize.height + 6)
    }

    @Test func aMultilineLabelWrapsItsRunsAsTheTextConcatenationDoes() throws {
        let string = NSMutableAttributedString(string: "Attributed labels wrap ")
        string.append(NSAttributedString(string: "run by run", attributes: [.font: UIFont.italicSystemFont(ofSize: 20)]))
        let label = label(string)
        label.numberOfLines = 0
        let text = Text("Attributed labels wrap ").font(.system(size: 17)) + Text("run by run").font(Font.system(size: 20).italic())
        let h = host(text.fixedSize(horizontal: false, vertical: true).testID("text").frame(width: 120), width: 400, height: 400)
        let frame = try #require(h.frame(of: "text"))
        #expect(frame.height > pixelCeil(lineBox(20)))  // it does wrap at 120 points
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)) == frame.size)
        // One line allowed: the label does not wrap.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == pixelCeil(lineBox(20)))
    }

    // MARK: drawing

    @Test func eachRunIsDrawnInItsColour() throws {
        let font = UIFont.boldSystemFont(ofSize: 40)
        let string = NSMutableAttributedString(string: "MMM", attributes: [.font: font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        // In the label's font as it was before (the system font at 17 points).
        string.append(NSAttributedString(string: "MMM", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]))
        let image = try pixels(AttributedLabel { self.label(string) }.frame(width: 300, height: 60), width: 300, height: 60, scale: 1)
        let red = inked(image, 255, 0, 0), blue = inked(image, 0, 0, 255)
        #expect(!red.isEmpty && !blue.isEmpty)
        // The red run comes first, left to right: all its ink lies left of the blue run's.
        #expect((red.map(\.x).max() ?? .max) < (blue.map(\.x).min() ?? .min))
        // Nothing is drawn in the label's own colour (black).
        #expect(inked(image, 0, 0, 0, tolerance: 30).isEmpty)
    }

    @Test func aBackgroundColourFillsBehindItsRunOnly() throws {
        let font = UIFont.systemFont(ofSize: 30)
        let string = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        string.append(NSAttributedString(string: "cd", attributes: [.font: font, .backgroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)]))
        let image = try pixels(AttributedLabel { self.label(string) }.frame(width: 200, height: 50), width: 200, height: 50, scale: 1)
        let yellow = inked(image, 255, 255, 0, tolerance: 10)
        #expect(yellow.count > 100)
        // Behind "cd" only: the natural alignment puts "ab" at the leading edge, and the fill
        // starts after its advance.
        let abWidth = "ab".size(withAttributes: [.font: font]).width
        #expect((yellow.map(\.x).min() ?? 0) >= Int(abWidth.rounded(.down)))
    }

    @Test func aLinkIsDrawnInTheLinkColourWhateverItsOwn() throws {
        // UIKit's text system draws a label's link run in the link colour and underlined, its
        // foreground colour aside; the label does not open it.
        let string = NSAttributedString(string: "MMM", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            .link: URL(string: "https://example.com")!,
        ])
        let image = try pixels(AttributedLabel { self.label(string) }.frame(width: 200, height: 60), width: 200, height: 60, scale: 1)
        #expect(!inked(image, 0, 122, 255, tolerance: 20).isEmpty)
        #expect(inked(image, 255, 0, 0).isEmpty)
    }

    @Test func theFirstParagraphsAlignmentPlacesTheText() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let h = host(AttributedLabel {
            self.label(NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style]))
        }.frame(width: 200, height: 40), width: 200, height: 40)
        let ink = try #require(textInk(of: "Hi", in: h))
        #expect(abs(ink.midX - 100) < 2)
    }

    @Test func underlineStylesMapToSwiftUILineStyles() {
        // UIKit's raw values: the low byte is the line, 0x100–0x400 the pattern.
        #expect(NSUnderlineStyle.single.lineStyle(color: nil) == Text.LineStyle(pattern: .solid))
        #expect(NSUnderlineStyle([.single, .patternDash]).lineStyle(color: .red) == Text.LineStyle(pattern: .dash, color: .red))
        #expect(NSUnderlineStyle([.thick, .patternDot]).lineStyle(color: nil) == Text.LineStyle(pattern: .dot))
        #expect(NSUnderlineStyle(rawValue: 0x0301).lineStyle(color: nil) == Text.LineStyle(pattern: .dashDot))
        // A pattern without a line draws none.
        #expect(NSUnderlineStyle.patternDot.lineStyle(color: nil) == nil)
        #expect(NSUnderlineStyle([]).lineStyle(color: nil) == nil)
    }

    @Test func paragraphStylesCopyAndCompareByValue() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        style.lineSpacing = 3
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.isEqual(style))
        style.lineSpacing = 4
        #expect(frozen.lineSpacing == 3)
        #expect(!frozen.isEqual(style))
        let thawed = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        #expect(thawed.alignment == .justified)
        #expect(NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    }

    // MARK: bad input

    @Test func aFontOfNoFiniteSizeDrawsInTheLabelsFont() {
        let bad = label(NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: .nan)]))
        let plain = UILabel()
        plain.text = "Hi"
        // The label keeps its 17-point font and the run is measured in it.
        #expect(bad.font.pointSize == 17)
        #expect(bad.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(bad.intrinsicContentSize.width > 0)
    }

    @Test func badAttributesAreReportedAndLeftOut() throws {
        let h = host(AttributedLabel {
            self.label(NSAttributedString(string: "MMM", attributes: [
                .font: UIFont.boldSystemFont(ofSize: .infinity), .foregroundColor: "red", .kern: CGFloat.nan,
            ]))
        }.frame(width: 200, height: 40), width: 200, height: 40)
        let messages = h.diagnostics.map(\.message).filter { $0.contains("UILabel.attributedText") }
        #expect(messages.contains { $0.contains("font") })
        #expect(messages.contains { $0.contains("NSColor") })
        #expect(messages.contains { $0.contains("NSKern") })
        // Drawn in the label's colour (black) and font all the same.
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(!inked(image, 0, 0, 0, tolerance: 30).isEmpty)
    }

    @Test func anEmptyAttributedStringShowsNothing() throws {
        let label = label(NSAttributedString(string: ""))
        #expect(label.text == "")
        #expect(label.attributedText?.length == 0)
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        let image = try pixels(AttributedLabel { self.label(NSAttributedString(string: "")) }.frame(width: 50, height: 20),
                               width: 50, height: 20, scale: 1)
        #expect(inked(image, 0, 0, 0, tolerance: 255).isEmpty)
    }
}
