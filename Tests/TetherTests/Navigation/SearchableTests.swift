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
}
