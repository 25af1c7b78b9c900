import Testing
@testable import Tether

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var cardTitle: String?
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
}
