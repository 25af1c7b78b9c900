import Foundation

/// Mirrors SwiftUI's `DropDelegate`: the full drop protocol of a destination made with
/// `onDrop(of:delegate:)`. As a drop moves: `validateDrop` when it first comes over the view
/// with items of the expected types (false: the view is no destination for it until the drop
/// leaves and comes back), then, once the destination it leaves was exited, `dropEntered`, `dropUpdated` at each move (its proposal decides whether letting go drops),
/// and `dropExited` when it leaves; letting go over the view calls `performDrop` and then
/// `dropExited`.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Mirrors `validateDrop(info:)`; true by default.
    func validateDrop(info: DropInfo) -> Bool
    /// Mirrors `performDrop(info:)`: start loading the items here; true when the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// Mirrors `dropEntered(info:)`; does nothing by default.
    func dropEntered(info: DropInfo)
    /// Mirrors `dropUpdated(info:)`: the operation letting go now would do; nil (the default)
    /// keeps the last one, `.copy` at first.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Mirrors `dropExited(info:)`; does nothing by default.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Mirrors the default `validateDrop(info:)`: true.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Mirrors the default `dropEntered(info:)`: nothing.
    public func dropEntered(info: DropInfo) {}
    /// Mirrors the default `dropUpdated(info:)`: nil.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Mirrors the default `dropExited(info:)`: nothing.
    public func dropExited(info: DropInfo) {}
}
