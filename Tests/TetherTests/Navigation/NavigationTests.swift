import Foundation
import Testing
@testable import Tether

/// `NavigationStack`, `NavigationLink` and the navigation bar, on an iPhone-sized canvas.
@MainActor @Suite struct NavigationTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func aLargeTitleBarTakesNinetySixPointsAboveTheContent() {
        // 44 (top row) + 52 (large title) = 96; the content fills the other 748 and centres
        // the line of text (20.5 pt): y = 96 + (748 − 20.5) / 2 = 459.75.
        let h = host(NavigationStack { Text("Body").testID("body").navigationTitle("Inbox") }, width: phone.width, height: phone.height)
        let body = h.frame(of: "body")!
        #expect(close(body.height, bodyLine) && close(body.minY, 96 + (748 - bodyLine) / 2))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func anInlineTitleBarTakesFortyFourPoints() {
        // y = 44 + (800 − 20.5) / 2 = 433.75.
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "body")!.minY, 44 + (800 - bodyLine) / 2))
    }

    @Test func aLinkPushesItsDestinationAndTheBackButtonPopsIt() throws {
        let h = host(NavigationStack {
            List {
                NavigationLink("Detail") { Text("Detail view").testID("detail").navigationTitle("Detail") }.testID("link")
            }
            .navigationTitle("Root")
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "detail") == nil)
        try h.tap("link")
        #expect(h.frame(of: "detail") != nil)
        #expect(h.frame(of: "link") == nil)
        // The back button sits at the leading end of the 44 pt top row.
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "detail") == nil)
        #expect(h.frame(of: "link") != nil)
        // With nothing pushed there is no back button.
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 24, y: 22)) }
    }

    @Test func aLinkInAListIsARowWithAChevronAndElsewhereAButton() throws {
        let inList = host(NavigationStack { List { NavigationLink("Row", destination: Text("x")).testID("row") } },
                          width: phone.width, height: phone.height)
        // The row spans the card's text column: the chevron sits at its trailing end.
        #expect(inList.layoutDump().contains("Image"))
        let plain = host(NavigationStack { NavigationLink("Go", destination: Text("x").testID("x")).testID("go") },
                         width: phone.width, height: phone.height)
        #expect(!plain.layoutDump().contains("Image"))
        try plain.tap("go")
        #expect(plain.frame(of: "x") != nil)
    }

    @Test func theBarContinuesTheBackgroundOfAGroupedList() throws {
        // iOS's grouped background, #F2F2F7, behind the large title as behind the list.
        let h = host(NavigationStack { List { Text("Row") }.navigationTitle("Settings") }, width: phone.width, height: phone.height)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let bar = p.pixel(x: 300, y: 20)
        #expect(bar.r == 242 && bar.g == 242 && bar.b == 247)
    }

    @Test func toolbarItemsSitAtTheEndsOfTheTopRowAndRespondToTaps() throws {
        let log = Recorder<String>()
        let h = host(NavigationStack {
            Text("Notes")
                .navigationTitle("Notes")
                .toolbar {
                    // `.navigation` is the navigation area: on iOS the leading edge.
                    ToolbarItem(placement: .navigation) { Button("Edit") { log.record("edit") }.testID("edit") }
                    ToolbarItem(placement: .primaryAction) { Button("Add") { log.record("add") }.testID("add") }
                }
        }, width: phone.width, height: phone.height)
        // 16 pt in from each side, centred in the 44 pt top row.
        let edit = h.frame(of: "edit")!, add = h.frame(of: "add")!
        #expect(close(edit.minX, 16) && close(add.maxX, 390 - 16))
        #expect(close(edit.midY, 22) && close(add.midY, 22))
        try h.tap("add")
        #expect(log.value == "add")
        try h.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        #expect(log.value == "edit")
    }

    @Test func plainToolbarViewsGoToTheTrailingEnd() throws {
        let h = host(NavigationStack {
            Text("Body").toolbar { Button("Done") {}.testID("done") }
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "done")!.maxX, 374))
    }

    @Test func theRootKeepsItsStateWhileAViewIsPushedOnIt() throws {
        struct Root: View {
            @State private var count = 0
            let seen: Recorder<Int>
            var body: some View {
                seen.record(count)
                return VStack {
                    Button("Add") { count += 1 }.testID("add")
                    NavigationLink("Next") { Text("Next view").testID("next") }.testID("link")
                }
            }
        }
        let seen = Recorder<Int>()
        let h = host(NavigationStack { Root(seen: seen) }, width: phone.width, height: phone.height)
        try h.tap("add")
        try h.tap("add")
        try h.tap("link")
        #expect(h.frame(of: "next") != nil && h.frame(of: "add") == nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "add") != nil)
        #expect(seen.value == 2)
    }

    @Test func aValueLinkShowsTheDestinationDeclaredForItsType() throws {
        let h = host(NavigationStack {
            List {
                NavigationLink("Seven", value: 7).testID("seven")
                NavigationLink("Nothing", value: Int?.none).testID("nothing")
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)").testID("number-\(number)") }
        }, width: phone.width, height: phone.height)
        try h.tap("nothing")
        #expect(h.frame(of: "seven") != nil)
        try h.tap("seven")
        #expect(h.frame(of: "number-7") != nil)
    }

    @Test func thePathBindingIsTheStackAndFollowsTheBackButton() throws {
        struct Deep: View {
            @State var path: [Int] = [1, 2]
            let seen: Recorder<[Int]>
            var body: some View {
                seen.record(path)
                return NavigationStack(path: $path) {
                    Text("Root").testID("root")
                        .navigationDestination(for: Int.self) { Text("Level \($0)").testID("level-\($0)") }
                }
            }
        }
        let seen = Recorder<[Int]>()
        let h = host(Deep(seen: seen), width: phone.width, height: phone.height)
        // Opened two levels deep: the top one shows.
        #expect(h.frame(of: "level-2") != nil && h.frame(of: "root") == nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(seen.value == [1])
        #expect(h.frame(of: "level-1") != nil)
    }

    @Test func aValueWithoutADestinationShowsAWarningAndADiagnostic() throws {
        let h = host(NavigationStack { NavigationLink("Go", value: "text").testID("go") }, width: phone.width, height: phone.height)
        try h.tap("go")
        #expect(h.diagnostics.contains { $0.message.contains("no matching navigationDestination") })
    }

    @Test func aNavigationPathCountsAndRemovesItsValues() {
        var path = NavigationPath([1, 2])
        path.append("three")
        #expect(path.count == 3)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test func aHiddenBackButtonLeavesTheTopRowEmptyAndDismissStillPops() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack { Button("Done") { dismiss() }.testID("done") }
                    .navigationTitle("Detail").navigationBarBackButtonHidden(true)
            }
        }
        let h = host(NavigationStack { NavigationLink("Open") { Detail() }.testID("open") }, width: phone.width, height: phone.height)
        try h.tap("open")
        // Where the back button was there is nothing to tap, and no "Back" text is drawn.
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 24, y: 22)) }
        #expect(h.find(text: "Back") == nil)
        try h.tap("done")
        #expect(h.frame(of: "open") != nil)
        // An inner `false` wins over an outer `true`, as the innermost setting does.
        let shown = host(NavigationStack {
            NavigationLink("Open") { Text("x").navigationBarBackButtonHidden(false).navigationBarBackButtonHidden() }.testID("open")
        }, width: phone.width, height: phone.height)
        try shown.tap("open")
        try shown.tap(at: CGPoint(x: 24, y: 22))
        #expect(shown.frame(of: "open") != nil)
    }

    @Test func dismissOnAPushedViewPopsIt() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Done") { dismiss() }.testID("done") }
        }
        let h = host(NavigationStack { NavigationLink("Open") { Detail() }.testID("open") }, width: phone.width, height: phone.height)
        try h.tap("open")
        try h.tap("done")
        #expect(h.frame(of: "open") != nil && h.frame(of: "done") == nil)
    }

    @Test func aSheetCoversTheCanvasBelowItsTopAndDismissCloses() throws {
        struct Screen: View {
            @State var showing = false
            let log: Recorder<String>
            var body: some View {
                Button("Show") { showing = true }.testID("show")
                    .sheet(isPresented: $showing, onDismiss: { log.record("dismissed") }) { SheetContent() }
            }
        }
        struct SheetContent: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack { Button("Close") { dismiss() }.testID("close") }.testID("sheet")
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: phone.width, height: phone.height)
        try h.tap("show")
        // The sheet starts 10 pt below the top and fills the rest; its content is centred.
        let button = h.frame(of: "close")!
        #expect(close(button.midY, 10 + (844 - 10) / 2, tolerance: 0.5))
        try h.tap("close")
        #expect(h.frame(of: "close") == nil)
        #expect(log.value == "dismissed")
    }

    @Test func aMediumDetentMakesTheSheetHalfAsTall() {
        let h = host(Color.clear.sheet(isPresented: .constant(true)) {
            Text("Half").testID("half").presentationDetents([.medium])
        }, width: phone.width, height: phone.height)
        // The lower half: 422...844, the text centred in it.
        #expect(close(h.frame(of: "half")!.midY, 422 + 211, tolerance: 0.5))
    }

    @Test func anItemSheetShowsWhileItsItemIsSet() throws {
        struct Item: Identifiable { let id: Int }
        struct Screen: View {
            @State var item: Item?
            var body: some View {
                Button("Pick") { item = Item(id: 7) }.testID("pick")
                    .sheet(item: $item) { Text("Item \($0.id)").testID("item-\($0.id)") }
            }
        }
        let h = host(Screen(), width: phone.width, height: phone.height)
        #expect(h.frame(of: "item-7") == nil)
        try h.tap("pick")
        #expect(h.frame(of: "item-7") != nil)
    }

    @Test func aTabViewShowsTheSelectedPageAboveItsBarAndSwitchesOnATap() throws {
        struct Counter: View {
            @State private var count = 0
            let seen: Recorder<Int>
            var body: some View {
                seen.record(count)
                return Button("Add") { count += 1 }.testID("add")
            }
        }
        let seen = Recorder<Int>()
        let h = host(TabView {
            Counter(seen: seen).tabItem { Label("Home", systemImage: "house") }
            Text("Settings").testID("settings").tabItem { Label("Settings", systemImage: "gear") }
        }, width: phone.width, height: phone.height)
        // The page is the canvas above the 49 pt bar: 795 tall, the button centred in it.
        #expect(close(h.frame(of: "add")!.midY, 795 / 2, tolerance: 0.5))
        #expect(h.frame(of: "settings") == nil)
        try h.tap("add")
        // Two items across 390 pt: the second is centred at x = 292.5 in the bar.
        try h.tap(at: CGPoint(x: 292.5, y: 844 - 24.5))
        #expect(h.frame(of: "settings") != nil && h.frame(of: "add") == nil)
        try h.tap(at: CGPoint(x: 97.5, y: 844 - 24.5))
        // Back on the first page, its state is as it was.
        #expect(h.frame(of: "add") != nil && seen.value == 1)
    }

    @Test func aTabViewSelectionFollowsTags() throws {
        struct Tabs: View {
            @State var tab = "b"
            let seen: Recorder<String>
            var body: some View {
                seen.record(tab)
                return TabView(selection: $tab) {
                    Text("A").testID("a").tabItem { Text("A") }.tag("a")
                    Text("B").testID("b").tabItem { Text("B") }.tag("b")
                }
            }
        }
        let seen = Recorder<String>()
        let h = host(Tabs(seen: seen), width: phone.width, height: phone.height)
        #expect(h.frame(of: "b") != nil && h.frame(of: "a") == nil)
        try h.tap(at: CGPoint(x: 97.5, y: 844 - 24.5))
        #expect(seen.value == "a" && h.frame(of: "a") != nil)
    }
}

/// Toolbar content described by a `body`, as apps factor their toolbars out.
@MainActor
@Suite struct CustomToolbarContentTests {
    struct EditorToolbar: ToolbarContent {
        let log: Recorder<String>
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.record("cancel") }.testID("cancel") }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { log.record("save") }.testID("save") }
        }
    }

    @Test func aCustomToolbarContentPlacesTheItemsOfItsBody() throws {
        let log = Recorder<String>()
        let h = host(NavigationStack {
            Text("Draft").navigationTitle("Note").toolbar { EditorToolbar(log: log) }
        }, width: 390, height: 844)
        // iOS: cancel at the leading end, confirm at the trailing end, 16 pt in, mid-row.
        let cancel = h.frame(of: "cancel")!, save = h.frame(of: "save")!
        #expect(close(cancel.minX, 16) && close(save.maxX, 390 - 16))
        #expect(close(cancel.midY, 22) && close(save.midY, 22))
        try h.tap("save")
        #expect(log.value == "save")
    }
}

/// The deprecated navigation forms half of real code still uses, on iOS's bar.
@MainActor
@Suite struct DeprecatedNavigationTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func navigationBarTitleIsALargeTitleAndTakesADisplayMode() {
        // As navigationTitle: 44 + 52 = 96 above the content, which centres its line (20.5 pt)
        // in the 748 left: 96 + (748 − 20.5) / 2; inline: 44 + (800 − 20.5) / 2.
        let large = host(NavigationView { Text("Body").testID("body").navigationBarTitle("Posts") }
            .navigationViewStyle(.stack), width: phone.width, height: phone.height)
        #expect(close(large.frame(of: "body")!.minY, 96 + (748 - bodyLine) / 2))
        let inline = host(NavigationView { Text("Body").testID("body").navigationBarTitle("Posts", displayMode: .inline) },
                          width: phone.width, height: phone.height)
        #expect(close(inline.frame(of: "body")!.minY, 44 + (800 - bodyLine) / 2))
    }

    @Test func navigationBarItemsSitAtTheEndsOfTheTopRow() throws {
        let log = Recorder<String>()
        let h = host(NavigationView {
            Text("Body").navigationBarTitle("Posts")
                .navigationBarItems(leading: Button("Edit") { log.record("edit") }.testID("edit"),
                                    trailing: Button("Add") { log.record("add") }.testID("add"))
        }, width: phone.width, height: phone.height)
        // 16 pt in from each side, centred in the 44 pt top row.
        let edit = h.frame(of: "edit")!, add = h.frame(of: "add")!
        #expect(close(edit.minX, 16) && close(add.maxX, 390 - 16))
        #expect(close(edit.midY, 22) && close(add.midY, 22))
        try h.tap("edit")
        #expect(log.value == "edit")
    }

    @Test func aNavigationViewOfTwoColumnsShowsOnlyTheFirstOnAnIPhone() {
        // In compact width a column navigation view collapses to its first column, as iOS
        // shows an iPhone the sidebar; the detail is not on screen.
        let h = host(NavigationView {
            Text("Sidebar").testID("sidebar")
            Text("Detail").testID("detail")
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "sidebar") != nil)
        #expect(h.frame(of: "detail") == nil)
        #expect(!dumpedTexts(h).contains("Detail"))
    }

    @Test func aHiddenBarLeavesTheWholeHeightToTheContent() {
        // No bar: the line (20.5 pt) is centred in all 844 points, y = (844 − 20.5) / 2.
        let h = host(NavigationView {
            Text("Body").testID("body").navigationBarTitle("Posts").navigationBarHidden(true)
                .navigationBarItems(trailing: Button("Add") {}.testID("add"))
        }, width: phone.width, height: phone.height)
        #expect(close(h.frame(of: "body")!.minY, (844 - bodyLine) / 2))
        #expect(h.frame(of: "add") == nil)
    }
}

/// A stack opened already pushed (`NavigationStack(path:)` with values) finds the destinations
/// its root registers.
@MainActor
@Suite struct NavigationOpenedPushedTests {
    @Test func aStackOpenedWithAPathShowsItsDestinationWithoutADiagnostic() {
        let h = host(NavigationStack(path: .constant([7])) {
            Text("Root").navigationDestination(for: Int.self) { Text("Detail \($0)").testID("detail") }
        }, width: 390, height: 844)
        #expect(h.frame(of: "detail") != nil)
        #expect(!h.diagnostics.contains { $0.message.contains("navigationDestination") })
    }

    @Test func aPathValueWithNoDestinationStillWarns() {
        let h = host(NavigationStack(path: .constant(["text"])) {
            Text("Root").navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }, width: 390, height: 844)
        #expect(h.diagnostics.contains { $0.message.contains("no matching navigationDestination") })
    }
}
