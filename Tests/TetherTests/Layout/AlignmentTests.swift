import Foundation
import Testing
@testable import Tether

private struct MidLine: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
extension VerticalAlignment {
    fileprivate static let midLine = VerticalAlignment(MidLine.self)
}

/// Alignment guides, custom alignments, frame(in:) under effects and text sizing.
@MainActor
@Suite struct AlignmentTests {
    @Test func builtInGuideOverrideShiftsAChild() {
        // VStack(.leading): a guide of −20 puts the second child's leading edge 20 right of the line.
        let h = host(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -20 }.accessibilityIdentifier("b")
        }, width: 200, height: 20)
        // Stack width = 70 (from 0 to 70), centred at 100: starts at 65.
        #expect(close(h.frame(of: "a")!.minX, 65))
        #expect(close(h.frame(of: "b")!.minX, 85))
    }

    @Test func customAlignmentIDLinesUpChosenPoints() {
        // The 40-high view marks its line at 30 instead of 20; the 10-high one keeps 5.
        let h = host(HStack(alignment: .midLine, spacing: 0) {
            Color.red.frame(width: 10, height: 40).alignmentGuide(.midLine) { _ in 30 }.accessibilityIdentifier("tall")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("short")
        }, width: 20, height: 40)
        let tall = h.frame(of: "tall")!, short = h.frame(of: "short")!
        #expect(close(tall.minY + 30, short.minY + 5))
    }

    @Test func frameInGlobalGoesThroughOffsetScaleAndRotation() {
        let recorder = Recorder<CGRect>()
        let view = GeometryReader { proxy in Recording(recorder: recorder, value: proxy.frame(in: .global)) }
            .frame(width: 40, height: 20)
            .rotationEffect(.degrees(90))
            .scaleEffect(2)
            .offset(x: 10)
        _ = host(view, width: 100, height: 100)
        // Centred at (50, 50), turned to 20 × 40, doubled to 40 × 80, moved 10 right.
        #expect(close(recorder.value, CGRect(x: 40, y: 10, width: 40, height: 80)))
    }

    @Test func textGrowsWithFontSizeAndWrapsAtTheProposedWidth() {
        let body = host(Text("Tether").accessibilityIdentifier("t"), width: 300, height: 100).frame(of: "t")!
        let title = host(Text("Tether").font(.largeTitle).accessibilityIdentifier("t"), width: 300, height: 100).frame(of: "t")!
        #expect(title.width > body.width * 1.8)
        #expect(close(title.height, 41))
        let wrapped = host(Text("one two three four five six").frame(width: 60).accessibilityIdentifier("t"), width: 300, height: 300).frame(of: "t")!
        #expect(wrapped.height >= 66)
    }

    @Test func spacerInAVStackIsVertical() {
        let h = host(VStack(spacing: 0) { Color.red.frame(height: 10); Spacer().accessibilityIdentifier("s"); Color.red.frame(height: 10) },
                     width: 50, height: 100)
        #expect(close(h.frame(of: "s")!.height, 80))
        #expect(close(h.frame(of: "s")!.width, 0))
    }
}
