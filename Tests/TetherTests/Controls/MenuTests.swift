import Foundation
import Testing
@testable import Tether

/// `Menu` and the `.menu` picker: iOS's floating menu opened from a label.
@MainActor
@Suite struct MenuTests {
    /// A menu at the top leading corner of an iPhone canvas, logging what its items do.
    struct TopMenu: View {
        let log: Recorder<String>
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Duplicate") { log.record("duplicate") }.testID("duplicate")
                    Button("Delete", systemImage: "trash", role: .destructive) { log.record("delete") }.testID("delete")
                }
                .testID("menu")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
        }
    }

    @Test func aTapOnTheLabelOpensThePanelBelowItAlignedWithItsLeadingEdge() throws {
        let h = host(TopMenu(log: Recorder()), width: 390, height: 844)
        #expect(h.frame(of: "duplicate") == nil)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        // iOS's panel: 250 pt wide, 8 pt under the label, rows of 44 pt.
        expectFrame(h, "duplicate", CGRect(x: source.minX, y: source.maxY + 8, width: 250, height: 44))
        expectFrame(h, "delete", CGRect(x: source.minX, y: source.maxY + 8 + 44, width: 250, height: 44))
    }

    @Test func aTapOnAnItemRunsItAndClosesTheMenu() throws {
        let log = Recorder<String>()
        let h = host(TopMenu(log: log), width: 390, height: 844)
        try h.tap("menu")
        try h.tap("delete")
        #expect(log.value == "delete" && log.count == 1)
        #expect(h.frame(of: "delete") == nil)
    }

    @Test func aTapOutsideClosesTheMenuAndRunsNothing() throws {
        let log = Recorder<String>()
        let h = host(TopMenu(log: log), width: 390, height: 844)
        try h.tap("menu")
        try h.tap(at: CGPoint(x: 350, y: 800))
        #expect(log.count == 0)
        #expect(h.frame(of: "duplicate") == nil)
    }

    @Test func anOpenMenuDoesNotDimTheCanvas() throws {
        let h = host(TopMenu(log: Recorder()), width: 390, height: 844)
        try h.tap("menu")
        // Far from the panel and its shadow the canvas stays as it was (transparent here).
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(pixels.pixel(x: 380, y: 830).a == 0)
    }

    @Test func aDestructiveItemIsRed() throws {
        let h = host(TopMenu(log: Recorder()), width: 390, height: 844)
        try h.tap("menu")
        let row = try #require(h.frame(of: "delete"))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 2))
        // Some pixel of the title is iOS's red (255, 59, 48), none of the neutral title's is.
        let red = (Int(row.minX + 16)..<Int(row.minX + 80)).contains { x in
            (Int(row.minY + 12)..<Int(row.maxY - 12)).contains { y in
                let p = pixels.pixel(x: x * 2, y: y * 2)
                return p.r > 200 && p.g < 120 && p.b < 120
            }
        }
        #expect(red)
    }

    /// A menu whose label sits at the bottom (or trailing edge) of the canvas.
    struct PlacedMenu: View {
        let alignment: Alignment
        var order = MenuOrder.automatic
        var body: some View {
            Menu("Actions") {
                Button("First") {}.testID("first")
                Button("Second") {}.testID("second")
            }
            .testID("menu")
            .menuOrder(order)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            .padding(20)
        }
    }

    @Test func aMenuWithNoRoomBelowOpensAboveWithTheFirstItemNearestTheLabel() throws {
        let h = host(PlacedMenu(alignment: .bottomLeading), width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        // `.automatic` is iOS's `.priority`: upwards, the order runs bottom to top.
        expectFrame(h, "first", CGRect(x: source.minX, y: source.minY - 8 - 44, width: 250, height: 44))
        expectFrame(h, "second", CGRect(x: source.minX, y: source.minY - 8 - 88, width: 250, height: 44))
    }

    @Test func aFixedOrderMenuKeepsItsOrderWhenOpeningAbove() throws {
        let h = host(PlacedMenu(alignment: .bottomLeading, order: .fixed), width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        expectFrame(h, "first", CGRect(x: source.minX, y: source.minY - 8 - 88, width: 250, height: 44))
    }

    @Test func aMenuOnTheTrailingSideAlignsItsTrailingEdges() throws {
        let h = host(PlacedMenu(alignment: .topTrailing), width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        expectFrame(h, "first", CGRect(x: source.maxX - 250, y: source.maxY + 8, width: 250, height: 44))
    }

    @Test func sectionsAndDividersSeparateGroupsWithAnEightPointBand() throws {
        let h = host(Menu("Edit") {
            Section("Clipboard") {
                Button("Copy") {}.testID("copy")
                Button("Paste") {}.testID("paste")
            }
            Divider()
            Button("Select All") {}.testID("all")
        }
        .testID("menu")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 390, height: 844)
        try h.tap("menu")
        let copy = try #require(h.frame(of: "copy")), paste = try #require(h.frame(of: "paste")), all = try #require(h.frame(of: "all"))
        let source = try #require(h.frame(of: "menu"))
        // The section's title comes first, above its rows.
        #expect(copy.minY > source.maxY + 8 + 20)
        #expect(close(paste.minY, copy.maxY))
        #expect(close(all.minY, paste.maxY + 8))
    }

    @Test func aNestedMenuOpensAsASubmenuWhoseItemsCloseTheWholeMenu() throws {
        let log = Recorder<String>()
        let h = host(Menu("Actions") {
            Button("Rename") { log.record("rename") }
            Menu("Copy") {
                Button("Copy Path") { log.record("path") }.testID("path")
            }
            .testID("submenu")
        }
        .testID("menu")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 390, height: 844)
        try h.tap("menu")
        #expect(h.frame(of: "path") == nil)
        try h.tap("submenu")
        // The submenu replaces the items, under its 44 pt header and a band; the panel keeps
        // 8 pt from the canvas's edge although its label touches it.
        let source = try #require(h.frame(of: "menu"))
        #expect(close(source.minX, 0))
        expectFrame(h, "path", CGRect(x: 8, y: source.maxY + 8 + 44 + 8, width: 250, height: 44))
        try h.tap("path")
        #expect(log.value == "path")
        #expect(h.frame(of: "path") == nil)
    }

    @Test func aPrimaryActionRunsOnATapAndALongPressOpensTheMenu() throws {
        let log = Recorder<String>()
        let h = host(Menu("Add") {
            Button("Add Folder") { log.record("folder") }.testID("folder")
        } primaryAction: {
            log.record("primary")
        }
        .testID("menu"), width: 390, height: 844)
        try h.tap("menu")
        #expect(log.value == "primary")
        #expect(h.frame(of: "folder") == nil)
        try h.longPress("menu")
        #expect(h.frame(of: "folder") != nil)
        #expect(log.count == 1)
    }

    @Test func aCustomMenuStyleDrawsTheLabelAndTheMenuStillOpens() throws {
        struct Padded: MenuStyle {
            func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(30) }
        }
        let plain = host(Menu("Go") { Button("One") {} }.testID("menu"), width: 390, height: 844)
        let styled = host(Menu("Go") { Button("One") {}.testID("one") }.menuStyle(Padded()).testID("menu"), width: 390, height: 844)
        let a = try #require(plain.frame(of: "menu")), b = try #require(styled.frame(of: "menu"))
        #expect(close(b.width, a.width + 60) && close(b.height, a.height + 60))
        try styled.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(styled.frame(of: "one") != nil)
        // The built-in styles draw the menu as it is.
        let button = host(Menu("Go") { Button("One") {} }.menuStyle(.button).testID("menu"), width: 390, height: 844)
        #expect(close(button.frame(of: "menu"), a))
    }

    @Test func anEmptyMenuIsADiagnosticNotACrash() throws {
        let h = host(Menu("Nothing") {}.testID("menu"), width: 390, height: 844)
        try h.tap("menu")
        #expect(h.diagnostics.contains { $0.message.contains("no items") })
        // A tap anywhere closes it again.
        try h.tap(at: CGPoint(x: 300, y: 700))
        #expect(!h.diagnostics.contains { $0.message.contains("no items") })
    }

    @Test func aMenuPickerOpensTheSameMenuAndChoosesOnATap() throws {
        struct Sizes: View {
            @State var size = 1
            let seen: Recorder<Int>
            var body: some View {
                seen.record(size)
                return VStack {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1).testID("small")
                        Text("Medium").tag(2).testID("medium")
                        Text("Large").tag(3).testID("large")
                    }
                    .testID("picker")
                    Spacer()
                }
                .padding(20)
            }
        }
        let seen = Recorder<Int>()
        let h = host(Sizes(seen: seen), width: 390, height: 844)
        #expect(h.frame(of: "large") == nil)
        try h.tap("picker")
        // Each option is a 44 pt row of the panel, its title after the checkmark column.
        let large = try #require(h.frame(of: "large")), medium = try #require(h.frame(of: "medium"))
        #expect(close(large.minY - medium.minY, 44))
        try h.tap(at: CGPoint(x: large.midX, y: large.midY))
        #expect(seen.value == 3)
        #expect(h.frame(of: "medium") == nil)
    }

    @Test func aPickerInsideAMenuListsItsOptionsThere() throws {
        struct Sorting: View {
            @State var order = "name"
            let seen: Recorder<String>
            var body: some View {
                seen.record(order)
                return Menu("Sort") {
                    Picker("Sort by", selection: $order) {
                        Text("Name").tag("name").testID("name")
                        Text("Date").tag("date").testID("date")
                    }
                }
                .testID("menu")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let seen = Recorder<String>()
        let h = host(Sorting(seen: seen), width: 390, height: 844)
        try h.tap("menu")
        let date = try #require(h.frame(of: "date"))
        try h.tap(at: CGPoint(x: date.midX, y: date.midY))
        #expect(seen.value == "date")
        #expect(h.frame(of: "date") == nil)
    }

    @Test func aMenuInAListRowOpensOverTheList() throws {
        let log = Recorder<String>()
        let h = host(List {
            Text("First")
            Menu("Options") { Button("Rename") { log.record("rename") }.testID("rename") }.testID("menu")
        }, width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu")), rename = try #require(h.frame(of: "rename"))
        #expect(close(rename.minY, source.maxY + 8) && close(rename.width, 250))
        try h.tap("rename")
        #expect(log.value == "rename")
    }

    @Test func aMenuTallerThanTheCanvasIsCutToItsMargins() throws {
        let h = host(Menu("Many") {
            ForEach(0..<100, id: \.self) { Button("Item \($0)") {} }
        }
        .testID("menu"), width: 390, height: 400)
        try h.tap("menu")
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // The panel is drawn from 8 pt below the top to 8 pt above the bottom, not beyond.
        #expect(pixels.pixel(x: 195, y: 12).a > 0 && pixels.pixel(x: 195, y: 388).a > 0)
        #expect(h.diagnostics.filter { $0.kind == .invalidGeometry }.isEmpty)
    }

    @Test func aMenuPickerOutsideAListIsACompactTintedButtonOfTheChoice() throws {
        struct Choice: View {
            @State var number = 1
            var body: some View {
                Picker("Number", selection: $number) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.menu).testID("picker")
            }
        }
        // Outside a list or form, iOS shows no label: only the choice and its chevrons, as
        // wide as they are, centred in a 390 pt canvas, in the tint colour.
        let h = host(Choice(), width: 390, height: 200)
        let picker = try #require(h.frame(of: "picker"))
        #expect(picker.width < 80 && close(picker.midX, 195), "\(picker)")
        #expect(!dumpedTexts(h).contains("Number"))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 2))
        var tinted = false
        for y in Int(picker.minY * 2)..<Int(picker.maxY * 2) {
            for x in Int(picker.minX * 2)..<Int(picker.maxX * 2) {
                let p = pixels.pixel(x: x, y: y)
                if p.a > 200 && p.b > 200 && p.r < 60 { tinted = true }
            }
        }
        #expect(tinted)
        // In a form row the label leads and the choice trails.
        let row = host(Form { Choice() }, width: 390, height: 300)
        #expect(dumpedTexts(row).contains("Number"))
        #expect(close(try #require(row.frame(of: "picker")).width, 390 - 2 * 16 - 2 * 16))
    }

    // MARK: Toggles among the items

    struct ToggleMenu: View {
        @State var bold: Bool
        let recorder: Recorder<Bool>
        var body: some View {
            let _ = recorder.record(bold)
            VStack(alignment: .leading) {
                Menu("Format") {
                    Toggle("Bold", isOn: $bold).testID("bold")
                    Button("Reset") {}.testID("reset")
                }
                .testID("menu")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
        }
    }

    @Test func aToggleInAMenuIsARowThatATapFlipsAndThatClosesTheMenu() throws {
        let recorder = Recorder<Bool>()
        let h = host(ToggleMenu(bold: false, recorder: recorder), width: 390, height: 844)
        try h.tap("menu")
        let source = try #require(h.frame(of: "menu"))
        // A 44 pt row across the 250 pt panel, like the button under it.
        expectFrame(h, "bold", CGRect(x: source.minX, y: source.maxY + 8, width: 250, height: 44))
        expectFrame(h, "reset", CGRect(x: source.minX, y: source.maxY + 8 + 44, width: 250, height: 44))
        try h.tap("bold")
        #expect(recorder.value == true)
        #expect(h.frame(of: "bold") == nil)
    }

    @Test func aToggleInAMenuShowsACheckmarkInTheLeadingColumnWhileOn() throws {
        func checkmarkInk(_ on: Bool) throws -> Int {
            let h = host(ToggleMenu(bold: on, recorder: Recorder()), width: 390, height: 844)
            try h.tap("menu")
            let row = try #require(h.frame(of: "bold"))
            let image = try PNGDecoder.decode(h.pngData(scale: 2))
            // The mark spans 15...26 pt from the row's leading edge, around its middle.
            var dark = 0
            for x in Int((row.minX + 14) * 2)...Int((row.minX + 27) * 2) {
                for y in Int((row.midY - 6) * 2)...Int((row.midY + 6) * 2) where image.pixel(x: x, y: y).r < 100 { dark += 1 }
            }
            return dark
        }
        #expect(try checkmarkInk(true) > 10)
        #expect(try checkmarkInk(false) == 0)
    }
}
