import Foundation
import Tether

/// Accessibility modifiers in fuzzed trees: labels, traits, hiding, grouping and priorities,
/// hostile priorities included.
extension FuzzTreeBuilder {
    /// One accessibility modifier over `v`.
    mutating func accessible(_ v: AnyView) -> AnyView {
        switch rng.int(0...5) {
        case 0: return AnyView(v.accessibilityLabel(string()).accessibilityValue(string()).accessibilityHint(string()))
        case 1: return AnyView(v.accessibilityAddTraits(rng.pick([.isButton, .isHeader, .isSelected])).accessibilityRemoveTraits(.isStaticText))
        case 2: return AnyView(v.accessibilityHidden(rng.chance(50)))
        case 3: return AnyView(v.accessibilityElement(children: rng.pick([.ignore, .combine, .contain])))
        case 4: return AnyView(v.accessibilitySortPriority(rng.pick([0, 1, -1, .nan, .infinity, 1e308])))
        default: return AnyView(v.accessibilityAction(named: string()) {})
        }
    }
}
