import Foundation
import Testing
@testable import TetherFuzzing
@testable import Tether

/// Tether's own fuzzing in the test suite: fixed seeds of the generator over the whole public
/// API, driven through `ViewHost` (`make fuzz` runs many more in child processes). The
/// invariants are checked after every update here, which `make fuzz` cannot do; set
/// `TETHER_FUZZ_SEEDS=FIRST-LAST` to check other seeds the same way.
@MainActor
@Suite struct FuzzTests {
    nonisolated static var seeds: ClosedRange<Int> {
        let bounds = (ProcessInfo.processInfo.environment["TETHER_FUZZ_SEEDS"] ?? "").split(separator: "-").compactMap { Int($0) }
        return bounds.count == 2 && bounds[0] <= bounds[1] ? bounds[0]...bounds[1] : 0...299
    }

    @Test(arguments: seeds)
    func fuzzedTreesKeepEveryRule(seed: Int) {
        checkInvariantsAfterEveryUpdate()
        let problems = FuzzDriver(thorough: false).run(seed: UInt64(seed))
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    /// Seeds outside the default range whose trees (as today's generator builds them) broke
    /// a rule once: 798 left a tab page's container marked stale when a preference overlay
    /// on a page built its content while the preferences were collected; 111256 trapped in
    /// `CGRect.intersection` when text with non-finite glyph positions was tested against
    /// the visible area.
    @Test(arguments: [798, 111256])
    func seedsThatOnceBrokeARuleKeepEveryRule(seed: Int) {
        fuzzedTreesKeepEveryRule(seed: seed)
    }
}

/// The fuzz driver's SVG check shortens long path data before parsing the markup.
@MainActor
@Suite struct FuzzSVGCheckTests {
    @Test func longPathDataIsCutToItsFirstCommandAndShortDataIsKept() {
        let long = "M1 2" + String(repeating: "L3 4", count: 400)
        let svg = "<svg><path d=\"\(long)\"/><path d=\"M5 6L7 8\"/></svg>"
        var problems: [String] = []
        let shortened = FuzzDriver.shorteningPathData(svg, problems: &problems)
        #expect(shortened == "<svg><path d=\"M1 2\"/><path d=\"M5 6L7 8\"/></svg>")
        #expect(problems.isEmpty)
    }

    @Test func longPathDataWithMarkupCharactersIsAProblem() {
        let svg = "<svg><path d=\"M1 2" + String(repeating: "L3 4", count: 400) + "<x>\"/></svg>"
        var problems: [String] = []
        _ = FuzzDriver.shorteningPathData(svg, problems: &problems)
        #expect(problems == ["path data holds characters that are not path data"])
    }
}

/// The fuzz driver checks the nesting of SVGs too large for the XML parser.
@MainActor
@Suite struct FuzzSVGNestingTests {
    @Test func nestedTagsBalanceAndAMisnestedOneIsNamed() {
        #expect(FuzzDriver.unbalancedTag("<?xml version=\"1.0\"?><svg><g><path d=\"M0 0\"/></g></svg>") == nil)
        #expect(FuzzDriver.unbalancedTag("<svg><g></svg>") == "</svg> at byte 8 closes the wrong element")
        #expect(FuzzDriver.unbalancedTag("<svg><g></g>") == "<svg> is never closed")
    }
}
