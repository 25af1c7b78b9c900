import Foundation
import Observation

/// A list's selection binding seen through its rows' tags: one optional value or a set.
struct ListSelection: @unchecked Sendable {
    /// A set selection: on iOS, rows are chosen with a tap only in edit mode, with a circle.
    let isMultiple: Bool
    let isSelected: @MainActor (TagValue) -> Bool
    let toggle: @MainActor (TagValue) -> Void

    init<V: Hashable>(single selection: Binding<V?>) {
        nonisolated(unsafe) let selection = selection
        isMultiple = false
        isSelected = { tag in (tag.value.base as? V).map { $0 == selection.wrappedValue } ?? false }
        // A tap on a row selects it (a second tap keeps it selected, as on iOS).
        toggle = { tag in if let value = tag.value.base as? V { selection.wrappedValue = value } }
    }

    init<V: Hashable>(multiple selection: Binding<Set<V>>) {
        nonisolated(unsafe) let selection = selection
        isMultiple = true
        isSelected = { tag in (tag.value.base as? V).map { selection.wrappedValue.contains($0) } ?? false }
        toggle = { tag in
            guard let value = tag.value.base as? V else { return }
            if selection.wrappedValue.contains(value) { selection.wrappedValue.remove(value) } else { selection.wrappedValue.insert(value) }
        }
    }
}

/// How one row of a list can be edited: its `ForEach`, its offset in that `ForEach`'s data,
/// and the `onDelete`/`onMove` actions attached to it.
struct ListRowEditing {
    let forEach: ViewNode
    let offset: Int
    let count: Int
    var delete: (@MainActor (IndexSet) -> Void)?
    var move: (@MainActor (IndexSet, Int) -> Void)?

    /// Goes up from the row to the `ForEach` it repeats in, then to the edit actions on it.
    static func of(_ row: ViewNode, in list: ViewNode) -> ListRowEditing? {
        var child = row
        var current = row.parent
        while let n = current, n !== list {
            if n.view is any ForEachMarker {
                guard let offset = n.children.firstIndex(where: { $0 === child }) else { return nil }
                var editing = ListRowEditing(forEach: n, offset: offset, count: n.children.count)
                var above = n.parent
                while let a = above, a !== list, !a.isLayoutNode {
                    for case let action as ListEditActionAttribute in a.attributes {
                        if editing.delete == nil { editing.delete = action.delete }
                        if editing.move == nil { editing.move = action.move }
                    }
                    if a.view is any ForEachMarker { break }
                    above = a.parent
                }
                return editing
            }
            child = n
            current = n.parent
        }
        return nil
    }
}

/// What a list keeps between updates: the row whose swipe actions are revealed, and its
/// rows as last placed (for taps and Tether's host calls). Only `isRevealing` is observed:
/// the list takes taps on its rows (to slide a revealed row back) while it is true.
@Observable
final class ListInteraction: @unchecked Sendable {
    /// True from a swipe until the revealed row slides back.
    private(set) var isRevealing = false

    struct Reveal {
        weak var row: ViewNode?
        let edge: HorizontalEdge
        /// Revealed by the edit-mode minus control: only the Delete button shows.
        let deleteOnly: Bool
    }
    @ObservationIgnored var reveal: Reveal? {
        didSet { if (reveal != nil) != isRevealing, !isUpdatingLayout { isRevealing = reveal != nil } }
    }
    /// Set while the list lays out, when a reveal whose row left is dropped without a new
    /// update being asked for.
    @ObservationIgnored var isUpdatingLayout = false
    /// Width of the revealed actions, measured when they were built.
    @ObservationIgnored var revealWidth: CGFloat = 0
    /// The list's node, set when it is resolved.
    @ObservationIgnored weak var node: ViewNode?
    @ObservationIgnored var selection: ListSelection?
    @ObservationIgnored var isEditing = false

    /// A tap at `point` (global space) that no control in a row took: a revealed row slides
    /// back; otherwise the row there is selected, as iOS selects (a set selection only in
    /// edit mode).
    @MainActor func tap(at point: CGPoint) {
        if reveal != nil { hideActions(); return }
        guard let node, !node.isDiscarded, let selection, let row = row(at: point) else { return }
        if selection.isMultiple && !isEditing { return }
        guard !row.traits.selectionDisabled, let tag = TagKey.tag(of: row.child) else { return }
        selection.toggle(tag)
        refresh()
    }

    /// A row dragged by its reorder control `dy` points down (up if negative) and let go:
    /// it lands before the first row of its `ForEach` whose middle is below its own new
    /// middle, and `onMove` gets the offsets as `move(fromOffsets:toOffset:)` takes them
    /// (nothing when it lands where it was).
    @MainActor func drop(_ dragged: ViewNode, movedBy dy: CGFloat) {
        guard dy.isFinite, let node, let geometry = node.layoutCache as? ListGeometry,
              let row = geometry.rows.first(where: { $0.child.node === dragged }),
              let editing = row.editing, let move = editing.move, row.showsReorderControl else { return }
        let middle = row.cell.midY + dy
        let above = geometry.rows.filter { other in
            other.child.node !== dragged && other.editing?.forEach === editing.forEach && other.cell.midY < middle
        }.count
        let destination = above <= editing.offset ? above : above + 1
        guard destination != editing.offset, destination != editing.offset + 1 else { return }
        move(IndexSet(integer: editing.offset), destination)
    }

    /// The row whose cell is at `point` (global space).
    func row(at point: CGPoint) -> ListGeometry.Row? {
        guard let node, let geometry = node.layoutCache as? ListGeometry else { return nil }
        return geometry.rows.first { $0.cell.applying(node.globalTransform).contains(point) }
    }

    /// The row `node` is in (the row itself or a view inside it), as last placed.
    func row(containing inner: ViewNode) -> ListGeometry.Row? {
        guard let node, let geometry = node.layoutCache as? ListGeometry else { return nil }
        return geometry.rows.first { inner.isDescendant(of: $0.child.node) || $0.child.node.isDescendant(of: inner) }
    }

    /// The revealed row, if it is still in the list.
    var revealedRow: ViewNode? {
        guard let row = reveal?.row, !row.isDiscarded else { return nil }
        return row
    }

    /// Lays the list out and draws it again (a reveal or a selection changed).
    func refresh() {
        guard let node, !node.isDiscarded else { return }
        node.invalidateLayout()
    }

    func hideActions() {
        guard reveal != nil else { return }
        reveal = nil
        revealWidth = 0
        refresh()
    }
}
