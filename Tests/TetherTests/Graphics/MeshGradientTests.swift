import Foundation
import Testing
@testable import Tether

/// `MeshGradient`: vertices placed in unit coordinates of the frame, colours blended linearly
/// or along Catmull-Rom curves, in sRGB or Oklab, over the background.
@MainActor
@Suite struct MeshGradientTests {
    private let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
    private let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    /// The 100 × 100 rendering of `view` at scale 1.
    private func render(_ view: some View) throws -> DecodedPixels {
        try pixels(view.frame(width: 100, height: 100), width: 100, height: 100, scale: 1)
    }

    private func near(_ value: Int, _ expected: Double, _ tolerance: Double = 3) -> Bool { abs(Double(value) - expected) <= tolerance }

    @Test func aLinearMeshBlendsItsCornersBilinearly() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square,
                                colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                         Color(red: 0, green: 1, blue: 0), white],
                                smoothsColors: false)
        let png = try render(mesh)
        // Pixel (x, y) is sampled at its centre, (x + 0.5) / 100 of the way across.
        func expected(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let u = (Double(x) + 0.5) / 100, v = (Double(y) + 0.5) / 100
            func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                255 * ((1 - v) * (a + (b - a) * u) + v * (c + (d - c) * u))
            }
            return (mix(1, 0, 0, 1), mix(0, 0, 1, 1), mix(0, 1, 0, 1))
        }
        for (x, y) in [(50, 50), (10, 80), (90, 5), (30, 30)] {
            let p = png.pixel(x: x, y: y), e = expected(x, y)
            #expect(near(p.r, e.0) && near(p.g, e.1) && near(p.b, e.2), "pixel \(x), \(y): \(p) against \(e)")
        }
    }

    @Test func aSmoothMeshEasesBetweenItsColoursAlongCubicCurves() throws {
        func grey(at x: Int, smooth: Bool) throws -> Int {
            let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [black, white, black, white], smoothsColors: smooth)
            return try render(mesh).pixel(x: x, y: 50).r
        }
        // Between two vertices alone, the Catmull-Rom curve (its end values repeated) from 0 to
        // 1 is 0.5 (t + 3t² − 2t³): at a quarter it has gone 0.203 of the way, at the middle
        // half; linear blending has gone a quarter.
        let u = 25.5 / 100
        let smooth = 0.5 * ((u) + (3 * u * u) - (2 * u * u * u))
        #expect(near(try grey(at: 25, smooth: true), 255 * smooth))
        #expect(near(try grey(at: 25, smooth: false), 255 * u))
        #expect(near(try grey(at: 50, smooth: true), 255 * 0.505))
    }

    @Test func thePerceptualSpaceBlendsInOklab() throws {
        func grey(_ space: Gradient.ColorSpace) throws -> Int {
            let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [black, white, black, white],
                                    smoothsColors: false, colorSpace: space)
            return try render(mesh).pixel(x: 50, y: 50).r
        }
        // Half way from black to white: 0.505 of the sRGB value in `.device`; in Oklab,
        // lightness 0.505, whose cube is the linear light, encoded to sRGB.
        let lightness = 0.505, linear = lightness * lightness * lightness
        let encoded = 1.055 * pow(linear, 1 / 2.4) - 0.055
        #expect(near(try grey(.device), 255 * 0.505))
        #expect(near(try grey(.perceptual), 255 * encoded))
    }

    @Test func aMovedVertexCarriesItsColourAndTheBackgroundFillsOutsideTheMesh() throws {
        // A 3 × 3 mesh, white in the middle vertex moved to (0.75, 0.5), black elsewhere, its
        // outer vertices inset to 0.2...0.8, on a red background.
        let points: [SIMD2<Float>] = [[0.2, 0.2], [0.5, 0.2], [0.8, 0.2],
                                      [0.2, 0.5], [0.75, 0.5], [0.8, 0.5],
                                      [0.2, 0.8], [0.5, 0.8], [0.8, 0.8]]
        let colors = [black, black, black, black, white, black, black, black, black]
        let mesh = MeshGradient(width: 3, height: 3, points: points, colors: colors, background: Color(red: 1, green: 0, blue: 0),
                                smoothsColors: false)
        let png = try render(mesh)
        let vertex = png.pixel(x: 74, y: 49)
        #expect(vertex.r > 230 && vertex.g > 230, "the moved vertex's pixel: \(vertex)")
        // Half way from the left edge (0.2) to the moved vertex (0.75) on its row: mid grey.
        let between = png.pixel(x: 47, y: 49)
        #expect(between.g > 90 && between.g < 165, "between: \(between)")
        let outside = png.pixel(x: 5, y: 5)
        #expect(outside.r == 255 && outside.g == 0 && outside.b == 0)
    }

    @Test func bezierPointsBendTheEdges() throws {
        // A 2 × 2 mesh on red whose top edge bows down: its control points sit at y = 0.6,
        // so the Bézier's middle is at 0.75 × 0.6 = 0.45 down. Above the bow is background.
        func vertex(_ x: Float, _ y: Float, down: Float) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x == 0 ? 0 : 2 / 3, down], topControlPoint: [x, y],
                                     trailingControlPoint: [x == 0 ? 1 / 3 : 1, down], bottomControlPoint: [x, y + (1 - y) / 3])
        }
        let points = [vertex(0, 0, down: 0.6), vertex(1, 0, down: 0.6),
                      MeshGradient.BezierPoint(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 2 / 3],
                                               trailingControlPoint: [1 / 3, 1], bottomControlPoint: [0, 1]),
                      MeshGradient.BezierPoint(position: [1, 1], leadingControlPoint: [2 / 3, 1], topControlPoint: [1, 2 / 3],
                                               trailingControlPoint: [1, 1], bottomControlPoint: [1, 1])]
        let mesh = MeshGradient(width: 2, height: 2, bezierPoints: points, colors: [white, white, white, white],
                                background: Color(red: 1, green: 0, blue: 0))
        let png = try render(mesh)
        #expect(png.pixel(x: 50, y: 40).g == 0, "above the bow: background")
        #expect(png.pixel(x: 50, y: 50).g > 240, "below the bow: the mesh")
        #expect(png.pixel(x: 2, y: 10).g > 240, "near the corner the edge is still at the top")
    }

    @Test func aMeshFillsAShapeAsAStyle() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [white, white, black, black])
        let png = try render(Circle().fill(mesh))
        // Outside the circle, nothing; inside, near the bottom, dark.
        #expect(png.pixel(x: 2, y: 98).a == 0)
        let inside = png.pixel(x: 50, y: 95)
        #expect(inside.a == 255 && inside.b < 40)
    }

    @Test func aGridWithTheWrongNumberOfPointsDrawsItsBackgroundAndIsReported() throws {
        let mesh = MeshGradient(width: 3, height: 2, points: square, colors: [white, white, white, white],
                                background: Color(red: 0, green: 0, blue: 1))
        let h = host(mesh.frame(width: 100, height: 100), width: 100, height: 100)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        let p = png.pixel(x: 50, y: 50)
        #expect(p.r == 0 && p.b == 255)
        #expect(h.diagnostics.contains { $0.message.contains("MeshGradient") && $0.message.contains("6 locations") })
        // Hostile sizes: no crash, background alone.
        for (w, hgt) in [(0, 0), (-3, 2), (Int.max, 2), (1_000, 1_000)] {
            let bad = MeshGradient(width: w, height: hgt, points: square, colors: [white], background: Color(red: 0, green: 0, blue: 1))
            #expect(try render(bad).pixel(x: 50, y: 50).b == 255)
        }
        let nan = MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, .infinity]], colors: [white, white, white, white])
        // A location that is not finite: the clear background alone, nothing drawn.
        #expect(try render(nan).pixel(x: 50, y: 50).a == 0)
    }

    @Test func theSVGDrawsTheMeshAsQuadsOverTheBackground() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [black, black, black, black],
                                background: Color(red: 1, green: 0, blue: 0))
        let svg = host(mesh.frame(width: 100, height: 100), width: 100, height: 100).svg()
        #expect(svg.contains("fill=\"rgb(255,0,0)\""))
        #expect(svg.contains("fill=\"rgb(0,0,0)\""))
    }
}
