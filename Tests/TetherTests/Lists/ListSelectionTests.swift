import Foundation
import Testing
@testable import Tether

/// `List(selection:)` with one optional value or a set, as iOS takes taps for them.
@MainActor
@Suite struct ListSelectionTests {
    struct Cities: View {
        @State var selection: String?
        let seen: Recorder<String?>
        var body: some View {
            seen.record(selection)
            return List(["Berlin", "Lisbon", "Oslo"], id: \.self, selection: $selection) { Text($0).testID($0) }
        }
    }

    struct ManyCities: View {
        @State var selection: Set<String> = []
        let edit: EditMode
        let seen: Recorder<Set<String>>
        var body: some View {
            seen.record(selection)
            return List(selection: $selection) {
                ForEach(["Berlin", "Lisbon", "Oslo"], id: \.self) { Text($0).testID($0) }
            }
            .environment(\.editMode, .constant(edit))
        }
    }

    @Test func aTapSelectsTheRowOfASingleSelectionList() throws {
        let seen = Recorder<String?>()
        let h = host(Cities(seen: seen))
        try h.tap("Lisbon")
        #expect(seen.value == "Lisbon")
        // Tapping elsewhere in a row (not on its text) selects it too.
        try h.tap(at: CGPoint(x: 300, y: 35 + 88 + 22))
        #expect(seen.value == "Oslo")
        // A second tap keeps the row selected.
        try h.tap("Oslo")
        #expect(seen.value == "Oslo")
    }

    @Test func aRowWithSelectionDisabledIsNotSelectedByATap() throws {
        struct Guarded: View {
            @State var selection: String?
            let seen: Recorder<String?>
            var body: some View {
                seen.record(selection)
                return List(["Berlin", "Lisbon", "Oslo"], id: \.self, selection: $selection) { city in
                    Text(city).testID(city).selectionDisabled(city == "Berlin")
                }
            }
        }
        let seen = Recorder<String?>()
        let h = host(Guarded(seen: seen))
        try h.tap("Lisbon")
        #expect(seen.value == "Lisbon")
        // Apple's example: the first row cannot be selected; the selection stays.
        try h.tap(at: CGPoint(x: 300, y: 35 + 22))
        #expect(seen.value == "Lisbon")
        try h.tap("Oslo")
        #expect(seen.value == "Oslo")
    }

    @Test func theSelectedRowIsHighlightedInIOSSelectionGrey() throws {
        let seen = Recorder<String?>()
        let h = host(Cities(seen: seen))
        try h.tap("Lisbon")
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // systemGray4, #D1D1D6, across the whole cell; the other rows stay white.
        let selected = png.pixel(x: 300, y: 35 + 52 + 22)
        #expect(selected.r == 209 && selected.g == 209 && selected.b == 214)
        let other = png.pixel(x: 300, y: 35 + 22)
        #expect(other.r == 255 && other.g == 255 && other.b == 255)
    }

    @Test func rowsAreSelectedByTheirTags() throws {
        struct Tagged: View {
            @State var selection: Int?
            let seen: Recorder<Int?>
            var body: some View {
                seen.record(selection)
                return List(selection: $selection) {
                    Text("One").tag(1).testID("one")
                    Text("Two").tag(2).testID("two")
                }
            }
        }
        let seen = Recorder<Int?>()
        let h = host(Tagged(seen: seen))
        try h.tap("two")
        #expect(seen.value == 2)
    }

    @Test func aSetSelectionTakesTapsOnlyInEditMode() throws {
        let seen = Recorder<Set<String>>()
        let h = host(ManyCities(edit: .inactive, seen: seen))
        try? h.tap("Lisbon")
        #expect(seen.value == [])
        let editing = host(ManyCities(edit: .active, seen: seen))
        try editing.tap("Lisbon")
        try editing.tap("Oslo")
        #expect(seen.value == ["Lisbon", "Oslo"])
        try editing.tap("Lisbon")
        #expect(seen.value == ["Oslo"])
    }

    @Test func inEditModeASetSelectionShowsCirclesAndChecksTheSelectedRows() throws {
        let seen = Recorder<Set<String>>()
        let h = host(ManyCities(edit: .active, seen: seen))
        // The circles take the edit control's room: the text starts at 70.
        #expect(close(h.frame(of: "Berlin")?.minX ?? 0, 70))
        try h.tap("Berlin")
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // The checked circle is filled with the tint (iOS blue); the others are outlines.
        let checked = png.pixel(x: 43 - 7, y: 35 + 26)
        #expect(checked.b > 240 && checked.r < 30)
        let unchecked = png.pixel(x: 43 - 7, y: 35 + 52 + 26)
        #expect(unchecked.r == 255 && unchecked.b == 255)
    }

    @Test func aButtonInASelectableRowKeepsItsTap() throws {
        struct WithButton: View {
            @State var selection: Int?
            let tapped: Recorder<Bool>
            let seen: Recorder<Int?>
            var body: some View {
                seen.record(selection)
                return List(selection: $selection) {
                    Button("Tap") { tapped.record(true) }.tag(1).testID("button")
                }
            }
        }
        let tapped = Recorder<Bool>(), seen = Recorder<Int?>()
        let h = host(WithButton(tapped: tapped, seen: seen))
        try h.tap("button")
        #expect(tapped.value == true)
    }
}
