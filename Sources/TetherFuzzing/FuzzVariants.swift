import Foundation
import Tether

/// Symbol variants and rendering modes, template images, hidden back buttons, borderless
/// buttons, equatable views, keyframe animators, and the modifiers a touch screen at rest
/// does not show.
extension FuzzTreeBuilder {
    mutating func varied(_ v: AnyView) -> AnyView {
        let variants: [SymbolVariants] = [.none, .fill, .circle.fill, .slash, .square.slash.fill, .rectangle]
        switch rng.int(0...7) {
        case 0: return AnyView(v.symbolVariant(rng.pick(variants)).environment(\.symbolVariants, rng.pick(variants)))
        case 1: return AnyView(v.symbolRenderingMode(rng.pick([nil, .monochrome, .hierarchical, .palette, .multicolor])))
        case 2:
            let image = Image(systemName: rng.pick(["heart", "bell", "person.crop.circle", "no.such.symbol", ""]))
                .renderingMode(rng.pick([nil, .template, .original])).symbolRenderingMode(.palette)
            return AnyView(HStack { v; image.symbolVariant(rng.pick(variants)) })
        case 3: return AnyView(v.navigationBarBackButtonHidden(rng.chance(50)))
        case 4: return AnyView(v.buttonStyle(.borderless))
        case 5: return AnyView(FuzzEquatable(title: string(), content: v).equatable())
        case 6: return keyframed(v)
        default:
            return AnyView(v.textSelection(.enabled).hoverEffect(.lift).scrollDismissesKeyboard(.interactively)
                .scrollBounceBehavior(.basedOnSize).persistentSystemOverlays(.hidden).statusBarHidden()
                .defaultHoverEffect(.highlight).onContinuousHover { _ in }
                .phaseAnimator([1.0, 0.5, .nan]) { content, scale in content.opacity(scale) })
        }
    }

    /// `v` scaled and faded by keyframes of hostile durations, values and curves, looping or
    /// triggered.
    mutating func keyframed(_ v: AnyView) -> AnyView {
        let duration = rng.pick([0.3, 0, -1, .nan, .infinity])
        let target = rng.pick([1.5, 0, -2, .nan])
        let curve = rng.pick([UnitCurve.easeIn, .circularEaseInOut, .bezier(startControlPoint: UnitPoint(x: .nan, y: 2), endControlPoint: .zero)])
        let spring = rng.pick([Spring.bouncy, Spring(duration: .nan, bounce: 1), Spring(mass: 0, stiffness: -1, damping: .nan)])
        let springDuration: Double? = rng.pick([nil, 0.2, .nan])
        let content = { @Sendable (content: PlaceholderContentView<AnyView>, value: Double) in content.scaleEffect(value).opacity(value) }
        if rng.chance(50) {
            return AnyView(v.keyframeAnimator(initialValue: 1.0, repeating: rng.chance(50), content: content) { _ in
                CubicKeyframe(target, duration: duration)
                SpringKeyframe(1.0, duration: springDuration, spring: spring)
                MoveKeyframe(target)
                LinearKeyframe(1.0, duration: duration, timingCurve: curve)
            })
        }
        return AnyView(v.keyframeAnimator(initialValue: 1.0, trigger: string(), content: content) { value in
            KeyframeTrack { LinearKeyframe(value + target, duration: duration, timingCurve: curve) }
            KeyframeTrack { CubicKeyframe(target, duration: 0.2, startVelocity: .nan); SpringKeyframe(value, spring: spring) }
        })
    }
}

/// A view whose `==` compares a title only, around fuzzed content.
struct FuzzEquatable: View, Equatable {
    let title: String
    let content: AnyView
    nonisolated static func == (a: FuzzEquatable, b: FuzzEquatable) -> Bool { a.title == b.title }
    var body: some View { VStack { Text(title); content } }
}
