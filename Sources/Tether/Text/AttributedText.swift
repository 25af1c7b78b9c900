import Foundation

extension Text {
    /// Mirrors `Text.init(_ attributedContent: AttributedString)`: each run of the string is
    /// a piece of the text styled by its SwiftUI attributes (`font`, `foregroundColor`,
    /// `backgroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`, `tracking`,
    /// `baselineOffset`); a run with Foundation's `link` is drawn in the tint colour unless it
    /// has its own colour. As in SwiftUI, the text's own modifiers and the environment style
    /// what the runs leave unset. The string is never looked up or parsed as Markdown.
    /// (Disfavoured: Foundation on Linux makes `AttributedString` a string literal, and a
    /// literal makes a `LocalizedStringKey`, as in SwiftUI.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var pieces: [TextPiece] = []
        for run in attributedContent.runs {
            var attributes = TextAttributes()
            attributes.font = run[SwiftUI.FontAttribute.self]
            attributes.foreground = run[SwiftUI.ForegroundColorAttribute.self].map(ResolvedPaint.color)
            attributes.background = run[SwiftUI.BackgroundColorAttribute.self].map(ResolvedPaint.color)
            attributes.strikethrough = run[SwiftUI.StrikethroughStyleAttribute.self]
            attributes.underline = run[SwiftUI.UnderlineStyleAttribute.self]
            attributes.kerning = run[SwiftUI.KerningAttribute.self]
            attributes.tracking = run[SwiftUI.TrackingAttribute.self]
            attributes.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
            attributes.link = run.link
            let text = String(attributedContent[run.range].characters)
            pieces.append(TextPiece(content: .verbatim(text), attributes: attributes))
        }
        self.init(pieces: pieces.isEmpty ? [TextPiece(content: .verbatim(""))] : pieces)
    }
}
