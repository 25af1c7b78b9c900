import Foundation

/// The value that identifies a view among its container's choices (`tag(_:)`): a picker's
/// option, a tab view's page.
struct TagKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }

    /// A subview's tag: its `tag(_:)`, else the id of the `ForEach` repeat it is in (SwiftUI
    /// tags a `ForEach`'s views with their ids).
    static func tag(of child: LayoutChild) -> AnyHashable? {
        if let tag = child.traits.values[ObjectIdentifier(TagKey.self)] as? AnyHashable { return tag }
        var node: ViewNode? = child.node
        while let n = node, let parent = n.parent {
            if parent.view is ForEachMarker { return n.key }
            node = parent
        }
        return nil
    }
}

/// Lets a container find the `ForEach` repeat a subview is in.
protocol ForEachMarker {}
extension ForEach: ForEachMarker {}

extension View {
    /// Mirrors SwiftUI's `tag(_:)`: the value a picker or a tab view chooses with this view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagKey.self, value: AnyHashable(tag))
    }
}
