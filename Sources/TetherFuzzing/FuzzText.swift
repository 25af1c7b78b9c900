import Foundation
import Tether

/// Styled text in fuzzed trees: concatenated pieces, Markdown, spacing, offsets, lines and
/// shrinking, with hostile amounts; Han text typeset for several languages.
extension FuzzTreeBuilder {
    /// A styled text leaf.
    mutating func styledText() -> AnyView {
        let markdown = ["**bold** and _it_", "[link](https://swift.org) `code`", "~~gone~~ *", "a_b_c \\*", "**unclosed", "[broken](", ""]
        var text = Text(LocalizedStringKey(rng.pick(markdown) + string()))
        for _ in 0..<rng.int(0...3) {
            var piece = Text(string())
            switch rng.int(0...7) {
            case 0: piece = piece.tracking(length())
            case 1: piece = piece.kerning(length())
            case 2: piece = piece.baselineOffset(length())
            case 3: piece = piece.underline(rng.chance(80), pattern: rng.pick([.solid, .dot, .dash, .dashDot, .dashDotDot]), color: color())
            case 4: piece = piece.strikethrough(rng.chance(80), color: rng.chance(50) ? nil : color())
            case 5: piece = piece.foregroundStyle(color()).bold().italic()
            case 6:
                // Small capitals in a design with them, one without, at hostile sizes.
                let font = Font.system(size: length(), design: rng.pick([.serif, .monospaced, .default, .rounded]))
                piece = piece.font(rng.pick([font.smallCaps(), font.lowercaseSmallCaps(), font.uppercaseSmallCaps().italic()]))
            default: piece = piece.font(.system(size: length()))
            }
            text = rng.chance(50) ? text + piece : piece + text
        }
        let view = AnyView(text)
        switch rng.int(0...4) {
        case 4:
            // Line-limit ranges and reserved space, hostile bounds (below 1, huge) included.
            let low = rng.pick([1, 2, 0, -3, 5_000]), high = max(low, rng.pick([1, 3, Int.max / 2]))
            switch rng.int(0...3) {
            case 0: return AnyView(view.lineLimit(low...high))
            case 1: return AnyView(view.lineLimit(low...))
            case 2: return AnyView(view.lineLimit(...high))
            default: return AnyView(view.lineLimit(low, reservesSpace: rng.chance(50)))
            }
        case 0: return AnyView(view.lineSpacing(length()).lineLimit(rng.pick([nil, 1, 2])))
        case 1: return AnyView(view.minimumScaleFactor(rng.pick([0.5, 0, -1, 2, .nan])).lineLimit(rng.pick([nil, 1])).frame(width: optionalLength()))
        case 2:
            // Han text in each regional form, and a language Tether has no form for.
            let language = rng.pick([TypesettingLanguage.automatic, .explicit(.init(identifier: "ja")),
                                     .explicit(.init(identifier: "zh-Hant")), .explicit(.init(identifier: "xx-Bogus"))])
            return AnyView(VStack { view.underline().tracking(length()).textCase(.uppercase); Text("\u{8FD4}\u{9AA8}" + string()) }
                .typesettingLanguage(language))
        default: return AnyView(Text(Date(timeIntervalSince1970: Double(rng.int(-100_000...100_000)) * 3600),
                                     style: rng.pick([.date, .time, .relative, .offset, .timer])))
        }
    }
}
