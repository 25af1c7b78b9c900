import Foundation

/// Lays out `overlay` / `background`: the size comes from the primary content (child 0);
/// the secondary content (child 1) is proposed that size and aligned with the primary's guides.
/// For `overlayPreferenceValue` / `backgroundPreferenceValue` the secondary content is built
/// from the primary's preferences (`preferenceDrivenContent`).
struct SecondaryContentLayout: NodeLayout {
    let alignment: Alignment
    let isBackground: Bool
    var preferenceDrivenContent: (any PreferenceDrivenContent)? = nil

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        LayoutEngine.subviews(of: node).unionSize(p)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: proposal) }
    }
    func placeExtras(_ secondary: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let primary = LayoutEngine.subviews(of: node)
        let size = primary.unionSize(proposal)
        let primaryDims = primary.count == 1 ? primary[0].dimensions(in: proposal) : ViewDimensions(size: size)
        for s in secondary {
            let secondaryProposal = ProposedViewSize(size)
            let d = s.dimensions(in: secondaryProposal)
            let origin = CGPoint(x: primaryDims[alignment.horizontal] - d[alignment.horizontal],
                                 y: primaryDims[alignment.vertical] - d[alignment.vertical])
            s.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: secondaryProposal)
        }
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let primary = LayoutEngine.subviews(of: node)
        return primary.first?.dimensions(in: proposal).explicitGuide(key)
    }
    func spacing(of node: ViewNode) -> ViewSpacing {
        LayoutEngine.subviews(of: node).first?.spacing ?? ViewSpacing()
    }
}

/// Mirrors SwiftUI's `_OverlayModifier` / `_BackgroundModifier`.
nonisolated struct _SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = SecondaryContentLayout(alignment: alignment, isBackground: isBackground)
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content), (AnyHashable(1), secondary)])
    }
}

extension View {
    /// Mirrors SwiftUI's `overlay(alignment:content:)`.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
    /// Mirrors SwiftUI's `background(alignment:content:)`.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: true))
    }
    /// Mirrors SwiftUI's deprecated `overlay(_:alignment:)`.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }
    /// Mirrors SwiftUI's deprecated `background(_:alignment:)`.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: background, alignment: alignment, isBackground: true))
    }
}
