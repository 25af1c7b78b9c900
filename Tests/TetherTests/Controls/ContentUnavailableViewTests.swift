import Foundation
import Testing
@testable import Tether

/// `ContentUnavailableView`: an empty screen's icon, title and description, centred.
@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func theSearchFormSaysThereAreNoResultsForTheQuery() {
        let h = host(ContentUnavailableView.search(text: "owl"), width: 390, height: 600)
        #expect(dumpedTexts(h).contains("No Results for \u{201C}owl\u{201D}"))
        #expect(dumpedTexts(h).contains("Check the spelling or try a new search."))
    }

    @Test func theImageFormShowsItsTitleAndDescriptionAndReportsAMissingImage() {
        let h = host(ContentUnavailableView("Look", image: "no-such-coffee", description: Text("At this coffee")), width: 390, height: 600)
        #expect(dumpedTexts(h).contains("Look") && dumpedTexts(h).contains("At this coffee"))
        #expect(h.diagnostics.contains { $0.message.contains("no-such-coffee") })
    }

    @Test func itIsCentredInTheSpaceItIsGivenWithActionsBelow() {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "tray").testID("label")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}.testID("refresh")
        }
        let h = host(view, width: 390, height: 600)
        let label = h.frame(of: "label")!, refresh = h.frame(of: "refresh")!
        // The whole block is centred: the label's centre is on the canvas's vertical axis, the
        // action below the label.
        #expect(close(label.midX, 195, tolerance: 0.5) && refresh.minY > label.maxY)
        // The block (label + description + action) is centred vertically: it starts as far
        // below the top as it ends above the bottom.
        #expect(close(label.minY, 600 - refresh.maxY, tolerance: 0.5))
    }
}
