import Foundation
import Tether

/// Tether's own: sortable tables (a sort order set or empty, sortable and unsortable columns,
/// fixed and ranged column widths with hostile values, rows listed with `TableRow`), and
/// search fields with tokens, suggested tokens and editable tokens, presented or not.
extension FuzzTreeBuilder {
    mutating func tablesAndTokens(depth: Int) -> AnyView {
        switch rng.int(0...2) {
        case 0:
            let rows = (0..<rng.int(0...5)).map { FuzzTableRow(id: $0, name: string(), detail: string()) }
            let order: [KeyPathComparator<FuzzTableRow>] = rng.chance(50) ? [] : [KeyPathComparator(\.name, order: rng.pick([.forward, .reverse]))]
            return AnyView(FuzzSortableTable(rows: rows, order: order, fixed: length(), min: length(), ideal: length(),
                                             max: rng.chance(30) ? .infinity : length()))
        case 1:
            let rows = (0..<rng.int(0...4)).map { FuzzTableRow(id: $0, name: string(), detail: string()) }
            let extra = FuzzTableRow(id: 99, name: string(), detail: string())
            let showsExtra = rng.chance(50)
            let detailWidth = (min: length(), max: length())
            return AnyView(Table(of: FuzzTableRow.self) {
                TableColumn("Name", value: \.name)
                if showsExtra {
                    TableColumn("Detail") { Text($0.detail) }.width(min: detailWidth.min, max: detailWidth.max)
                } else {
                    TableColumn("Initial") { Text(String($0.name.prefix(1))) }
                }
                if !rows.isEmpty { TableColumn("Also", value: \.detail) }
            } rows: {
                ForEach(rows) { TableRow($0) }
                if showsExtra { TableRow(extra) } else { ForEach(rows.prefix(1)) { TableRow($0) } }
            })
        default:
            let tokens = (0..<rng.int(0...3)).map { FuzzToken(id: $0, title: string()) }
            let suggested = (0..<rng.int(0...3)).map { FuzzToken(id: $0, title: string()) }
            return AnyView(FuzzTokenSearch(content: view(depth: depth - 1), tokens: tokens, suggested: suggested,
                                           presented: rng.chance(50), editable: rng.chance(30)))
        }
    }
}

/// A sortable table whose rows follow its sort order, with hostile column widths.
struct FuzzSortableTable: View {
    let rows: [FuzzTableRow]
    @State var order: [KeyPathComparator<FuzzTableRow>]
    let fixed, min, ideal, max: CGFloat
    var body: some View {
        Table(rows.sorted(using: order), sortOrder: $order) {
            TableColumn("Name", value: \.name).width(fixed)
            TableColumn("Detail", value: \.detail) { Text($0.detail) }.width(min: min, ideal: ideal, max: max)
            TableColumn("Id") { Text("\($0.id)") }
        }
    }
}

/// A searchable view with tokens (editable or with suggestions), presented or not.
struct FuzzTokenSearch: View {
    let content: AnyView
    @State var tokens: [FuzzToken]
    @State var suggested: [FuzzToken]
    @State var presented: Bool
    let editable: Bool
    @State private var text = ""
    var body: some View {
        NavigationStack {
            if editable {
                content.searchable(text: $text, editableTokens: $tokens, isPresented: $presented) { $token in Text(token.title) }
            } else {
                content.searchable(text: $text, tokens: $tokens, suggestedTokens: $suggested, isPresented: $presented) { Text($0.title) }
                    .searchSuggestions { Text("Token").searchCompletion(FuzzToken(id: 20, title: "token")) }
            }
        }
    }
}
