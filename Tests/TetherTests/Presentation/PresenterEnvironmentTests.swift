import Foundation
import Testing
@testable import Tether

private struct ShelfKey: EnvironmentKey { static let defaultValue = "window" }
extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

private final class Library: ObservableObject {
    @Published var title = "Field notes"
}

/// What a sheet, a popover or a menu sees: SwiftUI's presented content inherits the presenting
/// view's environment, while where it is shown (a list row, a navigation stack) stays its own.
@MainActor
@Suite struct PresenterEnvironmentTests {
    struct ShelfReader: View {
        @Environment(\.shelf) private var shelf
        let seen: Recorder<String>
        var body: some View {
            seen.record(shelf)
            return Text(shelf)
        }
    }

    @Test func aSheetSeesAValueSetAboveItsPresenter() {
        let seen = Recorder<String>()
        let view = VStack {
            Color.clear.sheet(isPresented: .constant(true)) { ShelfReader(seen: seen) }
        }
        .environment(\.shelf, "presenter")
        _ = host(view)
        #expect(seen.value == "presenter")
    }

    @Test func aSheetSeesAnEnvironmentObjectSetAboveItsPresenter() {
        struct TitleReader: View {
            @EnvironmentObject var library: Library
            let seen: Recorder<String>
            var body: some View {
                seen.record(library.title)
                return Text(library.title)
            }
        }
        let seen = Recorder<String>()
        let view = VStack {
            Color.clear.fullScreenCover(isPresented: .constant(true)) { TitleReader(seen: seen) }
        }
        .environmentObject(Library())
        let h = host(view)
        #expect(seen.value == "Field notes")
        #expect(h.diagnostics.isEmpty)
    }

    @Test func aValueSetInsideTheSheetStillWins() {
        let seen = Recorder<String>()
        let view = Color.clear
            .sheet(isPresented: .constant(true)) { ShelfReader(seen: seen).environment(\.shelf, "sheet") }
            .environment(\.shelf, "presenter")
        _ = host(view)
        #expect(seen.value == "sheet")
    }

    @Test func aSheetOpenedFromAListRowIsNotAListRow() {
        struct RowProbe: View {
            @Environment(\.isInListRow) private var isInListRow
            let seen: Recorder<Bool>
            var body: some View {
                seen.record(isInListRow)
                return Text("Row")
            }
        }
        let inRow = Recorder<Bool>(), inSheet = Recorder<Bool>()
        let view = List {
            RowProbe(seen: inRow).sheet(isPresented: .constant(true)) { RowProbe(seen: inSheet) }
        }
        _ = host(view)
        #expect(inRow.value == true)
        #expect(inSheet.value == false)
    }

    @Test func aContextMenusItemsSeeTheRowsEnvironment() throws {
        // Apple's own example: the rename action set on the row reaches the menu's RenameButton.
        let log = Recorder<String>()
        let view = Text("Notes").testID("row")
            .contextMenu { RenameButton().testID("rename") }
            .renameAction { log.record("rename") }
        let h = host(view, width: 390, height: 844)
        try h.longPress("row")
        try h.tap("rename")
        #expect(log.value == "rename" && log.count == 1)
    }

    @Test func aMenusItemsSeeTheMenusEnvironment() throws {
        let seen = Recorder<String>()
        let view = Menu("Shelf") { ShelfReader(seen: seen) }
            .testID("menu")
            .environment(\.shelf, "menu")
        let h = host(view, width: 390, height: 844)
        try h.tap("menu")
        #expect(seen.value == "menu")
    }

    @Test func anAlertAndADialogSeeTheirPresentersEnvironment() {
        let inAlert = Recorder<String>(), inDialog = Recorder<String>()
        let alert = Color.clear
            .alert("Shelf", isPresented: .constant(true)) { Button("OK") {} } message: { ShelfReader(seen: inAlert) }
            .environment(\.shelf, "alert")
        _ = host(alert)
        #expect(inAlert.value == "alert")
        let dialog = Color.clear
            .confirmationDialog("Shelf", isPresented: .constant(true)) { Button("OK") {} } message: { ShelfReader(seen: inDialog) }
            .environment(\.shelf, "dialog")
        _ = host(dialog)
        #expect(inDialog.value == "dialog")
    }
}
