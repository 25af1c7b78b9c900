import Foundation

extension ViewHost {
    /// Tether's own: swipes the list row marked `.accessibilityIdentifier(id)` (or the row
    /// the marked view is in) from `edge`, as a finger does, then updates. The row slides
    /// aside to reveal its swipe actions (`swipeActions(edge:)`, or on the trailing edge the
    /// Delete of its `ForEach`'s `onDelete`), which `tap(at:)` then reaches. With `fully`, a
    /// full swipe: the first action runs at once when the actions allow it
    /// (`allowsFullSwipe`), else the actions are revealed.
    public func swipe(_ id: String, edge: HorizontalEdge = .trailing, fully: Bool = false) throws {
        let (list, interaction, row) = try listRow(id)
        guard let actions = ListChrome.actions(of: row, edge: edge) else { throw InteractionError.noSwipeActions(id, edge: edge) }
        guard list.environment.isEnabled else { throw InteractionError.disabled(list.path) }
        interaction.reveal = ListInteraction.Reveal(row: row.child.node, edge: edge, deleteOnly: false)
        interaction.refresh()
        update()
        guard fully, actions.allowsFullSwipe else { return }
        // A full swipe runs the first action, the one nearest the edge.
        guard let chrome = list.children.dropFirst().first,
              let revealed = chrome.children.first(where: isRevealedActions),
              let (handler, _) = HitTesting.handler(inOrAbove: revealed) else { return }
        handler.action()
        update()
    }

    /// True for the list chrome that shows a row's revealed swipe actions.
    private func isRevealedActions(_ node: ViewNode) -> Bool {
        let frame = LayoutEngine.layoutChildren(of: node).first?.traits.values[ObjectIdentifier(ListChromeFrameKey.self)] as? ListChromeFrame
        if case .actions? = frame { return true }
        return false
    }

    /// Tether's own: deletes the list row marked `id` (or the row the marked view is in) as
    /// tapping its red minus control and then Delete does in edit mode: its `ForEach`'s
    /// `onDelete` action gets the row's offset; then updates. Outside edit mode, or for a row
    /// without `onDelete` or under `deleteDisabled(true)`, nothing is deleted and the error
    /// says why.
    public func deleteRow(_ id: String) throws {
        let (_, _, row) = try listRow(id)
        guard row.showsDeleteControl, let editing = row.editing, let delete = editing.delete else {
            throw InteractionError.rowNotEditable(id, reason: row.editing?.delete == nil ? "its ForEach has no onDelete"
                : row.traits.deleteDisabled ? "deleteDisabled(true)" : "the list is not in edit mode")
        }
        delete(IndexSet(integer: editing.offset))
        update()
    }

    /// Tether's own: moves the list row marked `id` (or the row the marked view is in) as
    /// dragging its reorder control in edit mode does, so that it lands before the element
    /// now at `destination` in its `ForEach`'s data (its count: at the end) — the offsets
    /// `onMove` receives, as `move(fromOffsets:toOffset:)` takes them; then updates. A drop
    /// where the row already is calls nothing, as on iOS; a destination outside the data is
    /// reported and taken as its nearest end.
    public func moveRow(_ id: String, toOffset destination: Int) throws {
        let (list, _, row) = try listRow(id)
        guard row.showsReorderControl, let editing = row.editing, let move = editing.move else {
            throw InteractionError.rowNotEditable(id, reason: row.editing?.move == nil ? "its ForEach has no onMove"
                : row.traits.moveDisabled ? "moveDisabled(true)" : "the list is not in edit mode")
        }
        var target = destination
        if target < 0 || target > editing.count {
            target = min(max(destination, 0), editing.count)
            graph.reportBetweenUpdates(.other, "moveRow: offset \(destination) is outside 0...\(editing.count); moving to \(target)", at: list)
        }
        if target == editing.offset || target == editing.offset + 1 { update(); return }
        move(IndexSet(integer: editing.offset), target)
        update()
    }

    /// Tether's own: pulls down the list or scroll view marked `id` (or the one inside or
    /// around the marked view) as the pull-to-refresh gesture does: its `refreshable` action
    /// runs, and once it returns the host updates. While the action runs, the list or scroll
    /// view shows iOS's refresh spinner in a 60 pt band above its content (the host updates
    /// as the refresh starts, so what is drawn meanwhile shows it).
    public func refresh(_ id: String) async throws {
        guard let marked = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        var candidates: [ViewNode] = []
        var stack = [marked]
        while let n = stack.popLast() {
            candidates.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        var current = marked.parent
        while let n = current { candidates.append(n); current = n.parent }
        // A list's rows are in a scroll viewport too: the viewport shows the spinner.
        let scrolling = candidates.first { $0.layout is ScrollViewportLayout && $0.environment.refresh != nil }
        guard let node = scrolling, let action = node.environment.refresh else { throw InteractionError.notRefreshable(id) }
        // While the action runs, the scroll view shows the refresh spinner.
        let scroll = node.persistentLayoutState as? ScrollState
        func showSpinner(_ shown: Bool) {
            scroll?.isRefreshing = shown
            if !node.isDiscarded { node.invalidateLayout() }
        }
        showSpinner(true)
        update()
        await action()
        showSpinner(false)
        update()
    }

    /// The list, its interaction state and the row for an identifier on a row or inside one.
    private func listRow(_ id: String) throws -> (ViewNode, ListInteraction, ListGeometry.Row) {
        guard let marked = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        var current = marked.parent
        while let n = current {
            if let layout = n.layout as? ListLayout {
                let interaction = layout.configuration.interaction
                guard let geometry = n.layoutCache as? ListGeometry else { break }
                // The row the marked view is in, or the one row inside the marked view.
                if let row = geometry.rows.first(where: { marked.isDescendant(of: $0.child.node) }) { return (n, interaction, row) }
                let inside = geometry.rows.filter { $0.child.node.isDescendant(of: marked) }
                if inside.count == 1 { return (n, interaction, inside[0]) }
                break
            }
            current = n.parent
        }
        throw InteractionError.notListRow(id)
    }
}
