import Foundation
import Testing
@testable import Tether
import UserNotifications

// Expected values follow Apple's documentation of UserNotifications: a time-interval trigger
// fires its interval after the request is added; a calendar trigger fires at the next date
// matching its components; requests are added without authorization but shown only once the
// user allowed notifications; a request with a scheduled identifier replaces it.

private let utc = TimeZone(identifier: "UTC")!

private var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}

/// 2026-01-01 at `hour`:`minute` UTC.
private func january1(hour: Int, minute: Int = 0, day: Int = 1) -> Date {
    utcCalendar.date(from: DateComponents(year: 2026, month: 1, day: day, hour: hour, minute: minute))!
}

private func content(_ title: String, badge: Int? = nil, sound: UNNotificationSound? = .default, category: String = "") -> UNMutableNotificationContent {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = "\(title) body"
    content.badge = badge.map { NSNumber(value: $0) }
    content.sound = sound
    content.categoryIdentifier = category
    return content
}

private func interval(_ seconds: TimeInterval, repeats: Bool = false) -> UNTimeIntervalNotificationTrigger {
    UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
}

/// A delegate written the way iOS apps write it: completion-handler forms, handlers without
/// `@Sendable`, main-actor isolated through `UIApplicationDelegate`.
private final class ReminderAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var presented: [String] = []
    var responses: [(identifier: String, action: String)] = []
    var presentation: UNNotificationPresentationOptions = [.banner, .list, .sound, .badge]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        presented.append(notification.request.identifier)
        completionHandler(presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        responses.append((response.notification.request.identifier, response.actionIdentifier))
        completionHandler()
    }
}

/// A delegate with the `async` forms.
private final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
    var opened: [String] = []
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.list]
    }
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        opened.append(response.notification.request.identifier)
    }
}

/// A delegate that answers later, on the main queue, and twice: the first answer counts.
private final class LateDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        DispatchQueue.main.async {
            completionHandler([.list])
            completionHandler([.banner])
        }
    }
}

/// A SwiftUI screen that asks permission and schedules a reminder from buttons.
@MainActor private final class ReminderModel: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var status = "unknown"
    @Published var opened = "nothing opened"

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        opened = "opened \(response.notification.request.content.title)"
    }
}

private struct ReminderScreen: View {
    @ObservedObject var model: ReminderModel
    var body: some View {
        VStack {
            Text(model.status)
            Text(model.opened)
            Button("Allow") {
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { [model] granted, _ in
                    Task { @MainActor in model.status = granted ? "allowed" : "refused" }
                }
            }
            .accessibilityIdentifier("allow")
            Button("Remind me in an hour") {
                let content = UNMutableNotificationContent()
                content.title = "Stretch"
                content.sound = .default
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger))
            }
            .accessibilityIdentifier("remind")
        }
    }
}

/// `UNUserNotificationCenter` on the simulated device: permission, scheduling, triggers firing
/// as the clock advances, the delegate's presentation and responses, and bad input.
@MainActor
@Suite(.serialized) struct UserNotificationsTests {
    let center = UNUserNotificationCenter.current()

    init() {
        UNUserNotificationCenter.current().resetSimulation()
        UNUserNotificationCenter.current().simulatedDate = january1(hour: 8)
    }

    @Test func authorizationIsNotDeterminedUntilTheAppAsksThenTheSimulatedUserAllows() async throws {
        let before = await center.notificationSettings()
        #expect(before.authorizationStatus == .notDetermined)
        #expect(before.alertSetting == .notSupported && before.soundSetting == .notSupported && before.badgeSetting == .notSupported)

        let granted = try await center.requestAuthorization(options: [.alert, .sound])
        #expect(granted)
        let after = await center.notificationSettings()
        #expect(after.authorizationStatus == .authorized)
        #expect(after.alertSetting == .enabled && after.soundSetting == .enabled)
        #expect(after.badgeSetting == .notSupported)   // not asked for
        #expect(center.authorizationPromptCount == 1)

        // Asked again: the user decided already, so no prompt.
        let recorder = Recorder<Bool>()
        center.requestAuthorization(options: [.alert]) { granted, error in
            #expect(error == nil)
            recorder.record(granted)
        }
        #expect(recorder.value == true && center.authorizationPromptCount == 1)
        let settings = Recorder<UNAuthorizationStatus>()
        center.getNotificationSettings { settings.record($0.authorizationStatus) }
        #expect(settings.value == .authorized)
    }

    @Test func aUserWhoRefusesIsNotAskedAgainAndRequestsFireUnseen() async throws {
        center.simulatedUserAllowsNotifications = false
        #expect(try await center.requestAuthorization(options: [.alert, .badge]) == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied && settings.alertSetting == .disabled && settings.badgeSetting == .disabled)
        // Changing the answer later changes nothing: iOS asks once.
        center.simulatedUserAllowsNotifications = true
        #expect(try await center.requestAuthorization(options: [.alert]) == false)
        #expect(center.authorizationPromptCount == 1)

        // Adding needs no authorization…
        try await center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: interval(60)))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["a"])
        // …but nothing is shown when it fires.
        let arrived = await center.advanceClock(by: 60)
        #expect(arrived.map(\.request.identifier) == ["a"])
        #expect(center.presentedNotifications.isEmpty)
        #expect(await center.deliveredNotifications().isEmpty)
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func provisionalAuthorizationIsGrantedQuietlyWithoutAPrompt() async throws {
        #expect(try await center.requestAuthorization(options: [.alert, .sound, .provisional]))
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .provisional && center.authorizationPromptCount == 0)
        #expect(settings.notificationCenterSetting == .enabled && settings.alertSetting == .disabled)

        // Delivered quietly: listed in Notification Center, no banner, no sound.
        let delegate = ReminderAppDelegate()
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "quiet", content: content("Quiet"), trigger: interval(10)))
        await center.advanceClock(by: 10)
        #expect(center.presentedNotifications.map(\.options) == [.list])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["quiet"])

        // Asking for full authorization later shows the prompt.
        #expect(try await center.requestAuthorization(options: [.alert, .sound]))
        #expect(await center.notificationSettings().authorizationStatus == .authorized)
        #expect(center.authorizationPromptCount == 1)
    }

    @Test func aTimeIntervalTriggerFiresItsIntervalAfterTheRequestIsAdded() async throws {
        _ = try await center.requestAuthorization(options: [.alert, .sound])
        let delegate = ReminderAppDelegate()
        center.delegate = delegate
        let t = january1(hour: 8)
        try await center.add(UNNotificationRequest(identifier: "hour", content: content("Hour"), trigger: interval(3600)))
        let pending = await center.pendingNotificationRequests()
        let trigger = try #require(pending.first?.trigger as? UNTimeIntervalNotificationTrigger)
        #expect(trigger.timeInterval == 3600 && !trigger.repeats)
        #expect(trigger.nextTriggerDate() == t.addingTimeInterval(3600))

        #expect(await center.advanceClock(by: 3599).isEmpty)
        #expect(delegate.presented.isEmpty)
        let arrived = await center.advanceClock(by: 1)
        #expect(arrived.map(\.date) == [t.addingTimeInterval(3600)])
        #expect(delegate.presented == ["hour"])
        #expect(center.presentedNotifications.first?.options == [.banner, .list, .sound])   // no badge in the content
        #expect(center.presentedNotifications.first?.arrivedInForeground == true)
        #expect(await center.pendingNotificationRequests().isEmpty)
        let delivered = await center.deliveredNotifications()
        #expect(delivered.map(\.request.content.title) == ["Hour"] && delivered.first?.date == t.addingTimeInterval(3600))
        #expect(center.simulatedDate == t.addingTimeInterval(3600))
    }

    @Test func aRepeatingIntervalStaysPendingWithItsNextDate() async throws {
        _ = try await center.requestAuthorization(options: [.alert])
        let t = january1(hour: 8)
        try await center.add(UNNotificationRequest(identifier: "tick", content: content("Tick"), trigger: interval(600, repeats: true)))
        let arrived = await center.advanceClock(by: 1800)
        #expect(arrived.map(\.date) == [600, 1200, 1800].map { t.addingTimeInterval($0) })
        let trigger = try #require(await center.pendingNotificationRequests().first?.trigger as? UNTimeIntervalNotificationTrigger)
        #expect(trigger.nextTriggerDate() == t.addingTimeInterval(2400))
    }

    @Test func aCalendarTriggerFiresAtTheNextMatchingDate() async throws {
        _ = try await center.requestAuthorization(options: [.alert])
        var nine = DateComponents()
        nine.calendar = utcCalendar
        nine.timeZone = utc
        nine.hour = 9
        nine.minute = 0
        // From 2026-01-01 08:00 UTC the next 09:00 is that day's.
        let daily = UNCalendarNotificationTrigger(dateMatching: nine, repeats: true)
        #expect(daily.nextTriggerDate() == january1(hour: 9))
        #expect(daily.dateComponents.hour == 9 && daily.repeats)
        // From 10:00 it is the next day's.
        center.simulatedDate = january1(hour: 10)
        #expect(daily.nextTriggerDate() == january1(hour: 9, day: 2))
        center.simulatedDate = january1(hour: 8)

        try await center.add(UNNotificationRequest(identifier: "daily", content: content("Daily"), trigger: daily))
        let arrived = await center.advanceClock(to: january1(hour: 8, day: 3))
        #expect(arrived.map(\.date) == [january1(hour: 9), january1(hour: 9, day: 2)])
        let pending = try #require(await center.pendingNotificationRequests().first?.trigger as? UNCalendarNotificationTrigger)
        #expect(pending.nextTriggerDate() == january1(hour: 9, day: 3))

        // A one-off date: fires once, then is no longer pending.
        var newYear = DateComponents()
        newYear.timeZone = utc
        newYear.calendar = utcCalendar
        newYear.year = 2027; newYear.month = 1; newYear.day = 1; newYear.hour = 0
        try await center.add(UNNotificationRequest(identifier: "new-year", content: content("2027"), trigger: UNCalendarNotificationTrigger(dateMatching: newYear, repeats: false)))
        let newYearArrival = await center.advanceClock(to: utcCalendar.date(from: DateComponents(year: 2027, month: 1, day: 2))!)
        let newYearDate = utcCalendar.date(from: DateComponents(year: 2027, month: 1, day: 1))
        #expect(newYearArrival.filter { $0.request.identifier == "new-year" }.map(\.date) == [newYearDate])
        #expect(newYearArrival.count == 364 + 1)   // 2026-01-03 … 2027-01-01 at 09:00, and the new year
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["daily"])
    }

    @Test func addingARequestWithAScheduledIdentifierReplacesIt() async throws {
        let mutable = content("First")
        try await center.add(UNNotificationRequest(identifier: "same", content: mutable, trigger: interval(100)))
        // The request copied the content: changing it later changes nothing scheduled.
        mutable.title = "Changed"
        #expect(await center.pendingNotificationRequests().first?.content.title == "First")
        try await center.add(UNNotificationRequest(identifier: "same", content: content("Second"), trigger: interval(200)))
        try await center.add(UNNotificationRequest(identifier: "other", content: content("Other"), trigger: interval(300)))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["same", "other"])
        #expect(pending.first?.content.title == "Second")

        center.removePendingNotificationRequests(withIdentifiers: ["other", "unknown"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["same"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func deliveredNotificationsAreListedUntilRemoved() async throws {
        _ = try await center.requestAuthorization(options: [.alert])
        center.simulatesAppInBackground = true
        for name in ["a", "b", "c"] {
            center.add(UNNotificationRequest(identifier: name, content: content(name), trigger: nil), withCompletionHandler: nil)
        }
        // No trigger: due at once, delivered by the next delivery.
        #expect(await center.pendingNotificationRequests().isEmpty)
        await center.deliverDueNotifications()
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["a", "b", "c"])
        // In the background the system shows it without asking the delegate; sound was not authorized.
        #expect(center.presentedNotifications.first?.options == [.banner, .list])
        #expect(center.presentedNotifications.first?.arrivedInForeground == false)
        center.removeDeliveredNotifications(withIdentifiers: ["b"])
        let recorder = Recorder<[String]>()
        center.getDeliveredNotifications { recorder.record($0.map(\.request.identifier)) }
        #expect(recorder.value == ["a", "c"])
        center.removeAllDeliveredNotifications()
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test func withoutWillPresentAForegroundNotificationIsSilenced() async throws {
        _ = try await center.requestAuthorization(options: [.alert, .sound])
        try await center.add(UNNotificationRequest(identifier: "n", content: content("N"), trigger: interval(5)))
        await center.advanceClock(by: 5)
        #expect(center.presentedNotifications.map(\.options) == [UNNotificationPresentationOptions()])
        #expect(await center.deliveredNotifications().isEmpty)
        await #expect(throws: NotificationSimulationError.noShownNotification("n")) {
            try await center.simulateTap(onNotificationWithIdentifier: "n")
        }
    }

    @Test func tappingANotificationCallsDidReceiveWithTheDefaultAction() async throws {
        _ = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        let delegate = ReminderAppDelegate()
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "tea", content: content("Tea", badge: 3), trigger: interval(60)))
        await center.advanceClock(by: 60)
        #expect(UIApplication.shared.applicationIconBadgeNumber == 3)   // shown with .badge
        try await center.simulateTap(onNotificationWithIdentifier: "tea")
        #expect(delegate.responses.map(\.identifier) == ["tea"])
        #expect(delegate.responses.map(\.action) == [UNNotificationDefaultActionIdentifier])
        #expect(await center.deliveredNotifications().isEmpty)   // opened: it leaves Notification Center

        // The async form of the delegate.
        let asyncDelegate = AsyncDelegate()
        center.delegate = asyncDelegate
        try await center.add(UNNotificationRequest(identifier: "coffee", content: content("Coffee"), trigger: interval(60)))
        await center.advanceClock(by: 60)
        #expect(center.presentedNotifications.last?.options == [.list])
        try await center.simulateTap(onNotificationWithIdentifier: "coffee")
        #expect(asyncDelegate.opened == ["coffee"])
    }

    @Test func aDelegateAnsweringLaterIsWaitedForAndItsFirstAnswerCounts() async throws {
        _ = try await center.requestAuthorization(options: [.alert])
        let delegate = LateDelegate()
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "late", content: content("Late"), trigger: interval(30)))
        await center.advanceClock(by: 30)
        #expect(center.presentedNotifications.map(\.options) == [.list])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["late"])
        #expect(center.diagnostics.isEmpty)
    }

    @Test func categoryActionsAndDismissalReachTheDelegateAsIOSSendsThem() async throws {
        _ = try await center.requestAuthorization(options: [.alert])
        let delegate = ReminderAppDelegate()
        center.delegate = delegate
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "alarm", actions: [snooze], intentIdentifiers: [], options: [.customDismissAction]),
            UNNotificationCategory(identifier: "plain", actions: [], intentIdentifiers: []),
        ])
        #expect(await center.notificationCategories().count == 2)
        for (id, category) in [("alarm1", "alarm"), ("alarm2", "alarm"), ("plain1", "plain")] {
            try await center.add(UNNotificationRequest(identifier: id, content: content(id, category: category), trigger: interval(1)))
        }
        await center.advanceClock(by: 1)
        try await center.simulateResponse(toNotificationWithIdentifier: "alarm1", actionIdentifier: "snooze")
        try await center.simulateResponse(toNotificationWithIdentifier: "alarm2", actionIdentifier: UNNotificationDismissActionIdentifier)
        // A category without customDismissAction: dismissing is not reported.
        try await center.simulateResponse(toNotificationWithIdentifier: "plain1", actionIdentifier: UNNotificationDismissActionIdentifier)
        #expect(delegate.responses.map(\.action) == ["snooze", UNNotificationDismissActionIdentifier])
        #expect(await center.deliveredNotifications().isEmpty)

        try await center.add(UNNotificationRequest(identifier: "plain2", content: content("p", category: "plain"), trigger: interval(1)))
        await center.advanceClock(by: 1)
        await #expect(throws: NotificationSimulationError.unknownAction("snooze", categoryIdentifier: "plain")) {
            try await center.simulateResponse(toNotificationWithIdentifier: "plain2", actionIdentifier: "snooze")
        }
    }

    @Test func theBadgeCountIsTheAppIconsAndCannotBeNegative() async throws {
        try await center.setBadgeCount(5)
        #expect(UIApplication.shared.applicationIconBadgeNumber == 5)
        let recorder = Recorder<(any Error)?>()
        center.setBadgeCount(-1) { recorder.record($0) }
        let error = try #require(recorder.value.flatMap { $0 } as? UNError)
        #expect(error.code == .badgeInputInvalid && error.errorCode == 1600 && UNError.errorDomain == "UNErrorDomain")
        #expect(UIApplication.shared.applicationIconBadgeNumber == 5)
        UIApplication.shared.applicationIconBadgeNumber = 7
        #expect(UIApplication.shared.applicationIconBadgeNumber == 7)
        center.setBadgeCount(0, withCompletionHandler: nil)
        #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
    }

    @Test func invalidIntervalsAreDiagnosedAndTheirRequestsRefused() async throws {
        for (seconds, repeats) in [(0.0, false), (-5, false), (.nan, false), (.infinity, false), (30, true)] {
            let trigger = interval(seconds, repeats: repeats)
            #expect(trigger.nextTriggerDate() == nil)
            await #expect(throws: UNError.self) {
                try await center.add(UNNotificationRequest(identifier: "bad", content: content("Bad"), trigger: trigger))
            }
        }
        #expect(center.diagnostics.count == 5)
        #expect(center.diagnostics.last?.message.contains("at least 60") == true)
        do {
            try await center.add(UNNotificationRequest(identifier: "bad", content: content("Bad"), trigger: interval(0)))
            Issue.record("an interval of 0 was accepted")
        } catch UNError.notificationInvalidNoDate {
            // Apple's code for a trigger with no date.
        }
        // A repeating minute is the shortest iOS accepts.
        #expect(interval(60, repeats: true).nextTriggerDate() == january1(hour: 8, minute: 1))
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func invalidDateComponentsAreDiagnosedAndNeverFire() async throws {
        var hour25 = DateComponents(); hour25.hour = 25
        var month13 = DateComponents(); month13.month = 13
        var february31 = DateComponents(); february31.month = 2; february31.day = 31
        for components in [hour25, month13, february31, DateComponents()] {
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
            #expect(trigger.nextTriggerDate() == nil)
            await #expect(throws: UNError.self) {
                try await center.add(UNNotificationRequest(identifier: "bad", content: content("Bad"), trigger: trigger))
            }
        }
        #expect(center.diagnostics.count == 4)
        // A one-off date that has passed matches nothing: refused too, with no diagnostic.
        var past = DateComponents(); past.timeZone = utc; past.year = 2020; past.month = 5; past.day = 1
        await #expect(throws: UNError.self) {
            try await center.add(UNNotificationRequest(identifier: "past", content: content("Past"),
                                                       trigger: UNCalendarNotificationTrigger(dateMatching: past, repeats: false)))
        }
        #expect(center.diagnostics.count == 4)
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func anEmptyIdentifierIsDiagnosedButScheduled() async throws {
        try await center.add(UNNotificationRequest(identifier: "", content: content("Anonymous"), trigger: interval(10)))
        #expect(center.diagnostics.count == 1)
        #expect(await center.pendingNotificationRequests().map(\.identifier) == [""])
        // The clock does not go back.
        await center.advanceClock(by: -.infinity)
        #expect(center.simulatedDate == january1(hour: 8))
        #expect(center.diagnostics.count == 2)
    }

    @Test func aSwiftUIButtonAsksPermissionAndSchedulesAReminderThatOpensTheApp() async throws {
        let model = ReminderModel()
        center.delegate = model
        let host = ViewHost(ReminderScreen(model: model), size: CGSize(width: 390, height: 844))
        host.update()
        try host.tap("allow")
        await host.waitForTasks()
        try await Task.sleep(for: .milliseconds(10))
        host.update()
        #expect(model.status == "allowed")
        #expect(await center.notificationSettings().authorizationStatus == .authorized)

        try host.tap("remind")
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["stretch"])
        #expect((pending.first?.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() == january1(hour: 9))

        // In an hour the reminder arrives; the model's delegate has no willPresent, so in the
        // foreground it is silenced. In the background it is shown, and the user taps it.
        center.simulatesAppInBackground = true
        let arrived = await center.advanceClock(by: 3600)
        #expect(arrived.map(\.request.content.title) == ["Stretch"])
        #expect(center.presentedNotifications.first?.options == [.banner, .list, .sound])
        try await center.simulateTap(onNotificationWithIdentifier: "stretch")
        host.update()
        #expect(dumpedTexts(host).contains("opened Stretch"))
    }

    @Test func theAppDelegateBecomesTheCentersDelegateAtLaunch() throws {
        struct RemindersApp: App {
            @UIApplicationDelegateAdaptor(ReminderAppDelegate.self) var appDelegate
            var body: some Scene { WindowGroup { Text("Reminders") } }
        }
        let app = RemindersApp()
        let host = try #require(ViewHost(app: app, size: CGSize(width: 200, height: 100)))
        host.update()
        #expect(center.delegate === app.appDelegate)
    }
}
