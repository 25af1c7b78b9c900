import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNError`, the error the center's methods fail with (domain `UNErrorDomain`, Apple's codes).
///
/// ```swift
/// do { try await center.add(request) }
/// catch UNError.notificationInvalidNoDate { … }
/// ```
public struct UNError: CustomNSError, Hashable, Sendable {
    /// Mirrors `UNError.Code`. Raw values are Apple's.
    public enum Code: Int, Hashable, Sendable {
        /// Mirrors `notificationsNotAllowed`: the app may not schedule notifications.
        case notificationsNotAllowed = 1
        /// Mirrors `attachmentInvalidURL` (Tether has no attachments: never reported).
        case attachmentInvalidURL = 100
        /// Mirrors `attachmentUnrecognizedType` (never reported).
        case attachmentUnrecognizedType = 101
        /// Mirrors `attachmentInvalidFileSize` (never reported).
        case attachmentInvalidFileSize = 102
        /// Mirrors `attachmentNotInDataStore` (never reported).
        case attachmentNotInDataStore = 103
        /// Mirrors `attachmentMoveIntoDataStoreFailed` (never reported).
        case attachmentMoveIntoDataStoreFailed = 104
        /// Mirrors `attachmentCorrupt` (never reported).
        case attachmentCorrupt = 105
        /// Mirrors `notificationInvalidNoDate`: the trigger gives no date to deliver at.
        case notificationInvalidNoDate = 1400
        /// Mirrors `notificationInvalidNoContent`: the notification has nothing to show.
        case notificationInvalidNoContent = 1401
        /// Mirrors `contentProvidingObjectNotAllowed` (never reported).
        case contentProvidingObjectNotAllowed = 1500
        /// Mirrors `contentProvidingInvalid` (never reported).
        case contentProvidingInvalid = 1501
        /// Mirrors `badgeInputInvalid`: a negative badge count.
        case badgeInputInvalid = 1600
    }

    /// Mirrors `code`.
    public let code: Code
    /// Why, in words (the error's `NSLocalizedDescriptionKey`).
    let reason: String

    /// Mirrors `init(_:userInfo:)`, reading the description from `NSLocalizedDescriptionKey`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        reason = userInfo[NSLocalizedDescriptionKey] as? String ?? "UNErrorDomain error \(code.rawValue)"
    }

    init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// Mirrors `errorDomain`.
    public static var errorDomain: String { "UNErrorDomain" }
    /// Mirrors `errorCode`.
    public var errorCode: Int { code.rawValue }
    /// Mirrors `errorUserInfo`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

    public static func == (lhs: UNError, rhs: UNError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Mirrors `notificationsNotAllowed`.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// Mirrors `notificationInvalidNoDate`.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// Mirrors `notificationInvalidNoContent`.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// Mirrors `badgeInputInvalid`.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
}

/// Matches a `UNError` of this code, as `catch UNError.notificationInvalidNoDate` does.
public func ~= (code: UNError.Code, error: any Error) -> Bool {
    (error as? UNError)?.code == code
}
