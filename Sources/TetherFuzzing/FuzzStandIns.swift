import Foundation
import Tether

/// Tether's own: views standing in for a fuzzed view's accessibility —
/// `accessibilityRepresentation` (a control, a nested stand-in, a hostile frame),
/// `accessibilityActions` (named buttons, none, a stand-in among them) and
/// `accessibilityChildren` (labelled bars, an empty group).
extension FuzzTreeBuilder {
    mutating func standIn(_ v: AnyView) -> AnyView {
        let label = string(), size = length()
        let stand: AnyView
        switch rng.int(0...3) {
        case 0: stand = AnyView(Toggle(label, isOn: .constant(rng.chance(50))))
        case 1: stand = AnyView(Button(label) {}.frame(width: size, height: size))
        case 2: stand = AnyView(Text(label).accessibilityRepresentation { Slider(value: .constant(Double(size))) })
        default: stand = AnyView(EmptyView())
        }
        if rng.chance(50) { return AnyView(v.accessibilityRepresentation { stand }) }
        if rng.chance(30) {
            let names = (0..<rng.pick([0, 1, 3])).map { _ in string() }
            return AnyView(v.accessibilityActions {
                ForEach(0..<names.count, id: \.self) { Button(names[$0]) {} }
                stand
            }.accessibilityAction { } label: { Label(label, systemImage: "star") })
        }
        let count = rng.pick([0, 1, 3])
        return AnyView(v.accessibilityLabel(label).accessibilityChildren {
            HStack { ForEach(0..<count, id: \.self) { i in Rectangle().accessibilityLabel("\(i)") } }
            stand
        })
    }
}
