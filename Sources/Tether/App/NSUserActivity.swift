import Foundation

/// Mirrors Foundation's `NSUserActivity` (Apple's platforms only; Foundation on Linux has
/// none): a snapshot of what a person is doing in the app, which SwiftUI advertises for
/// Handoff, Spotlight and Siri (`userActivity(_:isActive:_:)`) and hands back to
/// `onContinueUserActivity(_:perform:)`. Headless, nothing leaves the process: Tether's own
/// `ViewHost.advertisedUserActivities` shows what a scene advertises and
/// `ViewHost.continueUserActivity(_:)` continues one.
open class NSUserActivity: NSObject {
    /// Mirrors `activityType`: the reverse-DNS type the activity was made with.
    public let activityType: String
    /// Mirrors `title`: the name shown to the person (Spotlight, Handoff).
    open var title: String?
    /// Mirrors `userInfo`: the state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// Mirrors `requiredUserInfoKeys`: the `userInfo` keys the activity needs to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Mirrors `needsSave`: set it when the state changed, so the activity is asked again.
    open var needsSave = false
    /// Mirrors `webpageURL`: a page to continue in a browser where the app is missing.
    open var webpageURL: URL? {
        didSet {
            // Foundation takes only http and https URLs here.
            if let url = webpageURL, !["http", "https"].contains(url.scheme?.lowercased() ?? "") {
                UpdatingHost.reportMisuse("NSUserActivity.webpageURL must be an http or https URL; \(url) was ignored")
                webpageURL = nil
            }
        }
    }
    /// Mirrors `referrerURL`.
    open var referrerURL: URL?
    /// Mirrors `expirationDate`.
    open var expirationDate: Date?
    /// Mirrors `keywords`: the words Spotlight finds the activity by.
    open var keywords: Set<String> = []
    /// Mirrors `targetContentIdentifier`: which scene should continue the activity.
    open var targetContentIdentifier: String?
    /// Mirrors `persistentIdentifier`.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// Mirrors `isEligibleForHandoff` (true by default).
    open var isEligibleForHandoff = true
    /// Mirrors `isEligibleForSearch` (false by default).
    open var isEligibleForSearch = false
    /// Mirrors `isEligibleForPublicIndexing` (false by default).
    open var isEligibleForPublicIndexing = false
    /// Mirrors `isEligibleForPrediction` (false by default).
    open var isEligibleForPrediction = false
    /// Mirrors `supportsContinuationStreams`.
    open var supportsContinuationStreams = false
    /// Mirrors `delegate`.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// Tether's own: whether the activity is the current one (`becomeCurrent()`, not yet
    /// `resignCurrent()` or `invalidate()`d).
    public private(set) var isCurrent = false
    /// Tether's own: whether `invalidate()` was called; an invalidated activity cannot become
    /// current again.
    public private(set) var isInvalidated = false

    /// Mirrors `init(activityType:)`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Mirrors `addUserInfoEntries(from:)`: merges `otherDictionary` into `userInfo`, its
    /// values winning.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Mirrors `becomeCurrent()`: marks the activity as the one the person is doing.
    open func becomeCurrent() {
        guard !isInvalidated else {
            UpdatingHost.reportMisuse("NSUserActivity '\(activityType)' was invalidated and cannot become current")
            return
        }
        isCurrent = true
    }

    /// Mirrors `resignCurrent()`.
    open func resignCurrent() { isCurrent = false }

    /// Mirrors `invalidate()`: the activity ends for good.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }
}

/// Mirrors `NSUserActivityPersistentIdentifier`.
public typealias NSUserActivityPersistentIdentifier = String

/// Mirrors `NSUserActivityDelegate`; every method is optional, as in Foundation.
public protocol NSUserActivityDelegate: AnyObject {
    /// Mirrors `userActivityWillSave(_:)`.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// Mirrors `userActivityWasContinued(_:)`.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
