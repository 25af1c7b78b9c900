import Foundation
import Tether

/// Tether's own: navigation chrome on fuzzed views — scroll views and lists under every
/// `toolbarTitleDisplayMode` (started at their bottom, so the large title begins collapsed),
/// `ToolbarSpacer`s of both sizings at every placement, and tab views with enough tabs for
/// the More tab and hostile selections, and popovers (bubbles on wide canvases, or kept in
/// compact width) with every arrow edge and attachment anchor, hostile points included.
extension FuzzTreeBuilder {
    mutating func navigationChrome(depth: Int) -> AnyView {
        let title = string()
        switch rng.int(0...2) {
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
        case 2:
            let inner = view(depth: depth - 1)
            let edge: Edge? = rng.pick([nil, .top, .bottom, .leading, .trailing])
            let point = isHostile ? UnitPoint(x: rng.pick([.nan, -1, .infinity, 1e308]), y: rng.pick([.nan, 2, -.infinity]))
                : UnitPoint(x: rng.pick([0, 0.5, 1]), y: rng.pick([0, 0.5, 1]))
            let anchor: PopoverAttachmentAnchor = rng.chance(50) ? .point(point) : .rect(.bounds)
            let adaptation: PresentationAdaptation = rng.pick([.automatic, .none, .popover, .sheet, .fullScreenCover])
            let id = identifier("popover-source")
            tappable.append(id)
            return AnyView(Text(title).accessibilityIdentifier(id)
                .popover(isPresented: .constant(true), attachmentAnchor: anchor, arrowEdge: edge) {
                    inner.presentationCompactAdaptation(adaptation)
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
