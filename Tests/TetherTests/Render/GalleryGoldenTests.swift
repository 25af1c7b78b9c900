import Foundation
import Testing
@testable import Tether
import TetherExamples

/// Every gallery example's SVG is compared with the golden committed under `Goldens/`.
/// Goldens are written only when TETHER_RECORD=1 is set.
@MainActor
@Suite struct GalleryGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let recording = ProcessInfo.processInfo.environment["TETHER_RECORD"] == "1"

    @Test(arguments: Examples.all.map(\.name))
    func exampleMatchesItsGoldenSVG(name: String) throws {
        let example = try #require(Examples.named(name))
        let svg = example.host().svg()
        let file = Self.goldens.appendingPathComponent("\(name).svg")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(svg == golden, "\(name).svg differs from its golden; if the change is intended, re-record with TETHER_RECORD=1 make test")
    }

    @Test func everyExampleRendersWithoutUnexpectedDiagnostics() throws {
        for example in Examples.all {
            let host = example.host()
            let unexpected = host.diagnostics.filter { $0.kind != .unknownSymbol }
            #expect(unexpected.isEmpty, "\(example.name): \(unexpected)")
            let png = try PNGDecoder.decode(host.pngData(scale: 1))
            #expect(png.width == Int(example.size.width.rounded(.up)))
        }
    }
}
