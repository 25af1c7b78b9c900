import Foundation
import Tether

extension FuzzTreeBuilder {
    /// Lazy stacks and grids (in a scroll view or not, with sections, pinned headers, long
    /// `ForEach`es and hostile grid items and spacings), and scroll views scrolled by a reader.
    mutating func lazyContainer(depth: Int) -> AnyView {
        let firstProbe = probes.count
        let kids = children(rng.int(1...3), depth: depth - 1)
        // Long data only where it is built lazily: in a scroll view along the container's axis
        // (anywhere else every row is built, as in SwiftUI).
        let kind = rng.int(0...3)
        let vertical = kind == 0 || kind == 2
        let scrolls = rng.chance(70)
        let axes: Axis.Set = rng.pick([vertical ? .vertical : .horizontal, [.vertical, .horizontal], vertical ? .horizontal : .vertical])
        let lazy = scrolls && axes.contains(vertical ? .vertical : .horizontal)
        let count = lazy ? rng.pick([0, 1, 7, 100, 100_000]) : rng.pick([0, 1, 7, 30])
        let spacing: CGFloat? = rng.chance(40) ? length() : nil
        let pinned: PinnedScrollableViews = rng.pick([[], .sectionHeaders, [.sectionHeaders, .sectionFooters]])
        let header = view(depth: depth - 2)
        let rows = ForEach(0..<count, id: \.self) { i in kids[i % kids.count] }
        let content = Group {
            Section { rows } header: { header }
            kids[0]
        }
        let items = (0..<rng.int(0...4)).map { _ in gridItem() }
        let container: AnyView
        switch kind {
        case 0: container = AnyView(LazyVStack(alignment: rng.pick([.leading, .center, .trailing]), spacing: spacing, pinnedViews: pinned) { content })
        case 1: container = AnyView(LazyHStack(alignment: rng.pick([.top, .center, .bottom]), spacing: spacing, pinnedViews: pinned) { content })
        case 2: container = AnyView(LazyVGrid(columns: items, alignment: rng.pick([.leading, .center]), spacing: spacing, pinnedViews: pinned) { content })
        default: container = AnyView(LazyHGrid(rows: items, alignment: rng.pick([.top, .bottom]), spacing: spacing, pinnedViews: pinned) { content })
        }
        // Rows a lazy container has not built have no anchors to check.
        for i in firstProbe..<probes.count { probes[i].checkable = false }
        guard scrolls else { return container }
        let target = rng.pick([0, 5, count - 1, count + 10])
        let anchor: UnitPoint? = rng.chance(30) ? nil : unitPoint()
        let id = identifier("scroll")
        tappable.append(id)
        return AnyView(ScrollViewReader { proxy in
            ScrollView(axes) { container }
                .onTapGesture { proxy.scrollTo(target, anchor: anchor) }
                .accessibilityIdentifier(id)
        })
    }

    /// A grid item of any size, ordinary or hostile.
    mutating func gridItem() -> GridItem {
        let size: GridItem.Size
        switch rng.int(0...2) {
        case 0: size = .fixed(length())
        case 1: size = .flexible(minimum: isHostile ? length() : 10, maximum: rng.chance(50) ? .infinity : length())
        default: size = .adaptive(minimum: isHostile ? rng.pick([0, -1, .nan, 1e-300]) : rng.pick([20, 44, 80]), maximum: rng.chance(70) ? .infinity : length())
        }
        return GridItem(size, spacing: rng.chance(40) ? length() : nil, alignment: rng.chance(30) ? alignment() : nil)
    }
}
