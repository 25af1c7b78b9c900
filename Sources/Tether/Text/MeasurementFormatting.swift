import Foundation

/// What `Measurement.FormatStyle` and `MeasurementFormatter` share: a value in a unit written
/// for a locale by ICU, as Apple's Foundation writes it — the unit spelled as CLDR spells it in
/// that language at the asked width, converted first to the unit the locale's region prefers
/// for the usage (unless the usage is `asProvided` or the dimension has no regional
/// preference), and the number written by the caller's number format when it gives one.
enum MeasurementFormatting {
    /// How long the unit is written: ICU's unit width stems.
    enum Width: String {
        /// "5 kilometers"
        case wide = "unit-width-full-name"
        /// "5 km"
        case abbreviated = "unit-width-short"
        /// "5km"
        case narrow = "unit-width-narrow"
    }

    /// `value` in `unit`, for `locale`. `usage` is CLDR's usage (`default`, `road`, `person`…)
    /// or nil to keep the unit; `genericTemperature` writes a temperature without its scale
    /// ("20°"); `number` writes the number shown, else ICU writes it.
    static func format(_ value: Double, unit: Dimension, width: Width, usage: String?, genericTemperature: Bool = false,
                       locale: Locale, number: ((Double) -> String)? = nil) -> String {
        let regional = usage != nil && type(of: unit).followsRegionalPreference
        if let temperature = unit as? UnitTemperature {
            // Converted here rather than by ICU, which cannot combine a usage with the generic
            // temperature unit.
            var shown = Measurement(value: value, unit: temperature)
            if regional, let usage { shown = shown.converted(to: preferredTemperatureUnit(for: locale, usage: usage)) }
            let stem = genericTemperature ? "measure-unit/temperature-generic" : shown.unit.cldrIdentifier.map { "unit/" + $0 }
            guard let stem, let formatted = ICUUnitFormatting.format(shown.value, skeleton: stem + " " + width.rawValue, locale: locale) else {
                return plain(shown.value, symbol: shown.unit.symbol, locale: locale, number: number)
            }
            return number.map { ICUUnitFormatting.replacingNumber(of: formatted, with: $0(shown.value)) } ?? formatted.text
        }
        // A unit CLDR has no name for is handed to ICU in its dimension's base unit when it
        // is to be converted anyway.
        var shownValue = value, shownUnit = unit
        if unit.cldrIdentifier == nil, regional {
            shownValue = unit.converter.baseUnitValue(fromValue: value)
            shownUnit = type(of: unit).baseUnit()
        }
        guard let identifier = shownUnit.cldrIdentifier else {
            return plain(value, symbol: unit.symbol, locale: locale, number: number)
        }
        let stem = "unit/" + identifier + " " + width.rawValue
        let skeleton = regional ? stem + " usage/" + (usage ?? "default") : stem
        guard let formatted = ICUUnitFormatting.format(shownValue, skeleton: skeleton, locale: locale)
                ?? ICUUnitFormatting.format(shownValue, skeleton: stem, locale: locale) else {
            return plain(value, symbol: unit.symbol, locale: locale, number: number)
        }
        guard let number else { return formatted.text }
        // The caller writes the number ICU shows: after a conversion, the converted value,
        // which ICU gives at full precision in Latin digits.
        var shownNumber = shownValue
        if regional, let exact = ICUUnitFormatting.format(shownValue, skeleton: skeleton + " precision-unlimited group-off numbering-system/latn", locale: locale),
           let converted = latinNumber(in: exact, locale: locale) {
            shownNumber = converted
        }
        return ICUUnitFormatting.replacingNumber(of: formatted, with: number(shownNumber))
    }

    /// The unit `locale`'s region prefers for temperatures of `usage`: ICU's choice, read by
    /// comparing the boiling point of water in Celsius, converted, with it written in each scale.
    static func preferredTemperatureUnit(for locale: Locale, usage: String) -> UnitTemperature {
        let width = Width.abbreviated.rawValue
        guard let converted = ICUUnitFormatting.format(100, skeleton: "unit/celsius \(width) usage/\(usage)", locale: locale)?.text else { return .celsius }
        if converted == ICUUnitFormatting.format(212, skeleton: "unit/fahrenheit \(width)", locale: locale)?.text { return .fahrenheit }
        if converted == ICUUnitFormatting.format(373.15, skeleton: "unit/kelvin \(width)", locale: locale)?.text { return .kelvin }
        return .celsius
    }

    /// A number and a symbol, for units CLDR has no name for: "5 fur" for a custom unit.
    static func plain(_ value: Double, symbol: String, locale: Locale, number: ((Double) -> String)?) -> String {
        let written = number?(value) ?? ICUUnitFormatting.format(value, skeleton: "", locale: locale)?.text ?? "\(value)"
        return written + " " + symbol
    }

    /// The number of a text ICU wrote in Latin digits without grouping for `locale`.
    private static func latinNumber(in formatted: ICUUnitFormatting.Formatted, locale: Locale) -> Double? {
        guard let range = formatted.numberRange else { return nil }
        let units = Array(formatted.text.utf16)
        guard range.upperBound <= units.count else { return nil }
        var text = String(decoding: units[range], as: UTF16.self)
        if let separator = locale.decimalSeparator, separator != "." { text = text.replacingOccurrences(of: separator, with: ".") }
        text = text.replacingOccurrences(of: "\u{2212}", with: "-")
        text.unicodeScalars.removeAll { !"0123456789.-+eE∞NaN".unicodeScalars.contains($0) }
        return ICUUnitFormatting.number(in: ICUUnitFormatting.Formatted(text: text, numberRange: 0..<text.utf16.count))
    }
}
