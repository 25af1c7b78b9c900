import Foundation

/// Mirrors SwiftUI's `Color`: a colour that is also a view (filling the space it is
/// offered) and a shape style. Named colours are iOS's system colours: each has a light and
/// a dark appearance and draws with the one of the environment's `colorScheme`.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The light appearance's components (the only one of a colour made from components).
    let rgba: RGBA
    /// The other appearances, for a colour that adapts (nil: the same in every appearance).
    let variants: ColorVariants?
    let name: String?

    /// A colour with its light components and, for a system colour, its other appearances
    /// (each nil where it is the one it falls back to: see `ColorVariants`).
    init(_ rgba: RGBA, dark: RGBA? = nil, darkElevated: RGBA? = nil,
         increased: RGBA? = nil, increasedDark: RGBA? = nil, name: String? = nil) {
        self.rgba = rgba
        self.variants = ColorVariants(light: rgba, dark: dark, darkElevated: darkElevated,
                                      increased: increased, increasedDark: increasedDark)
        self.name = name
    }
    private init(_ rgba: RGBA, variants: ColorVariants?, name: String?) { self.rgba = rgba; self.variants = variants; self.name = name }

    /// A colour whose components in each appearance are `components(appearance)`.
    init(adapting components: (ColorAppearance) -> RGBA) {
        self.init(components(.light), dark: components(.dark),
                  darkElevated: components(ColorAppearance(scheme: .dark, elevated: true)),
                  increased: components(ColorAppearance(contrast: .increased)),
                  increasedDark: components(ColorAppearance(scheme: .dark, contrast: .increased)))
    }

    /// Whether the colour draws differently in some appearance (a system colour).
    var adapts: Bool { variants != nil }

    /// The components this colour draws with in `appearance`.
    func rgba(for appearance: ColorAppearance) -> RGBA {
        variants?.rgba(for: appearance) ?? rgba
    }
    /// The components this colour draws with in `scheme` at standard contrast, on an elevated
    /// surface (a sheet) or not: iOS lifts its dark backgrounds there.
    func rgba(for scheme: ColorScheme, elevated: Bool = false) -> RGBA {
        rgba(for: ColorAppearance(scheme: scheme, elevated: elevated))
    }
    /// The components this colour draws with in the environment's colour scheme, contrast and level.
    func rgba(in environment: EnvironmentValues) -> RGBA {
        rgba(for: ColorAppearance(environment))
    }
    /// The colour with `transform` applied to each appearance's components.
    func mapAppearances(_ transform: (RGBA) -> RGBA) -> Color {
        guard adapts else { return Color(transform(rgba)) }
        return Color(adapting: { transform(rgba(for: $0)) })
    }
    /// This colour under another name (what `description` shows), its appearances kept.
    func named(_ name: String) -> Color { Color(rgba, variants: variants, name: name) }

    /// Mirrors SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        var r = clamp(red), g = clamp(green), b = clamp(blue)
        if colorSpace == .sRGBLinear {
            func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
            r = encode(r); g = encode(g); b = encode(b)
        }
        self.init(RGBA(r, g, b, clamp(opacity)))
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - floor(hue) : 0) * 6, s = saturation, v = brightness
        let i = min(5, max(0, Int(saturating: h))), f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    // iOS's system colours (light and dark values in `SystemColors`).
    /// Mirrors `Color.red`: iOS 26's system red (#FF383C; #FF4245 in dark mode).
    public static let red = SystemColors.red.named("red")
    /// Mirrors `Color.orange`: iOS's system orange.
    public static let orange = SystemColors.orange.named("orange")
    /// Mirrors `Color.yellow`: iOS's system yellow.
    public static let yellow = SystemColors.yellow.named("yellow")
    /// Mirrors `Color.green`: iOS's system green.
    public static let green = SystemColors.green.named("green")
    /// Mirrors `Color.mint`: iOS's system mint.
    public static let mint = SystemColors.mint.named("mint")
    /// Mirrors `Color.teal`: iOS's system teal.
    public static let teal = SystemColors.teal.named("teal")
    /// Mirrors `Color.cyan`: iOS's system cyan.
    public static let cyan = SystemColors.cyan.named("cyan")
    /// Mirrors `Color.blue`: iOS 26's system blue (#0088FF; #0091FF in dark mode).
    public static let blue = SystemColors.blue.named("blue")
    /// Mirrors `Color.indigo`: iOS's system indigo.
    public static let indigo = SystemColors.indigo.named("indigo")
    /// Mirrors `Color.purple`: iOS's system purple.
    public static let purple = SystemColors.purple.named("purple")
    /// Mirrors `Color.pink`: iOS's system pink.
    public static let pink = SystemColors.pink.named("pink")
    /// Mirrors `Color.brown`: iOS's system brown.
    public static let brown = SystemColors.brown.named("brown")
    /// Mirrors `Color.white` (the same in both appearances).
    public static let white = Color(RGBA(1, 1, 1), name: "white")
    /// Mirrors `Color.gray`: iOS's system gray (#8E8E93 in both appearances).
    public static let gray = SystemColors.gray.named("gray")
    /// Mirrors `Color.black` (the same in both appearances).
    public static let black = Color(RGBA(0, 0, 0), name: "black")
    /// Mirrors `Color.clear`.
    public static let clear = Color(RGBA(0, 0, 0, 0), name: "clear")
    /// Mirrors `Color.primary`: the primary label colour (black; white in dark mode).
    public static let primary = SystemColors.label.named("primary")
    /// Mirrors `Color.secondary`: the secondary label colour (#3C3C43 at 60 %; #EBEBF5 at
    /// 60 % in dark mode).
    public static let secondary = SystemColors.secondaryLabel.named("secondary")
    /// Mirrors `Color.accentColor`: the app's accent colour, iOS's system blue.
    public static let accentColor = SystemColors.blue.named("accentColor")

    /// Mirrors `opacity(_:)`: the colour with its alpha multiplied.
    /// A system colour keeps its two appearances, each made more transparent.
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 1 : min(1, max(0, opacity))
        return mapAppearances { c in var c = c; c.alpha *= factor; return c }
    }

    public var description: String {
        if let name { return name }
        func hex(_ v: Double) -> String { String(format: "%02X", min(255, max(0, Int(saturating: (v * 255).rounded())))) }
        return "#" + hex(rgba.red) + hex(rgba.green) + hex(rgba.blue) + (rgba.alpha < 1 ? hex(rgba.alpha) : "")
    }
}

/// Which of a colour's appearances draws, as iOS resolves a dynamic colour against a view's
/// traits: the interface style (`colorScheme`), the Increase Contrast setting
/// (`colorSchemeContrast`) and the interface level (a sheet is elevated).
struct ColorAppearance: Hashable, Sendable {
    var scheme: ColorScheme = .light
    var contrast: ColorSchemeContrast = .standard
    var elevated = false

    static let light = ColorAppearance()
    static let dark = ColorAppearance(scheme: .dark)

    init(scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard, elevated: Bool = false) {
        self.scheme = scheme; self.contrast = contrast; self.elevated = elevated
    }
    /// The appearance of views in `environment`.
    init(_ environment: EnvironmentValues) {
        self.init(scheme: environment.colorScheme, contrast: environment.colorSchemeContrast,
                  elevated: environment.isElevatedLevel)
    }
}

/// A system colour's appearances other than light at standard contrast. Each is nil where it
/// is what it falls back to: dark on an elevated surface falls back to dark, increased
/// contrast to standard contrast in the same scheme, dark to light. Boxed, so a colour stays
/// small.
final class ColorVariants: Hashable, Sendable {
    let dark: RGBA?
    let darkElevated: RGBA?
    let increased: RGBA?
    let increasedDark: RGBA?

    /// The variants of a colour whose light components are `light`; nil when every one is
    /// the same as what it falls back to (the colour does not adapt).
    init?(light: RGBA, dark: RGBA?, darkElevated: RGBA?, increased: RGBA?, increasedDark: RGBA?) {
        let darkBase = dark ?? light
        self.dark = darkBase == light ? nil : darkBase
        self.darkElevated = darkElevated == darkBase ? nil : darkElevated
        self.increased = increased == light ? nil : increased
        self.increasedDark = increasedDark == darkBase ? nil : increasedDark
        if self.dark == nil, self.darkElevated == nil, self.increased == nil, self.increasedDark == nil { return nil }
    }

    func rgba(for appearance: ColorAppearance) -> RGBA? {
        switch (appearance.scheme, appearance.contrast) {
        case (.light, .standard): return nil
        case (.light, .increased): return increased
        case (.dark, .increased) where increasedDark != nil: return increasedDark
        case (.dark, _): return appearance.elevated ? darkElevated ?? dark : dark
        }
    }

    static func == (a: ColorVariants, b: ColorVariants) -> Bool {
        a.dark == b.dark && a.darkElevated == b.darkElevated && a.increased == b.increased && a.increasedDark == b.increasedDark
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(dark); hasher.combine(darkElevated); hasher.combine(increased); hasher.combine(increasedDark)
    }
}

private struct ElevatedLevelKey: PresentationContextKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views draw on an elevated surface (a sheet's content), where iOS's dark
    /// backgrounds are lighter (UIKit's `userInterfaceLevel` `.elevated`).
    var isElevatedLevel: Bool {
        get { self[ElevatedLevelKey.self] }
        set { self[ElevatedLevelKey.self] = newValue }
    }
}

extension Color: View {
    public typealias Body = Never
}

/// A colour view fills the space it is offered (10×10 when the offer is unspecified).
struct FillProposalLayout: NodeLayout, Equatable {
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
}

extension Color: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: .color(self), stroke: nil)
        node.setChildren([])
    }
}
