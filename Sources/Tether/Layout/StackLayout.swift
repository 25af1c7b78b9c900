import Foundation

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`:
/// 1. available = proposal − spacing; 2. order by priority, then least flexible first;
/// 3. reserve the minimum sizes of lower priorities; 4. propose each child an equal share
/// of what remains and subtract what it takes; 5. align on the cross axis by guides.
struct StackAlgorithm {
    let axis: Axis
    let crossGuide: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        var size: CGSize
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var majorOffsets: [CGFloat]
        var crossOffsets: [CGFloat]
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { i in
            spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
    }

    func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        let n = subviews.count
        let cross = proposal[axis.other]
        let gaps = gaps(subviews)
        let totalGaps = gaps.reduce(0, +)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        let items = Array(subviews)

        if let major = proposal[axis] {
            var remaining = major - totalGaps
            let mins = items.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: cross))[axis] }
            let maxs = items.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: cross))[axis] }
            let order = (0..<n).sorted { a, b in
                let pa = items[a].priority, pb = items[b].priority
                if pa != pb { return pa > pb }
                let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
                if fa != fb { return fa < fb }
                if fa == .infinity { return mins[a] > mins[b] }
                return a < b
            }
            // Priority groups in order; lower groups' minimums are held back until their turn.
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, items[last].priority == items[i].priority {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            remaining -= groups.dropFirst().flatMap { $0 }.reduce(0) { $0 + mins[$1] }
            for (g, group) in groups.enumerated() {
                if g > 0 { remaining += group.reduce(0) { $0 + mins[$1] } }
                var left = group.count
                for i in group {
                    let offer = max(remaining / CGFloat(left), 0)
                    let p = ProposedViewSize(axis: axis, major: offer, minor: cross)
                    proposals[i] = p
                    sizes[i] = items[i].sizeThatFits(p)
                    // An infinite proposal (the stack probed for its maximum) stays infinite
                    // for every child, however large each one is.
                    if remaining.isFinite { remaining -= sizes[i][axis] }
                    left -= 1
                }
            }
        } else {
            for i in 0..<n {
                proposals[i] = ProposedViewSize(axis: axis, major: nil, minor: cross)
                sizes[i] = items[i].sizeThatFits(proposals[i])
            }
        }

        // Cross axis: align every child's guide on one line; the stack spans the union.
        var guides = [CGFloat](repeating: 0, count: n)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for i in 0..<n {
            let g = items[i].dimensions(in: proposals[i])[crossGuide]
            guides[i] = g
            low = min(low, -g)
            high = max(high, sizes[i][axis.other] - g)
        }
        if n == 0 { low = 0; high = 0 }
        var majorOffsets = [CGFloat](repeating: 0, count: n)
        var cursor: CGFloat = 0
        for i in 0..<n {
            majorOffsets[i] = cursor
            cursor += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
        }
        // A child infinite across (a shape offered infinity while measuring flexibility)
        // makes the stack infinite across; there is no line to align on.
        let unbounded = sizes.contains { !$0[axis.other].isFinite }
        let crossOffsets = unbounded ? guides.map { _ in 0 } : guides.map { -low - $0 }
        return Result(size: CGSize(axis: axis, major: max(cursor, 0), minor: unbounded ? .infinity : high - low),
                      proposals: proposals, sizes: sizes, majorOffsets: majorOffsets, crossOffsets: crossOffsets)
    }

    /// `run`, remembered in `cache` per proposal (valid until the subviews change).
    func result(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache) -> Result {
        if let known = cache.storage.results[proposal] { return known }
        let r = run(proposal, subviews)
        cache.storage.results[proposal] = r
        return r
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = result(proposal, subviews, cache).size[axis.other] }
        let r = result(p, subviews, cache)
        for (i, s) in subviews.enumerated() {
            var point = bounds.origin
            point[axis] += r.majorOffsets[i]
            point[axis.other] += r.crossOffsets[i]
            s.place(at: point, anchor: .topLeading, proposal: r.proposals[i])
        }
    }

    /// The stack's own guide for `key`: on the cross axis, the aligned line if a child set it
    /// explicitly; along the axis, the first (or last, for last-baseline) child's guide.
    func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: _StackLayoutCache) -> CGFloat? {
        let id = _StackLayoutCache.GuideID(key: key, proposal: proposal)
        if let known = cache.storage.guides[id] { return known }
        let value = computeExplicitAlignment(key, proposal, subviews, cache)
        cache.storage.guides[id] = .some(value)
        return value
    }

    private func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                                          _ cache: _StackLayoutCache) -> CGFloat? {
        guard !subviews.isEmpty else { return nil }
        let r = result(proposal, subviews, cache)
        let onMajorAxis = (axis == .vertical) == !key.isHorizontal
        if onMajorAxis {
            let lastBaseline = key == VerticalAlignment.lastTextBaseline.key || key == HorizontalAlignment.trailing.key
            let i = lastBaseline ? subviews.count - 1 : 0
            guard let v = subviews[i].dimensions(in: r.proposals[i]).explicitGuide(key) else { return nil }
            return r.majorOffsets[i] + v
        }
        for (i, s) in subviews.enumerated() {
            if let v = s.dimensions(in: r.proposals[i]).explicitGuide(key) { return r.crossOffsets[i] + v }
        }
        return nil
    }
}

/// Mirrors SwiftUI's `_StackLayoutCache`, the `Cache` of `HStackLayout` and `VStackLayout`:
/// the stack's algorithm, its results per proposal and its alignment guides, shared by the
/// measure, place and alignment queries of one layout pass. Made anew when the subviews change.
nonisolated public struct _StackLayoutCache {
    struct GuideID: Hashable {
        let key: AlignmentKey
        let proposal: ProposedViewSize
    }
    final class Storage {
        var results: [ProposedViewSize: StackAlgorithm.Result] = [:]
        var guides: [GuideID: CGFloat?] = [:]
    }
    let storage = Storage()
    let algorithm: StackAlgorithm
}

/// A stack along one axis (`HStackLayout`, `VStackLayout`): its algorithm.
protocol AxisStackLayout {
    var algorithm: StackAlgorithm { get }
}

/// The `Layout` requirements of `HStackLayout` and `VStackLayout`, answered once for both by
/// the algorithm their cache holds.
extension Layout where Cache == _StackLayoutCache {
    public func makeCache(subviews: Subviews) -> Cache {
        let stack = self as? any AxisStackLayout
        return _StackLayoutCache(algorithm: stack?.algorithm ?? StackAlgorithm(axis: .vertical, crossGuide: HorizontalAlignment.center.key, spacing: nil))
    }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.algorithm.result(proposal, subviews, cache).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.algorithm.place(in: bounds, proposal, subviews, cache)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.algorithm.explicitAlignment(guide.key, proposal, subviews, cache)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.algorithm.explicitAlignment(guide.key, proposal, subviews, cache)
    }
}

/// Mirrors SwiftUI's `HStackLayout`.
nonisolated public struct HStackLayout: Layout, AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public typealias Cache = _StackLayoutCache
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, crossGuide: alignment.key, spacing: spacing) }
}

/// Mirrors SwiftUI's `VStackLayout`.
nonisolated public struct VStackLayout: Layout, AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public typealias Cache = _StackLayoutCache
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, crossGuide: alignment.key, spacing: spacing) }
}

/// Mirrors SwiftUI's `ZStackLayout`: every child gets the same proposal and is aligned by
/// guides; the size is the union of the aligned children with the highest layout priority.
nonisolated public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    struct Result { var size: CGSize; var origins: [CGPoint] }

    func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        guard !subviews.isEmpty else { return Result(size: .zero, origins: []) }
        let top = subviews.map(\.priority).max()!
        let dims = subviews.map { $0.dimensions(in: proposal) }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        // A subview as large as an infinite proposal makes the stack infinite along that axis
        // (a flexible view probed for its maximum size); its guides cannot be aligned.
        var infiniteWidth = false, infiniteHeight = false
        for (i, d) in dims.enumerated() where subviews[i].priority == top {
            if d.width.isFinite {
                let gx = d[alignment.horizontal]
                minX = min(minX, -gx); maxX = max(maxX, d.width - gx)
            } else {
                infiniteWidth = true
            }
            if d.height.isFinite {
                let gy = d[alignment.vertical]
                minY = min(minY, -gy); maxY = max(maxY, d.height - gy)
            } else {
                infiniteHeight = true
            }
        }
        if minX > maxX { minX = 0; maxX = 0 }
        if minY > maxY { minY = 0; maxY = 0 }
        let origins = dims.map { d in
            CGPoint(x: d.width.isFinite ? -minX - d[alignment.horizontal] : 0, y: d.height.isFinite ? -minY - d[alignment.vertical] : 0)
        }
        return Result(size: CGSize(width: infiniteWidth ? .infinity : maxX - minX, height: infiniteHeight ? .infinity : maxY - minY),
                      origins: origins)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        run(proposal, subviews).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let r = run(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + r.origins[i].x, y: bounds.minY + r.origins[i].y), proposal: proposal)
        }
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        let r = run(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            if let v = s.dimensions(in: proposal)[explicit: guide] { return r.origins[i].x + v }
        }
        return nil
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        let r = run(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            if let v = s.dimensions(in: proposal)[explicit: guide] { return r.origins[i].y + v }
        }
        return nil
    }
}
