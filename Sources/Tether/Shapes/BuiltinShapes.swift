import Foundation

/// Mirrors SwiftUI's `Rectangle`.
nonisolated public struct Rectangle: InsettableShape {
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

/// Mirrors SwiftUI's `RoundedRectangle`.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: corner, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// Mirrors SwiftUI's `Capsule`: a rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

/// Mirrors SwiftUI's `Circle`: the largest circle centred in the rectangle.
nonisolated public struct Circle: InsettableShape {
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

/// Mirrors SwiftUI's `Ellipse`: the ellipse filling the rectangle.
nonisolated public struct Ellipse: InsettableShape {
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

/// Mirrors SwiftUI's `Path` as a shape: drawn as it is, whatever the rectangle.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
    /// Mirrors SwiftUI: a path is drawn where its points are (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// Mirrors SwiftUI's `AnyShape`.
nonisolated public struct AnyShape: Shape {
    let base: any Shape
    public init<S: Shape>(_ shape: S) { base = shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    /// Mirrors SwiftUI: the wrapped shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}
