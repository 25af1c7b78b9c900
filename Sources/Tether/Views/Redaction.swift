import Foundation

/// Mirrors SwiftUI's `RedactionReasons`: why content below is drawn as placeholders.
nonisolated public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `placeholder`: content stands in for data not loaded yet.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Mirrors `privacy`: views marked `privacySensitive()` are hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Mirrors `invalidated`: content is out of date (drawn as it is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `redactionReasons` environment value.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Set by `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
    /// Whether texts and images here are drawn as placeholder boxes: always for
    /// `.placeholder`, for `.privacy` only inside `privacySensitive()`.
    var drawsRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Mirrors SwiftUI's `redacted(reason:)`: texts and images below are drawn as rounded
    /// placeholder boxes of their size (layout unchanged); the reasons add to those above.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }
    /// Mirrors SwiftUI's `unredacted()`: content below is drawn as it is.
    nonisolated public func unredacted() -> some View { environment(\.redactionReasons, []) }
    /// Mirrors SwiftUI's `privacySensitive(_:)`: the view is redacted where the reasons include `.privacy`.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { environment(\.isPrivacySensitive, sensitive) }
}

/// How iOS draws redacted content: a rounded box per line of text, and over images, filled
/// with the content's foreground colour at a fifth of its opacity (by eye, from iOS 17).
enum RedactionPlaceholder {
    static let opacity = 0.2

    static func paint(_ foreground: Paint) -> Paint { foreground.multiplyingAlpha(by: opacity) }

    /// A rounded box, its corners a fifth of its height (at most 4 points).
    static func box(_ rect: CGRect) -> Path {
        guard rect.width > 0, rect.height > 0, rect.origin.isFinite else { return Path() }
        let radius = min(4, rect.height / 5)
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}
