import Foundation

/// Mirrors SwiftUI's `TextRenderer` (iOS 17; `sizeThatFits` and `displayPadding` iOS 18): a
/// value that replaces how text views draw. The text is laid out as usual; `draw(layout:in:)`
/// then receives its lines, runs and glyphs (`Text.Layout`) in the text view's own space and
/// draws whatever it likes into the context — what it draws is all the text shows.
///
/// ```swift
/// struct FadingLines: TextRenderer {
///     func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
///         for (index, line) in layout.enumerated() {
///             var copy = ctx
///             copy.opacity = 1 - Double(index) * 0.3
///             copy.draw(line)
///         }
///     }
/// }
/// Text(story).textRenderer(FadingLines())
/// ```
///
/// Tether draws the renderer's current value: with no animated frames, its `animatableData`
/// is never interpolated.
public protocol TextRenderer: Animatable {
    /// Mirrors `draw(layout:in:)`: draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// Mirrors `sizeThatFits(proposal:text:)`: the size of the text view for `proposal`
    /// (by default the text's own, `text.sizeThatFits(proposal)`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Mirrors `displayPadding`: how far beyond the text view's bounds the layer the renderer
    /// draws into reaches (by default nothing: drawing outside the bounds is cut off).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// Mirrors the default `sizeThatFits(proposal:text:)`: the text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// Mirrors the default `displayPadding`: no padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

extension View {
    /// Mirrors SwiftUI's `textRenderer(_:)` (iOS 18): every text view below draws with
    /// `renderer`. The renderer closest to a text is the one it uses.
    nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environment(\.textRenderer, AnyTextRenderer(renderer))
    }
}

/// A text renderer of any type, as the environment carries it. Two boxes are equal when their
/// renderers are (`sameLayout`: `==` for `Equatable` renderers, else the same bytes), so a
/// text whose renderer did not change keeps its layout.
struct AnyTextRenderer: Equatable, @unchecked Sendable {
    let base: any TextRenderer

    init(_ base: any TextRenderer) { self.base = base }

    static func == (a: AnyTextRenderer, b: AnyTextRenderer) -> Bool { sameLayout(a.base, b.base) }

    /// The renderer's `displayPadding` with non-finite or negative insets taken as 0.
    var padding: EdgeInsets {
        let p = base.displayPadding
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 100_000) : 0 }
        return EdgeInsets(top: clean(p.top), leading: clean(p.leading), bottom: clean(p.bottom), trailing: clean(p.trailing))
    }
}

private struct TextRendererKey: EnvironmentKey { static let defaultValue: AnyTextRenderer? = nil }

extension EnvironmentValues {
    /// The renderer the text below draws with (`textRenderer(_:)`); nil draws text as usual.
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
