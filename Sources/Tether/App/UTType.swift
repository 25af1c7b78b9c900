import Foundation

/// A compatibility name, Tether's own (not Apple's UniformTypeIdentifiers): mirrors `UTType`,
/// the type of a file's contents, as document apps declare it (`readableContentTypes`,
/// `UTType(exportedAs:)`). Tether knows the common system types, their filename extensions and
/// what they conform to; types an app declares conform to what it says.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// Mirrors `identifier`.
    public let identifier: String
    /// Mirrors `preferredFilenameExtension`.
    public let preferredFilenameExtension: String?
    let supertypes: [String]

    init(identifier: String, filenameExtension: String?, supertypes: [String]) {
        self.identifier = identifier; preferredFilenameExtension = filenameExtension; self.supertypes = supertypes
    }

    /// Mirrors `UTType(_:)`: a type Tether knows by its identifier, else nil.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }
    /// Mirrors `UTType(filenameExtension:)`: the known type with that filename extension.
    public init?(filenameExtension: String) {
        let lowercased = filenameExtension.lowercased()
        let preferred = UTType.otherFilenameExtensions[lowercased] ?? lowercased
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == preferred }) else { return nil }
        self = known
    }
    /// Mirrors `UTType(exportedAs:conformingTo:)`: a type the app declares.
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier: identifier, filenameExtension: nil, supertypes: [parentType.identifier] + parentType.supertypes)
    }
    /// Mirrors `UTType(importedAs:conformingTo:)`: a type another app declares.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Mirrors `conforms(to:)`.
    public func conforms(to type: UTType) -> Bool { type.identifier == identifier || supertypes.contains(type.identifier) }

    public var description: String { identifier }

    private static func system(_ id: String, _ ext: String?, _ parents: [String]) -> UTType {
        UTType(identifier: id, filenameExtension: ext, supertypes: parents)
    }
    /// Mirrors `UTType.item`.
    public static let item = system("public.item", nil, [])
    /// Mirrors `UTType.content`.
    public static let content = system("public.content", nil, [])
    /// Mirrors `UTType.data`.
    public static let data = system("public.data", nil, ["public.item"])
    /// Mirrors `UTType.folder`.
    public static let folder = system("public.folder", nil, ["public.item"])
    /// Mirrors `UTType.text`.
    public static let text = system("public.text", nil, ["public.data", "public.item", "public.content"])
    /// Mirrors `UTType.plainText`.
    public static let plainText = system("public.plain-text", "txt", ["public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.utf8PlainText`.
    public static let utf8PlainText = system("public.utf8-plain-text", "txt", ["public.plain-text", "public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.json`.
    public static let json = system("public.json", "json", ["public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.xml`.
    public static let xml = system("public.xml", "xml", ["public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.html`.
    public static let html = system("public.html", "html", ["public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.commaSeparatedText`.
    public static let commaSeparatedText = system("public.comma-separated-values-text", "csv", ["public.text", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.image`.
    public static let image = system("public.image", nil, ["public.data", "public.item", "public.content"])
    /// Mirrors `UTType.png`.
    public static let png = system("public.png", "png", ["public.image", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.jpeg`.
    public static let jpeg = system("public.jpeg", "jpeg", ["public.image", "public.data", "public.item", "public.content"])
    /// Mirrors `UTType.url`.
    public static let url = system("public.url", nil, ["public.data", "public.item"])
    /// Mirrors `UTType.fileURL`.
    public static let fileURL = system("public.file-url", nil, ["public.url", "public.data", "public.item"])
    /// Mirrors `UTType.pdf`.
    public static let pdf = system("com.adobe.pdf", "pdf", ["public.data", "public.item", "public.content"])

    /// Extensions that name a known type besides its preferred one.
    static let otherFilenameExtensions = ["jpg": "jpeg", "htm": "html", "text": "txt"]

    static let known: [UTType] = [.item, .content, .data, .folder, .text, .plainText, .utf8PlainText, .json, .xml, .html,
                                  .commaSeparatedText, .image, .png, .jpeg, .pdf, .url, .fileURL]
}
