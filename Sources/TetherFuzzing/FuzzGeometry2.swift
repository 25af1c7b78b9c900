import Foundation
import Tether

extension FuzzTreeBuilder {
    /// `containerRelativeFrame` (all three forms), `onGeometryChange`, `TimelineView` and `scrollClipDisabled`
    /// over `v`, with hostile counts, spans, spacings and lengths.
    mutating func containerRelative(_ v: AnyView) -> AnyView {
        let axes: Axis.Set = rng.pick([.horizontal, .vertical, [.horizontal, .vertical], []])
        switch rng.int(0...5) {
        case 0: return AnyView(v.containerRelativeFrame(axes, alignment: alignment()))
        case 1:
            return AnyView(v.containerRelativeFrame(axes, count: rng.pick([1, 2, 3, 0, -2, Int.max]), span: rng.pick([1, 2, 0, -1, 5]),
                                                    spacing: rng.pick([0, 8, -4, .nan, .infinity, 1e308]), alignment: alignment()))
        case 2:
            let factor = rng.pick([0.5, 1, 2, -1, .nan, .infinity] as [CGFloat])
            return AnyView(v.containerRelativeFrame(axes, alignment: alignment()) { length, _ in length * factor })
        case 3:
            // An action that writes nothing: the update must settle.
            return AnyView(v.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { _, _ in })
        case 4:
            let interval = rng.pick([1, 60, 0, -1, .nan, .infinity] as [TimeInterval])
            return AnyView(TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: interval)) { _ in v })
        default:
            return AnyView(ScrollView(rng.pick([.horizontal, .vertical] as [Axis.Set])) { v }.scrollClipDisabled(rng.chance(50)))
        }
    }
}
