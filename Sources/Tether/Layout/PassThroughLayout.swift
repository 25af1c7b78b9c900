import Foundation

/// A layout node that takes its content's size and puts the content at its origin: the
/// base of geometry effects, clips, alignment guides and named coordinate spaces.
protocol PassThroughLayout: NodeLayout {}

extension PassThroughLayout {
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        LayoutEngine.subviews(of: node).unionSize(p)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: proposal) }
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        LayoutEngine.subviews(of: node).first?.dimensions(in: proposal).explicitGuide(key)
    }
    func spacing(of node: ViewNode) -> ViewSpacing {
        LayoutEngine.subviews(of: node).first?.spacing ?? ViewSpacing()
    }
}
