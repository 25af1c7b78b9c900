import Foundation
import Tether

/// SF Symbols images in fuzzed trees: names Tether draws, unknown and malformed names, at
/// fonts, Dynamic Type sizes and image scales including hostile point sizes.
extension FuzzTreeBuilder {
    /// A symbol image leaf.
    mutating func symbolImage() -> AnyView {
        let names = ["globe", "star.fill", "heart", "checkmark.circle.fill", "chevron.right", "minus", "ellipsis",
                     "doc.on.doc", "slider.horizontal.3", "trash", "wifi.exclamationmark", "person.crop.circle"]
        let hostileNames = ["not.a.symbol", "", ".", "star..fill", String(repeating: "a.", count: 500), "globe\u{0}", "星.fill"]
        let name = isHostile && rng.chance(50) ? rng.pick(hostileNames) : rng.pick(names)
        let image = Image(systemName: name)
        let fonts: [Font] = [.body, .largeTitle, .caption2, .system(size: length()), .system(size: rng.pick([0, -12, 1e308, .nan, .infinity]))]
        let view = AnyView(image.imageScale(rng.pick([.small, .medium, .large]))
            .font(rng.chance(50) ? nil : rng.pick(fonts))
            .dynamicTypeSize(rng.pick([.xSmall, .large, .xxxLarge, .accessibility5])))
        switch rng.int(0...3) {
        case 0: return AnyView(image.resizable().frame(width: optionalLength(), height: optionalLength()))
        case 1: return AnyView(view.foregroundStyle(color()))
        default: return view
        }
    }
}
