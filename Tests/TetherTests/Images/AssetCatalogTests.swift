import Foundation
import Testing
@testable import Tether

/// Asset catalogs as Xcode lays them out, read by `Image(_:bundle:)`, `Color(_:bundle:)`,
/// `UIImage(named:)` and `UIColor(named:)`; damaged catalogs give diagnostics, never crashes.
@MainActor
@Suite struct AssetCatalogTests {
    /// A bundle folder holding `Assets.xcassets`, filled by `build`.
    func catalogBundle(_ build: (URL) throws -> Void) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tether-assets-\(UUID())")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try build(catalog)
        return try #require(Bundle(path: root.path))
    }

    func write(_ json: String, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }

    /// PNG bytes of `width`×`height` pixels of one colour.
    func solidPNG(_ color: Color, _ width: CGFloat, _ height: CGFloat) throws -> Data {
        let h = ViewHost(color, size: CGSize(width: width, height: height))
        h.drawsWindowBackground = false
        h.update()
        return try h.pngData(scale: 1)
    }

    func render<V: View>(_ view: V, size: CGSize, scale: CGFloat) throws -> (ViewHost<V>, DecodedPixels) {
        let h = ViewHost(view, size: size)
        h.drawsWindowBackground = false
        h.update()
        return (h, try DecodedPixels(pngData: h.pngData(scale: scale)))
    }

    static let fieldNotesCatalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/FieldNotes/Sources/FieldNotes/Assets.xcassets")

    @Test func theImageOfTheScaleThatCoversTheRenderedPixelsIsDrawn() throws {
        let bundle = try catalogBundle { catalog in
            let set = catalog.appendingPathComponent("Dot.imageset")
            try write(#"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"filename":"b.png","idiom":"universal","scale":"2x"},{"filename":"c.png","idiom":"universal","scale":"3x"}]}"#, to: set)
            try solidPNG(.red, 10, 10).write(to: set.appendingPathComponent("a.png"))
            try solidPNG(.blue, 20, 20).write(to: set.appendingPathComponent("b.png"))
            try solidPNG(.green, 30, 30).write(to: set.appendingPathComponent("c.png"))
        }
        let view = Image("Dot", bundle: bundle).accessibilityIdentifier("dot")
        // Every scale is 10×10 points; rendering at 1x, 2x, 3x draws the 1x, 2x, 3x file.
        let (h1, p1) = try render(view, size: CGSize(width: 10, height: 10), scale: 1)
        #expect(h1.frame(of: "dot") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p1.pixel(x: 5, y: 5).r == 255 && p1.pixel(x: 5, y: 5).g == 56)       // red
        let (_, p2) = try render(view, size: CGSize(width: 10, height: 10), scale: 2)
        #expect(p2.pixel(x: 10, y: 10).b == 255 && p2.pixel(x: 10, y: 10).g == 136)  // blue
        let (_, p3) = try render(view, size: CGSize(width: 10, height: 10), scale: 3)
        #expect(p3.pixel(x: 15, y: 15).g == 199 && p3.pixel(x: 15, y: 15).r == 52)   // green
        // 1.5x covers 15 pixels: the 2x file (20 pixels) is the smallest that does.
        let (_, p15) = try render(view, size: CGSize(width: 10, height: 10), scale: 1.5)
        #expect(p15.pixel(x: 7, y: 7).b == 255)
        #expect(h1.diagnostics.isEmpty)
    }

    @Test func aTemplateImageSetTakesTheForegroundStyleAndRenderingModeOverridesIt() throws {
        // "Render As: Template Image" (`template-rendering-intent`): the image's opaque pixels
        // are drawn in the foreground style, its own colours ignored; `renderingMode(_:)` wins.
        let bundle = try catalogBundle { catalog in
            let template = catalog.appendingPathComponent("Glyph.imageset")
            try write(#"{"images":[{"filename":"g.png","idiom":"universal","scale":"1x"}],"properties":{"template-rendering-intent":"template"}}"#, to: template)
            try solidPNG(Color(red: 0, green: 1, blue: 0), 10, 10).write(to: template.appendingPathComponent("g.png"))
            let plain = catalog.appendingPathComponent("Photo.imageset")
            try write(#"{"images":[{"filename":"p.png","idiom":"universal","scale":"1x"}]}"#, to: plain)
            try solidPNG(Color(red: 0, green: 1, blue: 0), 10, 10).write(to: plain.appendingPathComponent("p.png"))
        }
        let purple = Color(red: 0.5, green: 0, blue: 0.5)
        func centre(_ view: some View) throws -> (r: Int, g: Int, b: Int) {
            let p = try render(view.foregroundStyle(purple), size: CGSize(width: 10, height: 10), scale: 1).1.pixel(x: 5, y: 5)
            return (p.r, p.g, p.b)
        }
        let template = try centre(Image("Glyph", bundle: bundle))
        #expect(template.r == 128 && template.g == 0 && template.b == 128)
        let original = try centre(Image("Glyph", bundle: bundle).renderingMode(.original))
        #expect(original.r == 0 && original.g == 255 && original.b == 0)
        let photo = try centre(Image("Photo", bundle: bundle))
        #expect(photo.r == 0 && photo.g == 255 && photo.b == 0)
        let forced = try centre(Image("Photo", bundle: bundle).renderingMode(.template))
        #expect(forced.r == 128 && forced.g == 0 && forced.b == 128)
    }

    @Test func jpegImageSetsAreDecoded() throws {
        let bundle = try catalogBundle { catalog in
            let set = catalog.appendingPathComponent("Trail.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fieldNotesCatalog.appendingPathComponent("Trail.imageset/Contents.json"),
                                             to: set.appendingPathComponent("Contents.json"))
            try FileManager.default.copyItem(at: Self.fieldNotesCatalog.appendingPathComponent("Trail.imageset/trail.jpg"),
                                             to: set.appendingPathComponent("trail.jpg"))
        }
        // trail.jpg: 120×80 pixels (single scale: 1x points), earth (140, 90, 40) with a path
        // band (230, 200, 150) in rows 32..<48.
        let (h, p) = try render(Image("Trail", bundle: bundle).accessibilityIdentifier("t"), size: CGSize(width: 120, height: 80), scale: 1)
        #expect(h.frame(of: "t")?.size == CGSize(width: 120, height: 80))
        let earth = p.pixel(x: 60, y: 10), band = p.pixel(x: 60, y: 40)
        #expect(abs(earth.r - 140) <= 4 && abs(earth.g - 90) <= 4 && abs(earth.b - 40) <= 4)
        #expect(abs(band.r - 230) <= 4 && abs(band.g - 200) <= 4 && abs(band.b - 150) <= 4)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func colourSetsReadTheirLightComponentsInEveryNotation() throws {
        let bundle = try catalogBundle { catalog in
            try write(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"0.600"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}]}"#,
                      to: catalog.appendingPathComponent("Floats.colorset"))
            try write(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"51","green":"102","red":"255"}},"idiom":"universal"}]}"#,
                      to: catalog.appendingPathComponent("Bytes.colorset"))
            try write(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"}]}"#,
                      to: catalog.appendingPathComponent("Hex.colorset"))
            try write(#"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.500"}},"idiom":"universal"}]}"#,
                      to: catalog.appendingPathComponent("Grey.colorset"))
            try write(#"{"info":{"version":1},"properties":{"provides-namespace":true}}"#, to: catalog.appendingPathComponent("Brand"))
            try write(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}]}"#,
                      to: catalog.appendingPathComponent("Brand/Primary.colorset"))
        }
        #expect(Color("Floats", bundle: bundle).rgba == RGBA(0.6, 0.4, 0.2, 1))   // the light one, not the dark
        #expect(Color("Bytes", bundle: bundle).rgba == RGBA(1, 0.4, 0.2, 0.5))
        #expect(Color("Hex", bundle: bundle).rgba == RGBA(1, 0.4, 0.2, 1))
        #expect(Color("Grey", bundle: bundle).rgba == RGBA(0.5, 0.5, 0.5, 1))
        #expect(Color("Brand/Primary", bundle: bundle).rgba == RGBA(1, 0, 0, 1))    // a namespace folder prefixes the name
        #expect(UIColor(named: "Hex", in: bundle, compatibleWith: nil)?.rgba == RGBA(1, 0.4, 0.2, 1))
        #expect(UIColor(named: "Primary", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aMissingColourIsClearWithADiagnostic() throws {
        let bundle = try catalogBundle { _ in }
        struct Swatch: View {
            let bundle: Bundle
            var body: some View { Color("Nowhere", bundle: bundle).frame(width: 4, height: 4) }
        }
        let (h, p) = try render(Swatch(bundle: bundle), size: CGSize(width: 4, height: 4), scale: 1)
        #expect(p.pixel(x: 2, y: 2).a == 0)
        #expect(h.diagnostics.contains { $0.kind == .missingResource && $0.message.contains("No color named 'Nowhere'") }, "\(h.diagnostics)")
    }

    @Test func damagedImageSetsDrawNothingAndSayWhy() throws {
        let bundle = try catalogBundle { catalog in
            let png = catalog.appendingPathComponent("BrokenPNG.imageset")
            try write(#"{"images":[{"filename":"x.png","idiom":"universal","scale":"1x"}]}"#, to: png)
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 40)).write(to: png.appendingPathComponent("x.png"))
            let jpeg = catalog.appendingPathComponent("BrokenJPEG.imageset")
            try write(#"{"images":[{"filename":"x.jpg","idiom":"universal"}]}"#, to: jpeg)
            try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 3, count: 40)).write(to: jpeg.appendingPathComponent("x.jpg"))
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent("NoContents.imageset"), withIntermediateDirectories: true)
            try write("{ not json", to: catalog.appendingPathComponent("BadJSON.imageset"))
            try write(#"{"images":[{"filename":"v.pdf","idiom":"universal"}]}"#, to: catalog.appendingPathComponent("Vector.imageset"))
            try write(#"{"images":[{"filename":"icon.png","idiom":"universal","platform":"ios","size":"1024x1024"}]}"#,
                      to: catalog.appendingPathComponent("AppIcon.appiconset"))
        }
        let expectations: [(String, String)] = [
            ("BrokenPNG", "x.png is unreadable"), ("BrokenJPEG", "x.jpg is unreadable"),
            ("NoContents", "NoContents.imageset has no Contents.json"), ("BadJSON", "is not valid JSON"),
            ("Vector", "not PDF"), ("AppIcon", "No image named 'AppIcon'"), ("Missing", "No image named 'Missing'"),
        ]
        for (name, reason) in expectations {
            let view = Image(name, bundle: bundle).accessibilityIdentifier("img")
            let (h, p) = try render(view, size: CGSize(width: 8, height: 8), scale: 1)
            #expect(h.frame(of: "img")?.size == .zero, "\(name)")
            #expect(p.rgba.allSatisfy { $0 == 0 }, "\(name) drew something")
            #expect(h.diagnostics.contains { $0.kind == .missingResource && $0.message.contains(reason) },
                    "\(name): \(h.diagnostics)")
        }
        #expect(UIImage(named: "BrokenPNG", in: bundle, with: nil) == nil)
    }

    @Test func uiImageNamedReadsTheCatalogAtItsScale() throws {
        let bundle = try catalogBundle { catalog in
            let set = catalog.appendingPathComponent("Wide.imageset")
            try write(#"{"images":[{"filename":"w.png","idiom":"universal","scale":"2x"}]}"#, to: set)
            try solidPNG(.orange, 40, 20).write(to: set.appendingPathComponent("w.png"))
        }
        let image = try #require(UIImage(named: "Wide", in: bundle, with: nil))
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        let (h, _) = try render(Image(uiImage: image).accessibilityIdentifier("w"), size: CGSize(width: 30, height: 30), scale: 2)
        #expect(h.frame(of: "w")?.size == CGSize(width: 20, height: 10))
    }
}
