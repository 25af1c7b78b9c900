import Foundation

extension Canvas {
    /// Mirrors `init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`: a canvas whose
    /// renderer can draw the views `symbols` builds, each found by its `tag(_:)` with
    /// `GraphicsContext.resolveSymbol(id:)`. The symbols are laid out at their ideal size and
    /// are not shown (nor tapped) except where the renderer draws them.
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                            renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }
}

/// A canvas with symbols: it fills the space it is offered, as any canvas; its symbol views
/// are placed at its origin at their ideal size and never shown as subviews.
struct CanvasSymbolsLayout: NodeLayout {
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: .unspecified) }
    }
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? { IndexSet() }
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { true }
}

extension GraphicsContext {
    /// Mirrors `GraphicsContext.ResolvedSymbol`: one of the canvas's symbol views, drawn as
    /// it would draw itself.
    public struct ResolvedSymbol {
        /// Mirrors `size`: the symbol's ideal size.
        public let size: CGSize
        let items: [DisplayItem]
    }

    /// Mirrors `resolveSymbol(id:)`: the symbol view tagged `id`, or nil when the canvas has
    /// none with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let canvas = recorder.node, let content = canvas.children.first else { return nil }
        let wanted = AnyHashable(id)
        for child in LayoutEngine.layoutChildren(of: content) where TagKey.tag(of: child)?.value == wanted {
            let node = child.node
            guard node.isPlaced else { return nil }
            return ResolvedSymbol(size: node.frame.size, items: DrawPhase.items(of: node))
        }
        return nil
    }

    /// Mirrors `draw(_:at:anchor:)` for a resolved symbol: its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        guard origin.isFinite, !symbol.items.isEmpty else {
            if !origin.isFinite { recorder.problems.append("GraphicsContext symbol drawn at a non-finite point \(point); not drawn") }
            return
        }
        record([.group(transform: CGAffineTransform(translationX: origin.x, y: origin.y), opacity: 1, clip: nil, items: symbol.items)])
    }

    /// Mirrors `draw(_:in:)` for a resolved symbol: the symbol drawn with `rect` as its frame,
    /// scaled from its own size to the rectangle's, as a resolved image drawn in a rectangle
    /// is. A symbol of zero size, or a non-finite rectangle, draws nothing (the latter with a
    /// diagnostic).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.isFiniteRect else {
            recorder.problems.append("GraphicsContext symbol drawn in a non-finite rectangle \(rect); not drawn")
            return
        }
        let rect = rect.standardized
        guard symbol.size.width > 0, symbol.size.height > 0, !symbol.items.isEmpty else { return }
        let transform = CGAffineTransform(translationX: rect.minX, y: rect.minY)
            .scaledBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
        record([.group(transform: transform, opacity: 1, clip: nil, items: symbol.items)])
    }
}
