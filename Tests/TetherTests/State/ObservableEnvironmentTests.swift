import Foundation
import Testing
@testable import Tether

@Observable private final class Library {
    var books = ["Emma"]
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View { Text("Books: \(library.books.joined(separator: ", "))") }
}

private struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library.map { "\($0.books.count) books" } ?? "no library") }
}

/// A shelf whose `@Bindable` reaches into the environment's library, as iOS 17 apps write it.
private struct Editor: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        VStack {
            TextField("First", text: $library.books[0]).testID("first")
            Text("First: \(library.books[0])")
        }
    }
}

private struct LibraryApp: App {
    let library = Library()
    var body: some Scene {
        WindowGroup { VStack { Shelf(); OptionalShelf() } }
            .environment(library)
            .environment(\.locale, Locale(identifier: "de"))
    }
}

/// iOS 17's `@Observable` objects in the environment: `environment(_:)` on views and scenes,
/// `@Environment(T.self)` required or optional, as SwiftUI documents them.
@MainActor
@Suite struct ObservableEnvironmentTests {
    @Test func aViewReadsTheObjectAnAncestorPutInTheEnvironment() {
        let library = Library()
        let h = host(VStack { Shelf(); OptionalShelf() }.environment(library))
        #expect(dumpedTexts(h).contains("Books: Emma"))
        #expect(dumpedTexts(h).contains("1 books"))
        // A property the body read changes: the view is evaluated again.
        library.books.append("Persuasion")
        h.update()
        #expect(dumpedTexts(h).contains("Books: Emma, Persuasion"))
        #expect(dumpedTexts(h).contains("2 books"))
    }

    @Test func aMissingObjectIsADiagnosticAndTheOptionalFormReadsNil() {
        let h = host(VStack { Shelf(); OptionalShelf() })
        #expect(dumpedTexts(h) == ["no library"])
        #expect(h.diagnostics.contains {
            $0.kind == .missingEnvironmentObject && $0.message.hasPrefix("No Observable object of type Library found.")
        }, "\(h.diagnostics)")
    }

    @Test func anInnerEnvironmentObjectReplacesAnOuterOne() {
        let outer = Library(), inner = Library()
        inner.books = ["Inner"]
        let h = host(VStack { Shelf().environment(inner) }.environment(outer))
        #expect(dumpedTexts(h) == ["Books: Inner"])
    }

    @Test func bindingsThroughBindableWriteToTheEnvironmentsObject() throws {
        let library = Library()
        let h = host(Editor().environment(library))
        try h.type("!", into: "first")
        #expect(library.books == ["Emma!"])
        #expect(dumpedTexts(h).contains("First: Emma!"))
    }

    @Test func sceneEnvironmentModifiersReachEveryWindowsViews() throws {
        let h = try #require(ViewHost(app: LibraryApp(), size: CGSize(width: 300, height: 200)))
        h.update()
        #expect(dumpedTexts(h).contains("Books: Emma"))
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
        struct LocaleReader: View {
            @Environment(\.locale) var locale
            var body: some View { Text(locale.identifier) }
        }
        let windows = SceneTree.windows(of: WindowGroup { LocaleReader() }.environment(\.locale, Locale(identifier: "fr")))
        let window = try #require(windows.first)
        #expect(dumpedTexts(host(window.content)) == ["fr"])
    }
}
