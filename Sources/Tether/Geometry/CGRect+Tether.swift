import Foundation

extension CGSize {
    /// True when both dimensions are finite numbers.
    var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Tether's finite rectangles: origin and size both finite.
    var isFiniteRect: Bool { origin.isFinite && size.isFinite }
}

extension CGFloat {
    /// `self` when finite, `fallback` otherwise (NaN and ±∞ never reach a frame).
    func finiteOr(_ fallback: CGFloat) -> CGFloat { isFinite ? self : fallback }
}
