import Foundation

/// Mirrors `OSLogType`: a message's level.
public struct OSLogType: Equatable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    /// Mirrors `default`.
    public static let `default` = OSLogType(0x00)
    /// Mirrors `info`.
    public static let info = OSLogType(0x01)
    /// Mirrors `debug`.
    public static let debug = OSLogType(0x02)
    /// Mirrors `error`.
    public static let error = OSLogType(0x10)
    /// Mirrors `fault`.
    public static let fault = OSLogType(0x11)
}

/// Mirrors `OSLogPrivacy`: how a value would be redacted in the unified log. Kept: Tether
/// writes every value, as Xcode's console shows them while debugging.
public struct OSLogPrivacy: Equatable, Sendable {
    /// Mirrors `OSLogPrivacy.Mask`.
    public struct Mask: Equatable, Sendable {
        let name: String
        /// Mirrors `hash`.
        public static let hash = Mask(name: "hash")
        /// Mirrors `none`.
        public static let none = Mask(name: "none")
    }
    let name: String
    let mask: Mask
    /// Mirrors `public`.
    public static let `public` = OSLogPrivacy(name: "public", mask: .none)
    /// Mirrors `private`.
    public static let `private` = OSLogPrivacy(name: "private", mask: .none)
    /// Mirrors `sensitive`.
    public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)
    /// Mirrors `auto`.
    public static let auto = OSLogPrivacy(name: "auto", mask: .none)
    /// Mirrors `private(mask:)`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
    /// Mirrors `sensitive(mask:)`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
    /// Mirrors `auto(mask:)`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
}

/// Mirrors `OSLogStringAlignment`: a value padded with spaces to a column width.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let right: Bool
    /// Mirrors `none`.
    public static let none = OSLogStringAlignment(columns: 0, right: false)
    /// Mirrors `right(columns:)`: spaces before the value up to `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), right: true)
    }
    /// Mirrors `left(columns:)`: spaces after the value up to `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), right: false)
    }
    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return right ? padding + text : text + padding
    }
}

/// Mirrors `OSLogIntegerFormatting`: decimal, hexadecimal or octal, with a sign, a prefix and
/// a least number of digits.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Mirrors `decimal`.
    public static let decimal = decimal()
    /// Mirrors `hex`.
    public static let hex = hex()
    /// Mirrors `octal`.
    public static let octal = octal()
    /// Mirrors `decimal(explicitPositiveSign:minDigits:)`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    /// Mirrors `hex(explicitPositiveSign:includePrefix:uppercase:minDigits:)`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    /// Mirrors `octal(explicitPositiveSign:includePrefix:uppercase:minDigits:)`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func formatted<T: FixedWidthInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// Mirrors `OSLogFloatFormatting`: fixed-point (six decimals by default, as `%f`), exponential,
/// hexadecimal or the shorter of fixed and exponential (`%g`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Mirrors `fixed`.
    public static let fixed = fixed()
    /// Mirrors `hex`.
    public static let hex = hex()
    /// Mirrors `exponential`.
    public static let exponential = exponential()
    /// Mirrors `hybrid`.
    public static let hybrid = hybrid()
    /// Mirrors `fixed(precision:explicitPositiveSign:uppercase:)`.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `fixed(explicitPositiveSign:uppercase:)`.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `hex(explicitPositiveSign:uppercase:)`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `exponential(precision:explicitPositiveSign:uppercase:)`.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `exponential(explicitPositiveSign:uppercase:)`.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `hybrid(precision:explicitPositiveSign:uppercase:)`.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Mirrors `hybrid(explicitPositiveSign:uppercase:)`.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The value as printf writes it with this conversion (a hostile precision is clamped
    /// to 0...64).
    func formatted(_ value: Double) -> String {
        var spec = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { spec += ".\(min(max(precision, 0), 64))" }
        spec.append(uppercase ? Character(conversion.uppercased()) : conversion)
        return String(format: spec, value)
    }
}

/// Mirrors `OSLogBoolFormat`: `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    case truth, answer
    func formatted(_ value: Bool) -> String {
        switch self {
        case .truth: return value ? "true" : "false"
        case .answer: return value ? "YES" : "NO"
        }
    }
}
