import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIColor` as SwiftUI code
/// uses it — system colours (`Color(.systemGray6)`, `Color(uiColor: .secondaryLabel)`),
/// component initialisers and catalog colours (`UIColor(named:)`). System colours have iOS's
/// light and dark values and draw with the one of the environment's `colorScheme`.
///
/// ```swift
/// Rectangle().fill(Color(.secondarySystemBackground))
/// ```
public final class UIColor: NSObject, @unchecked Sendable {
    /// Both appearances (a system colour's, a catalog colour's, a dynamic provider's).
    let color: Color
    let colorName: String?
    /// The light appearance's components.
    var rgba: RGBA { color.rgba }

    init(_ rgba: RGBA, name: String? = nil) { color = Color(rgba); colorName = name }
    init(_ color: Color, name: String?) { self.color = color; colorName = name }

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
    /// Mirrors `UIColor(_ color: Color)`: the SwiftUI colour, both appearances kept.
    public convenience init(_ color: Color) { self.init(color, name: color.name) }

    /// Mirrors `UIColor(named:)`: a colour set of the main bundle's asset catalogs; nil (with a
    /// diagnostic) when there is none of that name.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    /// Mirrors `UIColor(named:in:compatibleWith:)`: the set's light and dark appearances (a
    /// trait collection given picks one of them).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalogs.color(named: name, bundle: bundle) else { return nil }
        let color = set.color(named: name)
        guard let style = traitCollection?.userInterfaceStyle, style != .unspecified else {
            self.init(color, name: name)
            return
        }
        self.init(color.rgba(for: style == .dark ? .dark : .light), name: name)
    }

    /// Mirrors `withAlphaComponent(_:)`.
    /// A system colour keeps both appearances, each with the new alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let value = min(1, max(0, alpha.isNaN ? 1 : Double(alpha)))
        return UIColor(color.mapAppearances { c in var c = c; c.alpha = value; return c }, name: nil)
    }
    /// Mirrors `getRed(_:green:blue:alpha:)`: the light appearance's components (resolve a
    /// dynamic colour with `resolvedColor(with:)` first, as in UIKit outside drawing).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red); green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.color.rgba == color.rgba && other.color.variants == color.variants
    }
    public override var hash: Int { rgba.hashValue }
    public override var description: String { colorName ?? Color(rgba).description }

    private static func system(_ color: Color, _ name: String) -> UIColor { UIColor(color, name: name) }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, _ name: String) -> UIColor {
        UIColor(RGBA(r / 255, g / 255, b / 255, a), name: name)
    }

    // Label colours.
    /// Mirrors `UIColor.label`.
    public static let label = system(SystemColors.label, "label")
    /// Mirrors `UIColor.secondaryLabel`.
    public static let secondaryLabel = system(SystemColors.secondaryLabel, "secondaryLabel")
    /// Mirrors `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = system(SystemColors.tertiaryLabel, "tertiaryLabel")
    /// Mirrors `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = system(SystemColors.quaternaryLabel, "quaternaryLabel")
    /// Mirrors `UIColor.placeholderText`.
    public static let placeholderText = system(SystemColors.placeholderText, "placeholderText")
    /// Mirrors `UIColor.link`.
    public static let link = system(SystemColors.link, "link")
    /// Mirrors `UIColor.lightText`.
    public static let lightText = rgb(255, 255, 255, 0.6, "lightText")
    /// Mirrors `UIColor.darkText`.
    public static let darkText = rgb(0, 0, 0, 1, "darkText")

    // Backgrounds.
    /// Mirrors `UIColor.systemBackground`.
    public static let systemBackground = system(SystemColors.systemBackground, "systemBackground")
    /// Mirrors `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = system(SystemColors.secondarySystemBackground, "secondarySystemBackground")
    /// Mirrors `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = system(SystemColors.tertiarySystemBackground, "tertiarySystemBackground")
    /// Mirrors `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = system(SystemColors.systemGroupedBackground, "systemGroupedBackground")
    /// Mirrors `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = system(SystemColors.secondarySystemGroupedBackground, "secondarySystemGroupedBackground")
    /// Mirrors `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = system(SystemColors.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground")

    // Fills and separators.
    /// Mirrors `UIColor.systemFill`.
    public static let systemFill = system(SystemColors.systemFill, "systemFill")
    /// Mirrors `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = system(SystemColors.secondarySystemFill, "secondarySystemFill")
    /// Mirrors `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = system(SystemColors.tertiarySystemFill, "tertiarySystemFill")
    /// Mirrors `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = system(SystemColors.quaternarySystemFill, "quaternarySystemFill")
    /// Mirrors `UIColor.separator`.
    public static let separator = system(SystemColors.separator, "separator")
    /// Mirrors `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = system(SystemColors.opaqueSeparator, "opaqueSeparator")

    // Grays.
    /// Mirrors `UIColor.systemGray`.
    public static let systemGray = system(SystemColors.gray, "systemGray")
    /// Mirrors `UIColor.systemGray2`.
    public static let systemGray2 = system(SystemColors.gray2, "systemGray2")
    /// Mirrors `UIColor.systemGray3`.
    public static let systemGray3 = system(SystemColors.gray3, "systemGray3")
    /// Mirrors `UIColor.systemGray4`.
    public static let systemGray4 = system(SystemColors.gray4, "systemGray4")
    /// Mirrors `UIColor.systemGray5`.
    public static let systemGray5 = system(SystemColors.gray5, "systemGray5")
    /// Mirrors `UIColor.systemGray6`.
    public static let systemGray6 = system(SystemColors.gray6, "systemGray6")

    // Tints.
    /// Mirrors `UIColor.systemBlue`.
    public static let systemBlue = system(SystemColors.blue, "systemBlue")
    /// Mirrors `UIColor.systemRed`.
    public static let systemRed = system(SystemColors.red, "systemRed")
    /// Mirrors `UIColor.systemGreen`.
    public static let systemGreen = system(SystemColors.green, "systemGreen")
    /// Mirrors `UIColor.systemOrange`.
    public static let systemOrange = system(SystemColors.orange, "systemOrange")
    /// Mirrors `UIColor.systemYellow`.
    public static let systemYellow = system(SystemColors.yellow, "systemYellow")
    /// Mirrors `UIColor.systemPink`.
    public static let systemPink = system(SystemColors.pink, "systemPink")
    /// Mirrors `UIColor.systemPurple`.
    public static let systemPurple = system(SystemColors.purple, "systemPurple")
    /// Mirrors `UIColor.systemTeal`.
    public static let systemTeal = system(SystemColors.teal, "systemTeal")
    /// Mirrors `UIColor.systemIndigo`.
    public static let systemIndigo = system(SystemColors.indigo, "systemIndigo")
    /// Mirrors `UIColor.systemMint`.
    public static let systemMint = system(SystemColors.mint, "systemMint")
    /// Mirrors `UIColor.systemCyan`.
    public static let systemCyan = system(SystemColors.cyan, "systemCyan")
    /// Mirrors `UIColor.systemBrown`.
    public static let systemBrown = system(SystemColors.brown, "systemBrown")
    /// Mirrors `UIColor.tintColor`: the app's accent colour, system blue (the accent a view
    /// sets with `tint(_:)` is SwiftUI's `Color.accentColor`/`.tint`, not this).
    public static let tintColor = system(SystemColors.blue, "tintColor")

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
    /// A system or dynamic colour keeps both appearances.
    public init(uiColor: UIColor) { self = uiColor.colorName.map { uiColor.color.named($0) } ?? uiColor.color }
    /// Mirrors SwiftUI's `Color(_: UIColor)`, as in `Color(.systemGray6)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
}
