import Foundation

/// Marks a view a drag can start from: how its payload is made when the drag starts.
struct DragSourceAttribute: NodeAttribute {
    let makeProvider: @MainActor () -> NSItemProvider
}

/// The modifier behind `onDrag` and `draggable`.
nonisolated struct _DragSourceModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let makeProvider: @MainActor () -> NSItemProvider
    var attributes: [NodeAttribute] { [DragSourceAttribute(makeProvider: makeProvider)] }
}

extension View {
    /// Mirrors SwiftUI's `onDrag(_:)`: the view can be dragged (a long press, then a move);
    /// `data` makes the item provider the drag carries when the drag starts. Tether's own
    /// `ViewHost.dragAndDrop(from:to:)` drags it.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        nonisolated(unsafe) let data = data
        return modifier(_DragSourceModifier(makeProvider: { data() }))
    }

    /// Mirrors SwiftUI's `onDrag(_:preview:)`: as `onDrag(_:)`, with the view iOS shows under
    /// the finger while dragging. A drag in Tether happens within one host call, so the
    /// preview is never drawn.
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
    }

    /// Mirrors SwiftUI's `draggable(_:)`: the view can be dragged, carrying `payload` (made
    /// when the drag starts) in every representation it exports.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        nonisolated(unsafe) let payload = payload
        return modifier(_DragSourceModifier(makeProvider: { NSItemProvider(transferable: payload()) }))
    }

    /// Mirrors SwiftUI's `draggable(_:preview:)`: as `draggable(_:)`, with a drag preview,
    /// which Tether never draws (a drag happens within one host call).
    nonisolated public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                                @ViewBuilder preview: () -> V) -> some View {
        draggable(payload())
    }
}
