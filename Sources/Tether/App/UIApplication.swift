import Foundation

/// A compatibility name, Tether's own (not Objective-C's): a method name, as UIKit's
/// `sendAction(_:to:from:for:)` takes it. Swift on Linux has no Objective-C runtime, so
/// `#selector(...)` does not compile there; write `Selector("resignFirstResponder")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIEvent`, the event an
/// action was sent for (Tether sends actions for no event), or a touch event handed to gesture
/// recognizers and `UIView.hitTest(_:with:)`.
public final class UIEvent: NSObject {
    private var touches: Set<UITouch>?
    private var time: TimeInterval = 0
    /// Mirrors `type`: a touch event, else (with no touches) a motion event only when made
    /// for one.
    public private(set) var type: EventType = .touches
    /// Mirrors `subtype`: `.motionShake` for a shake, else `.none`.
    public private(set) var subtype: EventSubtype = .none

    /// Mirrors `UIEvent.EventType`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    /// Mirrors `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// An event with no touches.
    public override init() { super.init() }
    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        time = timestamp
        super.init()
    }
    /// A motion event of `subtype`.
    init(motion subtype: EventSubtype) {
        type = .motion
        self.subtype = subtype
        super.init()
    }
    /// Mirrors `allTouches`: the touches of a touch event, nil for any other.
    @MainActor public var allTouches: Set<UITouch>? { touches }
    /// Mirrors `touches(for:)` with a view: the event's touches that landed in `view`.
    @MainActor public func touches(for view: UIView) -> Set<UITouch>? {
        touches?.filter { $0.view === view }
    }
    /// Mirrors `touches(for:)` with a window: the event's touches that landed in `window`.
    @MainActor public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches?.filter { $0.window === window }
    }
    /// Mirrors `touches(for:)` with a gesture recognizer: the event's touches the recognizer
    /// receives.
    @MainActor public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        touches?.filter { touch in gestureRecognizer.touches.contains { $0 === touch } }
    }
    /// Mirrors `coalescedTouches(for:)`: Tether delivers every move of a touch, so each touch
    /// of the event stands for itself; nil for a touch not in the event.
    @MainActor public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touches?.contains(touch) == true ? [touch] : nil
    }
    /// Mirrors `predictedTouches(for:)`: Tether predicts no touches; nil for a touch not in
    /// the event.
    @MainActor public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touches?.contains(touch) == true ? [] : nil
    }
    /// Mirrors `timestamp`: when the event happened, in seconds since its touch sequence began.
    public var timestamp: TimeInterval { time }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIResponder`, the base of
/// views, view controllers, scenes and the application, linked by `next` into UIKit's
/// responder chain. Headless views have no first responder, so resigning succeeds and
/// becoming one does not.
///
/// In UIKit an Objective-C class can be made from its type by any initializer; Swift needs a
/// `required` one. Tether's is `init?(coder:)`, which views and view controllers already
/// require as in UIKit, so a headless launch can make the app and scene delegates it is named
/// (through that initializer: a delegate that declares an `init()` of its own must also write
/// `required init?(coder:)`, and the launch runs that one).
@MainActor @preconcurrency open class UIResponder: NSObject {
    /// Mirrors `init()`.
    public override init() { super.init() }
    /// Mirrors `init?(coder:)`, NSCoding's initializer, required of every responder. Tether
    /// reads no archives: a responder made with it is a new one.
    public required init?(coder: NSCoder) { super.init() }

    /// Mirrors `next`: the responder that handles what this one does not (nil: none).
    open var next: UIResponder? { nil }

    /// A new responder of `type`, made the one way Swift allows from a type alone.
    static func make(_ type: UIResponder.Type) -> UIResponder? { type.init(coder: LaunchCoder()) }
    /// Mirrors `resignFirstResponder()`.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Mirrors `becomeFirstResponder()`.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Mirrors `isFirstResponder`.
    open var isFirstResponder: Bool { false }
    /// Mirrors `reloadInputViews()`: updates the keyboard, input view and accessory view of the
    /// first responder; none is drawn headlessly, so there is nothing to update.
    open func reloadInputViews() {}
    /// Ends this responder's editing without asking its delegate, as `endEditing(true)` does.
    func resignFirstResponderForcibly() { resignFirstResponder() }

    /// Mirrors `awakeFromNib()` (NSObject's, for views and view controllers): called after an
    /// object is loaded from a nib or storyboard; Tether loads none, so it is called only by
    /// the app's own code, as for objects UIKit code makes itself.
    open func awakeFromNib() {}

    /// Mirrors `touchesBegan(_:with:)`: fingers came down on the view UIKit's hit testing
    /// picked (see `UIResponderTouchFeed`); by default the next responder gets them, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesBegan(touches, with: event) } else { UIResponderTouchFeed.reachedEndOfChain = true }
    }
    /// Mirrors `touchesMoved(_:with:)`: by default the next responder gets them.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesMoved(touches, with: event) } else { UIResponderTouchFeed.reachedEndOfChain = true }
    }
    /// Mirrors `touchesEnded(_:with:)`: by default the next responder gets them.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesEnded(touches, with: event) } else { UIResponderTouchFeed.reachedEndOfChain = true }
    }
    /// Mirrors `touchesCancelled(_:with:)`: a gesture recognizer took the touches (its
    /// `cancelsTouchesInView`); by default the next responder is told.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let next { next.touchesCancelled(touches, with: event) } else { UIResponderTouchFeed.reachedEndOfChain = true }
    }

    /// Mirrors `motionBegan(_:with:)`: by default the next responder gets it, as in UIKit
    /// (`ViewHost.shake()` starts a shake at the key window).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// Mirrors `motionEnded(_:with:)`: by default the next responder gets it.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// Mirrors `motionCancelled(_:with:)`: by default the next responder gets it.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// Mirrors `keyboardWillShowNotification`. A headless app shows no keyboard, so the
    /// keyboard notifications are never posted.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Mirrors `keyboardDidShowNotification`.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Mirrors `keyboardWillHideNotification`.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Mirrors `keyboardDidHideNotification`.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Mirrors `keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Mirrors `keyboardFrameEndUserInfoKey`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// Mirrors `keyboardAnimationDurationUserInfoKey`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIApplication` as SwiftUI
/// code uses it. `open(_:)` opens nothing (there is no browser headlessly): it records the URL
/// in `openedURLs` and reports failure to its completion handler; `sendAction` to the first
/// responder (`to: nil`) reports that no responder handled it, as there is none.
@MainActor @preconcurrency public final class UIApplication: UIResponder {
    /// Mirrors `UIApplication.shared`.
    public static let shared = UIApplication()

    /// Mirrors `next` for the application: its delegate, when that is a responder other than a
    /// view, a view controller or the application itself.
    public override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self, !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    /// Mirrors `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }
    /// Mirrors `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
    /// Mirrors `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// Mirrors `didFinishLaunchingNotification`: posted when the app delegate has finished
    /// launching.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Mirrors `didBecomeActiveNotification`: a headless run posts it once its window is first
    /// laid out (the app is then active, as on iOS after launch).
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Mirrors `willResignActiveNotification`. A headless app never leaves the foreground, so
    /// this and the other state notifications below are never posted.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Mirrors `didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Mirrors `willEnterForegroundNotification`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Mirrors `willTerminateNotification`.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Mirrors `didReceiveMemoryWarningNotification`.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Mirrors `significantTimeChangeNotification`.
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Mirrors `userDidTakeScreenshotNotification`.
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// Mirrors `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// Mirrors `applicationState`: a headless app that renders is active.
    public var applicationState: State { .active }
    /// Mirrors `applicationIconBadgeNumber`: the number on the app icon, the one
    /// `UNUserNotificationCenter.setBadgeCount(_:)` and a notification's badge set.
    public var applicationIconBadgeNumber: Int {
        get { UNUserNotificationCenter.current().badgeCount }
        set { UNUserNotificationCenter.current().badgeCount = newValue }
    }
    /// Mirrors `isIdleTimerDisabled`.
    public var isIdleTimerDisabled = false

    /// The alternate icon set with `setAlternateIconName(_:completionHandler:)`.
    var currentAlternateIconName: String?

    /// Mirrors `delegate`: the app delegate `@UIApplicationDelegateAdaptor` made, if any.
    public var delegate: (any UIApplicationDelegate)?
    /// Mirrors `shortcutItems`: the app's dynamic Home Screen quick actions (kept; headless
    /// there is no Home Screen to show them).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// Tether's own: the URLs `open(_:options:completionHandler:)` was asked to open, in order.
    public private(set) var openedURLs: [URL] = []
    /// The `openWindow` requests (see `openWindowRequests`).
    var openWindowLog: [WindowRequest] = []
    /// The `dismissWindow` requests (see `dismissWindowRequests`).
    var dismissWindowLog: [WindowRequest] = []
    /// The App Store review requests (see `reviewRequests`).
    var reviewRequestLog: [ReviewRequest] = []

    /// Mirrors `open(_:options:completionHandler:)`: records `url`; the handler gets `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(false)
    }
    /// Mirrors `canOpenURL(_:)`: nothing can be opened headlessly.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Mirrors `sendAction(_:to:from:for:)`: with no responder chain nothing handles the
    /// action, so it returns false (`resignFirstResponder` to nil is the common use: dismissing
    /// the keyboard, which a headless app does not show).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

/// The coder Tether hands to `init?(coder:)` when it makes a responder from its type: it holds
/// nothing.
final class LaunchCoder: NSCoder {}
