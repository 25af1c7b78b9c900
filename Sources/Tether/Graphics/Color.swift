import Foundation

/// Mirrors SwiftUI's `Color`: a colour that is also a view (filling the space it is
/// offered) and a shape style. Named colours are iOS's system colours: each has a light and
/// a dark appearance and draws with the one of the environment's `colorScheme`.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The light appearance's components (the only one of a colour made from components).
    let rgba: RGBA
    /// The dark appearances, for a colour that adapts (nil: as in light mode).
    let dark: DarkAppearance?
    let name: String?

    init(_ rgba: RGBA, dark: RGBA? = nil, darkElevated: RGBA? = nil, name: String? = nil) {
        self.rgba = rgba
        self.dark = dark.flatMap { base in
            base == rgba && (darkElevated == nil || darkElevated == rgba) ? nil : DarkAppearance(base: base, elevated: darkElevated)
        }
        self.name = name
    }
    private init(_ rgba: RGBA, dark: DarkAppearance?, name: String?) { self.rgba = rgba; self.dark = dark; self.name = name }

    /// The dark appearance's components (on the base level).
    var darkRGBA: RGBA? { dark?.base }

    /// The components this colour draws with in `scheme`, on an elevated surface (a sheet)
    /// or not: iOS lifts its dark backgrounds there.
    func rgba(for scheme: ColorScheme, elevated: Bool = false) -> RGBA {
        guard scheme == .dark, let dark else { return rgba }
        return elevated ? dark.elevated ?? dark.base : dark.base
    }
    /// The components this colour draws with in the environment's colour scheme and level.
    func rgba(in environment: EnvironmentValues) -> RGBA {
        rgba(for: environment.colorScheme, elevated: environment.isElevatedLevel)
    }
    /// The colour with `transform` applied to each appearance's components.
    func mapAppearances(_ transform: (RGBA) -> RGBA) -> Color {
        Color(transform(rgba), dark: dark.map { DarkAppearance(base: transform($0.base), elevated: $0.elevated.map(transform)) }, name: nil)
    }
    /// This colour under another name (what `description` shows), its appearances kept.
    func named(_ name: String) -> Color { Color(rgba, dark: dark, name: name) }

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

/// A system colour's dark appearances: on the base level, and on an elevated surface (a sheet)
/// when iOS lifts it there. Boxed, so a colour stays small.
final class DarkAppearance: Hashable, Sendable {
    let base: RGBA
    let elevated: RGBA?
    init(base: RGBA, elevated: RGBA?) { self.base = base; self.elevated = elevated == base ? nil : elevated }
    static func == (a: DarkAppearance, b: DarkAppearance) -> Bool { a.base == b.base && a.elevated == b.elevated }
    func hash(into hasher: inout Hasher) { hasher.combine(base); hasher.combine(elevated) }
}

private struct ElevatedLevelKey: EnvironmentKey { static let defaultValue = false }

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
