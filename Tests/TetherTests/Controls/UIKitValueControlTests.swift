import Foundation
import Testing
@testable import Tether

/// `UIStepper`, `UISegmentedControl` and `UIProgressView`: drawn as SwiftUI's stepper,
/// segmented picker and progress bar, sized as those, and changed by taps as on iOS.
@MainActor
@Suite struct UIKitValueControlTests {
    @Test func aStepperStepsWithinItsBoundsOnTapsOfEitherHalf() throws {
        let stepper = UIStepper()
        stepper.accessibilityIdentifier = "stepper"
        stepper.maximumValue = 2
        var changes: [Double] = []
        stepper.addAction(UIAction { action in changes.append((action.sender as? UIStepper)?.value ?? -1) }, for: .valueChanged)
        // iOS 26's stepper, 94 × 32.
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        let h = host(UIKitHierarchy { stepper }.fixedSize(), width: 200, height: 100)
        let frame = try #require(h.frame(of: "stepper"))
        #expect(close(frame.width, 94) && close(frame.height, 32))
        let plus = CGPoint(x: frame.maxX - 20, y: frame.midY), minus = CGPoint(x: frame.minX + 20, y: frame.midY)
        try h.tap(at: plus)
        try h.tap(at: plus)
        // At the maximum the plus half does nothing.
        try h.tap(at: plus)
        #expect(changes == [1, 2])
        try h.tap(at: minus)
        #expect(changes == [1, 2, 1])
        // Wrapping goes past the top to the bottom.
        stepper.wraps = true
        stepper.value = 2
        try h.tap(at: plus)
        #expect(stepper.value == 0)
        // A step that is not positive is reported and 1 is used; NaN values are ignored.
        stepper.stepValue = -3
        stepper.value = .nan
        #expect(stepper.stepValue == 1 && stepper.value == 0)
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.accessibilityIdentifier = "range"
        control.selectedSegmentIndex = 0
        var picked: [Int] = []
        control.addAction(UIAction { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 1) == "Week")
        #expect(control.intrinsicContentSize.height == 32)
        let month = ViewHost(Text("Month").font(.footnote.weight(.medium)).fixedSize(), fitting: ProposedViewSize(width: nil, height: nil))
        month.update()
        #expect(close(control.intrinsicContentSize.width, 3 * (month.size.width + 24)))
        let h = host(UIKitHierarchy { control }.frame(width: 300, height: 32), width: 300, height: 100)
        let frame = try #require(h.frame(of: "range"))
        // It hugs its content: three equal segments, each its widest title and 12 points
        // each side; a tap in the last third is the third segment.
        #expect(close(frame.width, control.intrinsicContentSize.width))
        let third = frame.width / 3
        try h.tap(at: CGPoint(x: frame.minX + 2.5 * third, y: frame.midY))
        #expect(picked == [2])
        // The selected segment again: nothing is sent.
        try h.tap(at: CGPoint(x: frame.minX + 2.5 * third, y: frame.midY))
        #expect(picked == [2])
        // A disabled segment takes no taps.
        control.setEnabled(false, forSegmentAt: 1)
        try h.tap(at: CGPoint(x: frame.minX + 1.5 * third, y: frame.midY))
        #expect(picked == [2] && control.selectedSegmentIndex == 2)
        // Removing the selected segment leaves none selected; an index outside is noSegment.
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func segmentActionsRunAndAMomentaryControlKeepsNoSelection() throws {
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Bold") { _ in ran.append("bold") },
            UIAction(title: "Italic") { _ in ran.append("italic") },
        ])
        control.isMomentary = true
        control.accessibilityIdentifier = "style"
        let h = host(UIKitHierarchy { control }.frame(width: 200, height: 32), width: 200, height: 100)
        let frame = try #require(h.frame(of: "style"))
        try h.tap(at: CGPoint(x: frame.minX + frame.width * 0.75, y: frame.midY))
        #expect(ran == ["italic"] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aProgressViewIsSwiftUIsBarAtItsProgress() {
        let view = UIProgressView(progressViewStyle: .bar)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(.nan, animated: true)
        #expect(view.progress == 0)
        // As tall as SwiftUI's linear progress view, with no width of its own.
        let swiftUI = ViewHost(ProgressView(value: 0.3).labelsHidden(), fitting: ProposedViewSize(width: 200, height: nil))
        swiftUI.update()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: swiftUI.size.height))
        #expect(swiftUI.size.height > 0)
    }
}

extension UIKitValueControlTests {
    @Test func anInlineDatePickerIsTheGraphicalCalendarAndATapChoosesADay() throws {
        let picker = UIDatePicker()
        picker.accessibilityIdentifier = "when"
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        picker.date = DatePickerTests.morning
        picker.maximumDate = DatePickerTests.date(2026, 11, 26)
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        #expect(picker.datePickerStyle == .inline)
        let h = host(UIKitHierarchy { picker }.frame(width: 390, height: 420), width: 390, height: 600)
        #expect(h.find(text: "November 2026") != nil)
        let frame = try #require(h.frame(of: "when"))
        // Its size is SwiftUI's graphical picker's; 1 November 2026 is a Sunday.
        #expect(close(frame.size.width, picker.intrinsicContentSize.width) && close(frame.size.height, picker.intrinsicContentSize.height))
        try h.tap(at: DatePickerTests.centre(ofDay: 10, firstColumn: 0, in: frame))
        #expect(changes == [DatePickerTests.date(2026, 11, 10, 9, 41)])
        // After the maximum: nothing is chosen; a date set in code is clamped and sends nothing.
        try? h.tap(at: DatePickerTests.centre(ofDay: 28, firstColumn: 0, in: frame))
        #expect(changes.count == 1)
        picker.date = DatePickerTests.date(2027, 1, 1)
        #expect(picker.date == DatePickerTests.date(2026, 11, 26) && changes.count == 1)
        // `.automatic` is drawn compact.
        picker.preferredDatePickerStyle = .automatic
        #expect(picker.datePickerStyle == .compact)
    }
}
