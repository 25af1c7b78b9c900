import Foundation

/// Mirrors SwiftUI's `ListStyle`: how a list looks; Tether draws the built-in styles, each
/// described by iOS's metrics.
public protocol ListStyle: Sendable {}
/// A list style Tether draws.
protocol BuiltInListStyle: ListStyle { var metrics: ListMetrics { get } }

/// The measurements a list style draws with (Tether's description of iOS's list styles).
struct ListMetrics: Hashable, Sendable {
    /// Behind the rows: iOS's system background or grouped background.
    var background: Color
    var rowBackground: Color
    /// Distance from the list's edges to the rows' card.
    var horizontalMargin: CGFloat
    var cornerRadius: CGFloat
    /// The cards' corner curve: iOS 26's inset grouped cards are circular arcs.
    var cornerStyle: RoundedCornerStyle = .continuous
    /// Space above the first section and between sections.
    var sectionSpacing: CGFloat
    var topMargin: CGFloat
    var alternatesRowBackgrounds = false
    /// Section headers drawn prominent (`.sidebar`), as `headerProminence(.increased)` asks.
    var prominentHeaders = false
    /// Lines above and below sections (`listSectionSeparator`): only iOS's plain lists draw
    /// them, the others' cards have none.
    var drawsSectionSeparators = false
    /// Section headers stay at the top of the visible area while their section scrolls under
    /// them: iOS's plain lists float them, the other styles scroll them with the rows.
    var pinsSectionHeaders = false
}

extension ListMetrics {
    /// The shaded row of alternating backgrounds.
    static let alternateRow = SystemColors.alternateRow
    /// iOS 26's rows: content inset 16 points from the card's sides and at least 15 above
    /// and below; a row is at least a body line plus 31.67 points high, rounded to the pixel
    /// grid (52 at the default text size, 51 at `.medium`, as the references measure).
    static let rowPadding = EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16)

    /// The least height of a row in `environment`: `defaultMinListRowHeight` when set, else
    /// the system's.
    static func minimumRowHeight(_ environment: EnvironmentValues) -> CGFloat {
        environment.explicitMinListRowHeight ?? systemMinimumRowHeight(environment)
    }

    /// The system's least row height in `environment` (its text size and display scale).
    static func systemMinimumRowHeight(_ environment: EnvironmentValues) -> CGFloat {
        let scale = environment.pixelScale
        let bodyLine = SystemFontMetrics.lineBoxHeight(size: Font.TextStyle.body.pointSize(at: environment.dynamicTypeSize))
        return ((bodyLine * scale).rounded(.up) / scale + 31.67) .rounded(toPixels: scale)
    }

    /// iOS 26's inset grouped cards: circular corners of 26 points (the references' curve
    /// is a circle of 26: 7.2 points in at 8 below the card's top, 2 at 16).
    static let cardCornerRadius: CGFloat = 26
}

private extension CGFloat {
    func rounded(toPixels scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }
}

/// Mirrors SwiftUI's `PlainListStyle` (`.plain`): full-width rows on the system background.
public struct PlainListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: SystemColors.systemBackground, rowBackground: SystemColors.systemBackground, horizontalMargin: 0,
                     cornerRadius: 0, sectionSpacing: 0, topMargin: 0, drawsSectionSeparators: true, pinsSectionHeaders: true)
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
        ListMetrics(background: SystemColors.systemBackground, rowBackground: SystemColors.systemBackground, horizontalMargin: 16,
                     cornerRadius: 10, sectionSpacing: 0, topMargin: 0, alternatesRowBackgrounds: alternates)
    }
}

/// Mirrors SwiftUI's `InsetGroupedListStyle` (`.insetGrouped`, the iOS default): white
/// rounded section cards on grouped grey.
public struct InsetGroupedListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: SystemColors.systemGroupedBackground, rowBackground: SystemColors.secondarySystemGroupedBackground, horizontalMargin: 16,
                     cornerRadius: ListMetrics.cardCornerRadius, cornerStyle: .circular, sectionSpacing: 35, topMargin: 35)
    }
}

/// Mirrors SwiftUI's `GroupedListStyle` (`.grouped`): full-width white sections on grouped grey.
public struct GroupedListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        ListMetrics(background: SystemColors.systemGroupedBackground, rowBackground: SystemColors.secondarySystemGroupedBackground, horizontalMargin: 0,
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

private struct ListMetricsKey: PresentationContextKey { static let defaultValue = InsetGroupedListStyle().metrics }

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
