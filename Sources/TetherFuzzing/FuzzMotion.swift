import Foundation
import Tether

/// Tether's own: scroll observation, scroll transitions, 3D rotation, glass and transitions on
/// fuzzed views — `onScrollGeometryChange`, `onScrollPhaseChange`, `onScrollVisibilityChange`
/// and `onScrollTargetVisibilityChange` (hostile thresholds), `scrollTransition` with every
/// configuration and threshold (NaN, infinite insets), `rotation3DEffect` with NaN angles,
/// zero axes, infinite or huge perspectives, `glassEffect` in every variant, the glass button
/// styles, symbol effects (hostile speeds and repeat counts), `EmptyModifier`, `navigationTransition` and `matchedTransitionSource`.
extension FuzzTreeBuilder {
    mutating func motionContainer(depth: Int) -> AnyView {
        let firstProbe = probes.count
        let kids = children(rng.int(1...4), depth: depth)
        let stack = AnyView(VStack(spacing: length()) { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
        let threshold = isHostile ? rng.pick([.nan, -1, .infinity, 1e308]) : rng.pick([0, 0.5, 1])
        let kind = rng.int(0...4)
        // The generator's anchor model knows no scroll offsets or 3D rotations: anchors inside
        // a scroll view or a rotation have no value it can check.
        if kind <= 2 { for i in firstProbe..<probes.count { probes[i].checkable = false } }
        switch kind {
        case 0:
            let id = identifier("scroll")
            return AnyView(ScrollView(rng.pick([.vertical, .horizontal, [.vertical, .horizontal]])) {
                VStack(spacing: 0) {
                    ForEach(0..<kids.count, id: \.self) { i in
                        kids[i].onScrollVisibilityChange(threshold: threshold) { _ in }
                    }
                }.scrollTargetLayout()
            }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.visibleRect.height }) { _, _ in }
            .onScrollPhaseChange { _, _, context in _ = context.geometry.bounds }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { _ in }
            .accessibilityIdentifier(id))
        case 1:
            let thresholds: [ScrollTransitionConfiguration.Threshold] = [
                .visible, .hidden, .centered, .visible(threshold), .visible.inset(by: isHostile ? rng.pick([.nan, .infinity, -1e308]) : length()),
                .hidden.interpolated(towards: .centered, amount: threshold),
            ]
            let configurations: [ScrollTransitionConfiguration] = [.interactive, .animated, .identity, .animated(.default)]
            let configuration = rng.pick(configurations).threshold(rng.pick(thresholds))
            let axis: Axis? = rng.pick([nil, .vertical, .horizontal])
            let scale = isHostile ? rng.pick([CGFloat.nan, -1, .infinity]) : 0.8
            return AnyView(ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<kids.count, id: \.self) { i in
                        kids[i].scrollTransition(configuration, axis: axis) { effect, phase in
                            effect.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : scale).blur(radius: phase.value * 2)
                        }
                    }
                }
            })
        case 2:
            let angle: Angle = isHostile ? .degrees(rng.pick([.nan, .infinity, 1e308])) : .degrees(rng.pick([0, 30, 60, 90, 180]))
            let axis: (x: CGFloat, y: CGFloat, z: CGFloat) = rng.pick([(x: 0, y: 1, z: 0), (x: 1, y: 0, z: 0), (x: 0, y: 0, z: 1), (x: 0, y: 0, z: 0),
                                                                      (x: 1, y: 1, z: 1), (x: .nan, y: 0, z: 0)])
            let perspective: CGFloat = isHostile ? rng.pick([.nan, .infinity, -1, 1e308, 0]) : rng.pick([0, 0.5, 1, 2])
            let anchorZ: CGFloat = isHostile ? rng.pick([.nan, 1e308, -100]) : 0
            let id = identifier("turned")
            tappable.append(id)
            return AnyView(stack.onTapGesture {}.accessibilityIdentifier(id)
                .rotation3DEffect(angle, axis: axis, anchor: unitPoint(), anchorZ: anchorZ, perspective: perspective))
        case 3:
            let glass: Glass = rng.pick([.regular, .clear, .identity, .regular.tint(color()), .clear.interactive(), .regular.tint(nil).interactive(false)])
            let id = identifier("glass")
            tappable.append(id)
            return AnyView(GlassEffectContainer(spacing: isHostile ? rng.pick([.nan, -1, .infinity]) : length()) {
                HStack {
                    stack.glassEffect(glass, in: rng.pick([AnyShape(Capsule()), AnyShape(RoundedRectangle(cornerRadius: length())), AnyShape(Circle())]))
                    Button(string()) {}.buttonStyle(.glass).accessibilityIdentifier(id)
                    Button(string()) {}.buttonStyle(.glassProminent)
                }
            })
        default:
            let speed = isHostile ? rng.pick([.nan, -1, .infinity]) : 2.0
            return AnyView(stack.modifier(EmptyModifier.identity)
                .symbolEffect(.disappear.up, isActive: rng.chance(50))
                .symbolEffect(.bounce.byLayer, options: .speed(speed).repeat(isHostile ? -1 : 2), value: rng.int(0...3))
                .symbolEffect(.variableColor.cumulative.hideInactiveLayers, options: .repeating)
                .symbolEffectsRemoved(rng.chance(30))
                .navigationTransition(.zoom(sourceID: rng.int(0...3), in: Namespace().wrappedValue))
                .matchedTransitionSource(id: string(), in: Namespace().wrappedValue)
                .navigationTransition(.automatic))
        }
    }
}
