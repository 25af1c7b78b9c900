import Foundation
import Testing
@testable import Tether

/// `Measurement.FormatStyle` and `MeasurementFormatter` write measurements as Apple's
/// Foundation does: ICU's CLDR unit names at the asked width, converted to the unit the
/// locale's region prefers unless the usage is `asProvided`, numbers in the locale's digits
/// and separators or in the caller's number format.
@MainActor
@Suite struct MeasurementFormattingTests {
    let us = Locale(identifier: "en_US"), germany = Locale(identifier: "de_DE"), britain = Locale(identifier: "en_GB")
    let fiveKilometres = Measurement(value: 5, unit: UnitLength.kilometers)

    @Test func theWidthSpellsTheUnitAsCLDRDoes() {
        let asProvided = MeasurementFormatUnitUsage<UnitLength>.asProvided
        #expect(fiveKilometres.formatted(.measurement(width: .wide, usage: asProvided).locale(us)) == "5 kilometers")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: asProvided).locale(us)) == "5 km")
        #expect(fiveKilometres.formatted(.measurement(width: .narrow, usage: asProvided).locale(us)) == "5km")
        // German: a capitalised, singular "Kilometer", and a comma before the fraction.
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: asProvided).locale(germany)) == "1 Kilometer")
        #expect(Measurement(value: 12345.678, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: asProvided).locale(germany)) == "12.345,678 km")
        #expect(Measurement(value: 1, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "1 kilometer per hour")
    }

    @Test func aGeneralUsageConvertsToTheRegionsUnit() {
        // 5 km = 3.107 mi; CLDR's general precision for miles in the US shows one decimal.
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated).locale(us)) == "3.1 mi")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated).locale(germany)) == "5 km")
        // A person's height: feet and inches in the US (1.8 m = 5 ft 10.9 in).
        #expect(Measurement(value: 1.8, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(us)) == "5 ft, 11 in")
        // Food energy: the US writes kilocalories as "Cal".
        #expect(Measurement(value: 200, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: .food).locale(us)) == "200 Cal")
        // CLDR's road preference in the US: feet, in steps of 50, below half a mile (100 m = 328 ft).
        #expect(Measurement(value: 100, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "350 ft")
        // Barometric pressure in inches of mercury, wind in miles per hour.
        #expect(Measurement(value: 1013.25, unit: UnitPressure.hectopascals).formatted(.measurement(width: .abbreviated, usage: .barometric).locale(us)).hasSuffix(" inHg"))
        #expect(Measurement(value: 10, unit: UnitSpeed.metersPerSecond).formatted(.measurement(width: .abbreviated, usage: .wind).locale(us)).hasSuffix(" mph"))
        #expect(Measurement(value: 10, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .visibility).locale(us)).hasSuffix(" mi"))
        // Dimensions without a regional preference keep their unit.
        #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted(.measurement(width: .wide).locale(us)) == "90 minutes")
    }

    @Test func temperaturesConvertAndCanHideTheirScale() {
        let twenty = Measurement(value: 20, unit: UnitTemperature.celsius)
        // 20 °C = 68 °F.
        #expect(twenty.formatted(.measurement(width: .abbreviated).locale(us)) == "68°F")
        #expect(twenty.formatted(.measurement(width: .abbreviated).locale(britain)) == "20°C")
        #expect(twenty.formatted(.measurement(hidesScaleName: true).locale(us)) == "68°")
        #expect(twenty.formatted(.measurement(usage: .asProvided, hidesScaleName: true).locale(us)) == "20°")
        var style = Measurement<UnitTemperature>.FormatStyle(width: .wide, locale: britain, usage: .asProvided)
        #expect(style.format(twenty) == "20 degrees Celsius")
        style.hidesScaleName = true
        #expect(style.format(twenty) == "20 degrees")
    }

    @Test func aNumberFormatStyleWritesTheNumber() {
        let twoDecimals = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: twoDecimals).locale(us)) == "5.00 km")
        // Converted first: 3.10686 mi at two decimals.
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, numberFormatStyle: twoDecimals).locale(us)) == "3.11 mi")
        // The style writes in the format style's locale.
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: twoDecimals).locale(germany)) == "5,00 km")
    }

    @Test func unitsCLDRDoesNotNameAreWrittenWithTheirSymbol() {
        let smoot = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
        let three = Measurement(value: 3, unit: smoot)
        #expect(three.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "3 smoot")
        // Converted, it goes to ICU in metres: 5.1 m is written in feet in the US.
        #expect(three.formatted(.measurement(width: .abbreviated).locale(us)).hasSuffix(" ft"))
        let formatter = MeasurementFormatter()
        formatter.locale = us
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 2, unit: UnitMass.slugs)) == "2 slug")
        // Converted, in kilograms (the base unit): 2 slugs = 29.188 kg, in Germany.
        formatter.locale = germany
        formatter.unitOptions = []
        #expect(formatter.string(from: Measurement(value: 2, unit: UnitMass.slugs)) == "29,188 kg")
    }

    @Test func measurementFormatterConvertsUnlessTheUnitIsProvided() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        #expect(formatter.unitStyle == .medium && formatter.unitOptions.isEmpty)
        // The locale's unit, the number at NumberFormatter's decimal default of three fraction digits.
        #expect(formatter.string(from: fiveKilometres) == "3.107 mi")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: fiveKilometres) == "5 km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: fiveKilometres) == "5 kilometers")
        formatter.unitStyle = .short
        #expect(formatter.string(from: fiveKilometres) == "5km")
        formatter.unitStyle = .medium
        formatter.unitOptions = [.providedUnit, .naturalScale]
        #expect(formatter.string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "1.5 km")
        #expect(formatter.string(from: Measurement(value: 0.25, unit: UnitMass.kilograms)) == "250 g")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: Measurement(value: 21.5, unit: UnitTemperature.celsius)) == "21.5°")
        // The locale reaches the number formatter.
        formatter.locale = germany
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 1.25, unit: UnitLength.kilometers)) == "1,25 km")
        #expect(formatter.string(for: fiveKilometres) == "5 km")
        #expect(formatter.string(for: "five") == nil)
    }

    @Test func measurementFormatterNamesUnits() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        #expect(formatter.string(from: UnitLength.kilometers) == "km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: UnitLength.kilometers) == "kilometers")
    }

    @Test func hostileValuesAreWrittenNotFatal() {
        let asProvided = MeasurementFormatUnitUsage<UnitLength>.asProvided
        #expect(Measurement(value: .nan, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: asProvided).locale(us)) == "NaN km")
        #expect(Measurement(value: -.infinity, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: asProvided).locale(us)) == "-∞ km")
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "xx_NOWHERE")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: fiveKilometres) == "5 km")
        #expect(!MeasurementFormatter().string(from: Measurement(value: .infinity, unit: UnitLength.miles)).isEmpty)
    }

    @Test func textShowsAFormattedMeasurement() {
        let h = host(Text(fiveKilometres, format: .measurement(width: .wide, usage: .asProvided).locale(us)))
        #expect(dumpedTexts(h) == ["5 kilometers"])
    }
}
