import Foundation

/// Mirrors SwiftUI's `SeparatorShapeStyle` (iOS 17): the style of separator and border lines,
/// iOS's `separator` colour (#3C3C43 at 29 %; #545458 at 60 % in dark mode).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Mirrors `init()`.
    public init() {}
    var paint: ResolvedPaint { .color(SystemColors.separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// Mirrors SwiftUI's `separator` shape style (iOS 17).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
