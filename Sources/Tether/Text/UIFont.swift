import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIFont` as SwiftUI code
/// uses it — `UIFont.preferredFont(forTextStyle:)` and `systemFont(ofSize:weight:)`, turned
/// into a `Font` with `Font(_:)`. Sizes are iOS's at the default Dynamic Type size.
public final class UIFont: NSObject, @unchecked Sendable {
    let font: Font
    /// The text style of a font from `preferredFont(forTextStyle:)`, which a label adjusting
    /// to the content size category follows.
    let textStyle: TextStyle?
    /// Mirrors `UIFont.pointSize`.
    public var pointSize: CGFloat { font.size }

    init(_ font: Font, textStyle: TextStyle? = nil) {
        self.font = font
        self.textStyle = textStyle
    }

    /// Mirrors `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// Mirrors `UIFont.Weight` (UIKit's raw values, -1...1).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest of SwiftUI's weights.
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// Mirrors `UIFont.preferredFont(forTextStyle:)`: the style at the default text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(.system(style.swiftUIStyle), textStyle: style)
    }
    /// Mirrors `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style at the traits'
    /// text size (iOS's point size for it), the default size when they specify none.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        guard let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize, size != .large else {
            return preferredFont(forTextStyle: style)
        }
        var font = Font.system(style.swiftUIStyle)
        font.size = style.swiftUIStyle.pointSize(at: size)
        font.style = nil
        return UIFont(font, textStyle: style)
    }
    /// Mirrors `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: fontSize, weight: weight.swiftUIWeight))
    }
    /// Mirrors `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// Mirrors `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// Mirrors `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(Font.system(size: fontSize).italic()) }
    /// Mirrors `UIFont.monospacedSystemFont(ofSize:weight:)` (drawn with Noto Sans Mono, like `Font.monospaced()`).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: fontSize, weight: weight.swiftUIWeight, design: .monospaced))
    }
    /// Mirrors `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font with
    /// digits of one width (the proportional face, as `Font.monospacedDigit()`).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font.system(size: fontSize, weight: weight.swiftUIWeight).monospacedDigit())
    }
    /// Mirrors `UIFont(name:size:)`: Tether has only Inter, so the name is not used.
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(Font.custom(fontName, size: fontSize)) }
    /// The font's vertical metrics as Tether lays text out with them (SF Pro's, or the face's
    /// own from `TETHER_FONT_DIRECTORY`).
    private var metrics: TextMetrics { TextEngine.metrics(for: font.resolved()) }
    /// Mirrors `ascender`: the top of the tallest glyphs above the baseline (17 pt: 16.19).
    public var ascender: CGFloat { metrics.ascent }
    /// Mirrors `descender`: the bottom of the lowest glyphs, below the baseline, so negative
    /// (17 pt: −4.10).
    public var descender: CGFloat { -metrics.descent }
    /// Mirrors `leading`: the system font adds none between lines of a `UILabel`.
    public var leading: CGFloat { 0 }
    /// Mirrors `lineHeight`: ascender to descender (17 pt: 20.29, as iOS reports for body).
    public var lineHeight: CGFloat { metrics.ascent + metrics.descent }
    /// Mirrors `capHeight`: SF Pro's capital height (17 pt: 11.98).
    public var capHeight: CGFloat { SystemFontMetrics.capHeight * pointSize }
    /// Mirrors `xHeight`: SF Pro's x-height (17 pt: 8.95).
    public var xHeight: CGFloat { SystemFontMetrics.xHeight * pointSize }
    /// Mirrors `withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> UIFont { var f = font; f.size = fontSize; f.style = nil; return UIFont(f) }
}

extension Font {
    /// Mirrors SwiftUI's `Font(_: UIFont)`.
    public init(_ font: UIFont) { self = font.font }
}

extension UIFont {
    /// `string` laid out by Tether's text engine in this font, as a UIKit text view draws it
    /// (leading-aligned, tail-truncated): what `UILabel`, `UITextField` and `UITextView`
    /// measure and place their text by.
    func layout(_ string: String, maxWidth: CGFloat?, lineLimit: Int?) -> TextLayout {
        var environment = EnvironmentValues()
        environment.font = font
        let runs = Text(verbatim: string).runs(in: environment).runs
        return TextEngine.layout(runs, maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: 0, alignment: .leading, truncation: .tail)
    }
}

extension CGSize {
    /// The size rounded up to the 2x pixel grid, as UIKit text views round their text.
    var roundedUpToHalfPoints: CGSize {
        CGSize(width: (width * 2).rounded(.up) / 2, height: (height * 2).rounded(.up) / 2)
    }
}
