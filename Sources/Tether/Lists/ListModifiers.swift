import Foundation

/// The list-wide choices made with modifiers around a list.
struct ListLayoutOptions: Hashable, Sendable {
    var rowSpacing: CGFloat?
    var sectionSpacing: ListSectionSpacing?
    var hidesBackground = false
}

private struct ListLayoutOptionsKey: PresentationContextKey { static let defaultValue = ListLayoutOptions() }

extension EnvironmentValues {
    var listLayoutOptions: ListLayoutOptions {
        get { self[ListLayoutOptionsKey.self] }
        set { self[ListLayoutOptionsKey.self] = newValue }
    }
}

/// Changes one of the list options for the content.
nonisolated struct _ListOptionsModifier: ViewModifier {
    nonisolated(unsafe) let update: (inout ListLayoutOptions) -> Void
    @Environment(\.listLayoutOptions) private var options
    func body(content: Content) -> some View {
        var changed = options
        update(&changed)
        return content.environment(\.listLayoutOptions, changed)
    }
}

extension View {
    /// Mirrors SwiftUI's `listRowSpacing(_:)`: space between the rows of the lists inside
    /// (nil: none); spaced rows are each drawn as a card of their own, as iOS draws them.
    /// Negative or non-finite spacing is reported and taken as 0.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(_ListOptionsModifier { $0.rowSpacing = spacing })
    }

    /// Mirrors SwiftUI's `listSectionSpacing(_:)` with a length: the space between the
    /// sections of the lists inside instead of the style's (35 points in grouped styles).
    /// On a `Section` it sets that section's spacing, which wins over the list's; two
    /// adjacent sections with different spacings each give half of theirs, and a section
    /// without one takes its neighbour's. Negative or non-finite spacing is reported and
    /// taken as 0.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(_ListOptionsModifier { $0.sectionSpacing = .custom(spacing) })
    }

    /// Mirrors SwiftUI's `listSectionSpacing(_:)` with a `ListSectionSpacing`: `.default`,
    /// `.compact` or `.custom(_:)`, on a list or on one of its sections (as the length form).
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(_ListOptionsModifier { $0.sectionSpacing = spacing })
    }

    /// Mirrors SwiftUI's `scrollContentBackground(_:)`: `.hidden` leaves out the list's (or
    /// form's) own background, so what is behind the list shows between its cards.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_ListOptionsModifier { $0.hidesBackground = visibility == .hidden })
    }

    /// Mirrors SwiftUI's `headerProminence(_:)`: `.increased` draws the section headers
    /// inside in iOS's prominent style (title 3, bold, the primary colour).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

/// Mirrors SwiftUI's `Prominence`: how prominent a section header is.
public enum Prominence: Hashable, Sendable {
    /// Mirrors `standard`.
    case standard
    /// Mirrors `increased`.
    case increased
}

private struct HeaderProminenceKey: PresentationContextKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `headerProminence`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

/// Mirrors SwiftUI's `SidebarListStyle` (`.sidebar`): on an iPhone, the inset grouped look
/// with prominent (title 3, bold) section headers.
public struct SidebarListStyle: BuiltInListStyle {
    public init() {}
    var metrics: ListMetrics {
        var metrics = InsetGroupedListStyle().metrics
        metrics.prominentHeaders = true
        return metrics
    }
}

extension ListStyle where Self == SidebarListStyle {
    /// Mirrors `.sidebar`.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
