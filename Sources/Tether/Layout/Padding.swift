import Foundation

/// Mirrors SwiftUI's `_PaddingLayout`: proposes the proposal minus the insets (never below
/// zero) and adds the insets to the content's size. Negative insets draw the content larger.
nonisolated struct _PaddingLayout: Layout, Equatable {
    let insets: EdgeInsets

    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: p.height.map { Swift.max(0, $0 - insets.vertical) })
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.unionSize(inner(proposal))
        return CGSize(width: Swift.max(0, child.width + insets.horizontal), height: Swift.max(0, child.height + insets.vertical))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inner(proposal))
        }
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + insets.leading }
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + insets.top }
    }
}

extension _PaddingLayout: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        var insets = self.insets
        for edge in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where !insets[keyPath: edge].isFinite {
            node.graph.report(.invalidGeometry, "padding must be finite; using 0 for \(insets[keyPath: edge])", at: node)
            insets[keyPath: edge] = 0
        }
        node.layout = LayoutAdapter(layout: _PaddingLayout(insets: insets))
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

extension View {
    /// Mirrors SwiftUI's `padding(_:)` with explicit insets.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
    /// Mirrors SwiftUI's `padding(_:_:)`: `length` (16 by default) on the given edges.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? 16)))
    }
    /// Mirrors SwiftUI's `padding(_:)` with one length on every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
