import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNUserNotificationCenter`, the app's notification center, which asks the user's permission,
/// schedules local notifications and delivers them when their triggers fire.
///
/// ```swift
/// let center = UNUserNotificationCenter.current()
/// if try await center.requestAuthorization(options: [.alert, .sound]) {
///     let content = UNMutableNotificationContent()
///     content.title = "Stand up"
///     try await center.add(UNNotificationRequest(identifier: "stand", content: content,
///         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)))
/// }
/// ```
///
/// On a headless device there is no user and time does not pass by itself: the simulated
/// user's answer to the permission prompt, the device's clock and the user's taps on
/// notifications are Tether's own API (`simulatedUserAllowsNotifications`, `advanceClock(by:)`,
/// `simulateTap(onNotificationWithIdentifier:)`: see `UNUserNotificationCenter+Simulation`).
/// As on iOS, requests are added without authorization but delivered only once the app is
/// authorized; adding a request with a scheduled identifier replaces it. Completion handlers
/// run before the method returns, on the caller's thread. Thread-safe.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// Mirrors `current()`: the app's notification center.
    public class func current() -> UNUserNotificationCenter { shared }

    override private init() { super.init() }

    /// A request waiting for its trigger.
    struct Scheduled {
        var request: UNNotificationRequest
        var fireDate: Date
        /// The order requests were added in, which breaks ties between equal fire dates.
        var order: Int
    }

    /// Everything the center knows, guarded by `lock`.
    struct State {
        var status = UNAuthorizationStatus.notDetermined
        var grantedOptions: UNAuthorizationOptions = []
        var promptsShown = 0
        var userAllowsNotifications = true
        var appInBackground = false
        var clock: Date?
        var pending: [Scheduled] = []
        var nextOrder = 0
        var delivered: [UNNotification] = []
        var presented: [PresentedNotification] = []
        /// Notifications shown as banners the user has not responded to.
        var banners: [UNNotification] = []
        var categories: Set<UNNotificationCategory> = []
        var badgeCount = 0
        var diagnostics: [Diagnostic] = []
    }

    let lock = NSLock()
    var state = State()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    /// Mirrors `delegate` (weak, as on iOS: keep the delegate alive yourself — an app delegate
    /// is). Set it before the app finishes launching.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// The center's now: its simulated clock, else the system clock.
    var currentDate: Date { lock.withLock { state.clock } ?? Date() }

    // MARK: Authorization

    /// Mirrors `requestAuthorization(options:completionHandler:)`. The first request (or the
    /// first after a provisional grant) shows the prompt, which the simulated user answers with
    /// `simulatedUserAllowsNotifications` (Tether's own); later requests answer what the user
    /// decided without asking again. A request with `.provisional` and no decision yet is
    /// granted quietly, without a prompt, as on iOS.
    public func requestAuthorization(options: UNAuthorizationOptions = [],
                                     completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(authorize(options), nil)
    }

    /// Mirrors `requestAuthorization(options:) async throws -> Bool`.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        authorize(options)
    }

    private func authorize(_ options: UNAuthorizationOptions) -> Bool {
        lock.withLock {
            switch state.status {
            case .notDetermined where options.contains(.provisional), .provisional where options.contains(.provisional):
                state.status = .provisional
                state.grantedOptions.formUnion(options.subtracting(.provisional))
                return true
            case .notDetermined, .provisional:
                state.promptsShown += 1
                state.status = state.userAllowsNotifications ? .authorized : .denied
                state.grantedOptions.formUnion(options)
                return state.userAllowsNotifications
            case .authorized, .ephemeral:
                return true
            case .denied:
                return false
            }
        }
    }

    /// Mirrors `getNotificationSettings(completionHandler:)` (see `UNNotificationSettings` for
    /// what each setting is on the simulated device).
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(settings)
    }

    /// Mirrors `notificationSettings() async`.
    public func notificationSettings() async -> UNNotificationSettings { settings }

    var settings: UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: state.status, options: state.grantedOptions) }
    }

    // MARK: Categories

    /// Mirrors `setNotificationCategories(_:)`: replaces the app's categories.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { state.categories = categories }
    }

    /// Mirrors `getNotificationCategories(completionHandler:)`.
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { state.categories })
    }

    /// Mirrors `notificationCategories() async`.
    public func notificationCategories() async -> Set<UNNotificationCategory> {
        lock.withLock { state.categories }
    }

    // MARK: Scheduling

    /// Mirrors `add(_:withCompletionHandler:)`: schedules `request`, replacing a pending one
    /// with its identifier. A trigger that can never fire (an invalid interval or date
    /// components, a calendar date that has passed) fails with
    /// `UNError.Code.notificationInvalidNoDate`. A request with no trigger is due at once: the
    /// simulated device delivers it on the next `advanceClock(by:)` or
    /// `deliverDueNotifications()` (Tether's own), as iOS does moments later.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = schedule(request)
        completionHandler?(error)
    }

    /// Mirrors `add(_:) async throws`.
    public func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    private func schedule(_ request: UNNotificationRequest) -> UNError? {
        if let problem = request.trigger?.problem {
            return UNError(.notificationInvalidNoDate, reason: "request \"\(request.identifier)\": \(problem)")
        }
        return lock.withLock {
            let now = state.clock ?? Date()
            var fireDate = now
            if let trigger = request.trigger {
                guard let first = trigger.firstFireDate(addedAt: now) else {
                    return UNError(.notificationInvalidNoDate, reason: "request \"\(request.identifier)\": no date after \(now) matches its trigger")
                }
                fireDate = first
            }
            state.pending.removeAll { $0.request.identifier == request.identifier }
            state.pending.append(Scheduled(request: request.scheduled(at: now), fireDate: fireDate, order: state.nextOrder))
            state.nextOrder += 1
            return nil
        }
    }

    /// Mirrors `getPendingNotificationRequests(completionHandler:)`: the requests waiting for
    /// their triggers, in the order they were added.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests)
    }

    /// Mirrors `pendingNotificationRequests() async`.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

    private var pendingRequests: [UNNotificationRequest] {
        lock.withLock { state.pending.filter { $0.request.trigger != nil }.map(\.request) }
    }

    /// Mirrors `removePendingNotificationRequests(withIdentifiers:)`.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { state.pending.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Mirrors `removeAllPendingNotificationRequests()`.
    public func removeAllPendingNotificationRequests() {
        lock.withLock { state.pending.removeAll() }
    }

    // MARK: Delivered notifications

    /// Mirrors `getDeliveredNotifications(completionHandler:)`: the app's notifications still
    /// in Notification Center, oldest first.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(lock.withLock { state.delivered })
    }

    /// Mirrors `deliveredNotifications() async`.
    public func deliveredNotifications() async -> [UNNotification] {
        lock.withLock { state.delivered }
    }

    /// Mirrors `removeDeliveredNotifications(withIdentifiers:)`.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { state.delivered.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Mirrors `removeAllDeliveredNotifications()`.
    public func removeAllDeliveredNotifications() {
        lock.withLock { state.delivered.removeAll() }
    }

    // MARK: Badge

    /// Mirrors `setBadgeCount(_:withCompletionHandler:)`: the number on the app icon
    /// (`UIApplication.applicationIconBadgeNumber`); 0 removes the badge. A negative count fails
    /// with `UNError.Code.badgeInputInvalid`.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = updateBadge(newBadgeCount)
        completionHandler?(error)
    }

    /// Mirrors `setBadgeCount(_:) async throws`.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        if let error = updateBadge(newBadgeCount) { throw error }
    }

    private func updateBadge(_ count: Int) -> UNError? {
        guard count >= 0 else { return UNError(.badgeInputInvalid, reason: "badge count \(count) is negative") }
        badgeCount = count
        return nil
    }

    /// The app icon's badge, shared with `UIApplication.applicationIconBadgeNumber`.
    var badgeCount: Int {
        get { lock.withLock { state.badgeCount } }
        set { lock.withLock { state.badgeCount = newValue } }
    }

    // MARK: Diagnostics

    /// Reports a misuse of the notification API: to the center's `diagnostics` (Tether's own)
    /// and, when made on the main thread during a host's update (a view's action), to that host;
    /// otherwise it is printed once, as iOS logs it to the console.
    static func reportProblem(_ message: String, by source: String) {
        let diagnostic = Diagnostic(kind: .other, message: "\(source): \(message)", viewPath: source)
        shared.lock.withLock { shared.state.diagnostics.append(diagnostic) }
        if Thread.isMainThread { UpdatingHost.report(diagnostic.message, kind: .other) }
    }
}
