import Foundation

/// The host's root: proposes the canvas size to the content and centres it, like a window.
/// Over the content, across the whole canvas, it shows what the content presents (an alert, a
/// confirmation dialog or a sheet),
/// built from the content's preferences like an `overlayPreferenceValue`.
struct HostLayout: NodeLayout, PreferenceDrivenContent {
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = LayoutEngine.subviews(of: node)
        guard subviews.count > 1 else { return subviews.align(in: bounds, alignment: .center, proposal: proposal) }
        var cache = Self.implicitStack.makeCache(subviews: subviews)
        let size = Self.implicitStack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        Self.implicitStack.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// iOS's hosting lays several top-level views (a `body` that lists them) out as a `VStack`.
    static let implicitStack = VStackLayout()

    /// The size the content takes for `proposal`: its one view's, or the implicit stack's.
    static func contentSize(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize? {
        guard subviews.count > 1 else { return subviews.first.map { $0.sizeThatFits(proposal) } }
        var cache = implicitStack.makeCache(subviews: subviews)
        return implicitStack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeExtras(_ presented: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for view in presented { view.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
    var preferenceDrivenContent: (any PreferenceDrivenContent)? { self }
    var readKeys: [ObjectIdentifier] { [ObjectIdentifier(PresentationsKey.self)] }
    func secondaryView(from values: PreferenceValues) -> any View {
        WindowPresentations(presented: values[PresentationsKey.self] ?? [])
    }
}
