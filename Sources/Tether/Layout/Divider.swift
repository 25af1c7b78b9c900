import Foundation

/// Mirrors SwiftUI's `Divider`: a thin separator line across the enclosing stack's axis.
nonisolated public struct Divider: View {
    public typealias Body = Never
    nonisolated public init() {}
}

/// A divider's thickness, one pixel of the display (`1 / displayScale`: 0.5 pt at 2x,
/// 0.33 at 3x, as the iOS references measure), and colour (iOS separator, #3C3C43 at 29 %).
struct DividerLayout: NodeLayout, Equatable {
    let stackAxis: Axis?
    var thickness: CGFloat = 0.5
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: p.height ?? 10)
        }
        return CGSize(width: p.width ?? 10, height: thickness)
    }
}

extension Divider: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = DividerLayout(stackAxis: enclosingStackAxis(of: node), thickness: 1 / node.environment.pixelScale)
        node.drawing = HairlineDrawing(color: SystemColors.separator)
        node.setChildren([])
    }
}
