import Foundation
import Testing
@testable import Tether

/// `RenameButton` runs the environment's `rename` action, which `renameAction(_:)` sets.
@MainActor
@Suite struct RenameButtonTests {
    @Test func aRenameButtonRunsTheClosureRenameActionSet() throws {
        let log = Recorder<String>()
        let h = host(VStack { RenameButton().testID("rename") }.renameAction { log.record("rename") })
        try h.tap("rename")
        #expect(log.value == "rename" && log.count == 1)
    }

    @Test func aRenameButtonIsLabelledRenameWithThePencilSymbol() throws {
        let h = host(RenameButton().renameAction {})
        let button = try #require(h.find(role: .button))
        #expect(button.label == "Rename")
        // Drawn as the button a developer would write with that label.
        let written = host(Button {} label: { Label("Rename", systemImage: "pencil") })
        #expect(h.svg() == written.svg())
        #expect(h.diagnostics.isEmpty)
    }

    @Test func withFocusStateRenameFocusesTheField() throws {
        struct Row: View {
            @State private var name = "Notes"
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($isFocused).testID("name")
                    RenameButton().testID("rename")
                }
                .renameAction($isFocused)
            }
        }
        let h = host(Row())
        #expect(h.focusedField == nil)
        try h.tap("rename")
        #expect(h.focusedField == "name")
    }

    @Test func withoutARenameActionTheButtonIsDisabled() throws {
        struct Probe: View {
            @Environment(\.rename) private var rename
            let seen: Recorder<Bool>
            var body: some View {
                seen.record(rename != nil)
                return RenameButton().testID("rename")
            }
        }
        let seen = Recorder<Bool>()
        let h = host(Probe(seen: seen))
        #expect(seen.value == false)
        // Disabled: the host refuses the tap, as iOS ignores a touch on a disabled button.
        #expect(throws: (any Error).self) { try h.tap("rename") }
        _ = host(Probe(seen: seen).renameAction {})
        #expect(seen.value == true)
    }

    @Test func theInnermostRenameActionWins() throws {
        let log = Recorder<String>()
        let view = VStack { RenameButton().testID("rename").renameAction { log.record("inner") } }
            .renameAction { log.record("outer") }
        let h = host(view)
        try h.tap("rename")
        #expect(log.value == "inner" && log.count == 1)
    }
}
