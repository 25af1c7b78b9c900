import Foundation

/// Mirrors SwiftUI's `KeyframeTrack` (iOS 17): the keyframes of one property of a root value,
/// one after the other from the property's initial value. Tracks of one timeline run side by
/// side from time 0; a track shorter than the timeline holds its last value.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.5, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public typealias Body = Never
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Mirrors `init(content:)`: a track of the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// Mirrors `init(_:content:)`: a track of the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Tether's: this track, starting from the property's value in `initialValue`.
    public func _makeTracks(initialValue: Root) -> [_KeyframeTimelineTrack<Root>] {
        var keyframes: [_ResolvedKeyframe<Value>] = []
        content._appendKeyframes(to: &keyframes)
        let path = KeyframeTrackPath(start: initialValue[keyPath: keyPath], keyframes: keyframes)
        let keyPath = self.keyPath
        return [_KeyframeTimelineTrack(duration: path.duration, apply: { root, time in root[keyPath: keyPath] = path.value(at: time) })]
    }
}
