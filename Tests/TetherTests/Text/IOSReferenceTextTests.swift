import Foundation
import Testing
@testable import Tether

/// Text as iOS measures it, from the screenshots in the project's iOS references (iOS 13–17,
/// default text size; iOS 26 at the medium size, body 16 pt). The numbers are measured on
/// those images: positions and sizes must agree within 1 pt, text ink within 2 % of its width.
@MainActor
@Suite struct IOSReferenceTextTests {
    func ink<V: View>(of string: String, in h: ViewHost<V>) -> CGRect? { textInk(of: string, in: h) }

    /// The ink of each line of the text showing `string`, in the window's space.
    func lineInks<V: View>(of string: String, in h: ViewHost<V>) -> [CGRect] {
        var stack = [h.root]
        while let node = stack.popLast() {
            if let text = node.layout as? TextLayoutNode, text.text.string == string {
                let laidOut = text.layout(node.proposal, node: node)
                return laidOut.lines.indices.map { index in
                    var single = laidOut
                    single.lines = [laidOut.lines[index]]
                    return single.path().boundingRect.offsetBy(dx: node.globalBounds.minX, dy: node.globalBounds.minY)
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return []
    }

    /// The pill of the references: a symbol and "Checked" padded 5 on blue, padded 10 on yellow.
    func checkedPill() -> some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5).background(RoundedRectangle(cornerRadius: 5).fill(Color.blue)).testID("pill")
        .padding(10).background(Color.yellow).testID("whole")
    }

    /// Whether `width` is within 2 % of iOS's `reference`.
    func inkWidth(_ width: CGFloat?, matches reference: CGFloat) -> Bool {
        guard let width else { return false }
        return abs(width - reference) <= reference * 0.02
    }

    @Test func bodyTextWidthsMatchSFProWithinTwoPercent() {
        // Ink widths measured on the references: 17 pt at the default size, 16 pt (iOS 26,
        // medium size) in the list and form images.
        let measured: [(String, CGFloat, CGFloat)] = [
            ("Checked", 17, 65.5), ("Hello World", 17, 85),
            ("Lorem ipsum dolor sit amet, consectetur", 17, 305),
            ("adipiscing elit, sed do eiusmod tempor incididunt", 17, 371),
            ("ut labore et dolore magna aliqua.", 17, 247),
            ("Clean", 16, 39.33), ("Code", 16, 37), ("San Francisco", 16, 100.33), ("20 °C, Sunny", 16, 93.33),
            ("Hello World:", 16, 85.67), ("How are you doing?", 16, 140.67), ("Description", 16, 81), ("Content", 16, 56.33),
        ]
        var totalError: CGFloat = 0
        for (string, size, reference) in measured {
            let laidOut = TextEngine.layout(string, font: Font.system(size: size).resolved(), maxWidth: nil, lineLimit: nil,
                                            alignment: .leading, truncation: .tail)
            let width = laidOut.path().boundingRect.width
            #expect(inkWidth(width, matches: reference), "\(string) at \(size) pt: \(width) pt of ink, iOS \(reference)")
            totalError += abs(width - reference) / reference
        }
        // The README states the average: below 1 %.
        #expect(totalError / CGFloat(measured.count) < 0.01)
    }

    @Test func aLineOfBodyTextIsAsTallAsOnIOSAtEachScale() {
        // UIFont's line height for 17 pt is 20.29; a Text rounds it up to the pixel grid:
        // 20.5 at 2x (the pill image), 20.33 at 3x, 21 at 1x.
        for (scale, height) in [(CGFloat(2), CGFloat(20.5)), (3, 20 + 1.0 / 3), (1, 21)] {
            let h = host(Text("Checked").testID("t").environment(\.displayScale, scale))
            #expect(close(h.frame(of: "t")?.height ?? 0, height, tolerance: 0.001))
        }
    }

    @Test func uiFontReportsSFProsMetrics() {
        // UIFont.systemFont(ofSize: 17) on iOS: ascender 16.19, descender −4.10 (SF Pro's 1950
        // and −494 of 2048 units), lineHeight 20.29 (their sum), leading 0, capHeight 11.98 and
        // xHeight 8.95 (1443 and 1078 units).
        let body = UIFont.systemFont(ofSize: 17)
        #expect(close(body.ascender, 17 * 1950 / 2048, tolerance: 0.001))
        #expect(close(body.descender, -17 * 494 / 2048, tolerance: 0.001))
        #expect(close(body.lineHeight, 20.29, tolerance: 0.01))
        #expect(body.leading == 0)
        #expect(close(body.capHeight, 11.98, tolerance: 0.01))
        #expect(close(body.xHeight, 8.95, tolerance: 0.01))
        // The metrics scale with the size: the body style is 17 pt, 34 pt is twice as tall.
        #expect(close(UIFont.preferredFont(forTextStyle: .body).lineHeight, body.lineHeight, tolerance: 0.001))
        #expect(close(body.withSize(34).lineHeight, 2 * body.lineHeight, tolerance: 0.001))
    }

    @Test func theLongMessageWrapsAtIOSsWordsWithIOSsPitch() throws {
        // text-long-message.png (1x, 400 × 400): the message wraps in 384 pt into three lines
        // whose baselines are 22 pt apart; the lines' ink starts at x = 13–14.
        let message = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let h = host(Text(message).frame(width: 384).environment(\.displayScale, 1), width: 400, height: 400)
        let text = try #require(textLayouts(h).first)
        let lines = text.layout(ProposedViewSize(width: 384, height: nil)).lines
        #expect(lines.count == 3)
        #expect(lines.count == 3 && close(lines[1].baseline - lines[0].baseline, 22) && close(lines[2].baseline - lines[1].baseline, 22))
        let inks = lineInks(of: message, in: h)
        let widths: [CGFloat] = [305, 371, 247]
        for (ink, reference) in zip(inks, widths) { #expect(inkWidth(ink.width, matches: reference)) }
        // Three lines: one line's box and two pitches, 64.29 pt, 65 at 1x.
        #expect(close(text.layout(ProposedViewSize(width: 384, height: nil)).size.height, 20.287 + 44, tolerance: 0.01))
    }

    @Test func theCheckedPillIsCentredInAFixedCanvas() {
        // pill-fixed-200x100.png (2x): the yellow view from (38.5, 25) to (161.5, 75.5), the
        // blue pill from (48.5, 35) to (151.5, 65.5).
        let view = checkedPill()
        let h = host(view, width: 200, height: 100)
        let pill = h.frame(of: "pill") ?? .zero, whole = h.frame(of: "whole") ?? .zero
        for (frame, reference) in [(whole, CGRect(x: 38.5, y: 25, width: 123, height: 50.5)),
                                   (pill, CGRect(x: 48.5, y: 35, width: 103, height: 30.5))] {
            #expect(abs(frame.minX - reference.minX) <= 1 && abs(frame.minY - reference.minY) <= 1
                    && abs(frame.maxX - reference.maxX) <= 1 && abs(frame.maxY - reference.maxY) <= 1, "\(frame) vs \(reference)")
        }
    }

    @Test func theCheckedPillIsAsLargeAsOnIOS() {
        // pill-size-that-fits.png (2x): the blue pill is 103 × 30.5, the whole view 123 × 50.5;
        // the symbol is 17 points wide at body size, and "Checked" 65.5 points of ink.
        let view = checkedPill()
        let h = host(view.fixedSize(), width: 400, height: 400)
        let pill = h.frame(of: "pill") ?? .zero, whole = h.frame(of: "whole") ?? .zero
        #expect(abs(pill.width - 103) <= 1 && abs(pill.height - 30.5) <= 1, "pill \(pill.size)")
        #expect(abs(whole.width - 123) <= 1 && abs(whole.height - 50.5) <= 1, "whole \(whole.size)")
        #expect(inkWidth(ink(of: "Checked", in: h)?.width, matches: 65.5))
    }

    @Test func theShortMessageSitsUnderALargeGlobe() throws {
        // text-short-message.png (1x, 400 × 400): the globe's ink is 21 × 21 from (189, 175);
        // "Hello World" has its baseline at y = 223 and its ink from x = 158 to 243 (85 wide,
        // centred on 200.5); the globe's frame is a text line tall (see SymbolImageTests).
        let view = VStack(spacing: 8) {
            Image(systemName: "globe").imageScale(.large).foregroundColor(.accentColor).testID("globe")
            Text("Hello World")
        }
        .padding(8)
        .environment(\.displayScale, 1)
        let h = host(view, width: 400, height: 400)
        let text = try #require(ink(of: "Hello World", in: h))
        #expect(abs(text.midX - 200.5) <= 1 && inkWidth(text.width, matches: 85), "\(text)")
        #expect(abs(text.maxY - 223) <= 1, "baseline \(text.maxY)")
        let globe = try #require(h.frame(of: "globe"))
        #expect(abs(globe.midX - 199.5) <= 1 && abs(globe.midY - 185.5) <= 1.5, "\(globe)")
    }
}
