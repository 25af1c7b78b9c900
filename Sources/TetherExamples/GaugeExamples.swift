import Foundation
import Tether

/// Gauges in each style, a colour picker and a share link.
struct GaugesDemo: View {
    @State private var accent = Color.orange
    var body: some View {
        Form {
            Section {
                Gauge(value: 67, in: 0...170) {
                    Text("Heart Rate")
                } currentValueLabel: {
                    Text("67 BPM")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("170")
                }
                Gauge(value: 0.72) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72 %")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.green)
            }
            Section {
                HStack(spacing: 24) {
                    Gauge(value: 21, in: 12...30) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("21")
                    } minimumValueLabel: {
                        Text("12")
                    } maximumValueLabel: {
                        Text("30")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.4) {
                        Text("Rings")
                    } currentValueLabel: {
                        Text("40")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.pink)
                    Gauge(value: 0.3) {
                        Text("UV")
                    } currentValueLabel: {
                        Text("UV 3")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("11")
                    }
                    .gaugeStyle(.accessoryLinear)
                }
            }
            Section {
                ColorPicker("Accent Colour", selection: $accent)
                ShareLink(item: URL(string: "https://example.com/recipe")!)
            }
        }
    }
}

extension Examples {
    static let gaugeExamples: [Example] = [
        Example("gauges", height: 520, caption: "Gauge in its iOS styles, a ColorPicker's well and a ShareLink") { GaugesDemo() },
    ]
}
