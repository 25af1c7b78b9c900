import Foundation

/// UIKit's `NSValue` additions for geometry, which Foundation on Linux lacks (it has the
/// AppKit-named `rectValue`, `pointValue` and `sizeValue`): what keyboard notifications'
/// `userInfo` frames are read with (`(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`).
extension NSValue {
    /// Mirrors `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Mirrors `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Mirrors `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Mirrors `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// Mirrors `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// Mirrors `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}
