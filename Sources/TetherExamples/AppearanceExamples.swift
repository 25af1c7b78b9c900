import Foundation
import Tether

struct DarkSettings: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var brightness = 0.6
    @State private var appearance = 1
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Airplane Mode", isOn: $airplane)
                    Toggle("Wi-Fi", isOn: $wifi)
                    LabeledContent("Bluetooth", value: "On")
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $brightness)
                    Text("Text in the secondary label colour").foregroundStyle(.secondary)
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                    Button("Check for Updates") {}
                }
            }
            .navigationTitle("Settings")
        }
        .preferredColorScheme(.dark)
    }
}

let appearanceExamples: [Example] = [
    Example("dark-mode", height: 600, caption: "preferredColorScheme(.dark): a settings list with toggles, a segmented picker, a slider, secondary text and buttons in iOS's dark appearance (black grouped background, #1C1C1E rows, white labels, #0A84FF tint, #30D158 switches)") {
        DarkSettings()
    },
    Example("dark-mode-styles", height: 230, caption: "environment(\\.colorScheme, .dark): system colours, hierarchical styles, a regular material and system backgrounds take their dark values") {
        VStack(spacing: 10) {
            HStack(spacing: 6) {
                ForEach(Array([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray].enumerated()), id: \.offset) {
                    RoundedRectangle(cornerRadius: 4).fill($0.element).frame(width: 22, height: 22)
                }
            }
            HStack(spacing: 12) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            HStack(spacing: 10) {
                Text("secondarySystemBackground").font(.caption).padding(8)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
                Text("tint").font(.caption).padding(8).foregroundStyle(.white)
                    .background(.tint, in: RoundedRectangle(cornerRadius: 8))
            }
            ZStack {
                LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)
                Text("Regular material").padding(10).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
            }
            .frame(height: 60)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, .dark)
    },
]
