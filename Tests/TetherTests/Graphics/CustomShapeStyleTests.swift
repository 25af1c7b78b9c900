import Foundation
import Testing
@testable import Tether

/// Shape styles of the app's own (`ShapeStyle.resolve(in:)`, iOS 17): resolved in the
/// environment of the view that draws with them, as SwiftUI resolves them.
@MainActor
@Suite struct CustomShapeStyleTests {
    /// Black in light mode, white in dark mode (Apple's documented example of a custom style).
    struct SchemeStyle: ShapeStyle, Hashable {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.white : Color.black
        }
    }

    /// Reads an environment value of the app's own.
    struct AccentStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color {
            environment.brandIsWarm ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 0, green: 0, blue: 1)
        }
    }

    /// Resolves to a gradient, red at the top and blue at the bottom.
    struct GradientStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> LinearGradient {
            LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)
        }
    }

    /// Resolves to itself: a loop SwiftUI would never finish.
    struct SelfStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> SelfStyle { self }
    }

    /// A custom colour for `Color(_:)`: green in light mode, red in dark mode.
    struct SchemeColor: ShapeStyle, Hashable {
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            environment.colorScheme == .dark
                ? Color.Resolved(red: 1, green: 0, blue: 0)
                : Color.Resolved(red: 0, green: 1, blue: 0)
        }
    }

    private func centre<V: View>(_ view: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try pixels(view, width: 20, height: 20, scale: 1).pixel(x: 10, y: 10)
    }

    @Test func aCustomStyleIsResolvedInTheColorSchemeWhereItIsDrawn() throws {
        #expect(near(try centre(Rectangle().fill(SchemeStyle())), 0, 0, 0))
        #expect(near(try centre(Rectangle().fill(SchemeStyle()).environment(\.colorScheme, .dark)), 255, 255, 255))
        // The same style as a foreground style, used by a shape that fills with it.
        #expect(near(try centre(Rectangle().foregroundStyle(SchemeStyle()).environment(\.colorScheme, .dark)), 255, 255, 255))
    }

    @Test func aCustomStyleReadsTheEnvironmentValuesOfTheViewThatDrawsWithIt() throws {
        // The style is made once, outside; the value is set between it and the shape.
        let style = AccentStyle()
        let view = VStack(spacing: 0) {
            Rectangle().fill(style).frame(height: 10)
            Rectangle().fill(style).frame(height: 10).environment(\.brandIsWarm, true)
        }
        let p = try pixels(view, width: 20, height: 20, scale: 1)
        #expect(near(p.pixel(x: 10, y: 5), 0, 0, 255))
        #expect(near(p.pixel(x: 10, y: 15), 255, 128, 0))
    }

    @Test func aCustomStyleResolvingToAGradientDrawsTheGradient() throws {
        let p = try pixels(Rectangle().fill(GradientStyle()), width: 20, height: 20, scale: 1)
        let top = p.pixel(x: 10, y: 0), bottom = p.pixel(x: 10, y: 19)
        #expect(top.r > 230 && top.b < 25)
        #expect(bottom.b > 230 && bottom.r < 25)
    }

    @Test func modifiersOnACustomStyleApplyToWhatItResolvesTo() throws {
        // 50 % black: alpha 128 of 255.
        let half = try centre(Rectangle().fill(SchemeStyle().opacity(0.5)))
        #expect(half.r == 0 && abs(half.a - 128) <= 1)
        // `AnyShapeStyle` keeps the style unresolved too.
        #expect(near(try centre(Rectangle().fill(AnyShapeStyle(SchemeStyle())).environment(\.colorScheme, .dark)), 255, 255, 255))
    }

    @Test func aStyleResolvingToItselfIsReportedAndDrawnInTheForegroundStyle() throws {
        let h = host(Rectangle().fill(SelfStyle()).foregroundStyle(Color(red: 0, green: 0, blue: 1)), width: 20, height: 20)
        let p = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
        #expect(near(p, 0, 0, 255))
        #expect(h.diagnostics.contains { $0.message.contains("SelfStyle") && $0.message.contains("more than 32 deep") })
    }

    @Test func aColorMadeFromACustomColorStyleTakesItsComponentsInEachAppearance() throws {
        let color = Color(SchemeColor())
        #expect(near(try centre(color), 0, 255, 0))
        #expect(near(try centre(color.environment(\.colorScheme, .dark)), 255, 0, 0))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(color.resolve(in: dark) == Color.Resolved(red: 1, green: 0, blue: 0))
    }

    @Test func equalHashableCustomStylesAreEqualPaints() {
        #expect(resolvePaint(SchemeStyle()) == resolvePaint(SchemeStyle()))
        // A style that is not `Hashable` is equal only to the paint made from that value.
        let accent = resolvePaint(AccentStyle())
        #expect(accent == accent)
        #expect(accent != resolvePaint(AccentStyle()))
    }
}

private struct BrandIsWarmKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    fileprivate var brandIsWarm: Bool {
        get { self[BrandIsWarmKey.self] }
        set { self[BrandIsWarmKey.self] = newValue }
    }
}
