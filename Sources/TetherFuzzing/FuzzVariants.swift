import Foundation
import Tether

/// Symbol variants and rendering modes, template images, hidden back buttons, borderless
/// buttons, equatable views, and the modifiers a touch screen at rest does not show.
extension FuzzTreeBuilder {
    mutating func varied(_ v: AnyView) -> AnyView {
        let variants: [SymbolVariants] = [.none, .fill, .circle.fill, .slash, .square.slash.fill, .rectangle]
        switch rng.int(0...6) {
        case 0: return AnyView(v.symbolVariant(rng.pick(variants)).environment(\.symbolVariants, rng.pick(variants)))
        case 1: return AnyView(v.symbolRenderingMode(rng.pick([nil, .monochrome, .hierarchical, .palette, .multicolor])))
        case 2:
            let image = Image(systemName: rng.pick(["heart", "bell", "person.crop.circle", "no.such.symbol", ""]))
                .renderingMode(rng.pick([nil, .template, .original])).symbolRenderingMode(.palette)
            return AnyView(HStack { v; image.symbolVariant(rng.pick(variants)) })
        case 3: return AnyView(v.navigationBarBackButtonHidden(rng.chance(50)))
        case 4: return AnyView(v.buttonStyle(.borderless))
        case 5: return AnyView(FuzzEquatable(title: string(), content: v).equatable())
        default:
            return AnyView(v.textSelection(.enabled).hoverEffect(.lift).scrollDismissesKeyboard(.interactively)
                .scrollBounceBehavior(.basedOnSize).persistentSystemOverlays(.hidden).statusBarHidden()
                .defaultHoverEffect(.highlight).onContinuousHover { _ in }
                .phaseAnimator([1.0, 0.5, .nan]) { content, scale in content.opacity(scale) })
        }
    }
}

/// A view whose `==` compares a title only, around fuzzed content.
struct FuzzEquatable: View, Equatable {
    let title: String
    let content: AnyView
    nonisolated static func == (a: FuzzEquatable, b: FuzzEquatable) -> Bool { a.title == b.title }
    var body: some View { VStack { Text(title); content } }
}
