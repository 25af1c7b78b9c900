import Foundation
import Testing
@testable import Tether

private struct RTLBoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

/// A row that puts its subviews side by side from `bounds.minX`, written for left to right
/// only, recording the direction its subviews report.
private struct PlainRow: Layout {
    let seen: Recorder<LayoutDirection>
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        seen.record(subviews.layoutDirection)
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

/// The left quarter of its bounds: which side it lands on shows whether it was mirrored.
private struct LeftQuarter: Shape {
    var behavior: LayoutDirectionBehavior = .mirrors
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 4, height: rect.height)) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
}

/// A window whose first view is a 100-point red column, the rest blue.
private struct LeadingColumnApp: App {
    var body: some Scene {
        WindowGroup { HStack(spacing: 0) { Color.red.frame(width: 100); Color.blue } }
    }
}

/// Right-to-left layout: SwiftUI "horizontally flips the x position of each view within its
/// parent" when the layout direction is right to left, so every container, alignment and
/// edge written for left to right mirrors. Expected numbers come from that rule applied to
/// the left-to-right layout of the same views.
@MainActor
@Suite struct RightToLeftLayoutTests {
    private func rtl<V: View>(_ v: V) -> some View { v.environment(\.layoutDirection, .rightToLeft) }

    @Test func hStackPlacesItsFirstChildOnTheRight() {
        // Left to right the 80-wide stack centred in 200 has a at 60…110 and b at 110…140;
        // mirrored within the stack, a is at 90…140 and b at 60…90.
        let h = host(rtl(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).testID("a")
            Color.blue.frame(width: 30, height: 20).testID("b")
        }), width: 200, height: 20)
        expectFrame(h, "a", CGRect(x: 90, y: 0, width: 50, height: 20))
        expectFrame(h, "b", CGRect(x: 60, y: 0, width: 30, height: 20))
    }

    @Test func hostLayoutDirectionAppliesToTheWholeWindowAndChangesOnUpdate() {
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).testID("a")
            Color.blue.frame(width: 50, height: 20).testID("b")
        }, width: 100, height: 20)
        expectFrame(h, "a", CGRect(x: 0, y: 0, width: 50, height: 20))
        h.layoutDirection = .rightToLeft
        h.update()
        expectFrame(h, "a", CGRect(x: 50, y: 0, width: 50, height: 20))
        expectFrame(h, "b", CGRect(x: 0, y: 0, width: 50, height: 20))
        h.layoutDirection = .leftToRight
        h.update()
        expectFrame(h, "a", CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func environmentReadsTheDirectionSetAboveAndTheHostsByDefault() {
        let seen = Recorder<LayoutDirection>()
        struct Reader: View {
            let seen: Recorder<LayoutDirection>
            @Environment(\.layoutDirection) var direction
            var body: some View { seen.record(direction); return Color.clear }
        }
        _ = host(Reader(seen: seen))
        #expect(seen.value == .leftToRight)
        _ = host(rtl(Reader(seen: seen)))
        #expect(seen.value == .rightToLeft)
    }

    @Test func vStackLeadingAlignmentIsTheRightEdge() {
        // The stack is 100 wide, centred in 200 (50…150); leading is its right edge.
        let h = host(rtl(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).testID("short")
            Color.blue.frame(width: 100, height: 10).testID("long")
        }), width: 200, height: 20)
        expectFrame(h, "short", CGRect(x: 100, y: 0, width: 50, height: 10))
        expectFrame(h, "long", CGRect(x: 50, y: 10, width: 100, height: 10))
    }

    @Test func explicitLeadingGuideCountsFromTheRightEdge() {
        // Left to right a leading guide of 10 moves the view 10 left of the others' leading
        // edge: in the 60-wide stack (centred in 100: 20…80) "guided" is at 0…50 and "b" at
        // 10…60 of the stack. Mirrored within the stack, "b" is at 0…50 and "guided" at
        // 10…60, that is 20…70 and 30…80: "guided" sticks out 10 past the others' leading
        // (right) edge.
        let h = host(rtl(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).testID("b")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 10 }.testID("guided")
        }), width: 100, height: 20)
        expectFrame(h, "b", CGRect(x: 20, y: 0, width: 50, height: 10))
        expectFrame(h, "guided", CGRect(x: 30, y: 10, width: 50, height: 10))
    }

    @Test func frameAlignmentLeadingAndTrailingSwapSides() {
        let h = host(rtl(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).testID("leading").frame(width: 100, alignment: .leading)
            Color.blue.frame(width: 40, height: 10).testID("trailing").frame(width: 100, alignment: .trailing)
            Color.green.frame(width: 40, height: 10).testID("centre").frame(width: 100)
        }), width: 100, height: 30)
        expectFrame(h, "leading", CGRect(x: 60, y: 0, width: 40, height: 10))
        expectFrame(h, "trailing", CGRect(x: 0, y: 10, width: 40, height: 10))
        expectFrame(h, "centre", CGRect(x: 30, y: 20, width: 40, height: 10))
    }

    @Test func leadingPaddingPadsTheRightSide() {
        let h = host(rtl(Color.red.frame(width: 50, height: 20).testID("c").padding(.leading, 10)),
                     width: 60, height: 20)
        expectFrame(h, "c", CGRect(x: 0, y: 0, width: 50, height: 20))
        let insets = host(rtl(Color.red.frame(width: 50, height: 20).testID("c")
            .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6))), width: 60, height: 20)
        expectFrame(insets, "c", CGRect(x: 6, y: 0, width: 50, height: 20))
    }

    @Test func overlayAndZStackLeadingAlignmentsAreTheRightEdge() {
        let h = host(rtl(Color.gray.frame(width: 100, height: 20)
            .overlay(alignment: .leading) { Color.red.frame(width: 20, height: 20).testID("overlay") }
            .background(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).testID("background") }),
                     width: 100, height: 20)
        expectFrame(h, "overlay", CGRect(x: 80, y: 0, width: 20, height: 20))
        expectFrame(h, "background", CGRect(x: 0, y: 0, width: 10, height: 10))
        let z = host(rtl(ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 100, height: 100)
            Color.red.frame(width: 20, height: 20).testID("z")
        }), width: 100, height: 100)
        expectFrame(z, "z", CGRect(x: 80, y: 0, width: 20, height: 20))
    }

    @Test func leftToRightSubtreeInsideRightToLeftKeepsItsOrder() {
        // The outer row mirrors: "a" on the right, the inner row on the left (0…50); the
        // inner row is left to right, so b1 comes first from its left edge.
        let h = host(rtl(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).testID("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 20).testID("b1")
                Color.blue.frame(width: 30, height: 20).testID("b2")
            }
            .environment(\.layoutDirection, .leftToRight)
        }), width: 100, height: 20)
        expectFrame(h, "a", CGRect(x: 50, y: 0, width: 50, height: 20))
        expectFrame(h, "b1", CGRect(x: 0, y: 0, width: 20, height: 20))
        expectFrame(h, "b2", CGRect(x: 20, y: 0, width: 30, height: 20))
    }

    @Test func nestedRightToLeftStacksMirrorAtEveryLevel() {
        // Left to right: a 0…20, then the inner row 20…70 (c1 20…30, c2 30…70). Mirrored
        // within 70: a 50…70, the inner row 0…50, and inside it c1 on its right (40…50).
        let h = host(rtl(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).testID("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10).testID("c1")
                Color.blue.frame(width: 40, height: 10).testID("c2")
            }
        }), width: 70, height: 10)
        expectFrame(h, "a", CGRect(x: 50, y: 0, width: 20, height: 10))
        expectFrame(h, "c1", CGRect(x: 40, y: 0, width: 10, height: 10))
        expectFrame(h, "c2", CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func customLayoutWrittenForLeftToRightIsMirroredAndSeesTheDirection() {
        let seen = Recorder<LayoutDirection>()
        let h = host(rtl(PlainRow(seen: seen) {
            Color.red.frame(width: 30, height: 10).testID("first")
            Color.blue.frame(width: 70, height: 10).testID("second")
        }), width: 100, height: 10)
        #expect(seen.value == .rightToLeft)
        expectFrame(h, "first", CGRect(x: 70, y: 0, width: 30, height: 10))
        expectFrame(h, "second", CGRect(x: 0, y: 0, width: 70, height: 10))
        _ = host(PlainRow(seen: seen) { Color.red.frame(width: 30, height: 10) }, width: 100, height: 10)
        #expect(seen.value == .leftToRight)
    }

    @Test func offsetMovesTowardsTheLeadingEdgeOnTheLeft() {
        // The content is placed in the mirrored space: +10 is 10 points to the left.
        let h = host(rtl(Color.red.testID("o").frame(width: 20, height: 20).offset(x: 10, y: 5)),
                     width: 20, height: 20)
        expectFrame(h, "o", CGRect(x: -10, y: 5, width: 20, height: 20))
    }

    @Test func positionIsMeasuredFromTheRightEdge() {
        let h = host(rtl(Color.red.frame(width: 20, height: 20).testID("p").position(x: 10, y: 30)),
                     width: 100, height: 100)
        expectFrame(h, "p", CGRect(x: 80, y: 20, width: 20, height: 20))
    }

    @Test func geometryReaderReportsWhereTheViewIsOnScreen() {
        // The reader is the first child, so it is on the right: global 30…80; its local
        // space still starts at its own top-left corner.
        let global = Recorder<CGRect>(), local = Recorder<CGRect>(), named = Recorder<CGRect>()
        _ = host(rtl(HStack(spacing: 0) {
            GeometryReader { proxy in
                Recording(recorder: global, value: proxy.frame(in: .global))
                    .background(Recording(recorder: local, value: proxy.frame(in: .local)))
                    .background(Recording(recorder: named, value: proxy.frame(in: .named("row"))))
            }
            .frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }.coordinateSpace(name: "row")), width: 80, height: 20)
        #expect(close(global.value, CGRect(x: 30, y: 0, width: 50, height: 20)))
        #expect(close(local.value, CGRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(close(named.value, CGRect(x: 30, y: 0, width: 50, height: 20)))
    }

    @Test func anchorBoundsResolveToTheMirroredFrame() {
        let recorder = Recorder<[CGRect]>()
        _ = host(rtl(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).anchorPreference(key: RTLBoundsKey.self, value: .bounds) { [$0] }
            Color.blue.frame(width: 30, height: 20)
        }
        .overlayPreferenceValue(RTLBoundsKey.self) { anchors in
            GeometryReader { proxy in Recording(recorder: recorder, value: anchors.map { proxy[$0] }) }
        }), width: 80, height: 20)
        #expect(recorder.value?.count == 1)
        #expect(close(recorder.value?.first, CGRect(x: 30, y: 0, width: 50, height: 20)))
    }

    @Test func gridPutsItsFirstColumnOnTheRight() {
        let h = host(rtl(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10).testID("c0")
                Color.blue.frame(width: 60, height: 10).testID("c1")
            }
        }), width: 100, height: 10)
        expectFrame(h, "c0", CGRect(x: 60, y: 0, width: 40, height: 10))
        expectFrame(h, "c1", CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    @Test func lazyVGridFillsRowsFromTheRight() {
        let columns = [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(60), spacing: 0)]
        let h = host(rtl(LazyVGrid(columns: columns, spacing: 0) {
            Color.red.frame(height: 10).testID("g0")
            Color.blue.frame(height: 10).testID("g1")
        }), width: 100, height: 10)
        expectFrame(h, "g0", CGRect(x: 60, y: 0, width: 40, height: 10))
        expectFrame(h, "g1", CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    @Test func horizontalScrollViewStartsAtItsLeadingRightEdge() {
        // 5 × 100 of content in a 200-wide scroll view: the content's leading edge (its right
        // edge) is at the scroll view's right edge, so its first item shows on the right.
        let h = host(rtl(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { i in Color.red.frame(width: 100, height: 20).testID("item\(i)") }
            }
        }.frame(width: 200, height: 20)), width: 200, height: 20)
        expectFrame(h, "item0", CGRect(x: 100, y: 0, width: 100, height: 20))
        expectFrame(h, "item1", CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func multilineTextLeadingAlignmentIsFlushRight() {
        let h = host(rtl(Text("A long first line\nX").fixedSize()), width: 400, height: 200)
        guard let node = textLayouts(h).first else { Issue.record("no text"); return }
        let laidOut = node.layout(.unspecified)
        #expect(laidOut.lines.count == 2)
        guard laidOut.lines.count == 2 else { return }
        // Both lines end at the right edge of the text's frame.
        #expect(close(laidOut.lines[1].x + laidOut.lines[1].width, laidOut.size.width))
        #expect(laidOut.lines[1].x > 0)
        let trailing = host(rtl(Text("A long first line\nX").multilineTextAlignment(.trailing).fixedSize()),
                            width: 400, height: 200)
        #expect(textLayouts(trailing).first.map { close($0.layout(.unspecified).lines[1].x, 0) } == true)
    }

    @Test func flipsForRightToLeftMirrorsTheContentOnlyInRightToLeft() {
        // The row is pinned left to right, so only the flip can move its parts: red 0…10,
        // blue 10…40 unflipped; flipped within 40, red 30…40.
        func row(_ enabled: Bool) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).testID("red")
                Color.blue.frame(width: 30, height: 10).testID("blue")
            }
            .environment(\.layoutDirection, .leftToRight)
            .flipsForRightToLeftLayoutDirection(enabled)
        }
        let flipped = host(rtl(row(true)), width: 40, height: 10)
        expectFrame(flipped, "red", CGRect(x: 30, y: 0, width: 10, height: 10))
        expectFrame(flipped, "blue", CGRect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(host(rtl(row(false)), width: 40, height: 10), "red", CGRect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(host(row(true), width: 40, height: 10), "red", CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func flipsForRightToLeftDrawsAndHitTestsMirrored() throws {
        let taps = Recorder<String>()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).onTapGesture { taps.record("red") }
            Color.blue.frame(width: 30, height: 10).onTapGesture { taps.record("blue") }
        }
        .environment(\.layoutDirection, .leftToRight)
        .flipsForRightToLeftLayoutDirection(true)
        .environment(\.layoutDirection, .rightToLeft)
        let image = try pixels(view, width: 40, height: 10, scale: 1)
        let left = image.pixel(x: 5, y: 5), right = image.pixel(x: 35, y: 5)
        #expect(left.b > 200 && left.r < 50)
        #expect(right.r > 200 && right.b < 100)   // red (255, 56, 60)
        let h = host(view, width: 40, height: 10)
        try h.tap(at: CGPoint(x: 35, y: 5))
        #expect(taps.value == "red")
        try h.tap(at: CGPoint(x: 5, y: 5))
        #expect(taps.value == "blue")
    }

    @Test func layoutDirectionBehaviorMirrorsInTheDirectionItNames() {
        func row(_ behavior: LayoutDirectionBehavior) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).testID("red")
                Color.blue.frame(width: 30, height: 10)
            }
            .environment(\.layoutDirection, .leftToRight)
            .layoutDirectionBehavior(behavior)
        }
        expectFrame(host(row(.mirrors(in: .leftToRight)), width: 40, height: 10), "red", CGRect(x: 30, y: 0, width: 10, height: 10))
        expectFrame(host(row(.mirrors), width: 40, height: 10), "red", CGRect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(host(rtl(row(.mirrors)), width: 40, height: 10), "red", CGRect(x: 30, y: 0, width: 10, height: 10))
        expectFrame(host(rtl(row(.fixed)), width: 40, height: 10), "red", CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func stateChangeOfTheDirectionPlacesTheSubtreeAgain() {
        struct Toggling: View {
            @State var direction = LayoutDirection.leftToRight
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 20).testID("a")
                    Color.blue.frame(width: 50, height: 20)
                }
                .environment(\.layoutDirection, direction)
                .onTapGesture { direction = .rightToLeft }
            }
        }
        let h = host(Toggling(), width: 100, height: 20)
        expectFrame(h, "a", CGRect(x: 0, y: 0, width: 50, height: 20))
        try? h.tap(at: CGPoint(x: 10, y: 10))
        h.update()
        expectFrame(h, "a", CGRect(x: 50, y: 0, width: 50, height: 20))
    }

    @Test func hostileOffsetsInRightToLeftAreReportedAndStayFinite() {
        let h = host(rtl(HStack {
            Color.red.frame(width: 10, height: 10).testID("nan").offset(x: .nan)
            Color.blue.frame(width: .infinity, height: 10).testID("inf").offset(x: 1e308)
        }.flipsForRightToLeftLayoutDirection(true)), width: 100, height: 10)
        #expect(!h.diagnostics.isEmpty)
        for id in ["nan", "inf"] {
            let f = h.frame(of: id)
            #expect(f.map { $0.minX.isFinite && $0.width.isFinite } == true)
        }
    }

    /// Whether the pixel at (`x`, 5) of a 40×10 picture is red.
    private func isRed(_ image: DecodedPixels, _ x: Int) -> Bool {
        let p = image.pixel(x: x, y: 5)
        return p.r > 200 && p.g < 100 && p.a > 200
    }

    @Test func customShapePathsMirrorByDefaultAsOnIOS17() throws {
        // `layoutDirectionBehavior` defaults to `.mirrors`: the left quarter is drawn on the right.
        let ltr = try pixels(LeftQuarter().fill(Color.red).frame(width: 40, height: 10), width: 40, height: 10, scale: 1)
        #expect(isRed(ltr, 5) && !isRed(ltr, 35))
        let mirrored = try pixels(rtl(LeftQuarter().fill(Color.red).frame(width: 40, height: 10)), width: 40, height: 10, scale: 1)
        #expect(isRed(mirrored, 35) && !isRed(mirrored, 5))
        let stroked = try pixels(rtl(LeftQuarter().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 10)), width: 40, height: 10, scale: 1)
        #expect(isRed(stroked, 38) && !isRed(stroked, 1))
    }

    @Test func fixedShapesAndPathsAreNotMirrored() throws {
        let fixed = try pixels(rtl(LeftQuarter(behavior: .fixed).fill(Color.red).frame(width: 40, height: 10)), width: 40, height: 10, scale: 1)
        #expect(isRed(fixed, 5) && !isRed(fixed, 35))
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let drawn = try pixels(rtl(path.fill(Color.red).frame(width: 40, height: 10)), width: 40, height: 10, scale: 1)
        #expect(isRed(drawn, 5) && !isRed(drawn, 35))
        #expect(Rectangle().layoutDirectionBehavior == .fixed && Circle().layoutDirectionBehavior == .fixed)
        #expect(AnyShape(LeftQuarter()).layoutDirectionBehavior == .mirrors)
        #expect(LeftQuarter(behavior: .fixed).offset(x: 1).layoutDirectionBehavior == .fixed)
    }

    @Test func clipAndContentShapesMirrorWithTheirShape() throws {
        let clipped = try pixels(rtl(Color.red.frame(width: 40, height: 10).clipShape(LeftQuarter())), width: 40, height: 10, scale: 1)
        #expect(isRed(clipped, 35) && !isRed(clipped, 5))
        let taps = Recorder<Bool>()
        let view = rtl(Color.red.frame(width: 40, height: 10).contentShape(LeftQuarter()).onTapGesture { taps.record(true) })
        let h = host(view, width: 40, height: 10)
        // The left end is outside the mirrored content shape: nothing responds there.
        #expect(throws: (any Error).self) { try h.tap(at: CGPoint(x: 5, y: 5)) }
        #expect(taps.value == nil)
        try h.tap(at: CGPoint(x: 35, y: 5))
        #expect(taps.value == true)
    }

    @Test func progressBarFillsFromTheRight() throws {
        let image = try pixels(rtl(ProgressView(value: 0.25).frame(width: 100)), width: 100, height: 20, scale: 1)
        // The tint (blue) fills the leading quarter: the right end of the track, not the left.
        var row = 0
        for y in 0..<20 where (0..<100).contains(where: { image.pixel(x: $0, y: y).b > 200 && image.pixel(x: $0, y: y).r < 100 }) { row = y }
        let blue = { (x: Int) in image.pixel(x: x, y: row).b > 200 && image.pixel(x: x, y: row).r < 100 }
        #expect(blue(90) && !blue(10))
    }

    @Test func sliderRunsFromTheRightAndFollowsADragToTheLeft() throws {
        final class Model { var value = 0.0 }
        let model = Model()
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        let h = host(rtl(Slider(value: binding, in: 0...10, step: 1)), width: 300, height: 100)
        // Mirrored, the knob at 0 is centred 14 pt in from the right end (x 286); 100 pt to the
        // left is 100/272 of 10, rounded to the step: 4.
        try h.drag(from: CGPoint(x: 286, y: 50), to: CGPoint(x: 186, y: 50))
        #expect(model.value == 4)
        #expect(throws: (any Error).self) { try h.drag(from: CGPoint(x: 14, y: 50), to: CGPoint(x: 40, y: 50)) }
        #expect(model.value == 4)
    }

    @Test func scrollToALeadingAnchorPutsTheViewAtTheRightEdge() throws {
        struct Jumping: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Go") { proxy.scrollTo(5, anchor: .leading) }.testID("go").frame(height: 50)
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<10, id: \.self) { i in Color.blue.frame(width: 100, height: 50).testID("c\(i)") }
                            }
                        }
                    }
                }
                .environment(\.layoutDirection, .rightToLeft)
            }
        }
        let h = host(Jumping(), width: 300, height: 100)
        // The scroll view is under the 50-high button. 10 × 100 of content from the right
        // end: c0 shows at 200…300. Column 5 starts 500 from the content's leading (right)
        // edge; a leading anchor puts that edge at the viewport's right edge. Scrolling on by
        // 100 shows more of what lies to the left: c5 moves right, out of view.
        expectFrame(h, "c0", CGRect(x: 200, y: 50, width: 100, height: 50))
        try h.tap("go")
        expectFrame(h, "c5", CGRect(x: 200, y: 50, width: 100, height: 50))
        try h.scroll("c5", by: CGSize(width: 100, height: 0))
        expectFrame(h, "c5", CGRect(x: 300, y: 50, width: 100, height: 50))
    }

    @Test func lazyHStackInAHorizontalScrollViewBuildsTheCardsAtItsRightEnd() {
        // 100 cards of 100 in a 250-wide scroll view: the leading ones are on the right —
        // card 0 at 150…250, card 1 at 50…150 — and the far ones are not built.
        let h = host(rtl(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in Color.orange.frame(width: 100, height: 40).testID("card\(i)") }
            }
        }), width: 250, height: 40)
        expectFrame(h, "card0", CGRect(x: 150, y: 0, width: 100, height: 40))
        expectFrame(h, "card1", CGRect(x: 50, y: 0, width: 100, height: 40))
        #expect(h.frame(of: "card99") == nil)
    }

    @Test func segmentedPickerHighlightsTheFirstSegmentOnTheRight() throws {
        struct Segments: View {
            @State var choice = 0
            var body: some View {
                Picker("Range", selection: $choice) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
                .pickerStyle(.segmented)
                .frame(width: 200)
            }
        }
        // The selected segment is white on the grey track: on the right half in right to left.
        let image = try pixels(rtl(Segments()), width: 200, height: 40, scale: 1)
        let white = { (x: Int) -> Bool in let p = image.pixel(x: x, y: 20); return p.r > 250 && p.g > 250 && p.b > 250 }
        #expect(white(115) && !white(85))
    }

    @Test func aLeadingMenuOpensUnderItsButtonWithTheirRightEdgesAligned() throws {
        // Leading is the right side: the button is in the right third, and the 250-wide panel
        // opens 8 below it with its leading (right) edge on the button's, as a left-to-right
        // menu in the left third lines up their left edges.
        let view = rtl(Menu("Actions") {
            Button("First") {}.testID("first")
            Button("Second") {}.testID("second")
        }
        .testID("menu")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(20))
        let h = host(view, width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        #expect(source.maxX > 360)
        expectFrame(h, "first", CGRect(x: source.maxX - 250, y: source.maxY + 8, width: 250, height: 44))
    }

    @Test func anAppRunInARightToLeftLanguageIsLaidOutRightToLeft() async throws {
        func leftmostIsRed(locale: String) async throws -> Bool {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("tether-rtl-\(UUID()).png")
            defer { try? FileManager.default.removeItem(at: out) }
            let status = await HeadlessAppRun.run(LeadingColumnApp(), options: try .init(arguments: ["--out", out.path, "--scale", "1", "--locale", locale]))
            #expect(status == 0)
            let p = try DecodedPixels(pngData: Data(contentsOf: out))
            return p.pixel(x: 5, y: 422).r == 255 && p.pixel(x: 385, y: 422).b == 255
        }
        #expect(try await leftmostIsRed(locale: "de"))
        #expect(try await !leftmostIsRed(locale: "ar"))
        #expect(try await !leftmostIsRed(locale: "he_IL"))
    }
}
