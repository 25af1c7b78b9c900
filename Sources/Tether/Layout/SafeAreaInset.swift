import Foundation

/// Mirrors SwiftUI's `VerticalEdge`: the top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// Mirrors SwiftUI's `HorizontalEdge`: the leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Mirrors SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` for the top or bottom
    /// edge: `content` sits along that edge, proposed the view's width, and the view lays out in
    /// what is left (with `spacing` between, default 0). A scroll view keeps the whole area and
    /// scrolls under the inset instead: its content gets that much more margin on that edge.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom,
                                                      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing),
                          base: self, inset: content())
    }

    /// Mirrors SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` for the leading or
    /// trailing edge (see the vertical form).
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing,
                                                      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing),
                          base: self, inset: content())
    }

    /// Mirrors SwiftUI's `safeAreaPadding(_:_:)`: adds to the view's safe area. Tether's canvas
    /// has none, so content inside is padded by it, except a scroll view, which keeps the whole
    /// area and gets it as margin around its content (its content scrolls into it).
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Mirrors SwiftUI's `safeAreaPadding(_:)` with insets (see `safeAreaPadding(_:_:)`).
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        SafeAreaInsetView(layout: SafeAreaInsetLayout(edge: nil, alignment: .center, spacing: nil, padding: insets),
                          base: self, inset: EmptyView())
    }

    /// Mirrors SwiftUI's `safeAreaPadding(_:)` with one length on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// The view `safeAreaInset`/`safeAreaPadding` make: the base, then the inset view.
nonisolated struct SafeAreaInsetView<Base: View, Inset: View>: View {
    typealias Body = Never
    let layout: SafeAreaInsetLayout
    let base: Base
    let inset: Inset
}

extension SafeAreaInsetView: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = layout
        if !(node.persistentLayoutState is SafeAreaState) { node.persistentLayoutState = SafeAreaState() }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), TupleView((base, ZStack { inset })))])
    }
}

/// The extra safe area a node gives its base, from its last layout (a scroll view inside reads it).
final class SafeAreaState {
    var insets = EdgeInsets()
}

/// Lays out a base view and an inset view along one edge (or only a padding, for `safeAreaPadding`).
struct SafeAreaInsetLayout: NodeLayout {
    let edge: Edge?
    let alignment: Alignment
    let spacing: CGFloat?
    var padding = EdgeInsets()

    private func parts(_ node: ViewNode) -> (base: [LayoutSubview], inset: LayoutSubview?) {
        let subviews = Array(LayoutEngine.subviews(of: node))
        guard let last = subviews.last else { return ([], nil) }
        return (Array(subviews.dropLast()), last)
    }

    /// The space the inset view (and spacing) or the padding take on each edge, for a width
    /// (height) offered across the edge.
    private func insets(_ node: ViewNode, _ proposal: ProposedViewSize) -> EdgeInsets {
        var result = padding
        for v in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where !(result[keyPath: v].isFinite && result[keyPath: v] >= 0) {
            node.graph.report(.invalidGeometry, "safeAreaPadding \(result[keyPath: v]) is negative or not finite; using 0", at: node)
            result[keyPath: v] = 0
        }
        guard let edge, let inset = parts(node).inset else { return result }
        var gap = spacing ?? 0
        if !(gap.isFinite && gap >= 0) {
            node.graph.report(.invalidGeometry, "safeAreaInset spacing \(gap) is negative or not finite; using 0", at: node)
            gap = 0
        }
        let vertical = edge == .top || edge == .bottom
        let size = inset.sizeThatFits(vertical ? ProposedViewSize(width: proposal.width, height: nil)
                                               : ProposedViewSize(width: nil, height: proposal.height))
        let length = (vertical ? size.height : size.width) + gap
        switch edge {
        case .top: result.top += length
        case .bottom: result.bottom += length
        case .leading: result.leading += length
        case .trailing: result.trailing += length
        }
        return result
    }

    /// True when the base is a scroll view (through modifiers with one subview each): it keeps
    /// the whole area and takes the insets as content margins.
    private func baseScrolls(_ base: [LayoutSubview]) -> Bool { scrollView(in: base) != nil }

    private func scrollView(in base: [LayoutSubview]) -> ViewNode? {
        guard base.count == 1 else { return nil }
        var node = base[0].node
        for _ in 0..<16 {
            if node.layout is ScrollViewportLayout { return node }
            let inner = LayoutEngine.subviews(of: node)
            guard inner.count == 1 else { return nil }
            node = inner[0].node
        }
        return nil
    }

    private func inner(_ p: ProposedViewSize, _ i: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - i.leading - i.trailing) }, height: p.height.map { max(0, $0 - i.top - i.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (base, _) = parts(node)
        let i = insets(node, proposal)
        if baseScrolls(base) { return base[0].sizeThatFits(proposal) }
        let content = base.reduce(CGSize.zero) {
            let s = $1.sizeThatFits(inner(proposal, i))
            return CGSize(width: max($0.width, s.width), height: max($0.height, s.height))
        }
        return CGSize(width: content.width + i.leading + i.trailing, height: content.height + i.top + i.bottom)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let (base, inset) = parts(node)
        let i = insets(node, ProposedViewSize(bounds.size))
        let scroll = scrollView(in: base)
        if let state = node.persistentLayoutState as? SafeAreaState {
            let insets = scroll == nil ? EdgeInsets() : i
            // The scroll view inside lays its content out again with the new margins.
            if insets != state.insets { scroll?.needsPlacement = true }
            state.insets = insets
        }
        if baseScrolls(base) {
            base[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        } else {
            let region = CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                                width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
            LayoutSubviews(base.map(\.child)).align(in: region, alignment: .center, proposal: ProposedViewSize(region.size))
        }
        guard let edge, let inset else { inset?.place(at: bounds.origin, proposal: .zero); return }
        let vertical = edge == .top || edge == .bottom
        let p = vertical ? ProposedViewSize(width: bounds.width, height: nil) : ProposedViewSize(width: nil, height: bounds.height)
        let d = inset.dimensions(in: p)
        let space = ViewDimensions(size: bounds.size)
        var origin = CGPoint(x: space[alignment.horizontal] - d[alignment.horizontal], y: space[alignment.vertical] - d[alignment.vertical])
        switch edge {
        case .top: origin.y = 0
        case .bottom: origin.y = bounds.height - d.height
        case .leading: origin.x = 0
        case .trailing: origin.x = bounds.width - d.width
        }
        inset.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: p)
    }

    /// The extra content margins a scroll view gets from the insets around it.
    static func scrollMargins(for scroll: ViewNode) -> EdgeInsets {
        var total = EdgeInsets()
        var current = scroll.parent
        while let n = current, !(n.layout is ScrollViewportLayout) {
            if let state = n.persistentLayoutState as? SafeAreaState, n.layout is SafeAreaInsetLayout {
                total.top += state.insets.top; total.leading += state.insets.leading
                total.bottom += state.insets.bottom; total.trailing += state.insets.trailing
            }
            current = n.parent
        }
        return total
    }
}
