import Foundation

/// Mirrors SwiftUI's `TextEditor`: a multi-line, scrollable editor of a string (iOS's
/// `UITextView`). It takes all the space it is offered, like a `Color`; with no offer it is as
/// big as its text. The text starts at the top leading corner, inset as `UITextView` insets
/// it (`textContainerInset` 8 pt above and below, `lineFragmentPadding` 5 pt on each side),
/// wraps to the editor's width and is cut at its bounds (the rest would scroll). It follows
/// `font`, `foregroundStyle`, `lineSpacing` and `multilineTextAlignment`; `lineLimit` is
/// ignored, as on iOS. It draws the system background (white) unless
/// `scrollContentBackground(.hidden)` applies, and no border. Text arrives through
/// `ViewHost.type(_:into:)` or `ViewHost.pressKey(_:modifiers:)` (Tether's own); the return
/// key types a new line.
nonisolated public struct TextEditor: View {
    let text: Binding<String>
    var selection: Binding<TextSelection?>?
    @Environment(\.textInputTraits) private var traits
    @Environment(\.listLayoutOptions) private var listOptions
    @Environment(\.multilineTextAlignment) private var alignment

    /// Mirrors `init(text:)`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Mirrors `init(text:selection:)` (iOS 18): typing replaces the selection, which then
    /// follows the insertion point (see `TextSelection`).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
        self.selection = selection
    }

    /// UITextView's default `textContainerInset` above and below the text.
    static let verticalInset: CGFloat = 8
    /// UITextView's default `lineFragmentPadding` before and after each line.
    static let lineFragmentPadding: CGFloat = 5

    public var body: some View {
        // An empty editor is one empty line high, as UITextView's caret line is.
        Text(verbatim: text.wrappedValue.isEmpty ? " " : text.wrappedValue)
            .lineLimit(nil)
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment.horizontalAlignment, vertical: .top))
            .padding(.horizontal, Self.lineFragmentPadding)
            .padding(.vertical, Self.verticalInset)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
            .clipped()
            .background { if !listOptions.hidesBackground { SystemColors.systemBackground } }
            .modifier(_TextInputModifier(text: text, submit: [], keyboardType: traits.keyboardType, isMultiline: true,
                                         selection: selection))
    }
}

extension TextAlignment {
    /// The horizontal alignment that places lines of this text alignment in a wider frame.
    var horizontalAlignment: HorizontalAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
