import Foundation
import Testing
@testable import Tether

extension ContainerValues {
    @Entry var subviewTestRank: Int = -1
}

extension EnvironmentValues {
    @Entry var subviewTestLabel: String = "unset"
}

private struct TitleKey: ContainerValueKey {
    static let defaultValue = "untitled"
}

extension ContainerValues {
    fileprivate var subviewTestTitle: String {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

/// A container in the manner of Apple's `CardsView` example: its subviews one under the
/// other with a divider between each two.
private struct DividedStack<Content: View>: View {
    var content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews.dropLast()) { subview in
                    subview
                    Divider()
                }
                if let last = subviews.last { last }
            }
        }
    }
}

/// A card stack: each subview offset 10 right and 20 down from the one before, over them.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            ZStack(alignment: .topLeading) {
                ForEach(subviews.indices, id: \.self) { i in
                    subviews[i].offset(x: CGFloat(i) * 10, y: CGFloat(i) * 20)
                }
            }
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }.testID(name)
    }
}

/// Shows its subviews in order or reversed; flipping runs the transform again.
private struct Reorderable: View {
    @State private var reversed = false
    var body: some View {
        VStack(spacing: 0) {
            Button("flip") { reversed.toggle() }.testID("flip")
            Group(subviews: Group { Counter(name: "x"); Counter(name: "y") }) { subviews in
                ForEach(reversed ? Array(subviews.reversed()) : Array(subviews)) { $0 }
            }
        }
    }
}

/// A view whose own state adds rows: its subviews change without its container changing.
private struct GrowingRows: View {
    @State private var n = 1
    var body: some View {
        Button("more") { n += 1 }.testID("more")
        ForEach(0..<n, id: \.self) { Text("row \($0)") }
    }
}

/// Sets a container value from its own state.
private struct Selectable: View {
    let name: String
    @State private var selected = false
    var body: some View {
        Button(name) { selected.toggle() }.testID(name).containerValue(\.subviewTestRank, selected ? 1 : 0)
    }
}

private struct LabelText: View {
    @Environment(\.subviewTestLabel) private var label
    var body: some View { Text(label) }
}

/// iOS 18's custom containers: `Group(subviews:transform:)`, `ForEach(subviews:content:)`,
/// `SubviewsCollection`, `Subview` and container values, with SwiftUI's flattening (the one
/// `Layout` sees) and subviews that keep their state.
@MainActor
@Suite struct SubviewsCollectionTests {
    @Test func forEachGroupTupleAndConditionalContentAreFlattenedAndEmptyViewIsNone() {
        // One text, three ForEach rows, a group's two texts, nothing for EmptyView or a false
        // `if`: six subviews, in that order.
        let hidden = false
        let count = Recorder<Int>()
        let h = host(VStack {
            Group(subviews: Group {
                Text("a")
                ForEach(0..<3, id: \.self) { Text("r\($0)") }
                Group { Text("g1"); Text("g2") }
                EmptyView()
                if hidden { Text("never") }
            }) { subviews in
                let _ = count.record(subviews.count)
                ForEach(subviews) { $0 }
            }
        })
        #expect(count.value == 6)
        #expect(dumpedTexts(h) == ["a", "r0", "r1", "r2", "g1", "g2"])
    }

    @Test func aCustomViewWithSeveralViewsInItsBodyGivesEachOfThem() {
        // A custom view is not a subview itself: its body's views are, as for `Layout`.
        let ids = Recorder<Int>()
        let h = host(VStack {
            Group(subviews: GrowingRows()) { subviews in
                let _ = ids.record(Set(subviews.map(\.id)).count)
                Text("\(subviews.count) subviews")
                ForEach(subviews) { $0 }
            }
        })
        #expect(dumpedTexts(h) == ["2 subviews", "more", "row 0"])
        #expect(ids.value == 2)
    }

    @Test func aCardStackOffsetsEachSubviewFromTheOneBefore() {
        // The ZStack is the first card's size, 100 × 50, centred in the 400 × 400 window:
        // at (150, 175). Offsets move the cards without changing that size.
        let h = host(CardStack {
            ForEach(0..<3, id: \.self) { i in Color.blue.frame(width: 100, height: 50).testID("c\(i)") }
        })
        for i in 0..<3 {
            expectFrame(h, "c\(i)", CGRect(x: 150 + CGFloat(i) * 10, y: 175 + CGFloat(i) * 20, width: 100, height: 50))
        }
    }

    @Test func aContainerLikeApplesCardsViewPutsADividerBetweenSubviews() {
        // The container's result is what writing the dividers out by hand gives.
        let built = host(DividedStack {
            Text("a").testID("a")
            Text("b").testID("b")
            Text("c").testID("c")
        })
        let byHand = host(VStack(spacing: 0) {
            Text("a").testID("a"); Divider(); Text("b").testID("b"); Divider(); Text("c").testID("c")
        })
        for id in ["a", "b", "c"] {
            expectFrame(built, id, byHand.frame(of: id)!)
        }
        #expect(dumpedTexts(built) == ["a", "b", "c"])
    }

    @Test func forEachSubviewsMakesOneViewPerSubview() {
        // Two texts framed 30 high each: the stack is 60 high.
        let h = host(VStack(spacing: 0) {
            ForEach(subviews: Group { Text("a").testID("a"); Text("b").testID("b") }) { subview in
                subview.frame(height: 30)
            }
        }.testID("stack"))
        #expect(close(h.frame(of: "stack")!.height, 60))
        #expect(close(h.frame(of: "b")!.midY - h.frame(of: "a")!.midY, 30))
    }

    @Test func aSubviewKeepsItsStateWhenTheTransformRunsAgain() throws {
        let h = host(Reorderable())
        try h.tap("x")
        try h.tap("x")
        try h.tap("y")
        #expect(dumpedTexts(h) == ["flip", "x 2", "y 1"])
        try h.tap("flip")
        // The same two counters, reversed, with their counts.
        #expect(dumpedTexts(h) == ["flip", "y 1", "x 2"])
        #expect(h.frame(of: "y")!.minY < h.frame(of: "x")!.minY)
        try h.tap("x")
        #expect(dumpedTexts(h) == ["flip", "y 1", "x 3"])
    }

    @Test func stateInTheViewGivingTheSubviewsChangesThemAndTheTransformRunsAgain() throws {
        let h = host(VStack {
            Group(subviews: GrowingRows()) { subviews in
                Text("\(subviews.count) subviews")
                ForEach(subviews) { $0 }
            }
        })
        try h.tap("more")
        try h.tap("more")
        #expect(dumpedTexts(h) == ["4 subviews", "more", "row 0", "row 1", "row 2"])
    }

    @Test func containerValuesAreTheValuesSetOnEachSubviewAndTheDefaultOtherwise() {
        // A value set inside a VStack stays with the VStack's own container; one set on a
        // group reaches each of its views.
        let ranks = Recorder<[Int]>()
        let titles = Recorder<[String]>()
        _ = host(VStack {
            Group(subviews: Group {
                Text("a").containerValue(\.subviewTestRank, 3)
                Text("b")
                VStack { Text("c").containerValue(\.subviewTestRank, 9) }
                Group { Text("d"); Text("e") }.containerValue(\.subviewTestRank, 5)
                Text("f").containerValue(\.subviewTestTitle, "F")
            }) { subviews in
                let _ = ranks.record(subviews.map(\.containerValues.subviewTestRank))
                let _ = titles.record(subviews.map(\.containerValues.subviewTestTitle))
                ForEach(subviews) { $0 }
            }
        })
        #expect(ranks.value == [3, -1, -1, 5, 5, -1])
        #expect(titles.value == ["untitled", "untitled", "untitled", "untitled", "untitled", "F"])
    }

    @Test func aSubviewTakesTheEnvironmentOfItsPlaceAndKeepsWhatItsSourceSet() {
        // The first two labels were given "content" where they were written; the third
        // takes the environment where the transform put it.
        let h = host(VStack {
            Group(subviews: Group {
                Group { LabelText(); LabelText() }.environment(\.subviewTestLabel, "content")
                LabelText()
            }) { subviews in
                VStack { ForEach(subviews) { $0 } }.environment(\.subviewTestLabel, "transform")
            }
        })
        #expect(dumpedTexts(h) == ["content", "content", "transform"])
    }

    @Test func emptyContentHasNoSubviews() {
        let h = host(VStack {
            Group(subviews: EmptyView()) { subviews in
                Text("\(subviews.count) subviews")
                ForEach(subviews) { $0 }
            }
        })
        #expect(dumpedTexts(h) == ["0 subviews"])
    }

    @Test func aHugeForEachGivesAllItsSubviewsAndTheTransformShowsSome() {
        let count = Recorder<Int>()
        let h = host(VStack {
            Group(subviews: ForEach(0..<5000, id: \.self) { Text("\($0)") }) { subviews in
                let _ = count.record(subviews.count)
                subviews.prefix(3)
            }
        })
        #expect(count.value == 5000)
        #expect(dumpedTexts(h) == ["0", "1", "2"])
    }

    @Test func aSubviewShownTwiceAppearsTwice() {
        let h = host(VStack {
            Group(subviews: Text("twice")) { subviews in
                subviews[0]
                subviews[0]
            }
        })
        #expect(dumpedTexts(h) == ["twice", "twice"])
    }

    @Test func aSubviewTheTransformStopsShowingLeavesAndComesBack() throws {
        // `prefix(1)` leaves the second counter out; `prefix(2)` shows it again.
        struct Limited: View {
            @State private var limit = 2
            var body: some View {
                VStack {
                    Button("toggle") { limit = limit == 2 ? 1 : 2 }.testID("toggle")
                    Group(subviews: Group { Counter(name: "p"); Counter(name: "q") }) { subviews in
                        subviews.prefix(limit)
                    }
                }
            }
        }
        let h = host(Limited())
        try h.tap("q")
        try h.tap("toggle")
        #expect(dumpedTexts(h) == ["toggle", "p 0"])
        try h.tap("toggle")
        #expect(dumpedTexts(h).count == 3)
        #expect(dumpedTexts(h).prefix(2) == ["toggle", "p 0"])
        #expect(h.frame(of: "q") != nil)
    }
    @Test func aPaddingOnForEachSubviewsPadsEachSubview() {
        // As on any `ForEach`: two 10-point squares, each padded by 5, are 40 high together.
        let h = host(VStack(spacing: 0) {
            ForEach(subviews: Group {
                Color.red.frame(width: 10, height: 10).testID("a")
                Color.blue.frame(width: 10, height: 10).testID("b")
            }) { $0 }
            .padding(5)
        }.testID("stack"))
        #expect(close(h.frame(of: "stack")!.height, 40))
        #expect(close(h.frame(of: "b")!.minY - h.frame(of: "a")!.minY, 20))
    }

    @Test func theSubviewsOfAContainerMadeWithSubviewsAreWhatItsTransformShows() {
        // The inner transform shows its two texts reversed and adds one: three subviews.
        let h = host(VStack {
            Group(subviews: Group(subviews: Group { Text("a"); Text("b") }) { inner in
                ForEach(inner.reversed()) { $0 }
                Text("extra")
            }) { outer in
                Text("\(outer.count)")
                ForEach(outer) { $0 }
            }
        })
        #expect(dumpedTexts(h) == ["3", "b", "a", "extra"])
    }

    @Test func subviewsShowInAList() {
        let h = host(List {
            ForEach(subviews: Group { Text("one"); Text("two") }) { subview in
                subview
            }
        })
        #expect(dumpedTexts(h) == ["one", "two"])
    }
    @Test func aContainerValueASubviewChangesFromItsOwnStateIsReadAgain() throws {
        let h = host(VStack {
            Group(subviews: Group { Selectable(name: "s1"); Selectable(name: "s2") }) { subviews in
                Text("\(subviews.filter { $0.containerValues.subviewTestRank == 1 }.count) selected")
                ForEach(subviews) { $0 }
            }
        })
        #expect(dumpedTexts(h).first == "0 selected")
        try h.tap("s2")
        #expect(dumpedTexts(h) == ["1 selected", "s1", "s2"])
        try h.tap("s1")
        #expect(dumpedTexts(h).first == "2 selected")
    }
}
