import Foundation
import Testing
@testable import Tether

/// `symbolEffect`: a still picture shows symbols at rest — unchanged by bounce, pulse, variable
/// colour, wiggle, breathe or rotate effects, active or not — while an active `.disappear`
/// hides them in place, and `symbolEffectsRemoved()` undoes inherited effects.
@MainActor
@Suite struct SymbolEffectTests {
    func png<V: View>(_ view: V) throws -> Data {
        try host(view, width: 80, height: 80).pngData(scale: 1)
    }

    @Test func effectsAtRestLeaveTheSymbolAsItIs() throws {
        let plain = try png(Image(systemName: "star.fill").font(.largeTitle))
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.bounce.up.byLayer, value: 3)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.pulse, options: .repeating)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.variableColor.iterative.reversing, options: .speed(2))) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.wiggle.clockwise, options: .repeat(3), value: true)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.breathe.pulse).symbolEffect(.rotate.counterClockwise)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.disappear, isActive: false)) == plain)
    }

    @Test func anActiveDisappearHidesTheSymbolButKeepsItsSpaceAndOtherContent() throws {
        let h = host(HStack(spacing: 0) {
            Image(systemName: "star.fill").font(.largeTitle).testID("star")
            Color.red.frame(width: 10, height: 10)
        }.symbolEffect(.disappear.down), width: 120, height: 80)
        let plain = host(HStack(spacing: 0) {
            Image(systemName: "star.fill").font(.largeTitle).testID("star")
            Color.red.frame(width: 10, height: 10)
        }, width: 120, height: 80)
        #expect(h.frame(of: "star") == plain.frame(of: "star"))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let star = try #require(h.frame(of: "star"))
        var ink = 0
        for y in Int(star.minY)..<Int(star.maxY) { for x in Int(star.minX)..<Int(star.maxX) where p.pixel(x: x, y: y).a > 0 { ink += 1 } }
        #expect(ink == 0)
        #expect(p.pixel(x: Int(star.maxX) + 5, y: 40).r == 255)
    }

    @Test func anActiveAppearHoldsTheSymbolHiddenUntilItEnds() throws {
        // Appear, as an indefinite effect, keeps the symbol where it appears from (hidden)
        // while active; inactive, or as a content transition, the symbol shows at rest.
        let plain = try png(Image(systemName: "star.fill").font(.largeTitle))
        let empty = try png(Color.clear)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.appear.up.byLayer, isActive: true)) == empty)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffect(.appear, isActive: false)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).contentTransition(.symbolEffect(.replace.downUp))) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).transition(.symbolEffect(.appear))) == plain)
        // iOS 17's automatic effect and iOS 18's magic replace only animate a change too.
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).contentTransition(.symbolEffect(.automatic))) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).contentTransition(.symbolEffect(.replace.magic(fallback: .replace.offUp)))) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).transition(.symbolEffect(.automatic))) == plain)
    }

    @Test func removingEffectsBringsTheSymbolBack() throws {
        let plain = try png(Image(systemName: "star.fill").font(.largeTitle))
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffectsRemoved().symbolEffect(.disappear)) == plain)
        #expect(try png(Image(systemName: "star.fill").font(.largeTitle).symbolEffectsRemoved(false).symbolEffect(.disappear)) != plain)
    }

    @Test func optionsTakeHostileSpeeds() {
        #expect(SymbolEffectOptions.speed(.nan) == SymbolEffectOptions.speed(1))
        #expect(SymbolEffectOptions.speed(-3) == .default.speed(1))
        #expect(SymbolEffectOptions.repeating != .nonRepeating)
    }
}
