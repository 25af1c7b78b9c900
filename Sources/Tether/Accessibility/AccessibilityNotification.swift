import Foundation

/// Tether's own: one accessibility notification an app posted — what VoiceOver would speak
/// (an announcement) or where it would move (a layout or screen change, a page scrolled).
public struct PostedAccessibilityNotification: Hashable, Sendable, CustomStringConvertible {
    /// The notification's kind, as SwiftUI and UIKit name them.
    public enum Kind: String, Hashable, Sendable {
        case announcement, layoutChanged, screenChanged, pageScrolled
    }
    public let kind: Kind
    /// The text spoken (an announcement, a page scrolled), or nil.
    public let text: String?

    public var description: String { text.map { "\(kind.rawValue): \($0)" } ?? kind.rawValue }

    /// Records the notification on the host updated last, as VoiceOver hears the app's
    /// window; with no host alive it goes nowhere, as on a device without VoiceOver.
    @MainActor func post() {
        UpdatingHost.lastGraph?.postedAccessibilityNotifications.append(self)
    }
}

/// Mirrors SwiftUI's `AccessibilityNotification` (iOS 17): a notification for assistive
/// technologies that an app posts with `post()`. Tether records it in the host's
/// `postedAccessibilityNotifications` (Tether's own).
///
/// ```swift
/// AccessibilityNotification.Announcement("Saved").post()
/// ```
public protocol AccessibilityNotification {
    /// Mirrors `post()`.
    @MainActor func post()
}

/// Mirrors SwiftUI's `AccessibilityNotification.Announcement`: VoiceOver speaks the text.
public struct _AccessibilityAnnouncement: AccessibilityNotification, Sendable {
    let text: String
    /// Mirrors `init(_:)` with a string.
    public init(_ announcement: String) { text = announcement }
    /// Mirrors `init(_:)` with a localized key.
    public init(_ announcementKey: LocalizedStringKey) { text = Text(announcementKey).string }
    /// Mirrors `init(_:)` with an attributed string.
    public init(_ attributedAnnouncement: AttributedString) { text = String(attributedAnnouncement.characters) }
    @MainActor public func post() { PostedAccessibilityNotification(kind: .announcement, text: text).post() }
}

/// Mirrors SwiftUI's `AccessibilityNotification.LayoutChanged`: part of the screen changed;
/// VoiceOver moves to the element given (none here: nil).
public struct _AccessibilityLayoutChanged: AccessibilityNotification, Sendable {
    /// Mirrors `init()`.
    public init() {}
    @MainActor public func post() { PostedAccessibilityNotification(kind: .layoutChanged, text: nil).post() }
}

/// Mirrors SwiftUI's `AccessibilityNotification.ScreenChanged`: a new screen appeared.
public struct _AccessibilityScreenChanged: AccessibilityNotification, Sendable {
    /// Mirrors `init()`.
    public init() {}
    @MainActor public func post() { PostedAccessibilityNotification(kind: .screenChanged, text: nil).post() }
}

/// Mirrors SwiftUI's `AccessibilityNotification.PageScrolled`: VoiceOver speaks where the
/// scroll arrived ("Page 2 of 5").
public struct _AccessibilityPageScrolled: AccessibilityNotification, Sendable {
    let text: String
    /// Mirrors `init(_:)` with a string.
    public init(_ pageScrollStatus: String) { text = pageScrollStatus }
    /// Mirrors `init(_:)` with a localized key.
    public init(_ pageScrollStatusKey: LocalizedStringKey) { text = Text(pageScrollStatusKey).string }
    @MainActor public func post() { PostedAccessibilityNotification(kind: .pageScrolled, text: text).post() }
}

extension AccessibilityNotification {
    /// Mirrors `AccessibilityNotification.Announcement`.
    public typealias Announcement = _AccessibilityAnnouncement
    /// Mirrors `AccessibilityNotification.LayoutChanged`.
    public typealias LayoutChanged = _AccessibilityLayoutChanged
    /// Mirrors `AccessibilityNotification.ScreenChanged`.
    public typealias ScreenChanged = _AccessibilityScreenChanged
    /// Mirrors `AccessibilityNotification.PageScrolled`.
    public typealias PageScrolled = _AccessibilityPageScrolled
}
