import Foundation

/// Mirrors SwiftUI's `KeyframeAnimator` (iOS 17): content drawn with a value that keyframes
/// move over time, either once each time a trigger changes or in an endless loop.
///
/// What Tether draws (a picture, not frames):
/// - with a trigger, `initialValue` until the trigger first changes; after a change, the
///   value the keyframes end with (SwiftUI: "when a keyframe animation finishes, the animator
///   will remain at the end value, which becomes the initial value for the next animation").
///   The keyframes closure is called with the value the animator is at when the trigger
///   changes — the end of the previous run, or the running value mid-run;
/// - looping (`repeating`), the value at the start of the timeline, where each loop starts;
///   not repeating, the same, as SwiftUI documents.
///
/// When Tether's own `ViewHost.now` fixes the clock, a run shows the value at the time since
/// the trigger changed (until the run ends), and a loop the value at the time since it was first drawn
/// with a fixed clock, modulo the timeline's duration — so `now` can be moved to scrub an animation.
/// With the system clock (`now` nil) pictures show the resting values above.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    /// nil for a loop.
    let trigger: KeyframeTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    @State private var run = KeyframeRun<Value>()
    @Environment(\.clockDate) private var clockDate

    /// Mirrors `init(initialValue:trigger:content:keyframes:)`: plays the keyframes from the
    /// current value each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = KeyframeTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Mirrors `init(initialValue:repeating:content:keyframes:)`: loops the keyframes from
    /// `initialValue` while `repeating`; otherwise shows the value at their start.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    @MainActor public var body: some View {
        content(shownValue)
            .onChange(of: trigger) { startRun() }
            .onChange(of: clockDate, initial: true) { startLoopClock() }
    }

    /// The value the content is drawn with now.
    @MainActor private var shownValue: Value {
        guard trigger == nil else { return run.value(at: clockDate) ?? initialValue }
        let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        guard repeating, let start = run.start, let now = clockDate, timeline.duration > 0 else { return timeline.value(time: 0) }
        let elapsed = now.timeIntervalSince(start)
        return timeline.value(time: elapsed > 0 ? elapsed.truncatingRemainder(dividingBy: timeline.duration) : 0)
    }

    /// A loop counts its time from the first moment it is drawn with a fixed clock.
    @MainActor private func startLoopClock() {
        guard trigger == nil, repeating, run.start == nil, let clockDate else { return }
        run.start = clockDate
    }

    /// Plays the keyframes from the value shown now.
    @MainActor private func startRun() {
        let current = run.value(at: clockDate) ?? initialValue
        let timeline = KeyframeTimeline(initialValue: current, keyframes: keyframes(current))
        run = KeyframeRun(end: timeline.value(time: timeline.duration), start: clockDate, timeline: timeline)
    }
}

/// The last run of a triggered keyframe animator: where it ends, and when it started (with
/// a fixed clock) on which timeline.
struct KeyframeRun<Value> {
    var end: Value?
    var start: Date?
    var timeline: KeyframeTimeline<Value>?

    /// The value at `now`: the running value while the run lasts (with a fixed clock), else
    /// where it ended; nil before any run.
    func value(at now: Date?) -> Value? {
        if let timeline, let start, let now {
            let elapsed = now.timeIntervalSince(start)
            if elapsed < timeline.duration { return timeline.value(time: max(elapsed, 0)) }
        }
        return end
    }
}

/// A keyframe animator's trigger, compared with the value it had before.
struct KeyframeTrigger: Equatable {
    let value: Any
    let matches: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        self.matches = { ($0 as? T) == value }
    }

    static func == (lhs: KeyframeTrigger, rhs: KeyframeTrigger) -> Bool { lhs.matches(rhs.value) }
}

extension View {
    /// Mirrors SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`: this view
    /// modified by `content` with the value the keyframes play each time `trigger` changes
    /// (Tether draws the resting value; see `KeyframeAnimator`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Mirrors SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`: this
    /// view modified by `content` with the value of keyframes looping from `initialValue`
    /// (Tether draws the start of the loop; see `KeyframeAnimator`).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
