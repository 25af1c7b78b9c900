import Foundation

/// Mirrors StoreKit's `RequestReviewAction`, the `\.requestReview` environment value: asks
/// the system for the App Store's rating and review prompt. App Store policy decides whether
/// the prompt shows, so an app cannot tell; headlessly each request is recorded in
/// `UIApplication.shared.reviewRequests` (Tether's own) for tests to see.
@MainActor @preconcurrency public struct RequestReviewAction {
    nonisolated init() {}

    /// Mirrors `callAsFunction()`: asks for a rating or review, if appropriate.
    public func callAsFunction() {
        UIApplication.shared.recordReviewRequest(.requestReviewAction)
    }
}

/// Tether's own: one request for the App Store's rating and review prompt, by the API that
/// asked.
public enum ReviewRequest: Hashable, Sendable {
    /// `@Environment(\.requestReview)`'s action was called.
    case requestReviewAction
    /// `AppStore.requestReview(in:)` (iOS 16).
    case appStore
    /// `SKStoreReviewController.requestReview()` or `requestReview(in:)`.
    case storeReviewController
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
    /// Mirrors StoreKit's `requestReview` environment value (iOS 16).
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// Mirrors StoreKit's `AppStore` as far as review requests go.
public enum AppStore {
    /// Mirrors `requestReview(in:)` (iOS 16): asks for a rating or review in the scene, if
    /// appropriate.
    @MainActor @preconcurrency public static func requestReview(in scene: UIWindowScene) {
        UIApplication.shared.recordReviewRequest(.appStore)
    }
}

/// Mirrors StoreKit's `SKStoreReviewController`: the older way to ask for a rating or review.
@MainActor @preconcurrency open class SKStoreReviewController: NSObject {
    /// Mirrors `requestReview()` (deprecated in iOS 14).
    public class func requestReview() {
        UIApplication.shared.recordReviewRequest(.storeReviewController)
    }
    /// Mirrors `requestReview(in:)` (iOS 14; deprecated in iOS 18 for `AppStore.requestReview(in:)`).
    public class func requestReview(in windowScene: UIWindowScene) {
        UIApplication.shared.recordReviewRequest(.storeReviewController)
    }
}

extension UIApplication {
    /// Tether's own: the requests for the App Store's rating and review prompt, in order.
    /// Tether draws no prompt (in development iOS always shows one; in TestFlight never).
    public var reviewRequests: [ReviewRequest] { reviewRequestLog }
    func recordReviewRequest(_ request: ReviewRequest) { reviewRequestLog.append(request) }
}
