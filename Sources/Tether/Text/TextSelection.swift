import Foundation

/// Mirrors SwiftUI's `TextSelection` (iOS 18): the selection in a `TextField` or
/// `TextEditor` bound with `selection:` — an insertion point, one range of the text, or
/// (on macOS) several. Typing through Tether's `ViewHost` replaces the selected range (or
/// inserts at the insertion point) and leaves an insertion point after what was typed; the
/// delete key removes the selection, or the character before the insertion point. Tether does
/// not draw the caret or the selection highlight.
public struct TextSelection: Hashable, Sendable {
    /// Mirrors `TextSelection.Indices`: one range (empty for an insertion point), or several.
    public enum Indices: Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected indices.
    public var indices: TextSelection.Indices
    /// Mirrors `affinity`: which side of a line break an insertion point belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    /// Mirrors `init(range:)`: a single selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// Mirrors `init(insertionPoint:)`: an insertion point at `insertionPoint`.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Mirrors `init(ranges:)`: several selected ranges.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Mirrors `isInsertion`: true when the selection is an insertion point (its start and
    /// end index are equal).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        case .multiSelection(let ranges): return ranges.isEmpty
        }
    }
}

/// Mirrors SwiftUI's `TextSelectionAffinity`: whether an insertion point at a line break
/// belongs to the line before it (`upstream`) or after it (`downstream`).
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic
    case upstream
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue = TextSelectionAffinity.automatic }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `textSelectionAffinity`.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `textSelectionAffinity(_:)`: the affinity of the selections the text
    /// fields and editors below report.
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}
