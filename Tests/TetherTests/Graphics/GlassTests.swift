import Foundation
import Testing
@testable import Tether

/// iOS 26 glass: `glassEffect(_:in:)` puts a glass platter in a capsule (by default) behind the
/// view without changing its layout; `.identity` draws nothing; the glass button styles pad
/// their label as bordered buttons and tap like any button.
@MainActor
@Suite struct GlassTests {
    @Test func glassSitsBehindTheViewInACapsuleWithoutChangingLayout() throws {
        let view = Color.clear.frame(width: 100, height: 40).testID("label").glassEffect()
        let h = host(view, width: 200, height: 100)
        expectFrame(h, "label", CGRect(x: 50, y: 30, width: 100, height: 40))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        // The centre is covered by the whitish veil…
        let centre = p.pixel(x: 100, y: 50)
        #expect(centre.a > 100 && centre.r > 200 && centre.g > 200 && centre.b > 200)
        // …and the capsule's rounded corner (radius 20) leaves the frame's corner bare, but
        // for the soft shadow.
        #expect(p.pixel(x: 51, y: 31).a < 60)
    }

    @Test func identityGlassDrawsNothing() throws {
        let p = try pixels(Color.clear.frame(width: 100, height: 40).glassEffect(.identity), width: 200, height: 100, scale: 1)
        #expect(p.pixel(x: 100, y: 50).a == 0)
    }

    @Test func tintedGlassTakesTheTintAndClearGlassIsLighterThanRegular() throws {
        let tinted = try pixels(Color.clear.frame(width: 100, height: 40).glassEffect(.regular.tint(.red)), width: 200, height: 100, scale: 1)
        let t = tinted.pixel(x: 100, y: 50)
        #expect(t.r > 200 && t.g < 120 && t.b < 120)
        let regular = try pixels(Color.clear.frame(width: 100, height: 40).glassEffect(.regular), width: 200, height: 100, scale: 1)
        let clear = try pixels(Color.clear.frame(width: 100, height: 40).glassEffect(.clear), width: 200, height: 100, scale: 1)
        #expect(clear.pixel(x: 100, y: 50).a < regular.pixel(x: 100, y: 50).a)
        #expect(Glass.regular.interactive() != Glass.regular)
        #expect(Glass.regular.tint(nil) == Glass.regular)
    }

    @Test func theGlassShapeIsTheOneGiven() throws {
        let p = try pixels(Color.clear.frame(width: 100, height: 40).glassEffect(.regular.tint(.blue), in: Rectangle()), width: 200, height: 100, scale: 1)
        // A rectangle fills its corner.
        #expect(p.pixel(x: 52, y: 32).b > 200)
    }

    @Test func glassButtonsArePaddedAsBorderedButtonsAndTap() throws {
        let taps = Recorder<Int>()
        taps.value = 0
        let h = host(VStack {
            Button { taps.value! += 1 } label: { Color.clear.frame(width: 60, height: 20) }.buttonStyle(.glass).testID("glass")
            Button { taps.value! += 1 } label: { Color.clear.frame(width: 60, height: 20) }.buttonStyle(.glassProminent).testID("prominent")
        }, width: 200, height: 200)
        // 12 × 7 points of padding around the label.
        #expect(h.frame(of: "glass")?.size == CGSize(width: 84, height: 34))
        #expect(h.frame(of: "prominent")?.size == CGSize(width: 84, height: 34))
        try h.tap("glass")
        try h.tap("prominent")
        #expect(taps.value == 2)
        // The prominent one is tinted with the accent colour (iOS 26 blue 0, 136, 255).
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let frame = try #require(h.frame(of: "prominent"))
        let c = p.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(c.b > 200 && c.r < 120)
    }

    @Test func theContainerLaysItsContentOutAsIs() {
        let h = host(GlassEffectContainer(spacing: .nan) {
            HStack(spacing: 10) {
                Color.clear.frame(width: 40, height: 40).glassEffect().testID("a")
                Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectID("b", in: Namespace().wrappedValue).testID("b")
            }
        }, width: 200, height: 100)
        expectFrame(h, "a", CGRect(x: 55, y: 30, width: 40, height: 40))
        expectFrame(h, "b", CGRect(x: 105, y: 30, width: 40, height: 40))
    }
}
