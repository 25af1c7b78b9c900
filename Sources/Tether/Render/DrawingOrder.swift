import Foundation

/// The `zIndex` trait a subview carries to its container.
struct ZIndexKey: LayoutValueKey {
    static let defaultValue: Double = 0
}

extension View {
    /// Mirrors SwiftUI's `zIndex(_:)`: among the subviews of one container, a higher value is
    /// drawn in front (and hit first); equal values keep their order in the code.
    nonisolated public func zIndex(_ value: Double) -> some View {
        layoutValue(key: ZIndexKey.self, value: value.isNaN ? 0 : value)
    }
}

enum DrawingOrder {
    /// A container's subviews from back to front: in code order, then by `zIndex` (stable).
    static func backToFront(_ children: [LayoutChild]) -> [LayoutChild] {
        func zIndex(_ child: LayoutChild) -> Double {
            child.traits.values[ObjectIdentifier(ZIndexKey.self)] as? Double ?? 0
        }
        guard children.contains(where: { zIndex($0) != 0 }) else { return children }
        return children.enumerated()
            .sorted { a, b in zIndex(a.element) != zIndex(b.element) ? zIndex(a.element) < zIndex(b.element) : a.offset < b.offset }
            .map(\.element)
    }
}
