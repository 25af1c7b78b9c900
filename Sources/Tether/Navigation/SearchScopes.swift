import Foundation

/// Mirrors SwiftUI's `SearchScopeActivation`: when the search scopes show.
public struct SearchScopeActivation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case onTextEntry, onSearchPresentation }
    let kind: Kind

    /// Mirrors `automatic`: on iOS, `onTextEntry`.
    public static var automatic: SearchScopeActivation { .onTextEntry }
    /// Mirrors `onSearchPresentation`: the scopes show as soon as the search begins and hide
    /// when it ends.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: .onSearchPresentation) }
    /// Mirrors `onTextEntry`: the scopes show once text is typed into the search field and
    /// hide when the search ends.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: .onTextEntry) }
}

/// The scope bar `searchScopes` asks the search field for: a segmented picker of the scopes
/// (compared by the chosen scope, so the bar shows a new choice).
struct SearchScopesRequest: Equatable {
    let selection: AnyHashable
    let activation: SearchScopeActivation
    let picker: AnyView
    static func == (a: SearchScopesRequest, b: SearchScopesRequest) -> Bool {
        a.selection == b.selection && a.activation == b.activation
    }
}

/// The modifier behind `searchScopes`: adds the scope bar to the search field request of the
/// `searchable` view inside.
nonisolated struct _SearchScopesModifier<V: Hashable, Scopes: View>: ViewModifier {
    let scope: Binding<V>
    let activation: SearchScopeActivation
    let scopes: Scopes
    func body(content: Content) -> some View {
        let picker = AnyView(Picker(selection: scope, content: { scopes }, label: { EmptyView() }).pickerStyle(.segmented))
        let request = SearchScopesRequest(selection: AnyHashable(scope.wrappedValue), activation: activation, picker: picker)
        return content.transformPreference(SearchFieldKey.self) { $0?.scopes = request }
    }
}

extension View {
    /// Mirrors SwiftUI's `searchScopes(_:scopes:)`: while the user searches (once text is
    /// typed, iOS's automatic activation), iOS's scope bar — a segmented control of the
    /// `scopes`, each identified by its `tag` — shows under the search field; a tap on a
    /// segment writes its tag to `scope`. Applied around a `searchable` view, as SwiftUI's
    /// examples do.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: .automatic, scopes: scopes()))
    }

    /// Mirrors SwiftUI's `searchScopes(_:activation:_:)`: as `searchScopes(_:scopes:)`, the
    /// scope bar showing as `activation` says (`.onSearchPresentation`: from the start of the
    /// search; `.onTextEntry`, iOS's automatic: once text is typed).
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                              @ViewBuilder _ scopes: () -> S) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: activation, scopes: scopes()))
    }
}
