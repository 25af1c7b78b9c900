import Foundation

/// What a view's `draw(_:)` drew into its context: Tether's display items in the view's
/// bounds space (the bounds' top-left corner at zero), and the size it drew at.
struct UIViewRectRecording {
    let size: CGSize
    let items: [DisplayItem]
}

extension UIView {
    /// The view's `draw(_:)` drawing at `size` (nil: it draws nothing), drawn again when
    /// the view needs it or its size changed. Views that draw content of their own (labels,
    /// image views, controls) are not asked.
    func rectDrawing(size: CGSize) -> UIViewRectRecording? {
        if !needsDrawing, let recording = rectRecording, recording.size == size {
            return recording.items.isEmpty ? nil : recording
        }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let origin = bounds.origin
        let context = CGContext(size: size, scale: UIScreen.mainScale, origin: origin.x.isFinite && origin.y.isFinite ? origin : .zero)
        UIGraphicsContextStack.push(context)
        isDrawingRect = true
        draw(CGRect(origin: bounds.origin, size: size))
        isDrawingRect = false
        UIGraphicsContextStack.remove(context)
        context.isDrawable = false
        let recording = UIViewRectRecording(size: size, items: context.items)
        rectRecording = recording
        needsDrawing = false
        return recording.items.isEmpty ? nil : recording
    }
}

/// A view's `draw(_:)` drawing, clipped to the view's bounds.
nonisolated struct UIViewRectDrawingView: View {
    typealias Body = Never
    let recording: UIViewRectRecording
}

extension UIViewRectDrawingView: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = UIViewRectItemsDrawing(recording: recording)
        node.setChildren([])
    }
}

/// Draws a recording's items, clipped to the size it was drawn at.
struct UIViewRectItemsDrawing: NodeDrawing {
    let recording: UIViewRectRecording
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        [.group(transform: .identity, opacity: 1, clip: Path(CGRect(origin: .zero, size: recording.size)), items: recording.items)]
    }
}
