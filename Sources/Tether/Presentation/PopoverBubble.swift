import Foundation

// iOS's popover bubble: in a regular width (an iPad), or kept in compact width by
// `presentationCompactAdaptation(.popover)` / `(.none)`, a popover is a rounded white bubble
// sized to its content, with an arrow pointing at its source, and no dimming; a tap outside
// it dismisses it.

/// Where a popover points and from which side its arrow comes.
struct PopoverSource {
    /// The source's frame on the canvas (a point is a rectangle of no size).
    let rect: CGRect
    /// The bubble edge the arrow is on (`arrowEdge`); nil lets the bubble choose the side
    /// with more room: below a source in the canvas's upper half, above one in its lower half.
    let arrowEdge: Edge?

    /// The arrow edge in a canvas of `height`.
    func edge(inCanvasOfHeight height: CGFloat) -> Edge {
        arrowEdge ?? (!rect.isFiniteRect || rect.midY <= height / 2 ? .top : .bottom)
    }
}

/// The bubble over the canvas: a clear backdrop that dismisses the popover on a tap, the
/// bubble with the content at its ideal size (within the canvas, 10 pt from its edges), and
/// the arrow between the bubble and its source.
nonisolated struct PopoverBubble: View {
    static let arrowLength: CGFloat = 13
    static let arrowWidth: CGFloat = 26
    static let cornerRadius: CGFloat = 13
    static let canvasMargin: CGFloat = 10

    let content: AnyView
    let source: PopoverSource
    let dismiss: @MainActor () -> Void

    @MainActor var body: some View {
        let dismiss = self.dismiss, source = self.source, content = self.content
        if !source.rect.isFiniteRect {
            ControlDiagnostics.report("popover attachment anchor \(source.rect) is not finite; the bubble is centred in the canvas")
        }
        return GeometryReader { proxy in
            let edge = source.edge(inCanvasOfHeight: proxy.size.height)
            PopoverLayout(source: source.rect, edge: edge) {
                Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }
                content
                    .background(SystemColors.elevatedSystemBackground)
                    .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
                    .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 20)
                    .environment(\.dismiss, DismissAction(action: dismiss))
                    .environment(\.isElevatedLevel, true)
                PopoverArrow(edge: edge).fill(SystemColors.elevatedSystemBackground)
            }
        }
    }
}

/// The arrow: a triangle on the bubble's `edge`, its tip pointing away from the bubble.
struct PopoverArrow: Shape {
    let edge: Edge
    func path(in rect: CGRect) -> Path {
        let (tip, a, b): (CGPoint, CGPoint, CGPoint)
        switch edge {
        case .top: (tip, a, b) = (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY))
        case .bottom: (tip, a, b) = (CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY))
        case .leading: (tip, a, b) = (CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY))
        case .trailing: (tip, a, b) = (CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY))
        }
        var path = Path()
        path.move(to: tip)
        path.addLine(to: a)
        path.addLine(to: b)
        path.closeSubpath()
        return path
    }
}

/// Places the backdrop over the whole canvas, the bubble next to the source on the side its
/// arrow edge says (kept within the canvas), and the arrow between them.
struct PopoverLayout: Layout {
    let source: CGRect
    let edge: Edge

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let margin = PopoverBubble.canvasMargin, arrow = PopoverBubble.arrowLength
        let room = CGSize(width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin))
        let ideal = subviews[1].sizeThatFits(.unspecified)
        var size = CGSize(width: min(ideal.width.isFinite ? ideal.width : room.width, room.width),
                          height: min(ideal.height.isFinite ? ideal.height : room.height, room.height))
        let s = source.isFiniteRect ? source : CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let vertical = edge == .top || edge == .bottom
        if vertical { size.height = min(size.height, max(0, room.height - arrow)) } else { size.width = min(size.width, max(0, room.width - arrow)) }
        func clamp(_ v: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(v, max(low, high))) }
        var origin: CGPoint
        switch edge {
        case .top: origin = CGPoint(x: s.midX - size.width / 2, y: s.maxY + arrow)
        case .bottom: origin = CGPoint(x: s.midX - size.width / 2, y: s.minY - arrow - size.height)
        case .leading: origin = CGPoint(x: s.maxX + arrow, y: s.midY - size.height / 2)
        case .trailing: origin = CGPoint(x: s.minX - arrow - size.width, y: s.midY - size.height / 2)
        }
        origin.x = clamp(origin.x, bounds.minX + margin, bounds.maxX - margin - size.width)
        origin.y = clamp(origin.y, bounds.minY + margin, bounds.maxY - margin - size.height)
        subviews[1].place(at: origin, proposal: ProposedViewSize(size))
        // The arrow: its base on the bubble's edge, as near the source's middle as the rounded
        // corners allow.
        let inset = PopoverBubble.cornerRadius + PopoverBubble.arrowWidth / 2
        let half = PopoverBubble.arrowWidth / 2
        switch edge {
        case .top, .bottom:
            let x = clamp(s.midX, origin.x + inset, origin.x + size.width - inset)
            let y = edge == .top ? origin.y - arrow : origin.y + size.height
            subviews[2].place(at: CGPoint(x: x - half, y: y), proposal: ProposedViewSize(width: PopoverBubble.arrowWidth, height: arrow))
        case .leading, .trailing:
            let y = clamp(s.midY, origin.y + inset, origin.y + size.height - inset)
            let x = edge == .leading ? origin.x - arrow : origin.x + size.width
            subviews[2].place(at: CGPoint(x: x, y: y - half), proposal: ProposedViewSize(width: arrow, height: PopoverBubble.arrowWidth))
        }
    }
}
