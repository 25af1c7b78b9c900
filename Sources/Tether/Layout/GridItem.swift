import Foundation

/// Mirrors SwiftUI's `GridItem`: the description of one column of a `LazyVGrid` (one row of a
/// `LazyHGrid`): its size, the spacing after it and how cells are aligned in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(photos) { PhotoCell($0) } }
/// ```
public struct GridItem: Sendable {
    /// Mirrors SwiftUI's `GridItem.Size`: how a column's size is found.
    public enum Size: Sendable {
        /// Mirrors `.fixed(_:)`: exactly this size, whatever the space.
        case fixed(CGFloat)
        /// Mirrors `.flexible(minimum:maximum:)`: a share of the space left, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Mirrors `.adaptive(minimum:maximum:)`: as many columns of at least `minimum` as its share fits.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// Mirrors `size`.
    public var size: GridItem.Size
    /// Mirrors `spacing`: the space after this item (nil: the default 8 points).
    public var spacing: CGFloat?
    /// Mirrors `alignment`: how views sit in this item's cells (nil: the grid's alignment).
    public var alignment: Alignment?

    /// Mirrors `init(_:spacing:alignment:)`.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// One column (or row) of a lazy grid once its items are resolved for a length: adaptive items
/// have become as many tracks as fit.
struct GridTrack: Equatable {
    var size: CGFloat
    /// The space after this track (unused after the last).
    var spacing: CGFloat
    var alignment: Alignment?
}

/// SwiftUI's lazy-grid track algorithm: (1) the spacing after every item but the last is taken
/// from the length; (2) fixed items first, then the others in order, each is offered what is
/// left divided by the items left: a fixed item takes its size, a flexible one the offer clamped
/// to its bounds, an adaptive one the offer; (3) each adaptive item then splits its size into as
/// many tracks of at least its minimum as fit with its spacing between them.
enum GridTrackSolver {
    /// The most tracks one adaptive item becomes (a tiny minimum must not make millions).
    static let maxAdaptiveTracks = 1_000

    /// The tracks of `items` in `length` points (nil: every item at its smallest size).
    static func tracks(_ items: [GridItem], length: CGFloat?, report: (String) -> Void) -> [GridTrack] {
        let items = items.map { sanitize($0, report: report) }
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? ViewSpacing.defaultValue }
        var sizes = [CGFloat](repeating: 0, count: items.count)
        if let length {
            var remaining = length - spacings.dropLast().reduce(0, +)
            let order = items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
                + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
            for (position, i) in order.enumerated() {
                let offer = max(0, remaining / CGFloat(order.count - position))
                switch items[i].size {
                case .fixed(let size): sizes[i] = size
                case .flexible(let minimum, let maximum): sizes[i] = min(max(offer, minimum), maximum)
                case .adaptive: sizes[i] = offer
                }
                remaining -= sizes[i]
            }
        } else {
            for i in items.indices {
                switch items[i].size {
                case .fixed(let size): sizes[i] = size
                case .flexible(let minimum, _), .adaptive(let minimum, _): sizes[i] = minimum
                }
            }
        }
        var tracks: [GridTrack] = []
        for i in items.indices {
            guard case .adaptive(let minimum, let maximum) = items[i].size else {
                tracks.append(GridTrack(size: sizes[i], spacing: spacings[i], alignment: items[i].alignment))
                continue
            }
            let spacing = spacings[i]
            let fitting = ((sizes[i] + spacing) / (minimum + spacing)).rounded(.down)
            let count = Int(min(max(fitting.isFinite ? fitting : 1, 1), CGFloat(maxAdaptiveTracks)))
            let each = min(max(0, (sizes[i] - CGFloat(count - 1) * spacing) / CGFloat(count)), max(maximum, minimum))
            for _ in 0..<count { tracks.append(GridTrack(size: each, spacing: spacing, alignment: items[i].alignment)) }
        }
        return tracks
    }

    /// The length the tracks take, spacing between them included.
    static func length(of tracks: [GridTrack]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.size } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// Non-finite or negative sizes and spacings, and an adaptive minimum of 0, are reported and
    /// replaced by sane values.
    private static func sanitize(_ item: GridItem, report: (String) -> Void) -> GridItem {
        var item = item
        func clean(_ value: CGFloat, _ what: String, fallback: CGFloat, lowest: CGFloat = 0) -> CGFloat {
            if value.isFinite, value >= lowest { return value }
            report("GridItem \(what) \(value) is not a finite size of at least \(lowest); using \(fallback)")
            return fallback
        }
        switch item.size {
        case .fixed(let size):
            item.size = .fixed(clean(size, "fixed size", fallback: max(0, min(size.finiteOr(0), LayoutEngine.maxFiniteDimension))))
        case .flexible(let minimum, let maximum):
            let low = clean(minimum, "minimum", fallback: 10)
            let high = maximum == .infinity ? maximum : clean(maximum, "maximum", fallback: .infinity)
            item.size = .flexible(minimum: low, maximum: max(low, high))
        case .adaptive(let minimum, let maximum):
            // A column narrower than a point would make the column count unbounded.
            let low = clean(minimum, "adaptive minimum", fallback: 1, lowest: 1)
            let high = maximum == .infinity ? maximum : clean(maximum, "maximum", fallback: .infinity)
            item.size = .adaptive(minimum: low, maximum: max(low, high))
        }
        if let spacing = item.spacing, !(spacing.isFinite && spacing >= 0) {
            report("GridItem spacing \(spacing) is negative or not finite; using 0")
            item.spacing = 0
        }
        return item
    }
}
