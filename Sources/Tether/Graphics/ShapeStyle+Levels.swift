import Foundation

extension ShapeStyle {
    /// Mirrors SwiftUI's `ShapeStyle.primary` instance property (iOS 17): the first level of
    /// this style, the style itself.
    public var primary: some ShapeStyle { level(0) }
    /// Mirrors SwiftUI's `ShapeStyle.secondary` instance property (iOS 17): the second level
    /// of this style (`Color.red.secondary` is red as much fainter as `.secondary` is than
    /// `.primary`: 60 %).
    public var secondary: some ShapeStyle { level(1) }
    /// Mirrors SwiftUI's `ShapeStyle.tertiary` instance property (iOS 17): the third level (30 %).
    public var tertiary: some ShapeStyle { level(2) }
    /// Mirrors SwiftUI's `ShapeStyle.quaternary` instance property (iOS 17): the fourth level (18 %).
    public var quaternary: some ShapeStyle { level(3) }
    /// Mirrors SwiftUI's `ShapeStyle.quinary` instance property (iOS 17): the fifth level (5 %).
    public var quinary: some ShapeStyle { level(4) }

    /// The `level`th level of this style: of the foreground style, that hierarchical level;
    /// of any other style, the style made as faint as the level.
    private func level(_ level: Int) -> ResolvedShapeStyle {
        let paint = resolvePaint(self)
        if case .foreground(let own) = paint { return ResolvedShapeStyle(paint: .foreground(level: min(4, own + level))) }
        guard level > 0 else { return ResolvedShapeStyle(paint: paint) }
        return ResolvedShapeStyle(paint: .opacity(ResolvedPaint.hierarchyAlpha[level], paint))
    }
}
