import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIControl`, a view that
/// runs actions for its events. `addAction(_:for:)` registers a `UIAction` for events;
/// `sendActions(for:)` runs, in the order they were added, each action registered for any of
/// the events. `ViewHost.tap` on a control's `accessibilityIdentifier` is a finger's tap:
/// the control sends `.touchDown`, then `.touchUpInside` (which is a button's
/// `.primaryActionTriggered`), or changes its value and sends `.valueChanged` (a switch's
/// `.primaryActionTriggered`); a disabled control (`isEnabled` false) takes no taps.
///
/// A control tracks the touches it receives (`UIResponderTouchFeed`) as UIKit's does:
/// `beginTracking(_:with:)` when the finger comes down, `continueTracking(_:with:)` as it moves
/// (until one returns false), `endTracking(_:with:)` when it lifts, `cancelTracking(with:)` when
/// a gesture recognizer takes the touch; a custom control overrides them.
///
/// UIKit's `addTarget(_:action:for:)` takes an Objective-C `Selector`, which Linux has no
/// runtime for: it is absent, use actions.
///
/// ```swift
/// let control = UISwitch()
/// control.addAction(UIAction { action in
///     model.isOn = (action.sender as? UISwitch)?.isOn ?? false
/// }, for: .valueChanged)
/// ```
@MainActor @preconcurrency open class UIControl: UIView {
    /// Mirrors `UIControl.Event` (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Mirrors `UIControl.State` (UIKit's raw values): `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The registered actions with their events, in the order they were added.
    private var registered: [(action: UIAction, events: Event)] = []

    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Mirrors `init(frame:primaryAction:)` (iOS 14): the action runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `isEnabled`: a disabled control takes no taps and draws dimmed.
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Mirrors `isSelected`.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Mirrors `isHighlighted`: true while a finger is down on the control.
    open var isHighlighted = false { didSet { stateDidChange() } }
    /// Mirrors `state`: the flags above as a state.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// The control's state changed: what it draws may change.
    func stateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Tracking

    /// Mirrors `isTracking`: true from `beginTracking(_:with:)` returning true until the
    /// tracking ends.
    open private(set) var isTracking = false
    /// Mirrors `isTouchInside`: whether the tracked touch is inside the control's bounds.
    open private(set) var isTouchInside = false

    /// Mirrors `beginTracking(_:with:)`: a finger came down on the control; true (the
    /// default) tracks it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Mirrors `continueTracking(_:with:)`: the finger moved; true (the default) goes on tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Mirrors `endTracking(_:with:)`: the finger lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Mirrors `cancelTracking(with:)`: the touch was taken from the control.
    open func cancelTracking(with event: UIEvent?) {}

    /// A control takes the touches it tracks; they do not go up the responder chain (a
    /// disabled control's do).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isTracking = beginTracking(touch, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || isTracking else { return super.touchesMoved(touches, with: event) }
        guard let touch = touches.first, isTracking else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isTracking = continueTracking(touch, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || isTracking else { return super.touchesEnded(touches, with: event) }
        guard isTracking else { return }
        if let touch = touches.first { isTouchInside = bounds.contains(touch.location(in: self)) }
        endTracking(touches.first, with: event)
        isTracking = false
        isTouchInside = false
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || isTracking else { return super.touchesCancelled(touches, with: event) }
        guard isTracking else { return }
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
    }

    /// Mirrors `addAction(_:for:)`: an action added again (the same object, or one with the
    /// same identifier) is registered once, for the events of both.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registered.firstIndex(where: { $0.action === action || $0.action.identifier == action.identifier }) {
            registered[index].events.formUnion(controlEvents)
            registered[index].action = action
        } else {
            registered.append((action, controlEvents))
        }
    }
    /// Mirrors `removeAction(_:for:)`: the action no longer runs for those events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    /// Mirrors `removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registered.indices where registered[index].action.identifier == actionIdentifier {
            registered[index].events.subtract(controlEvents)
        }
        registered.removeAll { $0.events.isEmpty }
    }
    /// Mirrors `allControlEvents`: the events any action is registered for.
    open var allControlEvents: Event { registered.reduce(Event()) { $0.union($1.events) } }

    /// Mirrors `sendActions(for:)`: runs every action registered for any of `controlEvents`,
    /// in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in registered where !events.isDisjoint(with: controlEvents) {
            sendAction(action)
        }
    }
    /// Mirrors `sendAction(_:)` for an action: runs it with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// A finger's tap on the control, as `ViewHost.tap` delivers it: down (highlighted),
    /// then up inside. Subclasses that change a value on a tap do so in `tapped()`.
    func sendTap(at location: CGPoint? = nil) {
        guard isEnabled, isUserInteractionEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        tapped(at: location)
    }
    /// What a tap at `location` (in the control's bounds, nil: unknown) does once the finger
    /// lifts: what `tapped()` does, unless the control tells places apart.
    func tapped(at location: CGPoint?) { tapped() }
    /// What a tap does once the finger lifts inside: a plain control sends `.touchUpInside`.
    func tapped() {
        sendActions(for: .touchUpInside)
    }

    override func interaction() -> UIViewInteraction? { .control(self) }
}
