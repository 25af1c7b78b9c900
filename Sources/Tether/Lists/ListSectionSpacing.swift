import Foundation

/// Mirrors SwiftUI's `ListSectionSpacing`: the space between two adjacent sections of a list.
public struct ListSectionSpacing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, compact, custom(CGFloat) }
    let kind: Kind

    /// Mirrors `default`: the list style's spacing (35 points between iOS's grouped and inset
    /// grouped sections, none in plain lists).
    public static let `default` = ListSectionSpacing(kind: .standard)
    /// Mirrors `compact`: a smaller space between grouped and inset grouped sections, 20
    /// points (Tether's figure, not yet checked against an iOS screenshot); plain lists,
    /// which put no space between sections, stay without.
    public static let compact = ListSectionSpacing(kind: .compact)
    /// Mirrors `custom(_:)`: `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(kind: .custom(spacing)) }

    /// The compact spacing of a grouped style.
    static let compactLength: CGFloat = 20

    /// The spacing in points for a list drawn with `metrics`; a negative, too large or
    /// non-finite custom spacing is passed to `report` and taken as 0.
    func length(in metrics: ListMetrics, report: (CGFloat) -> Void) -> CGFloat {
        switch kind {
        case .standard: return metrics.sectionSpacing
        case .compact: return min(metrics.sectionSpacing, Self.compactLength)
        case .custom(let value):
            guard value.isFinite && value >= 0 && value <= LayoutEngine.maxFiniteDimension else {
                report(value)
                return 0
            }
            return value
        }
    }

    /// The space between two adjacent sections, as SwiftUI combines their spacings: each
    /// section with a spacing of its own gives half of it above and below; a section without
    /// one takes its neighbour's; with neither, the style's.
    static func between(_ upper: CGFloat?, _ lower: CGFloat?, default standard: CGFloat) -> CGFloat {
        switch (upper, lower) {
        case let (a?, b?): return a / 2 + b / 2
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return standard
        }
    }
}
