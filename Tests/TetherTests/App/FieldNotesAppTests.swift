import Foundation
import Testing
@testable import FieldNotes
@testable import Tether

/// The example app of Examples/FieldNotes, rendered as `swift run` renders it: its catalog's
/// images and colours and its String Catalog's translations are found through the main
/// bundle, as SwiftPM places the app's resources next to the executable.
@MainActor
@Suite struct FieldNotesAppTests {
    static let window = CGSize(width: 390, height: 844)

    func render<V: View>(_ view: V) throws -> (ViewHost<V>, DecodedPixels) {
        let h = ViewHost(view, size: Self.window)
        h.update()
        return (h, try DecodedPixels(pngData: h.pngData(scale: 2)))
    }

    /// The ideal width of `text` in the greeting's font.
    func width(of text: String, font: Font) -> CGFloat? {
        let h = ViewHost(Text(verbatim: text).font(font).accessibilityIdentifier("t"), size: Self.window)
        h.update()
        return h.frame(of: "t")?.width
    }

    func close(_ c: (r: Int, g: Int, b: Int, a: Int), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2) -> Bool {
        abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance && c.a == 255
    }

    @Test func theAppsWindowShowsTheCatalogImageColourAndTranslatedText() throws {
        let host = try #require(ViewHost(app: FieldNotesApp(), size: Self.window))
        host.update()
        let p = try DecodedPixels(pngData: host.pngData(scale: 2))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")

        // The hero image is resizable, 150 points tall, across the padded column: 16 points
        // of default padding each side leave 358 points.
        let hero = try #require(host.frame(of: "hero"))
        #expect(hero.minX == 16 && hero.width == 358 && hero.height == 150)
        // Hero.imageset: sky (135, 206, 235) over the top two thirds, meadow (76, 153, 0) below.
        #expect(close(p.pixel(x: Int(hero.midX * 2), y: Int((hero.minY + 20) * 2)), 135, 206, 235))
        #expect(close(p.pixel(x: Int(hero.midX * 2), y: Int((hero.maxY - 20) * 2)), 76, 153, 0))

        // Sand.colorset (0xF2, 0xE8, 0xCF) fills the padding left of the hero.
        #expect(close(p.pixel(x: 8 * 2, y: Int(hero.midY * 2)), 0xF2, 0xE8, 0xCF))

        // "greeting" is "Good morning, explorer!" in English, drawn in Moss.colorset (0.2, 0.4, 0.2).
        let greeting = try #require(host.frame(of: "greeting"))
        #expect(abs(greeting.width - (width(of: "Good morning, explorer!", font: .title) ?? 0)) < 0.001)
        var darkest = (r: 255, g: 255, b: 255, a: 255)
        for y in Int(greeting.minY * 2)..<Int(greeting.maxY * 2) {
            for x in Int(greeting.minX * 2)..<Int(greeting.maxX * 2) {
                let c = p.pixel(x: x, y: y)
                if c.r + c.g + c.b < darkest.r + darkest.g + darkest.b { darkest = c }
            }
        }
        #expect(close(darkest, 51, 102, 51, tolerance: 3), "\(darkest)")

        // Each row shows Trail.imageset (a JPEG) at 48×32 points: earth brown at its top.
        let row = try #require(host.frame(of: "row-1"))
        let thumb = p.pixel(x: Int((row.minX + 24) * 2), y: Int((row.midY - 12) * 2))
        #expect(close(thumb, 140, 90, 40, tolerance: 5), "\(thumb)")
    }

    @Test func theSameViewsInGermanShowTheGermanTranslation() throws {
        let view = ContentView().environmentObject(Journal()).environment(\.locale, Locale(identifier: "de"))
        let (host, _) = try render(view)
        let greeting = try #require(host.frame(of: "greeting"))
        #expect(abs(greeting.width - (width(of: "Guten Morgen!", font: .title) ?? 0)) < 0.001)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func generatedAssetSymbolsNameTheCatalogsSets() {
        // Xcode's naming: lower camel case, "Color" dropped from AccentColor.
        #expect(ImageResource.hero.name == "Hero" && ImageResource.trail.name == "Trail")
        #expect(ColorResource.moss.name == "Moss" && ColorResource.sand.name == "Sand" && ColorResource.accent.name == "AccentColor")
        #expect(Color(.sand).rgba == RGBA(0xF2 / 255.0, 0xE8 / 255.0, 0xCF / 255.0, 1))
        #expect(UIColor(resource: .moss).rgba == RGBA(0.2, 0.4, 0.2, 1))
        #expect(UIImage(resource: .hero).size == CGSize(width: 200, height: 90))   // the 1x file's points
    }

    @Test func theAboutScreensTitleKeyIsTranslated() {
        // AboutView sets `.navigationTitle("about")`; the String Catalog has "Über Field Notes" in German.
        let h = ViewHost(NavigationStack { AboutView() }.environment(\.locale, Locale(identifier: "de")), size: Self.window)
        h.update()
        var texts: [String] = []
        var stack = [h.root]
        while let node = stack.popLast() {
            if let layout = node.layout as? TextLayoutNode { texts.append(layout.text.string) }
            stack.append(contentsOf: node.children.reversed())
        }
        #expect(texts.contains("Über Field Notes") && texts.contains("Notiere, was du unterwegs siehst."), "\(texts)")
        #expect(!texts.contains("about"))
    }
}

/// An `@Observable` model of the app's module drives a view hosted from another module.
@MainActor
@Suite struct FieldNotesObservationTests {
    @Test func changingTheAppsObservableModelUpdatesItsView() throws {
        let walk = Walk()
        let h = ViewHost(WalkBanner(walk: walk), size: CGSize(width: 390, height: 100))
        h.update()
        func width(_ text: String) -> CGFloat? {
            let t = ViewHost(Text(verbatim: text).font(.footnote).accessibilityIdentifier("t"), size: CGSize(width: 390, height: 100))
            t.update()
            return t.frame(of: "t")?.width
        }
        #expect(h.frame(of: "steps")?.width == width("0 steps"))
        walk.record(steps: 1200)
        h.update()
        #expect(h.frame(of: "steps")?.width == width("1200 steps"))
        #expect(h.lastUpdateStatistics.bodyEvaluations >= 1)
    }
}
