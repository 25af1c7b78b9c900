import Foundation

/// The tokens a search field shows before its text (compared by their ids).
struct SearchTokensRequest: Equatable {
    let ids: [AnyHashable]
    let view: AnyView
    static func == (a: SearchTokensRequest, b: SearchTokensRequest) -> Bool { a.ids == b.ids }

    nonisolated static func make<C: RandomAccessCollection, T: View>(_ tokens: Binding<C>, _ token: @escaping (C.Element) -> T) -> SearchTokensRequest
    where C.Element: Identifiable {
        let elements = tokens.wrappedValue
        return SearchTokensRequest(ids: elements.map { AnyHashable($0.id) },
                                   view: AnyView(HStack(spacing: 4) { ForEach(elements) { SearchToken(content: token($0)) } }))
    }
}

/// One token in the search field: its view on a rounded grey chip (iOS's system fill).
nonisolated struct SearchToken<Content: View>: View {
    let content: Content
    @MainActor var body: some View {
        content.lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(SystemColors.systemFill))
            .fixedSize()
    }
}

extension View {
    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)`: as
    /// `searchable(text:placement:prompt:)`, the field showing the `tokens` before its text,
    /// each drawn by `token` on a rounded grey chip (the prompt shows only with neither
    /// tokens nor text). The tokens are the binding's: the code adds and removes them.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                             prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.string ?? "Search", tokens: { SearchTokensRequest.make(tokens, token) }))
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)` with a localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                             prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: Text(prompt).string, tokens: { SearchTokensRequest.make(tokens, token) }))
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                                                prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: { SearchTokensRequest.make(tokens, token) }))
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:isPresented:placement:prompt:token:)`: tokens as
    /// `searchable(text:tokens:placement:prompt:token:)`, presentation as
    /// `searchable(text:isPresented:placement:prompt:)`.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                             placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt?.string ?? "Search",
                                     tokens: { SearchTokensRequest.make(tokens, token) }))
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:isPresented:placement:prompt:token:)` with a
    /// localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                             placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt).string,
                                     tokens: { SearchTokensRequest.make(tokens, token) }))
    }
}
