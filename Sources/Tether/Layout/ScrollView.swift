import Foundation

/// Mirrors SwiftUI's `ScrollView`: offers its content an unlimited length on the scroll
/// axes, takes the size it is offered, and clips the content to it. Tether shows the
/// content at its starting position: the top (or `defaultScrollAnchor`).
nonisolated public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    @Environment(\.defaultScrollAnchor) private var anchor

    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        _LayoutContainer(layout: ScrollViewLayout(axes: axes, anchor: anchor ?? .top), content: content).clipped()
    }
}

/// The scroll view's layout: content measured with nil on the scroll axes, placed at the
/// starting anchor along them and centred across them.
struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    let anchor: UnitPoint

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.map { $0.sizeThatFits(contentProposal(proposal)) }
        let union = content.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return proposal.replacingUnspecifiedDimensions(by: union)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            // Along a scroll axis the anchor picks which part shows; across, content is centred.
            let ax = axes.contains(.horizontal) ? anchor.x : 0.5
            let ay = axes.contains(.vertical) ? anchor.y : 0.5
            let x = bounds.minX + (bounds.width - size.width) * ax
            let y = bounds.minY + (bounds.height - size.height) * ay
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: inner)
        }
    }
}

private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `defaultScrollAnchor`: where scroll views start.
    public var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `defaultScrollAnchor(_:)`: `.bottom` starts a scroll view at its end.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
