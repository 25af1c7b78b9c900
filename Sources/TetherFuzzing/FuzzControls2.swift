import Foundation
import Tether

/// Tether's own: hidden and shown control labels — `labelsHidden()` and every
/// `labelsVisibility(_:)` over the subtree, or over a control with a label (toggle, stepper with
/// hostile bounds, colour picker, gauge with a hostile value, menu picker, labelled content), and
/// `menuIndicator(_:)` over it; bordered buttons in every `buttonBorderShape`, hostile radii included.
extension FuzzTreeBuilder {
    mutating func controls2(_ v: AnyView) -> AnyView {
        let visibility = rng.pick([Visibility.automatic, .visible, .hidden])
        let subject: AnyView
        switch rng.int(0...7) {
        case 0: subject = AnyView(Toggle(string(), isOn: .constant(rng.chance(50))))
        case 1: subject = AnyView(Stepper(string(), value: .constant(rng.pick([0, 1e308, -.infinity, .nan])), in: 0...10))
        case 2: subject = AnyView(ColorPicker(string(), selection: .constant(color())))
        case 3: subject = AnyView(Gauge(value: rng.pick([0.5, -1, 2, .nan, .infinity])) { Text(string()) })
        case 4: subject = AnyView(Picker(string(), selection: .constant(1)) { Text(string()).tag(1); Text(string()).tag(2) })
        case 5: subject = AnyView(LabeledContent(string(), value: string()))
        case 6:
            let shape = rng.pick([ButtonBorderShape.automatic, .capsule, .circle, .roundedRectangle,
                                  .roundedRectangle(radius: rng.pick([0, 12, -4, .nan, .infinity, 1e308]))])
            let button = Button(string()) {}.buttonBorderShape(shape)
            subject = rng.chance(50) ? AnyView(button.buttonStyle(.bordered)) : AnyView(button.buttonStyle(.borderedProminent))
        default: subject = v
        }
        let labelled = rng.chance(50) ? AnyView(subject.labelsHidden()) : AnyView(VStack { subject; v }.labelsVisibility(visibility))
        return rng.chance(30) ? AnyView(labelled.menuIndicator(rng.pick([Visibility.automatic, .visible, .hidden]))) : labelled
    }
}
