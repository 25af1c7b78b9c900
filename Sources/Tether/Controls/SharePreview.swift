import Foundation

/// Mirrors SwiftUI's `SharePreview`: the title, image and icon iOS's share sheet shows for a
/// shared item, each image any `Transferable` (an `Image`, or data of an image type). Tether
/// draws no share sheet: the host records the preview beside what was shared
/// (`SharedContent.previews`, Tether's own).
public struct SharePreview<Image: Transferable, Icon: Transferable>: Sendable {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// What the host records of this preview.
    var recorded: SharedPreview {
        SharedPreview(title: title.string, image: image.map(NSItemProvider.init(transferable:)),
                      icon: icon.map(NSItemProvider.init(transferable:)))
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Mirrors `init(_:)` with a localized title.
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey); image = nil; icon = nil }
    /// Mirrors `init(_:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title); image = nil; icon = nil }
    /// Mirrors `init(_:)` with a `Text` title.
    public init(_ title: Text) { self.title = title; image = nil; icon = nil }
}

extension SharePreview where Icon == Never {
    /// Mirrors `init(_:image:)`.
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey); self.image = image; icon = nil }
    /// Mirrors `init(_:image:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title); self.image = image; icon = nil }
    /// Mirrors `init(_:image:)` with a `Text` title.
    public init(_ title: Text, image: Image) { self.title = title; self.image = image; icon = nil }
}

extension SharePreview where Image == Never {
    /// Mirrors `init(_:icon:)`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey); image = nil; self.icon = icon }
    /// Mirrors `init(_:icon:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title); image = nil; self.icon = icon }
    /// Mirrors `init(_:icon:)` with a `Text` title.
    public init(_ title: Text, icon: Icon) { self.title = title; image = nil; self.icon = icon }
}

extension SharePreview {
    /// Mirrors `init(_:image:icon:)`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey); self.image = image; self.icon = icon }
    /// Mirrors `init(_:image:icon:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title); self.image = image; self.icon = icon }
    /// Mirrors `init(_:image:icon:)` with a `Text` title.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title; self.image = image; self.icon = icon }
}

/// Tether's own: the preview a `ShareLink` gave an item it shared — its title, and item
/// providers of its image and icon (load them with `loadTransferable(type:)` or
/// `loadDataRepresentation(for:)`).
public struct SharedPreview: Equatable, Sendable {
    public var title: String
    public var image: NSItemProvider?
    public var icon: NSItemProvider?
}
