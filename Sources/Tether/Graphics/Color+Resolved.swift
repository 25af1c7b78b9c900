import Foundation

extension Color {
    /// Mirrors SwiftUI's `Color.Resolved` (iOS 17): a colour's components as they are drawn in
    /// one environment — sRGB (gamma-encoded) red, green and blue and an opacity, each 0...1.
    /// The `linear…` components are the same colour in linear sRGB. It is a shape style that
    /// draws its components in every appearance.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible, ShapeStyle, ResolvableShapeStyle, Animatable {
        /// Mirrors `red`.
        public var red: Float
        /// Mirrors `green`.
        public var green: Float
        /// Mirrors `blue`.
        public var blue: Float
        /// Mirrors `opacity`.
        public var opacity: Float

        /// Mirrors `init(colorSpace:red:green:blue:opacity:)`: components in `colorSpace`
        /// (Display P3 is read as sRGB, as Tether draws).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                self.init(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
            } else {
                self.init(red: red, green: green, blue: blue, opacity: opacity)
            }
        }
        private init(red: Float, green: Float, blue: Float, opacity: Float) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// Mirrors `linearRed`.
        public var linearRed: Float {
            get { Self.decode(red) }
            set { red = Self.encode(newValue) }
        }
        /// Mirrors `linearGreen`.
        public var linearGreen: Float {
            get { Self.decode(green) }
            set { green = Self.encode(newValue) }
        }
        /// Mirrors `linearBlue`.
        public var linearBlue: Float {
            get { Self.decode(blue) }
            set { blue = Self.encode(newValue) }
        }

        /// Mirrors `description`: `#RRGGBBAA`, each component rounded to a byte.
        public var description: String {
            [red, green, blue, opacity].map { component in
                let byte = Int((Double(component.isNaN ? 0 : min(1, max(0, component))) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.reduce("#", +)
        }

        /// Mirrors `animatableData`: the linear components and the opacity, which SwiftUI
        /// interpolates.
        public var animatableData: AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>> {
            get { AnimatablePair(AnimatablePair(linearRed, linearGreen), AnimatablePair(linearBlue, opacity)) }
            set {
                linearRed = newValue.first.first; linearGreen = newValue.first.second
                linearBlue = newValue.second.first; opacity = newValue.second.second
            }
        }

        var paint: ResolvedPaint { .color(Color(self)) }

        /// sRGB's transfer function, linear to encoded.
        private static func encode(_ c: Float) -> Float { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        /// sRGB's transfer function, encoded to linear.
        private static func decode(_ c: Float) -> Float { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    }

    /// Mirrors `resolve(in:)` (iOS 17): the components this colour draws with in `environment`
    /// (its colour scheme, contrast and level).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = rgba(in: environment)
        return Resolved(colorSpace: .sRGB, red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// Mirrors `init(_:)` with a custom colour (iOS 17): a style of the app's own whose
    /// `resolve(in:)` gives a `Color.Resolved`. A Tether colour has one set of components per
    /// appearance, so the style is resolved once for each (light and dark, standard and
    /// increased contrast, base and elevated level) in an environment that is otherwise the
    /// default one; what it reads of other environment values is their default.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.init(adapting: { appearance in
            var environment = EnvironmentValues()
            environment.colorScheme = appearance.scheme
            environment.colorSchemeContrast = appearance.contrast
            environment.isElevatedLevel = appearance.elevated
            return Color(color.resolve(in: environment)).rgba
        })
    }

    /// Mirrors `init(_:)` with a `Color.Resolved`: a colour of those components in every appearance.
    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
