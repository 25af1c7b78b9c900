import Foundation
import Tether

/// Tether's own: badges on fuzzed views — `badge(_:)` with counts (0, negative, Int.max and
/// Int.min when hostile), texts, strings and nil, on list rows, `NavigationLink` rows and tab
/// pages (`tabItem` and `Tab`), under every `badgeProminence`.
extension FuzzTreeBuilder {
    mutating func badged(_ inner: AnyView) -> AnyView {
        let prominence: BadgeProminence = rng.pick([.decreased, .standard, .increased])
        let counts = isHostile ? [0, -1, Int.max, Int.min, 1_000_000] : [0, 1, 3, 12, 128]
        let count = rng.pick(counts), other = rng.pick(counts)
        let title = string(), label = string()
        switch rng.int(0...2) {
        case 0:
            return AnyView(List {
                inner.badge(count)
                Text(title).badge(rng.chance(50) ? label : nil)
                Text(label).badge(Text(title))
                NavigationLink(title) { Text(label) }.badge(other)
            }.badgeProminence(prominence))
        case 1:
            // iOS 18's tabs and `tabItem` pages do not mix in one tab view.
            if rng.chance(50) {
                let hidden = rng.chance(30)
                return AnyView(TabView {
                    Tab(title, systemImage: "envelope") { inner }.badge(count)
                    Tab(label, systemImage: "phone") { Text(title) }.badge(rng.chance(50) ? title : nil).hidden(hidden)
                })
            }
            return AnyView(TabView {
                inner.tabItem { Label(title, systemImage: "envelope") }.badge(count)
                Text(label).tabItem { Label(title, systemImage: "gear") }.badge(other)
            })
        default:
            // A badge outside a list or tab view: the content alone.
            return AnyView(inner.badge(count).badgeProminence(prominence))
        }
    }
}
