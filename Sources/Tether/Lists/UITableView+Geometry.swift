import Foundation

/// A table's geometry queries, in the table's own coordinate space, where its list draws the
/// rows: a row's rectangle is its cell's drawn frame, a header or footer spans the table's width
/// from 6 points above its title (or view) to 6 points below it — the slot the list gives it —
/// and a section runs from its header's top to its footer's bottom. The list scrolls its rows
/// itself (the table's `contentOffset` stays put), so the rectangles move as it scrolls, as
/// `convert(_:to:)` and a touch's `location(in:)` see them.
///
/// Rows and titles the list has not laid out (far from what it shows, or before the table is
/// first drawn) are estimated, as UIKit estimates the rows it has not shown: next to the
/// nearest laid-out ones, a row at its given height (else `estimatedRowHeight`, else the
/// system row height), a header or footer without height.
extension UITableView {
    /// A section header or footer the list drew.
    struct SupplementaryKey: Hashable {
        let section: Int
        let isFooter: Bool
    }

    /// The header's or footer's drawn frame (global space), recorded as the list places it.
    func recordSupplementary(_ key: SupplementaryKey, globalFrame: CGRect?) {
        drawnSupplementaries[key] = globalFrame
    }

    /// One section's rectangles in the table's space.
    struct SectionGeometry {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
        var whole: CGRect { CGRect(x: header.minX, y: header.minY, width: header.width, height: max(0, footer.maxY - header.minY)) }
    }

    /// `rect` (global space) in the table's bounds, when the table is drawn.
    private func tableRect(fromGlobal rect: CGRect) -> CGRect? {
        guard let a = point(fromGlobal: rect.origin), let b = point(fromGlobal: CGPoint(x: rect.maxX, y: rect.maxY)) else { return nil }
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Where `cell` is drawn, in the table's bounds (nil when the list shows it nowhere).
    private func drawnFrame(of cell: UITableViewCell) -> CGRect? {
        guard let origin = cell.globalPoint(fromLocal: .zero),
              let corner = cell.globalPoint(fromLocal: CGPoint(x: cell.bounds.width, y: cell.bounds.height)),
              let a = point(fromGlobal: origin), let b = point(fromGlobal: corner) else { return nil }
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Every section's rectangles: drawn where the list drew them, estimated elsewhere.
    func sectionGeometry() -> [SectionGeometry] {
        let sections = self.sections
        let width = bounds.width
        enum Kind { case header, row, footer }
        // One item per header, row and footer, in order, with its drawn frame if any.
        var items: [(kind: Kind, section: Int, drawn: CGRect?, height: CGFloat)] = []
        var rowTemplate: CGRect?
        let estimatedRow = Self.explicitHeight(estimatedRowHeight).flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultRowHeight
        for (s, section) in sections.enumerated() {
            func supplementary(_ isFooter: Bool) -> CGRect? {
                guard let global = drawnSupplementaries[SupplementaryKey(section: s, isFooter: isFooter)],
                      let drawn = tableRect(fromGlobal: global) else { return nil }
                // The slot the list gives a title: 6 points above and below it, the table's width.
                return CGRect(x: 0, y: drawn.minY - 6, width: width, height: drawn.height + 12)
            }
            items.append((.header, s, supplementary(false), 0))
            for (row, cell) in section.cells.enumerated() {
                let drawn = drawnFrame(of: cell)
                if rowTemplate == nil, let drawn { rowTemplate = drawn }
                items.append((.row, s, drawn, explicitRowHeight(at: IndexPath(row: row, section: s)) ?? estimatedRow))
            }
            items.append((.footer, s, supplementary(true), 0))
        }
        var rects = [CGRect](repeating: .zero, count: items.count)
        func estimate(_ index: Int, top: CGFloat) -> CGRect {
            let item = items[index]
            if item.kind == .row, let template = rowTemplate {
                return CGRect(x: template.minX, y: top, width: template.width, height: item.height)
            }
            return CGRect(x: 0, y: top, width: width, height: item.height)
        }
        let firstDrawn = items.firstIndex { $0.drawn != nil }
        // Before the first drawn item, each ends where the next begins.
        if let firstDrawn {
            var bottom = items[firstDrawn].drawn!.minY
            for index in stride(from: firstDrawn - 1, through: 0, by: -1) {
                let rect = estimate(index, top: bottom - items[index].height)
                rects[index] = rect
                bottom = rect.minY
            }
        }
        // From it on, each undrawn item starts where the one before ends.
        var top: CGFloat = 0
        for index in (firstDrawn ?? 0)..<items.count {
            let rect = items[index].drawn ?? estimate(index, top: top)
            rects[index] = rect
            top = rect.maxY
        }
        var result: [SectionGeometry] = []
        var start = 0
        for section in sections {
            let rows = Array(rects[(start + 1)..<(start + 1 + section.cells.count)])
            let end = start + section.cells.count + 1
            // A header or footer with nothing drawn lies against its rows, without height.
            let header = items[start].drawn ?? CGRect(x: 0, y: rows.first?.minY ?? rects[start].minY, width: width, height: 0)
            let footer = items[end].drawn ?? CGRect(x: 0, y: rows.last?.maxY ?? rects[end].minY, width: width, height: 0)
            result.append(SectionGeometry(header: header, rows: rows, footer: footer))
            start = end + 1
        }
        return result
    }
}
