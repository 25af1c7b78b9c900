import Foundation

/// Mirrors SwiftUI's `FillShapeStyle` (iOS 17), `.fill`: the overlay fills iOS puts on top
/// of a background, translucent so the background shows through — `systemFill` (a slider's
/// track), and at its levels `secondarySystemFill` (a switch's background),
/// `tertiarySystemFill` (fields, search bars, buttons) and `quaternarySystemFill` (large
/// areas), each with iOS's light and dark values.
@frozen public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Mirrors `init()`.
    public init() {}
    var paint: ResolvedPaint { .color(SystemColors.systemFill) }

    /// The primary fill, `systemFill`.
    public var primary: some ShapeStyle { SystemColors.systemFill }
    /// The secondary fill, `secondarySystemFill`.
    public var secondary: some ShapeStyle { SystemColors.secondarySystemFill }
    /// The tertiary fill, `tertiarySystemFill`.
    public var tertiary: some ShapeStyle { SystemColors.tertiarySystemFill }
    /// The quaternary fill, `quaternarySystemFill`.
    public var quaternary: some ShapeStyle { SystemColors.quaternarySystemFill }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// Mirrors SwiftUI's `fill` shape style (iOS 17): the overlay fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
