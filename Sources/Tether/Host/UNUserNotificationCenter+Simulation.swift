import Foundation

/// Tether's own: a notification that arrived on the simulated device, with how it was shown —
/// what the user would have seen or heard.
public struct PresentedNotification: Sendable {
    /// The notification.
    public let notification: UNNotification
    /// How it was shown: the delegate's `willPresent` answer while the app is in the
    /// foreground, else everything the settings allow; in both cases only what the user's
    /// settings allow and the content has (no sound without `sound`, no badge without `badge`).
    /// Empty: it arrived silently and is not listed in Notification Center.
    public let options: UNNotificationPresentationOptions
    /// Whether the app was in the foreground (the delegate was asked).
    public let arrivedInForeground: Bool
}

/// Why a simulated response to a notification could not be made (Tether's own API).
public enum NotificationSimulationError: Error, CustomStringConvertible, Equatable {
    /// No notification with this request identifier is shown (in Notification Center or as a
    /// banner).
    case noShownNotification(String)
    /// The notification's category (`categoryIdentifier`, registered with
    /// `setNotificationCategories(_:)`) has no action with this identifier.
    case unknownAction(String, categoryIdentifier: String)

    public var description: String {
        switch self {
        case .noShownNotification(let id): return "no notification with identifier \"\(id)\" is shown"
        case .unknownAction(let action, let category):
            return "the category \"\(category)\" has no action \"\(action)\""
        }
    }
}

extension UNUserNotificationCenter {
    /// Tether's own: what the simulated user answers to the permission prompt
    /// `requestAuthorization(options:)` shows — true (the default) taps Allow, false
    /// Don't Allow. Until the app asks, the status is `.notDetermined`, as on a fresh install;
    /// once answered the prompt is not shown again (set it before the app asks).
    public var simulatedUserAllowsNotifications: Bool {
        get { lock.withLock { state.userAllowsNotifications } }
        set { lock.withLock { state.userAllowsNotifications = newValue } }
    }

    /// Tether's own: how many times the permission prompt was shown to the simulated user.
    public var authorizationPromptCount: Int { lock.withLock { state.promptsShown } }

    /// Tether's own: whether the simulated app is in the background, where notifications are
    /// shown by the system (banner, list, sound and badge as the settings allow) without
    /// asking the delegate's `willPresent`. False (the default): the app is in the foreground,
    /// as a headless app that renders is.
    public var simulatesAppInBackground: Bool {
        get { lock.withLock { state.appInBackground } }
        set { lock.withLock { state.appInBackground = newValue } }
    }

    /// Tether's own: the simulated device's clock, what triggers are measured against; nil
    /// (the default) reads the system clock. `advanceClock(by:)` moves it and delivers what
    /// becomes due.
    public var simulatedDate: Date? {
        get { lock.withLock { state.clock } }
        set { lock.withLock { state.clock = newValue } }
    }

    /// Tether's own: every notification that arrived so far, in order, with how it was shown.
    public var presentedNotifications: [PresentedNotification] { lock.withLock { state.presented } }

    /// Tether's own: the problems found in the app's use of notifications (an invalid trigger,
    /// an empty identifier, a completion handler never called), as `Diagnostic`s. One made by a
    /// view's action during a `ViewHost` update also goes to that host's `diagnostics`.
    public var diagnostics: [Diagnostic] { lock.withLock { state.diagnostics } }

    /// Tether's own: forgets everything — authorization, requests, delivered notifications,
    /// categories, badge, clock, delegate, diagnostics — as a fresh install of the app; the
    /// simulated user allows notifications again.
    public func resetSimulation() {
        lock.withLock { state = State() }
        delegate = nil
    }

    /// Tether's own: moves the simulated clock `seconds` forward (from the system clock's now
    /// when none is set) and delivers, in date order, every notification whose trigger comes due
    /// up to then (see `advanceClock(to:)`). A negative or non-finite amount is reported and
    /// delivers only what is due now.
    @discardableResult
    @MainActor public func advanceClock(by seconds: TimeInterval) async -> [UNNotification] {
        let now = currentDate
        guard seconds.isFinite, seconds >= 0 else {
            Self.reportProblem("advanceClock(by:): \(seconds) is negative or not finite; the clock stays", by: "UNUserNotificationCenter")
            return await advanceClock(to: now)
        }
        return await advanceClock(to: now.addingTimeInterval(seconds))
    }

    /// Tether's own: delivers what is due now (requests with no trigger, triggers whose date
    /// has come), without moving the clock.
    @discardableResult
    @MainActor public func deliverDueNotifications() async -> [UNNotification] {
        await advanceClock(to: currentDate)
    }

    /// Tether's own: moves the simulated clock to `date` and delivers, in date order, every
    /// notification due up to then, each at its own date (the clock reads that date while the
    /// delegate is asked). A repeating request stays pending with its next date (a daily
    /// trigger fires once per day passed); others leave the pending list. A notification is
    /// shown only if the app is authorized: otherwise it fires unseen. In the foreground the
    /// delegate's `willPresent` decides how it is shown; it is listed in Notification Center
    /// (`deliveredNotifications()`) when shown with `.list`, replacing a delivered one with its
    /// identifier; `.badge` sets the app icon's badge to the content's. Returns the
    /// notifications that arrived. A date before the clock's is reported and moves nothing.
    @discardableResult
    @MainActor public func advanceClock(to date: Date) async -> [UNNotification] {
        var end = date
        let start = currentDate
        if date < start {
            Self.reportProblem("advanceClock(to:): \(date) is before the clock's \(start); time does not go back", by: "UNUserNotificationCenter")
            end = start
        }
        var arrived: [UNNotification] = []
        let limit = 10_000
        while let fired = fireNext(upTo: end) {
            if fired.shows { await present(fired.notification) }
            arrived.append(fired.notification)
            if arrived.count >= limit {
                Self.reportProblem("advanceClock: stopped after \(limit) notifications; the clock stays at \(fired.notification.date)", by: "UNUserNotificationCenter")
                return arrived
            }
        }
        lock.withLock { state.clock = max(state.clock ?? end, end) }
        return arrived
    }

    /// Fires the earliest request due by `date`: moves the clock to its date, keeps a repeating
    /// one pending with its next date and removes others; returns the notification and whether
    /// it is shown (the app is authorized), nil when nothing is due.
    private func fireNext(upTo date: Date) -> (notification: UNNotification, shows: Bool)? {
        lock.withLock {
            guard let index = state.pending.indices.filter({ state.pending[$0].fireDate <= date })
                .min(by: { (state.pending[$0].fireDate, state.pending[$0].order) < (state.pending[$1].fireDate, state.pending[$1].order) })
            else { return nil }
            let scheduled = state.pending[index]
            if scheduled.fireDate > (state.clock ?? .distantPast) { state.clock = scheduled.fireDate }
            let notification = UNNotification(date: scheduled.fireDate, request: scheduled.request)
            if let trigger = scheduled.request.trigger, trigger.repeats,
               let next = trigger.fireDate(afterFiringAt: scheduled.fireDate), next > scheduled.fireDate {
                state.pending[index].fireDate = next
            } else {
                state.pending.remove(at: index)
            }
            return (notification: notification, shows: state.status.allowsDelivery)
        }
    }

    /// Shows `notification` as iOS would (see `advanceClock(to:)`).
    @MainActor private func present(_ notification: UNNotification) async {
        let (background, settings) = lock.withLock {
            (state.appInBackground, UNNotificationSettings(status: state.status, options: state.grantedOptions))
        }
        var options: UNNotificationPresentationOptions
        if background {
            options = [.banner, .list, .sound, .badge]
        } else if let delegate {
            options = await delegate.userNotificationCenter(self, willPresent: notification)
        } else {
            options = []
        }
        options.formIntersection(settings.allowedPresentation)
        let content = notification.request.content
        if content.sound == nil { options.remove(.sound) }
        if content.badge == nil { options.remove(.badge) }
        let shownOptions = options
        lock.withLock {
            state.presented.append(PresentedNotification(notification: notification, options: shownOptions, arrivedInForeground: !background))
            if !shownOptions.isDisjoint(with: [.list, .legacyAlert]) {
                state.delivered.removeAll { $0.request.identifier == notification.request.identifier }
                state.delivered.append(notification)
            }
            if !shownOptions.isDisjoint(with: [.banner, .legacyAlert]) {
                state.banners.removeAll { $0.request.identifier == notification.request.identifier }
                state.banners.append(notification)
            }
            if shownOptions.contains(.badge), let badge = content.badge { state.badgeCount = max(0, badge.intValue) }
        }
    }

    /// Tether's own: the simulated user taps the notification whose request has `identifier`
    /// (in Notification Center, or its banner): the delegate's `didReceive` gets a response
    /// with `UNNotificationDefaultActionIdentifier`, and the notification leaves Notification
    /// Center, as on iOS.
    @MainActor public func simulateTap(onNotificationWithIdentifier identifier: String) async throws {
        try await simulateResponse(toNotificationWithIdentifier: identifier, actionIdentifier: UNNotificationDefaultActionIdentifier)
    }

    /// Tether's own: the simulated user responds to the shown notification whose request has
    /// `identifier` with `actionIdentifier`: `UNNotificationDefaultActionIdentifier` (a tap),
    /// `UNNotificationDismissActionIdentifier` (a swipe away: the delegate hears of it only when
    /// the category has `.customDismissAction`), or an action of the notification's category.
    /// Throws when no such notification is shown or the category has no such action.
    @MainActor public func simulateResponse(toNotificationWithIdentifier identifier: String, actionIdentifier: String) async throws {
        let (found, categories) = lock.withLock { () -> (UNNotification?, Set<UNNotificationCategory>) in
            let shown = state.delivered.last { $0.request.identifier == identifier }
                ?? state.banners.last { $0.request.identifier == identifier }
            return (shown, state.categories)
        }
        guard let notification = found else { throw NotificationSimulationError.noShownNotification(identifier) }
        let categoryIdentifier = notification.request.content.categoryIdentifier
        let category = categories.first { $0.identifier == categoryIdentifier }
        var informsDelegate = true
        switch actionIdentifier {
        case UNNotificationDefaultActionIdentifier:
            break
        case UNNotificationDismissActionIdentifier:
            informsDelegate = category?.options.contains(.customDismissAction) ?? false
        default:
            guard category?.actions.contains(where: { $0.identifier == actionIdentifier }) == true else {
                throw NotificationSimulationError.unknownAction(actionIdentifier, categoryIdentifier: categoryIdentifier)
            }
        }
        lock.withLock {
            state.delivered.removeAll { $0.request.identifier == identifier }
            state.banners.removeAll { $0.request.identifier == identifier }
        }
        guard informsDelegate, let delegate else { return }
        await delegate.userNotificationCenter(self, didReceive: UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier))
    }
}
