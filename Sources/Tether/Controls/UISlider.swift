import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISlider`, drawn as
/// SwiftUI's `Slider` (iOS 26's 6 pt track and 37 × 24 pt knob, 34 pt tall, centred in its
/// bounds): the track up to the knob in `minimumTrackTintColor` (the tint when nil), the rest
/// in `maximumTrackTintColor`, the knob in `thumbTintColor` (white when nil), dimmed when
/// disabled. A `ViewHost.drag` that starts on the knob moves it: the value follows the finger
/// within `minimumValue…maximumValue`, with `.touchDown` first, `.valueChanged` at each move
/// (only when the finger lifts, with `isContinuous` false) and `.touchUpInside` last. Setting
/// `value` in code sends no event. NaN values, and bounds that cross, are reported and made
/// sane (UIKit moves the other bound). Missing: thumb and track images, `minimumValueImage`/
/// `maximumValueImage`, right-to-left flipping, and UIKit's own track metrics.
@MainActor @preconcurrency open class UISlider: UIControl {
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// Mirrors `value` (0 by default): kept within the bounds; setting it sends no event.
    open var value: Float {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                UIKitDiagnostics.report(.other, "UISlider.value was set to NaN; keeping \(storedValue)", at: self)
                return
            }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
            setNeedsDisplay()
        }
    }
    /// Mirrors `minimumValue` (0 by default): a minimum above the maximum raises the maximum
    /// to it, and the value follows.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard let bound = sane(newValue, "minimumValue") else { return }
            storedMinimum = bound
            if storedMaximum < bound { report("minimumValue \(bound) is above maximumValue \(storedMaximum); raising the maximum"); storedMaximum = bound }
            value = storedValue
        }
    }
    /// Mirrors `maximumValue` (1 by default): a maximum below the minimum lowers the minimum
    /// to it, and the value follows.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard let bound = sane(newValue, "maximumValue") else { return }
            storedMaximum = bound
            if storedMinimum > bound { report("maximumValue \(bound) is below minimumValue \(storedMinimum); lowering the minimum"); storedMinimum = bound }
            value = storedValue
        }
    }
    /// Mirrors `isContinuous` (true): whether a drag sends `.valueChanged` as it moves or once
    /// the finger lifts.
    open var isContinuous = true
    /// Mirrors `minimumTrackTintColor`: the track up to the knob (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `maximumTrackTintColor`: the track after the knob (iOS's track fill when nil).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `thumbTintColor`: the knob (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Mirrors `setValue(_:animated:)`: Tether draws the end of the animation.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Mirrors `intrinsicContentSize`: no width of its own, SwiftUI's slider height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: SliderTrack.height) }

    private func sane(_ bound: Float, _ name: String) -> Float? {
        guard bound.isNaN else { return bound }
        report("UISlider.\(name) was set to NaN; ignored")
        return nil
    }
    private func report(_ message: String) { UIKitDiagnostics.report(.other, message, at: self) }

    /// Where the value lies between the bounds, 0…1.
    var fraction: Double {
        let span = Double(storedMaximum) - Double(storedMinimum)
        guard span > 0, span.isFinite else { return 0 }
        return min(1, max(0, (Double(storedValue) - Double(storedMinimum)) / span))
    }

    override func drawnContent() -> UIViewContent {
        .slider(fraction: fraction, minimumTrack: minimumTrackTintColor.map { Color(uiColor: $0) },
                maximumTrack: maximumTrackTintColor.map { Color(uiColor: $0) }, thumb: thumbTintColor.map { Color(uiColor: $0) })
    }
    override func interaction() -> UIViewInteraction? { .slider(self) }

    // MARK: Tracking a drag

    /// The value when the drag began, while the finger is on the knob.
    private var trackingStart: Float?

    /// A finger went down at `x` (in the slider's bounds): it tracks when it is on the knob.
    func beginDrag(at x: CGFloat) {
        guard isEnabled, isUserInteractionEnabled else { return }
        let knob = SliderTrack.knobSize.width
        let centre = knob / 2 + (bounds.width - knob) * CGFloat(fraction)
        guard abs(x - centre) <= knob / 2 + 8 else { return }
        trackingStart = storedValue
        isHighlighted = true
        sendActions(for: .touchDown)
    }
    /// The finger moved `translation` points along the track from where it went down.
    func drag(by translation: CGFloat) {
        guard let start = trackingStart else { return }
        let travel = bounds.width - SliderTrack.knobSize.width
        guard travel > 0, translation.isFinite else { return }
        let moved = Float(Double(translation / travel) * (Double(storedMaximum) - Double(storedMinimum)))
        let old = storedValue
        value = start + moved
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
    }
    /// Where the drag being tracked began (a new start is a new drag).
    private var dragStart: CGPoint?
    /// The finger that went down at `start` has moved `translation` (`ViewHost.drag`).
    func dragChanged(start: CGPoint, translation: CGSize) {
        if dragStart != start {
            dragStart = start
            beginDrag(at: start.x)
        }
        drag(by: translation.width)
    }
    /// The finger lifted.
    func dragEnded() {
        dragStart = nil
        endDrag()
    }
    /// The finger lifted.
    private func endDrag() {
        guard let start = trackingStart else { return }
        trackingStart = nil
        isHighlighted = false
        if !isContinuous, storedValue != start { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }
}
