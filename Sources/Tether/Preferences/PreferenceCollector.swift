import Foundation

/// The Preferences phase: values are collected bottom-up in view-tree order. Anchor writers
/// read the frames placed in the Place phase; preference-driven overlays build, lay out and
/// collect their content from their primary content's value; observers queue actions.
enum PreferenceCollector {
    /// The values `node`'s subtree produces. A subtree where nothing was resolved or placed
    /// anew answers from the last collection, so an update collects only along changed paths.
    static func collect(_ node: ViewNode) -> PreferenceValues {
        refresh(node)
        return node.preferences
    }

    /// Brings `node.preferences` up to date; true when they changed. A node that only has
    /// changed descendants combines again only when one of its children's values changed
    /// (an `Equatable` value that comes out equal stops the change from spreading upwards).
    @discardableResult
    private static func refresh(_ node: ViewNode) -> Bool {
        guard node.needsPreferenceRefresh else { return false }
        if node.preferencesValid && node.layout?.preferenceDrivenContent == nil {
            node.preferencesStaleBelow = false
            var childChanged = false
            for child in node.children where child.needsPreferenceRefresh {
                if refresh(child) { childChanged = true }
            }
            // Collecting a child can mark this node again (a preference overlay below resolves
            // its content while it is collected); once every child is up to date, nothing
            // below is stale.
            node.preferencesStaleBelow = node.children.contains { $0.needsPreferenceRefresh }
            if !childChanged { return false }
        }
        node.preferencesStaleBelow = false
        let previous = node.preferences
        combine(node)
        return !node.preferences.isIdentical(to: previous)
    }

    /// Combines the children's values in tree order, then applies the node's writers and observers.
    private static func combine(_ node: ViewNode) {
        var values = PreferenceValues()
        if node.isOmitted {
            // Brought up to date (an omitted branch is omitted all the way down to its layout
            // node), but nothing passes up.
            for child in node.children { refresh(child) }
            node.preferences = values
            node.preferencesValid = true
            return
        }
        if let driven = node.layout?.preferenceDrivenContent, let first = node.children.first {
            values = collect(first)
            let read = values.restricted(to: driven.readKeys)
            if node.secondaryIsStale || node.collectedPrimary.map({ !$0.isIdentical(to: read) }) ?? true {
                node.secondaryIsStale = false
                node.collectedPrimary = read
                rebuildSecondary(of: node, driven: driven, from: read)
            }
            if node.children.count > 1 { values.combine(collect(node.children[1])) }
        } else {
            for child in node.children { values.combine(collect(child)) }
        }
        for attribute in node.attributes {
            if let writer = attribute as? PreferenceWriter { writer.write(&values, node: node) }
        }
        for attribute in node.attributes {
            if let observer = attribute as? PreferenceObserver { observer.observe(values, node: node) }
        }
        node.preferences = values
        node.preferencesValid = true
        // Every child was collected above (extra content rebuilt on the way included).
        node.preferencesStaleBelow = false
    }

    /// Resolves a preference overlay's content for `values`, then measures and places it
    /// over the (already placed) primary content.
    private static func rebuildSecondary(of node: ViewNode, driven: any PreferenceDrivenContent, from values: PreferenceValues) {
        // Resolving the new content marks the path up to the root for placement; the content
        // is placed right here and changes no size, so the marks it adds are satisfied.
        var settled: [ViewNode] = []
        var current: ViewNode? = node
        while let n = current { if !n.needsPlacement { settled.append(n) }; current = n.parent }
        let view = driven.secondaryView(from: values)
        let secondary = Resolver.resolveAny(view, key: 1, existing: node.children.count > 1 ? node.children[1] : nil,
                                            parent: node, environment: node.environment)
        node.replaceExtras(with: [secondary])
        LayoutEngine.placeExtras(of: node)
        for n in settled { n.needsPlacement = false }
    }
}
