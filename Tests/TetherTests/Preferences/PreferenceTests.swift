import Foundation
import Testing
@testable import Tether

private struct NumbersKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Counts reduce calls; only the test that checks it uses this key.
private struct CountingKey: PreferenceKey {
    nonisolated(unsafe) static var reduceCalls = 0
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { reduceCalls += 1; value += nextValue() }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Preference combination and delivery (SWIFTUI-SEMANTICS §4).
@MainActor
@Suite struct PreferenceTests {
    @Test func anOverlayIsBuiltAgainOnlyWhenTheKeyItReadsChanges() throws {
        // The overlay reads HeightKey. The values below it change in views of their own (the
        // overlay's view is not evaluated again): a new NumbersKey value leaves the overlay as
        // it was, a new HeightKey value builds it again.
        struct Numbers: View {
            @State private var number = 1
            var body: some View {
                Button("Number") { number += 1 }.testID("number").preference(key: NumbersKey.self, value: [number])
            }
        }
        struct Height: View {
            @State private var height: CGFloat = 10
            var body: some View {
                Button("Height") { height += 1 }.testID("height").preference(key: HeightKey.self, value: height)
            }
        }
        let builds = Recorder<CGFloat>()
        let h = host(VStack { Numbers(); Height() }.overlayPreferenceValue(HeightKey.self) { value in
            let _ = builds.record(value)
            Color.clear
        })
        let first = builds.count
        try h.tap("number")
        #expect(builds.count == first)
        try h.tap("height")
        #expect(builds.count == first + 1 && builds.value == 11)
    }

    func collected<V: View>(_ content: V) -> [Int]? {
        let recorder = Recorder<[Int]>()
        _ = host(content.overlayPreferenceValue(NumbersKey.self) { Recording(recorder: recorder, value: $0) })
        return recorder.value
    }

    @Test func valuesCombineInTreeOrderStartingFromTheFirst() {
        let value = collected(VStack {
            Color.red.preference(key: NumbersKey.self, value: [1])
            HStack {
                Color.green.preference(key: NumbersKey.self, value: [2])
                Color.blue.preference(key: NumbersKey.self, value: [3])
            }
            Color.gray.preference(key: NumbersKey.self, value: [4])
        })
        #expect(value == [1, 2, 3, 4])
    }

    @Test func noProducerGivesTheDefaultValue() {
        #expect(collected(Color.red) == [])
    }

    @Test func singleProducerNeverCallsReduce() {
        CountingKey.reduceCalls = 0
        let recorder = Recorder<Int>()
        _ = host(VStack { Color.red.preference(key: CountingKey.self, value: 5); Color.blue }
            .overlayPreferenceValue(CountingKey.self) { Recording(recorder: recorder, value: $0) })
        #expect(recorder.value == 5)
        #expect(CountingKey.reduceCalls == 0)
    }

    @Test func preferenceOnAContainerReplacesItsSubtreesValues() {
        let value = collected(VStack {
            Color.red.preference(key: NumbersKey.self, value: [1])
            VStack {
                Color.green.preference(key: NumbersKey.self, value: [2])
            }.preference(key: NumbersKey.self, value: [9])
        })
        #expect(value == [1, 9])
    }

    @Test func transformPreferenceEditsTheSubtreeValue() {
        let value = collected(VStack {
            Color.green.preference(key: NumbersKey.self, value: [2])
            Color.blue.preference(key: NumbersKey.self, value: [3])
        }.transformPreference(NumbersKey.self) { $0 = $0.map { $0 * 10 } + [0] })
        #expect(value == [20, 30, 0])
        // With no producer below, the closure starts from the default value.
        #expect(collected(Color.red.transformPreference(NumbersKey.self) { $0.append(7) }) == [7])
    }

    @Test func overlaySecondaryValuesCombineWithTheBase() {
        let value = collected(Color.red.preference(key: NumbersKey.self, value: [1])
            .overlay(Color.clear.preference(key: NumbersKey.self, value: [2]))
            .background(Color.clear.preference(key: NumbersKey.self, value: [3])))
        // Background order: the modifier's content first, then its secondary view.
        #expect(value == [1, 2, 3])
    }

    @Test func preferenceOverlayContentValuesArePassedUp() {
        let outer = Recorder<[Int]>()
        let view = Color.red.preference(key: NumbersKey.self, value: [1])
            .overlayPreferenceValue(NumbersKey.self) { values in
                Color.clear.preference(key: NumbersKey.self, value: values.map { $0 + 100 })
            }
            .overlayPreferenceValue(NumbersKey.self) { Recording(recorder: outer, value: $0) }
        _ = host(view)
        #expect(outer.value == [1, 101])
    }

    @Test func onPreferenceChangeRunsOnlyWhenTheValueChanges() throws {
        struct Measured: View {
            let calls: Recorder<CGFloat>
            @State var extra: CGFloat = 0
            @State var unrelated = 0
            var body: some View {
                VStack {
                    Button("Grow") { extra += 10 }.accessibilityIdentifier("grow")
                    Button("Other") { unrelated += 1 }.accessibilityIdentifier("other")
                    Text("\(unrelated)")
                    Color.red.frame(height: 20 + extra).preference(key: HeightKey.self, value: 20 + extra)
                }
                .onPreferenceChange(HeightKey.self) { calls.record($0) }
            }
        }
        let calls = Recorder<CGFloat>()
        let h = host(Measured(calls: calls))
        #expect(calls.count == 1)
        #expect(calls.value == 20)
        try h.tap("other")
        #expect(calls.count == 1)
        try h.tap("grow")
        #expect(calls.count == 2)
        #expect(calls.value == 30)
    }

    @Test func preferenceStateLoopStopsWithSwiftUIsWarning() {
        struct Runaway: View {
            @State var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .preference(key: HeightKey.self, value: width)
                    .onPreferenceChange(HeightKey.self) { width = $0 + 1 }
            }
        }
        let h = host(Runaway())
        let loops = h.diagnostics.filter { $0.message.contains("tried to update multiple times per frame") }
        #expect(!loops.isEmpty)
        #expect(loops.first?.message.hasPrefix("Bound preference HeightKey") == true)
    }

    /// Fuzz seed 72884: a set-valued preference dumped its elements in the order of the
    /// set's storage, which differs between two sets of the same elements, so a second
    /// update seemed to change the tree. A set dumps its elements sorted.
    @Test func aSetValuedPreferenceDumpsTheSameEveryTime() {
        struct NamesKey: PreferenceKey {
            static var defaultValue: Set<String> { [] }
            static func reduce(value: inout Set<String>, nextValue: () -> Set<String>) { value.formUnion(nextValue()) }
        }
        let names = (0..<40).map { "name\($0)" }
        let forward = host(Color.red.preference(key: NamesKey.self, value: Set(names))).layoutDump()
        let backward = host(Color.red.preference(key: NamesKey.self, value: Set(names.reversed()))).layoutDump()
        #expect(forward == backward)
        #expect(forward.contains("Set([\"name0\", \"name1\", \"name10\""))
    }

    @Test func secondUpdateChangesNothing() {
        struct Stable: View {
            @State var seen: CGFloat = 0
            var body: some View {
                VStack {
                    Color.red.frame(height: 30).preference(key: HeightKey.self, value: 30)
                    Color.blue.frame(height: seen).accessibilityIdentifier("mirror")
                }
                .onPreferenceChange(HeightKey.self) { seen = $0 }
            }
        }
        let h = host(Stable())
        let first = h.layoutDump()
        #expect(close(h.frame(of: "mirror")!.height, 30))
        h.update()
        #expect(h.layoutDump() == first)
        #expect(h.diagnostics.isEmpty)
    }
}

private struct RectsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

/// The remaining preference modifiers: transformAnchorPreference and backgroundPreferenceValue.
@MainActor
@Suite struct PreferenceModifierTests {
    @Test func transformAnchorPreferenceAddsToTheSubtreeValue() {
        let recorder = Recorder<[CGRect]>()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).anchorPreference(key: RectsKey.self, value: .bounds) { [$0] }
            Color.blue.frame(width: 30, height: 10)
        }
        .transformAnchorPreference(key: RectsKey.self, value: .bounds) { value, anchor in value.append(anchor) }
        .overlayPreferenceValue(RectsKey.self) { anchors in
            GeometryReader { proxy in Recording(recorder: recorder, value: anchors.map { proxy[$0] }) }
        }
        _ = host(view, width: 50, height: 20)
        #expect(recorder.value?.count == 2)
        #expect(close(recorder.value?.first, CGRect(x: 0, y: 0, width: 50, height: 10)))
        #expect(close(recorder.value?.last, CGRect(x: 0, y: 0, width: 50, height: 20)))
    }

    @Test func backgroundPreferenceValueDrawsBehindWithAlignment() throws {
        let recorder = Recorder<Int>()
        let view = Color.red.frame(width: 40, height: 40)
            .preference(key: CountingKey.self, value: 3)
            .backgroundPreferenceValue(CountingKey.self, alignment: .topLeading) { value in
                Color.blue.frame(width: CGFloat(value) * 10, height: 10).accessibilityIdentifier("behind")
                    .overlay(Recording(recorder: recorder, value: value))
            }
        let h = host(view, width: 40, height: 40)
        #expect(recorder.value == 3)
        expectFrame(h, "behind", CGRect(x: 0, y: 0, width: 30, height: 10))
        // The background is drawn first: the red base covers it.
        let pixels = try DecodedPixels(pngData: h.pngData(scale: 1))
        #expect(pixels.pixel(x: 5, y: 5).r == 255)
    }

    @Test func anchorDescriptionNamesItsGlobalValueAndSource() {
        let recorder = Recorder<String>()
        let view = Color.red.frame(width: 10, height: 10)
            .anchorPreference(key: RectsKey.self, value: .bounds) { [$0] }
            .overlayPreferenceValue(RectsKey.self) { Recording(recorder: recorder, value: $0.first.map { String(reflecting: $0) } ?? "") }
        let h = host(view, width: 10, height: 10)
        #expect(recorder.value?.contains("global") == true)
        #expect(h.layoutDump().contains("writes{RectsKey="))
        #expect(h.layoutDump().contains("reads{RectsKey="))
    }
}
