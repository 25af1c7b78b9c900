import Foundation

/// Mirrors SwiftUI's `Gesture`: a recognizer of touches with a `Value` it reports while it
/// changes and when it ends. Primitive gestures (`DragGesture`, `TapGesture`, ...) recognize
/// touches themselves; a custom gesture is described by its `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// A custom gesture's value is its body's.
    associatedtype Value = Body.Value
    associatedtype Body: Gesture
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; Tether recognizes them directly.
    public var body: Never { primitiveBodyAccessed() }
}

/// Mirrors SwiftUI's `GestureMask`: which gestures of a view and of its subviews take part
/// (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Mirrors `none`: neither the gesture nor the subviews' gestures.
    public static let none: GestureMask = []
    /// Mirrors `gesture`: the gesture, not the subviews' gestures.
    public static let gesture = GestureMask(rawValue: 1)
    /// Mirrors `subviews`: the subviews' gestures, not the gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Mirrors `all`: the gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: - Recognition

/// One moment of a touch, in global space: where its fingers are (one, or two for pinches and
/// rotations) and when, in seconds since the touch began. Taps in quick succession (a double
/// tap) are one touch whose finger lifts and comes down again: each lift but the last says
/// that another tap follows.
struct TouchEvent {
    enum Phase { case began, moved, ended }
    var phase: Phase
    var locations: [CGPoint]
    var time: TimeInterval
    /// On a lift: the finger comes down again soon (the next tap of a multi-tap).
    var anotherTapFollows = false
    /// A catch-up: the event is fed again to a gesture chosen after its trial saw it, so
    /// what the trial already reported (a long press's value while held) is not reported twice.
    var isReplay = false
    /// True when the finger lifts for good: gestures still undecided then fail.
    var endsTouch: Bool { phase == .ended && !anotherTapFollows }
    var location: CGPoint { locations.count > 1 ? CGPoint(x: (locations[0].x + locations[1].x) / 2, y: (locations[0].y + locations[1].y) / 2) : locations[0] }
}

/// What a gesture is attached to, for its recognizer: the conversion of global points into
/// a coordinate space, the attached view's bounds, the clock, and whether the gesture's
/// actions run (a trial run decides which gesture wins before any action runs).
struct GestureContext {
    let convert: (CGPoint, CoordinateSpace) -> CGPoint
    let localBounds: CGRect
    let startDate: Date
    let performsActions: Bool
    /// Reports a problem with the gesture (a tap count below 1) as a diagnostic of its view.
    var report: (String) -> Void = { _ in }
    /// What the trial and the acting recognizer of one gesture share for one touch.
    var shared = GestureTouchState()
    /// Where a gesture that is still undecided reports the value it holds meanwhile (a long
    /// press being held: `true`), as SwiftUI's `updating(_:body:)` and `onChanged(_:)` see it
    /// before the gesture is recognized. Each wrapping gesture passes it on in its own terms.
    var interim: ((Any) -> Void)?

    func local(_ point: CGPoint) -> CGPoint { convert(point, .local) }
    /// The same context with undecided values reported to `report` instead.
    func reportingInterim(_ report: ((Any) -> Void)?) -> GestureContext {
        var context = self
        context.interim = report
        return context
    }
    func date(_ event: TouchEvent) -> Date { startDate.addingTimeInterval(event.time) }
}

/// What the recognizers of one gesture (on trial, then acting) share during one touch:
/// feedback given while the gesture is still undecided (a long press's pressing state) is
/// given once.
final class GestureTouchState {
    var pressing = false
    /// The `@GestureState`s set from an undecided gesture's value (by its trial), so the
    /// acting recognizer knows to reset them.
    var statesSetWhileUndecided: Set<ObjectIdentifier> = []
}

/// A recognizer's state after an event: still deciding, recognized with a value (and going
/// on), ended with a value, or failed.
enum RecognizerState {
    case possible
    case changed(Any)
    case ended(Any)
    case failed

    var isFinal: Bool {
        switch self { case .ended, .failed: return true; default: return false }
    }
    var value: Any? {
        switch self { case .changed(let v), .ended(let v): return v; default: return nil }
    }
}

/// Recognizes one gesture from the events of one touch. A recognizer that reached `ended`
/// or `failed` is fed no more events.
@MainActor class GestureRecognizer {
    /// Feeds `event`; returns the state after it.
    func handle(_ event: TouchEvent) -> RecognizerState { .failed }
    /// The touch was taken by another gesture or cancelled: undo what is in progress
    /// (`@GestureState` resets).
    func cancel() {}
}

/// A gesture Tether recognizes itself, not through a `body`.
protocol PrimitiveGesture {
    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer
}

extension Gesture {
    /// The recognizer of this gesture: its own if primitive, else its body's.
    func makeAnyRecognizer(_ context: GestureContext) -> GestureRecognizer {
        if let primitive = self as? PrimitiveGesture { return primitive.makeRecognizer(context) }
        return body.makeAnyRecognizer(context)
    }
}

/// How far a finger may move and still tap (iOS's tap slop).
let tapMovementAllowance: CGFloat = 10

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// Mirrors SwiftUI's conformance of `Optional` to `Gesture`: the wrapped gesture, or, when nil,
/// a gesture that recognizes nothing (`.gesture(isLocked ? nil : DragGesture())`).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        self?.makeAnyRecognizer(context) ?? GestureRecognizer()
    }
}
