import Foundation

/// Mirrors SwiftUI's `MeshGradient` (iOS 18): a two-dimensional gradient over a grid of
/// `width` × `height` coloured vertices, in unit coordinates of the filled frame. Each vertex
/// has four Bézier control points (leading, top, trailing, bottom) shaping the edges to its
/// neighbours; given as plain points, the control points are implicit (Tether places them as
/// a Catmull-Rom spline through the neighbouring vertices, so an even grid has straight
/// edges). Colours are interpolated across each patch linearly, or with `smoothsColors` along
/// cubic curves through the neighbouring colours (Catmull-Rom, Tether's reading of Apple's
/// "cubic curves derived from how the colors change between neighbors"), in sRGB components
/// (`.device`) or Oklab (`.perceptual`). `background` fills the frame outside the mesh. As a
/// view it fills its frame. A grid whose arrays do not hold `width × height` elements, or with
/// fewer than 2 × 2 vertices, draws its background alone and reports it.
///
/// PNG draws the patches as a Cairo mesh; SVG, which has no mesh gradient, as small quads
/// of solid colour.
nonisolated public struct MeshGradient: ShapeStyle, View, Sendable {
    public typealias Body = Never

    /// Mirrors `MeshGradient.BezierPoint`: a vertex's position and the control points of the
    /// edges leaving it towards its four neighbours, in unit coordinates.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Mirrors `MeshGradient.Locations`: the vertices, as points (implicit control points) or
    /// as Bézier points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// Mirrors `MeshGradient.Colors`: the vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices in each row.
    public var width: Int
    /// The number of vertices in each column.
    public var height: Int
    /// The vertices, row by row from the top; `width × height` of them.
    public var locations: MeshGradient.Locations
    /// The vertices' colours, in the order of `locations`.
    public var colors: MeshGradient.Colors
    /// Fills the frame outside the mesh.
    public var background: Color
    /// Whether colours follow cubic curves between vertices (true) or change linearly.
    public var smoothsColors: Bool
    /// The space colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// Mirrors `init(width:height:locations:colors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    /// Mirrors `init(width:height:points:colors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Mirrors `init(width:height:points:resolvedColors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Mirrors `init(width:height:bezierPoints:colors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Mirrors `init(width:height:bezierPoints:resolvedColors:background:smoothsColors:colorSpace:)`.
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}

extension MeshGradient: ResolvableShapeStyle {
    var paint: ResolvedPaint { .mesh(MeshGrid(self)) }
}

extension MeshGradient: ResolvableView {
    func resolve(in node: ViewNode) {
        let grid = MeshGrid(self)
        if let problem = grid.problem { node.graph.report(.invalidGeometry, "MeshGradient: \(problem); drawing its background alone", at: node) }
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: .mesh(grid), stroke: nil)
        node.setChildren([])
    }
}
