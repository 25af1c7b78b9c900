import Foundation
import Tether

extension Examples {
    static let controls2Examples: [Example] = [
        Example("button-border-shapes", height: 200, caption: "buttonBorderShape: automatic, capsule, square corners and a circle, bordered and prominent") {
            VStack(spacing: 16) {
                HStack(spacing: 12) {
                    Button("Automatic") {}
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 0))
                }
                .buttonStyle(.bordered)
                HStack(spacing: 12) {
                    Button("Automatic") {}
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button { } label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        },
        Example("toggle-button-style", height: 120, caption: "toggleStyle(.button): a borderless button off, a tinted capsule on") {
            HStack(spacing: 16) {
                Toggle(isOn: .constant(false)) { Label("Flag", systemImage: "flag") }
                Toggle(isOn: .constant(true)) { Label("Flagged", systemImage: "flag.fill") }
                Toggle("Bold", isOn: .constant(true)).tint(.orange)
            }
            .toggleStyle(.button)
            .padding()
        },
        Example("labels-hidden", height: 220, caption: "labelsHidden: a toggle is just its switch, a stepper its control; a menu picker without its chevrons") {
            VStack(spacing: 16) {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
                Stepper("Count", value: .constant(3)).labelsHidden()
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .menuIndicator(.hidden)
            }
            .padding()
        },
    ]
}
