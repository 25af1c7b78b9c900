import Foundation
import Tether

/// Tether's own: list sections (separators, their tint, section spacing on the list and on
/// sections) and search (`searchable(text:isPresented:)`, scopes, `onSubmit(of: .search)`),
/// with hostile lengths and colours.
extension FuzzTreeBuilder {
    mutating func listsAndSearch(depth: Int) -> AnyView {
        let sections = (0..<rng.int(1...3)).map { _ in
            FuzzSection(title: string(), rows: (0..<rng.int(0...3)).map { _ in string() },
                        separator: rng.pick([.automatic, .visible, .hidden]), edges: rng.pick([.all, .top, .bottom, []]),
                        tint: rng.chance(40) ? color() : nil, spacing: sectionSpacing())
        }
        let listSpacing = sectionSpacing()
        var list = AnyView(List {
            ForEach(0..<sections.count, id: \.self) { sections[$0] }
        }.listSectionSpacing(listSpacing ?? .default))
        switch rng.int(0...2) {
        case 0: list = AnyView(list.listStyle(.plain))
        case 1: list = AnyView(list.listStyle(.grouped))
        default: break
        }
        list = AnyView(list.refreshable {})
        guard rng.chance(60) else { return list }
        let field = identifier("scopedsearch")
        textFields.append(field)
        let id = identifier("scopes")
        tappable.append(id)
        return AnyView(FuzzScopedSearch(content: list, prompt: field, presented: rng.chance(50), query: rng.chance(50) ? string() : "",
                                        activation: rng.pick([.automatic, .onTextEntry, .onSearchPresentation]),
                                        scopes: (0..<rng.int(0...4)).map { _ in string() },
                                        tokens: (0..<rng.int(0...3)).map { FuzzToken(id: $0, title: string()) })
            .accessibilityIdentifier(id))
    }

    /// A section spacing, now and then a hostile custom length; nil for none.
    private mutating func sectionSpacing() -> ListSectionSpacing? {
        switch rng.int(0...3) {
        case 0: return nil
        case 1: return .default
        case 2: return .compact
        default: return .custom(length())
        }
    }
}

struct FuzzSection: View {
    let title: String
    let rows: [String]
    let separator: Visibility
    let edges: VerticalEdge.Set
    let tint: Color?
    let spacing: ListSectionSpacing?
    var body: some View {
        let section = Section(title) { ForEach(0..<rows.count, id: \.self) { Text(rows[$0]) } }
            .listSectionSeparator(separator, edges: edges)
            .listSectionSeparatorTint(tint, edges: edges)
        if let spacing { section.listSectionSpacing(spacing) } else { section }
    }
}

struct FuzzScopedSearch: View {
    let content: AnyView
    let prompt: String
    @State var presented: Bool
    @State var query: String
    let activation: SearchScopeActivation
    let scopes: [String]
    @State var tokens: [FuzzToken]
    @State private var scope = 0
    @State private var submitted = 0
    var body: some View {
        NavigationStack {
            content
                .searchable(text: $query, tokens: $tokens, isPresented: $presented, prompt: Text(prompt)) { Text($0.title) }
                .searchScopes($scope, activation: activation) {
                    ForEach(0..<scopes.count, id: \.self) { Text(scopes[$0]).tag($0) }
                }
                .onSubmit(of: .search) { submitted += 1 }
        }
    }
}

struct FuzzToken: Identifiable {
    let id: Int
    let title: String
}
