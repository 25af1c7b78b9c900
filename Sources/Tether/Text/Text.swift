import Foundation

/// Mirrors SwiftUI's `LocalizedStringKey`: the key a `Text` literal creates. Interpolations
/// become format specifiers in the key (`"Hello \(name)"` is the key `"Hello %@"`), as in
/// SwiftUI; `Text` looks the key up in the string tables for the environment's locale and
/// falls back to the key with its arguments filled in.
nonisolated public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its arguments formatted: what is shown when no table has the key.
    let key: String
    /// The key as string tables hold it, with format specifiers for the arguments.
    let formatKey: String
    let arguments: [LocalizedFormatArgument]
    /// The interpolated images, in order: each argument that is one is written as
    /// `TextInlineImage.character`, which the text shows as the image.
    var images: [Image] = []

    public init(_ value: String) { key = value; formatKey = value; arguments = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        formatKey = stringInterpolation.format
        arguments = stringInterpolation.arguments
        images = stringInterpolation.images
        key = LocalizedFormat.fill(formatKey, with: arguments)
    }

    // Equal keys have equal strings, so the images need not be hashed (images are only `Equatable`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(formatKey)
        hasher.combine(arguments)
    }

    /// Mirrors `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [LocalizedFormatArgument] = []
        var images: [Image] = []
        public init(literalCapacity: Int, interpolationCount: Int) { format.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { format += literal.replacingOccurrences(of: "%", with: "%%") }
        public mutating func appendInterpolation<T>(_ value: T) { append("%@", .text(String(describing: value))) }
        public mutating func appendInterpolation(_ string: String) { append("%@", .text(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(T.isSigned ? "%lld" : "%llu", .number(Double(value), String(value)))
        }
        public mutating func appendInterpolation(_ value: Double) { append("%lf", .number(value, String(format: "%f", value))) }
        public mutating func appendInterpolation(_ value: Float) { append("%f", .number(Double(value), String(format: "%f", Double(value)))) }
        /// Mirrors `appendInterpolation(_:)` for a `Text`: its characters, with its images.
        public mutating func appendInterpolation(_ text: Text) {
            images += text.pieces.compactMap { if case .image(let image) = $0.content { return image } else { return nil } }
            append("%@", .text(text.pieces.map(\.content.fallback).joined()))
        }
        /// Mirrors `appendInterpolation(_:)` for an `Image`: the image inside the text
        /// (`Text("\(Image(systemName: "star.fill")) 4.5")`), as `Text(_:)` with an image shows it.
        public mutating func appendInterpolation(_ image: Image) {
            images.append(image)
            append("%@", .text(String(TextInlineImage.character)))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append("%@", .text(format.format(value)))
        }
        /// Mirrors `appendInterpolation(_:specifier:)` for integers: `"\(count, specifier: "%d")"`.
        /// The specifier is also the argument's place in the string table's key.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendNumber(Double(value), String(value), specifier: specifier)
        }
        /// Mirrors `appendInterpolation(_:specifier:)` for floating-point numbers:
        /// `"\(celsius, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendNumber(Double(value), "\(Double(value))", specifier: specifier)
        }
        /// Mirrors `appendInterpolation(_:style:)` for a date (`"Date: \(day, style: .date)"`):
        /// the date as `Text(_:style:)` shows it, formatted when the key is made, in the
        /// current locale, calendar and time zone.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append("%@", .text(TextSegment.date(date, style).fallback))
        }
        /// Mirrors `appendInterpolation(_:)` for a range of dates: as `Text(_:)` shows it,
        /// formatted when the key is made, in the current locale, calendar and time zone.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            append("%@", .text(TextSegment.dateInterval(dates).fallback))
        }
        /// Mirrors `appendInterpolation(_:)` for a `DateInterval`: as a range of dates.
        public mutating func appendInterpolation(_ dateInterval: DateInterval) {
            appendInterpolation(dateInterval.start...dateInterval.end)
        }
        /// Mirrors `appendInterpolation(_:formatter:)` for Foundation values and objects
        /// (`Date`, `URL`, `NSNumber`…; on Apple platforms it takes `ReferenceConvertible` or
        /// `NSObject` values — Linux's `Date` is not `ReferenceConvertible`, so any value is
        /// taken): the formatter's text, else the value's description.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append("%@", .text(formatter?.string(for: subject) ?? String(describing: subject)))
        }
        /// A number written by `specifier` as string tables write their arguments (a specifier
        /// that is not a number's is written as the plain value, never a crash).
        private mutating func appendNumber(_ number: Double, _ plain: String, specifier: String) {
            let written = LocalizedFormat.fill(specifier, with: [.number(number, plain)])
            append(specifier, .number(number, written))
        }
        private mutating func append(_ specifier: String, _ argument: LocalizedFormatArgument) {
            format += specifier
            arguments.append(argument)
        }
    }
}

/// Mirrors SwiftUI's `Text`: a string drawn with the environment's font, wrapped to the
/// offered width. Its ideal size is the unwrapped line. Concatenated texts (`+`) keep each
/// piece's own style; a modifier on the whole styles what its pieces leave unset.
nonisolated public struct Text: Equatable, Sendable {
    /// The text's parts (several after `+` or Markdown); localized parts are looked up at resolve.
    var pieces: [TextPiece]
    /// The text as shown when nothing is translated.
    /// The text as shown when nothing is translated, an inline image read by its name.
    var string: String { pieces.map(\.content.readable).joined() }

    init(pieces: [TextPiece]) { self.pieces = pieces }
    init(segment: TextSegment) { pieces = [TextPiece(content: segment)] }

    /// Mirrors `Text(_:tableName:bundle:comment:)`: `key` looked up in the string table
    /// (`Localizable` unless named) of `bundle` (nil: the main bundle) for the environment's
    /// locale, else shown as written. Markdown in the result is styled (`**bold**`, `*italic*`,
    /// `` `code` ``, `~~struck~~`, `[links](url)` in the tint colour).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(segment: .localized(key, table: tableName, bundle: bundle))
    }
    /// Mirrors `Text(verbatim:)`: shown as given, never looked up.
    public init(verbatim content: String) { self.init(segment: .verbatim(content)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(segment: .verbatim(String(content))) }

    /// Mirrors `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

    /// Mirrors `Text.font(_:)`.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// Mirrors `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// Mirrors `Text.bold()`.
    public func bold() -> Text { fontWeight(.bold) }
    /// Mirrors `Text.italic()`.
    public func italic() -> Text { styled { $0.italic = true } }
    /// Mirrors `Text.bold(_:)`: bold when `isActive`, else the text as it was.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Mirrors `Text.italic(_:)`: italic when `isActive`, else the text as it was.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Mirrors `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color.map(ResolvedPaint.color) } }

    /// Mirrors `Text.+`: the two texts one after the other, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(pieces: lhs.pieces + rhs.pieces)
    }

    /// This text with its localized and dated parts resolved for `node`'s environment
    /// (problems reported there), Markdown in localized parts styled.
    func localized(for node: ViewNode) -> Text {
        resolvedContent(in: node.environment) { node.graph.report(.missingResource, $0, at: node) }
    }

    /// This text with every piece verbatim: looked up, formatted and Markdown styled for `env`.
    func resolvedContent(in env: EnvironmentValues, report: (String) -> Void) -> Text {
        guard pieces.contains(where: { !$0.content.isVerbatim }) else { return self }
        var out: [TextPiece] = []
        for piece in pieces {
            switch piece.content {
            case .verbatim, .image:
                out.append(piece)
            case .localized(let key, _, _):
                var images = key.images[...]
                for parsed in MarkdownText.pieces(piece.content.resolved(locale: env.locale, report: report)) {
                    let attributes = parsed.attributes.filled(from: piece.attributes)
                    guard !images.isEmpty, case .verbatim(let string) = parsed.content, string.contains(TextInlineImage.character) else {
                        out.append(TextPiece(content: parsed.content, attributes: attributes))
                        continue
                    }
                    // The interpolated images stand where their characters are, in order.
                    var stretch = ""
                    for character in string {
                        if character == TextInlineImage.character, let image = images.popFirst() {
                            if !stretch.isEmpty { out.append(TextPiece(content: .verbatim(stretch), attributes: attributes)) }
                            out.append(TextPiece(content: .image(image), attributes: attributes))
                            stretch = ""
                        } else {
                            stretch.append(character)
                        }
                    }
                    if !stretch.isEmpty { out.append(TextPiece(content: .verbatim(stretch), attributes: attributes)) }
                }
            default:
                out.append(TextPiece(content: .verbatim(piece.content.formatted(in: env)), attributes: piece.attributes))
            }
        }
        return Text(pieces: out)
    }

    /// The runs this (resolved) text lays out as in `env`, and how each is painted; problems
    /// with its inline images go to `report`.
    func runs(in env: EnvironmentValues, report: (Diagnostic.Kind, String) -> Void = { _, _ in }) -> (runs: [TextRun], paints: [TextRunPaint]) {
        var runs: [TextRun] = [], paints: [TextRunPaint] = []
        let outer = env.textAttributes
        for piece in pieces {
            let attributes = piece.attributes.filled(from: outer)
            var run = TextRun(text: piece.content.fallback, font: attributes.font(over: env.font, at: env.dynamicTypeSize))
            if case .image(let image) = piece.content { run.inlineImage = TextInlineImage(image, font: run.font, in: env, report: report) }
            run.spacing = attributes.characterSpacing
            if let offset = attributes.baselineOffset, offset.isFinite { run.baselineOffset = offset }
            // Only text with characters from U+2E80 on (where the CJK blocks begin) has Han forms to choose.
            if run.scripts.contains(.ideographic) {
                run.hanForms = HanGlyphForms(typesetting: attributes.typesettingLanguage, locale: env.locale)
            }
            runs.append(run)
            paints.append(TextRunPaint(foreground: attributes.foreground ?? (attributes.link != nil ? .tint : nil),
                                       background: attributes.background, underline: attributes.underline, strikethrough: attributes.strikethrough))
        }
        return (runs, paints)
    }

    /// The font the first of `runs` draws with (the environment's font when there are none).
    static func leadingFont(of runs: [TextRun], in env: EnvironmentValues) -> ResolvedFont {
        runs.first?.font ?? env.textAttributes.font(over: env.font, at: env.dynamicTypeSize)
    }

    /// The fill every piece shares, if they share one.
    var uniformForeground: ResolvedPaint? {
        let fills = Set(pieces.map(\.attributes.foreground))
        return fills.count == 1 ? fills.first ?? nil : nil
    }
}

/// A part of a `Text` with its own style.
struct TextPiece: Equatable, Sendable {
    var content: TextSegment
    var attributes = TextAttributes()
}

extension Text: View {
    public typealias Body = Never
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `font` environment value (nil: body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `lineLimit` environment value.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The line limits of text (`lineLimit` and the lines it reserves), set together by every
    /// `lineLimit` modifier so the innermost one decides both.
    var textLineLimits: TextLineLimits {
        get { TextLineLimits(most: lineLimit, reserved: self[ReservedTextLinesKey.self]) }
        set { lineLimit = newValue.most; self[ReservedTextLinesKey.self] = newValue.reserved }
    }
    /// Mirrors SwiftUI's `multilineTextAlignment` environment value.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `truncationMode` environment value.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// True inside a vertical `TextField`: text past the line limit is cut off, not truncated
    /// with an ellipsis (the field scrolls instead).
    var clipsTextPastLineLimit: Bool {
        get { self[ClipsTextPastLineLimitKey.self] }
        set { self[ClipsTextPastLineLimitKey.self] = newValue }
    }
}

private struct ClipsTextPastLineLimitKey: PresentationContextKey { static let defaultValue = false }

extension View {
    /// Mirrors SwiftUI's `font(_:)`.
    nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Mirrors SwiftUI's `fontWeight(_:)` (applies to the environment's font).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in if let weight { font = (font ?? .body).weight(weight) } }
    }
    /// Mirrors SwiftUI's `bold(_:)`.
    nonisolated public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Mirrors SwiftUI's `italic(_:)`: the text below in the italic of its font.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in if isActive { font = (font ?? .body).italic() } }
    }
    /// Mirrors SwiftUI's `lineLimit(_:)`.
    nonisolated public func lineLimit(_ number: Int?) -> some View { environment(\.textLineLimits, TextLineLimits(most: number)) }
    /// Mirrors SwiftUI's `lineLimit(_:reservesSpace:)` (iOS 16): at most `limit` lines and,
    /// reserving space, as tall as `limit` lines however few the text has.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.textLineLimits, TextLineLimits(most: limit, reserved: reservesSpace ? limit : nil))
    }
    /// Mirrors SwiftUI's `lineLimit(_:)` with a closed range (iOS 16): as tall as at least
    /// `lowerBound` lines, at most `upperBound` lines.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.textLineLimits, TextLineLimits(most: limit.upperBound, reserved: limit.lowerBound))
    }
    /// Mirrors SwiftUI's `lineLimit(_:)` with a partial range from (iOS 16): as tall as at
    /// least `lowerBound` lines, with no most.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.textLineLimits, TextLineLimits(most: nil, reserved: limit.lowerBound))
    }
    /// Mirrors SwiftUI's `lineLimit(_:)` with a partial range through (iOS 16): at most
    /// `upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.textLineLimits, TextLineLimits(most: limit.upperBound))
    }
    /// Mirrors SwiftUI's `multilineTextAlignment(_:)`.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Mirrors SwiftUI's `truncationMode(_:)`.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
}

/// A text's line limits: at most `most` lines (nil: no limit), at least as tall as `reserved`
/// lines (nil: as tall as its lines), as SwiftUI's `lineLimit` ranges and `reservesSpace` set them.
struct TextLineLimits: Hashable, Sendable {
    var most: Int?
    var reserved: Int? = nil
}

private struct ReservedTextLinesKey: PresentationContextKey { static let defaultValue: Int? = nil }
