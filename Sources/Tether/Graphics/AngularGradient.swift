import Foundation

/// Mirrors SwiftUI's `AngularGradient` (a conic gradient): the colours change with the
/// angle around `center` (a unit point of the bounds), clockwise on screen from `startAngle`
/// to `endAngle`. Equal angles make a full turn; more than a turn draws the last one; less
/// fills the rest of the turn with the last colour to half way, then the first. As a view it
/// fills its frame. PNG draws it as a Cairo mesh; SVG, which has no conic gradient, as 720
/// clipped wedges of solid colour.
nonisolated public struct AngularGradient: ShapeStyle, View, ResolvableShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Mirrors `init(gradient:center:angle:)`: a full turn starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    var paint: ResolvedPaint {
        .gradient(ResolvedGradient(gradient: gradient, shape: .angular(center: center, startAngle: startAngle, endAngle: endAngle)))
    }
}

extension AngularGradient: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: paint, stroke: nil)
        node.setChildren([])
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// Mirrors SwiftUI's `angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Mirrors SwiftUI's `angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Mirrors SwiftUI's `angularGradient(stops:center:startAngle:endAngle:)`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Mirrors SwiftUI's `conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// Mirrors SwiftUI's `conicGradient(colors:center:angle:)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// Mirrors SwiftUI's `conicGradient(stops:center:angle:)`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
