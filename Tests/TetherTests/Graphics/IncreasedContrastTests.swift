import Foundation
import Testing
@testable import Tether

/// Increase Contrast: with the host's `colorSchemeContrast` set to `.increased` (the user's
/// accessibility setting), views read `.increased` from the environment and the system colours
/// draw the "Increased contrast" values of Apple's Human Interface Guidelines ("Color", iOS 26's
/// table), in light and dark mode. Expected pixels are the HIG's published values.
@MainActor
@Suite struct IncreasedContrastTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    /// The centre pixel of `view` filling a 20×20 canvas at scale 1.
    private func pixel<V: View>(_ view: V, scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .increased) throws -> Pixel {
        let h = ViewHost(view, size: CGSize(width: 20, height: 20))
        h.colorScheme = scheme
        h.colorSchemeContrast = contrast
        h.update()
        return try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10)
    }

    private func expectPixel(_ p: Pixel, _ expected: (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(p.r - expected.0) <= 1 && abs(p.g - expected.1) <= 1 && abs(p.b - expected.2) <= 1 && p.a == 255
        #expect(ok, "pixel \(p) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func standardColoursTakeTheirIncreasedContrastValuesInLightMode() throws {
        expectPixel(try pixel(Color.red), (233, 21, 45))       // #E9152D
        expectPixel(try pixel(Color.orange), (197, 83, 0))     // #C55300
        expectPixel(try pixel(Color.yellow), (161, 106, 0))    // #A16A00
        expectPixel(try pixel(Color.green), (0, 137, 50))      // #008932
        expectPixel(try pixel(Color.mint), (0, 133, 117))      // #008575
        expectPixel(try pixel(Color.teal), (0, 129, 152))      // #008198
        expectPixel(try pixel(Color.cyan), (0, 126, 174))      // #007EAE
        expectPixel(try pixel(Color.blue), (30, 110, 244))     // #1E6EF4
        expectPixel(try pixel(Color.indigo), (86, 74, 222))    // #564ADE
        expectPixel(try pixel(Color.purple), (176, 47, 194))   // #B02FC2
        expectPixel(try pixel(Color.pink), (231, 18, 77))      // #E7124D
        expectPixel(try pixel(Color.brown), (149, 109, 81))    // #956D51
        expectPixel(try pixel(Color.accentColor), (30, 110, 244))
    }

    @Test func standardColoursTakeTheirIncreasedContrastValuesInDarkMode() throws {
        expectPixel(try pixel(Color.red, scheme: .dark), (255, 97, 101))     // #FF6165
        expectPixel(try pixel(Color.blue, scheme: .dark), (92, 184, 255))    // #5CB8FF
        expectPixel(try pixel(Color.green, scheme: .dark), (74, 217, 104))   // #4AD968
        expectPixel(try pixel(Color.pink, scheme: .dark), (255, 138, 196))   // #FF8AC4
        expectPixel(try pixel(Color.brown, scheme: .dark), (219, 166, 121))  // #DBA679
    }

    @Test func theGreysTakeTheirIncreasedContrastValues() throws {
        expectPixel(try pixel(Color.gray), (108, 108, 112))                          // #6C6C70
        expectPixel(try pixel(Color.gray, scheme: .dark), (174, 174, 178))           // #AEAEB2
        expectPixel(try pixel(Color(.systemGray2)), (142, 142, 147))
        expectPixel(try pixel(Color(.systemGray6)), (235, 235, 240))                 // #EBEBF0
        expectPixel(try pixel(Color(.systemGray6), scheme: .dark), (36, 36, 38))     // #242426
    }

    @Test func standardContrastIsTheDefaultAndKeepsTheStandardValues() throws {
        let h = ViewHost(Color.blue, size: CGSize(width: 4, height: 4))
        #expect(h.colorSchemeContrast == .standard)
        expectPixel(try pixel(Color.blue, contrast: .standard), (0, 136, 255))
        expectPixel(try pixel(Color.blue, scheme: .dark, contrast: .standard), (0, 145, 255))
    }

    @Test func viewsReadTheContrastFromTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.colorSchemeContrast) var contrast
            var body: some View { Text(contrast == .increased ? "Increased" : "Standard") }
        }
        let h = ViewHost(Reader(), size: CGSize(width: 200, height: 40))
        h.update()
        #expect(h.find(text: "Standard") != nil)
        h.colorSchemeContrast = .increased
        h.update()
        #expect(h.find(text: "Increased") != nil)
        #expect(h.find(text: "Standard") == nil)
    }

    @Test func opacityAndMixesKeepTheIncreasedContrastAppearance() throws {
        // Half of #1E6EF4 over the white window: (255 + 30) / 2, (255 + 110) / 2, (255 + 244) / 2.
        expectPixel(try pixel(Color.blue.opacity(0.5)), (142, 182, 249))
        // A device-space mix halfway from red to blue: the average of #E9152D and #1E6EF4.
        expectPixel(try pixel(Color.red.mix(with: .blue, by: 0.5, in: .device)), (131, 65, 144))
    }

    @Test func gradientsDrawTheirColoursIncreasedContrastAppearance() throws {
        let gradient = LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom)
        expectPixel(try pixel(Rectangle().fill(gradient)), (0, 137, 50))
    }

    @Test func dynamicProvidersAreAskedForTheHighContrastTraits() throws {
        let color = UIColor { traits in
            traits.accessibilityContrast == .high ? UIColor(red: 0, green: 0, blue: 0, alpha: 1)
                : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        expectPixel(try pixel(Color(uiColor: color)), (0, 0, 0))
        expectPixel(try pixel(Color(uiColor: color), contrast: .standard), (255, 255, 255))
        let resolved = color.resolvedColor(with: UITraitCollection(accessibilityContrast: .high))
        #expect(resolved.rgba == RGBA(0, 0, 0, 1))
    }

    @Test func assetCatalogColourSetsGiveTheirHighContrastAppearances() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tether-contrast-\(UUID())")
        let set = root.appendingPathComponent("Assets.xcassets/Ink.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func entry(_ red: Int, _ appearances: String) -> String {
            #"{"idiom":"universal",\#(appearances)"color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0","blue":"0","alpha":"1.000"}}}"#
        }
        let json = "{\"colors\":[" + [
            entry(10, ""),
            entry(20, #""appearances":[{"appearance":"luminosity","value":"dark"}],"#),
            entry(30, #""appearances":[{"appearance":"contrast","value":"high"}],"#),
            entry(40, #""appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"#),
        ].joined(separator: ",") + "]}"
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let ink = Color("Ink", bundle: bundle)
        #expect(try pixel(ink, contrast: .standard).r == 10)
        #expect(try pixel(ink, scheme: .dark, contrast: .standard).r == 20)
        #expect(try pixel(ink).r == 30)
        #expect(try pixel(ink, scheme: .dark).r == 40)
    }
}
