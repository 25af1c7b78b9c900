import Foundation
import Testing
@testable import Tether

/// Keyframes: timelines evaluated from their formulas (linear: from + (to − from)·curve(f);
/// cubic: the Hermite basis with Catmull-Rom or neighbouring velocities; spring: the spring's
/// closed form), tracks side by side, and `keyframeAnimator` drawn at rest — the initial
/// value, then where each triggered run ends — or, with `ViewHost.now` fixed, mid-animation.
@MainActor
@Suite struct KeyframeAnimationTests {
    struct Values {
        var x = 0.0
        var y = 0.0
    }

    @Test func aLinearKeyframeMovesInAStraightLineThenHolds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 1) }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.25) == 25)
        #expect(timeline.value(time: 0.5) == 50)
        #expect(timeline.value(time: 1) == 100)
        #expect(timeline.value(time: 5) == 100)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(progress: 0.75) == 75)
        // Paced by a curve: easeInOut is ½ half way.
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 2, timingCurve: .easeInOut) }
        #expect(abs(eased.value(time: 1) - 50) < 1e-9)
        // circularEaseIn at 0.6 is 0.2.
        let circular = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 1, timingCurve: .circularEaseIn) }
        #expect(abs(circular.value(time: 0.6) - 20) < 1e-9)
    }

    @Test func keyframesOfATrackRunOneAfterTheOther() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5) == 50)
        let looped = KeyframeTimeline(initialValue: 0.0) {
            for step in 1...3 { LinearKeyframe(Double(step) * 10, duration: 1) }
        }
        #expect(looped.value(time: 2.5) == 25)
        let flag = true
        let branched = KeyframeTimeline(initialValue: 0.0) {
            if flag { LinearKeyframe(10.0, duration: 1) } else { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(branched.value(time: 1) == 10)
    }

    @Test func tracksRunSideBySideAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(20.0, duration: 2) }
        }
        #expect(timeline.duration == 2)
        let value = timeline.value(time: 1.5)
        #expect(value.x == 10)   // the shorter track holds its last value
        #expect(value.y == 15)
        // Two tracks of one property: the later one wins.
        let competing = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(competing.value(time: 0.5).x == -5)
        // The root track of a whole CGPoint.
        let point = KeyframeTimeline(initialValue: CGPoint.zero) { LinearKeyframe(CGPoint(x: 100, y: 200), duration: 1) }
        #expect(point.value(time: 0.5) == CGPoint(x: 50, y: 100))
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(50.0)
            LinearKeyframe(100.0, duration: 1)
            MoveKeyframe(-1.0)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 50)
        #expect(timeline.value(time: 0.5) == 75)
        #expect(timeline.value(time: 1) == -1)
    }

    @Test func cubicKeyframesFollowAHermiteSplineWithSmoothVelocities() {
        // Alone, it starts and ends at rest: 100·(3s² − 2s³); at s = ¼ that is 15.625.
        let single = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(100.0, duration: 1) }
        #expect(abs(single.value(time: 0.25) - 15.625) < 1e-9)
        #expect(abs(single.value(time: 0.5) - 50) < 1e-9)
        // Two cubic keyframes 0 → 100 → 300: the velocity at 100 is Catmull-Rom's
        // (300 − 0)/(2 − 0) = 150. Half way through the first: ½·100 − ⅛·150 = 31.25;
        // through the second: ½·100 + ⅛·150 + ½·300 = 218.75.
        let spline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            CubicKeyframe(300.0, duration: 1)
        }
        #expect(abs(spline.value(time: 0.5) - 31.25) < 1e-9)
        #expect(abs(spline.value(time: 1.5) - 218.75) < 1e-9)
        // Given velocities: leaving at 300/s: ⅛·300 + ½·100 = 87.5.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(100.0, duration: 1, startVelocity: 300, endVelocity: 0) }
        #expect(abs(given.value(time: 0.5) - 87.5) < 1e-9)
        // After a linear keyframe (100/s at its end): ½·100 + ⅛·100 + ½·200 = 162.5.
        let afterLinear = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            CubicKeyframe(200.0, duration: 1)
        }
        #expect(abs(afterLinear.value(time: 1.5) - 162.5) < 1e-9)
        // Before a linear keyframe (200/s at its start): ½·100 − ⅛·200 = 25.
        let beforeLinear = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            LinearKeyframe(300.0, duration: 1)
        }
        #expect(abs(beforeLinear.value(time: 0.5) - 25) < 1e-9)
    }

    @Test func aSpringKeyframeMovesAsItsSpring() {
        // Undamped, ω₀ = 2π: from rest 1 − cos(2πt); at ⅛ s, 1 − cos(π/4).
        let undamped = Spring(duration: 1, bounce: 1)
        let alone = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 0.25, spring: undamped) }
        #expect(abs(alone.value(time: 0.125) - (1 - cos(Double.pi / 4))) < 1e-9)
        #expect(alone.value(time: 0.25) == 1)
        // After a linear keyframe ending at 1/s: 1 − cos(π/4) + (1/2π)·sin(π/4) on top of 1.
        let carried = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(2.0, duration: 0.25, spring: undamped)
        }
        let expected = 1 + (1 - cos(Double.pi / 4)) + sin(Double.pi / 4) / (2 * .pi)
        #expect(abs(carried.value(time: 1.125) - expected) < 1e-9)
        // Without a duration it lasts the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .smooth) }
        #expect(settling.duration == Spring.smooth.settlingDuration)
    }

    struct Pop: Keyframes {
        var body: some Keyframes<Double> {
            KeyframeTrack { Rise() }
        }
    }

    struct Rise: KeyframeTrackContent {
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(2.0, duration: 1)
            LinearKeyframe(4.0, duration: 1)
        }
    }

    @Test func customKeyframesAreTheirBodies() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { Pop() }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5) == 3)
    }

    @Test func hostileDurationsAndTimesGiveSaneValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: .nan)
            CubicKeyframe(20.0, duration: -1)
            LinearKeyframe(30.0, duration: .infinity)
            SpringKeyframe(40.0, duration: .nan)
        }
        // Each bad duration is taken as 0: the keyframes jump, the timeline takes no time.
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 40)
        #expect(timeline.value(time: .nan) == 40)
        let line = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1) }
        #expect(line.value(time: .nan) == 0)
        #expect(line.value(progress: .nan) == 0)
        #expect(line.value(time: .infinity) == 10)
        let empty = KeyframeTimeline(initialValue: 7.0) {}
        #expect(empty.duration == 0)
        #expect(empty.value(time: 3) == 7)
    }

    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Tap") { taps += 1 }.testID("tap")
                Color.red.frame(width: 10, height: 10).testID("dot")
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { scale in
                        LinearKeyframe(scale + 2, duration: 0.5)
                        LinearKeyframe(scale + 1, duration: 0.5)
                    }
            }
        }
    }

    @Test func aTriggeredAnimatorRestsAtTheInitialValueThenWhereEachRunEnds() throws {
        let h = host(Triggered(), width: 100, height: 200)
        #expect(close(try #require(h.frame(of: "dot")).width, 10))
        // The first run goes from 1 to 3 and ends at 2; the keyframes are called with 1.
        try h.tap("tap")
        #expect(close(try #require(h.frame(of: "dot")).width, 20))
        // The next run starts from where the last ended: 2 → 4 → 3.
        try h.tap("tap")
        #expect(close(try #require(h.frame(of: "dot")).width, 30))
    }

    @Test func withAFixedClockARunShowsItsValueAtTheElapsedTime() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let h = host(Triggered(), width: 100, height: 200)
        h.now = start
        h.update()
        try h.tap("tap")
        // Just started: the initial value.
        #expect(close(try #require(h.frame(of: "dot")).width, 10))
        // A quarter second in: half way from 1 to 3.
        h.now = start.addingTimeInterval(0.25)
        h.update()
        #expect(close(try #require(h.frame(of: "dot")).width, 20))
        // Tapped again mid-run at 0.75 s (value 2.5): the new run starts there, 2.5 → 4.5 → 3.5.
        h.now = start.addingTimeInterval(0.75)
        h.update()
        #expect(close(try #require(h.frame(of: "dot")).width, 25))
        try h.tap("tap")
        #expect(close(try #require(h.frame(of: "dot")).width, 25))
        h.now = start.addingTimeInterval(10)
        h.update()
        #expect(close(try #require(h.frame(of: "dot")).width, 35))
    }

    @Test func aLoopShowsTheStartOfItsTimelineOrItsTimeSinceFirstDrawnWithAFixedClock() {
        func dot(repeating: Bool) -> some View {
            Color.red.frame(width: 10, height: 10).testID("dot")
                .keyframeAnimator(initialValue: 1.0, repeating: repeating) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    MoveKeyframe(2.0)
                    LinearKeyframe(4.0, duration: 1)
                }
        }
        // The start of the timeline is the moved value, 2.
        let looping = host(dot(repeating: true), width: 100, height: 100)
        expectFrame(looping, "dot", CGRect(x: 40, y: 40, width: 20, height: 20))
        let still = host(dot(repeating: false), width: 100, height: 100)
        expectFrame(still, "dot", CGRect(x: 40, y: 40, width: 20, height: 20))
        let start = Date(timeIntervalSince1970: 1_000_000)
        looping.now = start
        looping.update()
        looping.now = start.addingTimeInterval(0.5)
        looping.update()
        #expect(close(looping.frame(of: "dot")?.width ?? 0, 30))
        // 1.25 s: a quarter into the second loop.
        looping.now = start.addingTimeInterval(1.25)
        looping.update()
        #expect(close(looping.frame(of: "dot")?.width ?? 0, 25))
        // Not repeating, time changes nothing.
        still.now = start
        still.update()
        still.now = start.addingTimeInterval(0.5)
        still.update()
        #expect(close(still.frame(of: "dot")?.width ?? 0, 20))
    }

    @Test func theAnimatorViewDrawsItsContentWithTheValue() {
        let view = KeyframeAnimator(initialValue: 0.5, trigger: 0) { value in
            Text(verbatim: String(value))
        } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
        }
        #expect(dumpedTexts(host(view)) == ["0.5"])
        let tracks = KeyframeAnimator(initialValue: Values(), repeating: false) { value in
            Text(verbatim: "\(value.x),\(value.y)")
        } keyframes: { _ in
            KeyframeTrack(\.x) { MoveKeyframe(3.0) }
            KeyframeTrack(\.y) { LinearKeyframe(9.0, duration: 1) }
        }
        #expect(dumpedTexts(host(tracks)) == ["3.0,0.0"])
    }
}
