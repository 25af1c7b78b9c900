import Foundation

/// Mirrors Foundation's `MeasurementFormatter`, which Linux's Foundation declares unavailable:
/// writes measurements for `locale` — by default in the unit the locale's region prefers
/// (`unitOptions` empty: 5 km is "3.107 mi" in the United States), the number written by
/// `numberFormatter` (decimal, at most three fraction digits), the unit at `unitStyle`
/// (`.short` "5km", `.medium` "5 km", `.long` "5 kilometers"). ICU spells the units, as on
/// Apple's platforms (see `MeasurementFormatting`).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Mirrors `MeasurementFormatter.UnitOptions`.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `providedUnit`: the measurement's own unit, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Mirrors `naturalScale`: with `providedUnit`, the measurement moves to the unit of
        /// its metric ladder (millimetres to kilometres, milligrams to kilograms, millilitres
        /// to litres…) in which it is at least 1 (1,500 m is "1.5 km"); without it, the locale's
        /// preferred unit already comes at a natural scale.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Mirrors `temperatureWithoutUnit`: "20°" rather than "20°C".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Mirrors `unitOptions` (empty).
    open var unitOptions: UnitOptions = []
    /// Mirrors `unitStyle` (`.medium`).
    open var unitStyle: Formatter.UnitStyle = .medium
    /// Mirrors `locale` (the current locale). Setting it sets the number formatter's too.
    open var locale: Locale! = .current {
        didSet { numberFormatter?.locale = locale }
    }
    /// Mirrors `numberFormatter`: decimal, in the formatter's locale.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    public override init() {
        super.init()
        numberFormatter.locale = locale
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Mirrors `string(from:)` for a measurement.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let locale = self.locale ?? .current
        let number = numberFormatter
        let write: (Double) -> String = { number?.string(from: NSNumber(value: $0)) ?? "\($0)" }
        guard let dimension = measurement.unit as? Dimension else {
            return MeasurementFormatting.plain(measurement.value, symbol: measurement.unit.symbol, locale: locale, number: write)
        }
        var value = measurement.value, unit = dimension
        if unitOptions.contains(.providedUnit), unitOptions.contains(.naturalScale), let scaled = Self.naturalScale(value, unit) {
            (value, unit) = scaled
        }
        return MeasurementFormatting.format(value, unit: unit, width: width, usage: unitOptions.contains(.providedUnit) ? nil : "default",
                                            genericTemperature: unitOptions.contains(.temperatureWithoutUnit), locale: locale, number: write)
    }

    /// Mirrors `string(from:)` for a unit: its name at the unit style, as written after a
    /// plural number ("kilometers"), or its symbol when CLDR has no name for it.
    open func string(from unit: Unit) -> String {
        guard let dimension = unit as? Dimension, let identifier = dimension.cldrIdentifier,
              let formatted = ICUUnitFormatting.format(2, skeleton: "unit/\(identifier) \(width.rawValue)", locale: locale ?? .current) else {
            return unit.symbol
        }
        return ICUUnitFormatting.replacingNumber(of: formatted, with: "").trimmingCharacters(in: .whitespaces)
    }

    /// Mirrors `string(for:)`: a `Measurement` or `NSMeasurement`, else nil.
    open override func string(for obj: Any?) -> String? {
        if let measurement = obj as? any MeasurementFormattable { return measurement.formatted(by: self) }
        if let measurement = obj as? NSMeasurement { return string(from: Measurement(value: measurement.doubleValue, unit: measurement.unit)) }
        return nil
    }

    private var width: MeasurementFormatting.Width {
        switch unitStyle {
        case .short: .narrow
        case .long: .wide
        default: .abbreviated
        }
    }

    /// The metric ladders `naturalScale` climbs, smallest unit first.
    private static let ladders: [[Dimension]] = [
        [UnitLength.millimeters, UnitLength.centimeters, UnitLength.meters, UnitLength.kilometers],
        [UnitMass.milligrams, UnitMass.grams, UnitMass.kilograms],
        [UnitVolume.milliliters, UnitVolume.liters],
        [UnitEnergy.joules, UnitEnergy.kilojoules],
        [UnitPower.milliwatts, UnitPower.watts, UnitPower.kilowatts, UnitPower.megawatts, UnitPower.gigawatts],
        [UnitFrequency.hertz, UnitFrequency.kilohertz, UnitFrequency.megahertz, UnitFrequency.gigahertz],
        [UnitDuration.milliseconds, UnitDuration.seconds],
    ]

    /// `value` in `unit` moved to the largest unit of its ladder in which it is at least 1 (the
    /// smallest when it is below 1 in all); nil when the unit is on no ladder.
    private static func naturalScale(_ value: Double, _ unit: Dimension) -> (Double, Dimension)? {
        let key = CLDRUnits.Key(unit)
        guard value.isFinite, let ladder = ladders.first(where: { $0.contains { CLDRUnits.Key($0) == key } }) else { return nil }
        let base = unit.converter.baseUnitValue(fromValue: value)
        for step in ladder.reversed() {
            let scaled = step.converter.value(fromBaseUnitValue: base)
            if abs(scaled) >= 1 { return (scaled, step) }
        }
        return (ladder[0].converter.value(fromBaseUnitValue: base), ladder[0])
    }
}

/// A `Measurement` of any unit, for `MeasurementFormatter.string(for:)`.
protocol MeasurementFormattable {
    func formatted(by formatter: MeasurementFormatter) -> String
}

extension Measurement: MeasurementFormattable {
    func formatted(by formatter: MeasurementFormatter) -> String { formatter.string(from: self) }
}
