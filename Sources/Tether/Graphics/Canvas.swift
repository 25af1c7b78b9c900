import Foundation

/// Mirrors SwiftUI's `Canvas`: a view that fills the space it is offered and draws what its
/// renderer closure draws into a `GraphicsContext`, in its own coordinates. The renderer
/// runs each time the view is drawn.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
nonisolated public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    /// Mirrors `renderer`.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Mirrors `isOpaque` (no change to the picture).
    public var isOpaque: Bool
    /// Mirrors `colorMode` (Tether draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Mirrors `rendersAsynchronously` (Tether always draws synchronously).
    public var rendersAsynchronously: Bool
    /// Mirrors `symbols`: the views the renderer can draw with `resolveSymbol(id:)`.
    public var symbols: Symbols
}

extension Canvas where Symbols == EmptyView {
    /// Mirrors `init(opaque:colorMode:rendersAsynchronously:renderer:)`.
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                            renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = EmptyView()
    }
}

/// Runs a canvas's renderer at draw time and returns what it recorded.
struct CanvasDrawing: NodeDrawing {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let recorder = CanvasRecorder(node: node)
        var context = GraphicsContext(recorder: recorder, size: size, environment: environment)
        renderer(&context, size)
        for problem in recorder.problems { node.graph.report(.invalidGeometry, problem, at: node) }
        return recorder.items
    }
}

extension Canvas: ResolvableView {
    func resolve(in node: ViewNode) {
        node.drawing = CanvasDrawing(renderer: renderer)
        if Symbols.self == EmptyView.self {
            node.layout = FillProposalLayout()
            node.setChildren([])
        } else {
            // The symbols are the canvas's content, laid out but shown only where drawn.
            node.layout = CanvasSymbolsLayout()
            Resolver.resolveChildren(of: node, [(AnyHashable(0), symbols)])
        }
    }
}
