import Foundation
import Testing
@testable import Tether

/// `UIPickerView`: wheels from its data source and delegate, turned by drags and taps as on
/// iOS, telling the delegate the row chosen.
@MainActor
@Suite struct UIPickerViewTests {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["Small", "Medium", "Large", "Extra large"]
        let counts = ["1", "2", "3"]
        var chosen: [(row: Int, component: Int)] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? sizes.count : counts.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : counts[row]
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            component == 1 ? 80 : -1
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append((row, component))
        }
    }

    struct Wrapped: UIViewRepresentable {
        let model: Sizes
        func makeUIView(context: Context) -> UIPickerView {
            let picker = UIPickerView()
            picker.accessibilityIdentifier = "picker"
            picker.dataSource = model
            picker.delegate = model
            picker.selectRow(1, inComponent: 0, animated: false)
            return picker
        }
        func updateUIView(_ picker: UIPickerView, context: Context) {}
    }

    @Test func wheelsShowTheRowsAndTurnOnADragOrATap() throws {
        let model = Sizes()
        let h = host(Wrapped(model: model), width: 390, height: 300)
        let frame = try #require(h.frame(of: "picker"))
        // iOS's 216-point wheels; the selected rows sit in the middle.
        #expect(close(frame.height, 216))
        #expect(h.find(text: "Medium") != nil && h.find(text: "1") != nil)
        // The second wheel is 80 wide at the trailing end (8 in); the first takes the rest.
        let firstCentre = frame.minX + 8 + (390 - 16 - 80) / 2
        // Dragging the first wheel up by 102 points turns it three rows (34 each) from
        // "Medium": past the end, so it stops at the last row, "Extra large".
        try h.drag(from: CGPoint(x: firstCentre, y: frame.midY + 60), to: CGPoint(x: firstCentre, y: frame.midY - 42))
        #expect(model.chosen.last?.row == 3 && model.chosen.last?.component == 0)
        // A tap on the row above the middle turns back to it.
        try h.tap(at: CGPoint(x: firstCentre, y: frame.midY - PickerWheelMetrics.rowOffset(1)))
        #expect(model.chosen.count == 2 && model.chosen.last?.row == 2)
    }

    @Test func selectingInCodeTellsNoOneAndBadCountsAreZero() {
        final class Broken: NSObject, UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { -4 }
        }
        let model = Sizes()
        let picker = UIPickerView()
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(9, inComponent: 1, animated: false)
        // Kept within the wheel's three rows, and the delegate is not told.
        #expect(picker.selectedRow(inComponent: 1) == 2 && model.chosen.isEmpty)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        let broken = Broken()
        picker.dataSource = broken
        #expect(picker.numberOfRows(inComponent: 0) == 0 && picker.selectedRow(inComponent: 0) == -1)
    }
}
