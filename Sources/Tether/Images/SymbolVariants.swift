import Foundation

/// Mirrors SwiftUI's `SymbolVariants`: the variant a symbol is drawn in — enclosed in a circle,
/// square or rectangle, filled, slashed — chosen for every symbol below a view with
/// `symbolVariant(_:)`. A symbol named `heart` under `.fill` draws `heart.fill`; a symbol
/// without that variant draws as named, as on iOS.
nonisolated public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape, if any (the last one chosen wins, as a symbol has one).
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    /// Mirrors `none`: no variant. Applied with `symbolVariant(_:)` it changes nothing;
    /// set the `symbolVariants` environment value to it to draw symbols as named.
    public static let none = SymbolVariants()
    /// Mirrors `circle`: the symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Mirrors `square`: the symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Mirrors `rectangle`: the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Mirrors `fill`: the filled symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// Mirrors `slash`: the symbol struck through by a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// Mirrors `circle`: this variant also in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// Mirrors `square`: this variant also in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// Mirrors `rectangle`: this variant also in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// Mirrors `fill`: this variant also filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// Mirrors `slash`: this variant also slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Mirrors `contains(_:)`: whether every part of `other` is part of this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant with `other`'s parts added, as nested `symbolVariant(_:)` modifiers combine.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The symbol name `name` takes in this variant, following SF Symbols' naming (slash,
    /// then the enclosing shape, then fill: `bell.slash.circle.fill`); parts the name already
    /// has are not repeated. Nil when the variant adds nothing.
    func name(varying name: String) -> String? {
        guard self != .none else { return nil }
        var parts = name.split(separator: ".").map(String.init)
        func has(_ part: String) -> Bool { parts.dropFirst().contains(part) }
        var changed = false
        if isSlashed, !has("slash") {
            let at = parts.firstIndex { ["circle", "square", "rectangle", "fill"].contains($0) && $0 != parts.first } ?? parts.count
            parts.insert("slash", at: at); changed = true
        }
        if let shape, !has(shape.rawValue) {
            let at = parts.lastIndex(of: "fill").flatMap { $0 > 0 ? $0 : nil } ?? parts.count
            parts.insert(shape.rawValue, at: at); changed = true
        }
        if isFilled, !has("fill") { parts.append("fill"); changed = true }
        return changed ? parts.joined(separator: ".") : nil
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `symbolVariants` environment value.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `symbolVariant(_:)`: symbols below draw in `variant`, combined with
    /// the variants already chosen above (so `.none` changes nothing).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }
}
