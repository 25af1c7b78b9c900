import Foundation
import Testing
@testable import Tether

/// A header view class that counts its reuses.
@MainActor
final class NoteHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table whose sections have a title or a registered header view, as the delegate says.
@MainActor
final class HeaderedTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections = [("Fruit", ["Apple", "Banana"]), ("Vegetables", ["Carrot"])]
    /// Sections whose header is the data source's title; the others get a `NoteHeader`.
    var titled: Set<Int> = [0]
    var details: [Int: String] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var footers: [Int: String] = [:]
    var madeHeaders: [UITableViewHeaderFooterView] = []

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.accessibilityIdentifier = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titled.contains(section) ? sections[section].0 : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard !titled.contains(section), let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
        view.textLabel?.text = sections[section].0
        view.detailTextLabel?.text = details[section]
        view.accessibilityIdentifier = "header \(section)"
        madeHeaders.append(view)
        return view
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? UITableView.automaticDimension
    }
}

/// `UITableViewHeaderFooterView`, registered and dequeued by the table, drawn as the table's
/// section titles and sized to its content; the table's geometry queries.
@MainActor
@Suite struct UITableViewHeaderFooterViewTests {
    private func table(_ style: UITableView.Style = .insetGrouped, source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(NoteHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// SF Pro's line height at the 13-point footnote size: (1950 + 494) / 2048 of the size.
    private let footnoteLine: CGFloat = 13 * 2444 / 2048

    @Test func registeredHeaderViewsAreDequeuedAndReusedAfterAReload() throws {
        let source = HeaderedTable()
        source.titled = []
        let tableView = table(source: source)
        // Nothing registered for an identifier: nil, as UIKit.
        #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "nobody") == nil)
        let made = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        #expect(made is NoteHeader && made?.reuseIdentifier == "header")
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        #expect(h.find(text: "Fruit") != nil && h.find(text: "Vegetables") != nil)
        let first = source.madeHeaders
        #expect(first.count == 2 && tableView.headerView(forSection: 1) === first[1])
        #expect(tableView.headerView(forSection: 5) == nil && tableView.footerView(forSection: 0) == nil)
        tableView.reloadData()
        h.update()
        // The two views of the first load are handed out again, each after prepareForReuse().
        let second = source.madeHeaders.suffix(2)
        #expect(second.count == 2 && second.allSatisfy { view in first.contains { $0 === view } })
        #expect(first.compactMap { ($0 as? NoteHeader)?.reuses }.reduce(0, +) == 2)
        #expect(h.find(text: "Vegetables") != nil)
    }

    @Test func aHeaderViewIsDrawnWhereAndAsTheTablesTitleIs() throws {
        let source = HeaderedTable()
        let h = host(TableHost(table: table(source: source)), width: 390, height: 600)
        let title = try #require(h.find(text: "Fruit")?.frame)
        let label = try #require(h.find(text: "Vegetables")?.frame)
        let apple = try #require(h.frame(of: "row 0.0")), carrot = try #require(h.frame(of: "row 1.0"))
        // Both start at the cells' text (the card's 16 points plus the cell's 16-point margin)
        // and end 6 points above their card, one footnote line tall.
        #expect(abs(title.minX - 32) < 0.5 && abs(label.minX - 32) < 0.5)
        #expect(abs(apple.minY - title.maxY - 6) < 0.5 && abs(carrot.minY - label.maxY - 6) < 0.5)
        #expect(abs(title.height - label.height) < 0.5 && abs(label.height - footnoteLine) < 0.5)
        let view = try #require(source.madeHeaders.last)
        #expect(view.textLabel?.font.pointSize == 13 && view.textLabel?.textColor == .secondaryLabel)
        #expect(view.defaultContentConfiguration().textProperties.font.pointSize == 13)
    }

    @Test func aHeaderViewSizesItselfUnlessTheDelegateGivesAHeight() throws {
        let source = HeaderedTable()
        source.titled = []
        source.details[0] = "In season"
        source.headerHeights[1] = 40
        let h = host(TableHost(table: table(source: source)), width: 390, height: 600)
        // Two footnote lines, stacked; the delegate's 40 points, the text at its bottom.
        let twoLines = try #require(h.frame(of: "header 0"))
        #expect(abs(twoLines.height - 2 * footnoteLine) < 1)
        let fixed = try #require(h.frame(of: "header 1"))
        #expect(abs(fixed.height - 40) < 0.5)
        let label = try #require(h.find(text: "Vegetables")?.frame)
        #expect(abs(label.maxY - fixed.maxY) < 0.5)

        // A header laid out with constraints is as tall as they make its content view.
        let custom = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        custom.contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: custom.contentView.topAnchor, constant: 8),
            badge.bottomAnchor.constraint(equalTo: custom.contentView.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: custom.contentView.leadingAnchor),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(abs(custom.sizeThatFits(CGSize(width: 320, height: 0)).height - 46) < 0.5)
    }

    @Test func aContentConfigurationFillsTheHeadersLabels() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "h")
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Settings"
        content.secondaryText = "General"
        content.textProperties.color = .systemRed
        view.contentConfiguration = content
        #expect(view.textLabel?.text == "Settings" && view.detailTextLabel?.text == "General")
        #expect(view.textLabel?.textColor == .systemRed && view.detailTextLabel?.textColor == .secondaryLabel)
        #expect(UITableViewHeaderFooterView(frame: .zero).reuseIdentifier == nil)
        // A prominent header is title 3 (20 points), bold, in the label colour.
        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        #expect(prominent.textProperties.font.pointSize == 20 && prominent.textProperties.color == .label)
    }
}

/// Forty plain one-line rows.
@MainActor
final class LongTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row \(indexPath.row)"
        return cell
    }
}

/// The table's geometry queries against where its rows are drawn and hit.
@MainActor
@Suite struct UITableViewGeometryTests {
    private func table(_ style: UITableView.Style, source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(NoteHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func rowRectanglesAreWhereTheCellsAreDrawnAndHit() throws {
        let source = FruitTable()
        let tableView = table(.insetGrouped, source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        for (s, rows) in [(0, 3), (1, 1)] {
            for row in 0..<rows {
                let drawn = try #require(h.frame(of: "row \(s).\(row)"))
                let rect = tableView.rectForRow(at: IndexPath(row: row, section: s))
                #expect(abs(rect.minX - drawn.minX) < 0.5 && abs(rect.minY - drawn.minY) < 0.5)
                #expect(abs(rect.width - drawn.width) < 0.5 && abs(rect.height - drawn.height) < 0.5)
            }
        }
        // A tap at a row's rectangle selects that row; the point finds it again.
        let cherry = tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        try h.tap(at: CGPoint(x: cherry.midX, y: cherry.midY))
        #expect(source.events.last == "didSelect 0.2")
        #expect(tableView.indexPathForRow(at: CGPoint(x: cherry.midX, y: cherry.midY)) == IndexPath(row: 2, section: 0))
        let apple = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let banana = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(tableView.indexPathsForRows(in: CGRect(x: 100, y: apple.midY, width: 10, height: banana.midY - apple.midY))
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        // Beside the inset card, and above the first row, there is no row.
        #expect(tableView.indexPathForRow(at: CGPoint(x: 4, y: apple.midY)) == nil)
        #expect(tableView.indexPathForRow(at: CGPoint(x: 195, y: apple.minY - 3)) == nil)
    }

    @Test func headerFooterAndSectionRectanglesSpanTheTableAroundTheirRows() throws {
        let source = HeaderedTable()
        source.footers[0] = "Fresh daily"
        let tableView = table(.insetGrouped, source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        let title = try #require(h.find(text: "Fruit")?.frame)
        let footerText = try #require(h.find(text: "Fresh daily")?.frame)
        let header = tableView.rectForHeader(inSection: 0)
        // As wide as the table, from 6 points above the title to the card below it.
        #expect(header.minX == 0 && abs(header.width - 390) < 0.5)
        #expect(abs(header.minY - (title.minY - 6)) < 0.5 && abs(header.maxY - tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY) < 0.5)
        let footer = tableView.rectForFooter(inSection: 0)
        #expect(abs(footer.minY - tableView.rectForRow(at: IndexPath(row: 1, section: 0)).maxY) < 0.5)
        #expect(abs(footer.maxY - (footerText.maxY + 6)) < 0.5)
        let section = tableView.rect(forSection: 0)
        #expect(abs(section.minY - header.minY) < 0.5 && abs(section.maxY - footer.maxY) < 0.5 && abs(section.width - 390) < 0.5)
        // The view header of section 1 is measured as drawn too; its footer has no height.
        let viewHeader = try #require(h.frame(of: "header 1"))
        #expect(abs(tableView.rectForHeader(inSection: 1).minY - (viewHeader.minY - 6)) < 0.5)
        let noFooter = tableView.rectForFooter(inSection: 1)
        #expect(noFooter.height == 0 && abs(noFooter.minY - tableView.rectForRow(at: IndexPath(row: 0, section: 1)).maxY) < 0.5)
    }

    @Test func aScrolledTablesRectanglesFollowItsRows() throws {
        let source = LongTable()
        let tableView = table(.plain, source: source)
        tableView.accessibilityIdentifier = "table"
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        let before = tableView.rectForRow(at: IndexPath(row: 5, section: 0))
        // A plain table's 52-point rows from its top.
        #expect(abs(before.minY - 5 * 52) < 0.5 && abs(before.height - 52) < 0.5)
        try h.scroll("table", by: CGSize(width: 0, height: 100))
        let after = tableView.rectForRow(at: IndexPath(row: 5, section: 0))
        let drawn = try #require(h.frame(of: "row 5"))
        #expect(abs(after.minY - (before.minY - 100)) < 0.5 && abs(after.minY - drawn.minY) < 0.5)
        // Every row, laid out or not, follows the one before it.
        for row in 1..<40 {
            let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(abs(rect.minY - tableView.rectForRow(at: IndexPath(row: row - 1, section: 0)).maxY) < 0.5)
        }
    }

    @Test func scrollToRowPutsTheRowWhereAsked() throws {
        // The table holds its data source weakly, as UIKit's does.
        let source = LongTable()
        let tableView = table(.plain, source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        func expectRow(_ row: Int, _ edge: (CGRect) -> CGFloat, at y: CGFloat) throws {
            let drawn = try #require(h.frame(of: "row \(row)"))
            #expect(abs(edge(drawn) - y) < 0.5)
            #expect(abs(edge(tableView.rectForRow(at: IndexPath(row: row, section: 0))) - y) < 0.5)
        }
        // Forty 52-point rows make 2,080 points of content in a 600-point table.
        tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        h.update()
        try expectRow(20, \.minY, at: 0)
        tableView.scrollToRow(at: IndexPath(row: 25, section: 0), at: .bottom, animated: false)
        h.update()
        try expectRow(25, \.maxY, at: 600)
        tableView.scrollToRow(at: IndexPath(row: 15, section: 0), at: .middle, animated: false)
        h.update()
        try expectRow(15, \.midY, at: 300)
        // `.none` moves as little as shows the row: row 2, above, comes to the top.
        tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        h.update()
        try expectRow(2, \.minY, at: 0)
        // The last rows cannot come to the top: the list stops at the end of its content.
        tableView.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
        h.update()
        try expectRow(39, \.maxY, at: 600)
        // Selecting in code with a position scrolls there too; a row the table lacks is reported.
        tableView.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .top)
        h.update()
        try expectRow(10, \.minY, at: 0)
        tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        h.update()
        try expectRow(10, \.minY, at: 0)
        #expect(h.diagnostics.contains { $0.message.contains("scrollToRow") })
    }

    @Test func rowsAndSectionsTheTableDoesNotHaveAreReportedAndGiveZero() throws {
        let source = FruitTable()
        let tableView = table(.insetGrouped, source: source)
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        #expect(tableView.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: -1)) == .zero)
        #expect(tableView.rect(forSection: 7) == .zero)
        #expect(tableView.rectForHeader(inSection: -1) == .zero && tableView.rectForFooter(inSection: 2) == .zero)
        #expect(tableView.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(tableView.indexPathsForRows(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)) == nil)
        #expect(tableView.indexPathForRow(at: CGPoint(x: 195, y: 5_000)) == nil)
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("rectForRow(at:)") } && messages.contains { $0.contains("rect(forSection:)") })
        #expect(messages.contains { $0.contains("rectForHeader(inSection:)") } && messages.contains { $0.contains("indexPathForRow(at:)") })
    }
}

/// A table whose cells draw their own backgrounds.
@MainActor
final class BackgroundsTable: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row \(indexPath.row)"
        func filled(_ color: UIColor) -> UIView {
            let view = UIView()
            view.backgroundColor = color
            return view
        }
        cell.backgroundView = filled(UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        cell.selectedBackgroundView = filled(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        cell.multipleSelectionBackgroundView = filled(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        return cell
    }
}

@MainActor
@Suite struct UITableViewCellBackgroundTests {
    @Test func aSelectedCellDrawsTheBackgroundOfItsTablesSelectionMode() throws {
        let source = BackgroundsTable()
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        let h = host(TableHost(table: tableView), width: 390, height: 600)
        func color(ofRow row: Int) throws -> [Int] {
            let frame = try #require(h.frame(of: "row \(row)"))
            let p = try PNGDecoder.decode(h.pngData(scale: 1))
            let pixel = p.pixel(x: Int(frame.maxX) - 10, y: Int(frame.midY))
            return [pixel.r, pixel.g, pixel.b]
        }
        // Unselected: the background view; selected: the selected background view.
        #expect(try color(ofRow: 0) == [255, 255, 0])
        try h.tap("row 0")
        #expect(try color(ofRow: 0) == [255, 0, 0] && color(ofRow: 1) == [255, 255, 0])
        // In a multiple-selection table a selected cell draws its multiple-selection background.
        tableView.allowsMultipleSelection = true
        h.update()
        #expect(try color(ofRow: 0) == [0, 0, 255])
        try h.tap("row 1")
        #expect(try color(ofRow: 1) == [0, 0, 255])
        try h.tap("row 1")
        #expect(try color(ofRow: 1) == [255, 255, 0])
    }
}
