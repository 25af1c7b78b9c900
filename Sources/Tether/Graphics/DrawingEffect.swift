import Foundation

/// A pass-through modifier whose layout changes how its content draws, with the problems
/// found in its arguments (NaN, negative radii...) reported as diagnostics where it is.
nonisolated struct _DrawingEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let layout: any DrawingEffectLayout
    var problems: [String] = []

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        for problem in problems { node.graph.report(.invalidGeometry, problem, at: node) }
        node.layout = layout
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Checks an effect's numeric argument: NaN and infinities, and values outside `range`, are
/// replaced (by `fallback`, or clamped into the range) and described for a diagnostic.
struct EffectArgument {
    var problems: [String] = []

    mutating func check(_ value: Double, _ name: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                        fallback: Double) -> Double {
        guard value.isFinite else {
            problems.append("\(name) \(value) is not finite; using \(fallback)")
            return fallback
        }
        guard range.contains(value) else {
            let clamped = min(range.upperBound, max(range.lowerBound, value))
            problems.append("\(name) \(value) is outside \(range.lowerBound)...\(range.upperBound); using \(clamped)")
            return clamped
        }
        return value
    }
}
