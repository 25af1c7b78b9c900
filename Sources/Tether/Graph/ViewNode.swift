import Foundation

/// One node of the persistent view tree, keyed by identity (position, `ForEach` id, `.id`).
/// A node owns its view's `@State` storage and environment. *Structural* nodes (user views,
/// tuples, `ForEach`, conditionals, attribute modifiers) contribute their children to the
/// enclosing layout; *layout* nodes (leaves, containers, layout modifiers) have a frame.
final class ViewNode: @unchecked Sendable {
    /// The runtime type of the view this node was made for; a different type replaces the node.
    let viewType: ObjectIdentifier
    /// The key that identifies this node among its parent's children.
    let key: AnyHashable
    /// The parent owns its children, so a node in the tree never outlives it; `discard` clears
    /// the link of nodes that leave. (Unowned, not weak: a weak reference gives every parent
    /// a side table and makes each retain of it slower.)
    unowned(safe) var parent: ViewNode?
    unowned let graph: ViewGraph
    /// True once the node has left the tree; its state no longer schedules updates.
    var isDiscarded = false

    /// The last view value resolved into this node (compared to skip unchanged subtrees).
    var view: any View
    /// Whether the view is a view with a modifier (`ModifiedContent`), asked once: layout
    /// reads it for every subview it collects (traits pass through modifiers).
    lazy var isModifiedContent: Bool = view is ModifiedContentMarker
    var environment: EnvironmentValues {
        didSet { layoutDirection = environment.layoutDirection }
    }
    /// The environment's layout direction, kept apart for placement, which reads it for
    /// every node it places (right to left mirrors the node's subviews).
    private(set) var layoutDirection: LayoutDirection
    var children: [ViewNode] = []

    /// Set for layout nodes: how this node sizes itself and places its subviews.
    var layout: (any NodeLayout)?
    /// Set for leaves: how this node draws itself.
    var drawing: (any NodeDrawing)?
    /// Attributes of structural modifier nodes (preferences, identifiers, gestures, traits).
    var attributes: [NodeAttribute] = []
    /// Re-evaluates this node's content; set for nodes whose content comes from a closure
    /// (user views' bodies, custom modifiers), nil for nodes rebuilt only by their parent.
    var reevaluate: ((ViewNode) -> Void)?

    private var stateSlots: [AnyObject?] = []
    var needsBody = false
    var depth: Int

    // Layout results of the current update.
    var measureCache = MeasureCache()
    var cachedSubviews: [LayoutChild]?
    var layoutCache: Any?
    /// A public `Layout`'s `Cache`, kept across updates; `updateCache` refreshes it when the
    /// subviews may have changed (`userLayoutCacheIsStale`).
    var userLayoutCache: AnyObject?
    var userLayoutCacheIsStale = false
    /// What a built-in layout keeps across updates whatever changes (a scroll view's offset, a
    /// lazy container's measured rows); never cleared by invalidation.
    var persistentLayoutState: AnyObject?
    /// Frame in the parent layout node's local space (origin top-left of the parent).
    var frame: CGRect = .zero
    var proposal: ProposedViewSize = .unspecified
    /// Set by `LayoutSubview.place` while the parent places its subviews.
    var pendingPlacement: (frame: CGRect, proposal: ProposedViewSize)?
    /// The origin of the bounds the parent passed to `placeSubviews` (positions are relative to it).
    var parentBoundsOrigin: CGPoint = .zero
    /// Maps this node's local space (origin at its top-left) to global space, for geometry.
    var globalTransform: CGAffineTransform = .identity
    /// The transform a geometry effect on this node applies to its children, and whether it
    /// counts for geometry (`ignoredByLayout` effects only draw).
    var childEffect: CGAffineTransform = .identity
    /// The projective transform a geometry effect with perspective applies to its children
    /// (their `childEffect` is then the identity), or nil.
    var childProjection: ProjectionTransform?
    var isPlaced = false
    /// Set on a subview its container measures but does not show (`ViewThatFits`'s other
    /// alternatives): it is not drawn, not hit and produces no preferences.
    private(set) var isOmitted = false
    /// True until the node is placed again after a change in its subtree (a node whose
    /// frame, proposal and transform are unchanged and that is not marked keeps its subtree).
    var needsPlacement = true
    /// What the subtree produced in the last Preferences phase, reused while `preferencesValid`.
    var preferences = PreferenceValues()
    /// False when the node itself changed (resolved or placed anew): its values are combined again.
    var preferencesValid = false
    /// True when something below may have changed: the node combines again only if a child's
    /// values did.
    var preferencesStaleBelow = true
    var needsPreferenceRefresh: Bool { !preferencesValid || preferencesStaleBelow }
    /// What the subtree produced in the last Preferences phase (nil: nothing), for dumps.
    var collectedPreferences: PreferenceValues? { preferences.isEmpty ? nil : preferences }
    /// For preference overlays: set when the node's view changed, so its secondary content
    /// is rebuilt even if the primary content's value did not change.
    var secondaryIsStale = true
    /// For preference overlays: the values of the keys they read, collected in the primary content.
    var collectedPrimary: PreferenceValues?

    init(view: any View, key: AnyHashable, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.key = key
        self.parent = parent
        self.graph = graph
        self.environment = environment
        self.layoutDirection = environment.layoutDirection
        self.depth = (parent?.depth ?? -1) + 1
        if depth > graph.maxDepth { graph.maxDepth = depth }
        if graph.lazyBuildDepth > 0 { graph.lazilyBuiltNodes += 1 }
    }

    /// Takes the subtree apart from the top, one node at a time: letting Swift release it
    /// would recurse once per level (and per level of nested view values) and overflow the
    /// stack for trees thousands of levels deep. Each node's view is dropped while its
    /// children still hold the values nested in it, so no release goes deeper than a level.
    deinit {
        guard !children.isEmpty else { return }
        view = EmptyView()
        cachedSubviews = nil
        var stack = children
        children = []
        while var node = stack.popLast() {
            // A node something else still holds keeps its subtree (its own deinit takes it
            // apart); it has left the tree with its parent, so it is discarded and forgets
            // the parent (a body scheduled for it is not evaluated).
            guard isKnownUniquelyReferenced(&node) else {
                node.parent = nil
                node.isDiscarded = true
                continue
            }
            node.view = EmptyView()
            node.cachedSubviews = nil
            stack.append(contentsOf: node.children)
            node.children = []
        }
    }

    var isLayoutNode: Bool { layout != nil }

    func stateSlot(_ index: Int) -> AnyObject? {
        index < stateSlots.count ? stateSlots[index] : nil
    }
    func setStateSlot(_ index: Int, _ value: AnyObject) {
        while stateSlots.count <= index { stateSlots.append(nil) }
        stateSlots[index] = value
    }

    /// Why the node's body is to run again, gathered since it last ran: what
    /// `_printChanges()` prints.
    var bodyChanges = BodyChanges()

    /// Marks the node's body as out of date because the dynamic property in `slot` changed.
    func invalidateBody(because slot: Int) {
        bodyChanges.note(slot: slot)
        invalidateBody()
    }

    /// Marks the node's body as out of date (state it reads changed).
    func invalidateBody() {
        guard !needsBody, !isDiscarded else { return }
        needsBody = true
        graph.scheduleBody(self)
    }

    /// Drops layout results of this node and of every ancestor (their sizes may depend on it).
    /// Stops at a layout ancestor that is already invalid (its own ancestors are too) or whose
    /// size does not depend on this branch. Every node whose results were dropped is marked
    /// for placement, and so are the layout ancestors above them: marking along the walk, not
    /// only from this node, reaches the containers above a view that is marked but was never
    /// placed (a lazy row measured outside the visible window).
    func invalidateLayout() {
        clearLayoutCaches()
        var top = self
        while let n = top.parent {
            if let layout = n.layout {
                if n.layoutInvalid { break }
                // A GeometryReader's size, or an overlay's, does not depend on that content.
                if layout.sizeIgnoresChild(top, of: n) {
                    n.cachedSubviews = nil
                    break
                }
            }
            n.clearLayoutCaches()
            top = n
        }
        top.markForPlacement()
    }
    private func clearLayoutCaches() {
        if isLayoutNode { needsPlacement = true }
        measureCache.removeAll()
        cachedSubviews = nil
        layoutCache = nil
        userLayoutCacheIsStale = true
        layoutInvalid = true
    }

    /// Marks this node and its layout ancestors for the next Place phase. A layout node that
    /// is already marked has marked ancestors, so the walk stops there.
    func markForPlacement() {
        var node: ViewNode? = self
        while let n = node {
            if n.isLayoutNode {
                if n.needsPlacement && n !== self { return }
                n.needsPlacement = true
            }
            node = n.parent
        }
    }

    /// After the node is placed anew: its preferences are out of date, and so are those of the
    /// non-layout nodes above it up to its layout parent, which take their geometry from it
    /// (an anchor written there reads this node's frame).
    func invalidateGeometryPreferences() {
        invalidatePreferences()
        var node = parent
        while let n = node, !n.isLayoutNode {
            n.preferencesValid = false
            node = n.parent
        }
    }

    /// Marks the preferences this node produced as out of date, and every ancestor as having
    /// a changed descendant. Stops at an ancestor already marked: its own ancestors are too.
    func invalidatePreferences() {
        preferencesValid = false
        var node = parent
        while let n = node, !n.preferencesStaleBelow {
            n.preferencesStaleBelow = true
            node = n.parent
        }
    }

    /// Shows or omits the node; a change alters what its subtree contributes to preferences.
    func setOmitted(_ omitted: Bool) {
        guard omitted != isOmitted else { return }
        isOmitted = omitted
        invalidatePreferences()
    }

    /// Shows or omits a subview together with the modifiers and views that wrap only it on the
    /// way up to its container (a `.preference` on an alternative belongs to that alternative).
    func setBranchOmitted(_ omitted: Bool) {
        setOmitted(omitted)
        var node = self
        while let parent = node.parent, !parent.isLayoutNode, LayoutEngine.layoutChildren(of: parent).count == 1 {
            parent.setOmitted(omitted)
            node = parent
        }
    }

    /// True from an invalidation until the node is measured again.
    var layoutInvalid = true

    /// A readable path of view types from the root, for diagnostics.
    var path: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let n = node {
            names.append(n.typeName)
            node = n.parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// The view's type; for a modifier, the modifier's type (what the dump calls it).
    var typeName: String { viewTypeName(type(of: view)) }

    /// The node's attribute of a given kind, if any.
    func attribute<T>(_ type: T.Type) -> T? {
        for a in attributes { if let v = a as? T { return v } }
        return nil
    }
}

/// A type name without module prefixes and with generic arguments shortened.
func shortTypeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    return name
}

/// The name dumps and diagnostics give a view type: a `ModifiedContent` is named after its modifier.
func viewTypeName(_ type: Any.Type) -> String {
    if let modified = type as? any ModifierNaming.Type { return modified.modifierName }
    return shortTypeName(type)
}

/// Lets dumps and diagnostics name a `ModifiedContent` node after its modifier.
protocol ModifierNaming {
    static var modifierName: String { get }
}

extension ModifiedContent: ModifierNaming {
    static var modifierName: String { shortTypeName(Modifier.self) }
}

/// A marker for the attributes structural modifier nodes carry.
protocol NodeAttribute {}
