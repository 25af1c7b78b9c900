import Foundation

/// Mirrors the key-value coding Apple's `UserDefaults` inherits from `NSObject`, which Foundation
/// on Linux lacks (it has no Objective-C runtime): a defaults key is a key path of one
/// component, so `setValue(_:forKey:)` is `set(_:forKey:)` and `value(forKey:)` is
/// `object(forKey:)`; a write re-evaluates the views whose `@AppStorage` reads the key, as on
/// iOS. (A write through `set(_:forKey:)` itself is not seen by them until they are evaluated
/// again: Foundation on Linux posts no change notification to watch.)
extension UserDefaults {
    /// Mirrors `setValue(_:forKey:)` on `UserDefaults`: stores `value` (nil removes the key).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
        AppStorageReaders.changed(store: self, key: key)
    }

    /// Mirrors `value(forKey:)` on `UserDefaults`: the stored object, nil when missing.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
