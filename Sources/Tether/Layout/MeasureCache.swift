import Foundation

/// The sizes a node answered, by proposal, until its layout is invalidated. Layouts ask a
/// node for a handful of proposals (a stack probes the minimum, the maximum and the offer),
/// so the first few live inline, compared directly; more go to an array. No hashing and,
/// in the common case, no allocation per node.
struct MeasureCache {
    private var first: (ProposedViewSize, CGSize)?
    private var second: (ProposedViewSize, CGSize)?
    private var third: (ProposedViewSize, CGSize)?
    private var more: [(ProposedViewSize, CGSize)] = []

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            if let (p, s) = first, p == proposal { return s }
            if let (p, s) = second, p == proposal { return s }
            if let (p, s) = third, p == proposal { return s }
            return more.first { $0.0 == proposal }?.1
        }
        set {
            guard let newValue else { return }
            if first == nil || first!.0 == proposal { first = (proposal, newValue) }
            else if second == nil || second!.0 == proposal { second = (proposal, newValue) }
            else if third == nil || third!.0 == proposal { third = (proposal, newValue) }
            else if let i = more.firstIndex(where: { $0.0 == proposal }) { more[i].1 = newValue }
            else { more.append((proposal, newValue)) }
        }
    }

    /// True when no size is stored.
    var isEmpty: Bool { first == nil }

    mutating func removeAll() {
        first = nil; second = nil; third = nil
        if !more.isEmpty { more.removeAll(keepingCapacity: true) }
    }
}
