import Foundation

/// Mirrors SwiftUI's `ListStyle`: how a list looks; Tether draws the built-in styles, each
/// described by iOS's metrics.
public protocol ListStyle: Sendable {}
/// A list style Tether draws.
protocol BuiltInListStyle: ListStyle { var metrics: ListMetrics { get } }

/// The measurements a list style draws with (Tether's description of iOS's list styles).
struct ListMetrics: Hashable, Sendable {
    /// Behind the rows: white or iOS grouped grey.
    var background: RGBA
    var rowBackground: RGBA
    /// Distance from the list's edges to the rows' card.
    var horizontalMargin: CGFloat
    var cornerRadius: CGFloat
    /// Space above the first section and between sections.
    var sectionSpacing: CGFloat
    var topMargin: CGFloat
    var alternatesRowBackgrounds = false
    /// Section headers drawn prominent (`.sidebar`), as `headerProminence(.increased)` asks.
    var prominentHeaders = false
}

extension ListMetrics {
    /// iOS system background and grouped background colours, light mode.
    static let white = RGBA(1, 1, 1)
    static let groupedGrey = RGBA(242 / 255, 242 / 255, 247 / 255)
    /// The light row of alternating backgrounds.
    static let alternateRow = RGBA(244 / 255, 244 / 255, 245 / 255)
    /// iOS's `separator` colour: #3C3C43 at 29 %.
    static let separator = RGBA(60 / 255, 60 / 255, 67 / 255, 0.29)
    /// Rows are at least 44 points high; content is padded 20 points at the sides.
    static let minRowHeight: CGFloat = 44
    static let rowPadding = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
}

/// Mirrors SwiftUI's `PlainListStyle` (`.plain`): full-width rows on white.
public struct PlainListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: ListMetrics.white, rowBackground: ListMetrics.white, horizontalMargin: 0,
                     cornerRadius: 0, sectionSpacing: 0, topMargin: 0)
    }
}

/// Mirrors SwiftUI's `InsetListStyle` (`.inset`): rows inset from the edges on white;
/// `alternatesRowBackgrounds` shades every other row.
public struct InsetListStyle: BuiltInListStyle {
    let alternates: Bool
    public init() { alternates = false }
    /// Mirrors `InsetListStyle(alternatesRowBackgrounds:)`.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    var metrics: ListMetrics {
        ListMetrics(background: ListMetrics.white, rowBackground: ListMetrics.white, horizontalMargin: 16,
                     cornerRadius: 10, sectionSpacing: 0, topMargin: 0, alternatesRowBackgrounds: alternates)
    }
}

/// Mirrors SwiftUI's `InsetGroupedListStyle` (`.insetGrouped`, the iOS default): white
/// rounded section cards on grouped grey.
public struct InsetGroupedListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: ListMetrics.groupedGrey, rowBackground: ListMetrics.white, horizontalMargin: 16,
                     cornerRadius: 10, sectionSpacing: 35, topMargin: 35)
    }
}

/// Mirrors SwiftUI's `GroupedListStyle` (`.grouped`): full-width white sections on grouped grey.
public struct GroupedListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: ListMetrics.groupedGrey, rowBackground: ListMetrics.white, horizontalMargin: 0,
                     cornerRadius: 0, sectionSpacing: 35, topMargin: 35)
    }
}

/// Mirrors SwiftUI's `DefaultListStyle` (`.automatic`): inset grouped on iOS.
public struct DefaultListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics { InsetGroupedListStyle().metrics }
}

extension ListStyle where Self == PlainListStyle {
    /// Mirrors `.plain`.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Mirrors `.inset`.
    public static var inset: InsetListStyle { InsetListStyle() }
    /// Mirrors `.inset(alternatesRowBackgrounds:)`.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
        InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Mirrors `.insetGrouped`.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Mirrors `.grouped`.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

private struct ListMetricsKey: EnvironmentKey { static let defaultValue = InsetGroupedListStyle().metrics }

extension EnvironmentValues {
    var listMetrics: ListMetrics {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `listStyle(_:)`.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listMetrics, (style as? any BuiltInListStyle)?.metrics ?? InsetGroupedListStyle().metrics)
    }
}
