import Foundation

/// Mirrors Foundation's `NSItemProvider` (Foundation on Linux has none, so Tether brings it
/// with `import SwiftUI`): the data a drag, a drop or a share carries, in one or more
/// representations, each loaded on request.
///
/// Loading on a device is asynchronous. In Tether a representation registered with data at
/// hand (an `NSString`, an `NSURL`, a load handler that answers at once) calls the
/// completion handler before the load call returns; a `Transferable` item exports in a task
/// and calls it on the main actor when it is done. Either way, Tether's host calls that drop
/// items (`ViewHost.dragAndDrop`, `ViewHost.drop`) wait for every load started meanwhile,
/// and for the work those handlers send to the main queue, before they return.
///
/// ```swift
/// let provider = NSItemProvider(object: "Hello" as NSString)
/// _ = provider.loadObject(ofClass: String.self) { string, _ in print(string ?? "") }
/// ```
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `NSItemProvider.CompletionHandler`, what `loadItem` answers with.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// Mirrors `NSItemProvider.errorDomain`.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Mirrors `NSItemProvider.ErrorCode`.
    public enum ErrorCode: Int, Sendable {
        /// Mirrors `.unknownError`.
        case unknownError = -1
        /// Mirrors `.itemUnavailableError`: the representation gave no data.
        case itemUnavailableError = -1000
        /// Mirrors `.unexpectedValueClassError`: the item is not of a class that has data.
        case unexpectedValueClassError = -1100
        /// Mirrors `.unavailableCoercionError`: no representation of the type asked for.
        case unavailableCoercionError = -1200
    }

    /// One representation: its type and how to load its data.
    struct Registration: @unchecked Sendable {
        let contentType: UTType
        let visibility: NSItemProviderRepresentationVisibility
        /// What `loadItem` gives instead of the data, for an item registered as itself.
        let item: (any NSSecureCoding)?
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []

    /// Mirrors `suggestedName`: the name a file made from the data would get.
    open var suggestedName: String?

    /// Mirrors `init()`: a provider with no representations yet.
    public override init() { super.init() }

    /// Mirrors `init(object:)`: a provider with the object's writable representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Mirrors `init(item:typeIdentifier:)`: a provider of one item, loaded as itself by
    /// `loadItem` and as its data by the other loads (`Data`, strings as UTF-8, URLs by their
    /// data representation).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier else { return }
        let data = item.flatMap(NSItemProvider.data(of:))
        let boxed = UncheckedSendableBox(value: item)
        append(Registration(contentType: NSItemProvider.contentType(typeIdentifier), visibility: .all, item: item) { completion in
            if let data { completion(data, nil) } else { completion(nil, NSItemProvider.error(.unexpectedValueClassError, "the item \(String(describing: boxed.value)) has no data")) }
            return nil
        })
    }

    /// Mirrors `init(contentsOf:)`: a provider of the file's contents, typed by its filename
    /// extension, suggesting its name; nil when `fileURL` is nil or not a file URL.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        append(Registration(contentType: type, visibility: .all, item: fileURL as NSURL) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        })
    }

    /// Mirrors `registeredTypeIdentifiers`, most faithful first.
    open var registeredTypeIdentifiers: [String] { snapshot().map(\.contentType.identifier) }

    /// Mirrors `registeredContentTypes`.
    public var registeredContentTypes: [UTType] { snapshot().map(\.contentType) }

    /// Mirrors `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`: a
    /// representation whose data the handler gives when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        append(Registration(contentType: NSItemProvider.contentType(typeIdentifier), visibility: visibility, item: nil, load: loadHandler))
    }

    /// Mirrors `registerDataRepresentation(for:visibility:loadHandler:)`.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        append(Registration(contentType: contentType, visibility: visibility, item: nil, load: loadHandler))
    }

    /// Mirrors `registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)`:
    /// the handler gives a file; loads read its contents.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        append(Registration(contentType: NSItemProvider.contentType(typeIdentifier), visibility: visibility, item: nil) { completion in
            loadHandler { url, _, error in
                guard let url else { return completion(nil, error ?? NSItemProvider.error(.itemUnavailableError, "the file handler gave no file")) }
                do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
            }
        })
    }

    /// Mirrors `registerObject(_:visibility:)`: the object's writable types, each loaded by its
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let boxed = UncheckedSendableBox(value: object)
        for identifier in object.writableTypeIdentifiersForItemProvider {
            append(Registration(contentType: NSItemProvider.contentType(identifier), visibility: visibility, item: nil) { completion in
                boxed.value.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Mirrors `registerObject(ofClass:visibility:loadHandler:)`: the class's writable types,
    /// loaded from the object the handler gives when asked.
    open func registerObject(ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?) {
        for identifier in aClass.writableTypeIdentifiersForItemProvider {
            append(Registration(contentType: NSItemProvider.contentType(identifier), visibility: visibility, item: nil) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? NSItemProvider.error(.itemUnavailableError, "the object handler gave no object")) }
                    _ = object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                }
            })
        }
    }

    /// Mirrors `hasItemConformingToTypeIdentifier(_:)`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registration(conformingTo: NSItemProvider.contentType(typeIdentifier)) != nil
    }

    /// Mirrors `hasRepresentationConforming(toTypeIdentifier:fileOptions:)`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Mirrors `canLoadObject(ofClass:)`: a representation the class can read is registered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRegistration(for: aClass) != nil
    }

    /// Mirrors `canLoadObject(ofClass:)` for Swift value types bridged to a readable class
    /// (`String.self`, `URL.self`).
    public func canLoadObject<T>(ofClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Mirrors `loadObject(ofClass:completionHandler:)`: the first registered representation
    /// the class can read, made into an object.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let (registration, identifier) = readableRegistration(for: aClass) else {
            let error = NSItemProvider.error(.unavailableCoercionError, "no representation \(aClass) can read (has \(registeredTypeIdentifiers))")
            return finishWithoutLoading(error) { completionHandler(nil, error) }
        }
        let reader = UncheckedSendableBox(value: aClass)
        return load(registration) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: identifier), nil) } catch { completionHandler(nil, error) }
        }
    }

    /// Mirrors `loadObject(ofClass:completionHandler:)` for Swift value types bridged to a
    /// readable class: `loadObject(ofClass: String.self) { string, error in … }`.
    @discardableResult
    public func loadObject<T>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        let bridge: ((any NSItemProviderReading)?) -> T? = { object in
            (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
        }
        let bridging = UncheckedSendableBox(value: bridge)
        return loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let value = bridging.value(object) else { return completionHandler(nil, error) }
            completionHandler(value, nil)
        }
    }

    /// Mirrors `loadDataRepresentation(forTypeIdentifier:completionHandler:)`: the data of
    /// the first representation conforming to the type.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(for: NSItemProvider.contentType(typeIdentifier), completionHandler: completionHandler)
    }

    /// Mirrors `loadDataRepresentation(for:completionHandler:)`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        guard let registration = registration(conformingTo: contentType) else {
            let error = NSItemProvider.error(.unavailableCoercionError, "no representation conforms to \(contentType.identifier) (has \(registeredTypeIdentifiers))")
            return finishWithoutLoading(error) { completionHandler(nil, error) }
        }
        return load(registration, completion: completionHandler)
    }

    /// Mirrors `loadFileRepresentation(forTypeIdentifier:completionHandler:)`: the data written
    /// to a temporary file, named by `suggestedName`, which the handler may read or move; it
    /// is removed after the handler returns, as on a device.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let type = NSItemProvider.contentType(typeIdentifier)
        let name = suggestedName
        return loadDataRepresentation(for: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                let url = try NSItemProvider.temporaryFile(data, name: name, type: type)
                completionHandler(url, nil)
                try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
            } catch { completionHandler(nil, error) }
        }
    }

    /// Mirrors `loadItem(forTypeIdentifier:options:completionHandler:)`: an item registered
    /// as itself (`init(item:typeIdentifier:)`, `init(contentsOf:)` gives its `NSURL`), else
    /// the representation's data as `NSData` (`item as? Data`).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        let type = NSItemProvider.contentType(typeIdentifier)
        guard let registration = registration(conformingTo: type) else {
            let error = NSItemProvider.error(.unavailableCoercionError, "no representation conforms to \(typeIdentifier) (has \(registeredTypeIdentifiers))")
            _ = finishWithoutLoading(error) { completionHandler?(nil, error) }
            return
        }
        if let item = registration.item {
            completionHandler?(item, nil)
            return
        }
        _ = load(registration) { data, error in completionHandler?(data.map { NSData(data: $0) }, error) }
    }

    /// Mirrors `copy(with:)`: a provider with the same representations.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        copy.suggestedName = suggestedName
        for registration in snapshot() { copy.append(registration) }
        return copy
    }

    // MARK: Registrations

    func append(_ registration: Registration) { lock.withLock { registrations.append(registration) } }

    private func snapshot() -> [Registration] { lock.withLock { registrations } }

    /// The first representation (most faithful first) whose type conforms to `type`.
    func registration(conformingTo type: UTType) -> Registration? {
        snapshot().first { $0.contentType.conforms(to: type) }
    }

    /// The first representation a class can read, with the readable type it matched.
    private func readableRegistration(for aClass: any NSItemProviderReading.Type) -> (Registration, String)? {
        let readable = aClass.readableTypeIdentifiersForItemProvider.map(NSItemProvider.contentType)
        for registration in snapshot() {
            if readable.contains(where: { registration.contentType.conforms(to: $0) }) {
                return (registration, registration.contentType.identifier)
            }
        }
        return nil
    }

    /// Runs a representation's loader, counting the load as under way until `completion` ran.
    private func load(_ registration: Registration, completion: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let once = CompletionOnce()
        let loads = TransferLoads.current
        loads.begin()
        let type = registration.contentType.identifier
        let inner = registration.load { data, error in
            guard once.claim() else { return }
            if data == nil {
                loads.fail("NSItemProvider: loading \(type) gave no data\(error.map { " (\($0.localizedDescription))" } ?? "")")
            }
            completion(data, error)
            progress.completedUnitCount = 1
            loads.end()
        }
        if let inner { progress.addChild(inner, withPendingUnitCount: 0) }
        return progress
    }

    /// A load that cannot start: the handler gets the error at once.
    private func finishWithoutLoading(_ error: NSError, _ handler: () -> Void) -> Progress {
        TransferLoads.current.fail("NSItemProvider: \(error.localizedDescription)")
        handler()
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    // MARK: Helpers

    /// The type an identifier names: a known or declared type, else one that conforms only to itself.
    static func contentType(_ identifier: String) -> UTType {
        UTType(identifier) ?? UTType(identifier: identifier, filenameExtension: nil, supertypes: [])
    }

    static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// The data an item registered as itself stands for.
    static func data(of item: any NSSecureCoding) -> Data? {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return Data((string as String).utf8)
        case let url as NSURL: return url.dataRepresentation
        default: return nil
        }
    }

    /// Writes `data` to a new temporary folder, named by `name` and the type's extension.
    static func temporaryFile(_ data: Data, name: String?, type: UTType) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TetherItemProvider-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var file = folder.appendingPathComponent(name.flatMap { $0.isEmpty ? nil : $0 } ?? "item")
        if let ext = type.preferredFilenameExtension { file.appendPathExtension(ext) }
        try data.write(to: file)
        return file
    }
}

/// Lets a completion handler run once, however often a loader calls it.
private final class CompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false
    func claim() -> Bool { lock.withLock { defer { claimed = true }; return !claimed } }
}
