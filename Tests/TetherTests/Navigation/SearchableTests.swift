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

    struct DeprecatedSuggesting: View {
        @State var query = ""
        var body: some View {
            NavigationStack {
                Text("Results").searchable(text: $query) {
                    Text("🍎 Apple").searchCompletion("apple").testID("apple")
                }
            }
        }
    }

    @Test func iOS15SuggestionsGivenToSearchableShowWhileSearching() throws {
        let h = host(DeprecatedSuggesting(), width: 390, height: 600)
        #expect(h.frame(of: "apple") == nil)
        try h.focus("Search")
        #expect(h.frame(of: "apple") != nil)
    }

    @Test func searchCompletionOutsideSuggestionsChangesNothing() throws {
        let h = host(Text("x").searchCompletion("y").testID("x"))
        try h.tap("x")
        #expect(h.diagnostics.isEmpty)
    }
}

/// `searchable(text:isPresented:)`, `onSubmit(of: .search)` and `searchScopes`.
extension SearchableTests {
    struct Presented: View {
        @State var query = ""
        @State var presented: Bool
        let seen: Recorder<String>
        var body: some View {
            NavigationStack {
                Presenting(seen: seen, presented: presented, query: query, present: { presented = $0 })
                    .navigationTitle("Fruits")
                    .searchable(text: $query, isPresented: $presented)
            }
        }
    }

    struct Presenting: View {
        @Environment(\.isSearching) var isSearching
        let seen: Recorder<String>
        let presented: Bool
        let query: String
        let present: (Bool) -> Void
        var body: some View {
            seen.record("\(presented)|\(isSearching)|\(query)")
            return VStack {
                Button("Present") { present(true) }.testID("present")
                Button("Hide") { present(false) }.testID("hide")
            }
        }
    }

    @Test func isPresentedTurnsTrueWhenTheUserStartsSearchingAndFalseOnCancel() throws {
        let seen = Recorder<String>()
        let h = host(Presented(presented: false, seen: seen), width: 390, height: 600)
        #expect(seen.value == "false|false|")
        try h.type("ap", into: "Search")
        #expect(seen.value == "true|true|ap")
        let field = try #require(h.frame(of: "Search"))
        try h.tap(at: CGPoint(x: 390 - 16 - 10, y: field.midY))
        #expect(seen.value == "false|false|")
    }

    @Test func settingIsPresentedStartsAndEndsTheSearch() throws {
        let seen = Recorder<String>()
        let h = host(Presented(presented: false, seen: seen), width: 390, height: 600)
        try h.tap("present")
        // The search is under way: the field focused, at the top beside Cancel.
        #expect(seen.value == "true|true|")
        #expect(h.focusedField == "Search")
        #expect(close(h.frame(of: "Search")?.minY ?? 0, 8 + (36 - (h.frame(of: "Search")?.height ?? 0)) / 2, tolerance: 1))
        try h.type("kiwi", into: "Search")
        try h.tap("hide")
        // Ended as Cancel ends it: the text cleared, the field let go.
        #expect(seen.value == "false|false|")
        #expect(h.focusedField == nil)
    }

    @Test func aSearchPresentedFromTheStartIsUnderWay() {
        let seen = Recorder<String>()
        let h = host(Presented(presented: true, seen: seen), width: 390, height: 600)
        #expect(seen.value == "true|true|")
        #expect(h.focusedField == "Search")
    }

    struct Submitting: View {
        @State var query = ""
        @State var name = ""
        let submitted: Recorder<String>
        var body: some View {
            NavigationStack {
                TextField("Name", text: $name).testID("name")
                    .navigationTitle("Find")
                    .searchable(text: $query)
                    .onSubmit(of: .search) { submitted.record("search:\(query)") }
                    .onSubmit { submitted.record("text:\(name)") }
            }
        }
    }

    @Test func submittingTheSearchFieldRunsTheSearchSubmitActionsOnly() throws {
        let submitted = Recorder<String>()
        let h = host(Submitting(submitted: submitted), width: 390, height: 600)
        try h.type("fig", into: "Search")
        try h.submit("Search")
        #expect(submitted.value == "search:fig")
        #expect(submitted.count == 1)
        // A text field's submit runs only the `.text` actions.
        try h.type("Ann", into: "name")
        try h.submit("name")
        #expect(submitted.value == "text:Ann")
        #expect(submitted.count == 2)
    }

    enum Scope: Hashable { case all, fruit, vegetable }

    struct Scoped: View {
        @State var query = ""
        @State var scope = Scope.all
        var activation: SearchScopeActivation = .automatic
        let seen: Recorder<Scope>
        var body: some View {
            seen.record(scope)
            return NavigationStack {
                List { Text("Results").testID("results") }
                    .navigationTitle("Produce")
                    .searchable(text: $query)
                    .searchScopes($scope, activation: activation) {
                        Text("All").tag(Scope.all).testID("all")
                        Text("Fruit").tag(Scope.fruit).testID("fruit")
                        Text("Vegetable").tag(Scope.vegetable).testID("vegetable")
                    }
            }
        }
    }

    @Test func searchScopesShowOnceTextIsTypedAndATapChoosesOne() throws {
        let seen = Recorder<Scope>()
        let h = host(Scoped(seen: seen), width: 390, height: 600)
        #expect(h.frame(of: "fruit") == nil)
        try h.focus("Search")
        // iOS's automatic activation: the scope bar waits for typing.
        #expect(h.frame(of: "fruit") == nil)
        try h.type("a", into: "Search")
        let field = try #require(h.frame(of: "Search"))
        let fruit = try #require(h.frame(of: "fruit"))
        let all = try #require(h.frame(of: "all"))
        // A segmented control under the field: three equal segments across 358 pt, 16 in.
        #expect(fruit.minY > field.maxY)
        #expect(all.midX < fruit.midX)
        #expect(close(fruit.midX, 16 + 358 / 2, tolerance: 1))
        // The segment's tap target lies over its label.
        let vegetable = try #require(h.frame(of: "vegetable"))
        try h.tap(at: CGPoint(x: vegetable.midX, y: vegetable.midY))
        #expect(seen.value == .vegetable)
        // The results move down below the bar.
        #expect((h.frame(of: "results")?.minY ?? 0) > fruit.maxY)
        // Cancel hides the bar.
        try h.tap(at: CGPoint(x: 390 - 16 - 10, y: field.midY))
        #expect(h.frame(of: "fruit") == nil)
    }

    @Test func onSearchPresentationShowsTheScopesWhenTheSearchBegins() throws {
        let seen = Recorder<Scope>()
        let h = host(Scoped(activation: .onSearchPresentation, seen: seen), width: 390, height: 600)
        #expect(h.frame(of: "fruit") == nil)
        try h.focus("Search")
        let fruit = try #require(h.frame(of: "fruit"))
        try h.tap(at: CGPoint(x: fruit.midX, y: fruit.midY))
        #expect(seen.value == .fruit)
    }
}

/// `searchable(text:tokens:...)`: the tokens drawn in the field before the text.
extension SearchableTests {
    struct Tag: Identifiable, Hashable {
        let id: String
    }

    struct Tokens: View {
        @State var query = ""
        @State var tokens: [Tag]
        var body: some View {
            NavigationStack {
                Button("Add") { tokens.append(Tag(id: "Pears")) }.testID("add")
                    .navigationTitle("Fruits")
                    .searchable(text: $query, tokens: $tokens) { token in Text(token.id).testID("token-\(token.id)") }
            }
        }
    }

    @Test func tokensAreDrawnInTheFieldBeforeTheText() throws {
        let h = host(Tokens(tokens: [Tag(id: "Apples")]), width: 390, height: 600)
        let field = try #require(h.frame(of: "Search"))
        let apples = try #require(h.frame(of: "token-Apples"))
        // In the field's row, after the magnifying glass (16 pt margin + 8 pt padding + the
        // glass), before the text field.
        #expect(apples.minX > 16 + 8 + 10 && apples.maxX < field.minX)
        #expect(abs(apples.midY - field.midY) < 1)
        // With a token, the prompt is not shown.
        #expect(!dumpedTexts(h).contains("Search"))
        try h.tap("add")
        let pears = try #require(h.frame(of: "token-Pears"))
        #expect(pears.minX > apples.maxX)
        try h.type("g", into: "Search")
        #expect(h.frame(of: "token-Pears") != nil)
    }

    @Test func withoutTokensThePromptShows() {
        let h = host(Tokens(tokens: []), width: 390, height: 600)
        #expect(dumpedTexts(h).contains("Search"))
    }

    @Test func aDeleteInTheEmptyFieldRemovesTheLastToken() throws {
        let h = host(Tokens(tokens: [Tag(id: "Apples"), Tag(id: "Pears")]), width: 390, height: 600)
        try h.type("p", into: "Search")
        // With text, delete removes a character, not a token.
        try h.pressKey(.delete)
        #expect(h.frame(of: "token-Pears") != nil)
        try h.pressKey(.delete)
        #expect(h.frame(of: "token-Pears") == nil && h.frame(of: "token-Apples") != nil)
        try h.pressKey(.delete)
        #expect(h.frame(of: "token-Apples") == nil)
        // No token left: the prompt is back.
        #expect(dumpedTexts(h).contains("Search"))
    }

    struct Suggested: View {
        @State var query = ""
        @State var tokens: [Tag] = []
        @State var suggested = [Tag(id: "Apples"), Tag(id: "Pears")]
        let seen: Recorder<[Tag]>
        var body: some View {
            seen.record(tokens)
            return NavigationStack {
                List { Text("Results").testID("results") }
                    .navigationTitle("Fruits")
                    .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested) { token in
                        Label(token.id, systemImage: "tag").testID("token-\(token.id)")
                    }
                    .searchSuggestions {
                        Text("Figs").searchCompletion(Tag(id: "Figs")).testID("figs")
                    }
            }
        }
    }

    @Test func suggestedTokensAreListedWhileSearchingAndATapAddsOne() throws {
        let seen = Recorder<[Tag]>()
        let h = host(Suggested(seen: seen), width: 390, height: 600)
        // Not searching: no suggestions.
        #expect(h.frame(of: "token-Pears") == nil)
        try h.type("pe", into: "Search")
        // The suggested tokens are rows in place of the content, before the app's suggestions.
        let pears = try #require(h.frame(of: "token-Pears"))
        let apples = try #require(h.frame(of: "token-Apples"))
        let figs = try #require(h.frame(of: "figs"))
        let field = try #require(h.frame(of: "Search"))
        #expect(apples.minY > field.maxY && pears.minY > apples.maxY && figs.minY > pears.maxY)
        try h.tap(at: CGPoint(x: pears.midX, y: pears.midY))
        // The token joins the field and the typed text is cleared.
        #expect(seen.value == [Tag(id: "Pears")])
        #expect(h.find(role: .textField)?.value ?? "" == "")
        // A completion with a token adds it too.
        let figsAgain = try #require(h.frame(of: "figs"))
        try h.tap(at: CGPoint(x: figsAgain.midX, y: figsAgain.midY))
        #expect(seen.value == [Tag(id: "Pears"), Tag(id: "Figs")])
    }

    struct Editable: View {
        @State var query = ""
        @State var tokens = [Tag(id: "Apples")]
        var body: some View {
            NavigationStack {
                Text("Content")
                    .navigationTitle("Fruits")
                    .searchable(text: $query, editableTokens: $tokens) { $token in
                        Button(token.id) { token = Tag(id: token.id + "!") }.testID("token")
                    }
            }
        }
    }

    @Test func anEditableTokenChangesItselfThroughItsBinding() throws {
        let h = host(Editable(), width: 390, height: 600)
        try h.tap("token")
        #expect(h.find(role: .button, label: "Apples!") != nil)
    }
}
