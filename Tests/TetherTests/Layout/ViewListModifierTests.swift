import Foundation
import Testing
@testable import Tether

private struct WriteCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A `Group`, `ForEach`, tuple, `if` or optional stands for several views: a padding, frame,
/// background or effect on it applies to each of its views, as in SwiftUI, while
/// environment values and preferences apply to the list once.
@MainActor
@Suite struct ViewListModifierTests {
    @Test func paddingOnAGroupPadsEachViewInTheStack() {
        // Two texts, each padded by 10: the stack is two body lines plus four paddings tall.
        let h = host(VStack(spacing: 0) {
            Group { Text("a").testID("a"); Text("b").testID("b") }.padding(10)
        }.testID("stack"))
        let line = pixelCeil(lineBox())
        let stack = h.frame(of: "stack")!
        #expect(close(stack.height, 2 * (line + 20)))
        #expect(close(h.frame(of: "a")!.minY, stack.minY + 10))
        #expect(close(h.frame(of: "b")!.minY, stack.minY + line + 20 + 10))
    }

    @Test func aFrameOnAForEachGivesEachRowThatFrame() {
        // Three 50-point columns side by side; each text is centred in its own column.
        let h = host(HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in Text("\(i)").testID("t\(i)") }.frame(width: 50)
        }.testID("row"))
        let row = h.frame(of: "row")!
        #expect(close(row.width, 150))
        for i in 0..<3 {
            let text = h.frame(of: "t\(i)")!
            #expect(close(text.midX, row.minX + 25 + CGFloat(i) * 50, tolerance: 0.3))
        }
    }

    @Test func conditionalAndOptionalViewsInAGroupAreEachModified() {
        let shown: Bool? = true
        let h = host(VStack(spacing: 0) {
            Group {
                if shown == true { Text("x").testID("x") } else { Text("never") }
                shown.map { _ in Text("y").testID("y") }
            }.frame(height: 30)
        }.testID("stack"))
        #expect(close(h.frame(of: "stack")!.height, 60))
        #expect(close(h.frame(of: "y")!.midY - h.frame(of: "x")!.midY, 30))
    }

    @Test func anOffsetOnAGroupMovesEachViewAndLeavesLayoutAlone() {
        let h = host(VStack(spacing: 0) {
            Group { Color.red.frame(width: 10, height: 10).testID("p"); Color.blue.frame(width: 10, height: 10).testID("q") }
                .offset(x: 30)
        }.testID("stack"))
        let stack = h.frame(of: "stack")!
        #expect(close(stack.height, 20) && close(stack.width, 10))
        #expect(close(h.frame(of: "p")!.minX, stack.minX + 30))
        #expect(close(h.frame(of: "q")!.minX, stack.minX + 30))
    }

    @Test func aPerViewModifierAfterAnEnvironmentValueStillReachesEachView() {
        // `.font` passes down to both texts; the padding after it still pads each one.
        let h = host(VStack(spacing: 0) {
            Group { Text("a").testID("a"); Text("b").testID("b") }.font(.title).padding(5)
        }.testID("stack"))
        let titleLine = pixelCeil(lineBox(28))
        #expect(close(h.frame(of: "a")!.height, titleLine))
        #expect(close(h.frame(of: "stack")!.height, 2 * (titleLine + 10)))
    }

    @Test func aPreferenceOnAGroupIsWrittenOnce() {
        var seen: [Int] = []
        let h = host(VStack {
            Group { Text("a"); Text("b") }.preference(key: WriteCountKey.self, value: 1).padding(2)
        }.onPreferenceChange(WriteCountKey.self) { seen.append($0) })
        _ = h
        #expect(seen.last == 1)
    }

    @Test func customViewsAndSingleViewsAreModifiedWhole() {
        // A single view is its own list of one; the result is the same either way.
        let h = host(VStack(spacing: 0) { Text("solo").testID("solo").padding(10) }.testID("stack"))
        #expect(close(h.frame(of: "stack")!.height, pixelCeil(lineBox()) + 20))
    }
}
