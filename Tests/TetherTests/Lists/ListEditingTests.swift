import Foundation
import Testing
@testable import Tether

/// Rows bound to their elements, edit mode, `EditButton`, `onDelete`/`onMove` with iOS's
/// edit controls and Tether's `deleteRow`/`moveRow` host calls.
@MainActor
@Suite struct ListEditingTests {
    /// Storage the tests read: what the views' bindings wrote.
    final class Store<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
        var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
        var isOn = false
    }

    /// Fruits in an editable list; `edit` is its edit mode.
    struct Fruits: View {
        @State private var changes = 0
        let store: Store<[String]>
        var edit: EditMode = .active
        var deleted: Recorder<IndexSet>? = nil
        var moved: Recorder<String>? = nil
        var body: some View {
            List {
                ForEach(store.value, id: \.self) { Text($0).testID("row-\($0)") }
                    .onDelete { offsets in deleted?.record(offsets); store.value.remove(atOffsets: offsets); changes += 1 }
                    .onMove { source, destination in
                        moved?.record("\(Array(source))->\(destination)")
                        store.value.move(fromOffsets: source, toOffset: destination)
                        changes += 1
                    }
            }
            .environment(\.editMode, .constant(edit))
        }
    }

    @Test func aToggleInABindingListRowWritesItsElement() throws {
        let store = Store([Item(id: 1, name: "Wi-Fi"), Item(id: 2, name: "Bluetooth")])
        let h = host(List(store.binding) { $item in Toggle(item.name, isOn: $item.isOn).testID("toggle-\(item.id)") })
        try h.tap("toggle-2")
        #expect(store.value.map(\.isOn) == [false, true])
        try h.tap("toggle-1")
        #expect(store.value.map(\.isOn) == [true, true])
    }

    @Test func typingIntoATextFieldOfABindingForEachRowWritesItsElement() throws {
        let store = Store([Item(id: 1, name: "A"), Item(id: 2, name: "B")])
        let h = host(List { ForEach(store.binding, id: \.id) { $item in TextField("Name", text: $item.name).testID("field-\(item.id)") } })
        try h.type("da", into: "field-1")
        #expect(store.value.map(\.name) == ["Ada", "B"])
    }

    @Test func bindingRowsFollowTheirElementsById() throws {
        // The rows are identified by the elements' ids, as the id: key path says.
        let store = Store([Item(id: 1, name: "A"), Item(id: 2, name: "B")])
        struct Rows: View {
            let store: Store<[Item]>
            var body: some View { List(store.binding, id: \.id) { $item in Text(item.name).testID("row-\(item.id)") } }
        }
        let h = host(Rows(store: store))
        #expect(close(h.frame(of: "row-2")?.minY ?? 0, 35 + 52 + (52 - (h.frame(of: "row-2")?.height ?? 0)) / 2))
        #expect(close(h.frame(of: "row-1")?.minX ?? 0, 32))
    }

    @Test func aRowBindingWhoseElementIsGoneReadsItsLastValueAndWritesNothing() {
        let store = Store([1, 2, 3])
        let binding = ElementBinding.make(store.binding, at: 2, snapshot: 3)
        store.value = [1]
        #expect(binding.wrappedValue == 3)
        binding.wrappedValue = 9
        #expect(store.value == [1])
    }

    @Test func editButtonTurnsEditModeOnAndOffInANavigationStack() throws {
        let seen = Recorder<EditMode>()
        struct Reader: View {
            @Environment(\.editMode) var editMode
            let seen: Recorder<EditMode>
            var body: some View {
                seen.record(editMode?.wrappedValue ?? .inactive)
                return Text("x")
            }
        }
        let h = host(NavigationStack { Reader(seen: seen).toolbar { EditButton().testID("edit") } })
        #expect(seen.value == .inactive)
        try h.tap("edit")
        #expect(seen.value == .active)
        #expect(seen.value?.isEditing == true)
        try h.tap("edit")
        #expect(seen.value == .inactive)
    }

    @Test func editButtonReadsEditAndDoneInTheTint() throws {
        // "Edit" is drawn in the tint (iOS blue, #007AFF); "Done" too, and wider for being bold.
        let edit = host(EditButton().environment(\.editMode, .constant(.inactive)).testID("b"), width: 100, height: 60)
        let done = host(EditButton().environment(\.editMode, .constant(.active)).testID("b"), width: 100, height: 60)
        #expect((done.frame(of: "b")?.width ?? 0) > (edit.frame(of: "b")?.width ?? 0))
        let png = try PNGDecoder.decode(edit.pngData(scale: 1))
        var blue = false
        for x in 0..<png.width { for y in 0..<png.height { let p = png.pixel(x: x, y: y); if p.b > 200 && p.r < 60 && p.g < 160 { blue = true } } }
        #expect(blue)
    }

    @Test func withoutAnEditModeEditButtonChangesNothing() throws {
        let h = host(EditButton().testID("edit"))
        try h.tap("edit")
        #expect(h.diagnostics.isEmpty)
    }

    @Test func inEditModeDeletableRowsShowTheRedMinusAndMoveAside() throws {
        // 16 pt card margin + 16 pt row inset, then 38 pt for the control: the text starts at 70.
        let store = Store(["Apples", "Bananas"])
        let h = host(Fruits(store: store))
        #expect(close(h.frame(of: "row-Apples")?.minX ?? 0, 70))
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // The control's disc is centred 11 pt in from 32 pt, in the middle of the 52 pt row.
        let disc = png.pixel(x: 43, y: 35 + 26 + 4)
        #expect(disc.r > 240 && disc.g < 80 && disc.b < 70)
        let inactive = host(Fruits(store: store, edit: .inactive))
        #expect(close(inactive.frame(of: "row-Apples")?.minX ?? 0, 32))
    }

    @Test func inEditModeMovableRowsShowTheReorderGripAtTheTrailingEdge() throws {
        let store = Store(["Apples"])
        let h = host(Fruits(store: store), width: 400)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // The grip's three grey lines sit in the 58 pt at the card's trailing end (384 − 58).
        var grey = 0
        for x in 326..<384 { for y in 35..<79 { let p = png.pixel(x: x, y: y); if abs(p.r - 142) < 12 && abs(p.b - 147) < 12 { grey += 1 } } }
        #expect(grey > 20)
    }

    @Test func rowsWithoutOnDeleteOrUnderDeleteDisabledShowNoDeleteControl() throws {
        let h = host(List {
            Text("Plain").testID("plain")
            ForEach(["A", "B"], id: \.self) { name in Text(name).deleteDisabled(name == "B").testID(name) }.onDelete { _ in }
        }.environment(\.editMode, .constant(.active)))
        #expect(close(h.frame(of: "plain")?.minX ?? 0, 32))
        #expect(close(h.frame(of: "A")?.minX ?? 0, 70))
        #expect(close(h.frame(of: "B")?.minX ?? 0, 32))
        #expect(throws: InteractionError.self) { try h.deleteRow("B") }
        #expect(throws: InteractionError.self) { try h.deleteRow("plain") }
    }

    @Test func deleteRowGivesOnDeleteTheRowsOffset() throws {
        let store = Store(["Apples", "Bananas", "Cherries"]), deleted = Recorder<IndexSet>()
        struct Holder: View {
            @State var tick = 0
            let store: Store<[String]>
            let deleted: Recorder<IndexSet>
            var body: some View {
                List {
                    ForEach(store.value, id: \.self) { Text($0).testID("row-\($0)") }
                        .onDelete { deleted.record($0); store.value.remove(atOffsets: $0); tick += 1 }
                }
                .environment(\.editMode, .constant(.active))
            }
        }
        let h = host(Holder(store: store, deleted: deleted))
        try h.deleteRow("row-Bananas")
        #expect(deleted.value == IndexSet(integer: 1))
        #expect(store.value == ["Apples", "Cherries"])
        #expect(h.frame(of: "row-Bananas") == nil)
    }

    @Test func deleteRowOutsideEditModeIsRefused() {
        let store = Store(["Apples"])
        let h = host(Fruits(store: store, edit: .inactive))
        #expect(throws: InteractionError.rowNotEditable("row-Apples", reason: "the list is not in edit mode")) { try h.deleteRow("row-Apples") }
        #expect(store.value == ["Apples"])
    }

    @Test func tappingTheMinusRevealsDeleteAndTappingDeleteDeletesTheRow() throws {
        let store = Store(["Apples", "Bananas"]), deleted = Recorder<IndexSet>()
        let h = host(Fruits(store: store, deleted: deleted))
        try h.tap(at: CGPoint(x: 47, y: 35 + 52 + 22))
        // The row slides left by the Delete button's width; the button is at the card's end.
        let shifted = h.frame(of: "row-Bananas")?.minX ?? 0
        #expect(shifted < 74)
        try h.tap(at: CGPoint(x: 384 - 10, y: 35 + 52 + 22))
        #expect(deleted.value == IndexSet(integer: 1))
    }

    @Test func moveRowGivesOnMoveSourceAndDestinationOffsets() throws {
        let store = Store(["A", "B", "C", "D"]), moved = Recorder<String>()
        let h = host(Fruits(store: store, moved: moved))
        try h.moveRow("row-A", toOffset: 3)
        #expect(moved.value == "[0]->3")
        #expect(store.value == ["B", "C", "A", "D"])
    }

    @Test func movingARowWhereItIsCallsNothing() throws {
        let store = Store(["A", "B"]), moved = Recorder<String>()
        let h = host(Fruits(store: store, moved: moved))
        try h.moveRow("row-A", toOffset: 1)
        try h.moveRow("row-A", toOffset: 0)
        #expect(moved.count == 0)
    }

    @Test func aMoveOutsideTheDataIsReportedAndGoesToTheNearestEnd() throws {
        let store = Store(["A", "B", "C"]), moved = Recorder<String>()
        let h = host(Fruits(store: store, moved: moved))
        try h.moveRow("row-A", toOffset: 99)
        #expect(moved.value == "[0]->3")
        #expect(h.diagnostics.contains { $0.message.contains("offset 99") })
        try h.moveRow("row-A", toOffset: -5)
        #expect(moved.value == "[2]->0")
    }

    @Test func moveDisabledRowsAndListsOutsideEditModeRefuseMoves() {
        let h = host(List {
            ForEach(["A", "B"], id: \.self) { Text($0).moveDisabled($0 == "A").testID($0) }.onMove { _, _ in }
        }.environment(\.editMode, .constant(.active)))
        #expect(throws: InteractionError.rowNotEditable("A", reason: "moveDisabled(true)")) { try h.moveRow("A", toOffset: 2) }
        let inactive = host(Fruits(store: Store(["A"]), edit: .inactive))
        #expect(throws: InteractionError.self) { try inactive.moveRow("row-A", toOffset: 1) }
    }

    @Test func editCallsOnViewsOutsideAListThrow() {
        let h = host(VStack { Text("x").testID("x") })
        #expect(throws: InteractionError.notListRow("x")) { try h.deleteRow("x") }
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.moveRow("missing", toOffset: 0) }
    }

    /// A list over a binding with edit actions, in edit mode.
    struct EditableItems: View {
        @State var items: [Item]
        let actions: EditActions<[Item]>
        let seen: Recorder<[String]>
        var body: some View {
            seen.record(items.map(\.name))
            return List($items, editActions: actions) { $item in Text(item.name).testID(item.name) }
                .environment(\.editMode, .constant(.active))
        }
    }

    @Test func editActionsAllLetTheUserDeleteAndMoveTheBoundElements() throws {
        let seen = Recorder<[String]>()
        let items = [Item(id: 1, name: "A"), Item(id: 2, name: "B"), Item(id: 3, name: "C")]
        let h = host(EditableItems(items: items, actions: .all, seen: seen))
        #expect(close(h.frame(of: "A")?.minX ?? 0, 70))
        try h.moveRow("A", toOffset: 3)
        #expect(seen.value == ["B", "C", "A"])
        try h.deleteRow("C")
        #expect(seen.value == ["B", "A"])
        try h.swipe("B", fully: true)
        #expect(seen.value == ["A"])
    }

    @Test func editActionsMoveOnlyOfferNoDeleting() throws {
        let seen = Recorder<[String]>()
        let h = host(EditableItems(items: [Item(id: 1, name: "A"), Item(id: 2, name: "B")], actions: .move, seen: seen))
        #expect(close(h.frame(of: "A")?.minX ?? 0, 32))
        #expect(throws: InteractionError.self) { try h.deleteRow("A") }
        #expect(throws: InteractionError.noSwipeActions("A", edge: .trailing)) { try h.swipe("A") }
        try h.moveRow("B", toOffset: 0)
        #expect(seen.value == ["B", "A"])
    }

    @Test func editableForEachRowsWriteTheirElements() throws {
        let store = Store([Item(id: 1, name: "Wi-Fi")])
        let h = host(List { ForEach(store.binding, editActions: .all) { $item in Toggle(item.name, isOn: $item.isOn).testID("t") } })
        try h.tap("t")
        #expect(store.value[0].isOn)
    }

    @Test func draggingTheReorderGripMovesTheRowWhereItIsLetGo() throws {
        let store = Store(["A", "B", "C", "D"]), moved = Recorder<String>()
        let h = host(Fruits(store: store, moved: moved), width: 400)
        // The grip is in the 58 points at the card's trailing end; A's middle is at 35 + 26.
        let grip = CGPoint(x: 384 - 29, y: 35 + 26)
        // Let go 2.5 rows lower: A's middle passes B's and C's, so it lands before D.
        try h.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 52 * 2.5))
        #expect(moved.value == "[0]->3")
        #expect(store.value == ["B", "C", "A", "D"])
        // Dragged up past the top, D (now last) becomes first.
        try h.drag(from: CGPoint(x: grip.x, y: 35 + 52 * 3 + 26), to: CGPoint(x: grip.x, y: 0))
        #expect(moved.value == "[3]->0")
        // A short drag that stays within the row's own place moves nothing.
        let count = moved.count
        try h.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 10))
        #expect(moved.count == count)
    }

    @Test func anEditButtonInTheToolbarEditsTheListWhoseEditModeIsSetAroundIt() throws {
        // The pattern of Apple's forum answer: the edit mode set around the toolbar's declaration.
        struct Screen: View {
            @State var editMode = EditMode.inactive
            let seen: Recorder<EditMode>
            var body: some View {
                seen.record(editMode)
                return NavigationStack {
                    List {
                        ForEach(["A", "B"], id: \.self) { Text($0).testID($0) }.onDelete { _ in }
                    }
                    .navigationBarItems(trailing: EditButton().testID("edit"))
                    .environment(\.editMode, $editMode)
                }
            }
        }
        let seen = Recorder<EditMode>()
        let h = host(Screen(seen: seen))
        try h.tap("edit")
        #expect(seen.value == .active)
        #expect(close(h.frame(of: "A")?.minX ?? 0, 70))
    }
}
