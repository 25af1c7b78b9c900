import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDatePicker`, drawn as
/// SwiftUI's `DatePicker` of the matching style (`.compact` and `.automatic` the compact
/// fields, `.inline` the graphical calendar — the time field for `.time` —, `.wheels` the
/// wheels), showing the mode's components (`.date`, `.time`, `.dateAndTime`; `.countDownTimer`
/// and `.yearAndMonth` as `.time` and `.date`), within `minimumDate…maximumDate`. Choosing a
/// date in it (a wheel turned, a day tapped) sets `date` and sends `.valueChanged`; setting
/// `date` in code sends nothing. Its intrinsic size is the SwiftUI picker's.
///
/// Absent: the count-down timer's wheels and `countDownDuration` (kept), `minuteInterval`
/// (kept), `locale`/`calendar`/`timeZone` (kept: the environment's are used).
@MainActor @preconcurrency open class UIDatePicker: UIControl {
    /// Mirrors `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable { case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4 }

    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] { setContentHuggingPriority(.defaultHigh, for: axis) }
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    private var storedDate = Date()
    /// Mirrors `date` (now, when made): kept within the bounds; setting it sends no event.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamped(newValue)
            setNeedsDisplay()
        }
    }
    /// Mirrors `setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
    /// Mirrors `minimumDate`.
    open var minimumDate: Date? { didSet { changed() } }
    /// Mirrors `maximumDate`.
    open var maximumDate: Date? { didSet { changed() } }
    /// Mirrors `datePickerMode` (`.dateAndTime` unless set).
    open var datePickerMode = Mode.dateAndTime { didSet { changed() } }
    /// Mirrors `preferredDatePickerStyle` (iOS 13.4).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { changed() } }
    /// Mirrors `datePickerStyle`: the style drawn (`.compact` for `.automatic`).
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    /// Mirrors `locale` (kept).
    open var locale: Locale?
    /// Mirrors `calendar` (kept).
    open var calendar: Calendar!
    /// Mirrors `timeZone` (kept).
    open var timeZone: TimeZone?
    /// Mirrors `minuteInterval` (kept).
    open var minuteInterval = 1
    /// Mirrors `countDownDuration` (kept).
    open var countDownDuration: TimeInterval = 0
    /// Mirrors `roundsToMinuteInterval` (kept).
    open var roundsToMinuteInterval = true

    private func clamped(_ value: Date) -> Date {
        var value = value
        if let minimumDate, value < minimumDate { value = minimumDate }
        if let maximumDate, value > maximumDate, minimumDate.map({ maximumDate >= $0 }) ?? true { value = maximumDate }
        return value
    }
    private func changed() {
        storedDate = clamped(storedDate)
        measured = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The SwiftUI components of the mode.
    private var components: DatePickerComponents {
        switch datePickerMode {
        case .time, .countDownTimer: return .hourAndMinute
        case .date, .yearAndMonth: return .date
        case .dateAndTime: return [.date, .hourAndMinute]
        }
    }

    /// The picker as SwiftUI draws it, choosing through `chosen`.
    private func drawing(_ chosen: @escaping @MainActor (Date) -> Void) -> AnyView {
        let binding = Binding<Date>(get: { [date] in date }, set: { chosen($0) })
        let lower = minimumDate ?? .distantPast
        let upper = max(maximumDate ?? .distantFuture, lower)
        let picker = DatePicker("", selection: binding, in: lower...upper, displayedComponents: components).labelsHidden()
        switch datePickerStyle {
        case .wheels: return AnyView(picker.datePickerStyle(.wheel))
        case .inline where components != .hourAndMinute: return AnyView(picker.datePickerStyle(.graphical))
        case .compact, .inline, .automatic: return AnyView(picker.datePickerStyle(.compact))
        }
    }
    private var measured: CGSize?

    /// Mirrors `intrinsicContentSize`: the SwiftUI picker's ideal size.
    open override var intrinsicContentSize: CGSize {
        if let measured { return measured }
        let host = ViewHost(drawing { _ in }, fitting: ProposedViewSize(width: nil, height: nil))
        host.update()
        measured = host.size
        return host.size
    }

    override func drawnContent() -> UIViewContent {
        .hosted(drawing { [weak self] chosen in
            guard let self, self.isEnabled else { return }
            self.date = chosen
            self.sendActions(for: .valueChanged)
        })
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable { case automatic = 0, wheels = 1, compact = 2, inline = 3 }
