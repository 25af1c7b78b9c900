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

    public init(_ value: String) { key = value; formatKey = value; arguments = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        formatKey = stringInterpolation.format
        arguments = stringInterpolation.arguments
        key = LocalizedFormat.fill(formatKey, with: arguments)
    }

    /// Mirrors `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [LocalizedFormatArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { format.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { format += literal.replacingOccurrences(of: "%", with: "%%") }
        public mutating func appendInterpolation<T>(_ value: T) { append("%@", .text(String(describing: value))) }
        public mutating func appendInterpolation(_ string: String) { append("%@", .text(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(T.isSigned ? "%lld" : "%llu", .number(Double(value), String(value)))
        }
        public mutating func appendInterpolation(_ value: Double) { append("%lf", .number(value, String(format: "%f", value))) }
        public mutating func appendInterpolation(_ value: Float) { append("%f", .number(Double(value), String(format: "%f", Double(value)))) }
        public mutating func appendInterpolation(_ text: Text) { append("%@", .text(text.string)) }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append("%@", .text(format.format(value)))
        }
        private mutating func append(_ specifier: String, _ argument: LocalizedFormatArgument) {
            format += specifier
            arguments.append(argument)
        }
    }
}

/// Mirrors SwiftUI's `Text`: a string drawn with the environment's font, wrapped to the
/// offered width. Its ideal size is the unwrapped line.
nonisolated public struct Text: Equatable, Sendable {
    /// The text's parts (several after `+`); localized parts are looked up at resolve.
    var segments: [TextSegment]
    /// The text as shown when nothing is translated.
    var string: String { segments.map(\.fallback).joined() }
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

    /// Mirrors `Text(_:tableName:bundle:comment:)`: `key` looked up in the string table
    /// (`Localizable` unless named) of `bundle` (nil: the main bundle) for the environment's
    /// locale, else shown as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [.localized(key, table: tableName, bundle: bundle)]
    }
    /// Mirrors `Text(verbatim:)`: shown as given, never looked up.
    public init(verbatim content: String) { segments = [.verbatim(content)] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [.verbatim(String(content))] }

    /// Mirrors `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

    /// Mirrors `Text.font(_:)`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// Mirrors `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// Mirrors `Text.bold()`.
    public func bold() -> Text { fontWeight(.bold) }
    /// Mirrors `Text.italic()`.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// Mirrors `Text.bold(_:)`: bold when `isActive`, else the text as it was.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Mirrors `Text.italic(_:)`: italic when `isActive`, else the text as it was.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Mirrors `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.segments = lhs.segments + rhs.segments
        return t
    }

    /// This text with its localized parts looked up for `node`'s locale (problems reported there).
    func localized(for node: ViewNode) -> Text {
        guard segments.contains(where: \.isLocalized) else { return self }
        var t = self
        t.segments = [.verbatim(segments.map { $0.resolved(locale: node.environment.locale, node: node) }.joined())]
        return t
    }

    /// The font this text draws with in `env`.
    func resolvedFont(in env: EnvironmentValues) -> ResolvedFont {
        var f = (font ?? env.font ?? .body).resolved(at: env.dynamicTypeSize)
        if let weight { f.weight = weight }
        if isItalic { f.italic = true }
        return f
    }
}

extension Text: View {
    public typealias Body = Never
}

/// Text's layout: HarfBuzz-shaped lines, wrapped at the proposed width; a limited height
/// keeps only the lines that fit (at least one).
struct TextLayoutNode: NodeLayout, Equatable {
    let text: Text
    let font: ResolvedFont
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncation: TextTruncation

    /// The text laid out for `p`, remembered on `node` until its layout is invalidated
    /// (stacks ask for many proposals while measuring, aligning and drawing; those that differ
    /// only in a height that fits the same number of lines share one layout).
    func layout(_ p: ProposedViewSize, node: ViewNode) -> TextLayout {
        let memo: TextLayoutMemo
        if let existing = node.layoutCache as? TextLayoutMemo {
            memo = existing
        } else {
            memo = TextLayoutMemo()
            node.layoutCache = memo
        }
        let request = TextLayoutMemo.Request(width: p.width, lineLimit: lineLimit(for: p))
        if let known = memo.layouts[request] { return known }
        let laidOut = layout(request)
        memo.layouts[request] = laidOut
        return laidOut
    }

    func layout(_ p: ProposedViewSize) -> TextLayout {
        layout(TextLayoutMemo.Request(width: p.width, lineLimit: lineLimit(for: p)))
    }

    private func layout(_ request: TextLayoutMemo.Request) -> TextLayout {
        TextEngine.layout(text.string, font: font, maxWidth: request.width, lineLimit: request.lineLimit,
                          alignment: alignment, truncation: truncation)
    }

    /// `lineLimit`, lowered to the number of lines a finite proposed height fits.
    private func lineLimit(for p: ProposedViewSize) -> Int? {
        guard let h = p.height, h.isFinite else { return lineLimit }
        let lineHeight = TextEngine.metrics(for: font).lineHeight
        let fitting = max(1, Int(saturating: (h + 0.001) / max(lineHeight, 1)))
        return min(lineLimit ?? fitting, fitting)
    }
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { layout(p, node: node).size }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(proposal, node: node).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(proposal, node: node).lastBaseline }
        return nil
    }
}

/// A text node's layouts per proposal, kept in the node's layout cache.
final class TextLayoutMemo {
    /// What a layout depends on from the proposal.
    struct Request: Hashable {
        var width: CGFloat?
        var lineLimit: Int?
    }
    var layouts: [Request: TextLayout] = [:]
}

/// Draws text as glyph outlines filled with its colour.
struct TextDrawing: NodeDrawing {
    let layout: TextLayoutNode
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let laidOut = layout.layout(node.proposal, node: node)
        let paint = layout.text.color.map { Paint.solid($0.rgba) }
            ?? ResolvedPaint.foreground(level: 0).paint(in: environment, bounds: CGRect(origin: .zero, size: size))
        let path = laidOut.path()
        guard !path.isEmpty else { return [] }
        return [.fill(path, paint, FillStyle())]
    }
}

extension Text: ResolvableView {
    func resolve(in node: ViewNode) {
        let env = node.environment
        let truncation: TextTruncation
        switch env.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        var limit = env.lineLimit
        if let l = limit, l < 1 {
            node.graph.report(.invalidGeometry, "lineLimit must be at least 1; using 1", at: node)
            limit = 1
        }
        let layout = TextLayoutNode(text: localized(for: node).cased(env.textCase, locale: env.locale), font: resolvedFont(in: env), lineLimit: limit,
                                    alignment: env.multilineTextAlignment, truncation: truncation)
        node.layout = layout
        node.drawing = TextDrawing(layout: layout)
        node.setChildren([])
        for message in TextEngine.layout("", font: layout.font, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).diagnostics {
            node.graph.report(.missingFont, message, at: node)
        }
    }
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
}

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
    nonisolated public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// Mirrors SwiftUI's `multilineTextAlignment(_:)`.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Mirrors SwiftUI's `truncationMode(_:)`.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
}
