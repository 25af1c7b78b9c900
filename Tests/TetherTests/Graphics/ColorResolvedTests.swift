import Foundation
import Testing
@testable import Tether

/// iOS 17's `Color.resolve(in:)` and `Color.Resolved`: a colour's components in one
/// environment, sRGB-encoded with linear views of them, usable as a colour and a shape style.
@MainActor
@Suite struct ColorResolvedTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    @Test func aSystemColourResolvesToItsValueInTheEnvironmentsScheme() {
        // iOS 26's system red: #FF383C in light mode, #FF4245 in dark mode.
        let light = Color.red.resolve(in: environment(.light))
        #expect(light.description == "#FF383CFF")
        #expect(abs(light.green - 0x38 / 255) < 1e-6 && light.opacity == 1)
        #expect(Color.red.resolve(in: environment(.dark)).description == "#FF4245FF")
        #expect(Color(.sRGB, red: 0, green: 0.5, blue: 1, opacity: 0.25).resolve(in: environment(.dark)).description == "#0080FF40")
    }

    @Test func linearComponentsFollowSRGBsTransferFunction() {
        // Linear 0.5 is sRGB 1.055·0.5^(1/2.4) − 0.055 = 0.7354; sRGB 0.5 is linear 0.2140.
        let fromLinear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 1)
        #expect(abs(fromLinear.red - 0.7354) < 1e-4 && fromLinear.green == 0 && abs(fromLinear.blue - 1) < 1e-6)
        #expect(abs(fromLinear.linearRed - 0.5) < 1e-6)
        var resolved = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(resolved.linearGreen - 0.2140) < 1e-4)
        resolved.linearBlue = 1
        #expect(abs(resolved.blue - 1) < 1e-6)
    }

    @Test func aResolvedColourDrawsItsComponentsInEveryAppearance() throws {
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0)
        #expect(Color(resolved).resolve(in: environment(.dark)) == resolved)
        for scheme in [ColorScheme.light, .dark] {
            let h = host(VStack(spacing: 0) { Color(resolved); Rectangle().fill(resolved) }, width: 20, height: 40)
            h.colorScheme = scheme
            h.update()
            let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
            for y in [10, 30] {
                let p = pixels.pixel(x: 10, y: y)
                #expect(p.r == 255 && abs(p.g - 128) <= 1 && p.b == 0 && p.a == 255)
            }
        }
    }

    @Test func resolvedColoursAnimateInLinearSpace() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0), white = Color.Resolved(red: 1, green: 1, blue: 1)
        var middle = black
        middle.animatableData = black.animatableData + (white.animatableData - black.animatableData).scaled(by: 0.5)
        // Halfway in linear light is linear 0.5: sRGB 0.7354.
        #expect(abs(middle.red - 0.7354) < 1e-4 && abs(middle.opacity - 1) < 1e-6)
    }
}
