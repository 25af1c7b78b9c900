import Foundation
import Testing
@testable import Tether

/// Materials: what lies behind is blurred, saturated and tinted (PNG); the tint alone in SVG.
@MainActor
@Suite struct MaterialTests {
    /// A 40 pt red square in the middle of a white 100×100 canvas under a material, scale 1.
    private func underMaterial(_ material: Material) throws -> DecodedPixels {
        let view = ZStack { Color.white; Color.red.frame(width: 40, height: 40) }
            .overlay(Rectangle().fill(material))
        return try pixels(view, width: 100, height: 100, scale: 1)
    }

    @Test func aThinMaterialOverARedSquareIsLighterAndBlurredAtItsEdge() throws {
        let p = try underMaterial(.thin)
        let centre = p.pixel(x: 50, y: 50)
        // Lighter than the square (the white tint) but still red.
        #expect(centre.g > 59 + 40 && centre.b > 48 + 40 && centre.r > centre.g)
        // Blurred at the edge: 3 pt outside the square the white has turned pink; 3 pt inside,
        // the red is paler than the centre.
        let outside = p.pixel(x: 27, y: 50), inside = p.pixel(x: 33, y: 50)
        #expect(outside.g < 240 && outside.r > outside.g)
        #expect(inside.g > centre.g)
        // Far from the square only white remains.
        #expect(p.pixel(x: 1, y: 1).g > 250)
        #expect(centre.a == 255)
    }

    @Test func thickerMaterialsHideMoreOfWhatIsBehind() throws {
        let levels: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let greens = try levels.map { try underMaterial($0).pixel(x: 50, y: 50).g }
        #expect(greens == greens.sorted() && Set(greens).count == greens.count)
    }

    @Test func materialsFillShapesAndBackgrounds() throws {
        // `background(_:in:)` keeps the material inside the rounded rectangle: over a blue
        // canvas the corner stays blue, the middle turns pale.
        let card = Text("Hi").frame(width: 80, height: 80).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        let view = ZStack { Color.blue; card }
        let p = try pixels(view, width: 80, height: 80, scale: 1)
        #expect(p.pixel(x: 1, y: 1).b == 255 && p.pixel(x: 1, y: 1).r == 0)
        #expect(p.pixel(x: 60, y: 60).r > 150)
        // `.bar` and the material names compile as SwiftUI spells them.
        _ = Color.clear.background(.bar).background(.ultraThinMaterial).background(Material.thick)
    }

    @Test func svgDrawsTheMaterialsTint() {
        let svg = host(Rectangle().fill(.thinMaterial), width: 10, height: 10).svg()
        #expect(svg.contains("fill=\"rgb(255,255,255)\" fill-opacity=\"0.55\""))
    }
}

extension MaterialTests {
    struct MaterialReader: View {
        @Environment(\.backgroundMaterial) private var material
        var body: some View {
            Text(material == .thinMaterial ? "thin" : material == .ultraThickMaterial ? "ultraThick" : material == nil ? "none" : "other")
        }
    }

    /// `backgroundMaterial` (iOS 15): the material a `background` of one puts behind the view,
    /// nil at first and under a background of another style; it can also be set directly.
    @Test func theBackgroundMaterialIsTheMaterialBehindTheView() {
        #expect(dumpedTexts(host(MaterialReader())) == ["none"])
        #expect(dumpedTexts(host(MaterialReader().background(.thinMaterial))) == ["thin"])
        #expect(dumpedTexts(host(MaterialReader().background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 8)))) == ["ultraThick"])
        #expect(dumpedTexts(host(MaterialReader().background(Color.red).background(.thinMaterial))) == ["none"])
        #expect(dumpedTexts(host(MaterialReader().background().background(.thinMaterial))) == ["thin"])
        #expect(dumpedTexts(host(MaterialReader().environment(\.backgroundMaterial, .ultraThickMaterial))) == ["ultraThick"])
    }
}
