import Foundation

/// Mirrors SwiftUI's `TextProxy` (iOS 18): the text view a `TextRenderer` sizes, asked for
/// the size its text takes.
public struct TextProxy {
    /// The text's own size for a proposal, rounded to the display's pixels as text is.
    let measure: (ProposedViewSize) -> CGSize

    /// Mirrors `sizeThatFits(_:)`: the space the text view needs for `proposal`, as it would
    /// without a renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}
