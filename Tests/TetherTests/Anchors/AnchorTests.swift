import Foundation
import Testing
@testable import Tether

private struct BoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

private struct PointKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// Anchors and GeometryProxy resolution (SWIFTUI-SEMANTICS §5). The fixture is a 200×200
/// ZStack filling the canvas with a 100×50 view centred in it: layout rect (50, 75, 100, 50).
@MainActor
@Suite struct AnchorTests {
    /// Resolves every `BoundsKey` anchor in a reader covering the 200×200 container.
    func resolvedRects<V: View>(_ content: V) -> [CGRect] {
        let recorder = Recorder<[CGRect]>()
        let view = ZStack { content }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in Recording(recorder: recorder, value: anchors.map { proxy[$0] }) }
            }
        _ = host(view, width: 200, height: 200)
        return recorder.value ?? []
    }

    func resolvedPoints<V: View>(_ content: V) -> [CGPoint] {
        let recorder = Recorder<[CGPoint]>()
        let view = ZStack { content }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(PointKey.self) { anchors in
                GeometryReader { proxy in Recording(recorder: recorder, value: anchors.map { proxy[$0] }) }
            }
        _ = host(view, width: 200, height: 200)
        return recorder.value ?? []
    }

    var box: some View { Color.red.frame(width: 100, height: 50) }

    @Test func boundsAnchorResolvesToTheLayoutRect() {
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] })
        #expect(rects.count == 1)
        #expect(close(rects.first, CGRect(x: 50, y: 75, width: 100, height: 50)))
    }

    @Test func rectSourceIsInTheViewsLocalSpace() {
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 10, y: 5, width: 20, height: 10))) { [$0] })
        #expect(close(rects.first, CGRect(x: 60, y: 80, width: 20, height: 10)))
    }

    @Test func everyNamedPointSourceMapsToItsUnitPoint() {
        let sources: [(Anchor<CGPoint>.Source, CGPoint)] = [
            (.topLeading, CGPoint(x: 50, y: 75)), (.top, CGPoint(x: 100, y: 75)), (.topTrailing, CGPoint(x: 150, y: 75)),
            (.leading, CGPoint(x: 50, y: 100)), (.center, CGPoint(x: 100, y: 100)), (.trailing, CGPoint(x: 150, y: 100)),
            (.bottomLeading, CGPoint(x: 50, y: 125)), (.bottom, CGPoint(x: 100, y: 125)), (.bottomTrailing, CGPoint(x: 150, y: 125)),
            (.point(CGPoint(x: 3, y: 4)), CGPoint(x: 53, y: 79)), (.unitPoint(UnitPoint(x: 0.25, y: 0.5)), CGPoint(x: 75, y: 100)),
        ]
        for (source, expected) in sources {
            let points = resolvedPoints(box.anchorPreference(key: PointKey.self, value: source) { [$0] })
            #expect(close(points.first, expected), "source resolved to \(String(describing: points.first)), expected \(expected)")
        }
    }

    @Test func arrayAndOptionalSourcesResolveEachElement() {
        let recorder = Recorder<[CGPoint?]>()
        struct ArrayKey: PreferenceKey {
            static let defaultValue: Anchor<[CGPoint]>? = nil
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
        }
        struct OptionalKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint?>? = nil
            static func reduce(value: inout Anchor<CGPoint?>?, nextValue: () -> Anchor<CGPoint?>?) { value = value ?? nextValue() }
        }
        let optionalRecorder = Recorder<CGPoint?>()
        let view = Color.red.frame(width: 100, height: 50)
            .anchorPreference(key: ArrayKey.self, value: Anchor<[CGPoint]>.Source([.top, .bottom])) { $0 }
            .anchorPreference(key: OptionalKey.self, value: Anchor.Source(Optional<Anchor<CGPoint>.Source>.some(.trailing))) { $0 }
            .overlayPreferenceValue(ArrayKey.self) { anchor in
                GeometryReader { proxy in Recording(recorder: recorder, value: anchor.map { proxy[$0] } ?? []) }
            }
            .overlayPreferenceValue(OptionalKey.self) { anchor in
                GeometryReader { proxy in Recording(recorder: optionalRecorder, value: anchor.flatMap { proxy[$0] }) }
            }
        _ = host(view, width: 100, height: 50)
        let points = recorder.value ?? []
        #expect(points.count == 2)
        #expect(close(points.first ?? nil, CGPoint(x: 50, y: 0)))
        #expect(close(points.last ?? nil, CGPoint(x: 50, y: 50)))
        #expect(close(optionalRecorder.value ?? nil, CGPoint(x: 100, y: 25)))
    }

    @Test func offsetInsideTheAnchorMovesIt() {
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.offset(x: 10, y: 5))
        #expect(close(rects.first, CGRect(x: 60, y: 80, width: 100, height: 50)))
    }

    @Test func offsetOutsideTheAnchorDoesNotMoveIt() {
        let rects = resolvedRects(box.offset(x: 10, y: 5).anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] })
        #expect(close(rects.first, CGRect(x: 50, y: 75, width: 100, height: 50)))
    }

    @Test func scaleInsideTheAnchorScalesAboutTheCentre() {
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.scaleEffect(2))
        #expect(close(rects.first, CGRect(x: 0, y: 50, width: 200, height: 100)))
    }

    @Test func quarterTurnInsideTheAnchorSwapsItsSides() {
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.rotationEffect(.degrees(90)))
        #expect(close(rects.first, CGRect(x: 75, y: 50, width: 50, height: 100)))
    }

    @Test func eighthTurnGivesTheBoundingBoxOfTheRotatedCorners() {
        // Half extent of a 100×50 rect turned 45°: (100 + 50)·cos45° / 2 = 53.033 on both axes.
        let half = 150 * cos(Double.pi / 4) / 2
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.rotationEffect(.degrees(45)))
        #expect(close(rects.first, CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half)))
    }

    @Test func rotationOutsideTheAnchorLeavesTheLayoutRect() {
        let rects = resolvedRects(box.rotationEffect(.degrees(45)).anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] })
        #expect(close(rects.first, CGRect(x: 50, y: 75, width: 100, height: 50)))
    }

    @Test func pointAnchorRotatesExactly() {
        // topLeading (50, 75) is (-50, -25) from the centre; a clockwise quarter turn on a
        // y-down screen maps (x, y) to (-y, x) = (25, -50), i.e. (125, 50).
        let points = resolvedPoints(box.anchorPreference(key: PointKey.self, value: .topLeading) { [$0] }.rotationEffect(.degrees(90)))
        #expect(close(points.first, CGPoint(x: 125, y: 50)))
    }

    @Test func nestedOffsetThenScaleCompose() {
        // Offset to (60, 75); then ×2 about the centre (100, 100) of the scaled view's frame:
        // x = 100 + 2·(60 − 100) = 20, y = 100 + 2·(75 − 100) = 50.
        let rects = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.offset(x: 10).scaleEffect(2))
        #expect(close(rects.first, CGRect(x: 20, y: 50, width: 200, height: 100)))
    }

    @Test func readerInsideAnOffsetContainerSeesTheAnchorShifted() {
        let recorder = Recorder<CGRect>()
        let view = ZStack { box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] } }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in Recording(recorder: recorder, value: anchors.first.map { proxy[$0] } ?? .null) }
                    .offset(x: 30, y: -20)
            }
        _ = host(view, width: 200, height: 200)
        #expect(close(recorder.value, CGRect(x: 20, y: 95, width: 100, height: 50)))
    }

    @Test func readerInsideARotatedContainerUndoesTheRotation() {
        // The reader is turned a quarter about its centre (100, 100); mapping the anchor's
        // global rect back through the inverse turn swaps its extents: (75, 50, 50, 100).
        let recorder = Recorder<CGRect>()
        let view = ZStack { box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] } }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in Recording(recorder: recorder, value: anchors.first.map { proxy[$0] } ?? .null) }
                    .rotationEffect(.degrees(90))
            }
        _ = host(view, width: 200, height: 200)
        #expect(close(recorder.value, CGRect(x: 75, y: 50, width: 50, height: 100)))
    }

    @Test func ignoredByLayoutEffectIsSkipped() {
        struct Shift: GeometryEffect {
            var animatableData: EmptyAnimatableData = EmptyAnimatableData()
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: 40, y: 0)) }
        }
        let counted = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.modifier(Shift()))
        let ignored = resolvedRects(box.anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }.modifier(Shift().ignoredByLayout()))
        #expect(close(counted.first, CGRect(x: 90, y: 75, width: 100, height: 50)))
        #expect(close(ignored.first, CGRect(x: 50, y: 75, width: 100, height: 50)))
    }

    @Test func frameInNamedSpaceIsRelativeToThatView() {
        let recorder = Recorder<CGRect>()
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 30)
            GeometryReader { proxy in Recording(recorder: recorder, value: proxy.frame(in: .named("stack"))) }
                .frame(width: 40, height: 20)
        }
        .coordinateSpace(name: "stack")
        _ = host(view, width: 300, height: 300)
        #expect(close(recorder.value, CGRect(x: 30, y: 30, width: 40, height: 20)))
    }

    @Test func frameInGlobalAndLocalSpaces() {
        let global = Recorder<CGRect>(), local = Recorder<CGRect>()
        let view = GeometryReader { proxy in
            Recording(recorder: global, value: proxy.frame(in: .global))
            Recording(recorder: local, value: proxy.frame(in: .local))
        }
        .frame(width: 40, height: 20)
        _ = host(view, width: 100, height: 100)
        #expect(close(global.value, CGRect(x: 30, y: 40, width: 40, height: 20)))
        #expect(close(local.value, CGRect(x: 0, y: 0, width: 40, height: 20)))
    }

    @Test func handMadeGlobalFrameAnchorLandsWhereTheNativeOneDoes() {
        // Seed 000's pattern: a GeometryReader overlay measures the global frame; the reader
        // subtracts its own global origin.
        struct GlobalFrameKey: PreferenceKey {
            static let defaultValue: CGRect? = nil
            static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) { value = value ?? nextValue() }
        }
        let native = Recorder<CGRect>(), handMade = Recorder<CGRect>()
        let view = VStack {
            Color.red.frame(width: 80, height: 20)
            Color.blue.frame(width: 120, height: 22)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                .overlay(GeometryReader { proxy in Color.clear.preference(key: GlobalFrameKey.self, value: proxy.frame(in: .global)) })
        }
        .padding()
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in Recording(recorder: native, value: anchors.first.map { proxy[$0] } ?? .null) }
        }
        .overlayPreferenceValue(GlobalFrameKey.self) { rect in
            GeometryReader { proxy in
                let origin = proxy.frame(in: .global).origin
                Recording(recorder: handMade, value: rect.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) } ?? .null)
            }
        }
        _ = host(view, width: 390, height: 300)
        // VStack 120 wide, padded 16: the blue view is at x = 16, y = 16 + 20 + 8 = 44.
        #expect(close(native.value, CGRect(x: 16, y: 44, width: 120, height: 22)))
        #expect(close(handMade.value, native.value ?? .null))
    }

    /// Every `Anchor.Source` under `scaleEffect(x: 1, y: 0.75)`: a 100×80 view scaled about its
    /// centre maps y to 40 + 0.75 (y − 40) = 10 + 0.75 y in its unscaled frame, which is the
    /// reader's space. The values hold after canvas resizes move the subtree (also to a huge
    /// canvas and back).
    @Test func everyAnchorSourceUnderANonUniformScaleIsTheSourceMappedIntoTheReader() {
        struct AllSources: PreferenceKey {
            nonisolated(unsafe) static let defaultValue: [String: Any] = [:]
            static func reduce(value: inout [String: Any], nextValue: () -> [String: Any]) { value.merge(nextValue()) { $1 } }
        }
        let recorder = Recorder<[String: Any]>()
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x, y: 10 + 0.75 * p.y) }
        // Each source adds its anchor to one dictionary (a second `anchorPreference` of the
        // same key would replace the first, as in SwiftUI).
        let probe = Color.red.frame(width: 100, height: 80)
            .transformAnchorPreference(key: AllSources.self, value: .bounds) { $0["bounds"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: .rect(CGRect(x: 10, y: 20, width: 30, height: 40))) { $0["rect"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: .point(CGPoint(x: 10, y: 10))) { $0["point"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: .unitPoint(.bottomTrailing)) { $0["unitPoint"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: .topLeading) { $0["topLeading"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: Anchor<[CGPoint]>.Source([.point(CGPoint(x: 10, y: 10)), .unitPoint(.center)])) { $0["points"] = $1 }
            .transformAnchorPreference(key: AllSources.self, value: Anchor<CGPoint?>.Source(.bottom)) { $0["optional"] = $1 }
            .scaleEffect(x: 1, y: 0.75)
            .overlayPreferenceValue(AllSources.self) { values in
                GeometryReader { proxy in
                    Recording(recorder: recorder, value: values.mapValues { value -> Any in
                        switch value {
                        case let a as Anchor<CGRect>: return proxy[a]
                        case let a as Anchor<CGPoint>: return proxy[a]
                        case let a as Anchor<[CGPoint]>: return proxy[a]
                        case let a as Anchor<CGPoint?>: return proxy[a] as Any
                        default: return value
                        }
                    })
                }
            }
        let h = host(VStack { Spacer(); probe; Text("below") }, width: 390, height: 844)
        for size in [CGSize(width: 390, height: 844), CGSize(width: 1e308, height: 844), CGSize(width: 390, height: 844),
                     CGSize(width: 320, height: 500)] {
            h.size = size
            h.update()
            guard size.width < 1e6 else { continue }
            let v = recorder.value ?? [:]
            #expect(close(v["bounds"] as? CGRect, CGRect(x: 0, y: 10, width: 100, height: 60)), "\(size)")
            #expect(close(v["rect"] as? CGRect, CGRect(x: 10, y: 25, width: 30, height: 30)), "\(size)")
            #expect(close(v["point"] as? CGPoint, map(CGPoint(x: 10, y: 10))), "\(size)")
            #expect(close(v["unitPoint"] as? CGPoint, map(CGPoint(x: 100, y: 80))), "\(size)")
            #expect(close(v["topLeading"] as? CGPoint, map(.zero)), "\(size)")
            let points = v["points"] as? [CGPoint] ?? []
            #expect(points.count == 2 && close(points[0], map(CGPoint(x: 10, y: 10))) && close(points[1], map(CGPoint(x: 50, y: 40))), "\(size)")
            #expect(close((v["optional"] as? CGPoint?) ?? nil, map(CGPoint(x: 50, y: 80))), "\(size)")
        }
    }
}
