import Foundation

/// A separator line as iOS draws it: one device pixel thick at whatever scale the picture is
/// rendered, on the pixel grid, in the given colour — list separators, `Divider`, the edges
/// of bars. Its layout fills what it is offered, like a `Color`; the line runs along the
/// longer side of its frame, through the frame's middle.
nonisolated struct Hairline: View {
    typealias Body = Never
    let color: Color
}

extension Hairline: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = HairlineDrawing(color: color)
        node.setChildren([])
    }
}

/// Draws its frame as a `DisplayItem.hairline`.
struct HairlineDrawing: NodeDrawing {
    let color: Color
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        [.hairline(CGRect(origin: .zero, size: size), .solid(color.rgba(in: environment)))]
    }
}

extension CGRect {
    /// The device-pixel rectangle a hairline along this (device-space) rectangle covers: one
    /// pixel across, the pixel row or column holding its middle; along, its ends rounded to
    /// whole pixels (at least one).
    var hairlinePixels: CGRect {
        if width >= height {
            let row = midY.rounded(.down), start = minX.rounded(), end = max(maxX.rounded(), start + 1)
            return CGRect(x: start, y: row, width: end - start, height: 1)
        }
        let column = midX.rounded(.down), start = minY.rounded(), end = max(maxY.rounded(), start + 1)
        return CGRect(x: column, y: start, width: 1, height: end - start)
    }
}
