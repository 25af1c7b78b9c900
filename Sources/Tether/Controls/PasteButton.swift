import Foundation

/// Mirrors SwiftUI's `PasteButton` (iOS 16): the system button that pastes what the
/// pasteboard (`UIPasteboard.general`) holds of the types it supports. Tether draws it as a
/// tinted capsule with the `doc.on.clipboard` symbol and "Paste" (the look of iOS's paste
/// control, not measured on a device); it is disabled while the pasteboard has nothing it can
/// paste and follows the pasteboard's changes. A tap loads the items as a view task
/// (`ViewHost.waitForTasks()` waits for it) and calls the action with those that loaded.
nonisolated public struct PasteButton: View {
    let contentTypes: [UTType]
    let paste: @MainActor @Sendable ([NSItemProvider]) async -> Void
    @State private var requests = 0
    @State private var pasteboardChanges = 0

    /// Mirrors `init(payloadType:onPaste:)`: pastes the items that load as `T`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        nonisolated(unsafe) let onPaste = onPaste
        contentTypes = T.importedContentTypes
        paste = { providers in
            let items = await TransferableDropTarget<T>.importItems(providers)
            if !items.isEmpty { onPaste(items) }
        }
    }

    /// Mirrors `init(supportedContentTypes:payloadAction:)`: hands over the item providers of
    /// the pasteboard's items that have one of `supportedContentTypes`.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        nonisolated(unsafe) let payloadAction = payloadAction
        contentTypes = supportedContentTypes
        paste = { providers in payloadAction(providers) }
    }

    /// The pasteboard's items that have a representation of a supported type.
    private var pastableProviders: [NSItemProvider] {
        UIPasteboard.general.itemProviders.filter { provider in
            provider.registeredContentTypes.contains { registered in contentTypes.contains { registered.conforms(to: $0) } }
        }
    }

    @MainActor public var body: some View {
        _ = pasteboardChanges  // read so a change of the pasteboard updates the button
        let providers = pastableProviders
        let paste = self.paste
        return Button { requests += 1 } label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .disabled(providers.isEmpty)
            .onReceive(NotificationCenter.default.publisher(for: UIPasteboard.changedNotification)) { _ in
                pasteboardChanges = UIPasteboard.general.changeCount
            }
            .task(id: requests) {
                guard requests > 0 else { return }
                await paste(pastableProviders)
            }
    }
}
