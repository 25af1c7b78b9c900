import Foundation

/// Mirrors SwiftUI's `_FrameLayout` (`.frame(width:height:alignment:)`): proposes the fixed
/// dimensions to its content, takes them as its size, and aligns the content inside.
nonisolated struct _FrameLayout: Layout, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.unionSize(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        subviews.align(in: bounds, alignment: alignment, proposal: childProposal)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: alignment,
                                  proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: alignment,
                                  proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    }
}

extension _FrameLayout: LayoutModifier, ViewModifier {
    public typealias Body = Never
    var nodeLayout: any NodeLayout { LayoutAdapter(layout: self) }
}

/// Mirrors SwiftUI's `_FlexFrameLayout` (`.frame(minWidth:idealWidth:maxWidth:...)`):
/// with min and max the size is the proposal clamped to them; with only a min,
/// `max(min(proposal, child), min)`; with only a max, `min(max(proposal, child), max)`;
/// ideal values replace a nil proposal.
nonisolated struct _FlexFrameLayout: Layout, Equatable {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    private static func childProposal(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let hi { v = Swift.min(v, hi) }
        if let lo { v = Swift.max(v, lo) }
        return v
    }
    private static func size(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?, child: CGFloat) -> CGFloat {
        guard lo != nil || hi != nil else { return child }
        guard let p = p ?? ideal else {
            var v = child
            if let hi { v = Swift.min(v, hi) }
            if let lo { v = Swift.max(v, lo) }
            return v
        }
        switch (lo, hi) {
        case let (lo?, hi?): return Swift.max(lo, Swift.min(p, hi))
        case let (lo?, nil): return Swift.max(Swift.min(p, child), lo)
        case let (nil, hi?): return Swift.min(Swift.max(p, child), hi)
        default: return child
        }
    }
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.childProposal(p.width, minWidth, idealWidth, maxWidth),
                         height: Self.childProposal(p.height, minHeight, idealHeight, maxHeight))
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.unionSize(childProposal(proposal))
        return CGSize(width: Self.size(proposal.width, minWidth, idealWidth, maxWidth, child: child.width),
                      height: Self.size(proposal.height, minHeight, idealHeight, maxHeight, child: child.height))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.align(in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.passThroughGuide(guide.key, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }
}

extension _FlexFrameLayout: LayoutModifier, ViewModifier {
    public typealias Body = Never
    var nodeLayout: any NodeLayout { LayoutAdapter(layout: self) }
}

/// Checks frame dimensions the way SwiftUI does: negative or non-finite values are reported
/// ("Invalid frame dimension (negative or non-finite).") and ignored.
struct FrameDimensionCheck {
    private(set) var problems: [String] = []
    mutating func check(_ v: CGFloat?, allowInfinity: Bool = false) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN || v < 0 || (!allowInfinity && v.isInfinite) {
            problems.append("Invalid frame dimension (negative or non-finite).")
            return nil
        }
        return v
    }
}

extension View {
    /// Mirrors SwiftUI's `frame(width:height:alignment:)`.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var check = FrameDimensionCheck()
        let w = check.check(width), h = check.check(height)
        return modifier(_CheckedFrame(problems: check.problems, frame: _FrameLayout(width: w, height: h, alignment: alignment)))
    }

    /// Mirrors SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View {
        var check = FrameDimensionCheck()
        var minW = check.check(minWidth), maxW = check.check(maxWidth, allowInfinity: true)
        var minH = check.check(minHeight), maxH = check.check(maxHeight, allowInfinity: true)
        let idealW = check.check(idealWidth), idealH = check.check(idealHeight)
        var problems = check.problems
        if let lo = minW, let hi = maxW, lo > hi { problems.append("Contradictory frame constraints specified."); minW = hi; maxW = hi }
        if let lo = minH, let hi = maxH, lo > hi { problems.append("Contradictory frame constraints specified."); minH = hi; maxH = hi }
        return modifier(_CheckedFrame(problems: problems, frame: _FlexFrameLayout(
            minWidth: minW, idealWidth: idealW, maxWidth: maxW,
            minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)))
    }

    /// Mirrors SwiftUI's deprecated `frame()`: no effect.
    nonisolated public func frame() -> some View { frame(width: nil, height: nil) }
}

/// A frame (fixed or flexible) plus the problems found in its arguments, reported where the
/// frame is.
nonisolated struct _CheckedFrame<Frame: ViewModifier & PrimitiveModifier>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let problems: [String]
    let frame: Frame
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        for p in problems { node.graph.report(.invalidGeometry, p, at: node) }
        frame.resolve(content: content, in: node)
    }
}
