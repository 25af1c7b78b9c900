import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Tether

/// `onInsert` and `dropDestination(for:action:)` on a `ForEach` in a `List`: a drop between
/// rows inserts at the offset where it lands.
@MainActor
@Suite struct InsertDropTests {
    final class Store: @unchecked Sendable {
        var fruits = ["Apple", "Banana", "Cherry"]
        var offsets: [Int] = []
    }

    struct Fruits: View {
        let store: Store
        var types: [UTType] = [.plainText]
        @State private var version = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Kiwi").frame(width: 100, height: 40).onDrag { NSItemProvider(object: "Kiwi" as NSString) }.testID("source")
                List {
                    ForEach(store.fruits, id: \.self) { Text($0).testID("row-\($0)") }
                        .onInsert(of: types) { offset, providers in
                            store.offsets.append(offset)
                            for provider in providers {
                                _ = provider.loadObject(ofClass: String.self) { text, _ in
                                    DispatchQueue.main.async {
                                        if let text { store.fruits.insert(text, at: offset); version += 1 }
                                    }
                                }
                            }
                        }
                }
                .testID("list")
                Text("\(version)")
            }
        }
    }

    @Test func aDropOnARowsLowerHalfInsertsAfterIt() async throws {
        let store = Store()
        let h = host(Fruits(store: store), width: 400, height: 600)
        let banana = try #require(h.frame(of: "row-Banana"))
        // Below Banana's middle: before Cherry, offset 2.
        let source = try #require(h.frame(of: "source"))
        try await h.dragAndDrop(from: CGPoint(x: source.midX, y: source.midY), to: CGPoint(x: banana.midX, y: banana.midY + banana.height / 4))
        #expect(store.offsets == [2])
        #expect(store.fruits == ["Apple", "Banana", "Kiwi", "Cherry"])
    }

    @Test func aDropOnARowsUpperHalfInsertsBeforeIt() async throws {
        let store = Store()
        let h = host(Fruits(store: store), width: 400, height: 600)
        let apple = try #require(h.frame(of: "row-Apple"))
        try await h.drop([NSItemProvider(object: "Fig" as NSString)], at: CGPoint(x: apple.midX, y: apple.midY - apple.height / 4))
        #expect(store.offsets == [0])
        #expect(store.fruits == ["Fig", "Apple", "Banana", "Cherry"])
    }

    @Test func aDropBelowTheLastRowAppends() async throws {
        let store = Store()
        let h = host(Fruits(store: store), width: 400, height: 600)
        let cherry = try #require(h.frame(of: "row-Cherry"))
        try await h.drop([NSItemProvider(object: "Lime" as NSString)], at: CGPoint(x: cherry.midX, y: cherry.maxY + 40))
        #expect(store.offsets == [3])
    }

    @Test func aDropOfAnotherTypeInsertsNothing() async throws {
        let store = Store()
        let h = host(Fruits(store: store, types: [.url]), width: 400, height: 600)
        #expect(try await h.drop([NSItemProvider(object: "Fig" as NSString)], on: "row-Apple") == false)
        #expect(store.offsets.isEmpty)
    }

    struct Links: View {
        @State private var links: [URL] = [URL(string: "https://a.example")!]
        let seen: Store
        var body: some View {
            List {
                ForEach(links, id: \.self) { Text($0.absoluteString).testID($0.host ?? "") }
                    .dropDestination(for: URL.self) { urls, offset in
                        seen.offsets.append(offset)
                        links.insert(contentsOf: urls, at: offset)
                    }
            }
        }
    }

    @Test func dropDestinationOnAForEachImportsTheItems() async throws {
        let seen = Store()
        let h = host(Links(seen: seen), width: 400, height: 600)
        #expect(try await h.drop(URL(string: "https://b.example")!, on: "a.example"))
        #expect(seen.offsets.count == 1)
        #expect(h.frame(of: "b.example") != nil)
    }
}
