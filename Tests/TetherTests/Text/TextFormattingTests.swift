import Foundation
import Testing
@testable import Tether

/// Styled text: pieces that keep their own style when concatenated, spacing and offsets,
/// lines drawn under and through text, Markdown, shrinking to fit, and formatted values.
/// Expected widths are the parts measured on their own, as SwiftUI lays pieces side by side.
@MainActor
@Suite struct TextFormattingTests {
    let body = Font.body.resolved()
    var bold: ResolvedFont { var f = body; f.weight = .bold; return f }

    func width(_ s: String, _ font: ResolvedFont) -> CGFloat {
        TextEngine.layout(s, font: font, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
    }
    func size<V: View>(_ view: V, width: CGFloat = 400) -> CGSize {
        let h = host(view.testID("t"), width: width, height: 400)
        return h.frame(of: "t")?.size ?? .zero
    }
    /// The resolved pieces of `text` (looked up, Markdown styled) in the default environment.
    func pieces(_ text: Text) -> [TextPiece] { text.resolvedContent(in: EnvironmentValues()) { _ in }.pieces }

    @Test func interpolationsTakeAPrintfSpecifierOrAFormatter() {
        let celsius = 21.456
        let count = 7
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let day = Date(timeIntervalSince1970: 86_400 * 365)
        let number = NumberFormatter()
        number.numberStyle = .percent
        number.locale = Locale(identifier: "en_US")
        let h = host(VStack {
            Text("\(celsius, specifier: "%.1f") °C, \(count, specifier: "%d") items")
            Text("Due \(day, formatter: formatter)")
            Text("Done \(NSNumber(value: 0.25), formatter: number)")
            // A specifier that is not a number's writes the plain value, never crashes.
            Text("\(count, specifier: "%@")")
            Text(day, formatter: formatter)
        })
        #expect(dumpedTexts(h) == ["21.5 °C, 7 items", "Due 1971-01-01", "Done 25%", "7", "1971-01-01"])
    }

    @Test func concatenatedTextsKeepEachPiecesFont() {
        let s = size(Text("Hello ").bold() + Text("world"))
        // "Hello " in bold: its trailing space is measured inside "Hello world".
        let boldHello = width("Hello world", bold) - width("world", bold)
        #expect(close(s.width, pixelCeil(boldHello + width("world", body)), tolerance: 0.05))
        #expect(close(s.height, bodyLine))
    }

    @Test func aModifierOnTheWholeStylesOnlyWhatPiecesLeaveUnset() {
        let text = (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)
        let (_, paints) = text.runs(in: EnvironmentValues())
        #expect(paints.map(\.foreground) == [.color(.red), .color(.blue)])
    }

    @Test func eachPieceIsDrawnInItsOwnColour() throws {
        let view = (Text("MM").foregroundColor(.red) + Text("MM").foregroundColor(.blue))
            .font(.system(size: 40)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let image = try pixels(view, width: 200, height: 60, scale: 1)
        let redWidth = Int(width("MM", Font.system(size: 40).resolved()))
        func count(_ xs: Range<Int>, _ match: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> Int {
            xs.reduce(0) { sum, x in sum + (0..<60).filter { match(image.pixel(x: x, y: $0)) }.count }
        }
        let red = { (p: (r: Int, g: Int, b: Int, a: Int)) in p.a > 200 && p.r > 200 && p.b < 100 }
        let blue = { (p: (r: Int, g: Int, b: Int, a: Int)) in p.a > 200 && p.b > 200 && p.r < 100 }
        #expect(count(0..<redWidth, red) > 100 && count(0..<redWidth, blue) == 0)
        #expect(count(redWidth..<(2 * redWidth), blue) > 100 && count(redWidth..<(2 * redWidth), red) == 0)
    }

    @Test func trackingAndKerningAddSpaceAfterEveryCharacter() {
        let plain = width("ABC", body)
        #expect(close(size(Text("ABC").tracking(3)).width, pixelCeil(plain + 9), tolerance: 0.05))
        #expect(close(size(Text("ABC").kerning(-1)).width, pixelCeil(plain - 3), tolerance: 0.05))
        // Tracking wins over kerning; as a view modifier it reaches every text below.
        #expect(close(size(Text("ABC").kerning(10).tracking(2)).width, pixelCeil(plain + 6), tolerance: 0.05))
        #expect(close(size(VStack { Text("ABC") }.tracking(2)).width, pixelCeil(plain + 6), tolerance: 0.05))
    }

    @Test func aBaselineOffsetRaisesTheTextAndGrowsItsLine() {
        #expect(close(size(Text("A").baselineOffset(6)).height, pixelCeil(lineBox() + 6)))
        #expect(close(size(Text("A").baselineOffset(-4)).height, pixelCeil(lineBox() + 4)))
        let h = host(HStack(alignment: .firstTextBaseline) { Text("A").testID("a"); Text("B").baselineOffset(6).testID("b") })
        // Both first baselines align; the raised text's box is 6 points taller above it.
        let a = try! #require(h.frame(of: "a")), b = try! #require(h.frame(of: "b"))
        #expect(close(a.minY - b.minY, 6))
    }

    @Test func lineSpacingAddsSpaceBetweenLinesOnly() {
        // One line's box, then body's 22-point pitch plus the spacing per further line.
        #expect(close(size(Text("one\ntwo\nthree").lineSpacing(10)).height, pixelCeil(lineBox() + 2 * (22 + 10))))
        #expect(close(size(Text("one").lineSpacing(10)).height, bodyLine))
    }

    @Test func underlineAndStrikethroughAreDrawnAtTheFontsPositions() throws {
        let font = Font.system(size: 40)
        let resolved = font.resolved()
        let metrics = FontLibrary.decorationMetrics(for: resolved)
        let baseline = TextEngine.layout("mm", font: resolved, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).firstBaseline
        func image(_ text: Text) throws -> DecodedPixels {
            try pixels(text.font(font).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.white),
                       width: 200, height: 60, scale: 1)
        }
        // Below the baseline "mm" has no ink; an underline puts ink there.
        let underY = Int((baseline - metrics.underlinePosition).rounded())
        #expect(try image(Text("mm")).pixel(x: 20, y: underY).r > 200)
        #expect(try image(Text("mm").underline()).pixel(x: 20, y: underY).r < 60)
        // Between the words of "m m" there is no ink at strikethrough height, unless struck through.
        let m = width("m", resolved), gap = width("m m", resolved) - 2 * m
        let mWidth = m + gap / 2 + 4
        let strikeY = Int((baseline - metrics.strikethroughPosition).rounded())
        #expect(try image(Text("m m")).pixel(x: Int(mWidth - 4), y: strikeY).r > 200)
        #expect(try image(Text("m m").strikethrough(color: .red)).pixel(x: Int(mWidth - 4), y: strikeY).g < 60)
        // An inactive line draws nothing, and wins over a line set further out.
        #expect(try image(Text("mm").underline(false)).pixel(x: 20, y: underY).r > 200)
        #expect(try pixels(Text("mm").underline(false).font(font).underline().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                            .background(Color.white), width: 200, height: 60, scale: 1).pixel(x: 20, y: underY).r > 200)
    }

    @Test func markdownInALocalizedKeyIsStyled() {
        let parts = pieces(Text("**Bold**, *italic*, ~~gone~~ and `code`"))
        #expect(parts.map(\.content.fallback) == ["Bold", ", ", "italic", ", ", "gone", " and ", "code"])
        #expect(parts[0].attributes.weight == .bold)
        #expect(parts[2].attributes.italic == true)
        #expect(parts[4].attributes.strikethrough == .single)
        #expect(parts[6].attributes.design == .monospaced)
        #expect(parts[1].attributes == TextAttributes())
    }

    @Test func markdownLinksAreDrawnInTheTint() {
        let text = Text("Read [the guide](https://example.com/guide).")
        let parts = pieces(text)
        #expect(parts.map(\.content.fallback) == ["Read ", "the guide", "."])
        #expect(parts[1].attributes.link == URL(string: "https://example.com/guide"))
        let (_, paints) = text.resolvedContent(in: EnvironmentValues()) { _ in }.runs(in: EnvironmentValues())
        #expect(paints[1].foreground == .tint && paints[0].foreground == nil)
    }

    @Test func markdownFollowsCommonMarksDelimiterRules() {
        // An underscore inside a word, an escaped star and an unmatched star are characters.
        #expect(pieces(Text("snake_case_name")).map(\.content.fallback) == ["snake_case_name"])
        #expect(pieces(Text("2 \\* 3 = 6")).map(\.content.fallback) == ["2 * 3 = 6"])
        #expect(pieces(Text("a * b")).map(\.content.fallback) == ["a * b"])
        // Verbatim text and strings are never parsed.
        #expect(pieces(Text(verbatim: "**x**")).map(\.content.fallback) == ["**x**"])
        let name = "**x**"
        #expect(pieces(Text(name)).map(\.content.fallback) == ["**x**"])
    }

    @Test func markdownMatchesDelimitersAndBracketsAcrossLongTexts() {
        // Thousands of openers without closers stay characters; a closer far away still closes.
        let stars = String(repeating: "*a ", count: 3_000)
        #expect(pieces(Text(LocalizedStringKey(stars))).map(\.content.fallback) == [stars])
        let brackets = String(repeating: "[", count: 3_000) + "x"
        #expect(pieces(Text(LocalizedStringKey(brackets))).map(\.content.fallback) == [brackets])
        let long = "*" + String(repeating: "b", count: 5_000) + "*"
        let parts = pieces(Text(LocalizedStringKey(long)))
        #expect(parts.count == 1 && parts[0].attributes.italic == true)
        // Nested brackets: the link's label is everything up to its own closing bracket.
        let nested = pieces(Text("[a [b] c](https://example.com) d"))
        #expect(nested.map(\.content.fallback) == ["a [b] c", " d"])
        #expect(nested[0].attributes.link == URL(string: "https://example.com"))
    }

    @Test func textThatDoesNotFitShrinksDownToTheMinimumScaleFactor() throws {
        let words = "The quick brown fox jumps"
        let full = width(words, body)
        let h = host(Text(words).lineLimit(1).minimumScaleFactor(0.5).frame(width: full * 0.8).testID("t"))
        let layout = try #require(textLayouts(h).first)
        let laidOut = layout.layout(ProposedViewSize(width: full * 0.8, height: nil))
        // It fits whole at about 80 % of its size: not truncated, as wide as the frame allows.
        #expect(!laidOut.isTruncated)
        #expect(laidOut.size.width <= full * 0.8 + 0.01 && laidOut.size.width > full * 0.75)
        // Where even half the size does not fit, the text is shrunk to half and truncated.
        let tight = layout.layout(ProposedViewSize(width: full * 0.3, height: nil))
        #expect(tight.isTruncated)
        #expect(close(tight.runs[0].font.size, 17 * 0.5))
    }

    @Test func formattedValuesUseTheirFormatStyle() {
        let text = Text(1234.5, format: .number.locale(Locale(identifier: "en_US")))
        #expect(text.string == "1,234.5")
        #expect(Text(0.25, format: .percent.locale(Locale(identifier: "en_US"))).string == "25%")
    }

    @Test func datesAreShownInTheEnvironmentsLocaleAndTimeZone() {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "en_US")
        let start = Date(timeIntervalSince1970: 0)
        #expect(TextSegment.date(start, .date).formatted(in: env) == "January 1, 1970")
        let time = TextSegment.date(start, .time).formatted(in: env)
        #expect(time.hasPrefix("12:00") && time.hasSuffix("AM"))
        env.timeZone = TimeZone(identifier: "America/New_York")!
        #expect(TextSegment.date(start, .date).formatted(in: env) == "December 31, 1969")
    }

    @Test func relativeStylesCountFromNow() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        let env = EnvironmentValues()
        #expect(TextSegment.date(later, .relative).formatted(in: env, now: now) == "2 hours, 23 minutes")
        #expect(TextSegment.date(later, .offset).formatted(in: env, now: now) == "+2 hours")
        #expect(TextSegment.date(now.addingTimeInterval(-90 * 86400), .offset).formatted(in: env, now: now).hasPrefix("-2 months")
                || TextSegment.date(now.addingTimeInterval(-90 * 86400), .offset).formatted(in: env, now: now).hasPrefix("-3 months"))
        #expect(TextSegment.date(now.addingTimeInterval(152), .timer).formatted(in: env, now: now) == "2:32")
        #expect(TextSegment.date(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), .timer).formatted(in: env, now: now) == "36:59:01")
    }

    @Test func aTimerCountsDownToTheEndOfItsInterval() {
        let start = Date(timeIntervalSince1970: 0)
        let segment = TextSegment.timer(start...start.addingTimeInterval(150), pauseTime: start.addingTimeInterval(30),
                                        countsDown: true, showsHours: true)
        #expect(segment.formatted(in: EnvironmentValues()) == "2:00")
        let up = TextSegment.timer(start...start.addingTimeInterval(7200), pauseTime: start.addingTimeInterval(3725),
                                   countsDown: false, showsHours: false)
        #expect(up.formatted(in: EnvironmentValues()) == "62:05")
    }

    /// Fuzz seeds 83389 and 83723: a dotted underline under text tracked by a huge amount
    /// spans so far that its dashes never ended; such a line is drawn solid, and one whose
    /// ends are not finite is left out.
    @Test func linesUnderHugelyTrackedTextAreDrawnWithoutEndlessDashes() {
        let wide = TextDecorationLine.path(from: 0, to: 1e12, y: 10, thickness: 1, pattern: .dot)
        #expect(close(wide.boundingRect, CGRect(x: 0, y: 9.5, width: 1e12, height: 1)))
        #expect(TextDecorationLine.path(from: -1e308, to: 1e308, y: 10, thickness: 1, pattern: .dash).isEmpty)
        let h = host(Text("ab").tracking(1e300).underline(pattern: .dot))
        #expect(!h.svg().isEmpty)
    }

    @Test func badSpacingAndScaleValuesAreReportedAndIgnored() {
        let h = host(VStack {
            Text("a").minimumScaleFactor(-1)
            Text("b").lineSpacing(.infinity)
            Text("ABC").tracking(.nan).testID("nan")
        })
        #expect(h.diagnostics.contains { $0.message.contains("minimumScaleFactor") })
        #expect(h.diagnostics.contains { $0.message.contains("lineSpacing") })
        #expect(close(h.frame(of: "nan")?.width ?? 0, pixelCeil(width("ABC", body)), tolerance: 0.05))
    }
}

/// `Text(_:)` with a range of dates or a `DateInterval`, and their interpolations (iOS 14).
extension TextFormattingTests {
    /// The text with its spaces made plain (ICU writes narrow and thin spaces).
    func plain(_ s: String) -> String {
        String(s.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{2009}" ? " " : Character($0) })
    }
    func at(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return utc.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
    }
    func shown<V: View>(_ view: V, locale: String = "en_US") -> [String] {
        let h = host(view.environment(\.locale, Locale(identifier: locale)).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        return dumpedTexts(h).map(plain)
    }

    /// Apple's example: a meeting from 9:30 to 14:45 the same day is "9:30AM-2:45PM" (Apple's
    /// typography; ICU writes "9:30 AM – 2:45 PM"); across days the dates are written too; a
    /// `DateInterval` shows as the range from its start to its end; German writes its own form.
    @Test func aRangeOfDatesShowsAsAnIntervalOfTimes() {
        let meeting = at(29, 9, 30)...at(29, 14, 45)
        #expect(shown(Text(meeting)) == ["9:30 AM – 2:45 PM"])
        #expect(shown(Text(DateInterval(start: at(29, 9, 30), end: at(29, 14, 45)))) == ["9:30 AM – 2:45 PM"])
        #expect(shown(Text(at(29, 9, 30)...at(30, 8, 0))) == ["11/29/2026, 9:30 AM – 11/30/2026, 8:00 AM"])
        #expect(shown(Text(meeting), locale: "de_DE") == ["09:30–14:45 Uhr"])
    }

    /// Interpolated into a key: `"The meeting will take place: \(start ... end)"`, and a date
    /// in a style (`"Date: \(day, style: .date)"`), written as the `Text` forms write them.
    @Test func datesInterpolateWithAStyleOrAsARange() {
        let meeting = at(29, 9, 30)...at(29, 14, 45)
        let key: LocalizedStringKey = "The meeting will take place: \(meeting)"
        let expected = "The meeting will take place: " + TextSegment.dateInterval(meeting).fallback
        #expect(Text(key).pieces.map(\.content.fallback).joined() == expected)
        let dated: LocalizedStringKey = "Date: \(at(1, 9, 41), style: .date)"
        #expect(Text(dated).pieces.map(\.content.fallback).joined() == "Date: " + Text(at(1, 9, 41), style: .date).pieces[0].content.fallback)
        let interval: LocalizedStringKey = "\(DateInterval(start: meeting.lowerBound, end: meeting.upperBound))"
        #expect(Text(interval).pieces.map(\.content.fallback).joined() == TextSegment.dateInterval(meeting).fallback)
    }
}
