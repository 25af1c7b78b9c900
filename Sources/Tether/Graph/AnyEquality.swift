import Foundation

/// `==` on two values seen as `Any`: true only when both are the same `Equatable` type and equal.
func areEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(toAny: b)
}

extension Equatable {
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
