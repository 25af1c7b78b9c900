import Foundation

/// Mirrors SwiftUI's `GeometryReader`: takes the space it is offered and builds its content
/// from a `GeometryProxy` once its size and position are known (at placement), and again
/// when what it read from the proxy changes (`GeometryReads`). The content is proposed
/// the reader's size and placed at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

struct GeometryReaderLayout: NodeLayout {
    let build: (GeometryProxy) -> any View
    /// What the content last built read from the proxy.
    let reads = GeometryReads()

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { true }
    var dependsOnGlobalPosition: Bool { true }

    /// Builds the content, unless what it read from the proxy last time is unchanged.
    func willPlace(_ node: ViewNode) {
        let snapshot = GeometryProxy(node: node, size: node.frame.size, transform: node.globalTransform)
        guard !reads.stillHold(for: snapshot) else { return }
        reads.startBuild()
        Resolver.resolveChildren(of: node, [(AnyHashable(0), build(.live(node, reads: reads)))])
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
