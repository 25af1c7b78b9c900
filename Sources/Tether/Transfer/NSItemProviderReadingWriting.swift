import Foundation

/// Mirrors Foundation's `NSItemProviderRepresentationVisibility`: which processes see a
/// representation. Tether has one process, so every representation is seen by it.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Mirrors `.all`.
    case all = 0
    /// Mirrors `.team` (macOS).
    case team = 1
    /// Mirrors `.group`.
    case group = 2
    /// Mirrors `.ownProcess`.
    case ownProcess = 3
}

/// Mirrors Foundation's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    /// Mirrors `rawValue`.
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `.openInPlace`.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Mirrors Foundation's `NSItemProviderWriting`: a class whose objects an item provider can
/// export as data of the types it lists, most faithful first.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// Mirrors `writableTypeIdentifiersForItemProvider` (the class's types).
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Mirrors the instance's `writableTypeIdentifiersForItemProvider`; by default the class's.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Mirrors `itemProviderVisibilityForRepresentation(withTypeIdentifier:)`; `.all` by default.
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Mirrors `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: the object's
    /// data of that type, given to the completion handler.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's writable types.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    /// Every representation is visible to all processes.
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
}

/// Mirrors Foundation's `NSItemProviderReading`: a class whose objects an item provider can
/// make from data of the types it lists.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// Mirrors `readableTypeIdentifiersForItemProvider`, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Mirrors `object(withItemProviderData:typeIdentifier:)`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Mirrors `NSString`'s writable types: UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Mirrors `NSString`'s readable types: plain text and any text, read as UTF-8.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    /// Mirrors `NSString`'s `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: its UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
    /// Mirrors `NSString`'s `object(withItemProviderData:typeIdentifier:)`: the text the UTF-8 data spells.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let object = NSString(string: string) as? Self else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return object
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// Mirrors `NSURL`'s writable types: a URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// Mirrors `NSURL`'s writable types for this URL: a file URL is also a `public.file-url`.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [UTType.fileURL.identifier, UTType.url.identifier] : [UTType.url.identifier]
    }
    /// Mirrors `NSURL`'s readable types.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }
    /// Mirrors `NSURL`'s `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: its `dataRepresentation`.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(dataRepresentation, nil)
        return nil
    }
    /// Mirrors `NSURL`'s `object(withItemProviderData:typeIdentifier:)`: the URL the data represents.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = URL(dataRepresentation: data, relativeTo: nil), let object = NSURL(string: url.absoluteString) as? Self else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return object
    }
}
