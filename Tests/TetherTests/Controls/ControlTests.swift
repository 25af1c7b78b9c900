import Foundation
import Testing
@testable import Tether

/// Controls: text fields, pickers, steppers, labels, labeled content and forms.
@MainActor
@Suite struct ControlTests {

    @Test func typingIntoATextFieldWritesItsBindingAndSubmitRunsOnSubmit() throws {
        struct SignIn: View {
            @State var name = ""
            @State var password = ""
            let seen: Recorder<String>
            let submitted: Recorder<String>
            var body: some View {
                seen.record("\(name)|\(password)")
                return VStack {
                    TextField("Name", text: $name).testID("name")
                    SecureField("Password", text: $password).testID("password")
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

    @Test func aSecureFieldWithALabelViewShowsItsPromptThenBullets() throws {
        struct Login: View {
            @State var password = ""
            var body: some View {
                SecureField(text: $password, prompt: Text("Required")) { Text("Password") }.testID("secure")
            }
        }
        let h = host(Login(), width: 300, height: 100)
        // Empty, the prompt is the placeholder; typed, one bullet per character.
        #expect(dumpedTexts(h).contains("Required"))
        try h.type("abc", into: "secure")
        #expect(dumpedTexts(h).contains("\u{2022}\u{2022}\u{2022}"))
        #expect(!dumpedTexts(h).contains("Required"))
    }

    @Test func textFieldsFillTheWidthOnOneLine() {
        // Plain (the iOS default): one body line (20.5 pt at 2x) across the offered 300 pt;
        // with the rounded border style, 6 pt above and below.
        let plain = host(TextField("Name", text: .constant("")).testID("f"), width: 300, height: 100)
        #expect(close(plain.frame(of: "f")?.size.width ?? 0, 300) && close(plain.frame(of: "f")?.size.height ?? 0, bodyLine))
        let bordered = host(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).testID("f"), width: 300, height: 100)
        #expect(close(bordered.frame(of: "f")?.size.height ?? 0, bodyLine + 12))
    }

    @Test func aTextFieldPlacesItsTextByTheMultilineTextAlignment() throws {
        // As `UITextField.textAlignment`: the line stays one line across the field, the text
        // sits at its leading end, centred, or at its trailing end.
        for (alignment, expectedMidX) in [(TextAlignment.leading, nil), (.center, 150.0), (.trailing, nil)] as [(TextAlignment, CGFloat?)] {
            let h = host(TextField("Amount", text: .constant("42")).multilineTextAlignment(alignment).testID("f"), width: 300, height: 100)
            let field = try #require(h.frame(of: "f"))
            let text = try #require(textFrame("42", in: h))
            #expect(close(field.width, 300))
            switch alignment {
            case .leading: #expect(close(text.minX, field.minX))
            case .center: #expect(close(text.midX, expectedMidX ?? 0))
            case .trailing: #expect(close(text.maxX, field.maxX))
            }
        }
    }

    struct WiFi: View {
        @State var isOn = false
        @State var steps = 0
        @State var level = 0.5
        var body: some View {
            VStack {
                Toggle("Wi-Fi", systemImage: isOn ? "wifi" : "wifi.slash", isOn: $isOn).testID("wifi")
                // iOS 13's label-last forms, an empty label closure included.
                Stepper(onIncrement: { steps += 1 }, onDecrement: { steps -= 1 }) { Text("Steps \(steps)") }.testID("steps")
                Slider(value: $level, minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), label: {})
                LabeledContent("Share", value: level, format: .percent)
            }
        }
    }

    @Test func iOS17ToggleWithASymbolAndLabelLastFormsWork() throws {
        let h = host(WiFi(), width: 390, height: 400)
        let texts = dumpedTexts(h)
        #expect(["Wi-Fi", "Steps 0", "0", "1", "Share", "50%"].allSatisfy(texts.contains))
        #expect(h.diagnostics.filter { $0.kind == .unknownSymbol }.isEmpty)
        let stepper = try #require(h.frame(of: "steps"))
        // The plus half is the control's trailing half (iOS's stepper is 94 pt wide).
        try h.tap(at: CGPoint(x: stepper.maxX - 20, y: stepper.midY))
        #expect(dumpedTexts(h).contains("Steps 1"))
        let toggle = try #require(h.frame(of: "wifi"))
        try h.tap(at: CGPoint(x: toggle.maxX - 20, y: toggle.midY))
        #expect(h.diagnostics.filter { $0.kind == .unknownSymbol }.isEmpty)
    }

    @Test func typingWhereThereIsNoTextFieldIsAnError() {
        let h = host(VStack { Text("Label").testID("label"); TextField("x", text: .constant("")).disabled(true).testID("off") })
        #expect(throws: InteractionError.notEditable("label")) { try h.type("a", into: "label") }
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.type("a", into: "missing") }
        #expect(throws: InteractionError.self) { try h.type("a", into: "off") }
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
                .testID("picker")
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
                .testID("picker")
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
            Text("One").tag(1).testID("one")
            Text("Two").tag(2).testID("two")
        }, width: 390, height: 100)
        #expect(h.frame(of: "two") != nil && h.frame(of: "one") == nil)
    }

    @Test func theDeprecatedLabelFirstInitializerBuildsTheSamePickerRow() {
        func row<V: View>(_ picker: V) -> [String] { dumpedTexts(host(Form { picker }, width: 390, height: 200)) }
        let labelFirst = row(Picker(selection: .constant(2), label: Text("Size")) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        let titled = row(Picker("Size", selection: .constant(2)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        #expect(labelFirst.first == "Size")
        #expect(labelFirst == titled)
    }

    @Test func aStepperStepsWithinItsBounds() throws {
        struct Counter: View {
            @State var count = 0
            let seen: Recorder<Int>
            var body: some View {
                seen.record(count)
                return Stepper("Count", value: $count, in: 0...2).testID("stepper")
            }
        }
        let seen = Recorder<Int>()
        let h = host(Counter(seen: seen), width: 390, height: 100)
        // The control is the trailing 94 × 32: minus on its left half, plus on its right half.
        let frame = h.frame(of: "stepper")!
        let minus = CGPoint(x: frame.maxX - 94 + 23, y: frame.midY), plus = CGPoint(x: frame.maxX - 23, y: frame.midY)
        #expect(close(frame.height, 32) && close(frame.width, 390))
        // At the lower bound, minus is dimmed and taps pass through it.
        #expect(throws: InteractionError.self) { try h.tap(at: minus) }
        try h.tap(at: plus)
        try h.tap(at: plus)
        #expect(seen.value == 2)
        #expect(throws: InteractionError.self) { try h.tap(at: plus) }
        try h.tap(at: minus)
        #expect(seen.value == 1)
    }

    @Test func aButtonStyleToggleFlipsOnTapAndFillsItsBackgroundWithTheTintWhileOn() throws {
        struct Flag: View {
            @State var isOn = false
            let seen: Recorder<Bool>
            var body: some View {
                seen.record(isOn)
                return Toggle("Flag", isOn: $isOn).toggleStyle(.button).testID("flag")
            }
        }
        let seen = Recorder<Bool>()
        let h = host(Flag(seen: seen), width: 200, height: 100)
        let off = try #require(h.frame(of: "flag"))
        // Off: a borderless button, the label alone: nothing is drawn left of the title.
        var png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.pixel(x: Int(off.minX) - 4, y: Int(off.midY)).a == 0)
        try h.tap("flag")
        #expect(seen.value == true)
        // On: the bordered capsule, 12 points of padding either side and 7 above and below.
        let on = try #require(h.frame(of: "flag"))
        #expect(close(on.width, off.width + 24) && close(on.height, off.height + 14))
        png = try PNGDecoder.decode(h.pngData(scale: 1))
        // Inside the capsule, left of the title (where the off toggle drew nothing): the tint
        // (iOS 26's blue, 0, 136, 255) at 15 % opacity.
        let onInside = png.pixel(x: Int(off.minX) - 4, y: Int(on.midY))
        #expect(onInside.r == 0 && onInside.b == 255 && abs(onInside.a - 38) <= 1)
        try h.tap("flag")
        #expect(seen.value == false)
    }

    @Test func aStepperWithActionsRunsThem() throws {
        let log = Recorder<String>()
        let h = host(Stepper("Volume", onIncrement: { log.record("up") }, onDecrement: { log.record("down") }).testID("s"),
                     width: 390, height: 100)
        let frame = h.frame(of: "s")!
        try h.tap(at: CGPoint(x: frame.maxX - 23, y: frame.midY))
        #expect(log.value == "up")
        try h.tap(at: CGPoint(x: frame.maxX - 94 + 23, y: frame.midY))
        #expect(log.value == "down" && log.count == 2)
    }

    @Test func aLabelStyleShowsTheIconOrTheTitleAlone() {
        func size(_ view: some View) -> CGSize { host(view.testID("v")).frame(of: "v")!.size }
        let icon = size(Image(systemName: "wifi")), title = size(Text("Wi-Fi"))
        #expect(size(Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly)) == icon)
        #expect(size(Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly)) == title)
        // Both, 8 pt apart, as tall as the taller.
        let both = size(Label("Wi-Fi", systemImage: "wifi"))
        #expect(close(both.width, icon.width + 8 + title.width) && close(both.height, max(icon.height, title.height)))
    }

    @Test func labeledContentPutsItsValueTrailing() {
        let h = host(LabeledContent("Name") { Text("Ada").testID("value") }.frame(width: 300).testID("row"), width: 300, height: 100)
        #expect(close(h.frame(of: "value")!.maxX, h.frame(of: "row")!.maxX))
    }

    @Test func aFormIsAnInsetGroupedListWhateverTheListStyle() {
        let form = host(Form { Text("Row") }.listStyle(.plain), width: 390, height: 200).svg()
        let grouped = host(List { Text("Row") }.listStyle(.insetGrouped), width: 390, height: 200).svg()
        #expect(form == grouped)
    }
}
