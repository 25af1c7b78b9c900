import Foundation
import Tether

/// Tether's own: a control with its own `@State`, so taps and typing change something.
/// Steppers get hostile steps and bounds (`Int.max`, `Int.min`, NaN, infinity).
struct FuzzStatefulControl: View {
    let kind: Int
    let title: String
    let intStep: Int
    let intBounds: ClosedRange<Int>
    let doubleStep: Double
    let start: Int
    let style: Int
    @State private var count: Int?
    @State private var value = 0.5
    @State private var isOn = false
    @State private var text = ""

    var body: some View {
        let binding = Binding<Int>(get: { count ?? start }, set: { count = $0 })
        switch kind {
        case 0: Button(title) { isOn.toggle() }.buttonStyle(.borderedProminent)
        case 1: Button(title, role: .destructive) { count = (count ?? 0) &+ 1 }.buttonStyle(.bordered)
        case 2: Toggle(title, isOn: $isOn)
        case 3: Stepper(title, value: binding, in: intBounds, step: intStep)
        case 4: Stepper(title, value: $value, step: doubleStep)
        case 5:
            if style == 0 { SecureField(title, text: $text) } else { TextField(title, text: $text).textFieldStyle(.roundedBorder).onSubmit { isOn.toggle() } }
        case 6: Slider(value: $value, in: 0...1)
        case 7: Button(action: {}) { Label(title, systemImage: "star") }.buttonStyle(.plain)
        case 8: Stepper(title, value: binding, step: intStep)
        case 9: ProgressView(title, value: value, total: doubleStep)
        case 10: Button(title) { text += title }.disabled(style == 0)
        default: Stepper(LocalizedStringKey(title), onIncrement: { count = (count ?? 0) &+ intStep }, onDecrement: nil)
        }
    }
}

/// Tether's own: a `TabView` with a selection (possibly one no tab has).
struct FuzzTabs: View {
    let pages: [AnyView]
    let titles: [String]
    @State var selection: Int
    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<pages.count, id: \.self) { i in
                pages[i].tabItem { Label(titles[i], systemImage: "circle") }.tag(i)
            }
        }
    }
}

/// Tether's own: content presenting an alert (with buttons, with text fields among its
/// actions, or made from an item), a confirmation dialog or a sheet, with a button that
/// toggles it.
struct FuzzPresenter: View {
    let content: AnyView
    let kind: Int
    let title: String
    let message: String
    @State var presented: Bool
    let toggleID: String
    /// The identifier of the alert's text field (kind 3).
    var fieldID = ""
    @State private var typed = ""
    @State private var item: String?
    var body: some View {
        let base = VStack { content; Button("Present") { presented.toggle(); item = item == nil ? message : nil }.accessibilityIdentifier(toggleID) }
        switch kind {
        case 0:
            base.alert(title, isPresented: $presented) { Button("OK") {}; Button("Cancel", role: .cancel) {} } message: { Text(message) }
        case 3:
            base.alert(title, isPresented: $presented) {
                TextField(message, text: $typed).accessibilityIdentifier(fieldID)
                SecureField(title, text: $typed)
                Button("OK") {}
            } message: { Text(typed) }
        case 4:
            base.alert(Text(title), item: $item) { value in Button(value) {}; Button("Cancel", role: .cancel) {} } message: { Text($0) }
        case 1:
            base.confirmationDialog(LocalizedStringKey(title), isPresented: $presented, titleVisibility: .visible) { Button(message) {}; Button("Delete", role: .destructive) {} }
        default:
            base.sheet(isPresented: $presented) { NavigationStack { Text(message).navigationTitle(title) }.presentationDetents([.medium]) }
        }
    }
}

/// Tether's own: a picker over strings (duplicates and hostile ones included).
struct FuzzPicker: View {
    let title: String
    let options: [String]
    let style: Int
    @State private var selection = 0
    var body: some View {
        let picker = Picker(title, selection: $selection) { ForEach(0..<options.count, id: \.self) { Text(options[$0]).tag($0) } }
        switch style {
        case 0: picker.pickerStyle(.segmented)
        case 1: picker.pickerStyle(.inline)
        case 2: picker.pickerStyle(.menu)
        default: picker
        }
    }
}

/// Tether's own: shows a preference value its content produced, read through
/// `onPreferenceChange` into state (one more pass, then it settles).
struct FuzzPreferenceMirror: View {
    let content: AnyView
    @State private var seen: [String] = []
    var body: some View {
        VStack {
            content
            Text("\(seen.count)")
        }
        .onPreferenceChange(FuzzConcatenatingKey.self) { seen = Array($0.prefix(50)) }
    }
}

/// Tether's own: a small PNG file rendered once per process, for `Image(pngFileAt:)`.
@MainActor
enum FuzzImages {
    static let smallPNG: URL? = {
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.blue.opacity(0.5) }, size: CGSize(width: 3, height: 2))
        host.update()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-fuzz-\(getpid()).png")
        guard let data = try? host.pngData(scale: 1), (try? data.write(to: url)) != nil else { return nil }
        return url
    }()
}
