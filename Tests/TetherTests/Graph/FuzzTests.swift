import Foundation
import Testing
import TetherFuzzing
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
}
