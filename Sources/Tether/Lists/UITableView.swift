import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableView`, rows of
/// cells in sections, told by its `dataSource` and reporting to its `delegate` (the scroll
/// view's, read as a `UITableViewDelegate`).
///
/// It is drawn as the SwiftUI `List` of its style draws (`.plain`, `.grouped`,
/// `.insetGrouped`), so both look alike: each cell fills its row, separators start at the
/// cell's text, section titles are the list's headers and footers, and the list scrolls
/// (`ViewHost.scroll`). A tap on a row (`ViewHost.tap`) selects it as UIKit does —
/// `willSelectRowAt` may redirect or refuse, a single-selection table deselects the row
/// selected before (`willDeselectRowAt`, `didDeselectRowAt`), then `didSelectRowAt` — and the
/// cell stays selected (drawn grey) until `deselectRow(at:animated:)`.
///
/// The data source is asked for every row's cell when the table is first drawn and after each
/// `reloadData()` (UIKit asks only for the rows on screen); the row update methods reload
/// everything. Cells are reused by identifier: a reload hands the previous cells out again
/// from `dequeueReusableCell(withIdentifier:for:)`, after `prepareForReuse()`.
@MainActor @preconcurrency open class UITableView: UIScrollView {
    /// Mirrors `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Mirrors `UITableView.RowAnimation` (changes show at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    /// Mirrors `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Mirrors `UITableViewCell.SeparatorStyle`'s cases as UIKit's `UITableView` takes them.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// Mirrors `UITableView.automaticDimension`: a height the table works out itself.
    public static let automaticDimension: CGFloat = -1
    /// The height of a one-line row: the system list row's at the default text size (52 points
    /// in iOS 26, as SwiftUI's `List`).
    static let defaultRowHeight = ListMetrics.systemMinimumRowHeight(EnvironmentValues())

    /// Mirrors `style`.
    public let style: Style
    /// Mirrors `dataSource`: setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// Mirrors `rowHeight`: `automaticDimension` (the default) sizes each row to its cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsDisplay() } }
    /// Mirrors `estimatedRowHeight` (kept: every row is measured).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Mirrors `sectionHeaderHeight`: the height of a header view the delegate gives no height.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Mirrors `sectionFooterHeight`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Mirrors `separatorStyle`: `.none` hides the lines between rows.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsDisplay() } }
    /// Mirrors `separatorColor`: nil draws iOS's separator colour.
    open var separatorColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `separatorInset`: where the separators start, for cells that set none of their
    /// own (by default at each cell's text).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: UITableViewCell.margin(forWidth: bounds.width), bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue; setNeedsDisplay() }
    }
    var explicitSeparatorInset: UIEdgeInsets?
    /// Mirrors `allowsSelection`: when off, taps select nothing.
    open var allowsSelection = true
    /// Mirrors `allowsMultipleSelection`: taps add rows to the selection and remove them;
    /// selected cells draw their `multipleSelectionBackgroundView` when they have one.
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue { for cell in loaded?.flatMap(\.cells) ?? [] { cell.selectionDidChange() } } }
    }
    /// Mirrors `isEditing`: in edit mode each row whose editing style is `.delete` shows the
    /// red delete control, and its Delete commits the deletion through the data source.
    open var isEditing = false { didSet { if isEditing != oldValue { setNeedsDisplay() } } }
    /// Mirrors `tableHeaderView` (kept; not drawn).
    open var tableHeaderView: UIView?
    /// Mirrors `tableFooterView` (kept; not drawn — the common empty footer view hides
    /// nothing, since Tether draws no rows past the last).
    open var tableFooterView: UIView?
    /// Mirrors `backgroundView` (kept; not drawn).
    open var backgroundView: UIView?

    /// Mirrors `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// Mirrors `init(frame:)`: a plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `appearance()`: accepted and, as on iOS 16 and later (where SwiftUI's `List` is a
    /// collection view), it changes no `List`.
    public override class func appearance() -> UITableView {
        if let proxy { return proxy }
        let made = UITableView(frame: .zero)
        proxy = made
        return made
    }
    /// Mirrors `appearance(whenContainedInInstancesOf:)`.
    public override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITableView { appearance() }

    // MARK: Sections, rows and cells

    /// One section as the data source told it.
    struct LoadedSection {
        var header: String?
        var footer: String?
        var headerView: UIView?
        var footerView: UIView?
        var headerHeight: CGFloat?
        var footerHeight: CGFloat?
        var cells: [UITableViewCell]
    }

    private var loaded: [LoadedSection]?
    private var registered: [String: AnyClass] = [:]
    /// Cells of the previous load waiting to be dequeued, by reuse identifier.
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registeredHeaderFooters: [String: AnyClass] = [:]
    /// Header and footer views of the previous load waiting to be dequeued, by reuse identifier.
    private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Where each section's header and footer were last drawn, in global space (kept across
    /// reloads: the list tells a change of place, and a header that leaves).
    var drawnSupplementaries: [SupplementaryKey: CGRect] = [:]
    private var selected: [IndexPath] = []
    /// The scroll proxy of the list that draws the table, once drawn.
    var scrollProxy: ScrollViewProxy?
    /// A row to scroll to, and where, waiting for the list to be drawn.
    private var pendingScroll: (IndexPath, ScrollPosition)?
    /// True from a load until its cells are first drawn (the delegate hears `willDisplay`).
    private var cellsAwaitDisplay = false

    /// The sections, asked of the data source when the table was last reloaded.
    var sections: [LoadedSection] {
        if let loaded { return loaded }
        let sections = load()
        loaded = sections
        cellsAwaitDisplay = true
        return sections
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Whether the row at `indexPath` offers Delete: the data source lets it be edited and
    /// the delegate gives it the `.delete` style.
    func rowDeletes(at indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        return (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }

    /// The row's Delete was tapped: the data source commits the deletion.
    func commitDelete(at indexPath: IndexPath) {
        guard cellForRow(at: indexPath) != nil else { return }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        UIKitPresentationChanges.shared.changed()
    }

    private func load() -> [LoadedSection] {
        guard let dataSource else { return [] }
        let delegate = tableDelegate
        let sectionCount = Self.count(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sectionCount).map { section in
            let rows = Self.count(dataSource.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection:) for section \(section)")
            let cells = (0..<rows).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) }
            for cell in cells {
                attachContextMenu(to: cell)
                cell.table = self
            }
            let headerView = delegate?.tableView(self, viewForHeaderInSection: section)
            let footerView = delegate?.tableView(self, viewForFooterInSection: section)
            (headerView as? UITableViewHeaderFooterView)?.isFooter = false
            (footerView as? UITableViewHeaderFooterView)?.isFooter = true
            return LoadedSection(header: dataSource.tableView(self, titleForHeaderInSection: section),
                                 footer: dataSource.tableView(self, titleForFooterInSection: section),
                                 headerView: headerView,
                                 footerView: footerView,
                                 headerHeight: Self.explicitHeight(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight),
                                 footerHeight: Self.explicitHeight(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight),
                                 cells: cells)
        }
    }

    /// A count from the data source: a negative one is reported and taken as 0, and one past
    /// a million rows is cut there.
    private static func count(_ value: Int, _ call: String) -> Int {
        if value < 0 {
            UIKitDiagnostics.report(.invalidGeometry, "UITableView: \(call) returned \(value); taken as 0")
            return 0
        }
        return min(value, 1_000_000)
    }

    /// A height given in code: nil for `automaticDimension` (or anything not a length).
    static func explicitHeight(_ height: CGFloat) -> CGFloat? {
        height.isFinite && height >= 0 ? height : nil
    }

    /// The height of the row at `indexPath`: the delegate's, else `rowHeight`, nil when automatic.
    func explicitRowHeight(at indexPath: IndexPath) -> CGFloat? {
        Self.explicitHeight(tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight)
    }

    /// Mirrors `reloadData()`: the data source is asked again when the table is next drawn;
    /// the selection is cleared.
    open func reloadData() {
        if let loaded {
            for cell in loaded.flatMap(\.cells) {
                cell.isSelected = false
                if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
            }
            var pooled: Set<ObjectIdentifier> = []
            for case let view as UITableViewHeaderFooterView in loaded.flatMap({ [$0.headerView, $0.footerView] }) {
                guard let id = view.reuseIdentifier, pooled.insert(ObjectIdentifier(view)).inserted else { continue }
                reusableHeaderFooters[id, default: []].append(view)
            }
        }
        loaded = nil
        selected = []
        setNeedsDisplay()
    }

    /// Mirrors `reloadRows(at:with:)`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Mirrors `insertRows(at:with:)`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Mirrors `deleteRows(at:with:)`.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Mirrors `reloadSections(_:with:)`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Mirrors `insertSections(_:with:)`.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Mirrors `deleteSections(_:with:)`.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Mirrors `beginUpdates()`.
    open func beginUpdates() {}
    /// Mirrors `endUpdates()`: the changes made since `beginUpdates()` are shown.
    open func endUpdates() { reloadData() }
    /// Mirrors `performBatchUpdates(_:completion:)`: the updates run, the table reloads, the
    /// completion hears `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Mirrors `register(_:forCellReuseIdentifier:)`: cells of the class are made for the
    /// identifier when none is waiting to be reused (see `UITableViewCell` on how a class is made).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// Mirrors `dequeueReusableCell(withIdentifier:)`: a cell of the previous load with the
    /// identifier, else one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var waiting = reusable[identifier], !waiting.isEmpty {
            let cell = waiting.removeLast()
            reusable[identifier] = waiting
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] else { return nil }
        if cellClass == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        guard let type = cellClass as? UITableViewCell.Type else {
            UIKitDiagnostics.report(.other, "UITableView: \(cellClass) registered for \"\(identifier)\" is not a UITableViewCell class")
            return nil
        }
        return type.init(coder: CellRegistrationCoder(reuseIdentifier: identifier))
    }

    /// Mirrors `dequeueReusableCell(withIdentifier:for:)`: as `dequeueReusableCell(withIdentifier:)`;
    /// an identifier nothing is registered for (UIKit raises an exception) is reported and
    /// gives a `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitDiagnostics.report(.missingResource, "UITableView: no cell class is registered for \"\(identifier)\" (register(_:forCellReuseIdentifier:)); a default cell is used")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Mirrors `register(_:forHeaderFooterViewReuseIdentifier:)`: header and footer views of the
    /// class are made for the identifier when none is waiting to be reused (made with
    /// `init?(coder:)`, as registered cells are; see `UITableViewHeaderFooterView`).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
    }

    /// Mirrors `dequeueReusableHeaderFooterView(withIdentifier:)`: a header or footer view of the
    /// previous load with the identifier (after its `prepareForReuse()`), else one of the
    /// registered class, else nil (nothing is registered for the identifier, as in UIKit).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var waiting = reusableHeaderFooters[identifier], !waiting.isEmpty {
            let view = waiting.removeLast()
            reusableHeaderFooters[identifier] = waiting
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
        if viewClass == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        guard let type = viewClass as? UITableViewHeaderFooterView.Type else {
            UIKitDiagnostics.report(.other, "UITableView: \(viewClass) registered for \"\(identifier)\" is not a UITableViewHeaderFooterView class")
            return nil
        }
        return type.init(coder: CellRegistrationCoder(reuseIdentifier: identifier))
    }

    /// Mirrors `headerView(forSection:)`: the section's header view when the delegate gave a
    /// `UITableViewHeaderFooterView`, else nil (also for a section the table does not have).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].headerView as? UITableViewHeaderFooterView : nil
    }
    /// Mirrors `footerView(forSection:)`: as `headerView(forSection:)`, for the footer.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].footerView as? UITableViewHeaderFooterView : nil
    }

    /// Mirrors `numberOfSections`.
    open var numberOfSections: Int { sections.count }
    /// Mirrors `numberOfRows(inSection:)`: 0 for a section the table does not have.
    open func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }
    /// Mirrors `cellForRow(at:)`: the cell shown for the row, nil for a row the table lacks.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }
    /// Mirrors `indexPath(for:)`: where the cell is shown, nil when it is not.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let row = section.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }
    /// Mirrors `visibleCells`: every row's cell (Tether draws them all).
    open var visibleCells: [UITableViewCell] { sections.flatMap(\.cells) }
    /// Mirrors `indexPathsForVisibleRows`.
    open var indexPathsForVisibleRows: [IndexPath]? {
        sections.enumerated().flatMap { s, section in section.cells.indices.map { IndexPath(row: $0, section: s) } }
    }
    /// Mirrors `scrollToRow(at:at:animated:)`: the list scrolls so the row's cell is at its top,
    /// middle or bottom, or (`.none`) as little as shows it whole, kept within the content — at
    /// once, or when the table is next drawn if it is not drawn yet. The table's `contentOffset`
    /// stays put (its list scrolls itself), and the delegate hears no scrolling. A row the
    /// table does not have (UIKit raises an exception) is reported and nothing scrolls.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard cellForRow(at: indexPath) != nil else {
            UIKitDiagnostics.report(.other, "UITableView: scrollToRow(at:at:animated:) for \(indexPath), a row the table does not have; nothing scrolls", at: self)
            return
        }
        pendingScroll = (indexPath, scrollPosition)
        applyPendingScroll()
    }

    /// Scrolls the list to the row asked for last, once it is drawn.
    func applyPendingScroll() {
        guard let (indexPath, position) = pendingScroll, let scrollProxy else { return }
        pendingScroll = nil
        let anchor: UnitPoint? = switch position {
        case .top: .top
        case .middle: .center
        case .bottom: .bottom
        case .none: nil
        }
        scrollProxy.scrollTo(indexPath, anchor: anchor)
        UIKitPresentationChanges.shared.changed()
    }
    /// Mirrors `setEditing(_:animated:)` (kept).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Geometry (see UITableView+Geometry.swift)

    /// A section asked about: the table's, or reported (`call` names the method) and nil.
    private func checkedSection(_ section: Int, _ call: String) -> Int? {
        if sections.indices.contains(section) { return section }
        UIKitDiagnostics.report(.invalidGeometry, "UITableView: \(call) for section \(section), which the table does not have (\(sections.count) sections); .zero is returned", at: self)
        return nil
    }

    /// Mirrors `rect(forSection:)`: the section's header, rows and footer together, as wide as
    /// the table. A section the table does not have is reported and gives `.zero`.
    open func rect(forSection section: Int) -> CGRect {
        guard let section = checkedSection(section, "rect(forSection:)") else { return .zero }
        return sectionGeometry()[section].whole
    }

    /// Mirrors `rectForHeader(inSection:)`: the header's slot, as wide as the table (no height
    /// when the section has no header). A section the table does not have is reported and gives
    /// `.zero`.
    open func rectForHeader(inSection section: Int) -> CGRect {
        guard let section = checkedSection(section, "rectForHeader(inSection:)") else { return .zero }
        return sectionGeometry()[section].header
    }

    /// Mirrors `rectForFooter(inSection:)`: as `rectForHeader(inSection:)`, for the footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        guard let section = checkedSection(section, "rectForFooter(inSection:)") else { return .zero }
        return sectionGeometry()[section].footer
    }

    /// Mirrors `rectForRow(at:)`: where the row's cell is drawn. A row the table does not have
    /// (UIKit raises an exception) is reported and gives `.zero`.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard cellForRow(at: indexPath) != nil else {
            UIKitDiagnostics.report(.invalidGeometry, "UITableView: rectForRow(at:) for \(indexPath), a row the table does not have; .zero is returned", at: self)
            return .zero
        }
        return sectionGeometry()[indexPath.section].rows[indexPath.row]
    }

    /// Mirrors `indexPathForRow(at:)`: the row whose rectangle holds the point (in the table's
    /// space), nil for none. A point that is not finite is reported and gives nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitDiagnostics.report(.invalidGeometry, "UITableView: indexPathForRow(at:) got the point \(point), which is not finite; nil is returned", at: self)
            return nil
        }
        for (s, section) in sectionGeometry().enumerated() {
            if let row = section.rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    /// Mirrors `indexPathsForRows(in:)`: the rows whose rectangles meet `rect` (in the table's
    /// space), in order. A rectangle that is not finite is reported and gives nil.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitDiagnostics.report(.invalidGeometry, "UITableView: indexPathsForRows(in:) got the rectangle \(rect), which is not finite; nil is returned", at: self)
            return nil
        }
        let area = rect.standardized
        return sectionGeometry().enumerated().flatMap { s, section in
            section.rows.indices.filter { row in
                let r = section.rows[row]
                return r.minX < area.maxX && area.minX < r.maxX && r.minY < area.maxY && area.minY < r.maxY
            }.map { IndexPath(row: $0, section: s) }
        }
    }

    // MARK: Selection

    /// Mirrors `indexPathForSelectedRow`: the first selected row.
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// Mirrors `indexPathsForSelectedRows`: nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Mirrors `selectRow(at:animated:scrollPosition:)`: selects the row in code (the delegate
    /// is not told) and scrolls it to `scrollPosition` (`.none` scrolls nothing, as in UIKit);
    /// nil clears the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { cellForRow(at: path)?.isSelected = false }
            selected = []
            return
        }
        guard let cell = cellForRow(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { cellForRow(at: path)?.isSelected = false }
            selected = []
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cell.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Mirrors `deselectRow(at:animated:)`: deselects the row in code (the delegate is not told).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// A finger's tap on the row at `indexPath`, as UIKit handles it.
    func rowTapped(_ indexPath: IndexPath) {
        guard allowsSelection || allowsMultipleSelection, cellForRow(at: indexPath) != nil else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselect(indexPath, telling: delegate)
            return
        }
        guard let target = delegate?.tableView(self, willSelectRowAt: indexPath) ?? Optional(indexPath),
              cellForRow(at: target) != nil else { return }
        if !allowsMultipleSelection {
            for path in selected where path != target { deselect(path, telling: delegate) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        UIKitPresentationChanges.shared.changed()
    }

    private func deselect(_ indexPath: IndexPath, telling delegate: (any UITableViewDelegate)?) {
        let target = delegate?.tableView(self, willDeselectRowAt: indexPath) ?? Optional(indexPath)
        guard let target else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    /// The delegate hears that each cell of a new load is about to be drawn.
    private func willDisplayCells() {
        guard cellsAwaitDisplay else { return }
        cellsAwaitDisplay = false
        guard let delegate = tableDelegate else { return }
        for (s, section) in sections.enumerated() {
            for (row, cell) in section.cells.enumerated() { delegate.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row, section: s)) }
        }
    }

    // MARK: Drawing

    /// The list scrolls the rows, not the scroll view's offset.
    override func interaction() -> UIViewInteraction? { nil }

    override func drawnContent() -> UIViewContent {
        let sections = self.sections
        willDisplayCells()
        return .hosted(AnyView(UITableViewDrawing(table: self, sections: sections, refreshControl: refreshControl, isEditing: isEditing)))
    }
}

extension UITableView {
    /// The shared appearance proxy.
    static var proxy: UITableView?
}

extension UITableViewCell {
    /// Mirrors `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}
