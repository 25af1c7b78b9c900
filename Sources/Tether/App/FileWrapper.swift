import Foundation

/// A compatibility name, Tether's own (Foundation on Linux has no `FileWrapper`): mirrors
/// Foundation's `FileWrapper`, a file's or folder's contents in memory, as `FileDocument`
/// reads and writes them.
open class FileWrapper: @unchecked Sendable {
    /// Mirrors `ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
    /// Mirrors `WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private let contents: Data?
    private var children: [String: FileWrapper]?
    /// Mirrors `filename`.
    open var filename: String?
    /// Mirrors `preferredFilename`.
    open var preferredFilename: String?

    /// Mirrors `init(regularFileWithContents:)`.
    public init(regularFileWithContents contents: Data) { self.contents = contents; children = nil }
    /// Mirrors `init(directoryWithFileWrappers:)`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        contents = nil
        children = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }
    /// Mirrors `init(url:options:)`: reads a file or a folder.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isFolder.boolValue {
            contents = nil
            var found: [String: FileWrapper] = [:]
            for item in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                found[item.lastPathComponent] = try FileWrapper(url: item, options: options)
            }
            children = found
        } else {
            contents = try Data(contentsOf: url)
            children = nil
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Mirrors `isRegularFile`.
    open var isRegularFile: Bool { contents != nil }
    /// Mirrors `isDirectory`.
    open var isDirectory: Bool { children != nil }
    /// Mirrors `regularFileContents`.
    open var regularFileContents: Data? { contents }
    /// Mirrors `fileWrappers`.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Mirrors `addRegularFile(withContents:preferredFilename:)`.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        children?[fileName] = child
        return fileName
    }

    /// Mirrors `write(to:options:originalContentsURL:)`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children ?? [:] {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
    }
}
