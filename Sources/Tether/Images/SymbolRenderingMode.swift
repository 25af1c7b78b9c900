import Foundation

/// Mirrors SwiftUI's `SymbolRenderingMode`: how the layers of a symbol take colour —
/// `.monochrome` (every layer the foreground style), `.hierarchical` (layers at falling
/// opacities of it), `.palette` (one style per layer from the foreground styles) and
/// `.multicolor` (the symbol's own colours). The Material icons Tether draws symbols with have
/// a single layer, which every mode draws as its first layer: in the primary foreground style.
nonisolated public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// Mirrors `monochrome`.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Mirrors `multicolor`.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Mirrors `hierarchical`.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Mirrors `palette`.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `symbolRenderingMode` environment value (nil: the symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `symbolRenderingMode(_:)`: sets the mode for the symbols below
    /// (single-layer in Tether, so drawn in the primary foreground style whatever the mode).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Mirrors `Image.symbolRenderingMode(_:)`: this symbol's rendering mode, over the
    /// environment's (single-layer in Tether, so drawn in the primary foreground style).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self; image.symbolRendering = mode; return image
    }
}
