import Foundation

/// An object of one thread, kept in its thread dictionary under a key and made on first use:
/// the per-thread state UIKit and Core Animation keep (the graphics context stack, the
/// transaction stack).
enum ThreadLocalObject {
    static func get<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Object { return existing }
        let made = make()
        dictionary[key] = made
        return made
    }
}
