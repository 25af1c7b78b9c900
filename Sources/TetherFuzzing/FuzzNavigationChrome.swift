import Foundation
import Tether

/// Tether's own: navigation chrome on fuzzed views — scroll views and lists under every
/// `toolbarTitleDisplayMode` (started at their bottom, so the large title begins collapsed),
/// `ToolbarSpacer`s of both sizings at every placement, and tab views with enough tabs for
/// the More tab and hostile selections.
extension FuzzTreeBuilder {
    mutating func navigationChrome(depth: Int) -> AnyView {
        let title = string()
        switch rng.int(0...1) {
        case 0:
            let inner = view(depth: depth - 1)
            let mode: ToolbarTitleDisplayMode = rng.pick([.automatic, .inline, .large, .inlineLarge])
            let anchor: UnitPoint? = rng.pick([nil, .bottom, .center])
            let id = identifier("chrome-item")
            tappable.append(id)
            let placement: ToolbarItemPlacement = rng.pick([.automatic, .topBarLeading, .topBarTrailing, .bottomBar, .principal])
            let sizing: SpacerSizing = rng.pick([.fixed, .flexible])
            let otherPlacement: ToolbarItemPlacement = rng.pick([.topBarLeading, .bottomBar])
            let otherTitle = string()
            let scroller: AnyView = rng.chance(50)
                ? AnyView(ScrollView { VStack { inner; Color.clear.frame(height: length()) } })
                : AnyView(List { inner; Text(title); Text(string()) })
            return AnyView(NavigationStack {
                scroller
                    .defaultScrollAnchor(anchor)
                    .navigationTitle(title)
                    .toolbarTitleDisplayMode(mode)
                    .toolbar {
                        ToolbarItem(placement: placement) { Button(title) {}.accessibilityIdentifier(id) }
                        ToolbarSpacer(sizing, placement: placement)
                        ToolbarItem(placement: otherPlacement) { Button(otherTitle) {} }
                    }
            })
        default:
            let count = rng.int(5...8)
            let kids = children(rng.int(1...3), depth: depth)
            let selection = isHostile ? rng.pick([-1, Int.max, 99, count]) : rng.int(0...(count - 1))
            let ids = (0..<count).map { _ in identifier("tab-page") }
            tappable.append(contentsOf: ids)
            return AnyView(TabView(selection: .constant(selection)) {
                ForEach(0..<count, id: \.self) { i in
                    NavigationStack { kids[i % kids.count].accessibilityIdentifier(ids[i]).navigationTitle(title) }
                        .tabItem { Label(title, systemImage: "star") }
                        .tag(i)
                }
            })
        }
    }
}
