import Foundation

/// Mirrors SwiftUI's `Divider`: a thin separator line across the enclosing stack's axis.
nonisolated public struct Divider: View {
    public typealias Body = Never
    nonisolated public init() {}
}

/// A divider's thickness (one pixel at 2x) and colour (iOS separator, #3C3C43 at 29 %).
struct DividerLayout: NodeLayout, Equatable {
    static let thickness: CGFloat = 0.5
    let stackAxis: Axis?
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: Self.thickness, height: p.height ?? 10)
        }
        return CGSize(width: p.width ?? 10, height: Self.thickness)
    }
}

extension Divider: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = DividerLayout(stackAxis: enclosingStackAxis(of: node))
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: .color(SystemColors.separator), stroke: nil)
        node.setChildren([])
    }
}
