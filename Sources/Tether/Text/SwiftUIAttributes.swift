import Foundation

// Foundation on Linux has `AttributedString` and its Foundation scope (`link`, ...) but not
// the SwiftUI scope, which SwiftUI itself defines on Apple's platforms: Tether defines it
// here, so `string.foregroundColor = .red` and `string.font = .title` compile as on iOS.

extension AttributeScopes {
    /// Mirrors SwiftUI's `AttributeScopes.SwiftUIAttributes`: the attributes `Text` draws
    /// a run of an `AttributedString` with, plus Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// Mirrors `font`: the run's font.
        public let font: FontAttribute
        /// Mirrors `foregroundColor`: the run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// Mirrors `backgroundColor`: a fill behind the run's glyphs, as tall as its line box.
        public let backgroundColor: BackgroundColorAttribute
        /// Mirrors `strikethroughStyle`: a line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Mirrors `underlineStyle`: a line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Mirrors `kern`: points added after each character of the run.
        public let kern: KerningAttribute
        /// Mirrors `tracking`: points added after each character; it wins over `kern`.
        public let tracking: TrackingAttribute
        /// Mirrors `baselineOffset`: points the run is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Mirrors `foundation`: Foundation's attributes (`link`, ...).
        public let foundation: FoundationAttributes

        /// Mirrors `AttributeScopes.SwiftUIAttributes.FontAttribute`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.KerningAttribute`.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.TrackingAttribute`.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// Mirrors `AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// Mirrors `AttributeScopes.swiftUI`: the SwiftUI scope, as in `AttributedString(_:including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Mirrors SwiftUI's dynamic member lookup of its attributes: `string.foregroundColor`,
    /// `container.font(...)`, `run.underlineStyle`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
