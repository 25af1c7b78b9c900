import Testing
@testable import Tether

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var cardTitle: String?
    /// Written without a type, as SwiftUI allows: the type is inferred from the value.
    @Entry var cardStore = CardStore()
    @Entry var cardBadgeCount = 3
}

/// A reference type, to tell whether a default is made again at each read.
final class CardStore {
    nonisolated(unsafe) static var made = 0
    let serial: Int
    init() {
        CardStore.made += 1
        serial = CardStore.made
    }
}

extension Transaction {
    @Entry var isFromSwipe: Bool = false
}

/// `@Entry` declares environment values that read their default until a view above writes them.
@MainActor @Suite struct EntryTests {
    struct Card: View {
        @Environment(\.cardCornerRadius) var radius
        @Environment(\.cardTitle) var title
        var body: some View {
            Text("\(title ?? "untitled") \(Int(radius))")
        }
    }

    @Test func anEntryReadsItsDefaultUntilWritten() {
        let h = host(Card(), width: 200, height: 50)
        #expect(dumpedTexts(h) == ["untitled 12"])
    }

    @Test func anEntryWrittenAboveIsReadBelow() {
        let h = host(Card().environment(\.cardCornerRadius, 20).environment(\.cardTitle, "Trip"), width: 200, height: 50)
        #expect(dumpedTexts(h) == ["Trip 20"])
    }

    @Test func aTransactionEntryIsCarriedByTheTransaction() {
        var transaction = Transaction()
        #expect(transaction.isFromSwipe == false)
        transaction.isFromSwipe = true
        #expect(transaction.isFromSwipe)
    }

    @Test func anEntryWithAnInferredTypeReadsAndWritesLikeATypedOne() {
        struct Badge: View {
            @Environment(\.cardBadgeCount) var count
            var body: some View { Text("\(count) new") }
        }
        #expect(dumpedTexts(host(Badge(), width: 200, height: 50)) == ["3 new"])
        #expect(dumpedTexts(host(Badge().environment(\.cardBadgeCount, 7), width: 200, height: 50)) == ["7 new"])
    }

    @Test func anInferredEntrysDefaultIsMadeAgainAtEachReadLikeAComputedDefault() {
        // SwiftUI's key returns its default from a computed `defaultValue`, so two reads of an
        // unwritten entry give two instances; a written instance is the one read.
        let values = EnvironmentValues()
        let first = values.cardStore, second = values.cardStore
        #expect(first !== second)
        var written = EnvironmentValues()
        let store = CardStore()
        written.cardStore = store
        #expect(written.cardStore === store)
    }
}
