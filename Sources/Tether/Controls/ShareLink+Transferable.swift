import Foundation

extension ShareLink where Data.Element: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable, Label == DefaultShareLinkLabel {
    /// Mirrors `init(item:subject:message:preview:)`: shares any `Transferable` item, with
    /// the preview the share sheet shows for it.
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                            preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: [SharedItem.of(item)], previews: [preview.recorded], subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Mirrors `init(_:item:subject:message:preview:)`.
    nonisolated public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                            preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: [SharedItem.of(item)], previews: [preview.recorded], subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Mirrors `init(_:item:subject:message:preview:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                               preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: [SharedItem.of(item)], previews: [preview.recorded], subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Mirrors `init(items:subject:message:preview:)`: each item with its own preview.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil,
                            preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items.map { SharedItem.of($0) }, previews: items.map { preview($0).recorded }, subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Mirrors `init(_:items:subject:message:preview:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                            preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items.map { SharedItem.of($0) }, previews: items.map { preview($0).recorded }, subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where Data.Element: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable {
    /// Mirrors `init(item:subject:message:preview:label:)`.
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                            preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: [SharedItem.of(item)], previews: [preview.recorded], subject: subject, message: message, label: label())
    }
    /// Mirrors `init(items:subject:message:preview:label:)`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil,
                            preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(items: items.map { SharedItem.of($0) }, previews: items.map { preview($0).recorded }, subject: subject, message: message, label: label())
    }
}

extension SharedItem {
    /// The shared form of a transferable item: a URL or string as itself, anything else as
    /// the item provider the share sheet would receive.
    static func of<T: Transferable>(_ item: T) -> SharedItem {
        if let url = item as? URL { return .url(url) }
        if let text = item as? String { return .text(text) }
        return .item(NSItemProvider(transferable: item))
    }
}
