import Foundation

/// Mirrors SwiftUI's `SpacerSizing` (iOS 26): how a `ToolbarSpacer` sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// Mirrors `SpacerSizing.fixed`: a gap of the bar's own size between two groups of items
    /// (in Tether 8 pt on top of the bar's item spacing; not measured on a device).
    public static let fixed = SpacerSizing(isFlexible: false)
    /// Mirrors `SpacerSizing.flexible`: a gap taking as much room as the bar gives it,
    /// pushing the items on either side apart.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// Mirrors SwiftUI's `ToolbarSpacer` (iOS 26): a gap between toolbar items at a placement —
/// flexible (pushing the items around it apart, as a `Spacer` in the bar's row) or fixed.
nonisolated public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    /// The fixed gap's width, added to the bar's own spacing between items.
    static let fixedWidth: CGFloat = 8
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Mirrors `init(_:placement:)`.
    nonisolated public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    @MainActor var entries: [ToolbarEntry] {
        let gap = sizing.isFlexible ? AnyView(Spacer(minLength: 0)) : AnyView(Color.clear.frame(width: Self.fixedWidth, height: 0))
        return [ToolbarEntry(placement: placement, view: gap, spacer: sizing)]
    }
}
