import Foundation
import Testing
@testable import Tether

/// `pickerStyle(.navigationLink)` on an iPhone-sized canvas (390 × 844): a navigation link row
/// showing the label, the choice in grey and the chevron; a tap pushes a list of the options
/// with a checkmark on the chosen one; choosing sets the selection and pops.
///
/// The geometry follows from the inset grouped list under an inline navigation bar: the bar
/// is 44 pt, the first card starts 35 pt below it (y = 79), the card is 16 pt in from the
/// sides and its rows' content 16 pt further in (x = 32 … 358), each row 52 pt tall with its
/// content centred (the first row's centre line at 79 + 26 = 105).
@MainActor @Suite struct NavigationLinkPickerTests {
    let width: CGFloat = 390, height: CGFloat = 844
    let contentLeading: CGFloat = 16 + 16
    var contentTrailing: CGFloat { width - 16 - 16 }
    let firstCardTop: CGFloat = 44 + 35
    let rowHeight: CGFloat = 52

    /// A form with a `.navigationLink` picker of three tagged flavours, inside a stack (or not).
    struct Order: View {
        @State var flavor = "chocolate"
        var inStack = true
        let seen: Recorder<String>
        var body: some View {
            seen.record(flavor)
            let form = Form {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("vanilla")
                    Text("Chocolate").tag("chocolate")
                    Text("Strawberry").tag("strawberry")
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("Order")
            .navigationBarTitleDisplayMode(.inline)
            return Group {
                if inStack { NavigationStack { form } } else { form }
            }
        }
    }

    /// The frames of the symbol images named `name` (global space).
    private func symbolFrames<V: View>(_ name: String, in h: ViewHost<V>) -> [CGRect] {
        var found: [CGRect] = []
        var stack = [h.root]
        while let node = stack.popLast() {
            if let image = node.view as? Image, image.source == .symbol(name) { found.append(node.globalBounds) }
            stack.append(contentsOf: node.children)
        }
        return found
    }

    /// The centre line of row `index` of the first card.
    private func rowMidY(_ index: Int) -> CGFloat { firstCardTop + rowHeight * CGFloat(index) + rowHeight / 2 }

    @Test func theRowShowsTheLabelLeadingAndTheChoiceInGreyBeforeTheChevron() throws {
        let h = host(Order(seen: Recorder()), width: width, height: height)
        let label = try #require(textFrame("Flavor", in: h), "\(h.layoutDump())")
        let choice = try #require(textFrame("Chocolate", in: h))
        let chevron = try #require(symbolFrames("chevron.right", in: h).first)
        // The label starts at the content's leading edge, the chevron ends at its trailing
        // edge, and the choice ends the HStack's default 8 pt before the chevron; all three
        // are centred on the row's centre line.
        #expect(close(label.minX, contentLeading))
        #expect(close(chevron.maxX, contentTrailing))
        #expect(close(choice.maxX, chevron.minX - 8))
        for frame in [label, choice, chevron] { #expect(close(frame.midY, rowMidY(0), tolerance: 0.5), "\(frame)") }
        // The label is in the primary colour (near black on the white card), the choice in
        // secondary grey (#3C3C43 at 60 % over white, about 138).
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        func darkest(_ frame: CGRect) -> Int {
            var value = 255
            for x in Int(frame.minX)..<Int(frame.maxX) { for y in Int(frame.minY)..<Int(frame.maxY) { value = min(value, png.pixel(x: x, y: y).r) } }
            return value
        }
        #expect(darkest(label) < 60)
        let grey = darkest(choice)
        #expect(grey > 100 && grey < 190, "\(grey)")
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test func theRowReadsAsAButtonNamedByTheLabelWithTheChoiceAsItsValue() throws {
        let h = host(Order(seen: Recorder()), width: width, height: height)
        let row = try #require(h.find(role: .button, label: "Flavor"), "\(h.accessibilityTree())")
        #expect(row.value == "Chocolate")
        #expect(row.traits.contains(.isButton))
        // The options of the closed picker are not read.
        #expect(h.find(text: "Vanilla") == nil)
    }

    @Test func aTapPushesAListOfTheOptionsWithTheChosenOneCheckedInTheTint() throws {
        let h = host(Order(seen: Recorder()), width: width, height: height)
        try h.tap(label: "Flavor")
        // The page's inline title is the picker's label, in the middle of the 44 pt bar.
        let title = try #require(h.find(role: .staticText, label: "Flavor"), "\(h.accessibilityTree())")
        #expect(close(title.frame.midY, 22, tolerance: 0.5) && close(title.frame.midX, width / 2, tolerance: 0.5))
        #expect(h.find(role: .staticText, label: "Order") == nil, "\(h.accessibilityTree())")
        // One row per option, in order, each across the content column of its 52 pt row; the
        // chosen one is read as selected.
        let names = ["Vanilla", "Chocolate", "Strawberry"]
        for (index, name) in names.enumerated() {
            let option = try #require(h.find(role: .button, label: name), "\(h.accessibilityTree())")
            #expect(close(option.frame.minX, contentLeading) && close(option.frame.maxX, contentTrailing), "\(option.frame)")
            #expect(close(option.frame.midY, rowMidY(index), tolerance: 0.5), "\(option.frame)")
            #expect(option.traits.contains(.isSelected) == (name == "Chocolate"), "\(name)")
        }
        // The checkmark: tint blue (#0088FF) in the last 14 pt of the chosen row's content,
        // and nowhere in the other rows.
        let png = try PNGDecoder.decode(h.pngData(scale: 2))
        func hasTint(row index: Int) -> Bool {
            let midY = rowMidY(index)
            for x in Int((contentTrailing - 14) * 2)..<Int(contentTrailing * 2) {
                for y in Int((midY - 8) * 2)..<Int((midY + 8) * 2) {
                    let p = png.pixel(x: x, y: y)
                    if p.b > 200 && p.r < 80 && p.g > 100 && p.g < 170 { return true }
                }
            }
            return false
        }
        #expect(hasTint(row: 1))
        #expect(!hasTint(row: 0) && !hasTint(row: 2))
        // An inset grouped list: grouped grey beside the card, the card white.
        let beside = png.pixel(x: 8 * 2, y: Int(rowMidY(0) * 2)), card = png.pixel(x: 24 * 2, y: Int(rowMidY(0) * 2))
        #expect(beside.r == 242 && beside.g == 242 && beside.b == 247)
        #expect(card.r == 255 && card.g == 255 && card.b == 255)
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test func inDarkModeThePageUsesTheDarkCardAndTint() throws {
        let h = host(Order(seen: Recorder()), width: width, height: height)
        h.colorScheme = .dark
        try h.tap(label: "Flavor")
        let png = try PNGDecoder.decode(h.pngData(scale: 2))
        // iOS's dark grouped colours: black beside the card, the card #1C1C1E.
        let beside = png.pixel(x: 8 * 2, y: Int(rowMidY(0) * 2)), card = png.pixel(x: 24 * 2, y: Int(rowMidY(0) * 2))
        #expect(beside.r == 0 && beside.g == 0 && beside.b == 0)
        #expect(card.r == 28 && card.g == 28 && card.b == 30)
        // The checkmark in the dark tint (#0091FF): some pixel of it nearly that colour.
        var tinted = false
        let midY = rowMidY(1)
        for x in Int((contentTrailing - 14) * 2)..<Int(contentTrailing * 2) {
            for y in Int((midY - 8) * 2)..<Int((midY + 8) * 2) {
                let p = png.pixel(x: x, y: y)
                if p.r < 20 && abs(p.g - 145) <= 6 && p.b > 240 { tinted = true }
            }
        }
        #expect(tinted)
    }

    @Test func choosingAnOptionWritesTheSelectionAndPopsBackToTheRow() throws {
        let seen = Recorder<String>()
        let h = host(Order(seen: seen), width: width, height: height)
        try h.tap(label: "Flavor")
        try h.tap(label: "Strawberry")
        #expect(seen.value == "strawberry")
        // Back on the form: the page's rows are gone and the row shows the new choice.
        #expect(h.find(role: .button, label: "Vanilla") == nil)
        #expect(h.find(role: .staticText, label: "Order") != nil)
        #expect(h.find(role: .button, label: "Flavor")?.value == "Strawberry")
        // Pushed again, the page checks the new choice.
        try h.tap(label: "Flavor")
        #expect(h.find(role: .button, label: "Strawberry")?.traits.contains(.isSelected) == true)
        #expect(h.find(role: .button, label: "Chocolate")?.traits.contains(.isSelected) == false)
    }

    @Test func optionsOfAForEachAreChosenByTheirIDs() throws {
        enum Topping: String, CaseIterable, Identifiable {
            case sprinkles, nuts, sauce
            var id: Self { self }
        }
        struct Sundae: View {
            @State var topping = Topping.nuts
            let seen: Recorder<Topping>
            var body: some View {
                seen.record(topping)
                return NavigationStack {
                    List {
                        Picker("Topping", selection: $topping) {
                            ForEach(Topping.allCases) { Text($0.rawValue.capitalized) }
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
            }
        }
        let seen = Recorder<Topping>()
        let h = host(Sundae(seen: seen), width: width, height: height)
        #expect(h.find(role: .button, label: "Topping")?.value == "Nuts")
        try h.tap(label: "Topping")
        #expect(h.find(role: .button, label: "Nuts")?.traits.contains(.isSelected) == true)
        try h.tap(label: "Sauce")
        #expect(seen.value == .sauce)
        #expect(h.find(role: .button, label: "Topping")?.value == "Sauce")
    }

    @Test func untaggedOptionsOutsideAForEachChooseNothing() throws {
        struct Sizes: View {
            @State var size = 0
            let seen: Recorder<Int>
            var body: some View {
                seen.record(size)
                return NavigationStack {
                    Form {
                        Picker("Size", selection: $size) {
                            Text("Small")
                            Text("Large")
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
            }
        }
        // The page lists its rows with a `ForEach`; that must not lend the options its ids.
        let seen = Recorder<Int>()
        let h = host(Sizes(seen: seen), width: width, height: height)
        try h.tap(label: "Size")
        let large = try #require(h.find(role: .button, label: "Large"), "\(h.accessibilityTree())")
        #expect(!large.traits.contains(.isSelected))
        try h.tap(label: "Large")
        #expect(seen.value == 0)
        #expect(seen.count == 1)
    }

    @Test func outsideANavigationStackATapPushesNothingAndReportsWhy() throws {
        let seen = Recorder<String>()
        let h = host(Order(inStack: false, seen: seen), width: width, height: height)
        // The row looks the same: the label, the choice and the chevron.
        #expect(h.find(role: .button, label: "Flavor")?.value == "Chocolate")
        #expect(symbolFrames("chevron.right", in: h).count == 1)
        #expect(h.diagnostics.isEmpty)
        try h.tap(label: "Flavor")
        #expect(h.find(role: .button, label: "Vanilla") == nil)
        #expect(seen.value == "chocolate")
        let reported = h.diagnostics.map(\.message)
        #expect(reported.contains { $0.contains("Picker \"Flavor\"") && $0.contains(".navigationLink") && $0.contains("NavigationStack") },
                "\(reported)")
    }
}
