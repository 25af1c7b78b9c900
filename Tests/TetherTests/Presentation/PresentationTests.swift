import Foundation
import Testing
@testable import Tether

/// Alerts and confirmation dialogs presented over the canvas.
@MainActor
@Suite struct PresentationTests {
    /// iOS 13's way to close a sheet: the presentation mode from the environment.
    struct LegacySheetContent: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Button(presentationMode.wrappedValue.isPresented ? "Close" : "Not presented") {
                presentationMode.wrappedValue.dismiss()
            }.testID("close")
        }
    }

    @Test func thePresentationModeDismissesTheSheetItIsIn() throws {
        struct Root: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Open") { shown = true }.testID("open")
                    LegacySheetContent().testID("root-content")
                }
                .sheet(isPresented: $shown) { LegacySheetContent() }
            }
        }
        let h = host(Root(), width: 390, height: 844)
        // Not presented at the root: dismissing there does nothing.
        #expect(h.find(text: "Not presented") != nil)
        try h.tap(label: "Not presented")
        #expect(h.find(text: "Not presented") != nil)
        try h.tap("open")
        #expect(h.find(text: "Close") != nil)
        try h.tap(label: "Close")
        #expect(h.find(text: "Close") == nil)
        #expect(h.find(text: "Not presented") != nil)
    }

    @Test func anAlertCoversTheCanvasAndItsActionsDismissIt() throws {
        struct Screen: View {
            @State var asking = false
            let log: Recorder<String>
            var body: some View {
                Button("Delete") { asking = true }
                    .testID("delete")
                    .alert("Delete the file?", isPresented: $asking) {
                        Button("Delete", role: .destructive) { log.record("deleted") }.testID("confirm")
                        Button("Cancel", role: .cancel) { log.record("kept") }.testID("cancel")
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: 390, height: 844)
        #expect(h.frame(of: "confirm") == nil)
        try h.tap("delete")
        // Two actions side by side at the bottom of a 270 pt card centred on the canvas (x 60…330):
        // iOS 26's 48 pt capsules, 16 pt in from the card's sides and 8 pt apart.
        let confirm = h.frame(of: "confirm")!, cancel = h.frame(of: "cancel")!
        #expect(close(confirm, CGRect(x: 76, y: confirm.minY, width: 115, height: 48)))
        #expect(close(cancel, CGRect(x: 199, y: confirm.minY, width: 115, height: 48)))
        // The canvas is dimmed (20 % black) everywhere outside the card.
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(pixels.pixel(x: 10, y: 10).a == 51 && pixels.pixel(x: 10, y: 10).r == 0)
        // An action runs, then the alert goes away.
        try h.tap("confirm")
        #expect(log.value == "deleted")
        #expect(h.frame(of: "confirm") == nil)
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10).a == 0)
    }

    @Test func anAlertWithThreeActionsStacksThem() throws {
        let h = host(Color.clear.alert("Choose", isPresented: .constant(true)) {
            Button("One") {}.testID("one")
            Button("Two") {}.testID("two")
            Button("Three") {}.testID("three")
        }, width: 390, height: 844)
        let one = h.frame(of: "one")!, two = h.frame(of: "two")!, three = h.frame(of: "three")!
        // Each a capsule across the card less 16 pt on each side, 8 pt below the one above.
        #expect(close(one.width, 270 - 32) && close(two.minY, one.maxY + 8) && close(three.minY, two.maxY + 8))
    }

    @Test func anAlertShowsItsTextFieldsBetweenTheMessageAndTheButtons() throws {
        struct Screen: View {
            @State var name = ""
            @State var asking = true
            let log: Recorder<String>
            var body: some View {
                Color.clear.alert("Rename", isPresented: $asking) {
                    TextField("Name", text: $name).testID("name")
                    SecureField("Password", text: .constant("")).testID("password")
                    Button("Save") { log.record("saved \(name)") }.testID("save")
                    Button("Cancel", role: .cancel) {}.testID("cancel")
                } message: {
                    Text("Give the file a new name.").testID("message")
                }
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: 390, height: 844)
        let message = h.frame(of: "message")!, name = h.frame(of: "name")!, password = h.frame(of: "password")!
        let save = h.frame(of: "save")!, cancel = h.frame(of: "cancel")!
        // The fields span the 270 pt card (x 60…330) less 16 pt on each side, one under the
        // other, below the message and its 19 pt of padding.
        #expect(close(name.minX, 60 + 16) && close(name.width, 270 - 32) && close(password.width, 270 - 32))
        #expect(close(name.minY, message.maxY + 19) && close(password.minY, name.maxY))
        // Each is a rounded-border field in 13 pt footnote text, as tall as one outside an alert.
        let plain = host(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).font(.footnote).testID("f"),
                         width: 238, height: 100).frame(of: "f")!
        #expect(close(name.height, plain.height) && close(password.height, plain.height))
        // The two buttons stand side by side 16 pt below the last field, as without fields.
        #expect(close(save, CGRect(x: 76, y: password.maxY + 16, width: 115, height: 48)))
        #expect(close(cancel, CGRect(x: 199, y: password.maxY + 16, width: 115, height: 48)))
        // What is typed reaches the binding; the action reads it and the alert goes away.
        try h.type("Notes", into: "name")
        try h.tap("save")
        #expect(log.value == "saved Notes")
        #expect(h.frame(of: "name") == nil)
    }

    @Test func anItemAlertShowsWhileItsItemIsSetAndAnActionClearsIt() throws {
        struct Screen: View {
            @State var file: String?
            let log: Recorder<[String]>
            var body: some View {
                Button("Delete…") { file = "Report.pdf" }
                    .testID("ask")
                    .alert("Delete the file?", item: $file) { name in
                        Button("Delete", role: .destructive) { log.record((log.value ?? []) + ["deleted \(name)"]) }.testID("delete")
                    } message: { name in
                        Text("\(name) will be deleted.")
                    }
                    .onChange(of: file) { log.record((log.value ?? []) + ["file \(file ?? "nil")"]) }
            }
        }
        let log = Recorder<[String]>()
        let h = host(Screen(log: log), width: 390, height: 844)
        #expect(h.frame(of: "delete") == nil)
        try h.tap("ask")
        // The message is made from the item.
        #expect(h.find(text: "Report.pdf will be deleted.") != nil)
        try h.tap("delete")
        // The action ran with the item, then dismissing cleared it.
        #expect(log.value == ["file Report.pdf", "deleted Report.pdf", "file nil"])
        #expect(h.frame(of: "delete") == nil)
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithCancelApart() throws {
        struct Screen: View {
            @State var asking = true
            let log: Recorder<String>
            var body: some View {
                Color.clear.confirmationDialog("Delete?", isPresented: $asking) {
                    Button("Delete Photo", role: .destructive) { log.record("deleted") }.testID("delete")
                    Button("Keep", role: .cancel) { log.record("kept") }.testID("keep")
                }
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: 390, height: 844)
        // 8 pt in from the edges; the cancel card's 57 pt row ends 8 pt above the bottom, and
        // the other card ends 8 pt above it.
        let delete = h.frame(of: "delete")!, keep = h.frame(of: "keep")!
        #expect(close(keep, CGRect(x: 8, y: 844 - 8 - 57, width: 374, height: 57)))
        #expect(close(delete, CGRect(x: 8, y: 844 - 8 - 57 - 8 - 57, width: 374, height: 57)))
        try h.tap("keep")
        #expect(log.value == "kept")
        #expect(h.frame(of: "keep") == nil)
    }

    @Test func aConfirmationDialogWithoutCancelGetsOne() throws {
        let h = host(Color.clear.confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Copy") {}.testID("copy")
        }, width: 390, height: 844)
        // Copy in the top card, iOS's own Cancel in the bottom one.
        #expect(close(h.frame(of: "copy")!.maxY, 844 - 8 - 57 - 8))
        #expect(h.layoutDump().contains("omitted"))
    }
}
