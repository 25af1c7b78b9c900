import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGBlendMode`, how what a `CGContext` draws combines with what it has drawn
/// (`context.setBlendMode(.multiply)`, `rendererContext.fill(rect, blendMode: .clear)`).
public enum CGBlendMode: Int32, Sendable, Hashable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
         hardLight, difference, exclusion, hue, saturation, color, luminosity
    /// Transparent where the shape covers.
    case clear
    /// The source replaces what is there where the shape covers.
    case copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter
}

extension CGBlendMode {
    /// How the raster pipeline composites this mode: SwiftUI's blend mode of the same
    /// formula, or a Porter-Duff operator it lacks.
    var compositing: (blend: BlendMode?, porterDuff: PorterDuffOperator?) {
        switch self {
        case .normal: return (.normal, nil)
        case .multiply: return (.multiply, nil)
        case .screen: return (.screen, nil)
        case .overlay: return (.overlay, nil)
        case .darken: return (.darken, nil)
        case .lighten: return (.lighten, nil)
        case .colorDodge: return (.colorDodge, nil)
        case .colorBurn: return (.colorBurn, nil)
        case .softLight: return (.softLight, nil)
        case .hardLight: return (.hardLight, nil)
        case .difference: return (.difference, nil)
        case .exclusion: return (.exclusion, nil)
        case .hue: return (.hue, nil)
        case .saturation: return (.saturation, nil)
        case .color: return (.color, nil)
        case .luminosity: return (.luminosity, nil)
        case .sourceAtop: return (.sourceAtop, nil)
        case .destinationOver: return (.destinationOver, nil)
        case .destinationOut: return (.destinationOut, nil)
        case .plusDarker: return (.plusDarker, nil)
        case .plusLighter: return (.plusLighter, nil)
        case .clear: return (nil, .clear)
        case .copy: return (nil, .copy)
        case .sourceIn: return (nil, .sourceIn)
        case .sourceOut: return (nil, .sourceOut)
        case .destinationIn: return (nil, .destinationIn)
        case .destinationAtop: return (nil, .destinationAtop)
        case .xor: return (nil, .xor)
        }
    }
}
#endif
