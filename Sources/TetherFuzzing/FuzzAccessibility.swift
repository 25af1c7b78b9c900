import Foundation
import Tether

/// Accessibility modifiers and matched geometry in fuzzed trees: labels, traits, hiding,
/// grouping and priorities (hostile ones included), rotors, scroll actions, large content and
/// accessibility focus, sources and followers of shared ids.
extension FuzzValues {
    /// The namespace fuzzed matched geometry groups share.
    static let namespace = Namespace().wrappedValue
}

extension FuzzTreeBuilder {
    /// One accessibility modifier over `v`.
    mutating func accessible(_ v: AnyView) -> AnyView {
        switch rng.int(0...10) {
        case 0:
            if rng.chance(30) {
                // iOS 13's forms.
                return AnyView(v.accessibility(label: Text(string())).accessibility(value: Text(string())).accessibility(hint: Text(string()))
                    .accessibility(addTraits: .isButton).accessibility(sortPriority: rng.pick([1, .nan])).accessibility(hidden: rng.chance(20)))
            }
            return AnyView(v.accessibilityLabel(string()).accessibilityValue(string()).accessibilityHint(string()))
        case 1: return AnyView(v.accessibilityAddTraits(rng.pick([.isButton, .isHeader, .isSelected])).accessibilityRemoveTraits(.isStaticText))
        case 2: return AnyView(v.accessibilityHidden(rng.chance(50)))
        case 3: return AnyView(v.accessibilityElement(children: rng.pick([.ignore, .combine, .contain])))
        case 4: return AnyView(v.accessibilitySortPriority(rng.pick([0, 1, -1, .nan, .infinity, 1e308])))
        case 5:
            let importance: AXCustomContent.Importance = rng.chance(50) ? .high : .default
            return AnyView(v.accessibilityInputLabels([string(), string()]).accessibilityCustomContent(Text(string()), Text(string()), importance: importance)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Key", id: "k"), rng.chance(50) ? Text(string()) : nil)
                .accessibilityHeading(rng.pick([.unspecified, .h1, .h6])).accessibilityIgnoresInvertColors())
        case 6: return AnyView(v.accessibilityAdjustableAction { _ in })
        case 7:
            // A rotor over ids some views are marked with (and one no view has), and a mark.
            let ids = [rng.int(0...2), rng.int(0...2), 99]
            let label = string()
            return AnyView(v.accessibilityRotorEntry(id: rng.int(0...2), in: FuzzValues.namespace)
                .accessibilityRotor(Text(label)) {
                    ForEach(ids, id: \.self) { id in AccessibilityRotorEntry(Text("\(id)"), id: id, in: FuzzValues.namespace) }
                })
        case 8:
            let title = string()
            return AnyView(v.accessibilityScrollAction { _ in }
                .accessibilityShowsLargeContentViewer { Label(title, systemImage: "star") })
        case 9: return AnyView(FuzzAccessibilityFocus(content: v, initial: rng.pick([0, 1, 7])))
        default: return AnyView(v.accessibilityAction(named: string()) {})
        }
    }

    /// A matched geometry group member over `v`: sources and followers of a few shared ids,
    /// several sources of one id included.
    mutating func matched(_ v: AnyView) -> AnyView {
        AnyView(v.matchedGeometryEffect(id: rng.int(0...2), in: FuzzValues.namespace,
                                        properties: rng.pick([.frame, .position, .size]),
                                        anchor: unitPoint(), isSource: rng.chance(50)))
    }
}

/// A fuzzed view and a text tied to an accessibility focus state, set when they appear to one
/// of them or to a value no element has (7).
struct FuzzAccessibilityFocus: View {
    let content: AnyView
    let initial: Int
    @AccessibilityFocusState var focused: Int?
    var body: some View {
        VStack {
            content.accessibilityFocused($focused, equals: 0)
            Text("\(initial)").accessibilityFocused($focused, equals: 1)
        }
        .onAppear { focused = initial }
    }
}
