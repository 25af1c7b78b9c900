import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNAuthorizationStatus`, whether the app may deliver notifications. Raw values are Apple's.
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    /// Mirrors `notDetermined`: the app has not asked yet.
    case notDetermined = 0
    /// Mirrors `denied`: the user said no.
    case denied = 1
    /// Mirrors `authorized`: the user allowed notifications.
    case authorized = 2
    /// Mirrors `provisional`: allowed quietly, without asking (`UNAuthorizationOptions.provisional`).
    case provisional = 3
    /// Mirrors `ephemeral`: allowed for an App Clip for a limited time (Tether never reports it).
    case ephemeral = 4

    /// Whether notifications are delivered in this state.
    var allowsDelivery: Bool { self == .authorized || self == .provisional || self == .ephemeral }
}
