import Foundation

private struct TintPaintKey: EnvironmentKey { static let defaultValue: ResolvedPaint? = nil }

extension EnvironmentValues {
    /// The style set by `tint(_:)` with a shape style other than a colour (nil: the tint is
    /// `tintColor`, or the accent colour). Controls that fill with the tint fill with it.
    var tintPaint: ResolvedPaint? {
        get { self[TintPaintKey.self] }
        set { self[TintPaintKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `tint(_:)` taking any shape style (iOS 16): controls fill what they
    /// tint with the style (a gradient tint draws a gradient thumb track, prominent button,
    /// switch...); where a single colour is needed (a title, a checkmark) the style's colour
    /// is used (a gradient's first colour). Nil restores the default tint, as `tint(nil)`.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let paint = tint.map(resolvePaint)
        nonisolated(unsafe) let whole = \EnvironmentValues.self
        return modifier(_EnvironmentTransformModifier(keyPath: whole) { env in
            guard let paint else {
                env.tintColor = nil
                env.tintPaint = nil
                return
            }
            // `.tint(.tint)` keeps what is inherited.
            if paint == .tint { return }
            if case .color(let color) = paint {
                env.tintColor = color
                env.tintPaint = nil
                return
            }
            env.tintColor = Color(paint.rgba(in: env))
            env.tintPaint = paint
        })
    }
}
