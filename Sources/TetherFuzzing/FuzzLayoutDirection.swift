import Foundation
import Tether

/// Tether's own: right-to-left layout around a subtree — the environment value (nested both
/// ways), `flipsForRightToLeftLayoutDirection`, `layoutDirectionBehavior` — with hostile
/// offsets, positions and alignment guides inside the mirrored space.
extension FuzzTreeBuilder {
    mutating func layoutDirected(_ v: AnyView) -> AnyView {
        let direction: LayoutDirection = rng.chance(75) ? .rightToLeft : .leftToRight
        switch rng.int(0...4) {
        case 0: return AnyView(v.environment(\.layoutDirection, direction))
        case 1:
            return AnyView(v.flipsForRightToLeftLayoutDirection(rng.chance(70)).environment(\.layoutDirection, direction))
        case 2:
            let behavior = rng.pick([LayoutDirectionBehavior.fixed, .mirrors, .mirrors(in: .leftToRight), .mirrors(in: .rightToLeft)])
            return AnyView(v.layoutDirectionBehavior(behavior).environment(\.layoutDirection, direction))
        case 3:
            let x = length(), y = length()
            return AnyView(HStack(alignment: rng.pick([.top, .center, .bottom])) {
                v.offset(x: x, y: y)
                Text(string()).position(x: length(), y: length())
            }
            .environment(\.layoutDirection, .rightToLeft))
        default:
            let guide = length()
            return AnyView(VStack(alignment: rng.pick([.leading, .trailing, .center])) {
                v.alignmentGuide(.leading) { _ in guide }.environment(\.layoutDirection, .leftToRight)
                color().frame(width: optionalLength(), height: 4)
            }
            .environment(\.layoutDirection, .rightToLeft))
        }
    }
}

extension FuzzAffine {
    /// The map as a right-to-left view of `width` applies it: reflected, applied, reflected back.
    func mirrored(width: Double) -> FuzzAffine {
        let mirror = FuzzAffine(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
        return mirror.then(self).then(mirror)
    }
}
