import Foundation

/// Mirrors SwiftUI's default `animatableData` of a value that is its own vector: the value itself.
extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// Mirrors SwiftUI's `Double: Animatable`: it animates as itself.
extension Double: Animatable {}

/// Mirrors SwiftUI's `CGFloat: Animatable`: it animates as itself.
extension CGFloat: Animatable {}

/// Mirrors SwiftUI's `Float: VectorArithmetic`.
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Mirrors SwiftUI's `Float: Animatable`: it animates as itself.
extension Float: Animatable {}

/// Mirrors SwiftUI's `CGPoint: Animatable`: `x` and `y` animate.
extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// Mirrors SwiftUI's `CGSize: Animatable`: `width` and `height` animate.
extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

/// Mirrors SwiftUI's `CGRect: Animatable`: its origin and size animate.
extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

/// Mirrors SwiftUI's `Angle: Animatable`: its radians animate.
extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

/// Mirrors SwiftUI's `UnitPoint: Animatable`: `x` and `y` animate.
extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// Mirrors SwiftUI's `EdgeInsets: Animatable`: the four insets animate.
extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension VectorArithmetic {
    /// Mirrors SwiftUI's `scaled(by:)`: a copy multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Mirrors SwiftUI's `interpolated(towards:amount:)`: `self + (other - self) * amount`
    /// (an amount outside 0...1 extrapolates).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Mirrors SwiftUI's `interpolate(towards:amount:)`: `self = self + (other - self) * amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}
