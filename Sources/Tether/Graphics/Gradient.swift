import Foundation

/// Mirrors SwiftUI's `Gradient`: colour stops along a line from 0 to 1.
nonisolated public struct Gradient: Hashable, Sendable {
    /// Mirrors `Gradient.Stop`: a colour at a location between 0 and 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced colours: the first at 0, the last at 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops ready to draw: locations clamped to 0...1 (a non-finite one becomes 0) and in
    /// increasing order, equal locations keeping their order; colours in their appearance for
    /// `appearance`.
    func drawableStops(for appearance: ColorAppearance) -> [(RGBA, CGFloat)] {
        orderedStops.map { ($0.color.rgba(for: appearance), $0.location) }
    }

    /// The stops with locations clamped to 0...1 (a non-finite one becomes 0), in increasing
    /// order, equal locations keeping their order.
    var orderedStops: [Stop] {
        func clamped(_ location: CGFloat) -> CGFloat { location.isFinite ? min(1, max(0, location)) : 0 }
        let indexed: [(index: Int, stop: Stop)] = Array(stops.enumerated().map { ($0.offset, $0.element) })
        let ordered = indexed.sorted { a, b in
            let x = clamped(a.stop.location), y = clamped(b.stop.location)
            return x != y ? x < y : a.index < b.index
        }
        return ordered.map { Stop(color: $0.stop.color, location: clamped($0.stop.location)) }
    }
}

/// Mirrors SwiftUI's `LinearGradient`: colours blended along the line from `startPoint` to
/// `endPoint`, given as unit points of the bounds it fills. As a view it fills its frame.
nonisolated public struct LinearGradient: ShapeStyle, View, ResolvableShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var paint: ResolvedPaint { .gradient(ResolvedGradient(gradient: gradient, shape: .linear(start: startPoint, end: endPoint))) }
}

/// Mirrors SwiftUI's `RadialGradient`: colours blended in circles around `center` (a unit point
/// of the bounds) from `startRadius` to `endRadius` points. As a view it fills its frame.
nonisolated public struct RadialGradient: ShapeStyle, View, ResolvableShapeStyle {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var paint: ResolvedPaint {
        .gradient(ResolvedGradient(gradient: gradient, shape: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }
}

extension LinearGradient: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: paint, stroke: nil)
        node.setChildren([])
    }
}

extension RadialGradient: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = FillProposalLayout()
        node.drawing = ShapeDrawing(shape: Rectangle(), paint: paint, stroke: nil)
        node.setChildren([])
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// Mirrors SwiftUI's `linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// Mirrors SwiftUI's `linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// Mirrors SwiftUI's `linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// Mirrors SwiftUI's `radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Mirrors SwiftUI's `radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Mirrors SwiftUI's `radialGradient(stops:center:startRadius:endRadius:)`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient style before it knows the bounds it fills.
struct ResolvedGradient: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }
    var gradient: Gradient
    var shape: Shape

    /// The gradient laid over `bounds`, its alpha scaled by `alpha`, its colours in their
    /// `appearance`.
    func paint(in bounds: CGRect, alpha: Double, appearance: ColorAppearance) -> Paint {
        var stops = gradient.drawableStops(for: appearance)
        if alpha < 1 { stops = stops.map { var c = $0.0; c.alpha *= alpha; return (c, $0.1) } }
        guard let first = stops.first else { return .solid(.clear) }
        if stops.count == 1 { return .solid(first.0) }
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        switch shape {
        case .linear(let start, let end):
            let a = point(start), b = point(end)
            guard a.isFinite, b.isFinite else { return .solid(first.0) }
            // A line of no length: SwiftUI shows the last colour beyond it.
            if a == b { return .solid(stops[stops.count - 1].0) }
            return .linear(stops: stops, start: a, end: b)
        case .radial(let center, let startRadius, let endRadius):
            let c = point(center)
            let r0 = startRadius.isFinite ? max(0, startRadius) : 0
            let r1 = endRadius.isFinite ? max(0, endRadius) : 0
            guard c.isFinite else { return .solid(first.0) }
            if r0 == r1 { return .solid(stops[stops.count - 1].0) }
            return .radial(stops: stops, center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let center, let startFraction, let endFraction):
            let c = point(center)
            let f0 = startFraction.isFinite ? max(0, startFraction) : 0, f1 = endFraction.isFinite ? max(0, endFraction) : 0
            // An empty frame or equal fractions: the last colour, as a radial gradient of no length.
            guard c.isFinite, f0 != f1, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
                return .solid(stops[stops.count - 1].0)
            }
            return .elliptical(stops: stops, center: c, radii: bounds.size, startFraction: f0, endFraction: f1)
        case .angular(let center, let startAngle, let endAngle):
            let c = point(center)
            let turn = 2 * Double.pi
            var start = startAngle.radians.isFinite ? startAngle.radians : 0
            let end = endAngle.radians.isFinite ? endAngle.radians : start
            var span = end - start
            // Equal angles: a full turn; more than a turn: the last complete turn.
            if span == 0 { span = turn } else if span > turn { start = end - turn; span = turn }
            guard c.isFinite, span > 0, bounds.isFiniteRect else { return .solid(stops[stops.count - 1].0) }
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let reach = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0
            return .angular(AngularSweep(stops: stops, center: c, startAngle: start, span: span, reach: 2 * reach + 10))
        }
    }
}
