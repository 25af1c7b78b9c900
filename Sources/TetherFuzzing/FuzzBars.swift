import Foundation
import Tether

/// Tether's own: bars on fuzzed views — `toolbar(_:for:)`, `toolbarBackground` (styles and
/// visibilities, hostile opacities), `toolbarColorScheme`, bottom-bar, status and keyboard
/// items, `ToolbarTitleMenu`, `navigationSubtitle`, iOS 18's `Tab` and `TabSection` with
/// hostile selections, and page-style tab views in every index mode.
extension FuzzTreeBuilder {
    mutating func barsContainer(depth: Int) -> AnyView {
        let inner = view(depth: depth - 1)
        let title = string()
        switch rng.int(0...3) {
        case 0:
            let placements: [ToolbarPlacement] = [.automatic, .navigationBar, .tabBar, .bottomBar]
            let bar = rng.pick(placements), other = rng.pick(placements)
            let visibility: Visibility = rng.pick([.automatic, .visible, .hidden])
            let opacity = isHostile ? rng.pick([.nan, -1, .infinity, 1e308]) : rng.pick([0, 0.5, 1])
            let scheme: ColorScheme? = rng.pick([nil, .light, .dark])
            let id = identifier("bottom")
            tappable.append(id)
            return AnyView(NavigationStack {
                inner
                    .navigationTitle(title)
                    .navigationSubtitle(string())
                    .navigationBarTitleDisplayMode(rng.pick([.automatic, .inline, .large]))
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button(title) {}.accessibilityIdentifier(id) }
                        ToolbarItem(placement: .status) { Text(string()) }
                        ToolbarItem(placement: .keyboard) { Button(string()) {} }
                        ToolbarTitleMenu { Button(string()) {}; Divider() }
                    }
                    .toolbar(visibility, for: bar, other)
                    .toolbarBackground(color().opacity(opacity), for: other)
                    .toolbarBackground(rng.pick([.automatic, .visible, .hidden]), for: bar)
                    .toolbarColorScheme(scheme, for: bar)
            })
        case 1:
            let kids = children(rng.int(1...4), depth: depth)
            let selection = isHostile ? rng.pick([-1, Int.max, 99]) : rng.int(0...3)
            let sectioned = rng.chance(50)
            return AnyView(TabView(selection: .constant(selection)) {
                ForEach(0..<kids.count, id: \.self) { i in
                    Tab(title, systemImage: "star", value: i) { kids[i].toolbar(.hidden, for: .tabBar) }
                }
                if sectioned {
                    TabSection(string()) { Tab(value: kids.count, role: .search) { Text(title) } }
                } else {
                    AnyTabContent(Tab(value: kids.count, role: .search) { Text(title) }.badge(kids.count))
                }
            })
        case 2:
            let kids = children(rng.int(0...4), depth: depth)
            let mode: PageTabViewStyle.IndexDisplayMode = rng.pick([.automatic, .always, .never])
            let id = identifier("pages")
            tappable.append(id)
            return AnyView(TabView { ForEach(0..<kids.count, id: \.self) { kids[$0] } }
                .tabViewStyle(.page(indexDisplayMode: mode))
                .indexViewStyle(.page(backgroundDisplayMode: rng.pick([.automatic, .always, .interactive, .never])))
                .accessibilityIdentifier(id))
        default:
            let kids = children(rng.int(1...3), depth: depth)
            let background = color()
            let tabs = TabView {
                ForEach(0..<kids.count, id: \.self) { i in
                    Tab { kids[i].toolbarBackground(background, for: .tabBar).toolbarColorScheme(.dark, for: .tabBar) } label: { Text("\(i)") }
                }
            }
            return rng.chance(50) ? AnyView(tabs.tabViewStyle(.sidebarAdaptable)) : AnyView(tabs.tabViewStyle(.tabBarOnly))
        }
    }
}
