import Foundation

/// Mirrors SwiftUI's `_PositionLayout` (`.position(x:y:)`): takes the whole proposal (its
/// content's size on nil axes) and puts the content's centre at the point.
nonisolated struct _PositionLayout: Layout, Equatable {
    let position: CGPoint
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.unionSize(proposal)
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
        }
    }
}

extension _PositionLayout: LayoutModifier, ViewModifier {
    public typealias Body = Never
    var nodeLayout: any NodeLayout { LayoutAdapter(layout: self) }
}

/// Mirrors SwiftUI's `_FixedSizeLayout` (`.fixedSize()`): proposes nil (ideal size) on the fixed axes.
nonisolated struct _FixedSizeLayout: Layout, Equatable {
    let horizontal: Bool, vertical: Bool
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.unionSize(inner(proposal))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.align(in: bounds, alignment: .center, proposal: inner(proposal))
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: .center, proposal: inner(proposal))
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: .center, proposal: inner(proposal))
    }
}

extension _FixedSizeLayout: LayoutModifier, ViewModifier {
    public typealias Body = Never
    var nodeLayout: any NodeLayout { LayoutAdapter(layout: self) }
}

/// Mirrors SwiftUI's `_AspectRatioLayout` (`.aspectRatio(_:contentMode:)`): proposes the
/// largest (`.fit`) or smallest (`.fill`) size of that ratio for the proposal.
nonisolated struct _AspectRatioLayout: Layout, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func target(_ p: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        var ratio = aspectRatio ?? {
            let ideal = subviews.unionSize(.unspecified)
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        if !(ratio.isFinite && ratio > 0) { ratio = 1 }
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = subviews.unionSize(.unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / ratio)
        case let (nil, h?): return ProposedViewSize(width: h * ratio, height: h)
        case let (w?, h?):
            if w.isInfinite && h.isInfinite { return p }
            if w.isInfinite { return ProposedViewSize(width: h * ratio, height: h) }
            if h.isInfinite { return ProposedViewSize(width: w, height: w / ratio) }
            let wider = w / max(h, .leastNonzeroMagnitude) > ratio
            if (contentMode == .fit) == wider {
                return ProposedViewSize(width: h * ratio, height: h)
            }
            return ProposedViewSize(width: w, height: w / ratio)
        }
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.unionSize(target(proposal, subviews))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.align(in: bounds, alignment: .center, proposal: target(proposal, subviews))
    }
}

extension _AspectRatioLayout: LayoutModifier, ViewModifier {
    public typealias Body = Never
    var nodeLayout: any NodeLayout { LayoutAdapter(layout: self) }
}

/// Mirrors SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

extension View {
    /// Mirrors SwiftUI's `position(_:)`.
    nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }
    /// Mirrors SwiftUI's `position(x:y:)`.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
    /// Mirrors SwiftUI's `fixedSize()`.
    nonisolated public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }
    /// Mirrors SwiftUI's `fixedSize(horizontal:vertical:)`.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    /// Mirrors SwiftUI's `aspectRatio(_:contentMode:)`.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }
    /// Mirrors SwiftUI's `aspectRatio(_:contentMode:)` with a size's ratio.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    /// Mirrors SwiftUI's `scaledToFit()`.
    nonisolated public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Mirrors SwiftUI's `scaledToFill()`.
    nonisolated public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
