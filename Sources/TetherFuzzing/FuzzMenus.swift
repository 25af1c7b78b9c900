import Foundation
import Tether

/// Tether's own: menus and the menu-like controls on fuzzed views — `Menu` (nested, with
/// sections, dividers, roles, a primary action, nothing at all), `contextMenu`, `.menu`
/// pickers, `DatePicker` with hostile dates, `Gauge` with hostile values and ranges,
/// `ColorPicker`, `ShareLink` and `ControlGroup` in their styles.
extension FuzzTreeBuilder {
    mutating func menuContainer(depth: Int) -> AnyView {
        let id = identifier("menu")
        tappable.append(id)
        let title = string()
        let inner = view(depth: depth - 1)
        let view: AnyView
        switch rng.int(0...8) {
        case 0:
            let order: MenuOrder = rng.pick([.automatic, .fixed, .priority])
            view = AnyView(Menu(title) {
                Button(string()) {}
                Section(string()) { inner; Divider(); Button(string(), role: .destructive) {} }
                Menu(string()) { Button(string(), systemImage: "star") {} }
            }
            .menuOrder(order))
        case 1:
            view = AnyView(rng.chance(50) ? AnyView(Menu(title) {}) : AnyView(Menu { ForEach(0..<0, id: \.self) { _ in Text("") } } label: { inner }))
        case 2: view = AnyView(Menu(title) { Button(string()) {} } primaryAction: {})
        case 3:
            let empty = rng.chance(30)
            if rng.chance(30) {
                // iOS 13's `ContextMenu` value, or none.
                let label = string()
                view = AnyView(inner.contextMenu(empty ? nil : ContextMenu { Button(label) {} }))
                break
            }
            view = AnyView(inner.contextMenu { if !empty { Button(string()) {}; ControlGroup { Button(string()) {}; Button(string()) {} } } }
                preview: { Color.orange.frame(width: length(), height: length()) })
        case 4:
            view = AnyView(Picker(title, selection: .constant(rng.int(0...3))) {
                ForEach(0..<rng.int(0...4), id: \.self) { Text("\($0)").tag($0) }
            }
            .pickerStyle(.menu))
        case 5:
            let dates: [Double] = [0, 8e8, -1e12, 1e15, .nan, .infinity, 1e308]
            let selection = Date(timeIntervalSinceReferenceDate: rng.pick(dates))
            let lower = Date(timeIntervalSinceReferenceDate: rng.pick([0, -1e9, -.infinity])), upper = Date(timeIntervalSinceReferenceDate: rng.pick([9e8, 1e12]))
            let picker = DatePicker(title, selection: .constant(selection), in: min(lower, upper)...max(lower, upper),
                                    displayedComponents: rng.pick([[.date], [.hourAndMinute], [], [.date, .hourAndMinute]]))
            switch rng.int(0...3) {
            case 0: view = AnyView(picker.datePickerStyle(.graphical))
            case 1: view = AnyView(picker.datePickerStyle(.wheel))
            case 2: view = AnyView(MultiDatePicker(title, selection: .constant([DateComponents(year: rng.pick([2026, -5, Int.max]), month: rng.pick([1, 13, 0]), day: 3)]),
                                                   in: min(lower, upper)..<max(lower, upper)))
            default: view = AnyView(picker.datePickerStyle(.compact))
            }
        case 6:
            let value = rng.pick([0.5, -1, 2, .nan, .infinity, 1e308])
            let upper = rng.pick([1.0, 0, .infinity, 1e308])
            let marked = string()
            let gauge = Gauge(value: value, in: min(0, upper)...max(0, upper)) { inner } currentValueLabel: { Text(string()) }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text(string()) } markedValueLabels: { Text(marked).tag(value) }
            switch rng.int(0...4) {
            case 0: view = AnyView(gauge.gaugeStyle(.accessoryCircular))
            case 1: view = AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
            case 2: view = AnyView(gauge.gaugeStyle(.accessoryLinear))
            case 3: view = AnyView(gauge.gaugeStyle(.accessoryLinearCapacity))
            default: view = AnyView(gauge)
            }
        case 7:
            view = AnyView(VStack {
                ColorPicker(title, selection: .constant(color()), supportsOpacity: rng.chance(50))
                ShareLink(item: title, subject: Text(string()))
            })
        default:
            let group = ControlGroup { Button(string()) {}; inner; Button(string(), systemImage: "heart") {} }
            switch rng.int(0...3) {
            case 0: view = AnyView(group.controlGroupStyle(.menu))
            case 1: view = AnyView(group.controlGroupStyle(.compactMenu))
            case 2: view = AnyView(Menu(title) { group })
            default: view = AnyView(group)
            }
        }
        return AnyView(view.accessibilityIdentifier(id))
    }
}
