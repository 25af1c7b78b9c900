import Foundation

/// Marks a view that advertises a user activity of `activityType` (`userActivity`): `update`
/// fills in the activity.
struct UserActivityAdvertiserAttribute: NodeAttribute {
    let activityType: String
    let update: (NSUserActivity) -> Void
}

/// Marks a view whose `onContinueUserActivity` action runs when the app continues an activity
/// of `activityType`.
struct UserActivityContinuationAttribute: NodeAttribute {
    let activityType: String
    let action: (NSUserActivity) -> Void
}

/// The modifier behind `userActivity(_:isActive:_:)` and `userActivity(_:element:_:)`; an
/// inactive one (nil update) advertises nothing.
nonisolated struct _UserActivityModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let activityType: String
    nonisolated(unsafe) let update: ((NSUserActivity) -> Void)?
    var attributes: [NodeAttribute] {
        update.map { [UserActivityAdvertiserAttribute(activityType: activityType, update: $0)] } ?? []
    }
}

/// The modifier behind `onContinueUserActivity(_:perform:)`.
nonisolated struct _ContinueUserActivityModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let activityType: String
    nonisolated(unsafe) let action: (NSUserActivity) -> Void
    var attributes: [NodeAttribute] { [UserActivityContinuationAttribute(activityType: activityType, action: action)] }
}

extension View {
    /// Mirrors SwiftUI's `userActivity(_:isActive:_:)`: while the view is shown and `isActive`
    /// is true, its scene advertises an activity of `activityType` that `update` fills in
    /// (several views advertising one type each fill in the same activity, in view-tree order).
    /// Tether's own `ViewHost.advertisedUserActivities` shows the result.
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true,
                                         _ update: @escaping (NSUserActivity) -> ()) -> some View {
        modifier(_UserActivityModifier(activityType: activityType, update: isActive ? update : nil))
    }

    /// Mirrors SwiftUI's `userActivity(_:element:_:)`: advertises while `element` is not nil,
    /// handing the element to `update` with the activity.
    nonisolated public func userActivity<P>(_ activityType: String, element: P?,
                                            _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
        nonisolated(unsafe) let element = element
        return modifier(_UserActivityModifier(activityType: activityType,
                                              update: element.map { element in { update(element, $0) } }))
    }

    /// Mirrors SwiftUI's `onContinueUserActivity(_:perform:)`: runs `action` when the app
    /// continues an activity of `activityType` (from Handoff, Spotlight or Siri) while the view
    /// is shown; Tether's own `ViewHost.continueUserActivity(_:)` delivers one.
    nonisolated public func onContinueUserActivity(_ activityType: String,
                                                   perform action: @escaping (NSUserActivity) -> ()) -> some View {
        modifier(_ContinueUserActivityModifier(activityType: activityType, action: action))
    }
}
