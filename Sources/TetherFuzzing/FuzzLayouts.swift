import Foundation
import Tether

/// Tether's own: a custom `Layout` that answers with whatever it was given — NaN, infinite,
/// negative or huge sizes, placements and proposals, and garbage alignment guides.
struct FuzzGarbageLayout: Layout {
    var size: CGSize
    var position: CGPoint
    var childProposal: ProposedViewSize
    var guide: CGFloat?
    /// Places every subview twice (the second placement wins) or none at all.
    var placesTwice: Bool
    var placesNone: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for s in subviews { _ = s.sizeThatFits(childProposal) }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !placesNone else { return }
        for (i, s) in subviews.enumerated() {
            let at = CGPoint(x: bounds.minX + position.x * CGFloat(i + 1), y: bounds.minY + position.y)
            s.place(at: at, anchor: .center, proposal: childProposal)
            if placesTwice { s.place(at: bounds.origin, proposal: proposal) }
        }
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { self.guide }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { self.guide }
}

/// Tether's own: a flow layout that behaves (rows of subviews at their ideal sizes), so
/// custom layouts are fuzzed with ordinary code too.
struct FuzzFlowLayout: Layout {
    var spacing: CGFloat

    func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(Int, CGSize)]] {
        var rows: [[(Int, CGSize)]] = [[]]
        var x: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > width, !(rows.last?.isEmpty ?? true) { rows.append([]); x = 0 }
            rows[rows.count - 1].append((i, size))
            x += size.width + spacing
        }
        return rows
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, subviews)
        let width = rows.map { $0.reduce(0) { $0 + $1.1.width } + spacing * CGFloat(max(0, $0.count - 1)) }.max() ?? 0
        let height = rows.map { $0.map(\.1.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for (i, size) in row {
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += (row.map(\.1.height).max() ?? 0) + spacing
        }
    }
}

/// Tether's own: preference keys whose `reduce` is odd: it ignores the next value, doubles,
/// or grows without end (bounded by how many views write it).
struct FuzzIgnoringKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {}
}

struct FuzzDoublingKey: PreferenceKey {
    static let defaultValue: Double = 1
    static func reduce(value: inout Double, nextValue: () -> Double) { value = value * 2 + nextValue() }
}

struct FuzzConcatenatingKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() + value.prefix(4) }
}
