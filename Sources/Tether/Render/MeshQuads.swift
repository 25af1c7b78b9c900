import Foundation

/// A mesh gradient ready to draw (`Paint.mesh`): `background` over `bounds`, then quads,
/// each with a colour at each corner (top-left, top-right, bottom-right, bottom-left) blended
/// bilinearly inside it.
struct MeshQuads: Sendable {
    struct Quad: Sendable {
        var corners: [CGPoint]
        var colors: [RGBA]

        /// The quad's colour as one (SVG draws each quad in it): its corners' mean.
        var meanColor: RGBA {
            let n = Double(colors.count)
            return RGBA(colors.reduce(0) { $0 + $1.red } / n, colors.reduce(0) { $0 + $1.green } / n,
                        colors.reduce(0) { $0 + $1.blue } / n, colors.reduce(0) { $0 + $1.alpha } / n)
        }
    }

    var quads: [Quad]
    var background: RGBA
    var bounds: CGRect

    /// False when nothing would show.
    var isVisible: Bool { background.alpha > 0 || quads.contains { $0.colors.contains { $0.alpha > 0 } } }

    /// The mesh as one colour (where it is too far away to set up): the mean of its quads,
    /// else its background.
    var meanColor: RGBA {
        guard !quads.isEmpty else { return background }
        let means = quads.map(\.meanColor)
        let n = Double(means.count)
        return RGBA(means.reduce(0) { $0 + $1.red } / n, means.reduce(0) { $0 + $1.green } / n,
                    means.reduce(0) { $0 + $1.blue } / n, means.reduce(0) { $0 + $1.alpha } / n)
    }

    /// Every colour's alpha multiplied by `alpha`.
    func multiplyingAlpha(by alpha: Double) -> MeshQuads {
        func scaled(_ c: RGBA) -> RGBA { var c = c; c.alpha *= alpha; return c }
        var copy = self
        copy.background = scaled(background)
        copy.quads = quads.map { Quad(corners: $0.corners, colors: $0.colors.map(scaled)) }
        return copy
    }
}
