// For files that `import StoreKit`: asking for an App Store rating (`RequestReviewAction`,
// `EnvironmentValues.requestReview`, `AppStore.requestReview(in:)`,
// `SKStoreReviewController`) is Tether's own implementation with Apple's names; this module
// re-exports it with the rest of Tether. Purchases and products are not part of Tether.
@_exported import Tether
