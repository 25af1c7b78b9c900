import Foundation
import Testing
@testable import Tether

/// A table view controller as UIKit apps subclass it: the data source and delegate methods
/// overridden, the rest left to the controller.
@MainActor
final class GroceriesController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]
    var selected: [Int] = []
    var scrolled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        navigationItem.rightBarButtonItem = editButtonItem
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessibilityIdentifier = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

/// A controller in a representable, as SwiftUI apps show a UIKit screen.
struct ControllerHost: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

/// `UITableViewController`: its view is a table it is the data source and delegate of, drawn
/// as the table draws (an inset grouped table's rows 16 pt in, 52 pt tall).
@MainActor
@Suite struct UITableViewControllerTests {
    @Test func theControllersTableShowsTheRowsItsOverridesGive() throws {
        let controller = GroceriesController(style: .insetGrouped)
        let h = host(ControllerHost(controller: controller), width: 390, height: 600)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        let milk = try #require(h.frame(of: "Milk"))
        let eggs = try #require(h.frame(of: "Eggs"))
        #expect(abs(milk.minX - 16) < 0.5 && abs(milk.height - 52) < 0.5 && abs(eggs.minY - milk.maxY) < 0.5)
        try h.tap("Eggs")
        #expect(controller.selected == [1])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func withoutOverridesATableControllerHasNoRows() {
        let controller = UITableViewController(style: .plain)
        _ = host(ControllerHost(controller: controller), width: 390, height: 600)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(controller.tableView.style == .plain)
        #expect(UITableViewController().tableView.style == .plain)
    }

    @Test func rowsWithoutACellOverrideAreReportedAndShownEmpty() {
        final class Forgetful: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        }
        let controller = Forgetful(style: .plain)
        let h = host(ControllerHost(controller: controller), width: 390, height: 600)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        #expect(h.diagnostics.contains { $0.message.contains("does not override tableView(_:cellForRowAt:)") })
    }

    @Test func theEditButtonPutsTheControllerAndItsTableInEditMode() throws {
        let controller = GroceriesController(style: .insetGrouped)
        _ = host(ControllerHost(controller: controller), width: 390, height: 600)
        let item = controller.editButtonItem
        #expect(controller.navigationItem.rightBarButtonItem === item)
        #expect(item.title == "Edit" && item.style == .plain)
        item.primaryAction?.perform(sender: item)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing && item.title == "Edit")
    }

    @Test func aSwipedDeleteCommitsThroughTheOverride() throws {
        let controller = GroceriesController(style: .insetGrouped)
        let h = host(ControllerHost(controller: controller), width: 390, height: 600)
        try h.swipe("Milk")
        try h.tap(label: "Delete")
        #expect(controller.items == ["Eggs", "Bread"])
        #expect(h.find(text: "Milk") == nil)
    }

    @Test func appearingClearsTheSelectionUnlessTurnedOff() throws {
        let controller = GroceriesController(style: .plain)
        _ = controller.view
        controller.tableView.reloadData()
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func itsRefreshControlIsTheTables() {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
    }
}
