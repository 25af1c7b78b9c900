import Foundation

/// Mirrors Foundation's `MeasurementFormatUnitUsage`: what a measurement is for, which decides
/// the unit it is written in — the one the locale's region prefers for that use (CLDR's unit
/// preferences: a road distance in the United States in miles or feet, a person's height in
/// feet and inches) — or, for `asProvided`, the measurement's own unit.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// CLDR's name of the usage, nil for `asProvided`.
    let cldrUsage: String?

    /// Mirrors `general`: the unit the region prefers in general.
    public static var general: Self { Self(cldrUsage: "default") }
    /// Mirrors `asProvided`: the measurement's own unit.
    public static var asProvided: Self { Self(cldrUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Mirrors `weather`.
    public static var weather: Self { Self(cldrUsage: "weather") }
    /// Mirrors `person`: a body temperature.
    public static var person: Self { Self(cldrUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Mirrors `person`.
    public static var person: Self { Self(cldrUsage: "person") }
    /// Mirrors `road`: a distance to drive or walk.
    public static var road: Self { Self(cldrUsage: "road") }
    /// Mirrors `personHeight`: in the United States, feet and inches.
    public static var personHeight: Self { Self(cldrUsage: "person-height") }
    /// Mirrors `visibility`.
    public static var visibility: Self { Self(cldrUsage: "visiblty") }
    /// Mirrors `focalLength`.
    public static var focalLength: Self { Self(cldrUsage: "focal-length") }
    /// Mirrors `rainfall`.
    public static var rainfall: Self { Self(cldrUsage: "rainfall") }
    /// Mirrors `snowfall`.
    public static var snowfall: Self { Self(cldrUsage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Mirrors `food`: in the United States, food calories ("Cal").
    public static var food: Self { Self(cldrUsage: "food") }
    /// Mirrors `workout` (CLDR has no separate preference: as `food`).
    public static var workout: Self { Self(cldrUsage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// Mirrors `personWeight`.
    public static var personWeight: Self { Self(cldrUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Mirrors `wind`.
    public static var wind: Self { Self(cldrUsage: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// Mirrors `barometric`.
    public static var barometric: Self { Self(cldrUsage: "baromtrc") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// Mirrors `liquid`.
    public static var liquid: Self { Self(cldrUsage: "fluid") }
}
