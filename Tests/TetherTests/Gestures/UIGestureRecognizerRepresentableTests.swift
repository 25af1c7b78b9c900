import Foundation
import Testing
@testable import Tether

/// A pan that moves an offset and counts its lifecycle calls.
struct OffsetPan: UIGestureRecognizerRepresentable {
    @Binding var offset: CGSize
    let log: PanRepresentableLog

    final class Coordinator {
        var actions = 0
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        log.calls.append("makeCoordinator")
        return Coordinator()
    }
    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        log.calls.append("make")
        return UIPanGestureRecognizer()
    }
    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        log.calls.append("update")
    }
    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.actions += 1
        log.states.append(recognizer.state)
        log.locations.append(context.converter.localLocation)
        log.globalLocations.append(context.converter.location(in: .global))
        log.velocities.append(context.converter.localVelocity)
        let t = context.converter.localTranslation ?? .zero
        offset = CGSize(width: t.x, height: t.y)
        log.coordinatorActions = context.coordinator.actions
    }
}

@MainActor final class PanRepresentableLog {
    var calls: [String] = []
    var states: [UIGestureRecognizer.State] = []
    var locations: [CGPoint] = []
    var globalLocations: [CGPoint] = []
    var velocities: [CGPoint?] = []
    var offsets: [CGSize] = []
    var coordinatorActions = 0
}

/// A 100 × 100 square, centred in the canvas, that a represented pan moves.
struct PannedSquare: View {
    let log: PanRepresentableLog
    @State private var offset = CGSize.zero
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .gesture(OffsetPan(offset: $offset, log: log))
            .onChange(of: offset) { _, new in log.offsets.append(new) }
    }
}

/// A tap as a represented recognizer, reporting where it landed.
struct SpatialTap: UIGestureRecognizerRepresentable {
    let tapped: (CGPoint, CGPoint?) -> Void
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer { UITapGestureRecognizer() }
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        tapped(context.converter.location(in: .named("board")), context.converter.localTranslation)
    }
}

/// iOS 18's `UIGestureRecognizerRepresentable`: the recognizer gets the SwiftUI view's touches
/// as its gestures do, and its handler's state changes update the view.
@MainActor
@Suite struct UIGestureRecognizerRepresentableTests {
    @Test func aRepresentedPanMovesStateAndReportsInTheViewsSpace() throws {
        let log = PanRepresentableLog()
        let h = host(PannedSquare(log: log), width: 300, height: 300)
        #expect(Array(log.calls.prefix(2)) == ["makeCoordinator", "make"])
        // The square spans 100…200; 5 pt moves (3, 4): the pan begins at the second (10 pt).
        try h.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 180, y: 190))
        #expect(log.states == [.began] + Array(repeating: .changed, count: 8) + [.ended])
        #expect(log.coordinatorActions == 10)
        #expect(log.offsets.first == CGSize(width: 6, height: 8))
        #expect(log.offsets.last == CGSize(width: 30, height: 40))
        #expect(log.locations.first == CGPoint(x: 56, y: 58))
        #expect(log.globalLocations.last == CGPoint(x: 180, y: 190))
        // (3, 4) per 1/60 s.
        let velocity = try #require(log.velocities.last ?? nil)
        #expect(abs(velocity.x - 180) < 0.01 && abs(velocity.y - 240) < 0.01)
        // The state change re-evaluated the view, which updated the representable; the
        // recognizer and coordinator were made once.
        #expect(log.calls.filter { $0 == "make" }.count == 1)
        #expect(log.calls.filter { $0 == "makeCoordinator" }.count == 1)
        #expect(log.calls.contains("update"))
    }

    @Test func theConverterUsesNamedSpacesAndHasNoTranslationForATap() throws {
        var tapped: [(CGPoint, CGPoint?)] = []
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 50)
            Color.red.frame(width: 100, height: 50)
                .gesture(SpatialTap { tapped.append(($0, $1)) })
        }
        .coordinateSpace(.named("board"))
        let h = host(view, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 20, y: 70))
        #expect(tapped.count == 1)
        #expect(tapped.first?.0 == CGPoint(x: 20, y: 70))
        #expect(tapped.first?.1 == nil)
    }
}
