import Foundation
import Tether

extension FuzzTreeBuilder {
    /// A `Text` from an `AttributedString` whose runs carry random, often hostile, SwiftUI
    /// attributes (non-finite and huge spacing and offsets, zero and NaN font sizes), some
    /// of them links, with `allowsTightening` and a line limit sometimes.
    mutating func attributedText() -> AnyView {
        var attributed = AttributedString()
        for _ in 0..<rng.int(0...4) {
            var run = AttributedString(string())
            if rng.chance(40) { run.font = rng.pick([.body, .title, .caption, .system(size: length()), .system(size: .nan)]) }
            if rng.chance(40) { run.foregroundColor = color() }
            if rng.chance(25) { run.backgroundColor = color() }
            if rng.chance(25) { run.underlineStyle = Text.LineStyle(pattern: rng.pick([.solid, .dot, .dash]), color: rng.chance(50) ? nil : color()) }
            if rng.chance(25) { run.strikethroughStyle = .single }
            if rng.chance(25) { run.kern = length() }
            if rng.chance(25) { run.tracking = rng.pick([length(), .nan, -.infinity, 1e308]) }
            if rng.chance(25) { run.baselineOffset = rng.pick([length(), .nan, .infinity, -1e308]) }
            if rng.chance(20) { run.link = URL(string: "https://swift.org") }
            attributed += run
        }
        let text = Text(attributed)
        return AnyView(text.lineLimit(rng.pick([nil, 1, 2])).allowsTightening(rng.chance(50)).frame(width: optionalLength()))
    }
}
