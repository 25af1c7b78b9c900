import Foundation

/// One run of a label's attributed string: its characters' range and attributes.
struct LabelTextRun {
    var range: NSRange
    var attributes: [NSAttributedString.Key: Any]
}

extension NSAttributedString {
    /// The string's runs in order, read with `attributes(at:effectiveRange:)` (reading is
    /// safe where swift-corelibs-foundation halts copying or re-attributing a string whose
    /// neighbouring runs hold the same keys with object values).
    var labelTextRuns: [LabelTextRun] {
        var runs: [LabelTextRun] = []
        var location = 0
        while location < length {
            var effective = NSRange(location: location, length: 0)
            let attributes = self.attributes(at: location, effectiveRange: &effective)
            let end = min(max(effective.location + effective.length, location + 1), length)
            runs.append(LabelTextRun(range: NSRange(location: location, length: end - location), attributes: attributes))
            location = end
        }
        return runs
    }

    /// The runs of this string as a SwiftUI `Text` drawn as a `UILabel` draws its
    /// `attributedText`: each run one piece of a `Text` concatenation, laid out by the same
    /// engine as `Text + Text`. A run's `font`, `foregroundColor`, `backgroundColor`, `kern`,
    /// `baselineOffset`, `underlineStyle`/`underlineColor` and
    /// `strikethroughStyle`/`strikethroughColor` style its piece; a run with a `link` is drawn
    /// in the link colour and underlined whatever its own colour, as UIKit's text system draws
    /// links in a label (which does not open them). What a run leaves unset is the label's.
    /// A font whose size is not a finite, non-negative number draws in `fallbackFont`; every
    /// font passes through `adjust` (the label's Dynamic Type adjustment). Values of the wrong
    /// type or not finite are left out and told to `report`.
    func labelText(_ runs: [LabelTextRun], fallbackFont: UIFont, adjust: (UIFont) -> UIFont, report: (String) -> Void) -> Text {
        LabelTextRun.text(of: string as NSString, runs, fallbackFont: fallbackFont, adjust: adjust, report: report)
    }
}

extension LabelTextRun {
    /// Whether a `link` attribute's value is one UIKit's text system draws as a link: a URL
    /// or a string.
    static func isLink(_ value: Any) -> Bool { value is URL || value is NSURL || value is String || value is NSString }

    /// `runs` of `characters` as a `Text` concatenation (see `NSAttributedString.labelText`).
    static func text(of characters: NSString, _ runs: [LabelTextRun], fallbackFont: UIFont, adjust: (UIFont) -> UIFont,
                     report: (String) -> Void) -> Text {
        let pieces = runs.map { run in
            let style = LabelRunStyle(run.attributes, at: run.range, fallbackFont: fallbackFont, adjust: adjust, report: report)
            return TextPiece(content: .verbatim(characters.substring(with: run.range)), attributes: style.attributes)
        }
        return Text(pieces: pieces.isEmpty ? [TextPiece(content: .verbatim(""))] : pieces)
    }
}

/// The SwiftUI text attributes of one run of a label's attributed string.
private struct LabelRunStyle {
    var attributes = TextAttributes()

    init(_ values: [NSAttributedString.Key: Any], at range: NSRange, fallbackFont: UIFont,
         adjust: (UIFont) -> UIFont, report: (String) -> Void) {
        let place = "characters \(range.location)..<\(range.location + range.length)"
        func color(_ key: NSAttributedString.Key) -> Color? {
            guard let value = values[key] else { return nil }
            if let color = value as? UIColor { return Color(uiColor: color) }
            report("the \(key.rawValue) of \(place) is a \(type(of: value)), not a UIColor; left out")
            return nil
        }
        func number(_ key: NSAttributedString.Key) -> CGFloat? {
            guard let value = values[key], !(value is NSNull) else { return nil }
            guard let number = Self.number(value) else {
                report("the \(key.rawValue) of \(place) is a \(type(of: value)), not a number; left out")
                return nil
            }
            guard number.isFinite else {
                report("the \(key.rawValue) of \(place) is \(number), not a finite number; left out")
                return nil
            }
            return number
        }
        func line(_ key: NSAttributedString.Key, color colorKey: NSAttributedString.Key) -> Text.LineStyle? {
            guard let value = values[key] else { return nil }
            let style: NSUnderlineStyle
            if let given = value as? NSUnderlineStyle {
                style = given
            } else if let raw = Self.number(value), raw.isFinite, let exact = Int(exactly: raw.rounded()) {
                style = NSUnderlineStyle(rawValue: exact)
            } else {
                report("the \(key.rawValue) of \(place) is a \(type(of: value)), not an NSUnderlineStyle raw value; left out")
                return nil
            }
            return style.lineStyle(color: color(colorKey))
        }

        if let value = values[.font] {
            if let font = value as? UIFont {
                if font.pointSize.isFinite, font.pointSize >= 0 {
                    attributes.font = adjust(font).font
                } else {
                    report("the font of \(place) is \(font.pointSize) points; drawn in the label's font")
                    attributes.font = adjust(fallbackFont).font
                }
            } else {
                report("the font of \(place) is a \(type(of: value)), not a UIFont; left out")
            }
        }
        attributes.background = color(.backgroundColor).map(ResolvedPaint.color)
        attributes.kerning = number(.kern)
        attributes.baselineOffset = number(.baselineOffset)
        let foreground = color(.foregroundColor)
        let underline = line(.underlineStyle, color: .underlineColor)
        attributes.strikethrough = line(.strikethroughStyle, color: .strikethroughColor)
        if let link = values[.link], LabelTextRun.isLink(link) {
            attributes.foreground = .color(Color(uiColor: .link))
            attributes.underline = .single
        } else {
            if let link = values[.link] { report("the link of \(place) is a \(type(of: link)), not a URL or a String; left out") }
            attributes.foreground = foreground.map(ResolvedPaint.color)
            attributes.underline = underline
        }
    }

    /// A number attribute's value: an `NSNumber` or a Swift number.
    static func number(_ value: Any) -> CGFloat? { AnimatableValue.number(value) }
}
