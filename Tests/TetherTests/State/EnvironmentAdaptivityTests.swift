import Foundation
import Testing
@testable import Tether

private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        Text("\(horizontal == .regular ? "regular" : "compact") × \(vertical == .regular ? "regular" : "compact")")
    }
}

/// Environment values that follow the window, and Tether's fixed defaults for rendering that
/// repeats.
@MainActor
@Suite struct EnvironmentAdaptivityTests {
    @Test func sizeClassesFollowTheCanvasAsAnIPhoneOrIPadWindow() {
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 390, height: 844)) == (.compact, .regular))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 844, height: 390)) == (.compact, .compact))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 932, height: 430)) == (.regular, .compact))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 744, height: 1133)) == (.regular, .regular))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: CGFloat.nan, height: 10)) == (.compact, .regular))
    }

    @Test func aViewSeesTheSizeClassChangeWhenTheCanvasTurns() {
        let h = host(SizeClassProbe(), width: 390, height: 844)
        #expect(dumpedTexts(h).contains("compact × regular"))
        h.size = CGSize(width: 932, height: 430)
        h.update()
        #expect(dumpedTexts(h).contains("regular × compact"))
    }

    @Test func calendarAndTimeZoneDefaultToGregorianUTC() {
        let env = EnvironmentValues()
        #expect(env.calendar.identifier == .gregorian && env.timeZone.secondsFromGMT() == 0)
    }
}
