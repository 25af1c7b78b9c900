import Foundation

/// Mirrors SwiftUI's `GeometryReader`: takes the space it is offered and builds its content
/// from a `GeometryProxy` once its size and position are known (at placement). The content
/// is proposed the reader's size and placed at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

struct GeometryReaderLayout: NodeLayout {
    let build: (GeometryProxy) -> any View

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { true }
    var dependsOnGlobalPosition: Bool { true }

    func willPlace(_ node: ViewNode) {
        let proxy = GeometryProxy(node: node, size: node.frame.size, transform: node.globalTransform)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), build(proxy))])
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

extension GeometryReader: ResolvableView {
    func resolve(in node: ViewNode) {
        let content = self.content
        node.layout = GeometryReaderLayout(build: { content($0) })
        // The content is built at placement; keep the current children until then.
    }
}
