import Foundation

/// Lays out `mask(alignment:_:)` as an overlay (the mask is proposed the content's size and
/// aligned with it); the Draw phase keeps the content only where the mask is opaque.
struct MaskLayout: NodeLayout {
    let base: SecondaryContentLayout

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { base.sizeThatFits(p, node: node) }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        base.placeChildren(of: node, in: bounds, proposal: proposal)
    }
    func placeExtras(_ extras: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        base.placeExtras(extras, of: node, in: bounds, proposal: proposal)
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        base.explicitAlignment(key, node: node, size: size, proposal: proposal)
    }
    func spacing(of node: ViewNode) -> ViewSpacing { base.spacing(of: node) }
}

/// The modifier behind `mask(alignment:_:)`: child 0 is the content, child 1 the mask.
nonisolated struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = MaskLayout(base: SecondaryContentLayout(alignment: alignment, isBackground: false))
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content), (AnyHashable(1), mask)])
    }
}

extension View {
    /// Mirrors SwiftUI's `mask(alignment:_:)`: the view shows only where the mask view is
    /// opaque (the mask's alpha multiplies the view's; its colours do not matter). The mask is
    /// laid out as an overlay would be and receives no taps.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }
    /// Mirrors SwiftUI's deprecated `mask(_:)`.
    @_disfavoredOverload
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
