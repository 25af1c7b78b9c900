import Foundation

/// Mirrors SwiftUI's `Color`: a colour that is also a view (filling the space it is
/// offered) and a shape style. Named colours have iOS's light-mode system values.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
    let rgba: RGBA
    let name: String?

    init(_ rgba: RGBA, name: String? = nil) { self.rgba = rgba; self.name = name }

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

    private static func system(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String) -> Color {
        Color(RGBA(r / 255, g / 255, b / 255, a), name: name)
    }
    public static let red = system(255, 59, 48, name: "red")
    public static let orange = system(255, 149, 0, name: "orange")
    public static let yellow = system(255, 204, 0, name: "yellow")
    public static let green = system(52, 199, 89, name: "green")
    public static let mint = system(0, 199, 190, name: "mint")
    public static let teal = system(48, 176, 199, name: "teal")
    public static let cyan = system(50, 173, 230, name: "cyan")
    public static let blue = system(0, 122, 255, name: "blue")
    public static let indigo = system(88, 86, 214, name: "indigo")
    public static let purple = system(175, 82, 222, name: "purple")
    public static let pink = system(255, 45, 85, name: "pink")
    public static let brown = system(162, 132, 94, name: "brown")
    public static let white = system(255, 255, 255, name: "white")
    public static let gray = system(142, 142, 147, name: "gray")
    public static let black = system(0, 0, 0, name: "black")
    public static let clear = system(0, 0, 0, 0, name: "clear")
    /// The primary label colour (black in light mode).
    public static let primary = system(0, 0, 0, name: "primary")
    /// The secondary label colour (#3C3C43 at 60 %).
    public static let secondary = system(60, 60, 67, 0.6, name: "secondary")
    /// The app's accent colour: iOS system blue.
    public static let accentColor = system(0, 122, 255, name: "accentColor")

    /// Mirrors `opacity(_:)`: the colour with its alpha multiplied.
    public func opacity(_ opacity: Double) -> Color {
        var c = rgba
        c.alpha *= opacity.isNaN ? 1 : min(1, max(0, opacity))
        return Color(c)
    }

    public var description: String {
        if let name { return name }
        func hex(_ v: Double) -> String { String(format: "%02X", min(255, max(0, Int(saturating: (v * 255).rounded())))) }
        return "#" + hex(rgba.red) + hex(rgba.green) + hex(rgba.blue) + (rgba.alpha < 1 ? hex(rgba.alpha) : "")
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
