import Foundation
import Testing
@testable import Tether

/// Dark mode: system colours, hierarchical styles, materials and the built-in chrome take iOS's
/// documented dark values when the environment's `colorScheme` is dark (the host's setting,
/// `preferredColorScheme(.dark)` or `environment(\.colorScheme, .dark)`), and keep their light
/// values otherwise. Expected pixels are Apple's published system colour values.
@MainActor
@Suite struct DarkAppearanceTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    /// The PNG of `view` at scale 1 on a `width`×`height` canvas in `scheme`.
    private func render<V: View>(_ view: V, width: CGFloat = 40, height: CGFloat = 40, scheme: ColorScheme = .dark) throws -> DecodedPixels {
        let h = host(view, width: width, height: height)
        h.colorScheme = scheme
        h.update()
        return try PNGDecoder.decode(h.pngData(scale: 1))
    }

    private func expectPixel(_ p: Pixel, _ expected: Pixel, tolerance: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(p.r - expected.r) <= tolerance && abs(p.g - expected.g) <= tolerance
            && abs(p.b - expected.b) <= tolerance && abs(p.a - expected.a) <= tolerance
        #expect(ok, "pixel \(p) is not \(expected)", sourceLocation: sourceLocation)
    }

    /// The centre pixel of `color` filling the canvas in `scheme`.
    private func fill(_ color: Color, _ scheme: ColorScheme = .dark) throws -> Pixel {
        try render(color, scheme: scheme).pixel(x: 20, y: 20)
    }

    @Test func standardColoursTakeTheirDarkValues() throws {
        expectPixel(try fill(.red), (255, 66, 69, 255))        // #FF4245
        expectPixel(try fill(.blue), (0, 145, 255, 255))       // #0091FF
        expectPixel(try fill(.green), (48, 209, 88, 255))      // #30D158
        expectPixel(try fill(.orange), (255, 146, 48, 255))    // #FF9230
        expectPixel(try fill(.yellow), (255, 214, 0, 255))     // #FFD600
        expectPixel(try fill(.purple), (219, 52, 242, 255))    // #DB34F2
        expectPixel(try fill(.indigo), (109, 124, 255, 255))   // #6D7CFF
        expectPixel(try fill(.pink), (255, 55, 95, 255))       // #FF375F
        expectPixel(try fill(.teal), (0, 210, 224, 255))       // #00D2E0
        expectPixel(try fill(.cyan), (60, 211, 254, 255))      // #3CD3FE
        // Gray is the same in both appearances; white and black never adapt.
        expectPixel(try fill(.gray), (142, 142, 147, 255))
        expectPixel(try fill(.white), (255, 255, 255, 255))
        expectPixel(try fill(.black), (0, 0, 0, 255))
    }

    @Test func standardColoursKeepTheirLightValuesInLightMode() throws {
        expectPixel(try fill(.red, .light), (255, 56, 60, 255))   // #FF383C
        expectPixel(try fill(.blue, .light), (0, 136, 255, 255))  // #0088FF
        expectPixel(try fill(Color(.systemBackground), .light), (255, 255, 255, 255))
        expectPixel(try fill(Color(.secondarySystemBackground), .light), (242, 242, 247, 255))
    }

    @Test func uiKitElementColoursTakeTheirDarkValues() throws {
        expectPixel(try fill(Color(.systemBackground)), (0, 0, 0, 255))
        expectPixel(try fill(Color(.secondarySystemBackground)), (28, 28, 30, 255))      // #1C1C1E
        expectPixel(try fill(Color(.tertiarySystemBackground)), (44, 44, 46, 255))       // #2C2C2E
        expectPixel(try fill(Color(.systemGroupedBackground)), (0, 0, 0, 255))
        expectPixel(try fill(Color(.secondarySystemGroupedBackground)), (28, 28, 30, 255))
        expectPixel(try fill(Color(.label)), (255, 255, 255, 255))
        // #EBEBF5 at 60 %: 0.6 × 255 = 153.
        expectPixel(try fill(Color(.secondaryLabel)), (235, 235, 245, 153))
        // #545458 at 60 %.
        expectPixel(try fill(Color(.separator)), (84, 84, 88, 153))
        expectPixel(try fill(Color(uiColor: .systemGray6)), (28, 28, 30, 255))
        expectPixel(try fill(Color(uiColor: .systemGray2)), (99, 99, 102, 255))          // #636366
        expectPixel(try fill(Color(.systemBlue)), (0, 145, 255, 255))
        // #787880 at 36 %: 0.36 × 255 = 91.8.
        expectPixel(try fill(Color(.systemFill)), (120, 120, 128, 92))
    }

    @Test func primaryAndSecondaryFollowTheLabelColours() throws {
        expectPixel(try fill(.primary), (255, 255, 255, 255))
        expectPixel(try fill(.secondary), (235, 235, 245, 153))
        expectPixel(try fill(.primary, .light), (0, 0, 0, 255))
        expectPixel(try fill(.secondary, .light), (60, 60, 67, 153))
    }

    @Test func hierarchicalStylesAreTheDarkLabelColours() throws {
        func level(_ style: HierarchicalShapeStyle) throws -> Pixel {
            try render(Rectangle().fill(style)).pixel(x: 20, y: 20)
        }
        expectPixel(try level(.primary), (255, 255, 255, 255))
        expectPixel(try level(.secondary), (235, 235, 245, 153))   // 60 %
        expectPixel(try level(.tertiary), (235, 235, 245, 77))     // 30 %: 76.5
        // quaternaryLabel: 16 %, 40.8 (at so low an alpha the 8-bit premultiplied surface rounds the blue)
        expectPixel(try level(.quaternary), (235, 235, 245, 41), tolerance: 3)
    }

    @Test func textIsDrawnInWhiteByDefault() throws {
        let p = try render(Text("█").font(.system(size: 60)), width: 80, height: 80)
        var solid: [Pixel] = []
        for y in 0..<80 { for x in 0..<80 { let px = p.pixel(x: x, y: y); if px.a == 255 { solid.append(px) } } }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { $0.r == 255 && $0.g == 255 && $0.b == 255 })
    }

    @Test func theTintIsTheDarkSystemBlue() throws {
        expectPixel(try render(Rectangle().fill(.tint)).pixel(x: 20, y: 20), (0, 145, 255, 255))
        expectPixel(try fill(.accentColor), (0, 145, 255, 255))
        // A tint set to a system colour adapts too.
        expectPixel(try render(Rectangle().fill(.tint).tint(.orange)).pixel(x: 20, y: 20), (255, 146, 48, 255))
    }

    @Test func theEnvironmentValueDarkensASubtreeOnly() throws {
        let view = HStack(spacing: 0) { Color.blue; Color.blue.environment(\.colorScheme, .dark) }
        let p = try render(view, scheme: .light)
        expectPixel(p.pixel(x: 5, y: 20), (0, 136, 255, 255))
        expectPixel(p.pixel(x: 35, y: 20), (0, 145, 255, 255))
    }

    @Test func aPreferredDarkSchemeDarkensTheWholeWindow() throws {
        let view = VStack(spacing: 0) { Color.red; Color.blue.preferredColorScheme(.dark) }
        let p = try render(view, scheme: .light)
        expectPixel(p.pixel(x: 20, y: 5), (255, 66, 69, 255))
        expectPixel(p.pixel(x: 20, y: 35), (0, 145, 255, 255))
    }

    @Test func opacityAndGradientsKeepBothAppearances() throws {
        // (Straight alpha read back from 50 % coverage rounds each channel by a few units.)
        expectPixel(try fill(Color.blue.opacity(0.5)), (0, 145, 255, 128), tolerance: 3)
        let gradient = Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom))
        expectPixel(try render(gradient).pixel(x: 20, y: 20), (255, 66, 69, 255))
        // Mixing two system colours mixes each appearance: red and blue halfway in sRGB.
        let mixed = Color.red.mix(with: .blue, by: 0.5, in: .device)
        expectPixel(try fill(mixed), ((255 + 0) / 2, (66 + 145) / 2, (69 + 255) / 2, 255))
    }

    @Test func theBackgroundStyleIsTheDarkSystemBackground() throws {
        expectPixel(try render(Rectangle().fill(.background)).pixel(x: 20, y: 20), (0, 0, 0, 255))
        expectPixel(try render(Rectangle().fill(.background), scheme: .light).pixel(x: 20, y: 20), (255, 255, 255, 255))
    }

    @Test func anInsetGroupedListDrawsBlackBehindDarkGreyRows() throws {
        // insetGrouped: the first row's card starts 35 pt down, 16 pt in from the edges.
        let list = List { Text("Row") }
        let dark = try render(list, width: 200, height: 200)
        expectPixel(dark.pixel(x: 5, y: 5), (0, 0, 0, 255))          // systemGroupedBackground
        expectPixel(dark.pixel(x: 180, y: 50), (28, 28, 30, 255))    // secondarySystemGroupedBackground
        let light = try render(list, width: 200, height: 200, scheme: .light)
        expectPixel(light.pixel(x: 5, y: 5), (242, 242, 247, 255))
        expectPixel(light.pixel(x: 180, y: 50), (255, 255, 255, 255))
    }

    @Test func aPlainListIsBlackInDarkMode() throws {
        let p = try render(List { Text("Row") }.listStyle(.plain), width: 200, height: 200)
        expectPixel(p.pixel(x: 180, y: 20), (0, 0, 0, 255))
        expectPixel(p.pixel(x: 180, y: 150), (0, 0, 0, 255))
    }

    @Test func materialsTakeADarkTint() throws {
        // Over white, the regular material's dark tint (#1D1D1D at 72 %) leaves
        // 0.72 × 29 + 0.28 × 255 ≈ 92; the light tint (white) leaves white.
        let view = ZStack { Color.white; Rectangle().fill(.regularMaterial) }
        expectPixel(try render(view).pixel(x: 20, y: 20), (92, 92, 92, 255), tolerance: 2)
        expectPixel(try render(view, scheme: .light).pixel(x: 20, y: 20), (255, 255, 255, 255))
    }

    @Test func theTabBarIsDarkGreyInDarkMode() throws {
        let tabs = TabView {
            Text("One").tabItem { Text("One") }
            Text("Two").tabItem { Text("Two") }
        }
        let p = try render(tabs, width: 200, height: 300)
        // The bar's background, #1D1D1D, at its bottom-left corner.
        expectPixel(p.pixel(x: 2, y: 297), (29, 29, 29, 255))
        let light = try render(tabs, width: 200, height: 300, scheme: .light)
        expectPixel(light.pixel(x: 2, y: 297), (249, 249, 249, 255))
    }

    @Test func controlsTakeTheirDarkChrome() throws {
        // A toggle that is on: its track is the dark system green.
        let on = try render(Toggle("", isOn: .constant(true)), width: 51, height: 31)
        expectPixel(on.pixel(x: 8, y: 15), (48, 209, 88, 255))
        // A segmented picker's selected segment is #636366 in dark mode.
        let picker = Picker("", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
        let p = try render(picker, width: 200, height: 32)
        expectPixel(p.pixel(x: 10, y: 16), (99, 99, 102, 255))
    }

    @Test func dynamicProviderColoursResolveWithTheScheme() throws {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        expectPixel(try fill(Color(uiColor: dynamic)), (255, 0, 0, 255))
        expectPixel(try fill(Color(uiColor: dynamic), .light), (0, 0, 255, 255))
        let resolved = dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var red: CGFloat = 0, blue: CGFloat = 0
        _ = resolved.getRed(&red, green: nil, blue: &blue, alpha: nil)
        #expect(red == 1 && blue == 0)
        // A system colour resolved for dark traits no longer adapts.
        let darkBlue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        expectPixel(try fill(Color(uiColor: darkBlue), .light), (0, 145, 255, 255))
    }

    @Test func componentColoursDoNotAdapt() throws {
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
        let dark = try fill(custom), light = try fill(custom, .light)
        #expect(dark == light)
    }
}

/// A sheet is an elevated surface: in dark mode its grouped backgrounds are iOS's elevated
/// ones (#1C1C1E behind #2C2C2E rows) rather than black behind #1C1C1E.
@MainActor
@Suite struct DarkElevatedSheetTests {
    @Test func aListInASheetTakesTheElevatedDarkBackgrounds() throws {
        struct Presenter: View {
            @State var shown = true
            var body: some View {
                Color.clear.sheet(isPresented: $shown) { List { Text("Row") } }
            }
        }
        let h = host(Presenter(), width: 200, height: 400)
        h.colorScheme = .dark
        h.update()
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        // The sheet starts 10 pt down (large detent); its list's first card 35 pt below that.
        let background = p.pixel(x: 5, y: 30), row = p.pixel(x: 180, y: 65)
        #expect(background.r == 28 && background.g == 28 && background.b == 30)
        #expect(row.r == 44 && row.g == 44 && row.b == 46)
        // The same colours outside a sheet stay on the base level.
        #expect(Color(.systemGroupedBackground).rgba(for: .dark) == RGBA(0, 0, 0, 1))
        #expect(Color(.systemGroupedBackground).rgba(for: .dark, elevated: true) == RGBA(28 / 255, 28 / 255, 30 / 255, 1))
    }
}

/// Colour effects multiply by a system colour's value in the view's appearance.
@MainActor
@Suite struct DarkColorMultiplyTests {
    @Test func colorMultiplyTakesTheDarkValueOfASystemColour() throws {
        // White multiplied by blue is that blue: #0091FF in dark mode, #0088FF in light mode.
        let view = Color.white.colorMultiply(.blue)
        let h = host(view, width: 20, height: 20)
        h.colorScheme = .dark
        h.update()
        let dark = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
        #expect(dark.r == 0 && dark.g == 145 && dark.b == 255)
        h.colorScheme = .light
        h.update()
        let light = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
        #expect(light.r == 0 && light.g == 136 && light.b == 255)
    }

    @Test func aCanvasFilterMultipliesByTheDarkValue() throws {
        let canvas = Canvas { context, size in
            context.addFilter(.colorMultiply(.red))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
        }
        let h = host(canvas, width: 20, height: 20)
        h.colorScheme = .dark
        h.update()
        let p = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
        #expect(p.r == 255 && p.g == 66 && p.b == 69)
    }

    @Test func aVisualEffectsColorMultiplyTakesTheDarkValue() throws {
        // White multiplied by green is iOS's dark system green, #30D158.
        let view = Color.white.visualEffect { effect, _ in effect.colorMultiply(.green) }
        let h = host(view, width: 20, height: 20)
        h.colorScheme = .dark
        h.update()
        let p = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
        #expect(p.r == 48 && p.g == 209 && p.b == 88)
    }
}
