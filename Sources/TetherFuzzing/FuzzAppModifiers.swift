import Foundation
import Observation
import Tether

/// Tether's own: the modifiers and small views real apps add around their content — shape
/// styles as backgrounds and overlays, the deprecated navigation-bar forms, custom label and
/// toolbar styles, `@AppStorage`, `@Bindable`, optional tags, catalog resources and localized
/// keys — with hostile values where they take any.
extension FuzzTreeBuilder {
    mutating func appModifier(_ v: AnyView) -> AnyView {
        switch rng.int(0...10) {
        case 0:
            let radius = length()
            return rng.chance(50)
                ? AnyView(v.background(color(), in: RoundedRectangle(cornerRadius: radius)).overlay(.secondary))
                : AnyView(v.background(.tint).background(in: Capsule()).overlay(color(), in: Circle(), fillStyle: FillStyle(eoFill: rng.chance(50))))
        case 1:
            let title = string()
            return AnyView(NavigationView {
                v.navigationBarTitle(title, displayMode: rng.pick([.automatic, .inline, .large]))
                    .navigationBarItems(leading: Text(string()), trailing: Button(string()) {})
                    .navigationBarHidden(rng.chance(30))
            }.navigationViewStyle(.stack))
        case 2: return AnyView(v.labelStyle(FuzzLabelStyle(spacing: length())))
        case 3: return AnyView(v.toolbar { FuzzToolbar(title: string(), showsSecond: rng.chance(50)) })
        case 4:
            let id = identifier("stored")
            tappable.append(id)
            let key = rng.pick(["fuzz.count", "", " ", "fuzz.\(string())"])
            return AnyView(VStack { v; FuzzStoredCounter(key: key).accessibilityIdentifier(id) })
        case 5:
            let id = identifier("bindable")
            textFields.append(id)
            if rng.chance(50) { return AnyView(VStack { v; FuzzCountField().accessibilityIdentifier(id) }) }
            return AnyView(VStack { v; FuzzBindableField(model: FuzzModel(name: string())).accessibilityIdentifier(id) })
        case 6:
            let id = identifier("optionalpicker")
            tappable.append(id)
            return AnyView(VStack { v; FuzzOptionalPicker(options: [string(), string()], style: rng.int(0...3)).accessibilityIdentifier(id) })
        case 7:
            return AnyView(v.overlay { Image(rng.pick(["missing-image", "", "👀"])) }.background(Color(rng.pick(["missing-colour", ""]))))
        case 8:
            return AnyView(VStack { v; Text(LocalizedStringKey(string())); Text("\(rng.int(-3...3)) items") })
        case 9:
            let first = identifier("focus"), second = identifier("focus")
            textFields.append(contentsOf: [first, second])
            return AnyView(VStack { v; FuzzFocusedFields(ids: [first, second], keyboard: rng.pick([.default, .numberPad, .decimalPad, .phonePad, .emailAddress])) })
        default:
            return AnyView(v.transaction { $0.animation = nil }.animation(.spring(), value: rng.int(0...2)))
        }
    }
}

/// A custom `LabelStyle` built from the configuration's parts.
struct FuzzLabelStyle: LabelStyle {
    let spacing: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: spacing) { configuration.icon; configuration.title }
    }
}

/// A custom `ToolbarContent` with a `body`, an optional item and a group.
struct FuzzToolbar: ToolbarContent {
    let title: String
    let showsSecond: Bool
    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) { Text(title) }
        if showsSecond {
            ToolbarItemGroup(placement: .topBarTrailing) { Button(title) {}; Image(systemName: "gear") }
        }
    }
}

/// A counter in `UserDefaults` under `key` (an empty or odd key too).
struct FuzzStoredCounter: View {
    @AppStorage var count: Int
    init(key: String) { _count = AppStorage(wrappedValue: 0, key) }
    var body: some View { Button("\(count)") { count &+= 1 } }
}

/// An `@Observable` model edited through `@Bindable`.
@Observable final class FuzzModel {
    var name: String
    init(name: String) { self.name = name }
}

struct FuzzBindableField: View {
    @Bindable var model: FuzzModel
    var body: some View { TextField("Name", text: $model.name) }
}

/// A number field edited through a `Formatter`, with the deprecated callbacks; committing
/// changes the value again inside `withAnimation`, whose completion runs right after.
struct FuzzCountField: View {
    @State private var count = 3
    @State private var editing = false
    var body: some View {
        TextField("Count", value: $count, formatter: NumberFormatter(), onEditingChanged: { editing = $0 }, onCommit: {
            withAnimation(.default, completionCriteria: .removed) { count &+= 1 } completion: { count &-= 1 }
        })
        .opacity(editing ? 1 : 0.9)
    }
}

/// A picker whose selection is optional, its options tagged with `includeOptional`.
struct FuzzOptionalPicker: View {
    let options: [String]
    let style: Int
    @State private var selection: String?
    var body: some View {
        let picker = Picker("Pick", selection: $selection) {
            Text("None").tag(String?.none)
            ForEach(options, id: \.self) { Text($0).tag($0, includeOptional: true) }
        }
        switch style {
        case 0: picker.pickerStyle(.segmented)
        case 1: picker.pickerStyle(.inline)
        case 2: picker.pickerStyle(.navigationLink)
        default: picker.pickerStyle(.menu)
        }
    }
}

/// Two fields sharing a `@FocusState`: return moves on, the last lets go.
struct FuzzFocusedFields: View {
    let ids: [String]
    let keyboard: UIKeyboardType
    @FocusState private var focused: Int?
    @State private var texts = ["", ""]
    var body: some View {
        ForEach(0..<2, id: \.self) { i in
            TextField("Field \(i)", text: $texts[i]).focused($focused, equals: i).keyboardType(keyboard)
                .submitLabel(i == 0 ? .next : .done)
                .onSubmit { focused = i == 0 ? 1 : nil }
                .submitScope(i == 1)
                .accessibilityIdentifier(ids[i])
        }
        .defaultFocus($focused, 0)
    }
}
