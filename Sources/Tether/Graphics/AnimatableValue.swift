import Foundation

/// The values layer animations carry (`fromValue`, `values`…), as Core Animation reads them:
/// numbers (`NSNumber` or Swift numbers), points, sizes and rectangles (also in `NSValue`s),
/// `CGColor`s, `CATransform3D`s and `CGPath`s.
enum AnimatableValue {
    /// A number: an `NSNumber` or a Swift number (also how attributed strings' number
    /// attributes are read).
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
    static func point(_ value: Any) -> CGPoint? {
        if let point = value as? CGPoint { return point }
        return (value as? NSValue).map(\.cgPointValue)
    }
    static func size(_ value: Any) -> CGSize? {
        if let size = value as? CGSize { return size }
        return (value as? NSValue).map(\.cgSizeValue)
    }
    static func rect(_ value: Any) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        return (value as? NSValue).map(\.cgRectValue)
    }

    /// `a + b` for numbers, points and sizes (nil for other values).
    static func sum(_ a: Any, _ b: Any) -> Any? {
        if let x = number(a), let y = number(b) { return x + y }
        if let x = a as? CGPoint, let y = point(b) { return CGPoint(x: x.x + y.x, y: x.y + y.y) }
        if let x = a as? CGSize, let y = size(b) { return CGSize(width: x.width + y.width, height: x.height + y.height) }
        if a is NSValue, let x = point(a), let y = point(b) { return CGPoint(x: x.x + y.x, y: x.y + y.y) }
        return nil
    }
    /// `a − b` for numbers, points and sizes (nil for other values).
    static func difference(_ a: Any, _ b: Any) -> Any? {
        if let x = number(a), let y = number(b) { return x - y }
        if let x = a as? CGPoint, let y = point(b) { return CGPoint(x: x.x - y.x, y: x.y - y.y) }
        if let x = a as? CGSize, let y = size(b) { return CGSize(width: x.width - y.width, height: x.height - y.height) }
        return nil
    }
}
