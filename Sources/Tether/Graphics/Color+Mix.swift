import Foundation

extension Gradient {
    /// Mirrors SwiftUI's `Gradient.ColorSpace`: the space colours are blended in.
    nonisolated public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Mirrors `.device`: components blended as they are (sRGB).
        public static let device = ColorSpace(isPerceptual: false)
        /// Mirrors `.perceptual`: blended in a perceptually uniform space (Oklab).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// Mirrors SwiftUI's `mix(with:by:in:)`: this colour blended towards `rhs` by `fraction`
    /// (0 is this colour, 1 is `rhs`; clamped, NaN as 0), in Oklab for `.perceptual`.
    /// Mixing system colours mixes each appearance: the result adapts as they do.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(1, max(0, fraction))
        func mixed(_ a: RGBA, _ b: RGBA) -> RGBA {
            func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            let alpha = lerp(a.alpha, b.alpha)
            guard colorSpace.isPerceptual else {
                return RGBA(lerp(a.red, b.red), lerp(a.green, b.green), lerp(a.blue, b.blue), alpha)
            }
            let p = Oklab(a), q = Oklab(b)
            let mixed = Oklab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b)).rgba
            return RGBA(mixed.red, mixed.green, mixed.blue, alpha)
        }
        guard adapts || rhs.adapts else { return Color(mixed(rgba, rhs.rgba)) }
        return Color(adapting: { mixed(rgba(for: $0), rhs.rgba(for: $0)) })
    }
}

extension Color {
    /// `a` blended towards `b` by `t` in linear light (sRGB decoded, mixed, encoded again).
    static func mixInLinearLight(_ a: Color, _ b: Color, by t: Double) -> Color {
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func mix(_ x: Double, _ y: Double) -> Double { encode(decode(x) + (decode(y) - decode(x)) * t) }
        func mixed(_ p: RGBA, _ q: RGBA) -> RGBA {
            RGBA(mix(p.red, q.red), mix(p.green, q.green), mix(p.blue, q.blue), p.alpha + (q.alpha - p.alpha) * t)
        }
        guard a.adapts || b.adapts else { return Color(mixed(a.rgba, b.rgba)) }
        return Color(adapting: { mixed(a.rgba(for: $0), b.rgba(for: $0)) })
    }
}

/// A colour in Björn Ottosson's Oklab space (from and to sRGB).
struct Oklab {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    init(_ c: RGBA) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = linear(c.red), g = linear(c.green), bl = linear(c.blue)
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        let (x, y, z) = (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2))
        l = 0.2104542553 * x + 0.7936177850 * y - 0.0040720468 * z
        a = 1.9779984951 * x - 2.4285922050 * y + 0.4505937099 * z
        b = 0.0259040371 * x + 0.7827717662 * y - 0.8086757660 * z
    }

    var rgba: RGBA {
        let x = l + 0.3963377774 * a + 0.2158037573 * b
        let y = l - 0.1055613458 * a - 0.0638541728 * b
        let z = l - 0.0894841775 * a - 1.2914855480 * b
        let (L, M, S) = (x * x * x, y * y * y, z * z * z)
        let r = 4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S
        let g = -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S
        let bl = -0.0041960863 * L - 0.7034186147 * M + 1.7076147010 * S
        func encode(_ v: Double) -> Double {
            let c = min(1, max(0, v.isFinite ? v : 0))
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        return RGBA(encode(r), encode(g), encode(bl))
    }
}
