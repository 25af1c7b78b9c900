import Foundation

/// Mirrors SwiftUI's `ScrollView`: offers its content an unlimited length on the scroll
/// axes, takes the size it is offered, and clips the content to it (unless `scrollClipDisabled`). It starts at the top
/// leading corner (or `defaultScrollAnchor`) and scrolls by `ViewHost.scroll` (Tether's own), a
/// `ScrollViewProxy` or a `scrollPosition` binding; offsets stay within the content as on iOS.
nonisolated public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    @Environment(\.defaultScrollAnchor) private var anchor
    @Environment(\.scrollClipDisabled) private var clipDisabled

    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        ScrollViewport(axes: axes, anchor: anchor ?? .topLeading, content: content)
            .modifier(_DrawingEffectModifier(layout: ClipLayout(shape: Rectangle(), clipStyle: FillStyle(antialiased: false), isEnabled: !clipDisabled)))
    }
}

/// Where a scroll view is scrolled to, kept by its node across updates.
final class ScrollState {
    /// The content point shown at the viewport's top-leading corner; nil until scrolled (the
    /// starting anchor decides).
    var offset: CGPoint?
    /// The content's size and the viewport's, from the last placement (scrolls are clamped to them).
    var contentSize: CGSize = .zero
    var viewport: CGSize = .zero
    /// The offset the last placement used.
    var appliedOffset: CGPoint = .zero
    /// A view `ScrollViewProxy.scrollTo` aims at: aimed at again in the passes that follow, as
    /// lazy containers build and measure the lines around it (their estimates move it).
    var target: (id: AnyHashable, anchor: UnitPoint?, root: WeakNode, passesLeft: Int)?
    /// The `scrollPosition(id:)` value last scrolled to or written back.
    var reportedPosition: AnyHashable?
    /// The `ScrollPosition` target last scrolled to or written back.
    var appliedPositionTarget: ScrollPosition.Target?
    /// Set when the user scrolls (`ViewHost.scroll`); a `ScrollPosition` binding then learns
    /// that the user positioned the scroll view.
    var userScrolled = false
    /// True while a refresh the host started (`ViewHost.refresh`) runs: the content moves down
    /// by the refresh control's band, with iOS's spinner in it.
    var isRefreshing = false
    /// The size `containerRelativeFrame` views inside see (the viewport minus margins), from
    /// the last measure or placement; nil before the first.
    var containerSize: CGSize?
    /// The `containerRelativeFrame` nodes that read `containerSize`.
    var relativeFrames = WeakNodeSet()
    /// What the scroll view is doing (`onScrollPhaseChange`): `.interacting` during a host scroll.
    var phase: ScrollPhase = .idle
    /// The `onScrollGeometryChange` / `onScrollPhaseChange` observers above it (it is the first
    /// scroll view below them).
    var observers = ScrollObservers()
}

/// iOS's refresh spinner above a scroll view's content, while `isShown`: grey, or the tint of
/// the table's refresh control, else of `UIRefreshControl.appearance()`.
struct RefreshSpinner: View {
    let isShown: Bool
    @Environment(\.refreshControlTint) private var tint
    var body: some View {
        if isShown {
            if let tint = tint ?? UIRefreshControl.appearanceTint { ActivitySpinner(color: Color(uiColor: tint)) } else { ActivitySpinner() }
        }
    }
}

extension EnvironmentValues {
    /// The tint of the UIKit refresh control a scroll view refreshes with, if it has one.
    @Entry var refreshControlTint: UIColor? = nil
}

/// A node held without keeping it alive (a scroll target's reader, which holds the scroll view).
struct WeakNode {
    weak var node: ViewNode?
}

/// The scroll view's own node: measures its content with nil on the scroll axes and places it
/// moved by the scroll offset.
nonisolated struct ScrollViewport<Content: View>: View {
    typealias Body = Never
    let axes: Axis.Set
    let anchor: UnitPoint
    let content: Content
}

extension ScrollViewport: ResolvableView {
    /// `contentMargins`, non-finite or negative ones reported and taken as 0.
    static func margins(_ node: ViewNode) -> EdgeInsets {
        var m = node.environment.scrollContentMargins
        func clean(_ v: inout CGFloat) {
            guard !(v.isFinite && v >= 0) else { return }
            node.graph.report(.invalidGeometry, "contentMargins \(v) is negative or not finite; using 0", at: node)
            v = 0
        }
        clean(&m.top); clean(&m.leading); clean(&m.bottom); clean(&m.trailing)
        return m
    }

    func resolve(in node: ViewNode) {
        node.layout = ScrollViewportLayout(axes: axes, anchor: anchor, margins: Self.margins(node))
        if !(node.persistentLayoutState is ScrollState) { node.persistentLayoutState = ScrollState() }
        // Scroll observers above watch this scroll view only, not the ones inside it.
        var contentEnvironment = node.environment
        if let state = node.persistentLayoutState as? ScrollState {
            state.observers = contentEnvironment.scrollObservers
            contentEnvironment.scrollObservers = ScrollObservers()
        }
        // A `scrollPosition` value set by the code is scrolled to at the next placement.
        if let state = node.persistentLayoutState as? ScrollState, let position = node.environment.scrollPositionBinding?.get(),
           position != state.reportedPosition {
            node.markForPlacement()
        }
        if let state = node.persistentLayoutState as? ScrollState, let position = node.environment.scrollPositionValue?.position.wrappedValue,
           position.target != state.appliedPositionTarget {
            node.markForPlacement()
        }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: contentEnvironment)
    }
}

struct ScrollViewportLayout: NodeLayout {
    let axes: Axis.Set
    let anchor: UnitPoint
    /// `contentMargins`: space kept around the content, scrolling with it.
    var margins = EdgeInsets()

    /// The band iOS's refresh control takes above the content while refreshing: 60 points
    /// (`UIRefreshControl`'s height), the spinner in its middle.
    static let refreshControlHeight: CGFloat = 60

    /// The part of the content the scroll view around `node` shows, in `node`'s space (its
    /// leading edge first, in right to left too); nil outside a placed scroll view.
    static func visibleRect(around node: ViewNode) -> CGRect? {
        var current = node.parent
        while let n = current {
            if n.layout is ScrollViewportLayout {
                guard n.isPlaced else { return nil }
                return LayoutEngine.unmirrored(n.globalBounds.applying(node.globalTransform.inverted()), in: node)
            }
            current = n.parent
        }
        return nil
    }

    /// `contentMargins` plus the safe area insets (`safeAreaInset`, `safeAreaPadding`) around it.
    func margins(_ node: ViewNode) -> EdgeInsets {
        let extra = SafeAreaInsetLayout.scrollMargins(for: node)
        return EdgeInsets(top: margins.top + extra.top, leading: margins.leading + extra.leading,
                          bottom: margins.bottom + extra.bottom, trailing: margins.trailing + extra.trailing)
    }

    func contentProposal(_ p: ProposedViewSize, _ margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - margins.leading - margins.trailing) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    /// The content's size with its margins.
    private func withMargins(_ s: CGSize, _ margins: EdgeInsets) -> CGSize {
        CGSize(width: s.width + margins.leading + margins.trailing, height: s.height + margins.top + margins.bottom)
    }

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    /// The size `containerRelativeFrame` views inside see for the scroll view's `size` (an
    /// unspecified length is the canvas's): its visible size minus its margins.
    func containerSize(_ size: ProposedViewSize, _ margins: EdgeInsets, node: ViewNode) -> CGSize {
        let full = size.replacingUnspecifiedDimensions(by: node.graph.canvasSize)
        return CGSize(width: max(0, full.width - margins.leading - margins.trailing),
                      height: max(0, full.height - margins.top - margins.bottom))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let margins = margins(node)
        (node.persistentLayoutState as? ScrollState)?.updateContainerSize(containerSize(proposal, margins, node: node), placing: false, in: node.graph)
        let content = LayoutEngine.subviews(of: node).map { $0.sizeThatFits(contentProposal(proposal, margins)) }
        let union = content.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return proposal.replacingUnspecifiedDimensions(by: withMargins(union, margins))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let margins = margins(node)
        let inner = contentProposal(ProposedViewSize(bounds.size), margins)
        (node.persistentLayoutState as? ScrollState)?.updateContainerSize(containerSize(ProposedViewSize(bounds.size), margins, node: node), placing: true, in: node.graph)
        let subviews = LayoutEngine.subviews(of: node)
        let content = subviews.reduce(CGSize.zero) {
            let s = $1.sizeThatFits(inner)
            return CGSize(width: max($0.width, s.width), height: max($0.height, s.height))
        }
        let state = node.persistentLayoutState as? ScrollState ?? ScrollState()
        state.contentSize = withMargins(content, margins)
        state.viewport = bounds.size
        ScrollTargeting.followPosition(node, state)
        ScrollTargeting.followPositionValue(node, state)
        ScrollTargeting.aimAgain(node, state)
        let offset = clampedOffset(state.offset, state: state)
        state.appliedOffset = offset
        Self.reportToObservers(state, margins: margins, at: node)
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            // Across the scroll axes content is centred; along them it is moved by the offset.
            let space = CGSize(width: bounds.width - margins.leading - margins.trailing, height: bounds.height - margins.top - margins.bottom)
            let x = margins.leading + (scrolls(.horizontal) ? -offset.x : (space.width - size.width) / 2)
            let refreshing = state.isRefreshing && scrolls(.vertical) ? Self.refreshControlHeight : 0
            let y = margins.top + refreshing + (scrolls(.vertical) ? -offset.y : (space.height - size.height) / 2)
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: inner)
        }
    }

    /// While refreshing, the spinner above the content is the node's extra content.
    func willPlace(_ node: ViewNode) {
        let refreshing = (node.persistentLayoutState as? ScrollState)?.isRefreshing == true && scrolls(.vertical)
        guard refreshing || node.children.count > 1 else { return }
        MainActorBridge.run((node, refreshing)) { input in
            let (node, refreshing) = input
            // Once shown, the spinner's slot stays, empty when the refresh is done.
            let existing = node.children.count > 1 ? node.children[1] : nil
            let spinner = Resolver.resolve(RefreshSpinner(isShown: refreshing), key: AnyHashable("refresh"), existing: existing,
                                           parent: node, environment: node.environment)
            node.replaceExtras(with: [spinner])
        }
    }

    /// iOS's refresh spinner, in the middle of the band above the content.
    func placeExtras(_ extras: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let band = Self.refreshControlHeight
        for extra in extras {
            extra.place(at: CGPoint(x: bounds.midX - 10, y: bounds.minY + margins(node).top + band / 2 - 10),
                        proposal: ProposedViewSize(width: 20, height: 20))
        }
    }

    /// The offset kept within the content, as iOS keeps it (no overscroll): from 0 to content −
    /// viewport along each scroll axis; content smaller than the viewport sits at the starting
    /// anchor and does not move. Nil (never scrolled) is the starting anchor's offset.
    func clampedOffset(_ requested: CGPoint?, state: ScrollState) -> CGPoint {
        var result = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] where scrolls(axis) {
            let excess = state.contentSize[axis] - state.viewport[axis]
            let start = excess * (axis == .horizontal ? anchor.x : anchor.y)
            guard excess > 0 else { result[axis] = start; continue }
            let wanted = requested.map { $0[axis].isFinite ? $0[axis] : start } ?? start
            result[axis] = min(max(wanted, 0), excess)
        }
        return result
    }
}

private struct DefaultScrollAnchorKey: PresentationContextKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `defaultScrollAnchor`: where scroll views start.
    public var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `defaultScrollAnchor(_:)`: `.bottom` starts a scroll view at its end.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
