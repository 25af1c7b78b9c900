import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIStepper`, drawn as
/// SwiftUI's stepper control (iOS 26's 94 × 32 capsule of a minus and a plus half, measured
/// on an iOS 26.2 `UIStepper`; its intrinsic size). A `ViewHost.tap` on the minus half
/// subtracts `stepValue`, on the plus half adds it, within `minimumValue…maximumValue` (with
/// `wraps`, past one end to the other), sending `.valueChanged`; a half that cannot act is
/// dimmed and does nothing. Setting `value` in code sends no event. NaN, crossing bounds and
/// a step that is not positive are reported and made sane, as UIKit raises or clamps.
///
/// Absent: `autorepeat` (kept; a tap is one step), increment and decrement images, divider
/// and background images.
@MainActor @preconcurrency open class UIStepper: UIControl {
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    private var storedValue: Double = 0
    /// Mirrors `value` (0 by default): kept within the bounds; setting it sends no event.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return report("value was set to NaN; keeping \(storedValue)") }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    /// Mirrors `minimumValue` (0 by default): one above the maximum raises the maximum to it.
    open var minimumValue: Double = 0 {
        didSet {
            if !minimumValue.isFinite { report("minimumValue \(minimumValue) is not finite; 0 is used"); minimumValue = 0 }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// Mirrors `maximumValue` (100 by default): one below the minimum lowers the minimum to it.
    open var maximumValue: Double = 100 {
        didSet {
            if !maximumValue.isFinite { report("maximumValue \(maximumValue) is not finite; 100 is used"); maximumValue = 100 }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// Mirrors `stepValue` (1 by default): it must be positive (UIKit raises); another is
    /// reported and 1 is used.
    open var stepValue: Double = 1 {
        didSet {
            guard !(stepValue > 0 && stepValue.isFinite) else { return }
            report("stepValue \(stepValue) must be positive and finite (UIKit raises); 1 is used")
            stepValue = 1
        }
    }
    /// Mirrors `wraps`: stepping past one end goes to the other.
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Mirrors `autorepeat` (kept).
    open var autorepeat = true
    /// Mirrors `isContinuous` (kept: each tap sends `.valueChanged`).
    open var isContinuous = true

    /// Mirrors `intrinsicContentSize`: iOS 26's 94 × 32.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    /// Mirrors `sizeThatFits(_:)`: the intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var canDecrement: Bool { wraps || value > minimumValue }
    private var canIncrement: Bool { wraps || value < maximumValue }

    override func drawnContent() -> UIViewContent {
        .hosted(AnyView(StepperControl(onIncrement: canIncrement ? { [weak self] in self?.step(up: true) } : nil,
                                       onDecrement: canDecrement ? { [weak self] in self?.step(up: false) } : nil)
            .disabled(!isEnabled)
            .frame(width: 94, height: 32)
            // Taps go to the control (`tapped(at:)`), which sends its events.
            .allowsHitTesting(false)))
    }

    /// A tap on the plus half (right of the middle) steps up, on the minus half down.
    override func tapped(at location: CGPoint?) {
        guard let location else { return }
        step(up: location.x >= bounds.width / 2)
    }

    /// One step, as a tap on a half takes it.
    func step(up: Bool) {
        guard isEnabled, up ? canIncrement : canDecrement else { return }
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        sendActions(for: .valueChanged)
    }

    private func report(_ message: String) {
        UIKitDiagnostics.report(.other, "UIStepper.\(message)", at: self)
    }
}
