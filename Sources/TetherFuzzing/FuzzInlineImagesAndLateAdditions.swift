import Foundation
import Tether

/// Tether's own: fuzzed views with images inside text (known and unknown symbols, missing
/// catalog images, hostile font sizes and scale factors, Markdown and casing around them),
/// and the later API the other cases do not reach: hierarchical lists, the deprecated tagged
/// `NavigationLink`s, tinted progress styles, `specifier:` and `formatter:` interpolations
/// with hostile specifiers, `UIFontMetrics` with hostile values, colour literals, posted
/// accessibility notifications, search bars and symbol configurations (hostile point sizes),
/// custom shape styles (one resolving to itself), chained shape views, sized shapes with
/// hostile sizes, font leading, appear effects, images of oriented `CGImage`s, Auto Layout
/// with hostile and conflicting constraints, a UIKit text field typed through its delegate,
/// and bindings handed to an item sheet with transactions, `_printChanges()` in a body under
/// a repeated environment write, thumbnails of hostile sizes, `UIFont` metrics of hostile
/// sizes, paths read from hostile descriptions and a disclosure group style of the app's own
/// under a hostile list header height, and stack views and navigation controllers with
/// hostile spacings, sizes and titles.
extension FuzzTreeBuilder {
    mutating func inlineImagedOrLater(_ v: AnyView) -> AnyView {
        switch rng.int(0...10) {
        case 10:
            return stackedOrNavigated(v)
        case 9:
            return tabledOrCustomized(v)
        case 8:
            let id = identifier("bindingsheet")
            tappable.append(id)
            let side = isHostile ? rng.pick([CGFloat.nan, -4, .infinity, 0]) : length()
            let source = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            }
            let thumbnail = source.preparingThumbnail(of: CGSize(width: side, height: side))
            let font = UIFont.systemFont(ofSize: side)
            let disclosed = string()
            return AnyView(VStack {
                v
                FuzzBindingSheet(animation: rng.pick([nil, .default, .bouncy]), printsChanges: rng.chance(10)).accessibilityIdentifier(id)
                Text("\(font.lineHeight) \(font.capHeight) \(font.descender)")
                if let thumbnail { Image(uiImage: thumbnail) }
                if let path = Path(rng.pick(["0 0 m 10 10 l h", "1 2 3 4 re", string(), "nan 0 m", "1e308 1e308 m 1e308 -1e308 l"])) {
                    path.stroke(color(), lineWidth: length()).frame(width: optionalLength(), height: 20)
                }
                DisclosureGroup(string()) { Text(disclosed) }
                    .disclosureGroupStyle(FuzzShowHideDisclosureStyle())
                    .environment(\.defaultMinListHeaderHeight, isHostile ? rng.pick([CGFloat.nan, -5, .infinity]) : length())
            }.environment(\.colorScheme, rng.pick([.light, .dark])))
        case 7:
            let side = isHostile ? rng.pick([CGFloat.nan, -20, .infinity, 1e9]) : length()
            let style = rng.chance(30) ? AnyShapeStyle(FuzzSelfResolvingStyle()) : AnyShapeStyle(FuzzSchemeStyle())
            let pixels = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }.cgImage
            return AnyView(VStack {
                v
                Circle().fill(style).stroke(color(), lineWidth: length()).frame(width: optionalLength(), height: 30)
                Rectangle().size(width: side, height: side).fill(FuzzSchemeStyle().opacity(0.5)).frame(height: 20)
                Text(string()).font(.body.leading(rng.pick([.tight, .loose, .standard]))).foregroundStyle(style)
                Image(systemName: "star.fill").symbolEffect(.appear, isActive: rng.chance(50))
                if let pixels {
                    Image(pixels, scale: isHostile ? .nan : 2, orientation: rng.pick(Image.Orientation.allCases), label: Text("pixels"))
                }
                FuzzConstrainedViews(inset: side, conflicting: rng.chance(30), priority: rng.pick([1, 250, 999, 1000, -5, .nan]))
                    .frame(width: optionalLength(), height: 60)
            })
        case 6:
            let id = identifier("searchbar")
            tappable.append(id)
            let fieldID = identifier("uitextfield")
            textFields.append(fieldID)
            let configuration = rng.chance(50) ? UIImage.SymbolConfiguration(pointSize: length(), weight: .bold, scale: rng.pick([.small, .large, .unspecified]))
                : UIImage.SymbolConfiguration(textStyle: .title1).applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed))
            return AnyView(VStack {
                v
                FuzzSearchBar(text: string(), showsCancel: rng.chance(50)).accessibilityIdentifier(id)
                FuzzConfiguredSymbol(configuration: configuration).fixedSize()
                FuzzUITextField(identifier: fieldID, refusesDigits: rng.chance(50)).frame(height: 34)
            })
        case 0:
            let symbol = Image(systemName: rng.pick(["star.fill", "chevron.forward", "no.such.symbol", "", "heart.fill"]))
            let image = rng.chance(20) ? Image(rng.pick(["NoSuchImage", ""])) : symbol
            var text = rng.pick([Text("\(image) \(string())"), Text(image) + Text(string()), Text("**\(string())** \(Text(image))")])
            if rng.chance(50) { text = text.font(.system(size: length())) }
            return AnyView(VStack {
                v
                text.imageScale(rng.pick([.small, .medium, .large]))
                    .minimumScaleFactor(rng.pick([1, 0.5, 0, .nan]))
                    .lineLimit(rng.pick([nil, 1, 2]))
                    .textCase(rng.pick([nil, .uppercase, .lowercase]))
                    .frame(width: optionalLength())
                    .environment(\.layoutDirection, rng.pick([.leftToRight, .rightToLeft]))
            })
        case 1:
            let depth = isHostile ? 40 : rng.int(0...3)
            return AnyView(VStack { v; List(FuzzOutlineItem.tree(depth: depth, label: string()), children: \.children) { Text($0.label) }.frame(height: 120) })
        case 2:
            let id = identifier("taggedlink")
            tappable.append(id)
            return AnyView(FuzzTaggedLinks(title: string(), content: v).accessibilityIdentifier(id))
        case 3:
            let tint = color()
            return AnyView(VStack {
                v
                ProgressView(value: isHostile ? Double.nan : 0.4).progressViewStyle(LinearProgressViewStyle(tint: tint))
                ProgressView().progressViewStyle(CircularProgressViewStyle(tint: tint))
            })
        case 4:
            let number = isHostile ? rng.pick([Double.nan, .infinity, -1e308]) : 3.14159
            let specifier = rng.pick(["%.1f", "%d", "%@", "%.*f", "%n", "%", "%5$lld", "%lf%lf"])
            let formatter = NumberFormatter()
            formatter.numberStyle = rng.pick([.decimal, .percent, .spellOut])
            let scaled = UIFontMetrics(forTextStyle: rng.pick([.body, .largeTitle, .caption2])).scaledValue(for: length())
            return AnyView(VStack {
                v
                Text("\(number, specifier: specifier) · \(number, formatter: formatter)")
                Text("\(Int(clamping: rng.int(-5...5)), specifier: specifier)")
                Color(#colorLiteral(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)).frame(width: scaled.isFinite ? min(abs(scaled), 200) : 10, height: 4)
            })
        default:
            let id = identifier("announce")
            tappable.append(id)
            let message = string()
            return AnyView(VStack {
                v
                Button(message) {
                    AccessibilityNotification.Announcement(message).post()
                    UIAccessibility.post(notification: .layoutChanged, argument: nil)
                }.accessibilityIdentifier(id)
            })
        }
    }
}

/// A UIKit text field whose delegate may refuse digits and ends editing on return.
/// A disclosure group style of the app's own: a button that toggles the group.
struct FuzzShowHideDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "hide" : "show") { configuration.isExpanded.toggle() }
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// A list whose rows hand a binding (animated or not) to an item sheet, and print why their
/// body runs.
struct FuzzBindingSheet: View {
    struct Row: Identifiable { let id: Int; var name: String }
    let animation: Animation?
    let printsChanges: Bool
    @State private var rows = [Row(id: 1, name: "One"), Row(id: 2, name: "Two")]
    @State private var editing: Binding<Row>?
    var body: some View {
        if printsChanges { Self._printChanges() }
        return VStack {
            ForEach($rows) { $row in
                Button(row.name) { editing = $row.animation(animation) }
            }
        }
        .sheet(item: $editing) { row in
            Button("Rename \(row.wrappedValue.name)") { row.wrappedValue.name += "!" }
        }
    }
}

struct FuzzUITextField: UIViewRepresentable {
    let identifier: String
    let refusesDigits: Bool
    final class Coordinator: NSObject, UITextFieldDelegate {
        var refusesDigits = false
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            !(refusesDigits && string.contains { $0.isNumber })
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "UIKit field"
        field.accessibilityIdentifier = identifier
        field.delegate = context.coordinator
        return field
    }
    func updateUIView(_ field: UITextField, context: Context) { context.coordinator.refusesDigits = refusesDigits }
}

/// Views placed by Auto Layout, with a possibly hostile inset and priority and possibly a
/// required constraint that conflicts with another.
struct FuzzConstrainedViews: UIViewRepresentable {
    let inset: CGFloat
    let conflicting: Bool
    let priority: Float
    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        let label = UILabel(), badge = UIView()
        label.text = "Constrained"
        badge.backgroundColor = .systemRed
        for view in [label, badge] { view.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(view) }
        let loose = label.widthAnchor.constraint(equalToConstant: 400)
        loose.priority = UILayoutPriority(priority)
        var constraints = [
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: inset),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 4),
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 1),
            badge.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5, constant: inset),
            loose,
        ]
        if conflicting { constraints.append(badge.widthAnchor.constraint(equalToConstant: -inset)) }
        NSLayoutConstraint.activate(constraints)
        return container
    }
    func updateUIView(_ container: UIView, context: Context) {}
}

/// A custom shape style: black in light mode, white in dark mode.
struct FuzzSchemeStyle: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.white : Color.black
    }
}

/// A custom shape style that resolves to itself: reported, drawn in the foreground style.
struct FuzzSelfResolvingStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> FuzzSelfResolvingStyle { self }
}

/// A tree of labelled items for `List(_:children:)`: `depth` levels, the last ones leaves.
struct FuzzOutlineItem: Identifiable {
    let id: Int
    let label: String
    var children: [FuzzOutlineItem]?

    static func tree(depth: Int, label: String) -> [FuzzOutlineItem] {
        var next = 0
        func level(_ remaining: Int) -> [FuzzOutlineItem] {
            // The first item of each level holds the next level; the second is a leaf.
            next += 2
            let id = next
            return [FuzzOutlineItem(id: id - 1, label: "\(label) \(id - 1)", children: remaining > 0 ? level(remaining - 1) : nil),
                    FuzzOutlineItem(id: id, label: "\(label) \(id)", children: nil)]
        }
        return level(depth)
    }
}

/// The deprecated `NavigationLink(destination:tag:selection:label:)` and
/// `(_:destination:tag:selection:)` forms, one selected from the start.
struct FuzzTaggedLinks: View {
    let title: String
    let content: AnyView
    @State private var selection: Int? = 1

    var body: some View {
        NavigationView {
            VStack {
                content
                NavigationLink(destination: Text(title), tag: 0, selection: $selection) { Text("0") }
                NavigationLink(title, destination: content, tag: 1, selection: $selection)
            }
        }
    }
}

/// A `UISearchBar` with text and maybe its Cancel button.
struct FuzzSearchBar: UIViewRepresentable {
    let text: String
    let showsCancel: Bool
    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
    func updateUIView(_ bar: UISearchBar, context: Context) {
        bar.text = text
        bar.placeholder = "Search"
        bar.showsCancelButton = showsCancel
    }
}

/// A `UIImageView` drawing a symbol at a configuration.
struct FuzzConfiguredSymbol: UIViewRepresentable {
    let configuration: UIImage.SymbolConfiguration
    func makeUIView(context: Context) -> UIImageView { UIImageView(image: UIImage(systemName: "star.fill")) }
    func updateUIView(_ view: UIImageView, context: Context) { view.preferredSymbolConfiguration = configuration }
}
