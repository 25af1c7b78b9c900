import Foundation
import Observation

/// Today's walk, counted as it goes.
@Observable
final class Walk {
    var steps = 0

    func record(steps more: Int) { steps += more }
}
