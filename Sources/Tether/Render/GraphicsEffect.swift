import Foundation

/// What an effect layer does to the items drawn into it, before it is composited. One
/// mechanism for every view effect that works on pixels rather than on geometry.
enum GraphicsEffect: Sendable {
    /// A Gaussian blur of standard deviation `radius / 2` (as shadows), over `bounds` (the
    /// view's frame, in the layer's space) widened by three deviations; an opaque blur
    /// stays inside `bounds` and extends its edge pixels instead of fading them.
    case blur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    /// Every pixel's straight (non-premultiplied) colour mapped through a matrix.
    case colorMatrix(ColorMatrix)
    /// Every pixel whose alpha lies in `min...max` becomes `color`, every other one clear.
    case alphaThreshold(min: Double, max: Double, color: RGBA)
    /// The layer composited onto what lies behind with a blend mode.
    case blend(BlendMode)
    /// The layer kept only where `mask` is opaque (its alpha multiplies the layer's).
    case mask([DisplayItem])
    /// The layer composited as one picture: effects outside act on it as a whole.
    case isolation
    /// The layer clipped to a path with a fill rule, antialiased or not.
    case clip(Path, FillStyle)
    /// The layer mapped by a projective transform (a perspective), its content lying within
    /// `bounds` (in the layer's space).
    case projection(ProjectionTransform, bounds: CGRect)
    /// The layer composited with a Porter-Duff operator Core Graphics has and SwiftUI's blend
    /// modes lack, only inside `area` (the shape drawn, in the layer's space): Core Graphics
    /// blends where a shape covers and leaves the rest as it was.
    case porterDuff(PorterDuffOperator, area: Path)
}

/// The Porter-Duff operators of Core Graphics' `CGBlendMode` that SwiftUI's `BlendMode` lacks.
enum PorterDuffOperator: Sendable, Hashable {
    /// Transparent (`CGBlendMode.clear`).
    case clear
    /// The source replaces the destination (`.copy`).
    case copy
    /// The source where the destination is opaque (`.sourceIn`).
    case sourceIn
    /// The source where the destination is transparent (`.sourceOut`).
    case sourceOut
    /// The destination where the source is opaque (`.destinationIn`).
    case destinationIn
    /// The destination over the source, where the source is opaque (`.destinationAtop`).
    case destinationAtop
    /// The source where the destination is transparent and the destination where the
    /// source is (`.xor`).
    case xor
}

/// A 4×5 colour matrix on straight RGBA components in 0...1, as SVG's `feColorMatrix` and
/// Core Image's colour filters: each output component is a weighted sum of the input's red,
/// green, blue and alpha plus a constant, clamped to 0...1.
struct ColorMatrix: Hashable, Sendable {
    /// Rows for red, green, blue and alpha, each `[r, g, b, a, constant]`.
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Luma weights of Rec. 709, the ones Core Image and SVG use.
    static let luma = (r: 0.2125, g: 0.7154, b: 0.0721)

    /// Adds `amount` to each colour component (Core Image's `CIColorControls` brightness).
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Scales each colour component's distance from middle grey by `amount`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }

    /// Blends each colour with its luma: 0 is grey, 1 unchanged, above 1 more saturated.
    static func saturation(_ amount: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma, s = amount
        return ColorMatrix(rows: [
            [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0],
            [lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0],
            [lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Rotates hues by `angle` around the grey axis (SVG's `hueRotate` matrix).
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each component by the colour's.
    static func multiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]])
    }

    /// Each colour component becomes one minus itself.
    static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// Black, as opaque as the colour's luminance (SVG's `luminanceToAlpha`).
    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [luma.r, luma.g, luma.b, 0, 0]])

    /// True when a fully transparent pixel stays fully transparent (the alpha row adds no
    /// constant), so such pixels need not be visited.
    var keepsTransparentPixels: Bool { rows[3][4] <= 0 }

    /// The matrix applied to straight components, clamped to 0...1.
    func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let m = rows[i]
            let v = m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]
            return v.isNaN ? 0 : min(1, max(0, v))
        }
        return (row(0), row(1), row(2), row(3))
    }

    /// The 20 numbers of SVG's `feColorMatrix type="matrix"`, row by row.
    var svgValues: [Double] { rows.flatMap { $0 } }
}
