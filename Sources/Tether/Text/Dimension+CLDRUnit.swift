import Foundation

extension Dimension {
    /// The CLDR identifier ICU knows this unit by (`kilometer`, `mile-per-hour`), or nil for
    /// a unit CLDR has no name for (a custom `Dimension`, `UnitMass.slugs`): such a unit is
    /// written as its number and `symbol`, as Apple's Foundation writes it.
    var cldrIdentifier: String? {
        CLDRUnits.identifiers[CLDRUnits.Key(self)]
    }

    /// Whether CLDR records which unit each region prefers for this dimension, so a
    /// measurement formatted with a usage other than `asProvided` is converted to it.
    static var followsRegionalPreference: Bool {
        [UnitArea.self, UnitConcentrationMass.self, UnitEnergy.self, UnitFuelEfficiency.self, UnitLength.self, UnitMass.self,
         UnitPower.self, UnitPressure.self, UnitSpeed.self, UnitTemperature.self, UnitVolume.self].contains { $0 == self }
    }
}

/// Foundation's units and their CLDR identifiers.
enum CLDRUnits {
    /// A unit by its dimension and symbol (Foundation's units of one dimension have distinct
    /// symbols; `g` is both grams and gravity, of different dimensions).
    struct Key: Hashable {
        let dimension: ObjectIdentifier
        let symbol: String
        init(_ unit: Dimension) {
            dimension = ObjectIdentifier(type(of: unit))
            symbol = unit.symbol
        }
    }

    static let identifiers: [Key: String] = {
        let pairs: [(Dimension, String)] = [
            (UnitLength.megameters, "megameter"), (UnitLength.kilometers, "kilometer"), (UnitLength.hectometers, "hectometer"),
            (UnitLength.decameters, "dekameter"), (UnitLength.meters, "meter"), (UnitLength.decimeters, "decimeter"),
            (UnitLength.centimeters, "centimeter"), (UnitLength.millimeters, "millimeter"), (UnitLength.micrometers, "micrometer"),
            (UnitLength.nanometers, "nanometer"), (UnitLength.picometers, "picometer"), (UnitLength.inches, "inch"),
            (UnitLength.feet, "foot"), (UnitLength.yards, "yard"), (UnitLength.miles, "mile"),
            (UnitLength.scandinavianMiles, "mile-scandinavian"), (UnitLength.lightyears, "light-year"),
            (UnitLength.nauticalMiles, "nautical-mile"), (UnitLength.fathoms, "fathom"), (UnitLength.furlongs, "furlong"),
            (UnitLength.astronomicalUnits, "astronomical-unit"), (UnitLength.parsecs, "parsec"),

            (UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"), (UnitMass.decigrams, "decigram"),
            (UnitMass.centigrams, "centigram"), (UnitMass.milligrams, "milligram"), (UnitMass.micrograms, "microgram"),
            (UnitMass.nanograms, "nanogram"), (UnitMass.picograms, "picogram"), (UnitMass.ounces, "ounce"),
            (UnitMass.pounds, "pound"), (UnitMass.stones, "stone"), (UnitMass.metricTons, "tonne"),
            (UnitMass.shortTons, "ton"), (UnitMass.carats, "carat"), (UnitMass.ouncesTroy, "ounce-troy"),

            (UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
            (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"),
            (UnitDuration.nanoseconds, "nanosecond"), (UnitDuration.picoseconds, "picosecond"),

            (UnitTemperature.kelvin, "kelvin"), (UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"),

            (UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.kilometersPerHour, "kilometer-per-hour"),
            (UnitSpeed.milesPerHour, "mile-per-hour"), (UnitSpeed.knots, "knot"),

            (UnitVolume.megaliters, "megaliter"), (UnitVolume.kiloliters, "kiloliter"), (UnitVolume.liters, "liter"),
            (UnitVolume.deciliters, "deciliter"), (UnitVolume.centiliters, "centiliter"), (UnitVolume.milliliters, "milliliter"),
            (UnitVolume.cubicKilometers, "cubic-kilometer"), (UnitVolume.cubicMeters, "cubic-meter"),
            (UnitVolume.cubicDecimeters, "cubic-decimeter"), (UnitVolume.cubicCentimeters, "cubic-centimeter"),
            (UnitVolume.cubicMillimeters, "cubic-millimeter"), (UnitVolume.cubicInches, "cubic-inch"),
            (UnitVolume.cubicFeet, "cubic-foot"), (UnitVolume.cubicYards, "cubic-yard"), (UnitVolume.cubicMiles, "cubic-mile"),
            (UnitVolume.acreFeet, "acre-foot"), (UnitVolume.bushels, "bushel"), (UnitVolume.teaspoons, "teaspoon"),
            (UnitVolume.tablespoons, "tablespoon"), (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.cups, "cup"),
            (UnitVolume.pints, "pint"), (UnitVolume.quarts, "quart"), (UnitVolume.gallons, "gallon"),
            (UnitVolume.imperialFluidOunces, "fluid-ounce-imperial"), (UnitVolume.imperialGallons, "gallon-imperial"),
            (UnitVolume.metricCups, "cup-metric"),

            (UnitArea.squareMegameters, "square-megameter"), (UnitArea.squareKilometers, "square-kilometer"),
            (UnitArea.squareMeters, "square-meter"), (UnitArea.squareCentimeters, "square-centimeter"),
            (UnitArea.squareMillimeters, "square-millimeter"), (UnitArea.squareMicrometers, "square-micrometer"),
            (UnitArea.squareNanometers, "square-nanometer"), (UnitArea.squareInches, "square-inch"),
            (UnitArea.squareFeet, "square-foot"), (UnitArea.squareYards, "square-yard"), (UnitArea.squareMiles, "square-mile"),
            (UnitArea.acres, "acre"), (UnitArea.hectares, "hectare"),

            (UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.joules, "joule"), (UnitEnergy.kilocalories, "kilocalorie"),
            (UnitEnergy.calories, "calorie"), (UnitEnergy.kilowattHours, "kilowatt-hour"),

            (UnitPressure.gigapascals, "gigapascal"), (UnitPressure.megapascals, "megapascal"),
            (UnitPressure.kilopascals, "kilopascal"), (UnitPressure.hectopascals, "hectopascal"),
            (UnitPressure.inchesOfMercury, "inch-ofhg"), (UnitPressure.bars, "bar"), (UnitPressure.millibars, "millibar"),
            (UnitPressure.millimetersOfMercury, "millimeter-ofhg"), (UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch"),

            (UnitAngle.degrees, "degree"), (UnitAngle.arcMinutes, "arc-minute"), (UnitAngle.arcSeconds, "arc-second"),
            (UnitAngle.radians, "radian"), (UnitAngle.revolutions, "revolution"),

            (UnitFrequency.terahertz, "terahertz"), (UnitFrequency.gigahertz, "gigahertz"), (UnitFrequency.megahertz, "megahertz"),
            (UnitFrequency.kilohertz, "kilohertz"), (UnitFrequency.hertz, "hertz"),

            (UnitPower.terawatts, "terawatt"), (UnitPower.gigawatts, "gigawatt"), (UnitPower.megawatts, "megawatt"),
            (UnitPower.kilowatts, "kilowatt"), (UnitPower.watts, "watt"), (UnitPower.milliwatts, "milliwatt"),
            (UnitPower.horsepower, "horsepower"),

            (UnitInformationStorage.bits, "bit"), (UnitInformationStorage.bytes, "byte"),
            (UnitInformationStorage.kilobits, "kilobit"), (UnitInformationStorage.kilobytes, "kilobyte"),
            (UnitInformationStorage.megabits, "megabit"), (UnitInformationStorage.megabytes, "megabyte"),
            (UnitInformationStorage.gigabits, "gigabit"), (UnitInformationStorage.gigabytes, "gigabyte"),
            (UnitInformationStorage.terabits, "terabit"), (UnitInformationStorage.terabytes, "terabyte"),
            (UnitInformationStorage.petabytes, "petabyte"),

            (UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer"),
            (UnitFuelEfficiency.milesPerGallon, "mile-per-gallon"), (UnitFuelEfficiency.milesPerImperialGallon, "mile-per-gallon-imperial"),

            (UnitAcceleration.metersPerSecondSquared, "meter-per-square-second"), (UnitAcceleration.gravity, "g-force"),
            (UnitElectricCurrent.amperes, "ampere"), (UnitElectricCurrent.milliamperes, "milliampere"),
            (UnitElectricPotentialDifference.volts, "volt"), (UnitElectricResistance.ohms, "ohm"),
            (UnitIlluminance.lux, "lux"),
        ]
        var table: [Key: String] = [:]
        for (unit, identifier) in pairs { table[Key(unit)] = identifier }
        return table
    }()
}
