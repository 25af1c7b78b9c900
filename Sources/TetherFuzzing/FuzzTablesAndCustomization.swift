import Foundation
import Tether

extension FuzzTreeBuilder {
    /// A `UITableView` whose data source may give hostile counts and heights, with rows the
    /// driver taps; a canvas clipped to a layer at a possibly hostile opacity; relative dates
    /// for hostile intervals; tab customization modifiers; row traits behind later modifiers;
    /// date ranges at hostile ends, group box styles, materials, help and colour drags.
    mutating func tabledOrCustomized(_ v: AnyView) -> AnyView {
        let id = identifier("tablerow")
        tappable.append(id)
        let rows = isHostile ? rng.pick([-3, 0, 1, 40]) : rng.int(0...5)
        let height = isHostile ? rng.pick([CGFloat.nan, -10, .infinity, 0, UITableView.automaticDimension]) : length()
        let opacity = isHostile ? rng.pick([Double.nan, -1, 5, .infinity]) : Double(rng.int(0...10)) / 10
        let interval = isHostile ? rng.pick([TimeInterval.nan, .infinity, -1e300, 1e300]) : Double(rng.int(-100_000...100_000))
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = rng.pick([.full, .short, .abbreviated, .spellOut])
        formatter.dateTimeStyle = rng.pick([.numeric, .named])
        var customization = TabViewCustomization()
        customization[sidebarVisibility: string()] = rng.pick([.hidden, .visible, .automatic])
        let style: UITableView.Style = rng.pick([.plain, .grouped, .insetGrouped])
        let inverse = rng.chance(50)
        return AnyView(VStack {
            v
            FuzzTableView(rowIdentifier: id, rows: rows, rowHeight: height, style: style, multiple: rng.chance(30))
                .frame(height: optionalLength())
            Canvas { context, size in
                context.clipToLayer(opacity: opacity, options: inverse ? .inverse : []) { layer in
                    layer.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.black))
                }
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
            }
            .frame(width: optionalLength(), height: 30)
            Text(formatter.localizedString(fromTimeInterval: interval))
            TabView {
                Tab(string(), systemImage: "star") { Text(string()) }
                    .customizationID(string())
                    .defaultVisibility(.hidden, for: .sidebar)
                    .customizationBehavior(.reorderable, for: .tabBar)
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization(.constant(customization))
            .tabViewSidebarHeader { Text(string()) }
            .frame(height: 120)
            let texts = (string(), string())
            List {
                Text(texts.0).listRowInsets(EdgeInsets()).alignmentGuide(.listRowSeparatorLeading) { _ in height }
                    .contentShape(Rectangle()).onTapGesture {}
                Text(texts.1)
            }
            .frame(height: 150)
            // Date ranges at hostile ends, a group box drawn by a style of the app's own over a
            // material the text reads, help text, and colours moved by drag and drop.
            // (A range needs ordered ends: NaN cannot make one, in Swift as for the app.)
            Text(Date(timeIntervalSinceReferenceDate: interval.isNaN ? -1e300 : interval)...Date(timeIntervalSinceReferenceDate: interval.isNaN ? .infinity : max(interval, abs(interval) * 2)))
            Text("Held \(Date.distantPast...Date.distantFuture) \(Date(timeIntervalSinceReferenceDate: interval), style: .relative)")
            GroupBox(string()) { Text(string()).help(string()) }
                .groupBoxStyle(FuzzCardGroupBoxStyle(corner: height))
                .background(rng.chance(50) ? AnyShapeStyle(.thinMaterial) : AnyShapeStyle(Color.red))
            Color(red: opacity, green: 0.5, blue: 0.5).frame(width: 20, height: 20).draggable(Color(red: opacity, green: 0, blue: 1))
                .dropDestination(for: Color.self) { colors, _ in !colors.isEmpty }
        })
    }
}

/// A group box style of the app's own: the label over the content on a card with a corner of
/// any (possibly hostile) radius, reading the material behind it.
struct FuzzCardGroupBoxStyle: GroupBoxStyle {
    let corner: CGFloat
    @Environment(\.backgroundMaterial) private var material
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
            Text(material == nil ? "plain" : "material")
        }
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: corner))
    }
}

/// A table view with a data source that may give hostile counts and row heights.
struct FuzzTableView: UIViewRepresentable {
    let rowIdentifier: String
    let rows: Int
    let rowHeight: CGFloat
    let style: UITableView.Style
    let multiple: Bool

    final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = 0
        var rowIdentifier = ""
        var selections = 0
        func numberOfSections(in tableView: UITableView) -> Int { rows < 0 ? rows : 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Section" : nil }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row.isMultiple(of: 2) ? "cell" : "unregistered", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row) (\(selections))"
            cell.accessoryType = [.none, .disclosureIndicator, .checkmark, .detailButton][abs(indexPath.row) % 4]
            if indexPath.row == 0 && indexPath.section == 0 { cell.accessibilityIdentifier = rowIdentifier }
            if indexPath.row % 3 == 1 {
                // SwiftUI content with hostile margins and least sizes.
                let length: CGFloat = [CGFloat.nan, -30, .infinity, 0, 1e9][abs(indexPath.row) % 5]
                cell.contentConfiguration = UIHostingConfiguration { Text("Hosted \(indexPath.row)") }
                    .margins(.all, length)
                    .minSize(width: length, height: -length)
                    .background(.red)
            }
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selections += 1
            // Every other selection toggles edit mode.
            if selections.isMultiple(of: 2) { tableView.setEditing(!tableView.isEditing, animated: true) }
            tableView.reloadData()
        }
        // Editing: odd rows cannot be edited; a deletion takes a row from every section, so
        // the table reloads with fewer rows than the index path it deleted might suggest.
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row.isMultiple(of: 2) }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            rows -= 1
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            [.delete, .none, .insert][abs(indexPath.section) % 3]
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            switch abs(indexPath.row) % 3 {
            case 0: return nil
            case 1: return UISwipeActionsConfiguration(actions: [])
            default:
                let action = UIContextualAction(style: .destructive, title: nil) { _, _, done in
                    self.rows += 1
                    tableView.reloadData()
                    done(false)
                    done(true)
                }
                action.image = UIImage(systemName: "no.such.symbol")
                return UISwipeActionsConfiguration(actions: [action, action])
            }
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let configuration = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "") { _, view, _ in
                view.overrideUserInterfaceStyle = .dark
                tableView.setEditing(true, animated: false)
            }])
            configuration.performsFirstActionWithFullSwipe = indexPath.row > 2
            return configuration
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        context.coordinator.rows = rows
        context.coordinator.rowIdentifier = rowIdentifier
        table.dataSource = context.coordinator
        table.delegate = context.coordinator
        return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
        table.rowHeight = rowHeight
        table.allowsMultipleSelection = multiple
    }
}
