import Foundation

/// Recolours the view's pixels through a colour matrix (brightness, contrast, saturation,
/// grayscale, hue rotation, colour multiply, invert, luminance to alpha).
struct ColorMatrixLayout: DrawingEffectLayout {
    let matrix: ColorMatrix
    func effect(size: CGSize) -> GraphicsEffect? { matrix == .identity ? nil : .colorMatrix(matrix) }
}

/// Multiplies the view's pixels by a colour in the environment's appearance (`colorMultiply`).
struct ColorMultiplyLayout: DrawingEffectLayout, Equatable {
    let color: Color
    func effect(size: CGSize, environment: EnvironmentValues) -> GraphicsEffect? {
        let matrix = ColorMatrix.multiply(color.rgba(in: environment))
        return matrix == .identity ? nil : .colorMatrix(matrix)
    }
}

extension View {
    nonisolated private func colorMatrix(_ matrix: ColorMatrix, problems: [String] = []) -> some View {
        modifier(_DrawingEffectModifier(layout: ColorMatrixLayout(matrix: matrix), problems: problems))
    }

    /// Mirrors SwiftUI's `brightness(_:)`: adds `amount` to each colour component, from 0 (no
    /// effect) to 1 (white); negative amounts darken. NaN or infinite: no effect, with a diagnostic.
    nonisolated public func brightness(_ amount: Double) -> some View {
        var check = EffectArgument()
        let value = check.check(amount, "brightness", fallback: 0)
        return colorMatrix(.brightness(value), problems: check.problems)
    }
    /// Mirrors SwiftUI's `contrast(_:)`: scales each colour's distance from middle grey by
    /// `amount` (0 is grey, 1 unchanged; negative values also invert).
    nonisolated public func contrast(_ amount: Double) -> some View {
        var check = EffectArgument()
        let value = check.check(amount, "contrast", fallback: 1)
        return colorMatrix(.contrast(value), problems: check.problems)
    }
    /// Mirrors SwiftUI's `saturation(_:)`: 0 is fully grey, 1 unchanged, more is more vivid.
    /// Negative amounts are clamped to 0 (with a diagnostic).
    nonisolated public func saturation(_ amount: Double) -> some View {
        var check = EffectArgument()
        let value = check.check(amount, "saturation", in: 0...Double.greatestFiniteMagnitude, fallback: 1)
        return colorMatrix(.saturation(value), problems: check.problems)
    }
    /// Mirrors SwiftUI's `grayscale(_:)`: from 0 (no effect) to 1 (completely grey), the same
    /// as `saturation(1 - amount)`. Values outside 0...1 are clamped (with a diagnostic).
    nonisolated public func grayscale(_ amount: Double) -> some View {
        var check = EffectArgument()
        let value = check.check(amount, "grayscale", in: 0...1, fallback: 0)
        return colorMatrix(.saturation(1 - value), problems: check.problems)
    }
    /// Mirrors SwiftUI's `hueRotation(_:)`: rotates every colour's hue by `angle`.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        var check = EffectArgument()
        let degrees = check.check(angle.degrees, "hueRotation", fallback: 0)
        return colorMatrix(.hueRotation(.degrees(degrees)), problems: check.problems)
    }
    /// Mirrors SwiftUI's `colorMultiply(_:)`: multiplies each colour component (and alpha) by
    /// `color`'s, as if seen through a filter of that colour.
    /// A system colour multiplies by its value in the environment's appearance.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        modifier(_DrawingEffectModifier(layout: ColorMultiplyLayout(color: color), problems: []))
    }
    /// Mirrors SwiftUI's `colorInvert()`: each colour component becomes one minus itself.
    nonisolated public func colorInvert() -> some View {
        colorMatrix(.invert)
    }
    /// Mirrors SwiftUI's `luminanceToAlpha()`: black, as opaque as each pixel's luminance (SVG's
    /// `feColorMatrix type="luminanceToAlpha"`).
    nonisolated public func luminanceToAlpha() -> some View {
        colorMatrix(.luminanceToAlpha)
    }
}
