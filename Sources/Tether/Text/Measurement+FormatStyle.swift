import Foundation

extension Measurement where UnitType: Dimension {
    /// Mirrors Foundation's `Measurement.FormatStyle` (iOS 15), which Linux's Foundation lacks:
    /// writes a measurement for a locale, in the unit its region prefers for the `usage`
    /// (`.general` by default; `.asProvided` keeps the unit), spelled at the `width` —
    /// `Measurement(value: 5, unit: UnitLength.kilometers)` is "3.1 mi" in the United States
    /// and "5 km" in Germany, "5 kilometers" with `.asProvided` and `.wide`. ICU writes it, as
    /// on Apple's platforms (see `MeasurementFormatting`).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// Mirrors `Measurement.FormatStyle.UnitWidth`.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: String
            /// Mirrors `wide`: "5 kilometers".
            public static var wide: Self { Self(width: MeasurementFormatting.Width.wide.rawValue) }
            /// Mirrors `abbreviated`: "5 km".
            public static var abbreviated: Self { Self(width: MeasurementFormatting.Width.abbreviated.rawValue) }
            /// Mirrors `narrow`: "5km".
            public static var narrow: Self { Self(width: MeasurementFormatting.Width.narrow.rawValue) }

            var formattingWidth: MeasurementFormatting.Width { MeasurementFormatting.Width(rawValue: width) ?? .abbreviated }
        }

        /// Mirrors `width`.
        public var width: UnitWidth
        /// Mirrors `locale`.
        public var locale: Locale
        /// Mirrors `numberFormatStyle`: how the number is written (nil: as the locale and the
        /// usage write it).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Mirrors `usage`.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// Behind the temperature style's `hidesScaleName`.
        var hidesTemperatureScale = false

        /// Mirrors `init(width:locale:usage:numberFormatStyle:)`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// Mirrors `format(_:)`.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let numberStyle = numberFormatStyle.map { $0.locale(locale) }
            return MeasurementFormatting.format(measurement.value, unit: measurement.unit, width: width.formattingWidth,
                                                usage: (usage ?? .general).cldrUsage, genericTemperature: hidesTemperatureScale,
                                                locale: locale, number: numberStyle.map { style in { style.format($0) } })
        }

        /// Mirrors `locale(_:)`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// Mirrors `formatted()`: abbreviated, in the unit the current locale prefers.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// Mirrors `formatted(_:)`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension Measurement<UnitTemperature>.FormatStyle {
    /// Mirrors `hidesScaleName`: "20°" rather than "20°C" ("20 degrees" when wide).
    public var hidesScaleName: Bool {
        get { hidesTemperatureScale }
        set { hidesTemperatureScale = newValue }
    }

    /// Mirrors `init(width:locale:usage:hidesScaleName:numberFormatStyle:)`.
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
                hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        hidesTemperatureScale = hidesScaleName
    }
}

extension FormatStyle {
    /// Mirrors `measurement(width:usage:numberFormatStyle:)`.
    public static func measurement<UnitType>(width: Self.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// Mirrors `measurement(width:usage:hidesScaleName:numberFormatStyle:)` for temperatures.
    public static func measurement(width: Self.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
                                   hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}
