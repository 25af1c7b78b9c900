import Foundation

/// Mirrors SwiftUI's `SearchFieldPlacement`: where a searchable view would like its search
/// field. On an iPhone every placement puts it in the navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBarDrawer, sidebar, toolbar, toolbarPrincipal }
    let kind: Kind
    let displayMode: NavigationBarDrawerDisplayMode

    /// Mirrors `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: whether scrolling may
    /// hide the field (Tether shows lists scrolled to the top, where it always shows).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let hidesWhenScrolling: Bool
        /// Mirrors `always`.
        public static let always = NavigationBarDrawerDisplayMode(hidesWhenScrolling: false)
        /// Mirrors `automatic`.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesWhenScrolling: true)
    }

    /// Mirrors `automatic`: the navigation bar's drawer on an iPhone.
    public static let automatic = SearchFieldPlacement(kind: .automatic, displayMode: .automatic)
    /// Mirrors `navigationBarDrawer`: under the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: .automatic)
    /// Mirrors `navigationBarDrawer(displayMode:)`.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: displayMode)
    }
    /// Mirrors `sidebar` (the navigation bar's drawer on an iPhone).
    public static let sidebar = SearchFieldPlacement(kind: .sidebar, displayMode: .automatic)
    /// Mirrors `toolbar` (the navigation bar's drawer on an iPhone).
    public static let toolbar = SearchFieldPlacement(kind: .toolbar, displayMode: .automatic)
    /// Mirrors `toolbarPrincipal` (the navigation bar's drawer on an iPhone).
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal, displayMode: .automatic)
}

/// Holds the searchable view's bindings and actions for the bar that draws the field: the
/// text, the presentation (`searchable(text:isPresented:)`) and the `onSubmit(of: .search)`
/// actions around the searchable view.
final class SearchTextBinding: @unchecked Sendable {
    var binding: Binding<String>?
    var isPresented: Binding<Bool>?
    var submit: [@MainActor () -> Void] = []
}

/// What a searchable view asks the navigation bar to show: the prompt and the current text
/// (compared, so the bar shows new text), whether the code presents the search, its scopes,
/// and where typing goes.
struct SearchFieldRequest: Equatable {
    let prompt: String
    let text: String
    /// The `isPresented` binding's value, nil without one.
    var isPresented: Bool?
    var scopes: SearchScopesRequest?
    var tokens: SearchTokensRequest?
    /// True under `navigationBarDrawer(displayMode: .always)`: the field does not scroll away.
    var staysWhenScrolled = false
    let target: SearchTextBinding
    static func == (a: SearchFieldRequest, b: SearchFieldRequest) -> Bool {
        a.prompt == b.prompt && a.text == b.text && a.isPresented == b.isPresented && a.scopes == b.scopes
            && a.tokens == b.tokens && a.staysWhenScrolled == b.staysWhenScrolled && a.target === b.target
    }
}

struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchFieldRequest? { nil }
    static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) {
        if value == nil { value = nextValue() }
    }
}

/// The modifier behind `searchable`: publishes the field for the enclosing navigation bar,
/// with the `onSubmit(of: .search)` actions set around it.
nonisolated struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    var isPresented: Binding<Bool>? = nil
    var placement: SearchFieldPlacement = .automatic
    let prompt: String
    /// The tokens of `searchable(text:tokens:...)`, drawn when the field is.
    nonisolated(unsafe) var tokens: (() -> SearchTokensRequest)? = nil
    @State private var target = SearchTextBinding()
    @Environment(\.searchSubmitActions) private var submitActions
    func body(content: Content) -> some View {
        target.binding = text
        target.isPresented = isPresented
        target.submit = submitActions
        let request = SearchFieldRequest(prompt: prompt, text: text.wrappedValue, isPresented: isPresented?.wrappedValue,
                                         tokens: tokens?(), staysWhenScrolled: !placement.displayMode.hidesWhenScrolling, target: target)
        return content.preference(key: SearchFieldKey.self, value: request)
    }
}

extension View {
    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)`: in a navigation stack, iOS's
    /// search field under the title — a rounded grey field with a magnifying glass and the
    /// prompt ("Search" by default). Text typed into it (`ViewHost.type(_:into:)` with the
    /// prompt as the identifier, as UI tests find search fields by their placeholder) is
    /// written to `text`; the view filters with it as it likes. Outside a navigation stack no
    /// field is shown, as on iOS.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: prompt?.string ?? "Search"))
    }

    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)` with a localized prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: Text(prompt).string))
    }

    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: String(prompt)))
    }

    /// Mirrors SwiftUI's deprecated `searchable(text:placement:prompt:suggestions:)` (iOS
    /// 15): the suggestions as `searchSuggestions(_:)` on the searched content offers them.
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                                @ViewBuilder suggestions: () -> S) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }
    /// Mirrors the deprecated `searchable(text:placement:prompt:suggestions:)` with a localized prompt.
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                                @ViewBuilder suggestions: () -> S) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }
    /// Mirrors the deprecated `searchable(text:placement:prompt:suggestions:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                                   @ViewBuilder suggestions: () -> V) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Mirrors SwiftUI's `searchable(text:isPresented:placement:prompt:)`: as
    /// `searchable(text:placement:prompt:)`, with the search's presentation bound to
    /// `isPresented`: it turns true when the user starts searching (focuses the field) and
    /// false when the search ends (Cancel, `dismissSearch`); setting it true starts a search
    /// (the field focused, `isSearching` true), setting it false ends it as Cancel does.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string ?? "Search"))
    }

    /// Mirrors SwiftUI's `searchable(text:isPresented:placement:prompt:)` with a localized prompt.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt).string))
    }

    /// Mirrors SwiftUI's `searchable(text:isPresented:placement:prompt:)` with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)))
    }
}

/// iOS's search field in the navigation bar's drawer: 36 points high with a 10 point corner
/// radius, filled with iOS's tertiary system fill, a magnifying glass and the prompt in the
/// secondary label grey, 16 points from the sides and 10 under the title; with text, the clear
/// button (a grey circled cross) at its end empties it. Focusing it (a tap,
/// or typing) activates the search: iOS's Cancel button appears beside it in the tint, and
/// Cancel (or `dismissSearch`) clears the text, lets go of the focus and ends the search.
struct NavigationSearchField: View {
    let request: SearchFieldRequest
    let isActive: Bool
    let setActive: @MainActor (Bool) -> Void
    @FocusState private var focused: Bool
    /// Whether text has been typed since the search began (`.onTextEntry` scopes show then).
    @State private var hasTyped = false

    var body: some View {
        let target = request.target
        let text = Binding(get: { request.text }, set: { target.binding?.wrappedValue = $0 })
        let barSetActive = self.setActive
        // Starting or ending the search from the field also writes `isPresented`.
        let setActive: @MainActor (Bool) -> Void = { active in
            barSetActive(active)
            if let presented = target.isPresented, presented.wrappedValue != active { presented.wrappedValue = active }
        }
        let showsScopes = isActive && request.scopes.map { $0.activation == .onSearchPresentation || hasTyped || !request.text.isEmpty } == true
        return VStack(spacing: 0) {
            field(text: text, target: target, setActive: setActive)
            if showsScopes, let scopes = request.scopes {
                // iOS's scope bar: a segmented control under the field while searching.
                scopes.picker.padding(.horizontal, 16).padding(.bottom, 10)
            }
        }
        .onChange(of: focused) { _, isFocused in if isFocused { setActive(true) } }
        .onChange(of: isActive) { _, active in
            if !active { focused = false; hasTyped = false }
        }
        .onChange(of: request.text) { _, typed in if !typed.isEmpty { hasTyped = true } }
        .onChange(of: request.isPresented, initial: true) { _, presented in
            // The code presents or ends the search through `isPresented`.
            guard let presented, presented != isActive else { return }
            if presented {
                barSetActive(true)
                focused = true
            } else {
                SearchInteraction.dismiss(target, barSetActive)
            }
        }
    }

    @MainActor private func field(text: Binding<String>, target: SearchTextBinding, setActive: @escaping @MainActor (Bool) -> Void) -> some View {
        HStack(spacing: 8) {
            SearchFieldChrome(showsClear: !request.text.isEmpty, clear: { text.wrappedValue = "" }) {
                if let tokens = request.tokens, !tokens.ids.isEmpty { tokens.view }
                ZStack(alignment: .leading) {
                    if request.text.isEmpty && (request.tokens?.ids.isEmpty ?? true) {
                        Text(verbatim: request.prompt).foregroundStyle(.secondary).lineLimit(1)
                    }
                    TextField(text: text, prompt: Text(verbatim: "")) { Text(verbatim: request.prompt) }
                        .focused($focused)
                        // A delete in the empty field removes the last token, as on iOS.
                        .onKeyPress(.delete) {
                            guard request.text.isEmpty, let tokens = request.tokens, !tokens.ids.isEmpty else { return .ignored }
                            tokens.removeLast()
                            return .handled
                        }
                        .accessibilityIdentifier(request.prompt)
                        // The return key submits the search: `onSubmit(of: .search)`'s actions.
                        .environment(\.submitActions, target.submit)
                }
            }
            if isActive {
                Button { SearchInteraction.dismiss(target, setActive) } label: { Text(verbatim: "Cancel") }
            }
        }
        .padding(.horizontal, 16)
        .padding(.top, isActive ? 8 : 0)
        .padding(.bottom, 10)
    }
}

/// Ending a search: the text is cleared and the search is no longer active (the field then
/// lets go of the focus).
enum SearchInteraction {
    @MainActor static func dismiss(_ target: SearchTextBinding, _ setActive: @MainActor (Bool) -> Void) {
        if let binding = target.binding, !binding.wrappedValue.isEmpty { binding.wrappedValue = "" }
        setActive(false)
        if let presented = target.isPresented, presented.wrappedValue { presented.wrappedValue = false }
    }
}

/// Mirrors SwiftUI's `DismissSearchAction`: ends the current search — `isSearching` turns
/// false, the search text is cleared and the field lets go of the focus. Nothing happens
/// when no search is active.
@MainActor @preconcurrency
public struct DismissSearchAction {
    let action: (@MainActor () -> Void)?
    /// Mirrors `callAsFunction()`.
    public func callAsFunction() { action?() }
}

private struct IsSearchingKey: PresentationContextKey { static let defaultValue = false }
private struct DismissSearchKey: PresentationContextKey {
    static var defaultValue: DismissSearchAction { MainActorBridge.run(()) { DismissSearchAction(action: nil) } }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `isSearching`: true while the user searches in the search field of
    /// the enclosing `searchable` view (from focusing the field until Cancel or `dismissSearch`).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `dismissSearch`: the action that ends the current search.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// The suggestions `searchSuggestions` offers for the enclosing search.
struct SearchSuggestionsKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

private struct SearchCompletionKey: PresentationContextKey {
    static var defaultValue: SearchCompletion? { nil }
}

/// What a suggestion completes the search with: text for the field, or a token to add.
enum SearchCompletionValue {
    case text(String)
    case token(Any)
}

/// Replaces the search text with a suggestion's completion, or adds a suggestion's token (set
/// on the suggestions list).
struct SearchCompletion {
    let complete: @MainActor (String) -> Void
    let addToken: @MainActor (Any) -> Void
}

extension EnvironmentValues {
    var searchCompletion: SearchCompletion? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// The modifier behind `searchCompletion(_:)`: in the suggestions list, a tap on the view
/// puts its completion in the search field.
nonisolated struct _SearchCompletionModifier: ViewModifier {
    nonisolated(unsafe) let completion: SearchCompletionValue
    @Environment(\.searchCompletion) private var target
    func body(content: Content) -> some View {
        let target = self.target
        nonisolated(unsafe) let completion = self.completion
        return content.contentShape(Rectangle()).onTapGesture {
            switch completion {
            case .text(let text): target?.complete(text)
            case .token(let token): target?.addToken(token)
            }
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `searchSuggestions(_:)`: while the user searches (`isSearching`),
    /// the suggestions are shown as a plain list in place of the searchable content.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        preference(key: SearchSuggestionsKey.self, value: AnyView(suggestions()))
    }

    /// Mirrors SwiftUI's `searchCompletion(_:)`: in a search suggestions list, a tap on the
    /// view replaces the search text with `completion`. Elsewhere it changes nothing.
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: .text(completion)))
    }
}

/// The suggestions over the searchable content while searching: a plain list of the
/// suggested tokens, then the `searchSuggestions` views.
struct SearchSuggestionsList: View {
    let suggestedTokens: AnyView?
    let suggestions: AnyView?
    let completion: SearchCompletion
    var body: some View {
        List {
            if let suggestedTokens { suggestedTokens }
            if let suggestions { suggestions }
        }
        .listStyle(.plain)
        .environment(\.searchCompletion, completion)
    }
}
