import Foundation
import Testing
@testable import Tether

/// Taps, hit testing, Button, Toggle, List rows (issue: state and interaction).
@MainActor
@Suite struct InteractionTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count)").accessibilityIdentifier("label")
                Button("Add") { count += 1 }.accessibilityIdentifier("add")
                Color.blue.frame(width: 10, height: CGFloat(10 + count * 10)).accessibilityIdentifier("bar")
            }
        }
    }

    @Test func buttonTapRunsItsActionAndRelayoutsState() throws {
        let h = host(Counter())
        #expect(close(h.frame(of: "bar")!.height, 10))
        try h.tap("add")
        try h.tap("add")
        #expect(close(h.frame(of: "bar")!.height, 30))
    }

    @Test func toggleTapFlipsItsBinding() throws {
        struct Settings: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on).accessibilityIdentifier("toggle")
                    if on { Color.green.frame(width: 5, height: 5).accessibilityIdentifier("shown") }
                }
            }
        }
        let h = host(Settings(), width: 390, height: 200)
        #expect(h.frame(of: "shown") == nil)
        // iOS toggles fill the offered width; the switch is 51 × 31.
        #expect(close(h.frame(of: "toggle")!.width, 390))
        #expect(close(h.frame(of: "toggle")!.height, 31))
        try h.tap("toggle")
        #expect(h.frame(of: "shown") != nil)
        try h.tap("toggle")
        #expect(h.frame(of: "shown") == nil)
    }

    @Test func typingIntoATextFieldWritesItsBindingAndSubmitRunsOnSubmit() throws {
        struct SignIn: View {
            @State var name = ""
            @State var password = ""
            let seen: Recorder<String>
            let submitted: Recorder<String>
            var body: some View {
                seen.record("\(name)|\(password)")
                return VStack {
                    TextField("Name", text: $name).tag(id: "name")
                    SecureField("Password", text: $password).tag(id: "password")
                }
                .onSubmit { submitted.record(name) }
            }
        }
        let seen = Recorder<String>(), submitted = Recorder<String>()
        let h = host(SignIn(seen: seen, submitted: submitted))
        try h.type("Ada", into: "name")
        try h.type(" L", into: "name")
        try h.type("s3cret", into: "password")
        #expect(seen.value == "Ada L|s3cret")
        try h.submit("password")
        #expect(submitted.value == "Ada L")
    }

    @Test func textFieldsFillTheWidthOnOneLine() {
        // Plain (the iOS default): one body line, 22 pt, across the offered 300 pt; with the
        // rounded border style, 6 pt above and below: 34 pt.
        let plain = host(TextField("Name", text: .constant("")).tag(id: "f"), width: 300, height: 100)
        #expect(close(plain.frame(of: "f")?.size.width ?? 0, 300) && close(plain.frame(of: "f")?.size.height ?? 0, 22))
        let bordered = host(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).tag(id: "f"), width: 300, height: 100)
        #expect(close(bordered.frame(of: "f")?.size.height ?? 0, 34))
    }

    @Test func typingWhereThereIsNoTextFieldIsAnError() {
        let h = host(VStack { Text("Label").tag(id: "label"); TextField("x", text: .constant("")).disabled(true).tag(id: "off") })
        #expect(throws: TextInputError.notEditable("label")) { try h.type("a", into: "label") }
        #expect(throws: TextInputError.noViewWithIdentifier("missing")) { try h.type("a", into: "missing") }
        #expect(throws: TextInputError.self) { try h.type("a", into: "off") }
    }

    @Test func anAlertCoversTheCanvasAndItsActionsDismissIt() throws {
        struct Screen: View {
            @State var asking = false
            let log: Recorder<String>
            var body: some View {
                Button("Delete") { asking = true }
                    .tag(id: "delete")
                    .alert("Delete the file?", isPresented: $asking) {
                        Button("Delete", role: .destructive) { log.record("deleted") }.tag(id: "confirm")
                        Button("Cancel", role: .cancel) { log.record("kept") }.tag(id: "cancel")
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: 390, height: 844)
        #expect(h.frame(of: "confirm") == nil)
        try h.tap("delete")
        // Two actions side by side at the bottom of a 270 pt card centred on the canvas.
        let confirm = h.frame(of: "confirm")!, cancel = h.frame(of: "cancel")!
        #expect(close(confirm, CGRect(x: 60, y: confirm.minY, width: 135, height: 44)))
        #expect(close(cancel, CGRect(x: 195, y: confirm.minY, width: 135, height: 44)))
        // The canvas is dimmed (20 % black) everywhere outside the card.
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(pixels.pixel(x: 10, y: 10).a == 51 && pixels.pixel(x: 10, y: 10).r == 0)
        // An action runs, then the alert goes away.
        try h.tap("confirm")
        #expect(log.value == "deleted")
        #expect(h.frame(of: "confirm") == nil)
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 10, y: 10).a == 0)
    }

    @Test func anAlertWithThreeActionsStacksThem() throws {
        let h = host(Color.clear.alert("Choose", isPresented: .constant(true)) {
            Button("One") {}.tag(id: "one")
            Button("Two") {}.tag(id: "two")
            Button("Three") {}.tag(id: "three")
        }, width: 390, height: 844)
        let one = h.frame(of: "one")!, two = h.frame(of: "two")!, three = h.frame(of: "three")!
        #expect(close(one.width, 270) && close(two.minY, one.maxY) && close(three.minY, two.maxY))
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithCancelApart() throws {
        struct Screen: View {
            @State var asking = true
            let log: Recorder<String>
            var body: some View {
                Color.clear.confirmationDialog("Delete?", isPresented: $asking) {
                    Button("Delete Photo", role: .destructive) { log.record("deleted") }.tag(id: "delete")
                    Button("Keep", role: .cancel) { log.record("kept") }.tag(id: "keep")
                }
            }
        }
        let log = Recorder<String>()
        let h = host(Screen(log: log), width: 390, height: 844)
        // 8 pt in from the edges; the cancel card's 57 pt row ends 8 pt above the bottom, and
        // the other card ends 8 pt above it.
        let delete = h.frame(of: "delete")!, keep = h.frame(of: "keep")!
        #expect(close(keep, CGRect(x: 8, y: 844 - 8 - 57, width: 374, height: 57)))
        #expect(close(delete, CGRect(x: 8, y: 844 - 8 - 57 - 8 - 57, width: 374, height: 57)))
        try h.tap("keep")
        #expect(log.value == "kept")
        #expect(h.frame(of: "keep") == nil)
    }

    @Test func aConfirmationDialogWithoutCancelGetsOne() throws {
        let h = host(Color.clear.confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Copy") {}.tag(id: "copy")
        }, width: 390, height: 844)
        // Copy in the top card, iOS's own Cancel in the bottom one.
        #expect(close(h.frame(of: "copy")!.maxY, 844 - 8 - 57 - 8))
        #expect(h.layoutDump().contains("omitted"))
    }

    @Test func aSegmentedPickerChoosesTheTappedSegment() throws {
        struct Sizes: View {
            @State var size = "M"
            let seen: Recorder<String>
            var body: some View {
                seen.record(size)
                return Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
                .frame(width: 300)
                .tag(id: "picker")
            }
        }
        let seen = Recorder<String>()
        let h = host(Sizes(seen: seen), width: 390, height: 100)
        // 300 wide, 32 tall, three segments of 100: the third is centred at x = 45 + 250.
        let frame = h.frame(of: "picker")!
        #expect(close(frame, CGRect(x: 45, y: 34, width: 300, height: 32)))
        try h.tap(at: CGPoint(x: frame.minX + 250, y: frame.midY))
        #expect(seen.value == "L")
        try h.tap(at: CGPoint(x: frame.minX + 50, y: frame.midY))
        #expect(seen.value == "S")
    }

    @Test func pickerOptionsInAForEachAreTaggedByTheirIDs() throws {
        enum Flavor: String, CaseIterable { case chocolate, vanilla, strawberry }
        struct Flavors: View {
            @State var flavor = Flavor.chocolate
            let seen: Recorder<Flavor>
            var body: some View {
                seen.record(flavor)
                return Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.inline)
                .tag(id: "picker")
            }
        }
        let seen = Recorder<Flavor>()
        let h = host(Flavors(seen: seen), width: 390, height: 300)
        // Inline: a 44 pt row per option; the second row chooses vanilla.
        let frame = h.frame(of: "picker")!
        #expect(close(frame.height, 132))
        try h.tap(at: CGPoint(x: frame.midX, y: frame.minY + 44 + 22))
        #expect(seen.value == .vanilla)
    }

    @Test func aMenuPickerShowsOnlyItsChoice() {
        let h = host(Picker("Size", selection: .constant(2)) {
            Text("One").tag(1).tag(id: "one")
            Text("Two").tag(2).tag(id: "two")
        }, width: 390, height: 100)
        #expect(h.frame(of: "two") != nil && h.frame(of: "one") == nil)
    }

    @Test func aStepperStepsWithinItsBounds() throws {
        struct Counter: View {
            @State var count = 0
            let seen: Recorder<Int>
            var body: some View {
                seen.record(count)
                return Stepper("Count", value: $count, in: 0...2).tag(id: "stepper")
            }
        }
        let seen = Recorder<Int>()
        let h = host(Counter(seen: seen), width: 390, height: 100)
        // The control is the trailing 94 × 32: minus on its left half, plus on its right half.
        let frame = h.frame(of: "stepper")!
        let minus = CGPoint(x: frame.maxX - 94 + 23, y: frame.midY), plus = CGPoint(x: frame.maxX - 23, y: frame.midY)
        #expect(close(frame.height, 32) && close(frame.width, 390))
        // At the lower bound, minus is dimmed and taps pass through it.
        #expect(throws: TapError.self) { try h.tap(at: minus) }
        try h.tap(at: plus)
        try h.tap(at: plus)
        #expect(seen.value == 2)
        #expect(throws: TapError.self) { try h.tap(at: plus) }
        try h.tap(at: minus)
        #expect(seen.value == 1)
    }

    @Test func aStepperWithActionsRunsThem() throws {
        let log = Recorder<String>()
        let h = host(Stepper("Volume", onIncrement: { log.record("up") }, onDecrement: { log.record("down") }).tag(id: "s"),
                     width: 390, height: 100)
        let frame = h.frame(of: "s")!
        try h.tap(at: CGPoint(x: frame.maxX - 23, y: frame.midY))
        #expect(log.value == "up")
        try h.tap(at: CGPoint(x: frame.maxX - 94 + 23, y: frame.midY))
        #expect(log.value == "down" && log.count == 2)
    }

    @Test func aLabelStyleShowsTheIconOrTheTitleAlone() {
        func size(_ view: some View) -> CGSize { host(view.tag(id: "v")).frame(of: "v")!.size }
        let icon = size(Image(systemName: "wifi")), title = size(Text("Wi-Fi"))
        #expect(size(Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly)) == icon)
        #expect(size(Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly)) == title)
        // Both, 8 pt apart, as tall as the taller.
        let both = size(Label("Wi-Fi", systemImage: "wifi"))
        #expect(close(both.width, icon.width + 8 + title.width) && close(both.height, max(icon.height, title.height)))
    }

    @Test func labeledContentPutsItsValueTrailing() {
        let h = host(LabeledContent("Name") { Text("Ada").tag(id: "value") }.frame(width: 300).tag(id: "row"), width: 300, height: 100)
        #expect(close(h.frame(of: "value")!.maxX, h.frame(of: "row")!.maxX))
    }

    @Test func aFormIsAnInsetGroupedListWhateverTheListStyle() {
        let form = host(Form { Text("Row") }.listStyle(.plain), width: 390, height: 200).svg()
        let grouped = host(List { Text("Row") }.listStyle(.insetGrouped), width: 390, height: 200).svg()
        #expect(form == grouped)
    }

    @Test func aTapLandsOnTheViewThatZIndexBringsToTheFront() throws {
        // The red square is first in code but raised by zIndex: it is in front, so it gets the
        // tap; an allowsHitTesting(false) around a raised view still lets the tap through.
        let tapped = Recorder<String>()
        let raised = host(ZStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record("red") }.zIndex(1)
            Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.record("blue") }
        })
        try raised.tap(at: CGPoint(x: 200, y: 200))
        #expect(tapped.value == "red")
        let passThrough = host(ZStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record("red") }.zIndex(1).allowsHitTesting(false)
            Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.record("blue") }
        })
        try passThrough.tap(at: CGPoint(x: 200, y: 200))
        #expect(tapped.value == "blue")
    }

    @Test func tapAtPointHitsTheFrontMostView() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Color.blue.frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
        }
        let h = host(view, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        try h.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.taps == ["front", "back"])
    }

    @Test func allowsHitTestingFalseLetsTapsThrough() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = ZStack {
            Color.red.onTapGesture { log.taps.append("back") }
            Color.blue.onTapGesture { log.taps.append("front") }.allowsHitTesting(false)
        }
        let h = host(view, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.taps == ["back"])
    }

    @Test func clearColorIsNotHitUnlessGivenAContentShape() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let bare = host(Color.clear.frame(width: 50, height: 50).onTapGesture { log.taps += 1 }, width: 50, height: 50)
        #expect(throws: TapError.self) { try bare.tap(at: CGPoint(x: 25, y: 25)) }
        let shaped = host(Color.clear.frame(width: 50, height: 50).contentShape(Rectangle()).onTapGesture { log.taps += 1 },
                          width: 50, height: 50)
        try shaped.tap(at: CGPoint(x: 25, y: 25))
        #expect(log.taps == 1)
    }

    @Test func circleReceivesTapsOnlyInsideItsOutline() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let h = host(Circle().frame(width: 100, height: 100).onTapGesture { log.taps += 1 }, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        // The frame's corner is outside the circle (distance 70.7 > 50 from the centre).
        #expect(throws: TapError.self) { try h.tap(at: CGPoint(x: 2, y: 2)) }
        #expect(log.taps == 1)
    }

    @Test func tapOnNothingThrowsAClearError() {
        let h = host(Color.red.frame(width: 10, height: 10), width: 100, height: 100)
        #expect(throws: TapError.nothingAt(CGPoint(x: 1, y: 1))) { try h.tap(at: CGPoint(x: 1, y: 1)) }
        #expect(throws: TapError.noViewWithIdentifier("missing")) { try h.tap("missing") }
        #expect(throws: TapError.self) { try h.tap(at: CGPoint(x: CGFloat.nan, y: 0)) }
    }

    @Test func disabledButtonDoesNotRunItsAction() {
        final class Log { var taps = 0 }
        let log = Log()
        let h = host(Button("Go") { log.taps += 1 }.disabled(true).accessibilityIdentifier("go"))
        #expect(throws: TapError.self) { try h.tap("go") }
        #expect(log.taps == 0)
    }

    @Test func buttonInsideAListRowIsTappable() throws {
        struct Rows: View {
            @State var picked = -1
            var body: some View {
                VStack {
                    List {
                        ForEach(0..<3) { i in
                            Button("Row \(i)") { picked = i }.accessibilityIdentifier("row\(i)")
                        }
                    }
                    Color.red.frame(width: 10, height: CGFloat(picked + 2)).accessibilityIdentifier("marker")
                }
            }
        }
        let h = host(Rows(), width: 390, height: 600)
        let row1 = h.frame(of: "row1")!
        try h.tap(at: CGPoint(x: row1.midX, y: row1.midY))
        #expect(close(h.frame(of: "marker")!.height, 3))
    }

    @Test func stateSurvivesParentReevaluation() throws {
        struct Parent: View {
            @State var outer = 0
            var body: some View {
                VStack {
                    Button("Outer") { outer += 1 }.accessibilityIdentifier("outer")
                    Color.red.frame(width: 10, height: CGFloat(outer + 1)).accessibilityIdentifier("outerBar")
                    Counter()
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        try h.tap("outer")
        #expect(close(h.frame(of: "outerBar")!.height, 2))
        #expect(close(h.frame(of: "bar")!.height, 20))
    }

    @Test func changingIdGivesFreshState() throws {
        struct Parent: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
                    Counter().id(generation)
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        #expect(close(h.frame(of: "bar")!.height, 20))
        try h.tap("reset")
        #expect(close(h.frame(of: "bar")!.height, 10))
    }

    @Test func stateIsDroppedWhenItsViewLeavesTheTree() throws {
        struct Parent: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Button("Flip") { shown.toggle() }.accessibilityIdentifier("flip")
                    if shown { Counter() }
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        try h.tap("flip")
        #expect(h.frame(of: "bar") == nil)
        try h.tap("flip")
        #expect(close(h.frame(of: "bar")!.height, 10))
    }
}
