import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISwitch`, drawn as
/// SwiftUI's switch (`Toggle`'s `.switch` style, iOS 26's 63 × 28 points) at the top-left
/// corner of its bounds: green when on unless `onTintColor` is set, its knob white unless
/// `thumbTintColor` is, dimmed when disabled. Its size is fixed, as UIKit's is: its intrinsic
/// size and `sizeThatFits(_:)` are the switch's, and it hugs and resists compression at
/// `defaultHigh`, so SwiftUI sizes it exactly. Setting `isOn` in code sends no event; a
/// `ViewHost.tap` flips it and sends `.valueChanged`, then `.primaryActionTriggered`.
///
/// Absent: `UISwitch.Style` (the checkbox), `title`, `preferredStyle`.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.isOn = settings.notifications
/// toggle.addAction(UIAction { [weak toggle] _ in settings.notifications = toggle?.isOn ?? false }, for: .valueChanged)
/// ```
@MainActor @preconcurrency open class UISwitch: UIControl {
    /// Mirrors `init(frame:)`: the frame keeps its origin and takes the switch's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: SwitchTrack.size))
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `isOn`: off by default; setting it sends no event.
    open var isOn = false { didSet { setNeedsDisplay() } }
    /// Mirrors `setOn(_:animated:)`: Tether draws the end of the animation.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    /// Mirrors `onTintColor`: the track's colour when on (green when nil).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `thumbTintColor`: the knob's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Mirrors `intrinsicContentSize`: the switch's size.
    open override var intrinsicContentSize: CGSize { SwitchTrack.size }
    /// Mirrors `sizeThatFits(_:)`: the switch's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { SwitchTrack.size }

    override func drawnContent() -> UIViewContent {
        .switch(isOn: isOn, onTint: onTintColor.map { Color(uiColor: $0) }, thumb: thumbTintColor.map { Color(uiColor: $0) })
    }

    /// A tap flips the switch and sends `.valueChanged`, then `.primaryActionTriggered`.
    override func tapped() {
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }
}
