import Foundation
import Testing
@testable import Tether

/// What a sheet's content asks of its sheet: detents (UIKit's rules: the sheet rests at its
/// smallest detent unless a selection names another; `.fraction` is of the large detent's
/// height, which is the canvas less the 10 pt gap above the sheet; `.height` is in points,
/// kept within the large height), the background, the corner radius, and whether what lies
/// behind stays usable (then it is not dimmed).
@MainActor
@Suite struct SheetCustomizationTests {
    let canvas = CGSize(width: 390, height: 844)

    /// A button behind a shown sheet whose content fills it, marked "sheet".
    private struct Presenter<Sheet: View>: View {
        let sheet: Sheet
        let log: Recorder<String>
        var body: some View {
            Button("Behind") { log.record("behind") }.testID("behind").frame(maxHeight: .infinity, alignment: .top)
                .sheet(isPresented: .constant(true)) { sheet }
        }
    }

    private func sheetFrame(_ content: some View, log: Recorder<String> = Recorder()) -> (CGRect, ViewHost<some View>) {
        let h = host(Presenter(sheet: Color.clear.testID("sheet").modifier(Passthrough(content: AnyView(content))), log: log),
                     width: canvas.width, height: canvas.height)
        return (h.frame(of: "sheet") ?? .null, h)
    }

    /// Applies presentation modifiers given as a wrapper view's modifiers.
    private struct Passthrough: ViewModifier {
        let content: AnyView
        func body(content base: Content) -> some View { base.background(content) }
    }

    @Test func aSheetRestsAtItsSmallestDetent() {
        let (frame, _) = sheetFrame(Color.clear.presentationDetents([.medium, .large]))
        #expect(close(frame.minY, 844 / 2) && close(frame.height, 844 / 2), "\(frame)")
    }

    @Test func fractionAndHeightDetentsResolveAgainstTheLargeHeight() {
        let (fraction, _) = sheetFrame(Color.clear.presentationDetents([.fraction(0.25)]))
        #expect(close(fraction.height, 0.25 * (844 - 10)), "\(fraction)")
        let (points, _) = sheetFrame(Color.clear.presentationDetents([.height(200), .large]))
        #expect(close(points.height, 200) && close(points.maxY, 844), "\(points)")
        let (tooTall, _) = sheetFrame(Color.clear.presentationDetents([.height(5_000)]))
        #expect(close(tooTall.height, 844 - 10), "\(tooTall)")
    }

    /// A third of the tallest a detent may be; unavailable at accessibility text sizes.
    struct ThirdDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            context.dynamicTypeSize.isAccessibilitySize ? nil : context.maxDetentValue / 3
        }
    }

    @Test func aCustomDetentTakesTheHeightItsTypeComputes() {
        // maxDetentValue is the large height: the canvas less the 10 pt gap.
        let (third, _) = sheetFrame(Color.clear.presentationDetents([.custom(ThirdDetent.self), .large]))
        #expect(close(third.height, (844 - 10) / 3), "\(third)")
        // Where it answers nil it is not available: the sheet rests at the other detent.
        let (unavailable, _) = sheetFrame(Color.clear.presentationDetents([.custom(ThirdDetent.self), .medium])
            .environment(\.dynamicTypeSize, .accessibility2))
        #expect(close(unavailable.height, 844 / 2), "\(unavailable)")
        #expect(PresentationDetent.custom(ThirdDetent.self) == .custom(ThirdDetent.self))
    }

    @Test func theSelectionChoosesTheRestingDetent() {
        let (frame, h) = sheetFrame(Color.clear.presentationDetents([.medium, .large], selection: .constant(.large)))
        #expect(close(frame.minY, 10), "\(frame)")
        #expect(!h.diagnostics.contains { $0.message.contains("selection") })
        // Apple asks that the selection be one of the detents: one that is not is reported,
        // and the sheet rests at the smallest detent.
        let (other, stray) = sheetFrame(Color.clear.presentationDetents([.medium, .large], selection: .constant(.height(100))))
        #expect(close(other.minY, 844 / 2), "\(other)")
        #expect(stray.diagnostics.contains { $0.message.contains("the selection is not one of the detents") })
    }

    @Test func hostileDetentsRestAtTheLargeHeightWithADiagnostic() {
        let (frame, h) = sheetFrame(Color.clear.presentationDetents([.height(.nan), .fraction(-1)]))
        #expect(close(frame.minY, 10) && close(frame.height, 834), "\(frame)")
        #expect(h.diagnostics.contains { $0.message.contains("presentationDetents") })
    }

    @Test func aBackgroundAndACornerRadiusReplaceTheSheetsOwn() throws {
        let purple = Color(red: 0.5, green: 0, blue: 0.5)
        let (frame, h) = sheetFrame(Color.clear.presentationBackground(purple).presentationCornerRadius(30))
        let p = try DecodedPixels(pngData: h.pngData(scale: 1))
        let inside = p.pixel(x: 195, y: Int(frame.midY))
        #expect(inside.r == 128 && inside.g == 0 && inside.b == 128, "\(inside)")
        // 4 pt in from the corner: inside a 10 pt corner's curve, outside a 30 pt one's.
        let corner = p.pixel(x: 4, y: Int(frame.minY) + 4)
        #expect(!(corner.r == 128 && corner.g == 0 && corner.b == 128), "\(corner)")
        let (plainFrame, plain) = sheetFrame(Color.clear.presentationBackground(purple))
        let plainCorner = try DecodedPixels(pngData: plain.pngData(scale: 1)).pixel(x: 4, y: Int(plainFrame.minY) + 4)
        #expect(plainCorner.r == 128 && plainCorner.g == 0 && plainCorner.b == 128, "\(plainCorner)")
    }

    @Test func withBackgroundInteractionWhatLiesBehindIsNeitherDimmedNorBlocked() throws {
        let log = Recorder<String>()
        let (_, h) = sheetFrame(Color.clear.presentationDetents([.medium]).presentationBackgroundInteraction(.enabled), log: log)
        let button = try #require(h.frame(of: "behind"))
        try h.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(log.value == "behind")
        let behind = try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: 5, y: 300)
        // The test host draws no window background: nothing at all is drawn there.
        #expect(behind.a == 0, "\(behind)")
        // By default what lies behind is dimmed and a tap there does not reach it.
        let blocked = Recorder<String>()
        let (_, dimmed) = sheetFrame(Color.clear.presentationDetents([.medium]), log: blocked)
        _ = try? dimmed.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(blocked.value == nil)
        let shade = try DecodedPixels(pngData: dimmed.pngData(scale: 1)).pixel(x: 5, y: 300)
        #expect(shade.a > 0 && shade.r == 0, "\(shade)")
        // `.enabled(upThrough: .medium)` with the sheet at large: blocked again.
        let above = Recorder<String>()
        let (_, large) = sheetFrame(Color.clear.presentationDetents([.large]).presentationBackgroundInteraction(.enabled(upThrough: .medium)), log: above)
        _ = try? large.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(above.value == nil)
    }

    // MARK: Dragging between detents
    //
    // Tether's rule (iOS documents none exactly): the height the drag would leave the sheet
    // at is its height less the drag's predicted end translation; it settles at the detent
    // nearest that height, and at or below half the smallest detent's height the drag
    // dismisses it. `ViewHost.drag(from:to:steps:)` moves the finger in steps 1/60 s apart and
    // lifts it at its last speed, which carries it 0.499 s further (a UIKit scroll view's
    // normal deceleration): D points in N steps predict D × (1 + 60 × 0.499 / N) =
    // D × (1 + 29.94 / N) — D × 3.994 in 10 steps, D × 1.2994 in 100. On the 844-point
    // canvas the medium detent is 422 tall (its top at 422), the large one 834 (top at 10).

    /// A sheet whose detents can be dragged between, its selection (when it has one) in this
    /// view's state: each value a drag sets is recorded; a button in the sheet selects the
    /// large detent in code.
    private struct DraggableSheet: View {
        var detents: Set<PresentationDetent> = [.medium, .large]
        @State var selection: PresentationDetent? = nil
        var dismissDisabled = false
        let dragged: Recorder<PresentationDetent>
        /// Every top edge the sheet has had in global space.
        var tops = Recorder<[CGFloat]>()
        @State var shown = true

        var body: some View {
            Color.clear.sheet(isPresented: $shown) {
                let content = Color.clear.testID("sheet")
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { tops.record((tops.value ?? []) + [$0]) }
                    .overlay(alignment: .top) {
                        Button("Large") { selection = .large }.testID("to-large").padding(.top, 20)
                    }
                    .interactiveDismissDisabled(dismissDisabled)
                if let current = selection {
                    content.presentationDetents(detents, selection: Binding(get: { selection ?? current }, set: {
                        dragged.record($0)
                        selection = $0
                    }))
                } else {
                    content.presentationDetents(detents)
                }
            }
        }
    }

    private func draggable(_ sheet: DraggableSheet) -> ViewHost<DraggableSheet> {
        host(sheet, width: canvas.width, height: canvas.height)
    }

    /// Drags the finger straight up or down by `distance` from `y`, in `steps` moves.
    private func drag(_ h: ViewHost<DraggableSheet>, from y: CGFloat, by distance: CGFloat, steps: Int) throws {
        try h.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + distance), steps: steps)
    }

    @Test func theDragRuleSettlesAtTheDetentNearestTheProjectedHeight() {
        // At medium (422), with detents of 200, 422 and 834 points.
        let detents = PresentationDetents(detents: [.height(200), .medium, .large], selection: .medium)
        func outcome(_ translation: CGFloat) -> PresentationDetents.DragOutcome? {
            detents.outcome(ofDragPredictedToMove: translation, inCanvasOfHeight: 844)
        }
        // 100 up projects 522: 100 from 422, 312 from 834.
        #expect(outcome(-100) == .settle(.medium))
        // 250 up projects 672: 162 from 834, 250 from 422.
        #expect(outcome(-250) == .settle(.large))
        // Far past the large detent: still the large one.
        #expect(outcome(-5_000) == .settle(.large))
        // 150 down projects 272: 72 from 200, 150 from 422.
        #expect(outcome(150) == .settle(.height(200)))
        // 111 down projects 311, midway between 200 and 422: the detent it rests at wins.
        #expect(outcome(111) == .settle(.medium))
        // Half the smallest detent is 100: 321 down projects 101, 322 down projects 100.
        #expect(outcome(321) == .settle(.height(200)))
        #expect(outcome(322) == .dismiss)
        // A prediction that is not finite moves nothing.
        #expect(outcome(.nan) == nil && outcome(.infinity) == nil && outcome(-.infinity) == nil)
        // One detent: dismissed by a swipe down of half its height (417 of 834), not less.
        let single = PresentationDetents()
        #expect(single.outcome(ofDragPredictedToMove: 416, inCanvasOfHeight: 844) == .settle(.large))
        #expect(single.outcome(ofDragPredictedToMove: 417, inCanvasOfHeight: 844) == .dismiss)
    }

    /// Never available.
    struct NeverDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { nil }
    }

    @Test func hostileAndUnavailableDetentsGiveADragASaneOutcome() {
        // Non-finite and negative sizes rest at the large height (834): a drag far up settles
        // at a detent of that height, and one far down dismisses (half of medium's 422 is 211).
        let hostile = PresentationDetents(detents: [.height(.nan), .fraction(-1), .medium])
        guard case .settle(let up)? = hostile.outcome(ofDragPredictedToMove: -600, inCanvasOfHeight: 844) else {
            Issue.record("no settle"); return
        }
        #expect(close(up.height(inCanvasOfHeight: 844, topGap: 10), 834))
        #expect(hostile.outcome(ofDragPredictedToMove: 211, inCanvasOfHeight: 844) == .dismiss)
        // Only unavailable detents: the sheet rests at the large height, as one detent.
        let none = PresentationDetents(detents: [.custom(NeverDetent.self)])
        #expect(none.outcome(ofDragPredictedToMove: 100, inCanvasOfHeight: 844) == .settle(.large))
        #expect(none.outcome(ofDragPredictedToMove: 417, inCanvasOfHeight: 844) == .dismiss)
        // An unavailable detent is left out: 300 down from medium projects 122, above half the
        // smallest available detent (200): it settles at that one.
        let skipping = PresentationDetents(detents: [.custom(NeverDetent.self), .height(200), .medium], selection: .medium)
        #expect(skipping.outcome(ofDragPredictedToMove: 300, inCanvasOfHeight: 844) == .settle(.height(200)))
        // A canvas of no height or of none at all: everything is 0 tall, and nothing traps.
        #expect(skipping.outcome(ofDragPredictedToMove: -10, inCanvasOfHeight: 0) == .settle(.medium))
        _ = skipping.outcome(ofDragPredictedToMove: 10, inCanvasOfHeight: .nan)
    }

    @Test func aDragUpFarEnoughSettlesAtTheLargeDetentAndSetsTheSelection() throws {
        let dragged = Recorder<PresentationDetent>()
        let h = draggable(DraggableSheet(selection: .medium, dragged: dragged))
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        // 100 up in 100 steps predicts 129.94 up: 551.94 is nearer 422 than 834. It goes back.
        try drag(h, from: 600, by: -100, steps: 100)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        #expect(dragged.count == 0)
        // The same finger flicked, 200 up in 10 steps, predicts 798.8 up: 1,220.8, nearest 834.
        try drag(h, from: 600, by: -200, steps: 10)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 10))
        #expect(dragged.value == .large && dragged.count == 1)
        // 200 down slowly (100 steps) predicts 259.88 down: 574.12, nearer 422 than 834, and
        // above half the medium detent (211): back to medium.
        try drag(h, from: 300, by: 200, steps: 100)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        #expect(dragged.value == .medium && dragged.count == 2)
    }

    @Test func whileADragLastsTheSheetFollowsTheFinger() throws {
        let tops = Recorder<[CGFloat]>()
        let h = draggable(DraggableSheet(selection: .medium, dragged: Recorder(), tops: tops))
        // 200 up in steps of 20: at the last move the sheet is 422 + 200 tall, its top at 222;
        // when the finger lifts it settles at the large detent.
        try drag(h, from: 600, by: -200, steps: 10)
        #expect(tops.value?.contains { close($0, 222) } == true, "\(tops.value ?? [])")
        #expect(tops.value?.last.map { close($0, 10) } == true)
        // Below its smallest detent a sheet that can be swiped away slides down whole: 100
        // down from medium, its top at 522, then back at 422 (the drag was too slow to dismiss).
        let slid = Recorder<[CGFloat]>()
        let medium = draggable(DraggableSheet(selection: .medium, dragged: Recorder(), tops: slid))
        try drag(medium, from: 600, by: 100, steps: 100)
        #expect(slid.value?.contains { close($0, 522) } == true, "\(slid.value ?? [])")
        #expect(slid.value?.last.map { close($0, 422) } == true)
        // One that cannot be swiped away stays at its smallest detent.
        let held = Recorder<[CGFloat]>()
        let fixed = draggable(DraggableSheet(selection: .medium, dismissDisabled: true, dragged: Recorder(), tops: held))
        held.value = []
        try drag(fixed, from: 600, by: 100, steps: 100)
        #expect((held.value ?? []).allSatisfy { close($0, 422) }, "\(held.value ?? [])")
        #expect(close(fixed.frame(of: "sheet")?.minY ?? -1, 422))
    }

    @Test func changingTheSelectionInCodeMovesTheSheet() throws {
        let dragged = Recorder<PresentationDetent>()
        let h = draggable(DraggableSheet(selection: .medium, dragged: dragged))
        try h.tap("to-large")
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 10))
        // Set in code, not by a drag: the binding is not written back.
        #expect(dragged.count == 0)
    }

    @Test func withoutASelectionTheSheetRemembersTheDetentItWasDraggedTo() throws {
        let h = draggable(DraggableSheet(dragged: Recorder()))
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        try drag(h, from: 600, by: -200, steps: 10)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 10))
        h.update()
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 10))
        // 200 down slowly from large: medium again.
        try drag(h, from: 300, by: 200, steps: 100)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
    }

    @Test func aSwipeDownBelowHalfTheSmallestDetentDismissesTheSheet() throws {
        let h = draggable(DraggableSheet(selection: .medium, dragged: Recorder()))
        // 100 down in 100 steps predicts 129.94: 292.06 is above 211 (half of 422), nearest 422.
        try drag(h, from: 600, by: 100, steps: 100)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        // 200 down predicts 259.88: 162.12 is below 211. Dismissed.
        try drag(h, from: 600, by: 200, steps: 100)
        #expect(h.frame(of: "sheet") == nil)
        // From the large detent a flick passes the medium one: 100 down in 5 steps predicts
        // 100 × (1 + 29.94 / 5) = 698.8 down, projecting 135.2.
        let flicked = draggable(DraggableSheet(selection: .large, dragged: Recorder()))
        try drag(flicked, from: 300, by: 100, steps: 5)
        #expect(flicked.frame(of: "sheet") == nil)
    }

    @Test func aSheetThatCannotBeSwipedAwaySettlesAtItsSmallestDetent() throws {
        let dragged = Recorder<PresentationDetent>()
        let h = draggable(DraggableSheet(selection: .large, dismissDisabled: true, dragged: dragged))
        // The flick that dismisses above leaves it at medium.
        try drag(h, from: 300, by: 100, steps: 5)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        #expect(dragged.value == .medium)
        // At its smallest detent, a swipe down leaves it there.
        try drag(h, from: 600, by: 200, steps: 10)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422) && dragged.count == 1)
    }

    @Test func aSheetWithOneDetentIsDismissedBySwipingHalfItsHeight() throws {
        let h = draggable(DraggableSheet(detents: [.medium], dragged: Recorder()))
        // 150 down in 100 steps predicts 194.91, short of 211 (half of 422): it stays.
        try drag(h, from: 600, by: 150, steps: 100)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        // Nor does a drag up move it above its one detent.
        try drag(h, from: 600, by: -200, steps: 10)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        // 170 down predicts 220.898: dismissed.
        try drag(h, from: 600, by: 170, steps: 100)
        #expect(h.frame(of: "sheet") == nil)
    }

    @Test func aDragWhosePredictedEndIsNotFiniteLeavesTheSheetWithADiagnostic() throws {
        let dragged = Recorder<PresentationDetent>()
        let h = draggable(DraggableSheet(selection: .medium, dragged: dragged))
        // One step of 1e308 points in 1/60 s: a speed past the largest number.
        try h.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 1e308), steps: 1)
        #expect(close(h.frame(of: "sheet")?.minY ?? -1, 422))
        #expect(dragged.count == 0)
        #expect(h.diagnostics.contains { $0.message.contains("not finite") })
    }
}
