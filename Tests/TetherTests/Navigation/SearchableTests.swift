import Foundation
import Testing
@testable import Tether

/// `searchable(text:placement:prompt:)`: iOS's search field under the navigation title.
@MainActor
@Suite struct SearchableTests {
    struct Fruits: View {
        @State var query = ""
        var prompt: String? = nil
        let seen: Recorder<String>
        let fruits = ["Apples", "Apricots", "Bananas"]
        var body: some View {
            seen.record(query)
            let list = List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0).testID($0) }
                .navigationTitle("Fruits")
            return NavigationStack {
                if let prompt { list.searchable(text: $query, prompt: prompt) } else { list.searchable(text: $query) }
            }
        }
    }

    @Test func theSearchFieldSitsUnderTheLargeTitle() throws {
        let h = host(Fruits(seen: Recorder()), width: 390, height: 600)
        // The bar: a 44 pt row and the 52 pt large title row; then the field, 16 pt in from
        // each side, 36 pt high.
        let field = try #require(h.frame(of: "Search"))
        #expect(close(field.minY, 44 + 52 + (36 - field.height) / 2, tolerance: 1))
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // The field's fill: #767680 at 12 % over the grouped grey, between the bar and the list.
        let fill = png.pixel(x: 200, y: 44 + 52 + 3)
        #expect(fill.r < 235 && fill.r > 215 && fill.b > fill.r)
        // Left of the field, the bar's background.
        let outside = png.pixel(x: 8, y: 44 + 52 + 18)
        #expect(outside.r == 242)
    }

    @Test func typingIntoTheSearchFieldWritesTheTextAndTheListFilters() throws {
        let seen = Recorder<String>()
        let h = host(Fruits(seen: seen), width: 390, height: 600)
        try h.type("ap", into: "Search")
        #expect(seen.value == "ap")
        #expect(h.frame(of: "Apples") != nil && h.frame(of: "Apricots") != nil)
        #expect(h.frame(of: "Bananas") == nil)
        try h.type("r", into: "Search")
        #expect(seen.value == "apr")
        #expect(h.frame(of: "Apples") == nil)
    }

    @Test func aPromptNamesTheField() throws {
        let seen = Recorder<String>()
        let h = host(Fruits(prompt: "Find fruit", seen: seen), width: 390, height: 600)
        #expect(h.frame(of: "Find fruit") != nil)
        try h.type("ban", into: "Find fruit")
        #expect(h.frame(of: "Bananas") != nil && h.frame(of: "Apples") == nil)
    }

    @Test func outsideANavigationStackNoFieldIsShown() {
        let h = host(List { Text("A") }.searchable(text: .constant("")))
        #expect(h.frame(of: "Search") == nil)
    }

    struct Searching: View {
        @State var query = ""
        let seen: Recorder<String>
        var body: some View {
            NavigationStack {
                SearchState(seen: seen, query: query)
                    .navigationTitle("Fruits")
                    .searchable(text: $query)
            }
        }
    }

    struct SearchState: View {
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        let seen: Recorder<String>
        let query: String
        var body: some View {
            seen.record("\(isSearching)|\(query)")
            return Button("Done") { dismissSearch() }.testID("done")
        }
    }

    @Test func focusingTheFieldStartsASearchThatTakesTheBarsPlace() throws {
        let seen = Recorder<String>()
        let h = host(Searching(seen: seen), width: 390, height: 600)
        #expect(seen.value == "false|")
        try h.focus("Search")
        #expect(seen.value == "true|")
        // The title rows go; the field moves to the top, 8 points down, beside Cancel.
        let field = try #require(h.frame(of: "Search"))
        #expect(close(field.minY, 8 + (36 - field.height) / 2, tolerance: 1))
        #expect(field.maxX < 390 - 16 - 40)
    }

    @Test func cancelEndsTheSearchAndClearsItsText() throws {
        let seen = Recorder<String>()
        let h = host(Searching(seen: seen), width: 390, height: 600)
        try h.type("ap", into: "Search")
        #expect(seen.value == "true|ap")
        let field = try #require(h.frame(of: "Search"))
        // Cancel is the tinted button at the trailing end of the row.
        try h.tap(at: CGPoint(x: 390 - 16 - 10, y: field.midY))
        #expect(seen.value == "false|")
        #expect(h.focusedField == nil)
        #expect(close(h.frame(of: "Search")?.minY ?? 0, 44 + 52 + (36 - field.height) / 2, tolerance: 1))
    }

    @Test func dismissSearchFromTheEnvironmentEndsTheSearch() throws {
        let seen = Recorder<String>()
        let h = host(Searching(seen: seen), width: 390, height: 600)
        try h.tap("done")
        #expect(seen.value == "false|")
        try h.type("ban", into: "Search")
        try h.tap("done")
        #expect(seen.value == "false|")
    }

    @Test func theClearButtonEmptiesTheField() throws {
        let seen = Recorder<String>()
        let h = host(Searching(seen: seen), width: 390, height: 600)
        try h.type("ap", into: "Search")
        let field = try #require(h.frame(of: "Search"))
        // The clear button sits at the field's trailing end, left of Cancel.
        let cancelWidth: CGFloat = 56
        try h.tap(at: CGPoint(x: 390 - 16 - cancelWidth - 8 - 8 - 9, y: field.midY))
        #expect(seen.value == "true|")
    }

    struct Suggesting: View {
        @State var query = ""
        let seen: Recorder<String>
        var body: some View {
            seen.record(query)
            return NavigationStack {
                Text("Results for \(query)").testID("results")
                    .searchable(text: $query)
                    .searchSuggestions {
                        Text("🍎 Apple").searchCompletion("apple").testID("apple")
                        Text("🍐 Pear").searchCompletion("pear").testID("pear")
                    }
            }
        }
    }

    @Test func suggestionsShowWhileSearchingAndACompletionFillsTheField() throws {
        let seen = Recorder<String>()
        let h = host(Suggesting(seen: seen), width: 390, height: 600)
        #expect(h.frame(of: "apple") == nil)
        try h.focus("Search")
        // A plain list under the field: the first suggestion in its first row, inset 16 pt.
        let apple = try #require(h.frame(of: "apple"))
        let field = try #require(h.frame(of: "Search"))
        #expect(apple.minY > field.maxY)
        #expect(close(apple.minX, 16))
        try h.tap("pear")
        #expect(seen.value == "pear")
        try h.tap(at: CGPoint(x: 390 - 16 - 10, y: field.midY))
        #expect(h.frame(of: "pear") == nil)
        #expect(seen.value == "")
    }

    @Test func searchCompletionOutsideSuggestionsChangesNothing() throws {
        let h = host(Text("x").searchCompletion("y").testID("x"))
        try h.tap("x")
        #expect(h.diagnostics.isEmpty)
    }
}
