import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPickerViewDataSource`:
/// how many wheels (components) and rows a picker view has.
@MainActor @preconcurrency public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// Mirrors `numberOfComponents(in:)`.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// Mirrors `pickerView(_:numberOfRowsInComponent:)`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPickerViewDelegate`
/// (every method optional): what a row shows and what happens when one is chosen.
@MainActor @preconcurrency public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// Mirrors `pickerView(_:titleForRow:forComponent:)`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Mirrors `pickerView(_:attributedTitleForRow:forComponent:)`: its characters are shown.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// Mirrors `pickerView(_:viewForRow:forComponent:reusing:)`: a view in place of a title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// Mirrors `pickerView(_:didSelectRow:inComponent:)`: the user turned a wheel to a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// Mirrors `pickerView(_:widthForComponent:)`.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// Mirrors `pickerView(_:rowHeightForComponent:)` (kept: rows are iOS's 34 points).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

/// Which optional delegate methods a type implements: the defaults below are marked so the
/// picker can tell "not implemented" from an answer.
private let notImplementedWidth: CGFloat = -.greatestFiniteMagnitude
private final class NotImplementedView: UIView {}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        NotImplementedView(frame: .zero)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { notImplementedWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { PickerWheelMetrics.rowHeight }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPickerView`, drawn as
/// iOS's wheels (216 points tall, 34-point rows, the selected ones in a grey band; the wheel
/// SwiftUI's `.wheel` pickers use): one wheel per component, side by side (as wide as the
/// delegate says, else sharing the width), each row the delegate's view, attributed title or
/// title. A `ViewHost.drag` on a wheel turns it by the rows it moved (stopping at the ends) and
/// a tap on a neighbouring row turns to it; either tells the delegate
/// `pickerView(_:didSelectRow:inComponent:)`. `selectRow(_:inComponent:animated:)` selects in
/// code without telling it. Negative counts are reported and taken as 0; rows outside a wheel
/// are kept within it.
///
/// Absent: `rowHeightForComponent` (kept: rows are 34 points), `showsSelectionIndicator`
/// (iOS always shows the band).
@MainActor @preconcurrency open class UIPickerView: UIView {
    /// Mirrors `dataSource`.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Mirrors `delegate`.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Mirrors `showsSelectionIndicator` (kept).
    open var showsSelectionIndicator = true
    private var selections: [Int: Int] = [:]

    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `numberOfComponents`.
    open var numberOfComponents: Int {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        if count < 0 { UIKitDiagnostics.report(.other, "numberOfComponents(in:) returned \(count); 0 is used", at: self) }
        return max(0, min(count, 64))
    }
    /// Mirrors `numberOfRows(inComponent:)`.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        let count = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        if count < 0 { UIKitDiagnostics.report(.other, "pickerView(_:numberOfRowsInComponent: \(component)) returned \(count); 0 is used", at: self) }
        return max(0, count)
    }
    /// Mirrors `selectedRow(inComponent:)`: -1 for a wheel without rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(selections[component] ?? 0, 0), rows - 1)
    }
    /// Mirrors `selectRow(_:inComponent:animated:)`: the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selections[component] = row
        setNeedsDisplay()
    }
    /// Mirrors `reloadAllComponents()`.
    open func reloadAllComponents() { setNeedsDisplay() }
    /// Mirrors `reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) { setNeedsDisplay() }
    /// Mirrors `rowSize(forComponent:)`: the wheel's width by iOS's row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let widths = componentWidths(in: bounds.width)
        return CGSize(width: widths.indices.contains(component) ? widths[component] : 0, height: PickerWheelMetrics.rowHeight)
    }
    /// Mirrors `view(forRow:forComponent:)`: the delegate's view for a row, if it makes one.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let delegate else { return nil }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        return view is NotImplementedView ? nil : view
    }

    /// Mirrors `intrinsicContentSize`: iOS's 320 × 216.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: PickerWheelMetrics.height) }

    /// What a row shows: the delegate's view, attributed title or title.
    enum RowContent { case view(UIView), title(String) }
    func content(row: Int, component: Int) -> RowContent {
        if let view = view(forRow: row, forComponent: component) { return .view(view) }
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return .title(attributed.string) }
        return .title(delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?")
    }

    /// The wheels' widths: the delegate's where it gives them, the rest of `width` shared.
    func componentWidths(in width: CGFloat) -> [CGFloat] {
        let count = numberOfComponents
        let asked: [CGFloat?] = (0..<count).map { component in
            guard let delegate else { return nil }
            let value = delegate.pickerView(self, widthForComponent: component)
            return value == notImplementedWidth || !value.isFinite || value < 0 ? nil : value
        }
        let fixed = asked.compactMap { $0 }.reduce(0, +)
        let free = asked.filter { $0 == nil }.count
        let share = free == 0 ? 0 : max(0, width - 16 - fixed) / CGFloat(free)
        return asked.map { $0 ?? share }
    }

    /// The user turned `component` by `rows` (stopping at the ends for a drag).
    func turn(_ component: Int, by rows: Int, stopsAtEnd: Bool) {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return }
        let from = selectedRow(inComponent: component)
        var to = from + rows
        if !(0..<count).contains(to) {
            guard stopsAtEnd else { return }
            to = min(max(to, 0), count - 1)
        }
        guard to != from else { return }
        selections[component] = to
        setNeedsDisplay()
        delegate?.pickerView(self, didSelectRow: to, inComponent: component)
    }

    override func drawnContent() -> UIViewContent {
        .hosted(AnyView(UIPickerViewDrawing(picker: self, selected: (0..<numberOfComponents).map(selectedRow(inComponent:)))))
    }
}

/// A picker view's wheels, one per component, in iOS's wheel frame.
struct UIPickerViewDrawing: View {
    let picker: UIPickerView
    /// The selected row of each wheel when drawn (a change draws it again).
    let selected: [Int]

    var body: some View {
        let picker = self.picker
        let selected = self.selected
        GeometryReader { proxy in
            let widths = picker.componentWidths(in: proxy.size.width)
            PickerWheelFrame {
                HStack(spacing: 0) {
                    ForEach(selected.indices, id: \.self) { component in
                        let rows = picker.numberOfRows(inComponent: component)
                        PickerWheel(alignment: .center, row: { offset -> AnyView? in
                            let row = selected[component] + offset
                            guard row >= 0, row < rows else { return nil }
                            switch picker.content(row: row, component: component) {
                            case .title(let title): return AnyView(Text(verbatim: title))
                            case .view(let view): return AnyView(UIKitIntrinsicView(view: view).id(ObjectIdentifier(view)))
                            }
                        }, turn: { rows, stopsAtEnd in picker.turn(component, by: rows, stopsAtEnd: stopsAtEnd) })
                        .frame(width: widths.indices.contains(component) ? widths[component] : 0)
                    }
                }
                .padding(.horizontal, 8)
            }
        }
        .frame(height: PickerWheelMetrics.height)
    }
}
