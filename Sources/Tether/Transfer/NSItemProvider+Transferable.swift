import Foundation

extension NSItemProvider {
    /// Mirrors `register(_:)`: the item's exported representations,
    /// most faithful first, each exported when its data is asked for (in a task; the
    /// completion handler runs on the main actor), with its suggested file name.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        let item = transferable()
        for entry in item.exportEntries() {
            guard let export = entry.export else { continue }
            if suggestedName == nil, let name = entry.suggestedFileName?(item) { suggestedName = name }
            append(Registration(contentType: entry.contentType, visibility: .all, item: nil) { completion in
                Task { @MainActor in
                    do { completion(try await export(item), nil) } catch { completion(nil, error) }
                }
                return nil
            })
        }
    }

    /// Mirrors `loadTransferable(type:completionHandler:)`: the first of the type's imported
    /// content types the provider has, loaded and imported; the handler runs on the main actor.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let loads = TransferLoads.current
        loads.begin()
        Task { @MainActor in
            let result: Result<T, any Error>
            do { result = .success(try await self.importTransferable(T.self)) } catch {
                loads.fail("loadTransferable(type: \(T.self)): \(error.localizedDescription)")
                result = .failure(error)
            }
            completionHandler(result)
            progress.completedUnitCount = 1
            loads.end()
        }
        return progress
    }

    /// Whether the provider has a representation one of the type's importers reads.
    func canImport<T: Transferable>(_ type: T.Type) -> Bool {
        T.transferEntries.contains { $0.importing != nil && registration(conformingTo: $0.contentType) != nil }
    }

    /// Imports the item from the first of its importable types the provider has.
    func importTransferable<T: Transferable>(_ type: T.Type) async throws -> T {
        for entry in T.transferEntries {
            guard let importing = entry.importing, registration(conformingTo: entry.contentType) != nil else { continue }
            let data = try await loadData(entry.contentType)
            return try await importing(data)
        }
        throw NSItemProvider.error(.unavailableCoercionError,
                                   "no representation \(T.self) can import (has \(registeredTypeIdentifiers); \(T.self) reads \(T.importedContentTypes.map(\.identifier)))")
    }

    /// The data of the first representation conforming to `type`.
    func loadData(_ type: UTType) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(for: type) { data, error in
                if let data { continuation.resume(returning: data) } else {
                    continuation.resume(throwing: error ?? NSItemProvider.error(.itemUnavailableError, "no data for \(type.identifier)"))
                }
            }
        }
    }
}

extension NSItemProvider {
    /// Tether's own: a provider of a transferable item, as SwiftUI makes one for `draggable`.
    convenience init<T: Transferable>(transferable item: T) {
        self.init()
        register(item)
    }
}
