import Foundation

/// Mirrors `OSLogMessage`: a log message written with string interpolation; the interpolated
/// values are computed when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let pieces: [() -> String]

    /// Mirrors `init(stringInterpolation:)`.
    public init(stringInterpolation: OSLogInterpolation) { pieces = stringInterpolation.pieces }
    /// Mirrors `init(stringLiteral:)`.
    public init(stringLiteral value: String) { pieces = [{ value }] }

    /// The message as written.
    func rendered() -> String { pieces.map { $0() }.joined() }
}

/// Mirrors `OSLogInterpolation`: the pieces of a log message, each interpolated value with
/// its format, alignment and privacy.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var pieces: [() -> String] = []

    /// Mirrors `init(literalCapacity:interpolationCount:)`.
    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(2 * interpolationCount + 1)
    }
    /// Mirrors `appendLiteral(_:)`.
    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    private mutating func append(_ align: OSLogStringAlignment, _ text: @escaping () -> String) {
        pieces.append { align.aligned(text()) }
    }

    /// Mirrors `appendInterpolation(_:align:privacy:)` for a string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align, argumentString)
    }
    /// Mirrors `appendInterpolation(_:align:privacy:)` for a `CustomStringConvertible` value.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                                    align: OSLogStringAlignment = .none,
                                                                                    privacy: OSLogPrivacy = .auto) {
        append(align) { value().description }
    }
    /// Mirrors `appendInterpolation(_:format:align:privacy:)` for an integer.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                              format: OSLogIntegerFormatting = .decimal,
                                                                              align: OSLogStringAlignment = .none,
                                                                              privacy: OSLogPrivacy = .auto) {
        append(align) { format.formatted(number()) }
    }
    /// Mirrors `appendInterpolation(_:format:align:privacy:)` for a `Double`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align) { format.formatted(number()) }
    }
    /// Mirrors `appendInterpolation(_:format:align:privacy:)` for a `Float`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(align) { format.formatted(Double(number())) }
    }
    /// Mirrors `appendInterpolation(_:format:privacy:)` for a `Bool`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        pieces.append { format.formatted(boolean()) }
    }
    /// Mirrors `appendInterpolation(_:privacy:)` for an error: its description.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        pieces.append { String(describing: error()) }
    }
}
