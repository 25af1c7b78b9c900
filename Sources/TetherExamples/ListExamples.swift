import Foundation
import Tether

struct EditableFruits: View {
    @State private var fruits = ["Apples", "Bananas", "Cherries", "Dates"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}

struct SelectableCities: View {
    @State private var selection: String? = "Lisbon"
    var body: some View {
        List(["Berlin", "Lisbon", "Oslo"], id: \.self, selection: $selection) { Text($0) }
    }
}

struct MultiSelectCities: View {
    @State private var selection: Set<String> = ["Lisbon", "Oslo"]
    var body: some View {
        List(["Berlin", "Lisbon", "Oslo"], id: \.self, selection: $selection) { Text($0) }
            .environment(\.editMode, .constant(.active))
    }
}

struct Setting: Identifiable {
    let id: Int
    var name: String
    var isOn: Bool
}

struct BoundSettings: View {
    @State private var settings = [Setting(id: 1, name: "Wi-Fi", isOn: true), Setting(id: 2, name: "Bluetooth", isOn: false)]
    var body: some View {
        List($settings) { $setting in
            Toggle(setting.name, isOn: $setting.isOn)
        }
    }
}

struct SearchableFruits: View {
    @State private var query = ""
    private let fruits = ["Apples", "Apricots", "Bananas", "Cherries"]
    var body: some View {
        NavigationStack {
            List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                .navigationTitle("Fruits")
                .searchable(text: $query)
        }
    }
}

struct ScopedProduceSearch: View {
    enum Scope: Hashable { case all, fruit, vegetable }
    @State private var query = "ap"
    @State private var isPresented = true
    @State private var scope = Scope.fruit
    var body: some View {
        NavigationStack {
            List(["Apples", "Apricots", "Grapes"], id: \.self) { Text($0) }
                .navigationTitle("Produce")
                .searchable(text: $query, isPresented: $isPresented, prompt: "Fruit and vegetables")
                .searchScopes($scope) {
                    Text("All").tag(Scope.all)
                    Text("Fruit").tag(Scope.fruit)
                    Text("Vegetables").tag(Scope.vegetable)
                }
        }
    }
}

struct TokenSearch: View {
    struct Token: Identifiable { let id: String }
    @State private var query = "red"
    @State private var tokens = [Token(id: "Fruit"), Token(id: "In season")]
    var body: some View {
        NavigationStack {
            List(["Red apples", "Redcurrants"], id: \.self) { Text($0) }
                .navigationTitle("Produce")
                .searchable(text: $query, tokens: $tokens) { token in Text(token.id) }
        }
    }
}

struct SuggestedTokenSearch: View {
    struct Token: Identifiable { let id: String; let symbol: String }
    @State private var query = ""
    @State private var isPresented = true
    @State private var tokens = [Token(id: "Fruit", symbol: "leaf")]
    @State private var suggested = [Token(id: "In season", symbol: "calendar"), Token(id: "Organic", symbol: "checkmark.seal")]
    var body: some View {
        NavigationStack {
            List(["Apples", "Pears"], id: \.self) { Text($0) }
                .navigationTitle("Produce")
                .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, isPresented: $isPresented) { token in
                    Label(token.id, systemImage: token.symbol)
                }
        }
    }
}

let listExamples: [Example] = [
    Example("list-search-suggested-tokens", height: 360, caption: "searchable(text:tokens:suggestedTokens:) while searching: a token in the field, the suggested ones listed") {
        SuggestedTokenSearch()
    },
    Example("list-search-tokens", height: 300, caption: "searchable(text:tokens:token:): tokens in the field before the text") {
        TokenSearch()
    },
    Example("list-search-scopes", height: 420, caption: "searchable(text:isPresented:) presented, with searchScopes: the scope bar under the field") {
        ScopedProduceSearch()
    },
    Example("list-section-separators", height: 360, caption: "Plain list: each section's line below its last row; red and shown on top, or hidden") {
        List {
            Section("Default") {
                Text("Line between rows")
                Text("Section line below")
            }
            Section("Tinted") {
                Text("Red lines above and below")
            }
            .listSectionSeparator(.visible, edges: .top)
            .listSectionSeparatorTint(.red)
            Section("Hidden") {
                Text("No section line below")
            }
            .listSectionSeparator(.hidden, edges: .bottom)
        }
        .listStyle(.plain)
    },
    Example("list-section-spacing", height: 380, caption: "listSectionSpacing(.compact) on the list, .custom(60) on the last section: half of each between them") {
        List {
            Section { Text("Compact") }
            Section { Text("Compact") }
            Section { Text("10 + 30 points above") }.listSectionSpacing(.custom(60))
        }
        .listSectionSpacing(.compact)
    },
    Example("list-searchable", height: 420, caption: "searchable(text:): iOS's search field under the large title") {
        SearchableFruits()
    },
    Example("list-edit-mode", height: 330, caption: "List in edit mode: red delete controls, reorder grips, EditButton showing Done") {
        EditableFruits()
    },
    Example("list-selection", height: 220, caption: "List(selection:) with one row selected, highlighted in iOS's selection grey") {
        SelectableCities()
    },
    Example("list-multiple-selection", height: 220, caption: "List with a Set selection in edit mode: selection circles, two rows checked") {
        MultiSelectCities()
    },
    Example("list-row-styling", height: 420, caption: "Row background, separator tint and hiding, row insets, prominent header, row spacing") {
        List {
            Section {
                Text("Yellow background").listRowBackground(Color.yellow)
                Text("Red separator below").listRowSeparatorTint(.red)
                Text("No separator below").listRowSeparator(.hidden, edges: .bottom)
                Text("Inset 60 points").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
            } header: { Text("Rows") }
            Section("Prominent") {
                Text("Header in title 3, bold")
            }
            .headerProminence(.increased)
        }
    },
    Example("list-row-spacing", height: 260, caption: "listRowSpacing(10): each row its own rounded card") {
        List(0..<3) { Text("Row \($0 + 1)") }.listRowSpacing(10)
    },
    Example("list-bindings", height: 180, caption: "List($settings) { $setting in Toggle(...) }: rows bound to the array's elements") {
        BoundSettings()
    },
    Example("list-scrolled", height: 360, caption: "A plain list scrolled to B3 by ScrollViewReader's scrollTo(_:anchor: .top), then 60 points on: section B's header floats over the rows under it",
            interaction: { try $0.tap("jump"); try $0.scroll("letters", by: CGSize(width: 0, height: 60)) }) {
        JumpingLetters()
    },
]

/// Three sections of ten rows in a plain list, and a button that scrolls to one row.
struct JumpingLetters: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump to B3") { proxy.scrollTo("B3", anchor: .top) }.accessibilityIdentifier("jump").padding(8)
                List {
                    ForEach(["A", "B", "C"], id: \.self) { letter in
                        Section(letter) {
                            ForEach(1...10, id: \.self) { n in Text("\(letter)\(n)").id("\(letter)\(n)") }
                        }
                    }
                }
                .listStyle(.plain)
                .accessibilityIdentifier("letters")
            }
        }
    }
}
