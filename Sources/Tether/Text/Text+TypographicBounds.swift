import Foundation

extension Text.Layout {
    /// Mirrors `Text.Layout.TypographicBounds`: where a line, run or slice sits — the left end
    /// of its baseline in the text view's space — and how far it reaches: its advance width,
    /// ascent above the baseline, descent below it, and the leading after it.
    public struct TypographicBounds: Equatable, Sendable {
        /// Mirrors `origin`: the left end of the baseline, relative to the text view.
        public var origin: CGPoint
        /// Mirrors `width`.
        public var width: CGFloat
        /// Mirrors `ascent`.
        public var ascent: CGFloat
        /// Mirrors `descent`.
        public var descent: CGFloat
        /// Mirrors `leading`.
        public var leading: CGFloat

        /// Mirrors `init()`: empty bounds at the origin.
        public init() {
            origin = .zero; width = 0; ascent = 0; descent = 0; leading = 0
        }

        /// Mirrors `rect`: from the ascent above the baseline to the descent below it, as wide
        /// as the advance.
        public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }

        /// These bounds with the origin moved by `shift`.
        func moved(by shift: CGSize) -> TypographicBounds {
            var moved = self
            moved.origin.x += shift.width
            moved.origin.y += shift.height
            return moved
        }
    }
}
