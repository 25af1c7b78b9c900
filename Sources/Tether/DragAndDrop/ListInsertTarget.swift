import Foundation

/// A `List` as a drop destination for the `ForEach`es in it with `onInsert` (or
/// `dropDestination(for:action:)`): a drop lands before the first row of the `ForEach`
/// whose middle is below the drop point, or after its last row.
struct ListInsertTarget: DropTarget {
    let list: ViewNode
    /// Each inserting `ForEach` with its rows (in order) and its insert actions.
    let groups: [(forEach: ViewNode, rows: [ListGeometry.Row], actions: [InsertActionAttribute])]

    /// The list's inserting `ForEach`es, or nil when it has none.
    @MainActor init?(list: ViewNode) {
        guard list.layout is ListLayout, let geometry = list.layoutCache as? ListGeometry else { return nil }
        var groups: [(forEach: ViewNode, rows: [ListGeometry.Row], actions: [InsertActionAttribute])] = []
        for row in geometry.rows {
            guard let forEach = row.editing?.forEach else { continue }
            if let index = groups.firstIndex(where: { $0.forEach === forEach }) {
                groups[index].rows.append(row)
                continue
            }
            let actions = ListInsertTarget.insertActions(above: forEach, in: list)
            if !actions.isEmpty { groups.append((forEach, [row], actions)) }
        }
        guard !groups.isEmpty else { return nil }
        self.list = list
        self.groups = groups
    }

    var contentTypes: [UTType] { groups.flatMap { $0.actions.flatMap(\.contentTypes) } }

    @MainActor func validate(_ info: DropInfo) -> Bool { true }
    @MainActor func entered(_ info: DropInfo) {}
    @MainActor func updated(_ info: DropInfo) -> DropProposal? { nil }
    @MainActor func exited(_ info: DropInfo) {}

    @MainActor func perform(_ info: DropInfo) async -> Bool {
        let y = info.location.y
        // The group the drop is in: the one with a row under the point, else the nearest.
        let accepting = groups.filter { group in group.actions.contains { info.hasItemsConforming(to: $0.contentTypes) } }
        func distance(_ group: (forEach: ViewNode, rows: [ListGeometry.Row], actions: [InsertActionAttribute])) -> CGFloat {
            group.rows.map { row in row.cell.minY...row.cell.maxY ~= y ? 0 : min(abs(row.cell.minY - y), abs(row.cell.maxY - y)) }.min() ?? .infinity
        }
        guard let group = accepting.min(by: { distance($0) < distance($1) }),
              let action = group.actions.first(where: { info.hasItemsConforming(to: $0.contentTypes) }) else { return false }
        let below = group.rows.first { $0.cell.midY > y }
        let offset = below?.editing?.offset ?? ((group.rows.last?.editing?.offset).map { $0 + 1 } ?? 0)
        await action.perform(offset, info.itemProviders(for: action.contentTypes))
        return true
    }

    /// The insert actions on the nodes between a `ForEach` and its list (the modifiers on it).
    private static func insertActions(above forEach: ViewNode, in list: ViewNode) -> [InsertActionAttribute] {
        var actions: [InsertActionAttribute] = []
        var above = forEach.parent
        while let node = above, node !== list, !node.isLayoutNode {
            for case let action as InsertActionAttribute in node.attributes { actions.append(action) }
            if node.view is any ForEachMarker { break }
            above = node.parent
        }
        return actions
    }
}
