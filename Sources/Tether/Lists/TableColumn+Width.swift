import Foundation

/// The width a table column asks for: a fixed width (`width(_:)`) or limits and an ideal
/// (`width(min:ideal:max:)`); nil values leave that side free.
struct TableColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// The narrowest the column may be: its minimum, or its ideal, which SwiftUI documents as
    /// the least a column starts at.
    var lowerBound: CGFloat { Swift.max(min ?? 0, ideal ?? 0) }
    /// The widest it may be (never below the lower bound).
    var upperBound: CGFloat { Swift.max(max ?? .infinity, lowerBound) }

    /// The same width with negative, non-finite or absurd values dropped, and what was wrong.
    func sanitized() -> (width: TableColumnWidth, problems: [String]) {
        var problems: [String] = []
        func clean(_ value: CGFloat?, _ name: String, allowsInfinity: Bool = false) -> CGFloat? {
            guard let value else { return nil }
            if allowsInfinity && value == .infinity { return nil }
            guard value.isFinite, value >= 0, value <= FiniteGeometry.limit else {
                problems.append("TableColumn width \(name.isEmpty ? "" : name + " ")\(value) is negative, too large or not finite; ignoring it")
                return nil
            }
            return value
        }
        if let fixed = min, let ideal, let max, fixed.bitPattern == ideal.bitPattern, ideal.bitPattern == max.bitPattern {
            // `width(_:)`: one value, one report.
            let width = clean(fixed, "")
            return (TableColumnWidth(min: width, ideal: width, max: width), problems)
        }
        let width = TableColumnWidth(min: clean(min, "min"), ideal: clean(ideal, "ideal"), max: clean(max, "max", allowsInfinity: true))
        return (width, problems)
    }

    /// The widths of columns sharing `total` points: each column gets the same width `t`,
    /// held within its own bounds, with `t` chosen so the widths fill `total` — so columns
    /// without limits are equally wide, a fixed column keeps its width, a column with an
    /// ideal is at least that wide and one with a maximum no wider. When the lower bounds
    /// already exceed `total` every column takes its lower bound (the row is wider than the
    /// table); when the upper bounds do not reach it, every column takes its upper bound.
    static func distribute(_ columns: [TableColumnWidth], in total: CGFloat) -> [CGFloat] {
        let lower = columns.map(\.lowerBound), upper = columns.map(\.upperBound)
        guard total.isFinite, lower.reduce(0, +) < total else { return lower }
        if upper.reduce(0, +) <= total { return upper }
        func filled(_ t: CGFloat) -> CGFloat { zip(lower, upper).reduce(0) { $0 + Swift.min(Swift.max(t, $1.0), $1.1) } }
        var low: CGFloat = 0, high = total
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if filled(mid) < total { low = mid } else { high = mid }
        }
        return zip(lower, upper).map { Swift.min(Swift.max(high, $0.0), $0.1) }
    }
}

extension TableColumn {
    /// Mirrors SwiftUI's `width(_:)`: a column of the fixed width `width` on a regular-width
    /// table; nil leaves its width as it was. A negative or non-finite width is a diagnostic
    /// and ignored.
    nonisolated public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        guard let width else { return self }
        var column = self
        column.width = TableColumnWidth(min: width, ideal: width, max: width)
        return column
    }

    /// Mirrors SwiftUI's `width(min:ideal:max:)`: on a regular-width table the column is at
    /// least `min` and at least `ideal` wide (wider when the table has room: the columns share
    /// it), and at most `max`. Negative or non-finite values are a diagnostic and ignored.
    nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }
}

/// A regular-width table's row (or its titles): the cells side by side, 16 pt apart, each as
/// wide as its column's share of the row (`TableColumnWidth.distribute`), from the leading
/// edge and centred vertically, so every row's cells line up under the titles.
struct TableColumnsLayout: Layout {
    static let spacing: CGFloat = 16
    let widths: [TableColumnWidth]

    private func columnWidths(_ width: CGFloat?, _ subviews: Subviews) -> [CGFloat] {
        let columns = subviews.indices.map { $0 < widths.count ? widths[$0] : TableColumnWidth() }
        let spacing = Self.spacing * CGFloat(Swift.max(0, subviews.count - 1))
        guard let width, width.isFinite else {
            // No width proposed: each column at its ideal width within its bounds.
            return zip(columns, subviews).map { column, subview in
                Swift.min(Swift.max(column.ideal ?? subview.sizeThatFits(.unspecified).width, column.lowerBound), column.upperBound)
            }
        }
        return TableColumnWidth.distribute(columns, in: Swift.max(0, width - spacing))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = columnWidths(proposal.width, subviews)
        let height = zip(subviews, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: proposal.height)).height }.max() ?? 0
        let width = widths.reduce(0, +) + Self.spacing * CGFloat(Swift.max(0, subviews.count - 1))
        return CGSize(width: Swift.max(width, proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0), height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, columnWidths(bounds.width, subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + Self.spacing
        }
    }
}
