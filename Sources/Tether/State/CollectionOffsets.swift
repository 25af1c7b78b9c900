import Foundation

extension MutableCollection {
    /// Mirrors SwiftUI's `move(fromOffsets:toOffset:)`, what an `onMove` action calls: the
    /// elements at `source` (offsets from the start) move, in their order, to just before the
    /// element that was at offset `destination` (the end when it is `count`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.filter { $0 >= 0 && $0 < count }
        guard !moved.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), count)
        let elements = Array(self)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for offset in 0..<target where !source.contains(offset) { reordered.append(elements[offset]) }
        for offset in moved { reordered.append(elements[offset]) }
        for offset in target..<elements.count where !source.contains(offset) { reordered.append(elements[offset]) }
        var position = startIndex
        for element in reordered {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

extension RangeReplaceableCollection {
    /// Mirrors SwiftUI's `remove(atOffsets:)`, what an `onDelete` action calls: removes the
    /// elements at `offsets` (offsets from the start; those past the end are ignored).
    public mutating func remove(atOffsets offsets: IndexSet) {
        var offset = 0
        var kept = Self()
        for element in self {
            if !offsets.contains(offset) { kept.append(element) }
            offset += 1
        }
        self = kept
    }
}
