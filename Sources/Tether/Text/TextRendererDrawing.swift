import Foundation

extension TextDrawing {
    /// What a text draws under a `TextRenderer`: the renderer's drawing of the text's layout,
    /// in the text's space, into a layer as large as the text's bounds widened by the
    /// renderer's `displayPadding` (leading and trailing by the layout direction); what it
    /// draws outside the layer is cut off. Problems of its drawing (a non-finite transform)
    /// are reported at the text.
    func rendered(_ laidOut: TextLayout, with renderer: AnyTextRenderer, size: CGSize, fills: [Paint], environment: EnvironmentValues,
                  node: ViewNode, visible: CGRect?) -> [DisplayItem] {
        let padding = renderer.padding
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? padding.trailing : padding.leading, right = rightToLeft ? padding.leading : padding.trailing
        let area = CGRect(x: -left, y: -padding.top, width: size.width + left + right, height: size.height + padding.top + padding.bottom)
        guard area.isFiniteRect, area.width > 0, area.height > 0 else { return [] }
        if let visible, !visible.intersects(area) { return [] }
        let bounds = CGRect(origin: .zero, size: size)
        let custom = layout.text.pieces.map(\.attributes.custom)
        let source = TextLayoutSource(laidOut, paints: paints, fills: fills,
                                      backgrounds: paints.map { $0.background?.paint(in: environment, bounds: bounds) },
                                      custom: custom, environment: environment)
        let recorder = CanvasRecorder(node: node)
        var context = GraphicsContext(recorder: recorder, size: area.size, environment: environment)
        context.transform = CGAffineTransform(translationX: left, y: padding.top)
        renderer.base.draw(layout: Text.Layout(source), in: &context)
        for problem in recorder.problems { node.graph.report(.invalidGeometry, "TextRenderer: \(problem)", at: node) }
        guard !recorder.items.isEmpty else { return [] }
        // Drawing known to stay inside the layer needs no clip (a clip would also change how
        // Cairo antialiases rectangles, so text would not draw exactly as it does unrendered).
        let layer = CGRect(origin: .zero, size: area.size)
        let inside = recorder.items.drawnBounds.map { $0.isFiniteRect && layer.contains($0) } ?? false
        return [.group(transform: CGAffineTransform(translationX: -left, y: -padding.top), opacity: 1,
                       clip: inside ? nil : Path(layer), items: recorder.items)]
    }
}
