import Foundation
import Tether

/// `UITableView` in a representable, drawn as the SwiftUI list of its style.
let uikitTableExamples: [Example] = [
    Example("uikit-table-view", height: 560,
            caption: "UITableView (.insetGrouped) with a data source: section titles, .value1 cells with a disclosure chevron, a .subtitle cell, a symbol image from a content configuration, a checkmark, and the second row selected by a tap, drawn grey as UIKit keeps it") {
        SettingsTable()
    },
]

/// A settings screen built with UIKit's table view, as older apps wrap one.
private struct SettingsTable: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = context.coordinator
        table.delegate = context.coordinator
        return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
        // The picture shows the second row as a tap leaves it: selected.
        if table.indexPathForSelectedRow == nil {
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        }
    }

    final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
        let general = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mobile Data", "")]

        func numberOfSections(in tableView: UITableView) -> Int { 3 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? general.count : section == 1 ? 1 : 2
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            ["Connections", "Account", "Units"][section]
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch indexPath.section {
            case 0:
                let cell = UITableViewCell(style: .value1, reuseIdentifier: "value")
                cell.textLabel?.text = general[indexPath.row].0
                cell.detailTextLabel?.text = general[indexPath.row].1
                cell.accessoryType = .disclosureIndicator
                return cell
            case 1:
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
                var content = cell.defaultContentConfiguration()
                content.image = UIImage(systemName: "person.crop.circle")
                content.text = "Jane Appleseed"
                content.secondaryText = "Apple Account, iCloud and more"
                cell.contentConfiguration = content
                return cell
            default:
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                cell.textLabel?.text = indexPath.row == 0 ? "Metric" : "Imperial"
                cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
                return cell
            }
        }
    }
}
