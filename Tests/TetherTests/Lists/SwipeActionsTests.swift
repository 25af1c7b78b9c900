import Foundation
import Testing
@testable import Tether

/// `swipeActions(edge:allowsFullSwipe:content:)`, `onDelete`'s swipe-to-delete and Tether's
/// `ViewHost.swipe`.
@MainActor
@Suite struct SwipeActionsTests {
    struct Mail: View {
        @State private var messages = ["Lunch", "Invoice", "News"]
        let archived: Recorder<String>
        let flagged: Recorder<String>
        var allowsFullSwipe = true
        var body: some View {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message).testID(message)
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button("Archive") { archived.record(message) }.tint(.blue)
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Flag") { flagged.record(message) }
                        }
                }
            }
        }
    }

    @Test func aSwipeRevealsTheTrailingActionsAndSlidesTheRowAside() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged))
        try h.swipe("Invoice")
        let row = try #require(h.frame(of: "Invoice"))
        // Two buttons, each at least 74 points: the row moved left by at least 148.
        #expect(row.minX <= 32 - 148 + 0.01)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // The first button, "Archive" tinted blue, is against the card's trailing edge (the
        // first action nearest the edge, as SwiftUI orders them); "Delete", destructive, is
        // red, left of it.
        let blue = png.pixel(x: 384 - 5, y: 35 + 52 + 5)
        #expect(blue.b > 240 && blue.r < 30)
        let red = png.pixel(x: 384 - 74 - 30, y: 35 + 52 + 5)
        #expect(red.r > 240 && red.g < 80)
        // The other rows stay where they were.
        #expect(close(h.frame(of: "Lunch")?.minX ?? 0, 32))
    }

    @Test func tappingARevealedActionRunsItAndSlidesTheRowBack() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged))
        try h.swipe("Invoice")
        let row = try #require(h.frame(of: "Invoice"))
        // "Archive" is the first button: against the trailing edge.
        _ = row
        try h.tap(at: CGPoint(x: 384 - 10, y: 35 + 52 + 22))
        #expect(archived.value == "Invoice")
        #expect(close(h.frame(of: "Invoice")?.minX ?? 0, 32))
    }

    @Test func aLeadingSwipeRevealsTheLeadingActionsInGrey() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged))
        try h.swipe("Lunch", edge: .leading)
        #expect((h.frame(of: "Lunch")?.minX ?? 0) >= 32 + 74 - 0.01)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // Without a tint, iOS's grey (#8E8E93).
        let grey = png.pixel(x: 16 + 5, y: 35 + 5)
        #expect(abs(grey.r - 142) < 6 && abs(grey.b - 147) < 6)
        try h.tap(at: CGPoint(x: 16 + 20, y: 35 + 22))
        #expect(flagged.value == "Lunch")
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged))
        try h.swipe("News", fully: true)
        #expect(archived.value == "News")
        #expect(close(h.frame(of: "News")?.minX ?? 0, 32))
    }

    @Test func aFullSwipeOnlyRevealsWhenFullSwipesAreNotAllowed() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged, allowsFullSwipe: false))
        try h.swipe("News", fully: true)
        #expect(archived.count == 0)
        #expect((h.frame(of: "News")?.minX ?? 0) < 0)
    }

    @Test func aRowWithOnDeleteOffersDeleteOnATrailingSwipe() throws {
        struct Fruits: View {
            @State var fruits = ["Apples", "Bananas"]
            let deleted: Recorder<IndexSet>
            var body: some View {
                List {
                    ForEach(fruits, id: \.self) { Text($0).testID($0) }
                        .onDelete { deleted.record($0); fruits.remove(atOffsets: $0) }
                }
            }
        }
        let deleted = Recorder<IndexSet>()
        let h = host(Fruits(deleted: deleted))
        try h.swipe("Bananas")
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        let red = png.pixel(x: 384 - 5, y: 35 + 52 + 5)
        #expect(red.r > 240 && red.g < 80)
        #expect(throws: InteractionError.noSwipeActions("Bananas", edge: .leading)) { try h.swipe("Bananas", edge: .leading) }
        try h.swipe("Apples", fully: true)
        #expect(deleted.value == IndexSet(integer: 0))
        #expect(h.frame(of: "Apples") == nil)
    }

    @Test func swipeActionsOnTheTrailingEdgeReplaceOnDeletesDelete() throws {
        let flagged = Recorder<String>()
        let h = host(List {
            ForEach(["A"], id: \.self) { name in
                Text(name).testID(name).swipeActions { Button("Flag") { flagged.record(name) } }
            }
            .onDelete { _ in Issue.record("deleted") }
        })
        try h.swipe("A", fully: true)
        #expect(flagged.value == "A")
    }

    @Test func swipesOnMissingRowsOrRowsWithoutActionsThrow() {
        let h = host(List { Text("Plain").testID("plain") })
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.swipe("missing") }
        #expect(throws: InteractionError.noSwipeActions("plain", edge: .trailing)) { try h.swipe("plain") }
        let outside = host(Text("x").testID("x"))
        #expect(throws: InteractionError.notListRow("x")) { try outside.swipe("x") }
    }

    @Test func aTapElsewhereInTheListSlidesTheRevealedRowBack() throws {
        let archived = Recorder<String>(), flagged = Recorder<String>()
        let h = host(Mail(archived: archived, flagged: flagged))
        try h.swipe("Invoice")
        #expect((h.frame(of: "Invoice")?.minX ?? 0) < 0)
        try h.tap(at: CGPoint(x: 200, y: 35 + 22))
        #expect(close(h.frame(of: "Invoice")?.minX ?? 0, 32))
        #expect(archived.count == 0 && flagged.count == 0)
        // Once back, the list no longer takes taps (a tap outside any control reaches nothing).
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 200, y: 35 + 22)) }
    }
}
