import Foundation

/// What a list row says about itself through row modifiers (`listRowInsets`,
/// `listRowBackground`, `listRowSeparator`, `deleteDisabled`, `swipeActions`...): one value
/// carried as a layout trait from the modifiers down to the row the list lays out.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separatorHidden: [VerticalEdge: Bool] = [:]
    var separatorTint: [VerticalEdge: Color] = [:]
    /// `listSectionSeparator` and `listSectionSeparatorTint` of the row's section.
    var sectionSeparator: [VerticalEdge: Visibility] = [:]
    var sectionSeparatorTint: [VerticalEdge: Color] = [:]
    var deleteDisabled = false
    var moveDisabled = false
    /// `selectionDisabled(_:)`: a tap does not select the row.
    var selectionDisabled = false
    var swipeActions: [HorizontalEdge: SwipeActionSet] = [:]
    /// The delete and move actions of an editable `ForEach` (`editActions:`).
    var collectionActions: ListEditActionAttribute?

    static func of(_ child: LayoutChild) -> ListRowTraits {
        child.traits.values[ObjectIdentifier(ListRowTraits.self)] as? ListRowTraits ?? ListRowTraits()
    }
}

/// The actions `swipeActions(edge:allowsFullSwipe:content:)` gives one edge of a row.
struct SwipeActionSet {
    let content: AnyView
    let allowsFullSwipe: Bool
}

/// Writes part of a row's `ListRowTraits`; the modifier nearest the row wins.
struct ListRowTraitAttribute: LayoutTraitAttribute {
    let update: (inout ListRowTraits) -> Void
    func apply(to traits: inout LayoutTraits) {
        let key = ObjectIdentifier(ListRowTraits.self)
        var row = traits.values[key] as? ListRowTraits ?? ListRowTraits()
        update(&row)
        traits.values[key] = row
    }
}

/// The modifier behind the list row modifiers.
nonisolated struct _ListRowTraitModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let update: (inout ListRowTraits) -> Void
    var attributes: [NodeAttribute] { [ListRowTraitAttribute(update: update)] }
}

extension VerticalEdge {
    /// Mirrors SwiftUI's `VerticalEdge.Set`: a set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Mirrors `init(_:)`: the set of one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]

        var edges: [VerticalEdge] { VerticalEdge.allCases.filter { contains(Set($0)) } }
    }
}

extension View {
    /// Mirrors SwiftUI's `listRowInsets(_:)`: the space between the row's cell and its
    /// content (nil: the list style's default, 20 points at the sides). Negative or
    /// non-finite insets are reported and taken as 0.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier { $0.insets = insets })
    }

    /// Mirrors SwiftUI's `listRowBackground(_:)`: a view drawn behind the row, filling its
    /// cell (and the section card's rounded corners) instead of the style's white.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(_ListRowTraitModifier { $0.background = background })
    }

    /// Mirrors SwiftUI's `listRowSeparator(_:edges:)`: shows or hides the separator above
    /// (`.top`) or below (`.bottom`) the row; a separator between two rows shows only if
    /// neither hides it. `.automatic` is the style's choice (shown between rows).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { row in
            for edge in edges.edges { row.separatorHidden[edge] = visibility == .hidden }
        })
    }

    /// Mirrors SwiftUI's `listRowSeparatorTint(_:edges:)`: the colour of the row's
    /// separators (nil: iOS's separator grey).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { row in
            for edge in edges.edges { row.separatorTint[edge] = color }
        })
    }

    /// Mirrors SwiftUI's `listSectionSeparator(_:edges:)`: on a `Section` (or on rows, for
    /// the section they are in), shows or hides the line above its first row (`.top`) or
    /// below its last row (`.bottom`). The list style decides, as on iOS: a `.plain` list
    /// draws the bottom line of each section unless it is hidden, and the top line only when
    /// made `.visible`; the grouped, inset grouped and inset styles draw no section
    /// separators on iOS (their cards have no lines at their edges), so there this changes
    /// nothing. Independent of `listRowSeparator`, as on iOS.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { row in
            for edge in edges.edges { row.sectionSeparator[edge] = visibility }
        })
    }

    /// Mirrors SwiftUI's `listSectionSeparatorTint(_:edges:)`: the colour of the section's
    /// separators (nil: iOS's separator grey), where the list style draws them (`.plain`).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { row in
            for edge in edges.edges { row.sectionSeparatorTint[edge] = color }
        })
    }

    /// Mirrors SwiftUI's `deleteDisabled(_:)`: the row shows no delete control in edit mode
    /// and cannot be swiped away, though its `ForEach` has `onDelete`.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_ListRowTraitModifier { $0.deleteDisabled = $0.deleteDisabled || isDisabled })
    }

    /// Mirrors SwiftUI's `selectionDisabled(_:)`: in a list with a selection, a tap on the row
    /// does not select it (nor deselect it); the selection can still be set in code.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_ListRowTraitModifier { $0.selectionDisabled = $0.selectionDisabled || isDisabled })
    }

    /// Mirrors SwiftUI's `moveDisabled(_:)`: the row shows no reorder control in edit mode
    /// and cannot be moved, though its `ForEach` has `onMove`.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_ListRowTraitModifier { $0.moveDisabled = $0.moveDisabled || isDisabled })
    }

    /// Mirrors SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: buttons revealed
    /// behind the row when it is swiped from `edge` (`ViewHost.swipe`, Tether's own), the
    /// first nearest the edge, each filled with its tint (red for a destructive role, grey
    /// otherwise). A row with swipe actions on the trailing edge does not offer `onDelete`'s
    /// Delete there.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View {
        let actions = SwipeActionSet(content: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return modifier(_ListRowTraitModifier { $0.swipeActions[edge] = actions })
    }
}
