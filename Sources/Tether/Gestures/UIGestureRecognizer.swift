import Foundation

/// Mirrors UIKit's `UIGestureRecognizer`: recognizes a gesture from the touches of the view it
/// is added to (`UIView.addGestureRecognizer(_:)`) or of the SwiftUI view a
/// `UIGestureRecognizerRepresentable` is attached to, moving through its `state`s and telling
/// its handlers at each change. Tether delivers `ViewHost`'s touches to it through SwiftUI's
/// gesture precedence: the recognizers of the view a touch lands on come before those of the
/// views around it, and the first to recognize gets the touch.
///
/// Swift on Linux has no Objective-C runtime, so `init(target:action:)` and `addTarget(_:action:)`
/// are missing (`#selector` does not compile there); handle actions with Tether's own
/// `addAction(_:)`, with a `UIGestureRecognizerRepresentable`, or in a subclass:
///
/// ```swift
/// let pan = UIPanGestureRecognizer()
/// pan.addAction { [unowned self] recognizer in self.handlePan(recognizer as! UIPanGestureRecognizer) }
/// view.addGestureRecognizer(pan)
/// ```
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
    /// Mirrors `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// Mirrors `recognized`: a discrete gesture's `ended`.
        public static var recognized: State { .ended }
    }

    final private var storedState = State.possible
    final weak var attachedView: UIView?
    /// What runs at each change of state a target would hear (Tether's `addAction(_:)`, a
    /// representable's handler).
    final var actions: [@MainActor (UIGestureRecognizer) -> Void] = []
    /// Off while Tether tries the recognizer against the other gestures under a touch (its
    /// changes are kept in `trial` until it is chosen).
    final var sendsActions = true
    /// The driver feeding the current touch sequence.
    final var driver: ObjectIdentifier?
    /// The touches of the current sequence (ended ones are kept for their last location).
    final var touches: [UITouch] = []
    /// The fingers of the latest tap of the sequence, received or not, and the taps so far.
    final var fingers: [UITouch] = []
    final var tapCount = 0
    /// While on trial: the events fed and the changes whose actions were held back.
    final var trial: (events: Int, transitions: [State])?
    final private(set) var requiredToFail: [Weak] = []

    /// A recognizer another one requires to fail.
    struct Weak { weak var recognizer: UIGestureRecognizer? }

    /// Mirrors `init()`: a recognizer with no target; see the type's notes for its actions.
    public override init() { super.init() }

    /// Mirrors `state`. Setting it, as subclasses do (UIKit's `UIGestureRecognizerSubclass`),
    /// tells the handlers on `began`, `changed`, `ended` and `cancelled`; leaving `possible`
    /// asks the delegate's and the view's `gestureRecognizerShouldBegin(_:)` first, and fails
    /// when one says no.
    open var state: State {
        get { storedState }
        set {
            var new = newValue
            if storedState == .possible, new == .began || new == .ended,
               delegate?.gestureRecognizerShouldBegin(self) == false || attachedView?.gestureRecognizerShouldBegin(self) == false {
                new = .failed
            }
            storedState = new
            switch new {
            case .began, .changed, .ended, .cancelled:
                if sendsActions { sendActions() } else { trial?.transitions.append(new) }
            case .possible, .failed: break
            }
        }
    }

    /// Mirrors `isEnabled`: a disabled recognizer gets no touches; disabling one that is
    /// recognizing cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, storedState == .began || storedState == .changed { state = .cancelled }
        }
    }

    /// Mirrors `view`: the view the recognizer was added to (nil for a representable's).
    open var view: UIView? { attachedView }

    /// Mirrors `delegate`.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Mirrors `name`.
    open var name: String?

    /// Mirrors `cancelsTouchesInView`. Tether's views take touches through gestures only, so a
    /// recognized gesture always keeps the touch from the other gestures under it; the flag is
    /// kept for code that reads it.
    open var cancelsTouchesInView = true
    /// Mirrors `delaysTouchesBegan` (kept; see `cancelsTouchesInView`).
    open var delaysTouchesBegan = false
    /// Mirrors `delaysTouchesEnded` (kept; see `cancelsTouchesInView`).
    open var delaysTouchesEnded = true

    /// Mirrors `numberOfTouches`: the fingers down now.
    open var numberOfTouches: Int {
        touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
    }

    /// Mirrors `location(in:)`: the centroid of the touches (the last ones, once they lifted)
    /// in `view`'s bounds, or the window's (the canvas) for nil. Before any touch, zero.
    open func location(in view: UIView?) -> CGPoint {
        guard let centroid = globalCentroid else { return .zero }
        return Self.point(centroid, in: view)
    }

    /// Mirrors `location(ofTouch:in:)`. An index out of range is reported (UIKit raises) and
    /// gives the centroid.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex) else {
            UIKitDiagnostics.report(.other, "location(ofTouch: \(touchIndex)) of \(type(of: self)), which has \(touches.count) touches; using their centroid")
            return location(in: view)
        }
        return touches[touchIndex].location(in: view)
    }

    /// Mirrors `require(toFail:)`: this recognizer waits until `otherGestureRecognizer` has
    /// failed, and fails when it recognizes (both must be under the touch).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            UIKitDiagnostics.report(.other, "\(type(of: self)) cannot require itself to fail; ignored")
            return
        }
        requiredToFail.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        requiredToFail.append(Weak(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclassing (UIKit's UIGestureRecognizerSubclass)

    /// Mirrors `touchesBegan(_:with:)`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Mirrors `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Mirrors `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Mirrors `touchesCancelled(_:with:)`: a recognizing gesture is cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }
    /// Mirrors `reset()`: runs when a touch sequence is over, before the state returns to
    /// `possible`; subclasses clear what they tracked.
    open func reset() {}

    // MARK: Tether

    /// The centroid of the touches, in global space.
    var globalCentroid: CGPoint? {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let counted = down.isEmpty ? touches : down
        guard !counted.isEmpty else { return nil }
        let sum = counted.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.globalLocation.x, y: $0.y + $1.globalLocation.y) }
        return CGPoint(x: sum.x / CGFloat(counted.count), y: sum.y / CGFloat(counted.count))
    }

    /// The recognizers this one waits for.
    var failureRequirements: [UIGestureRecognizer] { requiredToFail.compactMap(\.recognizer) }

    private func sendActions() {
        for action in actions { action(self) }
    }

    /// Sends the actions of changes made on trial, in order (a change repeated in a row once),
    /// each with the state it was; then the state is what it is now.
    func sendHeldBackActions(_ transitions: [State]) {
        let now = storedState
        var last: State?
        for state in transitions where state != last {
            last = state
            storedState = state
            sendActions()
        }
        storedState = now
    }

    /// Starts a touch sequence fed by `driver`, its actions on or held back (on trial).
    func start(driver: ObjectIdentifier, actions on: Bool) {
        if !touches.isEmpty || storedState != .possible || trial != nil { finishSequence() }
        self.driver = driver
        sendsActions = on
        trial = on ? nil : (0, [])
    }

    /// Ends the touch sequence: `reset()` runs and the state returns to `possible`.
    func finishSequence() {
        reset()
        touches = []
        fingers = []
        tapCount = 0
        trial = nil
        storedState = .possible
        sendsActions = true
    }

    /// `point` (global space) in `view`'s bounds; nil: the window's, the canvas. A view no
    /// host shows is reported, and its root is taken to be at the canvas's origin.
    static func point(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let local = view.point(fromGlobal: point) { return local }
        UIKitDiagnostics.report(.other, "a location was asked in a \(type(of: view)) that no host shows; its root view is taken to be at the canvas's origin")
        return view.convert(point, from: nil)
    }

    /// `vector` (global space) in `view`'s bounds: the difference of the mapped ends.
    static func vector(_ vector: CGPoint, in view: UIView?, at origin: CGPoint) -> CGPoint {
        guard let view else { return vector }
        let a = point(origin, in: view), b = point(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), in: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// `vector` in `view`'s bounds, in global space (nil view: already global).
    static func globalVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let a = view.globalPoint(fromLocal: .zero), let b = view.globalPoint(fromLocal: vector) else { return vector }
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
