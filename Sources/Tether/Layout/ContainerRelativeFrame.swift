import Foundation

/// The node of a `containerRelativeFrame`: a fixed frame (`_FrameLayout`) whose lengths on
/// `axes` come from the nearest container's size, measured when the node is. The nearest
/// container is the scroll view (or list) around the node, else the window (the canvas).
struct ContainerRelativeFrameLayout: NodeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    /// The length along an axis from the container's length along it.
    let length: (CGFloat, Axis) -> CGFloat

    /// The container's size for `node`: the visible size of the scroll view around it minus
    /// its content margins and safe area insets, else the canvas.
    static func containerSize(of node: ViewNode) -> CGSize {
        var current = node.parent
        while let n = current {
            if n.layout is ScrollViewportLayout, let state = n.persistentLayoutState as? ScrollState {
                state.relativeFrames.insert(node)
                if let size = state.containerSize { return size }
                return node.graph.canvasSize
            }
            current = n.parent
        }
        let graph = node.graph
        graph.windowRelativeFrames.insert(node)
        return graph.canvasSize
    }

    /// The fixed frame this node is for its container now; bad lengths are reported and
    /// replaced by the container's.
    func frame(_ node: ViewNode) -> LayoutAdapter<_FrameLayout> {
        let container = Self.containerSize(of: node)
        func resolved(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let available = container[axis]
            let value = length(available, axis)
            guard value.isFinite, value >= 0 else {
                node.graph.report(.invalidGeometry, "containerRelativeFrame length \(value) is negative or not finite; using the container's \(available)", at: node)
                return available
            }
            return value
        }
        return LayoutAdapter(layout: _FrameLayout(width: resolved(.horizontal), height: resolved(.vertical), alignment: alignment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        frame(node).sizeThatFits(proposal, node: node)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        frame(node).placeChildren(of: node, in: bounds, proposal: proposal)
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        frame(node).explicitAlignment(key, node: node, size: size, proposal: proposal)
    }
    func spacing(of node: ViewNode) -> ViewSpacing { frame(node).spacing(of: node) }
}

/// The modifier behind the three `containerRelativeFrame` forms.
nonisolated struct _ContainerRelativeFrameModifier: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    var nodeLayout: any NodeLayout { ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length) }
}

extension ScrollState {
    /// Records the size `containerRelativeFrame` views inside see, from the scroll view's
    /// placement; when it changes, the ones measured for the old size are measured again in
    /// another layout pass of the update. Before the first placement, a measurement gives it.
    func updateContainerSize(_ size: CGSize, placing: Bool, in graph: ViewGraph) {
        guard size != containerSize else { return }
        guard placing || containerSize == nil else { return }
        containerSize = size
        for node in relativeFrames.nodes { graph.requestLayout(of: node) }
    }
}

extension View {
    /// Mirrors SwiftUI's `containerRelativeFrame(_:alignment:)`: on `axes` the view is framed to
    /// the nearest container's size — the scroll view or list around it (its visible size minus
    /// content margins and safe area insets), else the window; other axes are unchanged.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Mirrors SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: the
    /// container's length split in `count` columns `spacing` apart, the view `span` of them wide:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`. A count or span
    /// below 1, or a negative or non-finite spacing, is reported and taken as 1 (or 0).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> some View {
        var problems: [String] = []
        if count < 1 { problems.append("containerRelativeFrame count \(count) is below 1; using 1") }
        if span < 1 { problems.append("containerRelativeFrame span \(span) is below 1; using 1") }
        if !(spacing.isFinite && spacing >= 0) { problems.append("containerRelativeFrame spacing \(spacing) is negative or not finite; using 0") }
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        let spacing = spacing.isFinite && spacing >= 0 ? spacing : 0
        return modifier(_CheckedFrame(problems: problems, frame: _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
        }))
    }

    /// Mirrors SwiftUI's `containerRelativeFrame(_:alignment:_:)`: on `axes` the view's length is
    /// what `length` returns for the container's length along that axis. A negative or
    /// non-finite result is reported and the container's length used.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
