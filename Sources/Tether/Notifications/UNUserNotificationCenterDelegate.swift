import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNUserNotificationCenterDelegate`, the object that decides how a notification arriving
/// while the app is in the foreground is shown, and handles the user's response to one.
///
/// Apple's requirements are optional Objective-C methods; here each has a default: a delegate
/// implements either the completion-handler or the `async` form. Without `willPresent` a
/// notification arriving in the foreground is not shown (no options), as on iOS. Tether calls
/// the delegate on the main actor, as iOS calls it on the main thread; the requirements are
/// `@MainActor` so that an app delegate's methods (main-actor isolated) and `nonisolated` ones
/// both satisfy them.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
///     func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
///                                 withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
///         completionHandler([.banner, .list, .sound])
///     }
/// }
/// ```
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Mirrors `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    @MainActor func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                           withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// Mirrors `userNotificationCenter(_:willPresent:) async`.
    @MainActor func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// Mirrors `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    @MainActor func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                           withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// Mirrors `userNotificationCenter(_:didReceive:) async`.
    @MainActor func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// Mirrors `userNotificationCenter(_:openSettingsFor:)`: the user asked for the app's own
    /// notification settings (`providesAppNotificationSettings`).
    @MainActor func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Not implemented by the delegate: the notification is not shown, as on iOS.
    @MainActor public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                                  withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    /// Not implemented by the delegate: asks the completion-handler form.
    @MainActor public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        let answer = DelegateAnswer<UNNotificationPresentationOptions>(fallback: [], method: "userNotificationCenter(_:willPresent:withCompletionHandler:)")
        return await answer.wait { finish in
            self.userNotificationCenter(center, willPresent: notification, withCompletionHandler: { finish($0) })
        }
    }

    /// Not implemented by the delegate: the response is handled.
    @MainActor public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                                  withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }

    /// Not implemented by the delegate: asks the completion-handler form.
    @MainActor public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        let answer = DelegateAnswer<Void>(fallback: (), method: "userNotificationCenter(_:didReceive:withCompletionHandler:)")
        await answer.wait { finish in
            self.userNotificationCenter(center, didReceive: response, withCompletionHandler: { finish(()) })
        }
    }

    /// Not implemented by the delegate: nothing to open.
    @MainActor public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The answer a delegate gives through a completion handler: the first call counts (iOS ignores
/// later ones); a handler not called within `timeout` of real time is reported and the
/// fallback taken, so a forgetful delegate cannot hang the simulated device.
final class DelegateAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?
    private var answered = false
    private let fallback: Value
    private let method: String
    static var timeout: Duration { .seconds(5) }

    init(fallback: Value, method: String) {
        self.fallback = fallback
        self.method = method
    }

    /// Calls `ask` with the function that answers, and waits for the answer.
    @MainActor func wait(_ ask: (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            lock.withLock { self.continuation = continuation }
            ask { [self] value in finish(value) }
            if lock.withLock({ answered }) { return }
            let method = self.method
            Task { [self] in
                try? await Task.sleep(for: Self.timeout)
                if finish(fallback) {
                    UNUserNotificationCenter.reportProblem("the delegate's \(method) did not call its completion handler within \(Self.timeout)", by: "UNUserNotificationCenterDelegate")
                }
            }
        }
    }

    /// Answers `value` unless answered already; true when this call answered.
    @discardableResult private func finish(_ value: Value) -> Bool {
        let continuation: CheckedContinuation<Value, Never>? = lock.withLock {
            guard !answered else { return nil }
            answered = true
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: value)
        return continuation != nil
    }
}
