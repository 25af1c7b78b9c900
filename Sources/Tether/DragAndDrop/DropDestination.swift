import Foundation

/// What a drop destination does as a drop moves over it and is let go, in the order
/// `DropDelegate` documents: validate on arrival, entered, updated at each move, exited on
/// leaving; perform, then exited, when let go over it.
protocol DropTarget {
    /// The types the destination accepts: a drop with no item of one of them passes it by.
    var contentTypes: [UTType] { get }
    @MainActor func validate(_ info: DropInfo) -> Bool
    @MainActor func entered(_ info: DropInfo)
    @MainActor func updated(_ info: DropInfo) -> DropProposal?
    @MainActor func exited(_ info: DropInfo)
    /// Performs the drop; true when it succeeded. Loads the items first where SwiftUI does.
    @MainActor func perform(_ info: DropInfo) async -> Bool
}

/// Marks a view as a drop destination.
struct DropDestinationAttribute: NodeAttribute {
    let target: any DropTarget
}

/// The modifier behind `onDrop` and `dropDestination`.
nonisolated struct _DropDestinationModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let target: any DropTarget
    var attributes: [NodeAttribute] { [DropDestinationAttribute(target: target)] }
}

/// `onDrop(of:isTargeted:perform:)`: the providers of the accepted types go to the action.
struct ProviderDropTarget: DropTarget {
    let contentTypes: [UTType]
    let isTargeted: Binding<Bool>?
    let action: @MainActor ([NSItemProvider], CGPoint) -> Bool

    @MainActor func validate(_ info: DropInfo) -> Bool { true }
    @MainActor func entered(_ info: DropInfo) { isTargeted?.wrappedValue = true }
    @MainActor func updated(_ info: DropInfo) -> DropProposal? { nil }
    @MainActor func exited(_ info: DropInfo) { isTargeted?.wrappedValue = false }
    @MainActor func perform(_ info: DropInfo) async -> Bool { action(info.itemProviders(for: contentTypes), info.location) }
}

/// `onDrop(of:delegate:)`: every step goes to the delegate.
struct DelegateDropTarget: DropTarget {
    let contentTypes: [UTType]
    let delegate: any DropDelegate

    @MainActor func validate(_ info: DropInfo) -> Bool { delegate.validateDrop(info: info) }
    @MainActor func entered(_ info: DropInfo) { delegate.dropEntered(info: info) }
    @MainActor func updated(_ info: DropInfo) -> DropProposal? { delegate.dropUpdated(info: info) }
    @MainActor func exited(_ info: DropInfo) { delegate.dropExited(info: info) }
    @MainActor func perform(_ info: DropInfo) async -> Bool { delegate.performDrop(info: info) }
}

/// `dropDestination(for:action:isTargeted:)`: the items are imported as `T` before the
/// action runs; items that cannot be are left out (and reported), and with none left the
/// action does not run.
struct TransferableDropTarget<T: Transferable>: DropTarget {
    let isTargeted: @MainActor (Bool) -> Void
    let action: @MainActor ([T], CGPoint) -> Bool

    var contentTypes: [UTType] { T.importedContentTypes }
    @MainActor func validate(_ info: DropInfo) -> Bool { true }
    @MainActor func entered(_ info: DropInfo) { isTargeted(true) }
    @MainActor func updated(_ info: DropInfo) -> DropProposal? { nil }
    @MainActor func exited(_ info: DropInfo) { isTargeted(false) }
    @MainActor func perform(_ info: DropInfo) async -> Bool {
        let items = await TransferableDropTarget.importItems(info.itemProviders(for: contentTypes))
        guard !items.isEmpty else {
            TransferLoads.current.fail("dropDestination(for: \(T.self)): no dropped item could be loaded as \(T.self); the action does not run")
            return false
        }
        return action(items, info.location)
    }

    /// The providers' items as `T`, in order; failures are recorded for the host to report.
    @MainActor static func importItems(_ providers: [NSItemProvider]) async -> [T] {
        var items: [T] = []
        for provider in providers {
            do { items.append(try await provider.importTransferable(T.self)) } catch {
                TransferLoads.current.fail("dropDestination(for: \(T.self)): \(error.localizedDescription)")
            }
        }
        return items
    }
}

extension View {
    /// Mirrors SwiftUI's `onDrop(of:isTargeted:perform:)`: the view accepts drops carrying an
    /// item of one of `supportedContentTypes` (others pass it by); `isTargeted` is true while
    /// such a drop is over it; letting go calls `action` with the items of those types.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        nonisolated(unsafe) let action = action
        return onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Mirrors SwiftUI's `onDrop(of:isTargeted:perform:)` whose action also gets the drop
    /// location, in the view's own coordinate space.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return modifier(_DropDestinationModifier(target: ProviderDropTarget(contentTypes: supportedContentTypes, isTargeted: isTargeted, action: { action($0, $1) })))
    }

    /// Mirrors SwiftUI's `onDrop(of:delegate:)`: the view accepts drops carrying an item of
    /// one of `supportedContentTypes`, and `delegate` handles each step (see `DropDelegate`).
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        nonisolated(unsafe) let delegate = delegate
        return modifier(_DropDestinationModifier(target: DelegateDropTarget(contentTypes: supportedContentTypes, delegate: delegate)))
    }

    /// Mirrors SwiftUI's deprecated `onDrop(of:isTargeted:perform:)` taking type identifiers.
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(NSItemProvider.contentType), isTargeted: isTargeted, perform: action)
    }

    /// Mirrors SwiftUI's deprecated `onDrop(of:isTargeted:perform:)` taking type identifiers,
    /// with the drop location.
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(NSItemProvider.contentType), isTargeted: isTargeted, perform: action)
    }

    /// Mirrors SwiftUI's deprecated `onDrop(of:delegate:)` taking type identifiers.
    nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(NSItemProvider.contentType), delegate: delegate)
    }

    /// Mirrors SwiftUI's `dropDestination(for:action:isTargeted:)`: the view accepts drops of
    /// items that import as `T`; `isTargeted` is called with true when such a drop comes over
    /// the view and false when it leaves or is let go; letting go imports the items as `T` and
    /// calls `action` with them and the location in the view's space.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping ([T], CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return modifier(_DropDestinationModifier(target: TransferableDropTarget<T>(isTargeted: { isTargeted($0) }, action: { action($0, $1) })))
    }
}
