import Foundation

/// Mirrors SwiftUI's `AnyGradient`: a colour gradient that, used as a shape style, draws a
/// linear gradient from the top (unit point 0.5, 0) to the bottom (0.5, 1) of what it fills.
/// `Color.gradient` makes one from a single colour.
nonisolated public struct AnyGradient: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    enum Source: Hashable, Sendable {
        /// A gradient given stop by stop (`init(_:)`).
        case stops(Gradient)
        /// The standard gradient of a colour (`Color.gradient`).
        case standard(Color)
    }
    let source: Source
    /// The space colours are blended in (`colorSpace(_:)`; `.device` by default).
    var interpolation: Gradient.ColorSpace = .device

    init(source: Source) { self.source = source }

    /// Mirrors SwiftUI's `AnyGradient.init(_:)`.
    public init(_ gradient: Gradient) { self.init(source: .stops(gradient)) }

    /// Mirrors SwiftUI's `AnyGradient.colorSpace(_:)`: the same gradient with its colours
    /// blended in `space` (`.perceptual` blends in Oklab).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.interpolation = space
        return copy
    }

    /// The gradient's stops, ready to be laid over any shape.
    var gradient: Gradient {
        let base: Gradient
        switch source {
        case .stops(let gradient): base = gradient
        case .standard(let color): base = Self.standardGradient(of: color)
        }
        return interpolation.isPerceptual ? base.blended(in: .perceptual) : base
    }

    var paint: ResolvedPaint { resolved(.linear(start: .top, end: .bottom)) }

    /// The gradient laid out as `shape` (the `linearGradient(_:…)` family of styles).
    func resolved(_ shape: ResolvedGradient.Shape) -> ResolvedPaint {
        .gradient(ResolvedGradient(gradient: gradient, shape: shape))
    }

    /// How much lighter the top of a colour's standard gradient is, in HSL lightness.
    static let standardLightening = 0.15

    /// A colour's standard gradient: from the colour a little lighter at the top to the
    /// colour itself at the bottom. iOS derives the top colour in RenderBox (undocumented);
    /// Tether raises the HSL lightness by 15 points, keeping hue, saturation and opacity.
    static func standardGradient(of color: Color) -> Gradient {
        let c = color.rgba
        var hsl = HSL(c)
        hsl.lightness = min(1, hsl.lightness + standardLightening)
        var top = hsl.rgba
        top.alpha = c.alpha
        return Gradient(stops: [Gradient.Stop(color: Color(top), location: 0), Gradient.Stop(color: color, location: 1)])
    }
}

extension Color {
    /// Mirrors SwiftUI's `Color.gradient`: the standard gradient of the colour, a little
    /// lighter at the top than at the bottom (as `Rectangle().fill(.blue.gradient)`).
    public var gradient: AnyGradient { AnyGradient(source: .standard(self)) }
}

/// A colour as hue, saturation and lightness, all in 0...1 (sRGB's HSL).
struct HSL {
    var hue: Double, saturation: Double, lightness: Double

    init(_ c: RGBA) {
        let r = c.red, g = c.green, b = c.blue
        let high = max(r, g, b), low = min(r, g, b)
        lightness = (high + low) / 2
        let delta = high - low
        guard delta > 0 else { hue = 0; saturation = 0; return }
        saturation = delta / (1 - abs(2 * lightness - 1))
        var h: Double
        if high == r { h = (g - b) / delta } else if high == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
        h /= 6
        hue = h < 0 ? h + 1 : h
    }

    var rgba: RGBA {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue * 6
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (chroma, x, 0)
        case ..<2: (r, g, b) = (x, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, x)
        case ..<4: (r, g, b) = (0, x, chroma)
        case ..<5: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        return RGBA(clamp(r + m), clamp(g + m), clamp(b + m))
    }
}

extension Gradient {
    /// How many stops each span between two stops is cut into when its colours must be
    /// blended in a space the renderers do not blend in (they blend sRGB components).
    static let blendingSteps = 16

    /// The gradient with extra stops in each span so that, blended component-wise as the
    /// renderers do, it follows the blend in `space` (Oklab for `.perceptual`).
    func blended(in space: Gradient.ColorSpace) -> Gradient {
        blended { a, b, t in a.mix(with: b, by: t, in: space) }
    }

    /// The gradient with extra stops in each span, each coloured by `mix(from, to, fraction)`.
    func blended(by mix: (Color, Color, Double) -> Color) -> Gradient {
        let ordered = orderedStops
        guard ordered.count > 1 else { return self }
        var out: [Stop] = [ordered[0]]
        for (from, to) in zip(ordered, ordered.dropFirst()) {
            if to.location > from.location {
                for step in 1..<Self.blendingSteps {
                    let t = Double(step) / Double(Self.blendingSteps)
                    out.append(Stop(color: mix(from.color, to.color, t), location: from.location + CGFloat(t) * (to.location - from.location)))
                }
            }
            out.append(to)
        }
        return Gradient(stops: out)
    }
}

/// A shape style that is already resolved (the `…Gradient(_: AnyGradient, …)` styles).
struct ResolvedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let paint: ResolvedPaint
}

extension ShapeStyle where Self == LinearGradient {
    /// Mirrors SwiftUI's `linearGradient(_:startPoint:endPoint:)` taking an `AnyGradient`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        ResolvedShapeStyle(paint: gradient.resolved(.linear(start: startPoint, end: endPoint)))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// Mirrors SwiftUI's `radialGradient(_:center:startRadius:endRadius:)` taking an `AnyGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> some ShapeStyle {
        ResolvedShapeStyle(paint: gradient.resolved(.radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// Mirrors SwiftUI's `ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`
    /// taking an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        ResolvedShapeStyle(paint: EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
                                                      endRadiusFraction: endRadiusFraction).paint)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// Mirrors SwiftUI's `angularGradient(_:center:startAngle:endAngle:)` taking an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        ResolvedShapeStyle(paint: AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle).paint)
    }
    /// Mirrors SwiftUI's `conicGradient(_:center:angle:)` taking an `AnyGradient`: a full turn
    /// starting at `angle`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> some ShapeStyle {
        ResolvedShapeStyle(paint: AngularGradient(gradient: gradient.gradient, center: center, angle: angle).paint)
    }
}

/// Mirrors SwiftUI's `Gradient` as a shape style (iOS 16): drawn as `AnyGradient` draws it, a
/// linear gradient from the top (start point (0.5, 0)) to the bottom (end point (0.5, 1)).
extension Gradient: ShapeStyle, ResolvableShapeStyle {
    var paint: ResolvedPaint { AnyGradient(self).paint }
}
