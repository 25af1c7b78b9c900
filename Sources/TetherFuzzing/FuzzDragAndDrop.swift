import Foundation
import Tether

/// Tether's own: drag sources (`onDrag`, `draggable` with strings, URLs and a Codable model,
/// with previews) and drop destinations (`onDrop` with types none, any or custom, with a
/// delegate proposing every operation, `dropDestination`, `onInsert` and
/// `dropDestination(for:action:)` on a list's `ForEach`), around hostile content.
extension FuzzTreeBuilder {
    mutating func dragAndDrop(depth: Int) -> AnyView {
        let base = view(depth: depth - 1)
        let text = string()
        switch rng.int(0...5) {
        case 0:
            return AnyView(base.onDrag { NSItemProvider(object: text as NSString) } preview: { Text(text) })
        case 1:
            let payload = rng.chance(50) ? text : (URL(string: text)?.absoluteString ?? "")
            return AnyView(base.draggable(payload))
        case 2:
            let types = rng.pick([[UTType](), [.item], [.plainText, .url], [UTType(exportedAs: "com.example.fuzz")]])
            return AnyView(base.onDrop(of: types, isTargeted: .constant(rng.chance(50))) { providers, _ in !providers.isEmpty })
        case 3:
            let delegate = FuzzDropDelegate(accepts: rng.chance(70), operation: rng.pick([.cancel, .forbidden, .copy, .move]))
            return AnyView(base.onDrop(of: [.text], delegate: delegate))
        case 4:
            return AnyView(base.dropDestination(for: String.self) { items, location in location.x.isFinite && !items.isEmpty })
        default:
            let rows = (0..<rng.int(0...4)).map { _ in string() }
            return AnyView(List {
                ForEach(0..<rows.count, id: \.self) { Text(rows[$0]) }
                    .onInsert(of: [.plainText]) { _, _ in }
                ForEach(0..<rows.count, id: \.self) { Text(rows[$0]) }
                    .dropDestination(for: URL.self) { _, _ in }
            })
        }
    }
}

/// A drop delegate that validates as told and proposes one operation.
struct FuzzDropDelegate: DropDelegate {
    let accepts: Bool
    let operation: DropOperation
    func validateDrop(info: DropInfo) -> Bool { accepts }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: operation) }
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
}
