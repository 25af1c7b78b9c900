import Foundation
import Testing
@testable import Tether

/// `scrollTransition` (iOS 17): each view of a scroll view gets its phase from where it sits
/// against the configuration's threshold, and a still picture shows its effect at that phase
/// (interpolated for `.interactive`). The scroll view is 200 × 200 with rows of 100 points.
@MainActor
@Suite struct ScrollTransitionTests {
    /// The phase each row's transition closure last saw (for `.animated`, the one it shows).
    final class Phases: @unchecked Sendable {
        var byRow: [Int: ScrollTransitionPhase] = [:]
    }

    struct Rows: View {
        let phases: Phases
        var configuration: ScrollTransitionConfiguration = .animated
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        Color.blue.frame(height: 100)
                            .scrollTransition(configuration) { effect, phase in
                                phases.byRow[i] = phase
                                return effect.opacity(phase.isIdentity ? 1 : 0.2)
                            }
                    }
                }
            }.testID("scroll")
        }
    }

    @Test func rowsPastTheTopAreTopLeadingVisibleOnesIdentityAndLowerOnesBottomTrailing() throws {
        let phases = Phases()
        let h = host(Rows(phases: phases), width: 200, height: 200)
        #expect(phases.byRow[0] == .identity)
        #expect(phases.byRow[1] == .identity)
        #expect(phases.byRow[2] == .bottomTrailing)
        // Showing 150…350: row 1 is half hidden at the top, row 3 half hidden at the bottom.
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(phases.byRow[0] == .topLeading)
        #expect(phases.byRow[1] == .topLeading)
        #expect(phases.byRow[2] == .identity)
        #expect(phases.byRow[3] == .bottomTrailing)
    }

    @Test func aThresholdMovesWhereTheViewCountsAsVisible() throws {
        let phases = Phases()
        // Half visible is enough: row 1 (half showing) and row 3 are identity.
        let h = host(Rows(phases: phases, configuration: .animated.threshold(.visible(0.5))), width: 200, height: 200)
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(phases.byRow[1] == .identity)
        #expect(phases.byRow[3] == .identity)
        // Moved 60 points towards the centre, a wholly visible row 2 (50 points from the top
        // edge, 150 needed... its far edge 150 in, 160 needed) is not yet visible.
        let inset = Phases()
        let h2 = host(Rows(phases: inset, configuration: .animated.threshold(.visible.inset(by: 60))), width: 200, height: 200)
        try h2.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(inset.byRow[2] == .topLeading)
        // Hidden: any part showing counts.
        let hidden = Phases()
        let h3 = host(Rows(phases: hidden, configuration: .animated.threshold(.hidden)), width: 200, height: 200)
        try h3.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(hidden.byRow[1] == .identity)
        #expect(hidden.byRow[0] == .topLeading)
    }

    @Test func thePhaseValueIsMinusOneZeroOrOne() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    struct FadingRow: View {
        var configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Color.red.frame(height: 100)
                        .scrollTransition(configuration) { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }
                    Color.clear.frame(height: 800)
                }
            }.testID("scroll")
        }
    }

    @Test func interactiveInterpolatesTheEffectByTheEasedDistanceToTheThreshold() throws {
        // The red row spans 100…200; showing 150…350 puts its lower half on screen (y 0…50):
        // half way from hidden to the `.visible` threshold, and the ease-in-out curve is ½ there.
        let h = host(FadingRow(configuration: .interactive), width: 200, height: 200)
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(abs(p.pixel(x: 100, y: 25).a - 128) <= 2)
        #expect(p.pixel(x: 100, y: 25).r == 255)
        // With a threshold of half visible the row is at identity: opaque.
        let h2 = host(FadingRow(configuration: .interactive.threshold(.visible(0.5))), width: 200, height: 200)
        try h2.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(try PNGDecoder.decode(h2.pngData(scale: 1)).pixel(x: 100, y: 25).a == 255)
    }

    @Test func identityConfigurationNeverChangesTheView() throws {
        let h = host(FadingRow(configuration: .identity), width: 200, height: 200)
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 100, y: 25).a == 255)
    }

    @Test func outsideAScrollViewTheViewIsAtIdentity() {
        let phases = Phases()
        _ = host(Color.blue.frame(width: 50, height: 50)
            .scrollTransition { effect, phase in
                phases.byRow[0] = phase
                return effect.scaleEffect(phase.isIdentity ? 1 : 0.5)
            }, width: 100, height: 100)
        #expect(phases.byRow[0] == .identity)
    }

    @Test func interactiveTimingCurvePacesTheInterpolation() throws {
        // Half way from hidden to the threshold (see above): the amount is the curve's value at
        // ½ — linear ½ (alpha 127.5), circular ease-in 1 − √(1 − ¼) ≈ 0.134 (alpha ≈ 34.2).
        for (curve, alpha) in [(UnitCurve.linear, 127.5), (.circularEaseIn, 255 * (1 - (0.75).squareRoot()))] {
            let h = host(FadingRow(configuration: .interactive(timingCurve: curve)), width: 200, height: 200)
            try h.scroll("scroll", by: CGSize(width: 0, height: 150))
            #expect(abs(Double(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 100, y: 25).a) - alpha) <= 2)
        }
    }

    @Test func thresholdsTakeHostileValues() {
        let t = ScrollTransitionConfiguration.Threshold.visible(.nan).inset(by: .infinity)
        #expect(t.distance(length: 100, container: 200) == 100)
        #expect(ScrollTransitionConfiguration.Threshold.visible(7).visibleAmount == 1)
        #expect(ScrollTransitionConfiguration.Threshold.centered.distance(length: 100, container: 200) == 150)
        let halfway = ScrollTransitionConfiguration.Threshold.hidden.interpolated(towards: .visible, amount: 0.5)
        #expect(halfway.distance(length: 100, container: 200) == 50)
    }
}
