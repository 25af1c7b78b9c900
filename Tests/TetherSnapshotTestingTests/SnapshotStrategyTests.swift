import Foundation
import SnapshotTesting
import Testing
import Tether
@testable import TetherSnapshotTesting

/// The snapshot strategies catch changes, pass identical renders and record new references.
@MainActor
@Suite struct SnapshotStrategyTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tether-snapshots-\(UUID().uuidString)").path

    func badge(_ color: Color) -> some View {
        Text("Tether").padding(8).background(color)
    }

    @Test func recordingWritesTheReferenceThenAnIdenticalRenderPasses() throws {
        let first = verifySnapshot(of: badge(.yellow), as: .image(layout: .fixed(width: 120, height: 60)),
                                   named: "badge", record: .missing, snapshotDirectory: directory)
        #expect(first?.contains("No reference was found") == true || first?.contains("Automatically recorded") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.contains { $0.hasSuffix("badge.png") })
        let second = verifySnapshot(of: badge(.yellow), as: .image(layout: .fixed(width: 120, height: 60)),
                                    named: "badge", record: .never, snapshotDirectory: directory)
        #expect(second == nil)
    }

    @Test func aChangedColourIsCaughtWithThePixelCount() {
        _ = verifySnapshot(of: badge(.yellow), as: .image(layout: .fixed(width: 120, height: 60)),
                           named: "colour", record: .all, snapshotDirectory: directory)
        let failure = verifySnapshot(of: badge(.orange), as: .image(layout: .fixed(width: 120, height: 60)),
                                     named: "colour", record: .never, snapshotDirectory: directory)
        #expect(failure?.contains("pixels differ") == true)
    }

    @Test func oneChangedPixelIsCaughtAtFullPrecisionAndToleratedBelowIt() throws {
        let a = try #require(ImageRenderer(content: Color.blue.frame(width: 10, height: 10)).pngData())
        // The same image with one pixel painted over.
        let b = try #require(ImageRenderer(content: ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 10, height: 10)
            Color.red.frame(width: 1, height: 1)
        }).pngData())
        #expect(PixelComparison.compare(a, b, precision: 1, perceptualPrecision: 1)?.contains("1 of 100 pixels differ") == true)
        #expect(PixelComparison.compare(a, b, precision: 0.99, perceptualPrecision: 1) == nil)
        #expect(PixelComparison.compare(a, a, precision: 1, perceptualPrecision: 1) == nil)
    }

    @Test func svgAndDumpStrategiesDiffAsText() {
        _ = verifySnapshot(of: badge(.yellow), as: .svg, named: "text", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: badge(.yellow), as: .svg, named: "text", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: badge(.green), as: .svg, named: "text", record: .never, snapshotDirectory: directory) != nil)
        _ = verifySnapshot(of: badge(.yellow), as: .dump(layout: .fixed(width: 200, height: 100)), named: "dump", record: .all, snapshotDirectory: directory)
        let moved = verifySnapshot(of: badge(.yellow).padding(10), as: .dump(layout: .fixed(width: 200, height: 100)),
                                   named: "dump", record: .never, snapshotDirectory: directory)
        #expect(moved != nil)
    }
}
