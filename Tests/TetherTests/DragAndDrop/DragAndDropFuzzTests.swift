import Foundation
import Testing
@testable import TetherFuzzing
@testable import Tether

/// Drag and drop over fuzzed trees: nested drag sources and drop destinations (the
/// generator's `dragAndDrop`) around hostile content, with drags between random and hostile
/// points and drops of several kinds of items. Nothing may crash, hang or break the graph's
/// invariants, and the host keeps rendering.
@MainActor
@Suite struct DragAndDropFuzzTests {
    @Test(arguments: 0..<40)
    func dropsOverFuzzedTreesKeepEveryRule(seed: Int) async throws {
        checkInvariantsAfterEveryUpdate()
        var builder = FuzzTreeBuilder(seed: UInt64(seed))
        // Three layers of drag-and-drop modifiers over fuzzed content.
        var view = builder.dragAndDrop(depth: 3)
        view = AnyView(VStack(spacing: 0) { view; builder.dragAndDrop(depth: 2) })
        view = builder.dragAndDrop(depth: 1).overlay(view)
            .eraseToAnyViewForFuzz()
        let host = ViewHost(view, size: CGSize(width: 240, height: 300))
        host.update()
        var rng = FuzzRandom(seed: UInt64(seed) ^ 0xD2A9)
        let points: [CGPoint] = (0..<6).map { _ in
            rng.chance(20) ? CGPoint(x: rng.pick([-1e308, 1e308, -5, 0]), y: rng.pick([1e308, -1, 300, 150]))
                : CGPoint(x: CGFloat(rng.int(0...240)), y: CGFloat(rng.int(0...300)))
        }
        for (start, end) in zip(points, points.dropFirst()) {
            _ = try? await host.dragAndDrop(from: start, to: end, steps: rng.pick([1, 3, 0, -7, 20]))
        }
        let items: [NSItemProvider] = [
            NSItemProvider(object: "text" as NSString),
            NSItemProvider(transferable: URL(string: "https://example.com")!),
            NSItemProvider(),
        ]
        for point in points.prefix(3) {
            _ = try? await host.drop(items.shuffled(using: &rng), at: point)
            _ = try? await host.drop("dropped", on: "missing")
        }
        #expect(!host.svg().isEmpty)
    }
}

private extension View {
    func eraseToAnyViewForFuzz() -> AnyView { AnyView(self) }
}
