import Foundation
import Testing
import UniformTypeIdentifiers
import CoreTransferable
@testable import Tether

extension UTType {
    static let todo = UTType(exportedAs: "com.example.todo")
}

/// A model that moves as JSON under its own type, and as its text for everyone else.
struct Todo: Codable, Transferable, Equatable {
    var text: String
    var isDone = false
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .todo)
        ProxyRepresentation(exporting: \.text)
    }
}

/// A note moved only as its body text, both ways.
struct Note: Transferable, Equatable {
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.body, importing: { Note(body: $0) })
    }
}

/// A layer with its own binary type and an export-only PNG.
struct Layer: Transferable, Equatable {
    var bytes: [UInt8]
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .layer) { layer in Data(layer.bytes) } importing: { data in Layer(bytes: Array(data)) }
        DataRepresentation(exportedContentType: .png) { layer in Data([0x89] + layer.bytes) }
            .suggestedFileName("Layer")
    }
}

extension UTType {
    static let layer = UTType(exportedAs: "com.example.layer")
}

/// A class that writes and reads itself for an item provider, as UIKit-era code does.
final class Card: NSObject, NSItemProviderWriting, NSItemProviderReading {
    let title: String
    init(title: String) { self.title = title }
    static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.card", UTType.utf8PlainText.identifier] }
    static var readableTypeIdentifiersForItemProvider: [String] { ["com.example.card"] }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(("card:" + title).utf8), nil)
        return nil
    }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(title: String(decoding: data, as: UTF8.self).replacingOccurrences(of: "card:", with: ""))
    }
}

/// Results that completion handlers hand over (they may run on another thread).
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    func set(_ value: T?) { lock.withLock { stored = value } }
    var value: T? { lock.withLock { stored } }
}

/// `NSItemProvider` and `Transferable` as Foundation and CoreTransferable document them.
@MainActor
@Suite struct TransferTests {
    @Test func aStringObjectLoadsBackAsAString() {
        let provider = NSItemProvider(object: "Hello" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.url.identifier))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let loaded = Box<String>()
        _ = provider.loadObject(ofClass: String.self) { string, _ in loaded.set(string) }
        #expect(loaded.value == "Hello")
    }

    @Test func aURLObjectIsAURLAndAFileURLOnlyWhenItIsOne() {
        let web = NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL)
        #expect(web.registeredTypeIdentifiers == ["public.url"])
        let file = NSItemProvider(object: URL(fileURLWithPath: "/tmp/x.txt") as NSURL)
        #expect(file.registeredTypeIdentifiers == ["public.file-url", "public.url"])
        let loaded = Box<URL>()
        _ = web.loadObject(ofClass: URL.self) { url, _ in loaded.set(url) }
        #expect(loaded.value == URL(string: "https://example.com/a"))
    }

    @Test func loadItemGivesTheDataOfARepresentation() {
        let provider = NSItemProvider(object: "Data me" as NSString)
        let loaded = Box<String>()
        provider.loadItem(forTypeIdentifier: "public.utf8-plain-text", options: nil) { item, _ in
            if let data = item as? Data { loaded.set(String(decoding: data, as: UTF8.self)) }
        }
        #expect(loaded.value == "Data me")
    }

    @Test func anItemRegisteredAsItselfIsLoadedAsItself() {
        let provider = NSItemProvider(item: "raw" as NSString, typeIdentifier: UTType.plainText.identifier)
        let loaded = Box<String>()
        provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) { item, _ in loaded.set(item as? String) }
        #expect(loaded.value == "raw")
        let data = Box<Data>()
        provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { d, _ in data.set(d) }
        #expect(data.value == Data("raw".utf8))
    }

    @Test func aMissingTypeFailsWithTheCoercionError() {
        let provider = NSItemProvider(object: "x" as NSString)
        let failure = Box<NSError>()
        provider.loadDataRepresentation(for: .png) { data, error in failure.set(error as NSError?) }
        #expect(failure.value?.domain == NSItemProvider.errorDomain)
        #expect(failure.value?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    @Test func registeredDataRepresentationsKeepTheirOrder() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .json) { completion in completion(Data("{}".utf8), nil); return nil }
        provider.registerDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, visibility: .all) { completion in
            completion(Data("plain".utf8), nil); return nil
        }
        #expect(provider.registeredContentTypes == [.json, .plainText])
        // JSON is text too: the first conforming representation answers.
        let text = Box<Data>()
        provider.loadDataRepresentation(for: .text) { data, _ in text.set(data) }
        #expect(text.value == Data("{}".utf8))
    }

    @Test func aCustomClassWritesAndReadsItself() {
        let provider = NSItemProvider(object: Card(title: "Ace"))
        #expect(provider.canLoadObject(ofClass: Card.self))
        let card = Box<Card>()
        provider.loadObject(ofClass: Card.self) { object, _ in card.set(object as? Card) }
        #expect(card.value?.title == "Ace")
        // Its text representation reads as a string.
        let string = Box<String>()
        _ = provider.loadObject(ofClass: String.self) { s, _ in string.set(s) }
        #expect(string.value == "card:Ace")
    }

    @Test func aFileRepresentationLoadsAsAFileNamedBySuggestedName() throws {
        let provider = NSItemProvider(object: "file body" as NSString)
        provider.suggestedName = "Notes"
        let seen = Box<String>()
        provider.loadFileRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier) { url, _ in
            guard let url else { return }
            seen.set(url.lastPathComponent + "=" + ((try? String(contentsOf: url, encoding: .utf8)) ?? ""))
        }
        #expect(seen.value == "Notes.txt=file body")
    }

    @Test func codableItemsRoundTripThroughAProvider() async throws {
        let provider = NSItemProvider()
        provider.register(Todo(text: "Buy milk", isDone: true))
        #expect(provider.registeredContentTypes.map(\.identifier) == ["com.example.todo", "public.utf8-plain-text"])
        let todo = Box<Todo>()
        _ = provider.loadTransferable(type: Todo.self) { result in todo.set(try? result.get()) }
        let text = Box<String>()
        _ = provider.loadTransferable(type: String.self) { result in text.set(try? result.get()) }
        try await waitUntil { todo.value != nil && text.value != nil }
        #expect(todo.value == Todo(text: "Buy milk", isDone: true))
        // Receivers that do not know the custom type get the proxy's plain text.
        #expect(text.value == "Buy milk")
    }

    @Test func aProxyImportsFromItsProxysTypes() async throws {
        let provider = NSItemProvider(object: "From text" as NSString)
        let note = Box<Note>()
        _ = provider.loadTransferable(type: Note.self) { note.set(try? $0.get()) }
        try await waitUntil { note.value != nil }
        #expect(note.value == Note(body: "From text"))
        // An export-only proxy cannot import: Todo reads only its own type.
        let todo = Box<Result<Todo, any Error>>()
        _ = provider.loadTransferable(type: Todo.self) { todo.set($0) }
        try await waitUntil { todo.value != nil }
        if case .success = todo.value { Issue.record("a Todo was imported from plain text") }
    }

    @Test func exportOnlyRepresentationsAndSuggestedNames() {
        let provider = NSItemProvider(transferable: Layer(bytes: [1, 2]))
        #expect(provider.registeredContentTypes.map(\.identifier) == ["com.example.layer", "public.png"])
        #expect(provider.suggestedName == "Layer")
        #expect(Layer.importedContentTypes.map(\.identifier) == ["com.example.layer"])
    }

    @Test func urlsExportAFileURLOnlyForFiles() {
        let web = NSItemProvider(transferable: URL(string: "https://swift.org")!)
        #expect(web.registeredContentTypes == [.url])
        let file = NSItemProvider(transferable: URL(fileURLWithPath: "/tmp/a.png"))
        #expect(file.registeredContentTypes == [.fileURL, .url])
    }

    @Test func aFileRepresentationSendsTheFilesBytesAndReceivesACopy() async throws {
        struct Document: Transferable, Equatable {
            var text: String
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(contentType: .plainText) { document in
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-doc-\(UUID().uuidString).txt")
                    try Data(document.text.utf8).write(to: url)
                    return SentTransferredFile(url)
                } importing: { received in
                    #expect(!received.isOriginalFile)
                    return Document(text: try String(contentsOf: received.file, encoding: .utf8))
                }
            }
        }
        let provider = NSItemProvider(transferable: Document(text: "On disk"))
        let document = Box<Document>()
        _ = provider.loadTransferable(type: Document.self) { document.set(try? $0.get()) }
        try await waitUntil { document.value != nil }
        #expect(document.value == Document(text: "On disk"))
    }

    @Test func imagesTravelAsPNGAndLoadAsUIImages() throws {
        let png = try host(Color.red.frame(width: 3, height: 2), width: 3, height: 2).pngData(scale: 1)
        let image = try #require(UIImage(data: png))
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredContentTypes == [.png])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        let loaded = Box<UIImage>()
        provider.loadObject(ofClass: UIImage.self) { object, _ in loaded.set(object as? UIImage) }
        #expect(loaded.value?.size == CGSize(width: 3, height: 2))
        // A symbol image has no bitmap to give.
        let symbol = NSItemProvider(object: try #require(UIImage(systemName: "star")))
        let failed = Box<NSError>()
        symbol.loadDataRepresentation(for: .png) { _, error in failed.set(error as NSError?) }
        #expect(failed.value?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test func aFileProviderIsTypedByItsExtensionAndNamedAfterTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-\(UUID().uuidString).json")
        try Data("[1]".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredContentTypes == [.json])
        #expect(provider.suggestedName == url.deletingPathExtension().lastPathComponent)
        let item = Box<URL>()
        provider.loadItem(forTypeIdentifier: UTType.json.identifier) { loaded, _ in item.set(loaded as? URL) }
        #expect(item.value == url)
        let data = Box<Data>()
        provider.loadDataRepresentation(for: .text) { d, _ in data.set(d) }
        #expect(data.value == Data("[1]".utf8))
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.json")) == nil)
    }

    @Test func anObjectRegisteredByClassIsMadeWhenAsked() {
        let provider = NSItemProvider()
        let made = Box<Int>()
        provider.registerObject(ofClass: Card.self, visibility: .all) { completion in
            made.set((made.value ?? 0) + 1)
            completion(Card(title: "Lazy"), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["com.example.card", "public.utf8-plain-text"])
        #expect(made.value == nil)
        let card = Box<Card>()
        provider.loadObject(ofClass: Card.self) { object, _ in card.set(object as? Card) }
        #expect(card.value?.title == "Lazy")
        #expect(made.value == 1)
    }

    /// Lets the main actor run the tasks the loads started, up to a second.
    private func waitUntil(_ done: () -> Bool) async throws {
        for _ in 0..<1000 where !done() { try await Task.sleep(for: .milliseconds(1)) }
        #expect(done())
    }
}
