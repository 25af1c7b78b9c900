import Foundation
import Testing
@testable import Tether

/// A custom layout that answers with garbage: the size it was built with, its subviews
/// placed at `position` and proposed NaN.
private struct GarbageLayout: Layout {
    var size: CGSize
    var position: CGPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: position, proposal: ProposedViewSize(width: .nan, height: size.height)) }
    }
}

/// The classes of hostile input random trees found: each survives (no trap, no hang), is
/// reported, and leaves every frame Tether reports finite.
@MainActor
@Suite struct HostileInputTests {
    func isFinite(_ r: CGRect?) -> Bool {
        guard let r else { return false }
        return [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
    }

    /// Sizes, spacings, offsets, paddings, spans, scales, radii and line heights of 1e308 or
    /// infinity used to trap converting to `Int`.
    @Test func hugeAndInfiniteLengthsNeverTrapConvertingToInt() throws {
        for v in [CGFloat(1e308), .infinity, -1e308, .nan] {
            let view = VStack(spacing: v) {
                Color.red.frame(width: v, height: 10).accessibilityIdentifier("a")
                Text("Hello").padding(v).offset(x: v).accessibilityIdentifier("b")
                HStack(spacing: v) { Text("x"); Text("y") }.scaleEffect(v)
                Text("A long line that wraps").frame(width: 20, height: v).accessibilityIdentifier("text")
                Grid(horizontalSpacing: v, verticalSpacing: v) { GridRow { Text("a"); Text("b").gridCellColumns(Int.max) } }
                Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [1e-300])).shadow(radius: 1e150)
                Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(v), clockwise: false) }.stroke()
                Color(hue: v, saturation: 1, brightness: 1).frame(height: 4)
                Rectangle().cornerRadius(v).position(x: v, y: v).accessibilityIdentifier("c")
            }
            let h = host(view, width: 390, height: 844)
            #expect(h.checkInvariants().isEmpty, "\(v)")
            for id in ["a", "b", "c", "text"] { #expect(isFinite(h.frame(of: id)), "\(id) at \(v)") }
            #expect(!h.diagnostics.isEmpty)
            _ = try PNGDecoder.decode(h.pngData(scale: 0.5))
            h.size = CGSize(width: 1e308, height: 844)
            h.update()
            #expect(h.checkInvariants().isEmpty)
            #expect(throws: RenderError.self) { try h.pngData(scale: 3) }
        }
    }

    /// Grids, `ViewThatFits`, custom layouts returning non-finite sizes and hostile spacings
    /// together in a first update.
    @Test func gridsViewThatFitsAndGarbageLayoutsSurviveTheFirstUpdate() {
        for bad in [CGFloat.nan, .infinity, -.infinity, 1e308, -5] {
            let view = ViewThatFits {
                Grid(horizontalSpacing: bad, verticalSpacing: bad) {
                    GridRow {
                        GarbageLayout(size: CGSize(width: bad, height: .nan), position: CGPoint(x: bad, y: .nan)) {
                            Color.blue.accessibilityIdentifier("inner")
                        }
                        .gridCellColumns(0)
                        HStack(spacing: bad) { Text("a"); Spacer(minLength: bad) }.gridCellUnsizedAxes(.horizontal)
                    }
                    Divider().gridCellColumns(-3)
                }
                Text("fallback")
            }
            let h = host(view, width: 240, height: 240)
            #expect(h.checkInvariants().isEmpty, "\(bad)\n\(h.layoutDump())")
            #expect(h.diagnostics.contains { $0.kind == .invalidGeometry })
        }
    }

    struct BoundedStepper: View {
        @State var value: Int
        let range: ClosedRange<Int>
        let step: Int
        var body: some View {
            VStack {
                Stepper("Value", value: $value, in: range, step: step).frame(width: 300).accessibilityIdentifier("stepper")
                Text("\(value)").accessibilityIdentifier("value-\(value)")
            }
        }
    }

    /// A stepper's step of `Int.max` stops at the bound (SwiftUI keeps the value within
    /// `bounds`) instead of overflowing.
    @Test func steppingPastIntMaxStopsAtTheBound() throws {
        let h = host(BoundedStepper(value: 1, range: 0...Int.max, step: Int.max), width: 390, height: 200)
        let stepper = try #require(h.frame(of: "stepper"))
        // iOS's stepper control is trailing: its plus half is the rightmost 47 points.
        try h.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY))
        #expect(h.frame(of: "value-\(Int.max)") != nil)
        try h.tap(at: CGPoint(x: stepper.maxX - 60, y: stepper.midY))
        #expect(h.frame(of: "value-0") != nil)
    }

    /// Stepping by `Int.min` (its negation overflows) saturates at `Int.max`/`Int.min`.
    @Test func saturatingAdvanceNeverOverflows() {
        #expect(saturatingAdvance(0, by: Int.min, negated: true) == Int.max)
        #expect(saturatingAdvance(-5, by: Int.min, negated: false) == Int.min)
        #expect(saturatingAdvance(UInt8(250), by: 10, negated: false) == 255)
        #expect(saturatingAdvance(3, by: 2, negated: true) == 1)
        #expect(saturatingAdvance(0.5, by: 0.25, negated: false) == 0.75)
    }

    /// Hit testing is bounded: shapes with dashes of 1e-300 along huge paths and arcs
    /// through 1e308 radians neither hang nor allocate without bound.
    @Test func tapsAtPointsReturnInTreesWithHugeGeometry() throws {
        var tapped = 0
        let view = ZStack {
            Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [1e-300, 1e-300])).frame(width: 1e7, height: 1e7)
            Path { $0.addArc(center: CGPoint(x: 5, y: 5), radius: 1e9, startAngle: .zero, endAngle: .radians(1e308), clockwise: true) }
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [1e-9]))
            Button("Tap") { tapped += 1 }.offset(x: .infinity).scaleEffect(1e308)
            Button("Center") { tapped += 10 }
        }
        let h = host(view, width: 390, height: 844)
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: -10, y: -10)) }
        try h.tap(at: CGPoint(x: 195, y: 422))
        #expect(tapped == 10)
    }

    /// Dash patterns too fine for the path (more than `maxDashes` dashes) stroke solid; arcs
    /// turn at most once around.
    @Test func finerDashesThanDrawableAndHugeArcAnglesAreBounded() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        #expect(StrokeDashes.valid([5, 5], along: line) == [5, 5])
        #expect(StrokeDashes.valid([1e-300], along: line) == nil)
        let arc = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e308), clockwise: false) }
        // A full circle in four quarter curves, after the move to its start.
        #expect(arc.elements.count == 5)
        let backwards = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(-1e308), clockwise: false) }
        #expect(backwards.elements.count <= 6)
    }

    /// Offsets that add up to infinity, infinite positions and layouts placing at NaN: every
    /// frame reported, in every space, is finite, and a diagnostic names the cause.
    @Test func reportedFramesAreAlwaysFinite() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("sum").offset(x: 1e308).offset(x: 1e308)
            Color.green.frame(width: 10, height: 10).position(x: .infinity, y: 1e308).accessibilityIdentifier("position")
            GarbageLayout(size: CGSize(width: 50, height: 50), position: CGPoint(x: CGFloat.nan, y: .infinity)) {
                Color.blue.accessibilityIdentifier("garbage")
            }
            Color.gray.frame(width: 10, height: 10).scaleEffect(1e-300).accessibilityIdentifier("tiny")
        }
        .coordinateSpace(name: "stack")
        let h = host(view, width: 390, height: 844)
        for id in ["sum", "position", "garbage", "tiny"] {
            for space in [CoordinateSpace.global, .local, .named("stack")] {
                #expect(isFinite(h.frame(of: id, in: space)), "\(id) in \(space): \(String(describing: h.frame(of: id, in: space)))")
            }
        }
        #expect(h.diagnostics.contains { $0.message.contains("position in global space") })
        #expect(h.diagnostics.contains { $0.message.contains("placed at") })
        #expect(h.checkInvariants().isEmpty)
    }

    /// Laying out a 10,000-character string at hundreds of widths keeps the text caches
    /// within their character budget.
    @Test func textCachesHoldABoundedNumberOfCharacters() {
        let long = String(repeating: "word ", count: 2_000)
        for width in stride(from: CGFloat(1), through: 600, by: 2) {
            _ = host(Text(long).frame(width: width / 7), width: 200, height: 200)
            #expect(TextEngine.layoutCacheCharacters <= TextEngine.cacheCharacterLimit + long.utf8.count)
        }
        #expect(TextEngine.wordCacheCharacters <= TextEngine.cacheCharacterLimit + long.utf8.count)
    }
}
