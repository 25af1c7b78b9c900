import Foundation
import Testing
@testable import Tether

/// A table's data source and delegate, recording what the table tells it.
@MainActor
final class FruitTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections = [("Fruit", ["Apple", "Banana", "Cherry"]), ("Vegetables", ["Carrot"])]
    var events: [String] = []
    var redirectsTo: IndexPath?

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.accessibilityIdentifier = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return redirectsTo ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.section).\(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.section).\(indexPath.row)") }
}

/// A to-do table whose rows are deleted through the data source, as UIKit's swipe-to-delete
/// and edit mode commit them; the first row cannot be edited.
@MainActor
final class ChoresTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var chores = ["Pinned", "Dishes", "Laundry", "Bins"]
    var performed: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { chores.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = chores[indexPath.row]
        cell.accessibilityIdentifier = chores[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        chores.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
}

/// A table whose cells show SwiftUI content through `UIHostingConfiguration`.
@MainActor
final class HostedCellsTable: NSObject, UITableViewDataSource {
    var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "cell \(indexPath.row)"
        configure(cell, indexPath)
        return cell
    }
}

/// A table view in a representable, as SwiftUI apps wrap one.
struct TableHost: UIViewRepresentable {
    let table: UITableView
    func makeUIView(context: Context) -> UITableView { table }
    func updateUIView(_ table: UITableView, context: Context) {}
}

/// `UITableView` and `UITableViewCell`: rows from a data source, drawn as the SwiftUI list of
/// the table's style, selected by taps through the delegate.
@MainActor
@Suite struct UITableViewTests {
    private func table(_ style: UITableView.Style = .insetGrouped, source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func rowsAreDrawnAsTheListOfTheTablesStyle() throws {
        let source = FruitTable()
        let h = host(TableHost(table: table(source: source)), width: 390, height: 600)
        #expect(h.find(text: "Apple") != nil && h.find(text: "Carrot") != nil)
        #expect(h.find(text: "Fruit") != nil || h.find(text: "FRUIT") != nil)
        // iOS 26's inset grouped card is 16 points in; a one-line row is the list's 52.
        let apple = try #require(h.frame(of: "row 0.0"))
        let banana = try #require(h.frame(of: "row 0.1"))
        #expect(abs(apple.minX - 16) < 0.5 && abs(apple.width - 358) < 0.5)
        #expect(abs(apple.height - 52) < 0.5 && abs(banana.minY - apple.maxY) < 0.5)
    }

    @Test func aPlainTableFillsTheWidthAndItsSeparatorsStartAtTheText() throws {
        let source = FruitTable()
        let h = host(TableHost(table: table(.plain, source: source)), width: 390, height: 600)
        let apple = try #require(h.frame(of: "row 0.0"))
        #expect(abs(apple.minX) < 0.5 && abs(apple.width - 390) < 0.5)
        // At 1x the hairline under Apple is dark from the text's 16 points on, not before.
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        func darkens(_ x: Int) -> Bool { (Int(apple.maxY) - 1...Int(apple.maxY)).contains { p.pixel(x: x, y: $0).r < 240 } }
        #expect(!darkens(8) && darkens(40))
    }

    @Test func aTapSelectsTheRowThroughTheDelegateAndKeepsItSelected() throws {
        let source = FruitTable()
        let tableView = table(source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        try h.tap("row 0.1")
        #expect(source.events == ["willSelect 0.1", "didSelect 0.1"])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        // The selected cell is drawn in iOS's systemGray4 (209, 209, 214).
        let banana = try #require(h.frame(of: "row 0.1"))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let pixel = p.pixel(x: Int(banana.maxX) - 20, y: Int(banana.midY))
        #expect(pixel.r == 209 && pixel.g == 209 && pixel.b == 214)
        // A tap on another row deselects the first (single selection).
        try h.tap("row 1.0")
        #expect(source.events.suffix(3) == ["willSelect 1.0", "didDeselect 0.1", "didSelect 1.0"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        // Deselecting in code does not tell the delegate.
        tableView.deselectRow(at: IndexPath(row: 0, section: 1), animated: true)
        #expect(tableView.indexPathForSelectedRow == nil && source.events.count == 5)
    }

    @Test func willSelectCanRedirectOrRefuseTheSelection() throws {
        let source = FruitTable()
        source.redirectsTo = IndexPath(row: 2, section: 0)
        let tableView = table(source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        try h.tap("row 0.0")
        #expect(source.events == ["willSelect 0.0", "didSelect 0.2"])
        tableView.allowsSelection = false
        try h.tap("row 0.1")
        #expect(source.events.count == 2)
    }

    @Test func multipleSelectionAddsAndRemovesRows() throws {
        let source = FruitTable()
        let tableView = table(source: source)
        tableView.allowsMultipleSelection = true
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        try h.tap("row 0.0")
        try h.tap("row 0.2")
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        try h.tap("row 0.0")
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.events.last == "didDeselect 0.0")
    }

    @Test func reloadingAsksTheDataSourceAgainAndReusesTheCells() throws {
        let source = FruitTable()
        let tableView = table(source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let firstLoad = tableView.visibleCells
        #expect(tableView.numberOfSections == 2 && tableView.numberOfRows(inSection: 0) == 3 && tableView.numberOfRows(inSection: 7) == 0)
        #expect(tableView.indexPath(for: first) == IndexPath(row: 0, section: 0))
        source.sections = [("Fruit", ["Date", "Elderberry"])]
        tableView.reloadData()
        h.update()
        #expect(h.find(text: "Date") != nil && h.find(text: "Apple") == nil && h.find(text: "Carrot") == nil)
        // The four cells of the first load are handed out again: the two rows use two of them.
        let reused = tableView.visibleCells
        #expect(reused.count == 2 && reused.allSatisfy { cell in firstLoad.contains { $0 === cell } })
    }

    @Test func cellStylesPlaceTheirLabelsAccessoriesAndImages() throws {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
        subtitle.layoutIfNeeded()
        let title = try #require(subtitle.textLabel?.frame), detail = try #require(subtitle.detailTextLabel?.frame)
        // Stacked and centred together, 16 points in.
        #expect(abs(title.minX - 16) < 0.01 && abs(detail.minY - title.maxY) < 0.01)
        #expect(abs((title.minY + detail.maxY) / 2 - 32) < 0.01)

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.textLabel?.text = "Volume"
        value.detailTextLabel?.text = "80 %"
        value.accessoryType = .disclosureIndicator
        value.frame = CGRect(x: 0, y: 0, width: 390, height: 52)
        value.layoutIfNeeded()
        // The chevron (13 points) at the 16-point margin, the value ending 8 points before it.
        let valueFrame = try #require(value.detailTextLabel?.frame)
        #expect(abs(valueFrame.maxX - (390 - 16 - 13 - 8)) < 0.01)
        #expect(value.detailTextLabel?.textColor == .secondaryLabel)

        let image = UITableViewCell(style: .default, reuseIdentifier: nil)
        image.imageView?.image = UIImage(systemName: "star")
        image.textLabel?.text = "Starred"
        image.frame = CGRect(x: 0, y: 0, width: 390, height: 52)
        image.layoutIfNeeded()
        let imageFrame = try #require(image.imageView?.frame)
        #expect(abs(imageFrame.minX - 16) < 0.01 && abs((image.textLabel?.frame.minX ?? 0) - (imageFrame.maxX + 16)) < 0.01)
    }

    @Test func aListContentConfigurationFillsTheCellsViews() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.image = UIImage(systemName: "tray")
        content.textProperties.color = .systemRed
        cell.contentConfiguration = content
        #expect(cell.textLabel?.text == "Inbox" && cell.detailTextLabel?.text == "3 unread")
        #expect(cell.textLabel?.textColor == .systemRed && cell.imageView?.image != nil)
        // Fifteen-point subheadline secondary text, as UIKit's subtitle configuration.
        #expect(cell.detailTextLabel?.font.pointSize == 15)
    }

    @Test func anotherConfigurationsViewFillsTheContentViewAtItsHeight() {
        final class TallView: UIView, UIContentView {
            var configuration: any UIContentConfiguration
            init(configuration: any UIContentConfiguration) { self.configuration = configuration; super.init(frame: .zero) }
            required init?(coder: NSCoder) { return nil }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 80) }
        }
        struct TallConfiguration: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { TallView(configuration: self) }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = TallConfiguration()
        // Its view asks for 80 points: the row is that tall; a short one keeps the 52 of a row.
        #expect(cell.sizeThatFits(CGSize(width: 390, height: 0)).height == 80)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.last?.frame == CGRect(x: 0, y: 0, width: 390, height: 80))
        cell.contentConfiguration = nil
        #expect(cell.sizeThatFits(CGSize(width: 390, height: 0)).height == UITableView.defaultRowHeight)
    }

    @Test func aRegisteredCellClassIsMadeForItsIdentifier() throws {
        final class BadgeCell: UITableViewCell {}
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
        #expect(cell is BadgeCell && cell.reuseIdentifier == "badge")
        #expect(tableView.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test func hostileCountsAndUnregisteredIdentifiersAreReported() throws {
        final class Hostile: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -3 }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nobody", for: indexPath)
            }
        }
        let source = Hostile()
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.dataSource = source
        let h = host(TableHost(table: tableView), width: 390, height: 300)
        #expect(tableView.numberOfRows(inSection: 0) == 0)
        #expect(h.diagnostics.contains { $0.message.contains("numberOfRowsInSection") && $0.message.contains("-3") })
        let cell = tableView.dequeueReusableCell(withIdentifier: "nobody", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nobody")
        #expect(tableView.cellForRow(at: IndexPath(row: 9, section: 9)) == nil)
    }
}

extension UITableViewTests {
    @Test func aPulledTableBeginsItsRefreshControlsRefreshing() async throws {
        let source = FruitTable()
        let table = table(source: source)
        let control = UIRefreshControl()
        var pulls = 0
        control.addAction(UIAction { _ in
            pulls += 1
            source.sections[0].1.append("Date")
            table.reloadData()
        }, for: .valueChanged)
        table.refreshControl = control
        table.accessibilityIdentifier = "table"
        let h = host(TableHost(table: table), width: 390, height: 600)
        #expect(h.find(text: "Date") == nil)
        try await h.refresh("table")
        // The pull began refreshing and sent .valueChanged; the reloaded row shows.
        #expect(pulls == 1 && control.isRefreshing)
        #expect(h.find(text: "Date") != nil)
        // While refreshing, another pull sends nothing; ended, it can refresh again.
        try await h.refresh("table")
        #expect(pulls == 1)
        control.endRefreshing()
        try await h.refresh("table")
        #expect(pulls == 2)
        // A table without a refresh control cannot be pulled.
        table.refreshControl = nil
        h.update()
        await #expect(throws: InteractionError.self) { try await h.refresh("table") }
    }

    @Test func aSwipedRowsDeleteCommitsTheDeletionThroughTheDataSource() throws {
        let source = ChoresTable()
        let h = host(TableHost(table: table(source: source)), width: 390, height: 600)
        try h.swipe("Dishes")
        try h.tap(label: "Delete")
        #expect(source.chores == ["Pinned", "Laundry", "Bins"])
        #expect(h.find(text: "Dishes") == nil && h.find(text: "Laundry") != nil)
        // A row the data source does not let be edited offers nothing.
        #expect(throws: InteractionError.noSwipeActions("Pinned", edge: .trailing)) { try h.swipe("Pinned") }
    }

    @Test func inEditModeEachEditableRowShowsTheDeleteControl() throws {
        let source = ChoresTable()
        let tableView = table(source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        #expect(throws: InteractionError.self) { try h.deleteRow("Laundry") }
        tableView.setEditing(true, animated: false)
        h.update()
        #expect(tableView.isEditing)
        // iOS's red minus control pushes the row's content in (the cell starts later).
        try h.deleteRow("Laundry")
        #expect(source.chores == ["Pinned", "Dishes", "Bins"])
        #expect(throws: InteractionError.self) { try h.deleteRow("Pinned") }
    }

    @Test func theDelegatesSwipeConfigurationsReplaceTheDefaultDelete() throws {
        let source = ChoresTable()
        source.trailing = { indexPath in
            let archive = UIContextualAction(style: .normal, title: "Archive") { action, view, done in
                source.performed.append("\(action.title ?? "") \(indexPath.row) \((view as? UITableViewCell)?.textLabel?.text ?? "")")
                done(true)
            }
            archive.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [archive])
        }
        source.leading = { _ in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                source.performed.append("Pin")
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [pin])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let h = host(TableHost(table: table(source: source)), width: 390, height: 600)
        try h.swipe("Bins")
        #expect(h.find(text: "Delete") == nil)
        // The action's button is filled with its colour: systemBlue (0, 136, 255).
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        let bins = try #require(h.frame(of: "Bins"))
        let fill = png.pixel(x: 390 - 16 - 10, y: Int(bins.midY))
        #expect(fill.b > 240 && fill.r < 30)
        try h.tap(label: "Archive")
        // The handler gets the action and the row's cell as the view that showed it.
        #expect(source.performed == ["Archive 3 Bins"])
        #expect(source.chores.count == 4)
        // A leading configuration that does not allow a full swipe only reveals its actions.
        try h.swipe("Dishes", edge: .leading, fully: true)
        #expect(source.performed == ["Archive 3 Bins"])
        try h.tap(label: "Pin")
        #expect(source.performed == ["Archive 3 Bins", "Pin"])
        #expect(UIContextualAction(style: .destructive, title: nil) { _, _, _ in }.backgroundColor == .systemRed)
    }

    @Test func aHostingConfigurationShowsSwiftUIContentInsetByTheCellsMargins() throws {
        let source = HostedCellsTable()
        source.configure = { cell, indexPath in
            switch indexPath.row {
            case 0:
                cell.contentConfiguration = UIHostingConfiguration { Text("Default").testID("default") }
            case 1:
                cell.contentConfiguration = UIHostingConfiguration { Text("Wide").testID("wide") }
                    .margins(.horizontal, 24)
                    .background(Color(red: 1, green: 1, blue: 0))
            default:
                cell.contentConfiguration = UIHostingConfiguration { Text("Tall").testID("tall") }.minSize(height: 80)
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let h = host(TableHost(table: table), width: 390, height: 600)
        let first = try #require(h.frame(of: "cell 0")), second = try #require(h.frame(of: "cell 1")), third = try #require(h.frame(of: "cell 2"))
        // The cell's 16 pt margin at the side; a one-line text (20.5 pt) with 11 + 11 makes 42.5,
        // so the row is the table's least row height (iOS 26's 52, as for any one-line row),
        // the text centred in it.
        let text = try #require(h.frame(of: "default"))
        #expect(abs(text.minX - first.minX - 16) < 0.5 && abs(first.height - 52) < 0.5)
        #expect(abs(text.midY - first.midY) < 0.5)
        #expect(abs(try #require(h.frame(of: "wide")).minX - second.minX - 24) < 0.5)
        #expect(abs(third.height - 80) < 0.5)
        // The background fills the whole cell, margins included.
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let corner = p.pixel(x: Int(second.minX) + 3, y: Int(second.minY) + 3)
        #expect(corner.r > 240 && corner.g > 240 && corner.b < 30)
    }
}

/// A fruit table whose rows offer a context menu through the delegate.
@MainActor
final class FruitMenuTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let fruit = ["Apple", "Banana", "Cherry"]
    var events: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        cell.accessibilityIdentifier = fruit[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        events.append("menu for \(indexPath.row) at \(Int(point.x.rounded())),\(Int(point.y.rounded()))")
        guard indexPath.row != 2 else { return nil }
        let name = fruit[indexPath.row]
        return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Eat \(name)") { [unowned self] _ in events.append("eat \(name)") }])
        }
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("display \((configuration.identifier as? NSIndexPath).map { $0.index(atPosition: 1) } ?? -1)")
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("end")
    }
}

@MainActor
@Suite struct UITableViewContextMenuTests {
    @Test func aLongPressOnARowOpensTheDelegatesMenuAndATapStillSelects() throws {
        let source = FruitMenuTable()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let h = host(TableHost(table: table), width: 390, height: 600)
        // A plain table fills the canvas: Banana's row is the second 52-point row, so its
        // centre is (195, 78) in the table's bounds.
        try h.longPress("Banana")
        #expect(source.events == ["menu for 1 at 195,78", "display 1"])
        #expect(h.find(text: "Eat Banana") != nil)
        try h.tap(label: "Eat Banana")
        #expect(source.events.suffix(2) == ["eat Banana", "end"])
        #expect(h.find(text: "Eat Banana") == nil)
        // A row the delegate gives no configuration opens nothing; a tap still selects.
        try h.longPress("Cherry")
        #expect(source.events.last == "menu for 2 at 195,130")
        #expect(h.find(text: "Eat Cherry") == nil)
        try h.tap("Apple")
        #expect(source.events.last == "select 0")
    }
}
