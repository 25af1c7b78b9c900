import Foundation
import Testing
@testable import Tether

/// `Gauge` and its styles.
@MainActor
@Suite struct GaugeTests {
    /// iOS's blue, the default tint.
    static func isTint(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.a > 200 && p.r < 40 && p.g > 100 && p.g < 150 && p.b > 220 }

    /// The first row (at scale 1) where column `x` is drawn in the tint, if any.
    static func tintRow(_ pixels: DecodedPixels, x: Int) -> Int? {
        (0..<pixels.height).first { isTint(pixels.pixel(x: x, y: $0)) }
    }

    @Test func theDefaultLinearCapacityGaugeFillsItsBarUpToTheValue() throws {
        let pixels = try self.pixels(Gauge(value: 25, in: 0...100) { Text("Storage") }.frame(width: 200), width: 200, height: 80)
        // A quarter of the 200 pt bar is tinted: x = 40 is, x = 60 is not (the grey track).
        let row = try #require(Self.tintRow(pixels, x: 40))
        #expect(!Self.isTint(pixels.pixel(x: 60, y: row + 2)))
        #expect(pixels.pixel(x: 60, y: row + 2).a > 0)
        // The bar sits under the label.
        #expect(row > 15)
    }

    func pixels<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> DecodedPixels {
        try PNGDecoder.decode(host(view, width: width, height: height).pngData(scale: 1))
    }

    @Test func aValueBeyondTheRangeIsDrawnAtItsEnd() throws {
        let pixels = try self.pixels(Gauge(value: 7.0, in: 0...5) { Text("Over") }.frame(width: 200), width: 200, height: 80)
        let row = try #require(Self.tintRow(pixels, x: 40))
        #expect(Self.isTint(pixels.pixel(x: 190, y: row + 2)))
    }

    @Test func aNaNValueIsADiagnosticAndAnEmptyGauge() throws {
        let h = host(Gauge(value: Double.nan) { Text("Broken") }.frame(width: 200), width: 200, height: 80)
        #expect(h.diagnostics.contains { $0.message.contains("NaN") })
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(Self.tintRow(pixels, x: 10) == nil)
    }

    @Test func aNonFiniteRangeIsADiagnostic() {
        let h = host(Gauge(value: 1.0, in: 0...Double.infinity) { Text("Endless") }, width: 200, height: 80)
        #expect(h.diagnostics.contains { $0.message.contains("not finite") })
    }

    @Test func theLinearCapacityGaugeShowsItsLabels() {
        let h = host(Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
                     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") }, width: 300, height: 120)
        #expect(dumpedTexts(h) == ["BPM", "0", "170", "67"])
    }

    /// Marked value labels compile with both of SwiftUI's initializers, and iOS's styles draw
    /// none of them: each gauge shows what the same gauge without them shows.
    @Test func markedValueLabelsAreNotDrawnByIOSStyles() {
        let marked = host(Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
                          minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") }
                          markedValueLabels: { Text("Rest").tag(60.0); Text("Peak").tag(150.0) }, width: 300, height: 120)
        #expect(dumpedTexts(marked) == ["BPM", "0", "170", "67"])
        let circular = host(Gauge(value: 0.4) { Text("SPD") } currentValueLabel: { Text("40") }
                            markedValueLabels: { Text("Limit").tag(0.8) }.gaugeStyle(.accessoryCircular).testID("g"), width: 200, height: 200)
        #expect(!dumpedTexts(circular).contains("Limit"))
        expectFrame(circular, "g", CGRect(x: 71, y: 71, width: 58, height: 58))
    }

    @Test func theCircularStylesAre58PointsSquare() {
        let circular = host(Gauge(value: 0.5) { Text("SPD") }.gaugeStyle(.accessoryCircular).testID("g"), width: 200, height: 200)
        expectFrame(circular, "g", CGRect(x: 71, y: 71, width: 58, height: 58))
        let capacity = host(Gauge(value: 0.5) { Text("SPD") }.gaugeStyle(.accessoryCircularCapacity).testID("g"), width: 200, height: 200)
        expectFrame(capacity, "g", CGRect(x: 71, y: 71, width: 58, height: 58))
    }

    @Test func theCircularCapacityRingFillsClockwiseFromTheTop() throws {
        // A quarter: the ring is tinted at 3 o'clock (its right side), pale at 9 o'clock.
        let pixels = try self.pixels(Gauge(value: 0.3) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), width: 58, height: 58)
        #expect(Self.isTint(pixels.pixel(x: 55, y: 29)))
        let left = pixels.pixel(x: 3, y: 29)
        #expect(left.a > 0 && !Self.isTint(left))
    }

    @Test func theOpenRingHasItsGapAtTheBottom() throws {
        let pixels = try self.pixels(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular), width: 58, height: 58)
        // The ring passes through 9 o'clock and 12 o'clock, not 6 o'clock.
        #expect(Self.isTint(pixels.pixel(x: 3, y: 29)))
        #expect(pixels.pixel(x: 29, y: 55).a == 0)
    }

    @Test func aCustomGaugeStyleGetsTheValueAsAFraction() {
        struct Recording: GaugeStyle {
            let seen: Recorder<Double>
            func makeBody(configuration: Configuration) -> some View {
                seen.record(configuration.value)
                return configuration.label
            }
        }
        let seen = Recorder<Double>()
        let h = host(Gauge(value: 40, in: 20...70) { Text("Load") }.gaugeStyle(Recording(seen: seen)), width: 200, height: 80)
        #expect(seen.value.map { close(CGFloat($0), 0.4) } == true)
        #expect(dumpedTexts(h) == ["Load"])
    }
}
