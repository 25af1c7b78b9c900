import Foundation

/// Mirrors SwiftUI's `MoveKeyframe` (iOS 17): jumps to its value at once, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let to: Value

    /// Mirrors `init(_:)`: the value becomes `to` the moment the keyframe is reached.
    public init(_ to: Value) { self.to = to }

    /// Mirrors `body`: the keyframe is its own body.
    public var body: Self { self }

    /// Tether's: this keyframe.
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        keyframes.append(_ResolvedKeyframe(value: to, duration: 0, curve: .move))
    }
}
