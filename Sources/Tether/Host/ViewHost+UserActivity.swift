import Foundation

extension ViewHost {
    /// Tether's own: the user activities the scene advertises now, one per activity type in
    /// the order the types first appear in the view tree: each is made fresh and filled in by
    /// every shown view's active `userActivity` handler of its type, in tree order.
    public var advertisedUserActivities: [NSUserActivity] {
        var activities: [NSUserActivity] = []
        for advertiser in shownAttributes(UserActivityAdvertiserAttribute.self) {
            let activity = activities.first { $0.activityType == advertiser.activityType }
                ?? { activities.append(NSUserActivity(activityType: advertiser.activityType)); return activities[activities.count - 1] }()
            advertiser.update(activity)
        }
        return activities
    }

    /// Tether's own: the app continues `activity`, as when the person picks it up from
    /// Handoff, Spotlight or Siri: every shown view's `onContinueUserActivity` action for its
    /// type runs, in tree order, then the host updates. Returns how many actions ran (0:
    /// nothing here continues that type, which is reported as a diagnostic).
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Int {
        // A host not yet updated (an app just launched) shows its views first.
        if root.children.isEmpty { update() }
        let actions = shownAttributes(UserActivityContinuationAttribute.self).filter { $0.activityType == activity.activityType }
        for continuation in actions { continuation.action(activity) }
        activity.delegate?.userActivityWasContinued(activity)
        update()
        if actions.isEmpty {
            graph.report(.other, "No shown view continues user activities of type '\(activity.activityType)' (onContinueUserActivity)", at: nil)
        }
        return actions.count
    }
}
