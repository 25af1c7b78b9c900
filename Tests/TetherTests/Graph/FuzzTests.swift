import Foundation
import Testing
import TetherFuzzing
@testable import Tether

/// Tether's own fuzzing in the test suite: fixed seeds of the generator over the whole public
/// API, driven through `ViewHost` (`make fuzz` runs many more in child processes).
@MainActor
@Suite struct FuzzTests {
    @Test(arguments: 0..<300)
    func fuzzedTreesKeepEveryRule(seed: Int) {
        checkInvariantsAfterEveryUpdate()
        let problems = FuzzDriver(thorough: false).run(seed: UInt64(seed))
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }
}
