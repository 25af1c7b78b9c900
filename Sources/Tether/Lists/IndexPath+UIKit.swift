import Foundation

/// Mirrors UIKit's additions to Foundation's `IndexPath` (the "NSIndexPath UIKit Additions"):
/// a two-index path whose first index is the section and whose second is the row of a table
/// or the item of a collection. UIKit traps on a path without exactly two indices; Tether
/// reports it (a diagnostic of the updating host, else once on standard error), reads a
/// missing index as 0 and writes it by padding the path with zeros.
extension IndexPath {
    /// Mirrors `init(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// Mirrors `init(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// Mirrors `section`: the first index.
    public var section: Int {
        get { uikitIndex(0, named: "section") }
        set { setUIKitIndex(0, to: newValue, named: "section") }
    }
    /// Mirrors `row`: the second index.
    public var row: Int {
        get { uikitIndex(1, named: "row") }
        set { setUIKitIndex(1, to: newValue, named: "row") }
    }
    /// Mirrors `item`: the second index.
    public var item: Int {
        get { uikitIndex(1, named: "item") }
        set { setUIKitIndex(1, to: newValue, named: "item") }
    }

    private func uikitIndex(_ position: Int, named name: String) -> Int {
        if count != 2 { reportUIKitMisuse(name) }
        return position < count ? self[position] : 0
    }
    private mutating func setUIKitIndex(_ position: Int, to value: Int, named name: String) {
        if count != 2 { reportUIKitMisuse(name) }
        while count <= position { append(0) }
        self[position] = value
    }
    private func reportUIKitMisuse(_ name: String) {
        UpdatingHost.report("IndexPath \(self) has \(count) indices; UIKit's `\(name)` needs exactly two (section, then row or item)",
                            kind: .other)
    }
}
