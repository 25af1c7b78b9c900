// For files that `import UserNotifications` to ask permission and schedule local notifications:
// Tether's `UNUserNotificationCenter`, `UNNotificationRequest`, the triggers and their
// companions are Tether's own types with Apple's names (not Apple's framework), re-exported
// here with the rest of Tether. See Sources/Tether/Notifications/.
@_exported import Tether
