import Foundation

// Mirrors SwiftUI's static shape members (iOS 17): `.clipShape(.rect(cornerRadius: 8))`,
// `.contentShape(.rect)`, `.background(.blue, in: .capsule)` — each the built-in shape it names.

extension Shape where Self == Rectangle {
    /// Mirrors `rect`: a rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// Mirrors `rect(cornerRadius:style:)`: a rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// Mirrors `rect(cornerSize:style:)`: a rounded rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// Mirrors `rect(cornerRadii:style:)`: a rectangle with its own radius at each corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// Mirrors `rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// Mirrors `capsule`.
    public static var capsule: Capsule { Capsule() }
    /// Mirrors `capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// Mirrors `circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// Mirrors `ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// Mirrors `containerRelative`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
