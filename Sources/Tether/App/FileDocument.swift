import Foundation

/// Mirrors SwiftUI's `FileDocument`: a document value that reads itself from a file and
/// writes itself to one, shown by a `DocumentGroup`.
public protocol FileDocument {
    /// Mirrors `ReadConfiguration`.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Mirrors `WriteConfiguration`.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Mirrors `readableContentTypes`.
    static var readableContentTypes: [UTType] { get }
    /// Mirrors `writableContentTypes` (the readable types unless given).
    static var writableContentTypes: [UTType] { get }
    /// Mirrors `init(configuration:)`.
    init(configuration: ReadConfiguration) throws
    /// Mirrors `fileWrapper(configuration:)`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// Mirrors SwiftUI's `FileDocumentReadConfiguration`: the file a document is read from.
public struct FileDocumentReadConfiguration {
    /// Mirrors `contentType`.
    public let contentType: UTType
    /// Mirrors `file`.
    public let file: FileWrapper
}

/// Mirrors SwiftUI's `FileDocumentWriteConfiguration`: where a document is written.
public struct FileDocumentWriteConfiguration {
    /// Mirrors `contentType`.
    public let contentType: UTType
    /// Mirrors `existingFile`.
    public let existingFile: FileWrapper?
}

/// Mirrors SwiftUI's `FileDocumentConfiguration`: the document an editor shows, as a binding.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// Mirrors `document`.
    @Binding public var document: Document
    /// Mirrors `fileURL`: nil for a new document.
    public var fileURL: URL?
    /// Mirrors `isEditable`.
    public var isEditable: Bool
}
