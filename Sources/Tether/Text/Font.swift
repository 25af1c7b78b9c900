import Foundation

/// Mirrors SwiftUI's `Font`: a text style or an explicit size, with weight, italic and
/// design. Tether draws the default and rounded designs with Inter, the monospaced one with
/// Noto Sans Mono and the serif one with Noto Serif (`FontLibrary.designFamilies`); text styles take iOS's size for the
/// environment's `dynamicTypeSize`, and a custom font `relativeTo` a style scales with it.
nonisolated public struct Font: Hashable, Sendable {
    var size: CGFloat
    var style: TextStyle?
    var weight: Weight
    var isItalic = false
    var design: Design = .default
    /// For `custom(_:size:relativeTo:)`: the style whose growth the size follows.
    var scalesLike: TextStyle?
    /// The line spacing adjustment of `leading(_:)`.
    var lineSpacingAdjustment: Leading = .standard
    /// Which letters are drawn as small capitals (`smallCaps()` and its kin).
    var smallCapitals: SmallCapitals = []

    /// Which letters a font draws as small capitals: lowercase ones (OpenType `smcp`),
    /// capitals (`c2sc`), or both.
    struct SmallCapitals: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let lowercase = SmallCapitals(rawValue: 1 << 0)
        static let uppercase = SmallCapitals(rawValue: 1 << 1)
        /// The OpenType features that draw them.
        var features: [OpenTypeFeature] {
            (contains(.lowercase) ? [.smallCapitals] : []) + (contains(.uppercase) ? [.capitalsToSmallCapitals] : [])
        }
    }

    init(size: CGFloat, style: TextStyle?, weight: Weight) {
        self.size = size; self.style = style; self.weight = weight
    }

    /// Mirrors `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Mirrors `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 200)
        public static let thin = Weight(value: 100)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Mirrors `Font.Design`: `.monospaced` draws with Noto Sans Mono (SF Mono on iOS),
    /// `.serif` with Noto Serif (New York), `.default` and `.rounded` (SF Pro Rounded) with Inter.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let subheadline = Font(.subheadline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    private init(_ style: TextStyle) {
        self.init(size: style.pointSize(at: .large), style: style, weight: style.defaultWeight)
    }

    /// Mirrors `Font.system(size:weight:design:)`: a system font of a fixed size; a nil
    /// weight is regular and a nil design the default one.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(size: size, style: nil, weight: weight ?? .regular)
        font.design = design ?? .default
        return font
    }

    /// Mirrors `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style)
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// Mirrors `Font.custom(_:size:)`: a size relative to `body`, growing with the text size.
    /// Tether has only Inter: the size is kept, the name is not.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    /// Mirrors `Font.custom(_:size:relativeTo:)`: the size grows as `textStyle` grows.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font.system(size: size)
        font.scalesLike = textStyle
        return font
    }
    /// Mirrors `Font.custom(_:fixedSize:)`: a size that stays the same at every text size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .system(size: fixedSize) }

    /// Mirrors `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// Mirrors `Font.bold()`.
    public func bold() -> Font { weight(.bold) }
    /// Mirrors `Font.italic()`.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// Mirrors `Font.monospacedDigit()`: the face stays proportional; Inter's digits already
    /// share one width.
    public func monospacedDigit() -> Font { self }
    /// Mirrors `Font.smallCaps()`: every letter drawn as a small capital (OpenType `smcp` and
    /// `c2sc`), where the face has them: Noto Serif and Noto Sans Mono do; Inter, which draws
    /// the default design, has none (a diagnostic says so and the letters stay as they are;
    /// SF Pro's from `TETHER_FONT_DIRECTORY` have them).
    public func smallCaps() -> Font { var f = self; f.smallCapitals = [.lowercase, .uppercase]; return f }
    /// Mirrors `Font.lowercaseSmallCaps()`: lowercase letters drawn as small capitals (`smcp`).
    public func lowercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.lowercase); return f }
    /// Mirrors `Font.uppercaseSmallCaps()`: capital letters drawn as small capitals (`c2sc`).
    public func uppercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.uppercase); return f }
    /// Mirrors `Font.monospaced()`: the monospaced design (Noto Sans Mono).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// Mirrors `Font.Leading` (iOS 14): a line spacing adjustment.
    public enum Leading: Hashable, Sendable {
        /// Mirrors `standard`: the font's own line spacing.
        case standard
        /// Mirrors `tight`: 2 points less between lines (UIKit's `traitTightLeading`
        /// subtracts 2 points from a text style's leading).
        case tight
        /// Mirrors `loose`: 2 points more between lines.
        case loose

        /// The points added to the distance between baselines.
        var points: CGFloat {
            switch self {
            case .standard: return 0
            case .tight: return -2
            case .loose: return 2
            }
        }
    }
    /// Mirrors `Font.leading(_:)`: the distance between the baselines of the text's lines
    /// changed by the adjustment (a single line keeps its height).
    public func leading(_ leading: Leading) -> Font { var f = self; f.lineSpacingAdjustment = leading; return f }

    /// The concrete face, size and line pitch this font draws with at a text size: a text
    /// style takes iOS's leading for that size, any other font the leading of the text
    /// styles at its point size.
    func resolved(at typeSize: DynamicTypeSize = .large) -> ResolvedFont {
        var points = size
        if let style, typeSize != .large { points = size * style.scale(at: typeSize) }
        if let scalesLike, typeSize != .large { points = size * scalesLike.scale(at: typeSize) }
        let safeSize = points.isFinite && points > 0 ? points : 0
        let lineHeight = style.map { $0.leading(at: typeSize) * (safeSize / max($0.pointSize(at: typeSize), 1)) }
            ?? SystemFontMetrics.leading(size: safeSize)
        let adjustedLineHeight = max(0, lineHeight + (safeSize > 0 ? lineSpacingAdjustment.points : 0))
        return ResolvedFont(size: safeSize, weight: weight, italic: isItalic, lineHeight: adjustedLineHeight, design: design,
                            smallCapitals: smallCapitals)
    }
}

/// Mirrors SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A font ready to shape: size in points, face by weight, slant and design, and the distance
/// between the baselines of its lines.
struct ResolvedFont: Hashable, Sendable {
    var size: CGFloat
    var weight: Font.Weight
    var italic: Bool
    var lineHeight: CGFloat
    var design: Font.Design = .default
    var smallCapitals: Font.SmallCapitals = []
}

/// Where a line that does not fit is shortened; `clip` keeps the lines up to the limit whole
/// and drops the rest, as a scrolling vertical `TextField` shows its first lines.
enum TextTruncation: Hashable, Sendable { case head, middle, tail, clip }
