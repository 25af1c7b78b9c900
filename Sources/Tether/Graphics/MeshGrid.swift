import Foundation

/// A `MeshGradient` as Tether draws it: the vertices with their control points made
/// explicit, in unit coordinates, and the colours; `quads(in:environment:)` tessellates it.
struct MeshGrid: Hashable, Sendable {
    /// One vertex: its position and the control points towards its four neighbours.
    struct Vertex: Hashable, Sendable {
        var position: CGPoint
        var leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint
    }

    /// The most vertices Tether draws (a 100 × 100 grid).
    static let maximumVertices = 10_000
    /// The most quads one mesh is cut into.
    static let maximumQuads = 40_000

    var width: Int
    var height: Int
    var vertices: [Vertex]
    var colors: [Color]
    var background: Color
    var smoothsColors: Bool
    var perceptual: Bool
    /// Why the mesh cannot be drawn (its background is), nil when it can.
    var problem: String?

    init(_ mesh: MeshGradient) {
        width = mesh.width; height = mesh.height
        background = mesh.background
        smoothsColors = mesh.smoothsColors
        perceptual = mesh.colorSpace.isPerceptual
        switch mesh.colors {
        case .colors(let list): colors = list
        case .resolvedColors(let list): colors = list.map(Color.init)
        }
        vertices = []
        let (count, overflow) = mesh.width.multipliedReportingOverflow(by: mesh.height)
        let locationCount: Int
        switch mesh.locations {
        case .points(let points): locationCount = points.count
        case .bezierPoints(let points): locationCount = points.count
        }
        if mesh.width < 2 || mesh.height < 2 {
            problem = "a \(mesh.width) × \(mesh.height) grid has no patch (it needs at least 2 × 2 vertices)"
        } else if overflow || count > Self.maximumVertices {
            problem = "a \(mesh.width) × \(mesh.height) grid is more than the \(Self.maximumVertices) vertices Tether draws"
        } else if locationCount != count || colors.count != count {
            problem = "a \(mesh.width) × \(mesh.height) grid needs \(count) locations and colours, not \(locationCount) and \(colors.count)"
        } else {
            switch mesh.locations {
            case .points(let points): vertices = Self.implicitVertices(points.map(CGPoint.init), width: mesh.width, height: mesh.height)
            case .bezierPoints(let points):
                vertices = points.map { p in
                    Vertex(position: CGPoint(p.position), leading: CGPoint(p.leadingControlPoint), top: CGPoint(p.topControlPoint),
                           trailing: CGPoint(p.trailingControlPoint), bottom: CGPoint(p.bottomControlPoint))
                }
            }
            if vertices.contains(where: { !$0.isFinite }) {
                problem = "a location is not finite"
                vertices = []
            }
        }
        if problem != nil { colors = [] }
    }

    /// Control points for plain points: each edge leaves a vertex along the Catmull-Rom
    /// tangent through its neighbours on that line (a third of the way to the neighbour at the
    /// ends of a line), so an even grid has straight edges and a moved vertex bends its lines
    /// smoothly.
    private static func implicitVertices(_ points: [CGPoint], width: Int, height: Int) -> [Vertex] {
        func at(_ i: Int, _ j: Int) -> CGPoint { points[j * width + i] }
        func controls(_ previous: CGPoint?, _ p: CGPoint, _ next: CGPoint?) -> (before: CGPoint, after: CGPoint) {
            switch (previous, next) {
            case let (a?, b?):
                let d = CGPoint(x: (b.x - a.x) / 6, y: (b.y - a.y) / 6)
                return (CGPoint(x: p.x - d.x, y: p.y - d.y), CGPoint(x: p.x + d.x, y: p.y + d.y))
            case let (a?, nil): return (p.lerp(to: a, 1.0 / 3), p)
            case let (nil, b?): return (p, p.lerp(to: b, 1.0 / 3))
            case (nil, nil): return (p, p)
            }
        }
        var out: [Vertex] = []
        out.reserveCapacity(points.count)
        for j in 0..<height {
            for i in 0..<width {
                let p = at(i, j)
                let row = controls(i > 0 ? at(i - 1, j) : nil, p, i < width - 1 ? at(i + 1, j) : nil)
                let column = controls(j > 0 ? at(i, j - 1) : nil, p, j < height - 1 ? at(i, j + 1) : nil)
                out.append(Vertex(position: p, leading: row.before, top: column.before, trailing: row.after, bottom: column.after))
            }
        }
        return out
    }

    /// Whether the edges from the vertex at `index` to its trailing and bottom neighbours are
    /// straight lines with their control points at the thirds (then a patch is bilinear).
    func hasStraightEdges(at index: Int) -> Bool {
        let vertex = vertices[index]
        let i = index % width, j = index / width
        func atThirds(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) -> Bool {
            c1.distance(to: a.lerp(to: b, 1.0 / 3)) < 1e-6 && c2.distance(to: a.lerp(to: b, 2.0 / 3)) < 1e-6
        }
        if i < width - 1 {
            let next = vertices[index + 1]
            if !atThirds(vertex.position, vertex.trailing, next.leading, next.position) { return false }
        }
        if j < height - 1 {
            let below = vertices[index + width]
            if !atThirds(vertex.position, vertex.bottom, below.top, below.position) { return false }
        }
        return true
    }

    /// The first vertex's colour, else the background (a mesh as a single colour).
    func firstColor(in env: EnvironmentValues) -> RGBA {
        (colors.first ?? background).rgba(in: env)
    }

    /// The mesh over `bounds`: its background and its patches cut into quads of four
    /// corner colours.
    func quads(in bounds: CGRect, environment env: EnvironmentValues) -> MeshQuads {
        let backdrop = background.rgba(in: env)
        guard problem == nil, bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 else {
            return MeshQuads(quads: [], background: backdrop, bounds: bounds)
        }
        let cells = (width - 1) * (height - 1)
        let curved = vertices.indices.contains { !hasStraightEdges(at: $0) }
        // A patch is drawn as one quad only when Cairo's bilinear blend in sRGB is the mesh's
        // own: linear colours in the device space over a bilinear patch.
        var cuts = smoothsColors || perceptual || curved ? 8 : 1
        while cuts > 1 && cells * cuts * cuts > Self.maximumQuads { cuts -= 1 }
        let space = MeshColorSpace(colors.map { $0.rgba(in: env) }, perceptual: perceptual)
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        var quads: [MeshQuads.Quad] = []
        quads.reserveCapacity(cells * cuts * cuts)
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let patch = MeshPatch(grid: self, column: i, row: j)
                var points: [CGPoint] = [], colours: [RGBA] = []
                for b in 0...cuts {
                    for a in 0...cuts {
                        let u = Double(a) / Double(cuts), v = Double(b) / Double(cuts)
                        points.append(place(patch.point(u: u, v: v)))
                        colours.append(space.color(column: i, row: j, u: u, v: v, width: width, height: height, smooth: smoothsColors))
                    }
                }
                let stride = cuts + 1
                for b in 0..<cuts {
                    for a in 0..<cuts {
                        let k = b * stride + a
                        quads.append(MeshQuads.Quad(corners: [points[k], points[k + 1], points[k + stride + 1], points[k + stride]],
                                                    colors: [colours[k], colours[k + 1], colours[k + stride + 1], colours[k + stride]]))
                    }
                }
            }
        }
        return MeshQuads(quads: quads, background: backdrop, bounds: bounds)
    }
}

extension MeshGrid.Vertex {
    var isFinite: Bool { [position, leading, top, trailing, bottom].allSatisfy(\.isFinite) }

}

/// One patch of a mesh: the Coons patch bounded by the four Bézier edges between the
/// vertices at (column, row) and the next column and row.
struct MeshPatch {
    let topLeft: MeshGrid.Vertex, topRight: MeshGrid.Vertex, bottomLeft: MeshGrid.Vertex, bottomRight: MeshGrid.Vertex

    init(grid: MeshGrid, column i: Int, row j: Int) {
        let w = grid.width
        topLeft = grid.vertices[j * w + i]; topRight = grid.vertices[j * w + i + 1]
        bottomLeft = grid.vertices[(j + 1) * w + i]; bottomRight = grid.vertices[(j + 1) * w + i + 1]
    }

    /// The point at parameters (u, v) in 0...1: the Coons surface of the four edges.
    func point(u: Double, v: Double) -> CGPoint {
        let top = Self.bezier(topLeft.position, topLeft.trailing, topRight.leading, topRight.position, u)
        let bottom = Self.bezier(bottomLeft.position, bottomLeft.trailing, bottomRight.leading, bottomRight.position, u)
        let left = Self.bezier(topLeft.position, topLeft.bottom, bottomLeft.top, bottomLeft.position, v)
        let right = Self.bezier(topRight.position, topRight.bottom, bottomRight.top, bottomRight.position, v)
        let a = topLeft.position, b = topRight.position, c = bottomLeft.position, d = bottomRight.position
        func coordinate(_ k: KeyPath<CGPoint, CGFloat>) -> CGFloat {
            let ruled = (1 - v) * top[keyPath: k] + v * bottom[keyPath: k] + (1 - u) * left[keyPath: k] + u * right[keyPath: k]
            let corners = (1 - u) * (1 - v) * a[keyPath: k] + u * (1 - v) * b[keyPath: k] + (1 - u) * v * c[keyPath: k] + u * v * d[keyPath: k]
            return ruled - corners
        }
        return CGPoint(x: coordinate(\.x), y: coordinate(\.y))
    }

    static func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// A mesh's vertex colours in the space they are interpolated in: sRGB components, or
/// Oklab for `.perceptual`; alpha alongside.
struct MeshColorSpace {
    /// Each vertex's components: three colour channels and alpha.
    private let values: [[Double]]
    private let perceptual: Bool

    init(_ colors: [RGBA], perceptual: Bool) {
        self.perceptual = perceptual
        values = colors.map { c in
            if perceptual { let o = Oklab(c); return [o.l, o.a, o.b, c.alpha] }
            return [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// The colour at parameters (u, v) of the patch at (column, row): bilinear between its
    /// corners, or, smoothed, a bicubic Catmull-Rom surface through the neighbouring vertices'
    /// colours (the grid's edge colours repeated beyond it).
    func color(column i: Int, row j: Int, u: Double, v: Double, width: Int, height: Int, smooth: Bool) -> RGBA {
        func at(_ x: Int, _ y: Int) -> [Double] { values[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)] }
        var channels = [Double](repeating: 0, count: 4)
        for k in 0..<4 {
            if smooth {
                let rows = (-1...2).map { dy in
                    Self.catmullRom(at(i - 1, j + dy)[k], at(i, j + dy)[k], at(i + 1, j + dy)[k], at(i + 2, j + dy)[k], u)
                }
                channels[k] = Self.catmullRom(rows[0], rows[1], rows[2], rows[3], v)
            } else {
                let top = at(i, j)[k] + (at(i + 1, j)[k] - at(i, j)[k]) * u
                let bottom = at(i, j + 1)[k] + (at(i + 1, j + 1)[k] - at(i, j + 1)[k]) * u
                channels[k] = top + (bottom - top) * v
            }
        }
        let alpha = min(1, max(0, channels[3]))
        if perceptual {
            let c = Oklab(l: channels[0], a: channels[1], b: channels[2]).rgba
            return RGBA(c.red, c.green, c.blue, alpha)
        }
        func clamp(_ x: Double) -> Double { min(1, max(0, x.isFinite ? x : 0)) }
        return RGBA(clamp(channels[0]), clamp(channels[1]), clamp(channels[2]), alpha)
    }

    /// The Catmull-Rom curve through p1 (t = 0) and p2 (t = 1), shaped by p0 and p3.
    static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t)
    }
}

private extension CGPoint {
    init(_ p: SIMD2<Float>) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
    func lerp(to other: CGPoint, _ t: Double) -> CGPoint { CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t) }
    func distance(to other: CGPoint) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}
