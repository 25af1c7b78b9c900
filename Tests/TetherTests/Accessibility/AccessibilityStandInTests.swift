import Foundation
import Testing
@testable import Tether

/// A switch drawn by hand (a capsule with a knob), represented for accessibility by a Toggle.
private struct DrawnSwitch: View {
    @Binding var isOn: Bool
    var body: some View {
        Capsule().fill(isOn ? Color.green : Color.gray)
            .frame(width: 60, height: 30)
            .overlay(alignment: isOn ? .trailing : .leading) { Circle().fill(.white).padding(2) }
            .onTapGesture { isOn.toggle() }
            .accessibilityRepresentation { Toggle("Airplane Mode", isOn: $isOn) }
    }
}

private struct Screen: View {
    @State var airplane = false
    var body: some View {
        VStack {
            DrawnSwitch(isOn: $airplane).testID("switch")
            Text(airplane ? "On" : "Off")
        }
    }
}

/// Views that stand in for other views' accessibility: `accessibilityRepresentation`,
/// `accessibilityChildren` and `accessibilityActions`, and the values iOS gives other controls.
@MainActor
@Suite struct AccessibilityStandInTests {
    @Test func aRepresentationIsReadInPlaceOfTheView() throws {
        let h = host(Screen())
        let toggle = try #require(h.find(role: .toggle))
        #expect(toggle.label == "Airplane Mode" && toggle.value == "0")
        #expect(toggle.traits.contains(.isToggle))
        // The capsule and knob (shapes) are not read; only the toggle and the text are.
        #expect(h.accessibilityElements.map(\.label) == ["Airplane Mode", "Off"])
        // The element stands where the view is drawn, and carries its identifier.
        #expect(close(toggle.frame, try #require(h.frame(of: "switch"))))
        #expect(toggle.identifier == "switch")
    }

    @Test func actingOnTheRepresentationDrivesTheViewsBinding() throws {
        let h = host(Screen())
        try h.tap(label: "Airplane Mode")
        #expect(h.find(role: .toggle)?.value == "1" && h.find(text: "On") != nil)
        try h.performAccessibilityAction(on: "Airplane Mode")
        #expect(h.find(role: .toggle)?.value == "0" && h.find(text: "Off") != nil)
        // A finger on the drawn switch still uses its own gesture.
        try h.tap("switch")
        #expect(h.find(role: .toggle)?.value == "1")
    }

    @Test func theRepresentationIsNeverDrawnNorTouched() throws {
        // The 80 pt wide green representation is laid out centred in the 20 pt wide capsule's
        // frame, so drawn it would cover x = -30...50; at x = 30 the canvas stays white, and a
        // finger there finds nothing to tap.
        let view = Color.white.frame(width: 100, height: 40).overlay(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 20, height: 30)
                .accessibilityRepresentation { Color.green.frame(width: 80, height: 30).onTapGesture {}.accessibilityLabel("Mode") }
        }
        let p = try pixels(view, width: 100, height: 40, scale: 1)
        let outside = p.pixel(x: 30, y: 20)
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
        #expect(throws: InteractionError.nothingAt(CGPoint(x: 30, y: 20))) {
            try host(view, width: 100, height: 40).tap(at: CGPoint(x: 30, y: 20))
        }
    }

    @Test func childrenBecomeTheElementsOfAContainer() throws {
        let values = [("Mon", 3), ("Tue", 5)]
        let chart = Canvas { _, _ in }
            .frame(width: 200, height: 100)
            .accessibilityLabel("Steps")
            .accessibilityChildren {
                HStack {
                    ForEach(values, id: \.0) { day, steps in
                        Rectangle().accessibilityLabel(day).accessibilityValue("\(steps)")
                    }
                }
            }
            .testID("chart")
        let h = host(VStack { chart; Text("After") })
        let elements = h.accessibilityElements
        #expect(elements.count == 2)
        let container = elements[0]
        #expect(container.role == .container && container.label == "Steps" && container.identifier == "chart")
        #expect(container.children.map(\.label) == ["Mon", "Tue"])
        #expect(container.children.map(\.value) == ["3", "5"])
        // Laid out in the chart's frame: the two bars split its 200 pt width (8 pt apart).
        let frame = try #require(h.frame(of: "chart"))
        try #require(container.children.count == 2)
        #expect(close(container.children[0].frame.minX, frame.minX) && close(container.children[1].frame.maxX, frame.maxX))
        #expect(close(container.children[0].frame.width, 96))
        #expect(elements[1].label == "After")
    }

    @Test func childrenReplaceTheElementsInsideTheView() throws {
        let h = host(VStack { Text("Inside"); Text("Also inside") }
            .accessibilityElement(children: .combine)
            .accessibilityChildren { Text("Synthetic") })
        let container = try #require(h.accessibilityElements.first)
        #expect(h.accessibilityElements.count == 1)
        #expect(container.role == .container && container.label == "Inside, Also inside")
        #expect(container.children.map(\.label) == ["Synthetic"])
    }

    @Test func actionsBuiltFromButtonsAreTheElementsNamedActions() throws {
        struct Message: View {
            let isDraft: Bool
            let log: Recorder<String>
            var body: some View {
                Text("Message from Ada")
                    .accessibilityActions {
                        Button("Reply") { log.record("reply") }
                        if isDraft { Button("Delete") { log.record("delete") } }
                    }
                    .accessibilityAction { log.record("archive") } label: { Label("Archive", systemImage: "archivebox") }
            }
        }
        let log = Recorder<String>()
        let draft = host(Message(isDraft: true, log: log))
        // One element, named by its text; the buttons are its actions in order, not elements.
        #expect(draft.accessibilityElements.map(\.label) == ["Message from Ada"])
        #expect(draft.find(text: "Message from Ada")?.actionNames == ["Reply", "Delete", "Archive"])
        try draft.performAccessibilityAction("Delete", on: "Message from Ada")
        #expect(log.value == "delete")
        try draft.performAccessibilityAction("Archive", on: "Message from Ada")
        #expect(log.value == "archive")
        // The `if` leaves Delete out when the message is not a draft.
        #expect(host(Message(isDraft: false, log: log)).find(text: "Message from Ada")?.actionNames == ["Reply", "Archive"])
        // The buttons are never drawn: the canvas shows the text alone.
        #expect(draft.find(text: "Reply") == nil)
    }

    @Test func aShapeGivenALabelIsAnElementAndABareOneIsNot() throws {
        let h = host(HStack {
            Circle().fill(.red).frame(width: 20, height: 20).accessibilityLabel("Recording")
            Circle().frame(width: 20, height: 20)
            VStack { Rectangle(); Text("Caption") }.accessibilityLabel("Group")
        })
        // The label on the stack reaches the text inside, not the rectangle beside it.
        #expect(h.accessibilityElements.map(\.label) == ["Recording", "Group"])
    }

    @Test func aStepperReadsAsDecrementAndIncrementButtons() throws {
        struct Quantity: View {
            @State var count = 1
            var body: some View { Stepper("Quantity: \(count)", value: $count, in: 0...3) }
        }
        let h = host(Quantity())
        #expect(h.findAll(role: .element).map(\.label) == ["Decrement", "Increment"])
        #expect(h.findAll(role: .element).allSatisfy { $0.traits.contains(.isButton) })
        try h.tap(label: "Increment")
        try h.performAccessibilityAction(on: "Increment")
        #expect(h.find(text: "Quantity: 3") != nil)
    }

    @Test func aDeterminateProgressViewReadsItsPercent() throws {
        let h = host(VStack {
            ProgressView("Downloading", value: 0.375)
            ProgressView(value: 2, total: 0)
            ProgressView(value: Double.nan)
        })
        let bars = h.findAll(role: .progressIndicator)
        #expect(bars.first?.label == "Downloading" && bars.first?.value == "38%")
        // A total that is not positive, or a NaN value, is indeterminate: no percent is read.
        #expect(bars.count == 1)
    }
}

/// The values and traits iOS gives the options of pickers.
@MainActor
@Suite struct PickerAccessibilityTests {
    private struct Mode: View {
        @State var mode = "Day"
        let style: Int
        var body: some View {
            let picker = Picker("Mode", selection: $mode) {
                Text("Day").tag("Day")
                Text("Week").tag("Week")
                Label("Month", systemImage: "calendar").tag("Month")
            }
            VStack {
                if style == 0 { picker.pickerStyle(.segmented) } else { picker.pickerStyle(.inline) }
                Text("Showing \(mode)")
            }
        }
    }

    @Test func segmentsAreButtonsAndTheChosenOneIsSelected() throws {
        for style in [0, 1] {
            let h = host(Mode(style: style))
            let buttons = h.findAll(role: .button)
            #expect(buttons.map(\.label) == ["Day", "Week", "Month"])
            #expect(buttons.map { $0.traits.contains(.isSelected) } == [true, false, false])
            #expect(buttons.allSatisfy { $0.traits.contains(.isButton) })
            try h.tap(label: "Week")
            #expect(h.find(text: "Showing Week") != nil)
            #expect(h.findAll(role: .button).map { $0.traits.contains(.isSelected) } == [false, true, false])
            try h.performAccessibilityAction(on: "Month")
            #expect(h.find(text: "Showing Month") != nil)
        }
    }

    @Test func aDisclosureGroupsLabelReadsItsExpandedStatus() throws {
        // iOS reports a disclosure group's label as a button that is collapsed or expanded
        // (UIKit's accessibilityExpandedStatus; VoiceOver: "Details, button, collapsed").
        let h = host(DisclosureGroup("Details") { Text("Serial: 42") })
        let button = try #require(h.find(role: .button))
        #expect(button.label == "Details" && button.expandedStatus == .collapsed)
        #expect(h.find(text: "Serial: 42") == nil)
        try h.tap(label: "Details")
        #expect(h.find(role: .button)?.expandedStatus == .expanded)
        #expect(h.find(text: "Serial: 42") != nil)
        #expect(h.accessibilityTree().contains("expanded"))
        // Other buttons have no such status.
        #expect(try #require(host(Button("Plain") {}).find(role: .button)).expandedStatus == nil)
    }
}
