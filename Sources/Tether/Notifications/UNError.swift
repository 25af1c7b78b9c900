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
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
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
