import Foundation

/// A `tag(_:includeOptional:)` value: what a picker or tab view chooses with a view, and
/// whether it also stands for the same value in an optional selection.
struct TagValue: Hashable {
    let value: AnyHashable
    let includeOptional: Bool
}

/// The value that identifies a view among its container's choices (`tag(_:)`): a picker's
/// option, a tab view's page.
struct TagKey: LayoutValueKey {
    static var defaultValue: TagValue? { nil }

    /// A subview's tag: its `tag(_:)`, else the id of the `ForEach` repeat it is in (SwiftUI
    /// tags a `ForEach`'s views with their ids).
    static func tag(of child: LayoutChild) -> TagValue? { tag(of: child, within: nil) }

    /// A subview's tag, as `tag(of:)`, where only a `ForEach` inside `root` (or `root` itself)
    /// counts: the container's own content, not a `ForEach` the container is in.
    static func tag(of child: LayoutChild, within root: ViewNode?) -> TagValue? {
        if let tag = child.traits.values[ObjectIdentifier(TagKey.self)] as? TagValue { return tag }
        var node: ViewNode? = child.node
        while let n = node, n !== root, let parent = n.parent {
            if parent.view is ForEachMarker { return TagValue(value: n.key, includeOptional: true) }
            node = parent
        }
        return nil
    }
}

/// Lets a container find the `ForEach` repeat a subview is in.
protocol ForEachMarker {}
extension ForEach: ForEachMarker {}

/// Lets a selection tell whether its type is optional.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}

/// A container's choices (a picker's options, a tab view's pages): its content resolved as
/// one child of the container, that child's subviews, and their tags.
struct TaggedOptions {
    let node: ViewNode
    let children: [LayoutChild]
    let tags: [TagValue?]

    /// `existing` is the node resolved last (by default the parent's child with `key`).
    init(_ content: some View, key: AnyHashable, in parent: ViewNode, environment: EnvironmentValues? = nil,
         existing: ViewNode? = nil) {
        let existing = existing ?? parent.children.first { $0.key == key }
        node = Resolver.resolve(content, key: key, existing: existing, parent: parent, environment: environment ?? parent.environment)
        children = LayoutEngine.layoutChildren(of: node)
        let root = node
        tags = children.map { TagKey.tag(of: $0, within: root) }
    }
}

/// A selection binding seen through tags: which tag it holds, and how a chosen tag is
/// written back (a tag whose value is not of the selection's type changes nothing).
struct TagSelection: @unchecked Sendable {
    let isSelected: @MainActor (TagValue) -> Bool
    let choose: @MainActor (TagValue) -> Void

    init<SelectionValue: Hashable>(_ selection: Binding<SelectionValue>) {
        let optionalSelection = SelectionValue.self is OptionalMarker.Type
        // `includeOptional: false` keeps a tag of `V` from matching a selection of `V?`.
        let selectionValue: (TagValue) -> SelectionValue? = { tag in
            if optionalSelection && !tag.includeOptional && !(tag.value.base is OptionalMarker) { return nil }
            return tag.value.base as? SelectionValue
        }
        nonisolated(unsafe) let value = selectionValue
        nonisolated(unsafe) let selection = selection
        isSelected = { tag in value(tag).map { $0 == selection.wrappedValue } ?? false }
        choose = { tag in if let chosen = value(tag) { selection.wrappedValue = chosen } }
    }

    /// The position of the selected tag among `tags` (read while resolving, on the main actor).
    func index(in tags: [TagValue?]) -> Int? {
        let isSelected = self.isSelected
        return MainActorBridge.run(tags) { tags in tags.firstIndex { $0.map(isSelected) ?? false } }
    }
}

extension View {
    /// Mirrors SwiftUI's `tag(_:includeOptional:)`: the value a picker or a tab view chooses
    /// with this view; with `includeOptional` (the default) it also matches an optional
    /// selection holding that value.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        layoutValue(key: TagKey.self, value: TagValue(value: AnyHashable(tag), includeOptional: includeOptional))
    }
}
