import Foundation
import Testing
@testable import Tether

/// `tag(_:includeOptional:)`: which option a selection chooses, also for optional selections.
@MainActor
@Suite struct TagTests {
    struct Sizes: View {
        @State var size: String?
        let includeOptional: Bool
        let seen: Recorder<String?>
        var body: some View {
            seen.record(size)
            return Picker("Size", selection: $size) {
                Text("S").tag("S", includeOptional: includeOptional)
                Text("M").tag("M", includeOptional: includeOptional)
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
            .testID("picker")
        }
    }

    @Test func aTagMatchesAnOptionalSelectionByDefault() throws {
        let seen = Recorder<String?>()
        let h = host(Sizes(size: nil, includeOptional: true, seen: seen), width: 200, height: 100)
        let picker = h.frame(of: "picker")!
        // Two segments across 200 points: the second is the right half.
        try h.tap(at: CGPoint(x: picker.minX + 150, y: picker.midY))
        #expect(seen.value == "M")
    }

    @Test func aTagWithoutIncludeOptionalDoesNotChooseAnOptionalSelection() throws {
        let seen = Recorder<String?>()
        let h = host(Sizes(size: nil, includeOptional: false, seen: seen), width: 200, height: 100)
        let picker = h.frame(of: "picker")!
        try h.tap(at: CGPoint(x: picker.minX + 150, y: picker.midY))
        // A tag of `String` is not a value of `String?` here: the selection stays nil.
        #expect(seen.value == .some(nil) && seen.count == 1)
    }
}
