import Foundation
import Tether

/// Tether's own: lists as apps build them — rows bound to an array, edit mode with
/// `onDelete`/`onMove`, selection, row insets, backgrounds, separators and swipe actions,
/// spacing, a search field and a refresh action — with hostile values where they take any.
extension FuzzTreeBuilder {
    /// Now and then a list instead of the container the generator chose. The choice is drawn
    /// from a copy of the generator, so seeds that get no list build the trees they built
    /// before lists were fuzzed.
    mutating func listFeaturesInstead(depth: Int) -> AnyView? {
        var side = rng
        guard side.int(0...1) == 0 else { return nil }
        rng = side
        return listFeatures(depth: depth)
    }

    mutating func listFeatures(depth: Int) -> AnyView {
        let rows = (0..<rng.int(0...5)).map { FuzzListRow(id: rng.chance(15) ? 0 : $0, title: string(), isOn: rng.chance(50)) }
        let insets = rng.chance(50) ? nil : EdgeInsets(top: length(), leading: length(), bottom: length(), trailing: length())
        let id = identifier("fuzzlist")
        tappable.append(id)
        let search = identifier("search")
        textFields.append(search)
        let list = FuzzEditableList(rows: rows, editMode: rng.pick([.inactive, .active, .transient]), selectionKind: rng.int(0...2),
                                    insets: insets, rowBackground: rng.chance(30) ? color() : nil,
                                    separator: rng.pick([.automatic, .visible, .hidden]), tint: rng.chance(30) ? color() : nil,
                                    swipes: rng.chance(50), deleteDisabled: rng.chance(20), moveDisabled: rng.chance(20),
                                    extra: rng.chance(30) ? view(depth: depth - 1) : nil, rowIDPrefix: id,
                                    usesEditActions: rng.chance(30))
        var v = AnyView(list.listRowSpacing(rng.chance(50) ? nil : length()).listSectionSpacing(length())
            .scrollContentBackground(rng.pick([.automatic, .hidden]))
            .headerProminence(rng.pick([.standard, .increased]))
            .refreshable {})
        if rng.chance(40) {
            let suggestion = string()
            // The drawer's field scrolls away, or stays under `.always`.
            let placement: SearchFieldPlacement = rng.chance(50) ? .automatic : .navigationBarDrawer(displayMode: .always)
            v = AnyView(NavigationStack {
                v.searchable(text: .constant(string()), placement: placement, prompt: search)
                    .searchSuggestions { Text(suggestion).searchCompletion(suggestion) }
                    .toolbar { EditButton() }
            })
        }
        return AnyView(v.accessibilityIdentifier(id))
    }
}

struct FuzzListRow: Identifiable, Hashable {
    let id: Int
    var title: String
    var isOn: Bool
}

struct FuzzEditableList: View {
    @State var rows: [FuzzListRow]
    @State var editMode: EditMode
    @State private var single: Int?
    @State private var many: Set<Int> = []
    let selectionKind: Int
    let insets: EdgeInsets?
    let rowBackground: Color?
    let separator: Visibility
    let tint: Color?
    let swipes: Bool
    let deleteDisabled: Bool
    let moveDisabled: Bool
    let extra: AnyView?
    let rowIDPrefix: String
    let usesEditActions: Bool

    var body: some View {
        Group {
            switch selectionKind {
            case 0: List(selection: $single) { content }
            case 1: List(selection: $many) { content }
            default: List { content }
            }
        }
        .environment(\.editMode, $editMode)
    }

    @ViewBuilder private var content: some View {
        if usesEditActions {
            ForEach($rows, editActions: .all) { $row in
                Toggle(row.title, isOn: $row.isOn).accessibilityIdentifier("\(rowIDPrefix)-edit-\(row.id)")
            }
        }
        Section {
            ForEach($rows) { $row in
                Toggle(row.title, isOn: $row.isOn)
                    .listRowInsets(insets)
                    .listRowBackground(rowBackground)
                    .listRowSeparator(separator)
                    .listRowSeparatorTint(tint)
                    .deleteDisabled(deleteDisabled)
                    .moveDisabled(moveDisabled)
                    .swipeActions(edge: swipes ? .leading : .trailing, allowsFullSwipe: swipes) {
                        Button("Pin") { row.isOn.toggle() }.tint(tint)
                    }
                    .accessibilityIdentifier("\(rowIDPrefix)-row-\(row.id)")
            }
            .onDelete { rows.remove(atOffsets: $0) }
            .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
        } header: { Text("Rows") }
        if let extra { extra }
    }
}
