import Foundation

/// The styling of a piece of `Text`, set by `Text`'s own modifiers, by Markdown and by the
/// view modifiers that style all text below them. Nil means "not set here": the style given
/// closest to the text wins, as in SwiftUI (`Text("a").foregroundColor(.red)` stays red
/// inside `.foregroundColor(.blue)`).
struct TextAttributes: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var foreground: ResolvedPaint?
    /// A fill behind the piece (an `AttributedString`'s `backgroundColor`).
    var background: ResolvedPaint?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// A Markdown link's destination (drawn in the tint colour).
    var link: URL?
    /// The language the piece is typeset for (`typesettingLanguage`).
    var typesettingLanguage: TypesettingLanguage.Storage?
    /// Values attached with `customAttribute(_:)`, one per type, for text renderers.
    var custom = CustomTextAttributes()

    /// These attributes, with what is not set here taken from `outer`.
    func filled(from outer: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? outer.font, weight: weight ?? outer.weight, italic: italic ?? outer.italic,
                       design: design ?? outer.design, foreground: foreground ?? outer.foreground,
                       background: background ?? outer.background,
                       kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                       baselineOffset: baselineOffset ?? outer.baselineOffset,
                       underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                       link: link ?? outer.link, typesettingLanguage: typesettingLanguage ?? outer.typesettingLanguage,
                       custom: custom.filled(from: outer.custom))
    }

    /// The font a piece with these attributes draws with, `base` being the environment's font.
    func font(over base: Font?, at typeSize: DynamicTypeSize) -> ResolvedFont {
        var chosen = font ?? base ?? .body
        if let design { chosen.design = design }
        var resolved = chosen.resolved(at: typeSize)
        if let weight { resolved.weight = weight }
        if italic == true { resolved.italic = true }
        return resolved
    }

    /// The space added after each character: tracking when set, else kerning.
    var characterSpacing: CGFloat {
        let value = tracking ?? kerning ?? 0
        return value.isFinite ? value : 0
    }
}

extension Text {
    /// Mirrors SwiftUI's `Text.LineStyle`: how an underline or strikethrough is drawn.
    public struct LineStyle: Hashable, Sendable {
        let isActive: Bool
        let pattern: Pattern
        let color: Color?

        /// Mirrors `init(pattern:color:)`: a line with `pattern`, in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            isActive = true; self.pattern = pattern; self.color = color
        }
        init(isActive: Bool, pattern: Pattern, color: Color?) {
            self.isActive = isActive; self.pattern = pattern; self.color = color
        }
        /// Mirrors `single`: a solid line in the text's colour.
        public static let single = LineStyle()

        /// Mirrors `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            /// Dash and gap lengths in multiples of the line's thickness (empty: solid).
            let dashes: [CGFloat]
            /// Mirrors `solid`.
            public static let solid = Pattern(dashes: [])
            /// Mirrors `dot`.
            public static let dot = Pattern(dashes: [1, 2])
            /// Mirrors `dash`.
            public static let dash = Pattern(dashes: [4, 2])
            /// Mirrors `dashDot`.
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            /// Mirrors `dashDotDot`.
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }
    }

    /// This text with `change` applied to the attributes of every piece where they are not set.
    func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        var t = self
        for index in t.pieces.indices { t.pieces[index].attributes = t.pieces[index].attributes.filled(from: outer) }
        return t
    }

    /// Mirrors `Text.kerning(_:)`: points added after each character (also after the last).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// Mirrors `Text.tracking(_:)`: points added after each character cluster; it wins over kerning.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    /// Mirrors `Text.baselineOffset(_:)`: the text raised (positive) or lowered by points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }
    /// Mirrors `Text.underline(_:color:)`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }
    /// Mirrors `Text.underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = LineStyle(isActive: isActive, pattern: pattern, color: color) }
    }
    /// Mirrors `Text.strikethrough(_:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    /// Mirrors `Text.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.strikethrough = LineStyle(isActive: isActive, pattern: pattern, color: color) }
    }
    /// Mirrors `Text.fontDesign(_:)` (`Font.Design` names the face each design draws with).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// Mirrors `Text.fontWidth(_:)`; Inter has one width, so the text keeps it.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// Mirrors `Text.monospaced(_:)`: the monospaced design (Noto Sans Mono).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// Mirrors `Text.monospacedDigit()`: the face stays proportional; Inter's digits already share one width.
    public func monospacedDigit() -> Text { self }
    /// Mirrors `Text.foregroundStyle(_:)`: the text filled with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let paint = resolvePaint(style)
        return styled { $0.foreground = paint }
    }
}

private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The text styling given by view modifiers above (`kerning`, `underline`, ...).
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `lineSpacing` environment value: points between a text's lines.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `minimumScaleFactor` environment value.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `allowsTightening` environment value (default false).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Styles all text below; a style given closer to a text wins.
    nonisolated func textStyled(_ change: @escaping @Sendable (inout TextAttributes) -> Void) -> some View {
        transformEnvironment(\.textAttributes) { attributes in
            var inner = TextAttributes()
            change(&inner)
            attributes = inner.filled(from: attributes)
        }
    }
    /// Mirrors SwiftUI's `kerning(_:)` for the text in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { textStyled { $0.kerning = kerning } }
    /// Mirrors SwiftUI's `tracking(_:)` for the text in this view.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { textStyled { $0.tracking = tracking } }
    /// Mirrors SwiftUI's `baselineOffset(_:)` for the text in this view.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textStyled { $0.baselineOffset = baselineOffset }
    }
    /// Mirrors SwiftUI's `underline(_:pattern:color:)` for the text in this view.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyled { $0.underline = Text.LineStyle(isActive: isActive, pattern: pattern, color: color) }
    }
    /// Mirrors SwiftUI's `strikethrough(_:pattern:color:)` for the text in this view.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyled { $0.strikethrough = Text.LineStyle(isActive: isActive, pattern: pattern, color: color) }
    }
    /// Mirrors SwiftUI's `fontDesign(_:)` (`Font.Design` names the face each design draws with).
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { textStyled { $0.design = design } }
    /// Mirrors SwiftUI's `fontWidth(_:)`; Inter has one width, so text keeps it.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Mirrors SwiftUI's `monospaced(_:)`: the monospaced design (Noto Sans Mono).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        textStyled { if isActive { $0.design = .monospaced } }
    }
    /// Mirrors SwiftUI's `monospacedDigit()`: the face stays proportional; Inter's digits already share one width.
    nonisolated public func monospacedDigit() -> some View { self }
    /// Mirrors SwiftUI's `lineSpacing(_:)`: points added between the lines of text below.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    /// Mirrors SwiftUI's `minimumScaleFactor(_:)`: text that does not fit its space shrinks,
    /// down to this fraction of its size, before it is truncated.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    /// Mirrors SwiftUI's `allowsTightening(_:)`: text that would be truncated compresses the
    /// space between its characters instead, when a text at most 5 % wider than its line then
    /// fits (TextKit's default `tighteningFactorForTruncation`, see `Tightener`); this comes
    /// before `minimumScaleFactor` shrinks it. Lines that fit are never tightened.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

extension Font {
    /// Mirrors SwiftUI's `Font.Width`. Inter has one width; text keeps it.
    public struct Width: Hashable, Sendable {
        /// Mirrors `value`.
        public var value: CGFloat
        /// Mirrors `init(_:)`.
        public init(_ value: CGFloat) { self.value = value }
        /// Mirrors `compressed`.
        public static let compressed = Width(-0.3)
        /// Mirrors `condensed`.
        public static let condensed = Width(-0.2)
        /// Mirrors `standard`.
        public static let standard = Width(0)
        /// Mirrors `expanded`.
        public static let expanded = Width(0.2)
    }
    /// Mirrors `Font.width(_:)`; drawn at Inter's one width.
    public func width(_ width: Width) -> Font { self }
}
