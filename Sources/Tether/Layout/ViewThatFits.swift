import Foundation

/// Mirrors SwiftUI's `ViewThatFits`: shows the first of its subviews whose ideal size fits the
/// proposal along the constrained axes (the last one when none fits, the first when `axes` is
/// empty). The other subviews are measured but neither drawn, hit nor asked for preferences.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Continue to checkout")
///     Text("Checkout")
///     Image(systemName: "cart")
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View { _LayoutContainer(layout: ViewThatFitsLayout(axes: axes), content: content) }
}

/// The layout behind `ViewThatFits`: it takes the size of the chosen subview for the proposal.
struct ViewThatFitsLayout: SelectiveLayout, Equatable {
    let axes: Axis.Set

    // Spacing is the `Layout` default, the union of the subviews' spacing: it cannot depend
    // on the choice, which depends on a proposal spacing is not given.

    /// Index of the subview to show for `proposal`. Each candidate is asked for its ideal size
    /// along the constrained axes (a nil proposal there) and the given size along the others.
    func choice(for proposal: ProposedViewSize, in subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        guard !axes.isEmpty else { return subviews.startIndex }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width,
                                     height: vertical ? nil : proposal.height)
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(probe)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.index(before: subviews.endIndex)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = choice(for: proposal, in: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    /// Only the chosen alternative is shown.
    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        choice(for: proposal, in: subviews).map { IndexSet(integer: $0 - subviews.startIndex) } ?? []
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let index = choice(for: proposal, in: subviews) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let index = choice(for: proposal, in: subviews) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide]
    }
}
