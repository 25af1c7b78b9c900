import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPasteboard` as SwiftUI
/// apps use it to copy (`UIPasteboard.general.string = code`) and paste, and as `PasteButton`
/// reads it. The general pasteboard lives in the process (Linux has no system clipboard a
/// headless app could share): items are dictionaries of type identifier to value, as in
/// UIKit — text under `public.utf8-plain-text`, URLs under `public.url`, images under
/// `public.png`. Each change posts `changedNotification` and counts in `changeCount`.
public final class UIPasteboard: NSObject, @unchecked Sendable {
    /// Mirrors `general`.
    public static let general = UIPasteboard()

    /// Mirrors `changedNotification`.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0

    /// Mirrors `items`: the pasteboard's items, each its values by type identifier.
    public var items: [[String: Any]] {
        get { lock.withLock { storedItems } }
        set { setItems(newValue) }
    }

    /// Mirrors `setItems(_:options:)` (the options, expiry and local-only, change nothing here).
    public func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) {
        lock.withLock {
            storedItems = items
            storedChangeCount += 1
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// Mirrors `addItems(_:)`.
    public func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    /// Mirrors `changeCount`: how many times the contents changed.
    public var changeCount: Int { lock.withLock { storedChangeCount } }
    /// Mirrors `numberOfItems`.
    public var numberOfItems: Int { items.count }

    // MARK: Typed values

    /// Mirrors `string`: the first item's text; setting it replaces the contents with one text item.
    public var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [[UTType.utf8PlainText.identifier: $0]] } ?? []) }
    }
    /// Mirrors `strings`: every item's text (nil when no item has any).
    public var strings: [String]? {
        get { nonEmpty(items.compactMap { Self.text(in: $0) }) }
        set { setItems((newValue ?? []).map { [UTType.utf8PlainText.identifier: $0] }) }
    }
    /// Mirrors `url`.
    public var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [[UTType.url.identifier: $0]] } ?? []) }
    }
    /// Mirrors `urls`.
    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0[UTType.url.identifier] as? URL }) }
        set { setItems((newValue ?? []).map { [UTType.url.identifier: $0] }) }
    }
    /// Mirrors `image`.
    public var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [[UTType.png.identifier: $0]] } ?? []) }
    }
    /// Mirrors `images`.
    public var images: [UIImage]? {
        get { nonEmpty(items.compactMap { Self.image(in: $0) }) }
        set { setItems((newValue ?? []).map { [UTType.png.identifier: $0] }) }
    }

    /// Mirrors `hasStrings`.
    public var hasStrings: Bool { strings != nil }
    /// Mirrors `hasURLs`.
    public var hasURLs: Bool { urls != nil }
    /// Mirrors `hasImages`.
    public var hasImages: Bool { images != nil }

    /// Mirrors `contains(pasteboardTypes:)`: whether an item has a value of one of the types
    /// (or of a type that conforms to one).
    public func contains(pasteboardTypes: [String]) -> Bool {
        let wanted = pasteboardTypes.compactMap { UTType($0) }
        return items.contains { item in
            item.keys.contains { key in wanted.contains { UTType(key)?.conforms(to: $0) ?? false } }
        }
    }

    /// Mirrors `itemProviders`: a provider for each item, with a representation for each of
    /// its values (text, URLs and images as the objects they are, `Data` under its type).
    /// Tether's is read-only: set `items` or the typed values instead.
    public var itemProviders: [NSItemProvider] { items.map(Self.provider(for:)) }

    // MARK: Conversions

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    /// An item's text: a string under a text type, or UTF-8 data under one.
    private static func text(in item: [String: Any]) -> String? {
        for (type, value) in item where (UTType(type)?.conforms(to: .text) ?? false) {
            if let string = value as? String { return string }
            if let data = value as? Data, let string = String(data: data, encoding: .utf8) { return string }
        }
        return nil
    }

    /// An item's image: a `UIImage` or image data under an image type.
    private static func image(in item: [String: Any]) -> UIImage? {
        for (type, value) in item where (UTType(type)?.conforms(to: .image) ?? false) {
            if let image = value as? UIImage { return image }
            if let data = value as? Data, let image = UIImage(data: data) { return image }
        }
        return nil
    }

    private static func provider(for item: [String: Any]) -> NSItemProvider {
        let provider = NSItemProvider()
        for (type, value) in item.sorted(by: { $0.key < $1.key }) {
            switch value {
            case let string as String: provider.registerObject(NSString(string: string), visibility: .all)
            case let url as URL: provider.registerObject(url as NSURL, visibility: .all)
            case let image as UIImage: provider.registerObject(image, visibility: .all)
            case let data as Data:
                let box = UncheckedSendableBox(value: data)
                provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                    completion(box.value, nil)
                    return nil
                }
            default: continue
            }
        }
        return provider
    }
}
