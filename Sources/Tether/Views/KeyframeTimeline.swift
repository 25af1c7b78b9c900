import Foundation

/// Mirrors SwiftUI's `KeyframeTimeline` (iOS 17): keyframes from an initial value, to be
/// evaluated at any time, like scrubbing a clip.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     LinearKeyframe(100.0, duration: 1)
/// }
/// timeline.value(time: 0.25)   // 25
/// ```
///
/// Its tracks run side by side from time 0, each in the order declared writing its property
/// of the initial value (so the last of two tracks of one property wins); a track that has
/// ended holds its last value.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTimelineTrack<Value>]

    /// Mirrors `init(initialValue:content:)`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = keyframes._makeTracks(initialValue: initialValue)
    }

    /// Mirrors `duration`: the length of the longest track, in seconds.
    public var duration: TimeInterval {
        tracks.reduce(0) { max($0, $1.duration) }
    }

    /// Mirrors `value(time:)`: the value `time` seconds in (before 0 the start, after the
    /// duration the end; NaN taken as 0).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// Mirrors `value(progress:)`: the value at `progress` of the duration (0 the start, 1 the
    /// end; NaN taken as 0).
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : progress) * duration)
    }
}
