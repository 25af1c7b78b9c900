import Foundation

/// Mirrors SwiftUI's `ShareLink` for URLs, strings and (with a `SharePreview`) any
/// `Transferable` item: drawn as a button (by default iOS's
/// "Share" label with the share icon, `square.and.arrow.up`, in the tint). A tap on iOS opens
/// the share sheet; Linux has none, so Tether's host records what would have been shared
/// (`ViewHost.sharedContent`, Tether's own) and opens nothing.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    let content: SharedContent
    let label: Label

    init(items: [SharedItem], previews: [SharedPreview] = [], subject: Text?, message: Text?, label: Label) {
        content = SharedContent(items: items, subject: subject?.string, message: message?.string, previews: previews)
        self.label = label
    }

    @MainActor public var body: some View {
        // The body runs during an update: remember the host that shows the link.
        weak let graph = UpdatingHost.updatingGraph
        let content = self.content
        return Button { graph?.sharedContent.append(content) } label: { label }
    }
}

/// Mirrors SwiftUI's `DefaultShareLinkLabel`: "Share" (or the given title) with the share icon.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    @MainActor public var body: some View {
        Tether.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Mirrors `init(item:subject:message:)` for a URL.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Mirrors `init(item:subject:message:)` for a string.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: [.text(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Mirrors `init(_:item:subject:message:)` for a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Mirrors `init(_:item:subject:message:)` for a string.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: [.text(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Mirrors `init(items:subject:message:)` for URLs.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items.map { .url($0) }, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Mirrors `init(items:subject:message:)` for strings.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items.map { .text($0) }, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Mirrors `init(_:items:subject:message:)` for URLs.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(Text(titleKey), items: items, subject: subject, message: message)
    }
    /// Mirrors `init(_:items:subject:message:)` for strings.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(Text(titleKey), items: items, subject: subject, message: message)
    }
    /// Mirrors `init(_:item:subject:message:)` for a URL with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(Text(title), item: item, subject: subject, message: message)
    }
    /// Mirrors `init(_:item:subject:message:)` for a string with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(Text(title), item: item, subject: subject, message: message)
    }
    /// Mirrors `init(_:items:subject:message:)` for URLs with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(Text(title), items: items, subject: subject, message: message)
    }
    /// Mirrors `init(_:items:subject:message:)` for strings with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(Text(title), items: items, subject: subject, message: message)
    }
    /// Mirrors `init(_:item:subject:message:)` for a URL with a `Text` title.
    nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
    /// Mirrors `init(_:item:subject:message:)` for a string with a `Text` title.
    nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: [.text(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
    /// Mirrors `init(_:items:subject:message:)` for URLs with a `Text` title.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items.map { .url($0) }, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
    /// Mirrors `init(_:items:subject:message:)` for strings with a `Text` title.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items.map { .text($0) }, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Mirrors `init(item:subject:message:label:)` for a URL.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: [.url(item)], subject: subject, message: message, label: label())
    }
    /// Mirrors `init(item:subject:message:label:)` for a string.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: [.text(item)], subject: subject, message: message, label: label())
    }
    /// Mirrors `init(items:subject:message:label:)` for URLs.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items.map { .url($0) }, subject: subject, message: message, label: label())
    }
    /// Mirrors `init(items:subject:message:label:)` for strings.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items.map { .text($0) }, subject: subject, message: message, label: label())
    }
}

/// Tether's own: what a `ShareLink` tap would have handed to iOS's share sheet.
public struct SharedContent: Equatable, Sendable {
    /// The items shared, in order.
    public var items: [SharedItem]
    /// The subject given to the link, as text.
    public var subject: String?
    /// The message given to the link, as text.
    public var message: String?
    /// The previews given with the items (`SharePreview`), in their order; empty when none was.
    public var previews: [SharedPreview] = []
}

/// Tether's own: one item a `ShareLink` shared.
public enum SharedItem: Equatable, Sendable {
    /// A shared URL.
    case url(URL)
    /// A shared string.
    case text(String)
    /// Any other `Transferable` item, as the item provider the share sheet would receive.
    case item(NSItemProvider)
}
