import Foundation
import Tether

/// Tether's own: gestures on fuzzed views — drags with hostile minimum distances and
/// coordinate spaces, long presses with hostile durations, pinches, rotations, their
/// compositions, `@GestureState`, masks and precedences.
extension FuzzTreeBuilder {
    mutating func gestureModifier(_ v: AnyView) -> AnyView {
        let id = identifier("gesture")
        tappable.append(id)
        let distance = isHostile ? length() : rng.pick([0, 10, 30])
        let duration = isHostile ? Double(length()) : rng.pick([0, 0.5, 2])
        let mask: GestureMask = rng.pick([.all, .gesture, .subviews, .none])
        let space: CoordinateSpace = rng.pick([.local, .global, .named("fuzz"), .named("nowhere")])
        let marked: AnyView
        switch rng.int(0...5) {
        case 0: marked = AnyView(FuzzDraggable(content: v, minimumDistance: distance, space: space))
        case 1:
            marked = AnyView(v.highPriorityGesture(LongPressGesture(minimumDuration: duration, maximumDistance: distance)
                .sequenced(before: DragGesture(minimumDistance: distance)).onEnded { _ in }, including: mask))
        case 2:
            marked = AnyView(v.simultaneousGesture(MagnifyGesture(minimumScaleDelta: distance).simultaneously(with: RotateGesture())
                .onEnded { _ in }, including: mask))
        case 3:
            marked = AnyView(v.gesture(DragGesture(minimumDistance: distance).exclusively(before: SpatialTapGesture(coordinateSpace: space))
                .map { _ in 1 }.onChanged { _ in }, including: mask))
        case 4: marked = AnyView(v.onLongPressGesture(minimumDuration: duration, maximumDistance: distance, perform: {}, onPressingChanged: { _ in }))
        default: marked = AnyView(v.gesture(TapGesture(count: rng.pick([1, 2, 0, -1])).onEnded {}).onHover { _ in })
        }
        return AnyView(marked.accessibilityIdentifier(id))
    }
}

/// A view that moves with a drag while it lasts (`@GestureState`) and keeps where it was
/// dropped (`@State`).
struct FuzzDraggable: View {
    let content: AnyView
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    @GestureState private var dragging = CGSize.zero
    @State private var dropped = CGSize.zero
    var body: some View {
        content
            .offset(x: dropped.width + dragging.width, y: dropped.height + dragging.height)
            .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                .updating($dragging) { value, state, _ in state = value.translation }
                .onEnded { value in dropped.width += value.translation.width; dropped.height += value.translation.height })
    }
}
