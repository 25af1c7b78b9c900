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
        let (frame, _) = sheetFrame(Color.clear.presentationDetents([.medium, .large], selection: .constant(.large)))
        #expect(close(frame.minY, 10), "\(frame)")
        // A selection outside the set is ignored: the smallest detent.
        let (other, _) = sheetFrame(Color.clear.presentationDetents([.medium, .large], selection: .constant(.height(100))))
        #expect(close(other.minY, 844 / 2), "\(other)")
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
}
