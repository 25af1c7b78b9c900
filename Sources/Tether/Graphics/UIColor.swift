import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIColor` as SwiftUI code
/// uses it — system colours (`Color(.systemGray6)`, `Color(uiColor: .secondaryLabel)`),
/// component initialisers and catalog colours (`UIColor(named:)`). System colours have iOS's
/// light-mode values, as Tether draws like iOS in light mode.
///
/// ```swift
/// Rectangle().fill(Color(.secondarySystemBackground))
/// ```
public final class UIColor: NSObject, @unchecked Sendable {
    let rgba: RGBA
    let colorName: String?

    init(_ rgba: RGBA, name: String? = nil) { self.rgba = rgba; colorName = name }

    /// Mirrors `UIColor(red:green:blue:alpha:)` (sRGB components, 0...1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        self.init(c.rgba)
    }
    /// Mirrors `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// Mirrors `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).rgba)
    }
    /// Mirrors `UIColor(displayP3Red:green:blue:alpha:)`; Tether draws the components as sRGB.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }
    /// Mirrors `UIColor(_ color: Color)`: the SwiftUI colour's light-mode value.
    public convenience init(_ color: Color) { self.init(color.rgba, name: color.name) }

    /// Mirrors `UIColor(named:)`: a colour set of the main bundle's asset catalogs; nil (with a
    /// diagnostic) when there is none of that name.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    /// Mirrors `UIColor(named:in:compatibleWith:)`; the trait collection is not used.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        guard let rgba = AssetCatalogs.color(named: name, bundle: bundle) else { return nil }
        self.init(rgba, name: name)
    }

    /// Mirrors `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = rgba
        c.alpha = min(1, max(0, alpha.isNaN ? 1 : Double(alpha)))
        return UIColor(c)
    }
    /// Mirrors `getRed(_:green:blue:alpha:)`.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red); green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.rgba == rgba }
    public override var hash: Int { rgba.hashValue }
    public override var description: String { colorName ?? Color(rgba).description }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, _ name: String) -> UIColor {
        UIColor(RGBA(r / 255, g / 255, b / 255, a), name: name)
    }

    // Label colours.
    /// Mirrors `UIColor.label`.
    public static let label = rgb(0, 0, 0, 1, "label")
    /// Mirrors `UIColor.secondaryLabel`.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6, "secondaryLabel")
    /// Mirrors `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3, "tertiaryLabel")
    /// Mirrors `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18, "quaternaryLabel")
    /// Mirrors `UIColor.placeholderText`.
    public static let placeholderText = rgb(60, 60, 67, 0.3, "placeholderText")
    /// Mirrors `UIColor.link`.
    public static let link = rgb(0, 122, 255, 1, "link")
    /// Mirrors `UIColor.lightText`.
    public static let lightText = rgb(255, 255, 255, 0.6, "lightText")
    /// Mirrors `UIColor.darkText`.
    public static let darkText = rgb(0, 0, 0, 1, "darkText")

    // Backgrounds.
    /// Mirrors `UIColor.systemBackground`.
    public static let systemBackground = rgb(255, 255, 255, 1, "systemBackground")
    /// Mirrors `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = rgb(242, 242, 247, 1, "secondarySystemBackground")
    /// Mirrors `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = rgb(255, 255, 255, 1, "tertiarySystemBackground")
    /// Mirrors `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = rgb(242, 242, 247, 1, "systemGroupedBackground")
    /// Mirrors `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255, 1, "secondarySystemGroupedBackground")
    /// Mirrors `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247, 1, "tertiarySystemGroupedBackground")

    // Fills and separators.
    /// Mirrors `UIColor.systemFill`.
    public static let systemFill = rgb(120, 120, 128, 0.2, "systemFill")
    /// Mirrors `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16, "secondarySystemFill")
    /// Mirrors `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12, "tertiarySystemFill")
    /// Mirrors `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08, "quaternarySystemFill")
    /// Mirrors `UIColor.separator`.
    public static let separator = rgb(60, 60, 67, 0.29, "separator")
    /// Mirrors `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = rgb(198, 198, 200, 1, "opaqueSeparator")

    // Grays.
    /// Mirrors `UIColor.systemGray`.
    public static let systemGray = rgb(142, 142, 147, 1, "systemGray")
    /// Mirrors `UIColor.systemGray2`.
    public static let systemGray2 = rgb(174, 174, 178, 1, "systemGray2")
    /// Mirrors `UIColor.systemGray3`.
    public static let systemGray3 = rgb(199, 199, 204, 1, "systemGray3")
    /// Mirrors `UIColor.systemGray4`.
    public static let systemGray4 = rgb(209, 209, 214, 1, "systemGray4")
    /// Mirrors `UIColor.systemGray5`.
    public static let systemGray5 = rgb(229, 229, 234, 1, "systemGray5")
    /// Mirrors `UIColor.systemGray6`.
    public static let systemGray6 = rgb(242, 242, 247, 1, "systemGray6")

    // Tints.
    /// Mirrors `UIColor.systemBlue`.
    public static let systemBlue = rgb(0, 122, 255, 1, "systemBlue")
    /// Mirrors `UIColor.systemRed`.
    public static let systemRed = rgb(255, 59, 48, 1, "systemRed")
    /// Mirrors `UIColor.systemGreen`.
    public static let systemGreen = rgb(52, 199, 89, 1, "systemGreen")
    /// Mirrors `UIColor.systemOrange`.
    public static let systemOrange = rgb(255, 149, 0, 1, "systemOrange")
    /// Mirrors `UIColor.systemYellow`.
    public static let systemYellow = rgb(255, 204, 0, 1, "systemYellow")
    /// Mirrors `UIColor.systemPink`.
    public static let systemPink = rgb(255, 45, 85, 1, "systemPink")
    /// Mirrors `UIColor.systemPurple`.
    public static let systemPurple = rgb(175, 82, 222, 1, "systemPurple")
    /// Mirrors `UIColor.systemTeal`.
    public static let systemTeal = rgb(48, 176, 199, 1, "systemTeal")
    /// Mirrors `UIColor.systemIndigo`.
    public static let systemIndigo = rgb(88, 86, 214, 1, "systemIndigo")
    /// Mirrors `UIColor.systemMint`.
    public static let systemMint = rgb(0, 199, 190, 1, "systemMint")
    /// Mirrors `UIColor.systemCyan`.
    public static let systemCyan = rgb(50, 173, 230, 1, "systemCyan")
    /// Mirrors `UIColor.systemBrown`.
    public static let systemBrown = rgb(162, 132, 94, 1, "systemBrown")
    /// Mirrors `UIColor.tintColor`: the app's accent colour, system blue.
    public static let tintColor = rgb(0, 122, 255, 1, "tintColor")

    // Fixed colours (UIKit's component values).
    /// Mirrors `UIColor.black`.
    public static let black = rgb(0, 0, 0, 1, "black")
    /// Mirrors `UIColor.white`.
    public static let white = rgb(255, 255, 255, 1, "white")
    /// Mirrors `UIColor.clear`.
    public static let clear = rgb(0, 0, 0, 0, "clear")
    /// Mirrors `UIColor.gray` (white 0.5).
    public static let gray = UIColor(RGBA(0.5, 0.5, 0.5, 1), name: "gray")
    /// Mirrors `UIColor.lightGray` (white 2/3).
    public static let lightGray = UIColor(RGBA(2 / 3, 2 / 3, 2 / 3, 1), name: "lightGray")
    /// Mirrors `UIColor.darkGray` (white 1/3).
    public static let darkGray = UIColor(RGBA(1 / 3, 1 / 3, 1 / 3, 1), name: "darkGray")
    /// Mirrors `UIColor.red`.
    public static let red = UIColor(RGBA(1, 0, 0, 1), name: "red")
    /// Mirrors `UIColor.green`.
    public static let green = UIColor(RGBA(0, 1, 0, 1), name: "green")
    /// Mirrors `UIColor.blue`.
    public static let blue = UIColor(RGBA(0, 0, 1, 1), name: "blue")
    /// Mirrors `UIColor.cyan`.
    public static let cyan = UIColor(RGBA(0, 1, 1, 1), name: "cyan")
    /// Mirrors `UIColor.yellow`.
    public static let yellow = UIColor(RGBA(1, 1, 0, 1), name: "yellow")
    /// Mirrors `UIColor.magenta`.
    public static let magenta = UIColor(RGBA(1, 0, 1, 1), name: "magenta")
    /// Mirrors `UIColor.orange`.
    public static let orange = UIColor(RGBA(1, 0.5, 0, 1), name: "orange")
    /// Mirrors `UIColor.purple`.
    public static let purple = UIColor(RGBA(0.5, 0, 0.5, 1), name: "purple")
    /// Mirrors `UIColor.brown`.
    public static let brown = UIColor(RGBA(0.6, 0.4, 0.2, 1), name: "brown")
}

extension Color {
    /// Mirrors SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self.init(uiColor.rgba, name: uiColor.colorName) }
    /// Mirrors SwiftUI's `Color(_: UIColor)`, as in `Color(.systemGray6)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
}
