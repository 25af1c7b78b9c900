import Foundation

/// Mirrors SwiftUI's `EllipticalGradient`: a radial gradient defined in the unit square and
/// stretched with it over the bounds it fills, so its contours are ellipses. Radii are
/// fractions of the bounds' width and height (0.5 reaches the edges from the centre). As a
/// view it fills its frame.
nonisolated public struct EllipticalGradient: ShapeStyle, View, ResolvableShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    var paint: ResolvedPaint {
        .gradient(ResolvedGradient(gradient: gradient, shape: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)))
    }
}

extension EllipticalGradient: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: paint, stroke: nil)
        node.setChildren([])
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// Mirrors SwiftUI's `ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Mirrors SwiftUI's `ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Mirrors SwiftUI's `ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
