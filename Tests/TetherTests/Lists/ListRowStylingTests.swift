import Foundation
import Testing
@testable import Tether

/// Row insets, backgrounds and separators; list-wide spacing, background and header prominence.
@MainActor
@Suite struct ListRowStylingTests {
    @Test func listRowInsetsPlaceTheContentInItsCell() {
        let h = host(List {
            Text("Inset").listRowInsets(EdgeInsets(top: 20, leading: 60, bottom: 20, trailing: 0)).testID("inset")
            Color.red.frame(height: 100).listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0)).testID("tall")
        })
        // 16 pt card margin + 60 pt leading inset.
        #expect(close(h.frame(of: "inset")?.minX ?? 0, 76))
        // Row 1: content + 40 pt of insets (over the 52 pt minimum); row 2 starts below it and
        // puts its 100 pt content 10 pt down, full width of the card.
        let first = h.frame(of: "inset")?.height ?? 0
        let tall = h.frame(of: "tall")
        #expect(close(tall?.minY ?? 0, 35 + (first + 40) + 10))
        #expect(close(tall?.minX ?? 0, 16) && close(tall?.width ?? 0, 368))
    }

    @Test func rowTraitsSurviveModifiersAfterThem() {
        // `listRowInsets` before an alignment guide, a content shape and a tap gesture is still
        // the row's: the content fills the 358-point card of an inset grouped list.
        let h = host(List {
            Color.red.frame(height: 52).testID("row").listRowInsets(EdgeInsets())
                .alignmentGuide(.listRowSeparatorLeading) { _ in 16 }.contentShape(Rectangle()).onTapGesture {}
        }, width: 390, height: 300)
        let row = h.frame(of: "row")
        #expect(row.map { abs($0.minX - 16) < 0.5 && abs($0.width - 358) < 0.5 } == true)
    }

    @Test func theSeparatorLeadingGuideMovesTheSeparatorsStart() throws {
        // Rows whose content is moved 40 points in by the guide: the line between them
        // starts 16 (card) + 16 (inset) + 40 = 72 points from the list's edge. At 1x, the
        // separator row of pixels is dark from x = 72 on and white before.
        let h = host(List {
            Text("One").alignmentGuide(.listRowSeparatorLeading) { _ in 40 }.testID("one")
            Text("Two")
        }.listStyle(.insetGrouped), width: 390, height: 300)
        let frame = try #require(h.frame(of: "one"))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let rowBottom = Int((frame.midY + 26).rounded(.down))
        func darkens(_ x: Int) -> Bool { (rowBottom - 1...rowBottom).contains { p.pixel(x: x, y: $0).r < 240 } }
        #expect(!darkens(60) && darkens(80))
    }

    @Test func defaultMinListRowHeightSetsTheLeastRowHeight() {
        func rowPitch(_ minimum: CGFloat?) -> CGFloat {
            let list = List {
                Color.red.frame(height: 10).testID("a")
                Color.blue.frame(height: 10).testID("b")
            }
            let h = host(AnyView(minimum.map { AnyView(list.environment(\.defaultMinListRowHeight, $0)) } ?? AnyView(list)))
            return (h.frame(of: "b")?.minY ?? 0) - (h.frame(of: "a")?.minY ?? 0)
        }
        // Unset: iOS 26's 52-point rows; 100: every row 100 tall; 0: a row is its content
        // plus 15 points above and below (10 + 30).
        #expect(close(rowPitch(nil), 52))
        #expect(close(rowPitch(100), 100))
        #expect(close(rowPitch(0), 40))
        // Bad values: negative counts as 0, NaN leaves the system's minimum.
        #expect(close(rowPitch(-20), 40))
        #expect(close(rowPitch(.nan), 52))
    }

    @Test func defaultMinListHeaderHeightMakesTheHeadersSlotTaller() {
        func frames(_ minimum: CGFloat?) -> (header: CGRect, row: CGRect) {
            let list = List {
                Section {
                    Text("Row").testID("row")
                } header: {
                    Text("Header").testID("header")
                }
            }
            let h = host(AnyView(minimum.map { AnyView(list.environment(\.defaultMinListHeaderHeight, $0)) } ?? AnyView(list)))
            return (h.frame(of: "header") ?? .zero, h.frame(of: "row") ?? .zero)
        }
        let plain = frames(nil)
        // Unset, the header's slot is its text with 6 points above and below.
        let slot = plain.header.height + 12
        let tall = frames(slot + 40)
        // 40 points more: the row moves down by 40, the header keeps its place above the card.
        #expect(close(tall.row.minY - plain.row.minY, 40))
        #expect(close(tall.row.minY - tall.header.maxY, plain.row.minY - plain.header.maxY))
        // A minimum below the header's own slot changes nothing; bad values are no minimum.
        #expect(close(frames(4).row.minY, plain.row.minY))
        #expect(close(frames(.nan).row.minY, plain.row.minY))
        var environment = EnvironmentValues()
        #expect(environment.defaultMinListHeaderHeight == nil)
        environment.defaultMinListHeaderHeight = -3
        #expect(environment.defaultMinListHeaderHeight == 0)
    }

    @Test func defaultMinListRowHeightReadsTheSystemMinimumUntilSet() {
        var environment = EnvironmentValues()
        #expect(close(environment.defaultMinListRowHeight, 52))
        environment.defaultMinListRowHeight = 60
        #expect(environment.defaultMinListRowHeight == 60)
    }

    @Test func negativeOrNonFiniteInsetsAreReportedAndTakenAsZero() {
        let h = host(List {
            Text("A").listRowInsets(EdgeInsets(top: 0, leading: -40, bottom: .nan, trailing: .infinity)).testID("a")
        })
        #expect(close(h.frame(of: "a")?.minX ?? 0, 16))
        #expect(h.diagnostics.contains { $0.kind == .invalidGeometry && $0.message.contains("listRowInsets") })
    }

    @Test func listRowBackgroundFillsTheRowsCell() throws {
        let png = try pixels(List {
            Text("A").listRowBackground(Color.yellow)
            Text("B")
        }, width: 400, height: 200, scale: 1)
        let yellow = png.pixel(x: 300, y: 35 + 22)
        #expect(yellow.r == 255 && yellow.g == 204 && yellow.b == 0)
        let white = png.pixel(x: 300, y: 35 + 52 + 22)
        #expect(white.b == 255)
        // Outside the card, the grouped grey.
        #expect(png.pixel(x: 5, y: 35 + 22).b == 247)
    }

    /// The pixel row of the separator under row `index` (0.5 pt at scale 2 is one pixel).
    private func separatorPixel(_ png: DecodedPixels, under index: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        png.pixel(x: 300 * 2, y: (35 + 52 * (index + 1)) * 2 - 1)
    }

    @Test func separatorsAreDrawnBetweenRowsUnlessEitherRowHidesThem() throws {
        let png = try pixels(List {
            Text("A")
            Text("B").listRowSeparator(.hidden, edges: .bottom)
            Text("C")
            Text("D").listRowSeparator(.hidden, edges: .top)
            Text("E")
        }, width: 400, height: 300)
        let shown = separatorPixel(png, under: 0)
        #expect(shown.r < 250)
        #expect(separatorPixel(png, under: 1).r == 255)
        #expect(separatorPixel(png, under: 2).r == 255)
        #expect(separatorPixel(png, under: 3).r < 250)
    }

    @Test func listRowSeparatorTintColoursTheRowsSeparators() throws {
        let png = try pixels(List {
            Text("A").listRowSeparatorTint(.red, edges: .bottom)
            Text("B")
        }, width: 400, height: 200)
        let line = separatorPixel(png, under: 0)
        #expect(line.r == 255 && line.g < 80 && line.b < 80)
    }

    @Test func scrollContentBackgroundHiddenShowsWhatIsBehindTheList() throws {
        let png = try pixels(ZStack {
            Color.green
            List { Text("A") }.scrollContentBackground(.hidden)
        }, width: 400, height: 200, scale: 1)
        let behind = png.pixel(x: 5, y: 5)
        #expect(behind.g > 150 && behind.r < 100)
        // The card stays white.
        #expect(png.pixel(x: 300, y: 35 + 22).r == 255)
    }

    @Test func listRowSpacingPutsSpaceBetweenRows() {
        let h = host(List {
            Text("A").testID("a")
            Text("B").testID("b")
        }.listRowSpacing(10))
        let a = h.frame(of: "a"), b = h.frame(of: "b")
        #expect(close((b?.minY ?? 0) - (a?.minY ?? 0), 52 + 10))
    }

    @Test func listSectionSpacingReplacesTheStylesSpacing() {
        let h = host(List {
            Section { Text("A").testID("a") }
            Section { Text("B").testID("b") }
        }.listSectionSpacing(5))
        #expect(close((h.frame(of: "b")?.minY ?? 0) - (h.frame(of: "a")?.minY ?? 0), 52 + 5))
    }

    @Test func negativeSpacingIsReportedAndTakenAsZero() {
        let h = host(List {
            Text("A").testID("a")
            Text("B").testID("b")
        }.listRowSpacing(-8))
        #expect(close((h.frame(of: "b")?.minY ?? 0) - (h.frame(of: "a")?.minY ?? 0), 52))
        #expect(h.diagnostics.contains { $0.message.contains("listRowSpacing") })
    }

    @Test func increasedHeaderProminenceDrawsHeadersInTitle3() {
        // A title 3 line (20 pt) is 23.87 pt high, 24 at 2x; the standard footnote header's
        // (13 pt) 15.51, 16 at 2x.
        let standard = host(List { Section { Text("A") } header: { Text("Header").testID("h") } })
        let prominent = host(List { Section { Text("A") } header: { Text("Header").testID("h") } }.headerProminence(.increased))
        #expect(close(standard.frame(of: "h")?.height ?? 0, pixelCeil(lineBox(13))))
        #expect(close(prominent.frame(of: "h")?.height ?? 0, pixelCeil(lineBox(20))))
        let sidebar = host(List { Section { Text("A") } header: { Text("Header").testID("h") } }.listStyle(.sidebar))
        #expect(close(sidebar.frame(of: "h")?.height ?? 0, pixelCeil(lineBox(20))))
    }
}
