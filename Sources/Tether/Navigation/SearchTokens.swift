import Foundation

/// The tokens a search field shows before its text (compared by their ids), how the field
/// edits them, and the suggested tokens offered while searching.
struct SearchTokensRequest: Equatable {
    let ids: [AnyHashable]
    let view: AnyView
    /// Removes the last token (a delete key in the empty field).
    let removeLast: @MainActor () -> Void
    /// Adds a token (a tapped suggested token, or `searchCompletion(_:)` with a token).
    let add: @MainActor (Any) -> Void
    /// The suggested tokens' ids and their rows, nil without `suggestedTokens`.
    var suggested: (ids: [AnyHashable], rows: AnyView)?

    static func == (a: SearchTokensRequest, b: SearchTokensRequest) -> Bool {
        a.ids == b.ids && a.suggested?.ids == b.suggested?.ids
    }

    /// Tokens bound to `tokens`, each drawn by `token`; `suggested` tokens, when given, are
    /// listed while searching, a tap adding one to `tokens` and clearing `text`.
    nonisolated static func make<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ tokens: Binding<C>, suggested: Binding<C>? = nil, text: Binding<String>, _ token: @escaping (C.Element) -> T
    ) -> SearchTokensRequest where C.Element: Identifiable {
        make(tokens, suggested: suggested, text: text, editable: { token($0.wrappedValue) }, suggestion: token)
    }

    /// Editable tokens: each drawn by `token` from a binding to it.
    nonisolated static func makeEditable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ tokens: Binding<C>, text: Binding<String>, _ token: @escaping (Binding<C.Element>) -> T
    ) -> SearchTokensRequest where C.Element: Identifiable {
        make(tokens, suggested: nil, text: text, editable: token, suggestion: { token(.constant($0)) })
    }

    private nonisolated static func make<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: View>(
        _ tokens: Binding<C>, suggested: Binding<C>?, text: Binding<String>,
        editable token: @escaping (Binding<C.Element>) -> T, suggestion: @escaping (C.Element) -> S
    ) -> SearchTokensRequest where C.Element: Identifiable {
        nonisolated(unsafe) let tokens = tokens, text = text
        let elements = tokens.wrappedValue
        let add: @MainActor (Any) -> Void = { value in
            guard let element = value as? C.Element else { return }
            tokens.wrappedValue.append(element)
        }
        let view = AnyView(HStack(spacing: 4) {
            ForEach(elements) { element in
                SearchToken(content: token(Self.binding(to: element, in: tokens)))
            }
        })
        var request = SearchTokensRequest(
            ids: elements.map { AnyHashable($0.id) }, view: view,
            removeLast: { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeLast() } },
            add: add)
        if let suggested {
            let offered = suggested.wrappedValue
            request.suggested = (offered.map { AnyHashable($0.id) }, AnyView(ForEach(offered) { offeredElement in
                nonisolated(unsafe) let element = offeredElement
                return SearchSuggestedTokenRow(content: suggestion(element)) {
                    add(element)
                    if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
                }
            }))
        }
        return request
    }

    /// A binding to the token with `element`'s id in the collection `tokens` holds now.
    private nonisolated static func binding<C: RandomAccessCollection & RangeReplaceableCollection>(
        to element: C.Element, in tokens: Binding<C>) -> Binding<C.Element> where C.Element: Identifiable {
        nonisolated(unsafe) let tokens = tokens, element = element
        return Binding(get: { tokens.wrappedValue.first { $0.id == element.id } ?? element }, set: { newValue in
            var all = tokens.wrappedValue
            guard let index = all.firstIndex(where: { $0.id == element.id }) else { return }
            all.replaceSubrange(index...index, with: [newValue])
            tokens.wrappedValue = all
        })
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

/// A suggested token in the suggestions list: the token's view as a row; a tap adds it.
nonisolated struct SearchSuggestedTokenRow<Content: View>: View {
    let content: Content
    let choose: @MainActor () -> Void
    @MainActor var body: some View {
        content.lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { choose() }
    }
}

extension View {
    /// The searchable modifier with tokens, for every `searchable(text:tokens:...)` form.
    nonisolated func searchable(text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: String,
                                tokens: @escaping () -> SearchTokensRequest) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: tokens))
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)`: as
    /// `searchable(text:placement:prompt:)`, the field showing the `tokens` before its text,
    /// each drawn by `token` on a rounded grey chip (the prompt shows only with neither
    /// tokens nor text). A delete key in the empty field removes the last token
    /// (`ViewHost.pressKey(.delete)`), and `searchCompletion(_:)` with a token adds one.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                             prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt?.string ?? "Search") { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)` with a localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                             prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt).string) { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:placement:prompt:token:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                                                prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: String(prompt)) { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:isPresented:placement:prompt:token:)`: tokens as
    /// `searchable(text:tokens:placement:prompt:token:)`, presentation as
    /// `searchable(text:isPresented:placement:prompt:)`.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                             placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string ?? "Search") { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:isPresented:placement:prompt:token:)` with a
    /// localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                             placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt).string) { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:isPresented:placement:prompt:token:)` with a
    /// prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)) { SearchTokensRequest.make(tokens, text: text, token) }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`: as
    /// `searchable(text:tokens:placement:prompt:token:)`; while the user searches, the
    /// `suggestedTokens` are listed in place of the content (before any `searchSuggestions`),
    /// each drawn by `token`, and a tap on one adds it to `tokens` and clears the text.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                             placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt?.string ?? "Search") {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)` with
    /// a localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                             placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                             @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt).string) {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)` with
    /// a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: String(prompt)) {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`:
    /// suggested tokens as `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`,
    /// presentation as `searchable(text:isPresented:placement:prompt:)`.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                             isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                             prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string ?? "Search") {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`
    /// with a localized prompt.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                             isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                             prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt).string) {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`
    /// with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                                                isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                                                prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)) {
            SearchTokensRequest.make(tokens, suggested: suggestedTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:placement:prompt:token:)`: as
    /// `searchable(text:tokens:placement:prompt:token:)`, each token drawn by `token` from a
    /// binding to it, so its view can change it.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt?.string ?? "Search") {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:placement:prompt:token:)` with a localized prompt.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt).string) {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:placement:prompt:token:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: String(prompt)) {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:isPresented:placement:prompt:token:)`:
    /// editable tokens with the search's presentation bound to `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string ?? "Search") {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:isPresented:placement:prompt:token:)`
    /// with a localized prompt.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt).string) {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchable(text:editableTokens:isPresented:placement:prompt:token:)`
    /// with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)) {
            SearchTokensRequest.makeEditable(editableTokens, text: text, token)
        }
    }

    /// Mirrors SwiftUI's `searchCompletion(_:)` with a token: in a search suggestions list, a
    /// tap on the view adds `token` to the search field's tokens (and clears the text).
    /// Elsewhere, or for a field without tokens of its type, it changes nothing.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        nonisolated(unsafe) let token = token
        return modifier(_SearchCompletionModifier(completion: .token(token)))
    }
}
