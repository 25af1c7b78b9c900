import Foundation

extension UIImage {
    /// Mirrors UIKit's `UIImage.Configuration`: the traits an image is drawn with. Symbol
    /// images use its subclass `SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() { super.init() }
    }

    /// Mirrors `UIImage.SymbolScale`: a symbol's size relative to its font, as SwiftUI's
    /// `Image.Scale` (`.default` is medium; `.unspecified` leaves it to what draws the image).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        var imageScale: Image.Scale? {
            switch self {
            case .unspecified: return nil
            case .small: return .small
            case .default, .medium: return .medium
            case .large: return .large
            }
        }
    }

    /// Mirrors `UIImage.SymbolWeight`. Tether's symbol font has one weight: a weight is kept
    /// in the configuration but every symbol is drawn in it.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// Mirrors UIKit's `UIImage.SymbolConfiguration`: the point size (or text style, or font),
    /// scale and weight a symbol image is drawn at. Unset values come from where the image is
    /// drawn (a SwiftUI view's font and `imageScale`, a `UIImageView`'s
    /// `preferredSymbolConfiguration`, else body text). Immutable: `applying(_:)` makes a new
    /// one whose set values replace this one's.
    ///
    /// ```swift
    /// let big = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
    /// ```
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Where the symbol's size comes from: a fixed point size, a text style (which
        /// follows Dynamic Type) or a font. Setting one replaces another.
        enum Size: Equatable {
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }
        let size: Size?
        let symbolScale: SymbolScale
        let symbolWeight: SymbolWeight
        /// Mirrors the colours of `init(hierarchicalColor:)` and `init(paletteColors:)`.
        let colors: [UIColor]?
        let prefersMulticolor: Bool?

        init(size: Size? = nil, scale: SymbolScale = .unspecified, weight: SymbolWeight = .unspecified,
             colors: [UIColor]? = nil, prefersMulticolor: Bool? = nil) {
            self.size = size
            symbolScale = scale
            symbolWeight = weight
            self.colors = colors
            self.prefersMulticolor = prefersMulticolor
            super.init()
        }

        /// Mirrors `init(pointSize:)`.
        public convenience init(pointSize: CGFloat) { self.init(size: .pointSize(pointSize)) }
        /// Mirrors `init(pointSize:weight:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(size: .pointSize(pointSize), weight: weight) }
        /// Mirrors `init(pointSize:weight:scale:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(size: .pointSize(pointSize), scale: scale, weight: weight)
        }
        /// Mirrors `init(textStyle:)`: the size of the style's text, following Dynamic Type.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(size: .textStyle(textStyle)) }
        /// Mirrors `init(textStyle:scale:)`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(size: .textStyle(textStyle), scale: scale) }
        /// Mirrors `init(font:)`.
        public convenience init(font: UIFont) { self.init(size: .font(font)) }
        /// Mirrors `init(font:scale:)`.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(size: .font(font), scale: scale) }
        /// Mirrors `init(weight:)`.
        public convenience init(weight: SymbolWeight) { self.init(weight: weight) }
        /// Mirrors `init(scale:)`.
        public convenience init(scale: SymbolScale) { self.init(size: nil, scale: scale) }
        /// Mirrors `init(hierarchicalColor:)` (iOS 15): Tether's symbols have one layer, drawn in the colour.
        public convenience init(hierarchicalColor: UIColor) { self.init(colors: [hierarchicalColor]) }
        /// Mirrors `init(paletteColors:)` (iOS 15): Tether's symbols have one layer, drawn in the first colour.
        public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors) }
        /// Mirrors `preferringMulticolor()` (iOS 15): kept; Tether draws symbols in one colour.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
        /// Mirrors `preferringMonochrome()` (iOS 16).
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: false) }
        /// Mirrors `unspecified`: a configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// Mirrors `applying(_:)`: this configuration with the values `other` sets replacing
        /// its own (a configuration that is not a symbol one changes nothing).
        public func applying(_ other: Configuration?) -> Self {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(size: other.size ?? size,
                                       scale: other.symbolScale == .unspecified ? symbolScale : other.symbolScale,
                                       weight: other.symbolWeight == .unspecified ? symbolWeight : other.symbolWeight,
                                       colors: other.colors ?? colors,
                                       prefersMulticolor: other.prefersMulticolor ?? prefersMulticolor) as! Self
        }
        /// Mirrors `configurationWithoutPointSizeAndWeight()`.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(size: nil, scale: symbolScale, colors: colors, prefersMulticolor: prefersMulticolor)
        }
        /// Mirrors `configurationWithoutScale()`.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(size: size, weight: symbolWeight, colors: colors, prefersMulticolor: prefersMulticolor)
        }
        /// Mirrors `configurationWithoutTextStyle()`.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            if case .textStyle = size { return SymbolConfiguration(scale: symbolScale, weight: symbolWeight, colors: colors, prefersMulticolor: prefersMulticolor) }
            return self
        }
        /// Mirrors `isEqual(to:)`: the same values.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return size == other.size && symbolScale == other.symbolScale && symbolWeight == other.symbolWeight
                && colors == other.colors && prefersMulticolor == other.prefersMulticolor
        }
        public override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
        public override var hash: Int { size.map { "\($0)" }.hashValue ^ symbolScale.rawValue ^ (symbolWeight.rawValue << 4) }

        /// The font and scale SwiftUI draws the symbol with: nil for what the configuration
        /// leaves to where it is drawn.
        var sizing: SymbolSizing {
            let font: Font?
            switch size {
            case .pointSize(let points): font = .system(size: points.isFinite && points >= 0 ? points : 0)
            case .textStyle(let style): font = .system(style.swiftUIStyle)
            case .font(let uiFont): font = Font(uiFont)
            case nil: font = nil
            }
            return SymbolSizing(font: font, scale: symbolScale.imageScale, color: colors?.first.map { Color(uiColor: $0) })
        }
    }

    /// Mirrors `UIImage(systemName:withConfiguration:)`: the symbol drawn at the configuration's
    /// size; nil when Tether's symbol table has no such name.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        symbolConfigurationStorage = configuration as? SymbolConfiguration
    }

    /// Mirrors `symbolConfiguration`: a symbol's configuration (unspecified unless one was
    /// given); nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        guard case .symbol = source else { return nil }
        return symbolConfigurationStorage ?? .unspecified
    }
    /// Mirrors `configuration`.
    public var configuration: Configuration? { symbolConfiguration }

    /// Mirrors `withConfiguration(_:)`: this image with `configuration` applied over its own
    /// (a bitmap is returned as it is).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let own = symbolConfiguration else { return self }
        let copy = UIImage(copying: self, renderingMode: renderingMode, tint: tint)
        copy.symbolConfigurationStorage = own.applying(configuration)
        return copy
    }
    /// Mirrors `applyingSymbolConfiguration(_:)`: nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbolConfiguration == nil ? nil : withConfiguration(configuration)
    }
}

/// What a symbol configuration sets of how a `UIImageView` draws its symbol: its font (for the
/// size), its image scale and its colour; nil values are the view's defaults (body text,
/// medium scale, its tint colour).
struct SymbolSizing: Equatable, Sendable {
    var font: Font?
    var scale: Image.Scale?
    var color: Color?
}

