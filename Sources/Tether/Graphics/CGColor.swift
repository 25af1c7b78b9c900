import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGColor`, the fixed sRGB colour a `CALayer`'s border, background and shadow take
/// (`layer.borderColor = UIColor.separator.cgColor`). As on iOS, a system colour turned into a
/// `CGColor` keeps one appearance: Tether's is the light one.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let rgba: RGBA

    init(_ rgba: RGBA) { self.rgba = rgba }

    private static func unit(_ value: CGFloat) -> Double { value.isNaN ? 0 : min(1, max(0, Double(value))) }

    /// Mirrors `CGColor(red:green:blue:alpha:)` (sRGB components, 0...1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(Self.unit(red), Self.unit(green), Self.unit(blue), Self.unit(alpha)))
    }
    /// Mirrors `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Mirrors `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Mirrors `CGColor.black`.
    public static let black = CGColor(RGBA(0, 0, 0, 1))
    /// Mirrors `CGColor.white`.
    public static let white = CGColor(RGBA(1, 1, 1, 1))
    /// Mirrors `CGColor.clear`.
    public static let clear = CGColor(RGBA(0, 0, 0, 0))

    /// Mirrors `alpha`.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    /// Mirrors `numberOfComponents`: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }
    /// Mirrors `components`: red, green, blue and alpha, 0...1.
    public var components: [CGFloat]? { [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)] }
    /// Mirrors `copy(alpha:)`: the same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = rgba
        c.alpha = Self.unit(alpha)
        return CGColor(c)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
    public var description: String {
        "<CGColor> [ (kCGColorSpaceSRGB) ] ( \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha) )"
    }
}

extension UIColor {
    /// Mirrors `cgColor`: the colour's light appearance as a fixed `CGColor`.
    public var cgColor: CGColor { CGColor(rgba) }
    /// Mirrors `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.rgba) }
}

extension Color {
    /// Mirrors SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self.init(cgColor.rgba) }
    /// Mirrors SwiftUI's `Color(_:)` with a `CGColor` (iOS 13; deprecated for `Color(cgColor:)`).
    /// Disfavoured, so `Color(.black)` and `Color(.clear)` stay the `UIColor` ones.
    @_disfavoredOverload public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
    /// Mirrors SwiftUI's `cgColor`: the colour's components as a `CGColor` — nil for a colour
    /// that adapts to the appearance (a system colour), as SwiftUI returns nil for dynamic colours.
    public var cgColor: CGColor? { adapts ? nil : CGColor(rgba) }
}
#endif
