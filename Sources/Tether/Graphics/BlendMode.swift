import Foundation

/// Mirrors SwiftUI's `BlendMode`: how a view's pixels combine with what lies behind it.
nonisolated public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver,
         destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` keyword SVG renderers understand, or nil for the Porter-Duff
    /// modes (`sourceAtop`, `destinationOver`, `destinationOut`) SVG cannot composite with
    /// the backdrop; those draw normally in SVG.
    var cssName: String? {
        switch self {
        case .normal: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusDarker: return "plus-darker"
        case .plusLighter: return "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut: return nil
        }
    }
}

/// Composites the view with a blend mode.
struct BlendModeLayout: DrawingEffectLayout {
    let mode: BlendMode
    func effect(size: CGSize) -> GraphicsEffect? { mode == .normal ? nil : .blend(mode) }
}

/// Draws the view into a layer of its own first (`compositingGroup()`, `drawingGroup()`).
struct IsolationLayout: DrawingEffectLayout {
    func effect(size: CGSize) -> GraphicsEffect? { .isolation }
}

extension View {
    /// Mirrors SwiftUI's `blendMode(_:)`: the view's pixels are combined with what is drawn
    /// behind it (inside the nearest compositing group) by `blendMode`.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_DrawingEffectModifier(layout: BlendModeLayout(mode: blendMode)))
    }
    /// Mirrors SwiftUI's `compositingGroup()`: the view is drawn as one picture before the
    /// effects of its ancestors (opacity, blend modes) apply to it as a whole.
    nonisolated public func compositingGroup() -> some View {
        modifier(_DrawingEffectModifier(layout: IsolationLayout()))
    }
    /// Mirrors SwiftUI's `drawingGroup(opaque:colorMode:)`: the view is rendered offscreen
    /// into one image before it is composited, which is what Tether's raster pipeline does
    /// for a compositing group; `opaque` and `colorMode` do not change the picture.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingEffectModifier(layout: IsolationLayout()))
    }
}

/// Mirrors SwiftUI's `ColorRenderingMode`: the working colour space of an offscreen layer.
nonisolated public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
