import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics): mirrors Core Graphics'
/// `CGPathDrawingMode`, what `CGContext.drawPath(using:)` paints of the current path.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    /// The inside by the non-zero winding rule.
    case fill = 0
    /// The inside by the even-odd rule.
    case eoFill
    /// The outline.
    case stroke
    /// The inside (non-zero winding), then the outline.
    case fillStroke
    /// The inside (even-odd), then the outline.
    case eoFillStroke
}
#endif
