import Foundation
import Testing
@testable import Tether

/// `listSectionSeparator` and `listSectionSeparatorTint`: the lines above and below a
/// section, which iOS draws in plain lists only (the bottom one by default, the top one when
/// asked for) and not around the cards of the grouped styles.
@MainActor
@Suite struct ListSectionSeparatorTests {
    /// The pixel at x = 300 pt on the pixel row holding the line at `y` points (scale 2: a
    /// separator at the bottom of a row ending at `y` is the pixel row just above 2y).
    private func line(_ png: DecodedPixels, atBottomOf y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        png.pixel(x: 600, y: Int(y * 2) - 1)
    }

    private func line(_ png: DecodedPixels, atTopOf y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        png.pixel(x: 600, y: Int(y * 2))
    }

    /// Two sections without headers in a plain list: rows of 52 pt one under the other (a
    /// plain list puts no space between sections): A 0–52, B 52–104 | C 104–156.
    private func twoSections<A: View, B: View>(_ first: (AnyView) -> A, _ second: (AnyView) -> B) -> some View {
        List {
            first(AnyView(Section { Text("A"); Text("B") }))
            second(AnyView(Section { Text("C") }))
        }.listStyle(.plain)
    }

    @Test func aPlainListDrawsALineBelowEachSectionsLastRow() throws {
        let png = try pixels(twoSections({ $0 }, { $0 }), width: 400, height: 300)
        #expect(line(png, atBottomOf: 52).r < 250, "between A and B: a row separator")
        #expect(line(png, atBottomOf: 104).r < 250, "below B, the first section's last row")
        #expect(line(png, atBottomOf: 156).r < 250, "below C, the last section's last row")
        // No line above a section's first row unless asked for.
        #expect(line(png, atTopOf: 104).r == 255)
        #expect(line(png, atTopOf: 0).r == 255)
    }

    @Test func aPlainListWithoutSectionsDrawsALineBelowItsLastRow() throws {
        let png = try pixels(List { Text("A"); Text("B") }.listStyle(.plain), width: 400, height: 200)
        #expect(line(png, atBottomOf: 104).r < 250)
        // Below the line, the list's white background.
        #expect(png.pixel(x: 600, y: 220).r == 255)
    }

    @Test func hiddenBottomSectionSeparatorLeavesOutTheLineBelowTheSection() throws {
        let png = try pixels(twoSections({ $0.listSectionSeparator(.hidden, edges: .bottom) }, { $0 }), width: 400, height: 300)
        #expect(line(png, atBottomOf: 104).r == 255)
        #expect(line(png, atBottomOf: 52).r < 250, "the row separator inside the section stays")
        #expect(line(png, atBottomOf: 156).r < 250, "the other section keeps its line")
    }

    @Test func rowSeparatorsDoNotHideTheSectionsLine() throws {
        // As on iOS, hiding a row's separators leaves the section's line below it.
        let png = try pixels(List {
            Section { Text("A").listRowSeparator(.hidden) }
        }.listStyle(.plain), width: 400, height: 200)
        #expect(line(png, atBottomOf: 52).r < 250)
    }

    @Test func visibleTopSectionSeparatorDrawsALineAboveTheFirstRow() throws {
        let png = try pixels(twoSections({ $0 }, { $0.listSectionSeparator(.visible, edges: .top) }), width: 400, height: 300)
        #expect(line(png, atTopOf: 104).r < 250, "above C")
        #expect(line(png, atTopOf: 0).r == 255, "the first section did not ask for one")
    }

    @Test func sectionSeparatorTintColoursTheSectionsLines() throws {
        let png = try pixels(twoSections({ $0.listSectionSeparatorTint(.red, edges: .bottom) }, { $0 }), width: 400, height: 300)
        let red = line(png, atBottomOf: 104)
        #expect(red.r == 255 && red.g < 80 && red.b < 80, "\(red)")
        // The row separator between A and B keeps iOS's grey.
        let grey = line(png, atBottomOf: 52)
        #expect(grey.r < 250 && abs(grey.r - grey.b) < 20, "\(grey)")
    }

    @Test func theLineIsInsetToTheRowsContent() throws {
        let png = try pixels(List { Text("A") }.listStyle(.plain), width: 400, height: 200)
        // The row's content starts 16 pt in; the line starts there too.
        #expect(png.pixel(x: 20, y: 103).r == 255)
        #expect(png.pixel(x: 40, y: 103).r < 250)
    }

    @Test func insetGroupedCardsHaveNoSectionLines() throws {
        // iOS 26's inset grouped cards have no lines at their edges: the card's last pixel row
        // (35 pt top margin + a 52 pt row) stays white, even when asked for.
        let png = try pixels(List {
            Section { Text("A") }.listSectionSeparator(.visible).listSectionSeparatorTint(.red)
        }, width: 400, height: 200)
        let bottom = line(png, atBottomOf: 35 + 52)
        #expect(bottom.r == 255 && bottom.g == 255 && bottom.b == 255, "\(bottom)")
        let top = line(png, atTopOf: 35)
        #expect(top.g == 255, "\(top)")
    }
}
