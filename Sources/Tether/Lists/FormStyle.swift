import Foundation

/// Mirrors SwiftUI's `FormStyle`: how a `Form` shows its content. `formStyle(_:)` sets it for
/// the forms inside; a custom style gets the form's content in `makeBody(configuration:)`.
/// Main-actor isolated, as SwiftUI's is.
@MainActor @preconcurrency public protocol FormStyle {
    associatedtype Body: View
    /// Mirrors `makeBody(configuration:)`: the view of a form with this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// Mirrors `FormStyle.Configuration`.
    typealias Configuration = FormStyleConfiguration
}

/// Mirrors SwiftUI's `FormStyleConfiguration`: what a form style lays out.
nonisolated public struct FormStyleConfiguration {
    /// Mirrors `FormStyleConfiguration.Content`: the form's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `content`: the form's rows and sections.
    public let content: Content
}

/// Mirrors SwiftUI's `AutomaticFormStyle` (`.automatic`): on iOS, the grouped style.
public struct AutomaticFormStyle: FormStyle {
    /// Mirrors `init()`.
    public init() {}
    /// Mirrors `makeBody(configuration:)`: a grouped form, as iOS chooses.
    public func makeBody(configuration: Configuration) -> some View { GroupedFormStyle().makeBody(configuration: configuration) }
}

/// Mirrors SwiftUI's `GroupedFormStyle` (`.grouped`, iOS's default): the rows and sections of
/// an inset grouped list, leading labels and trailing controls in rounded section cards,
/// scrolling, whatever list style the environment has.
public struct GroupedFormStyle: FormStyle {
    /// Mirrors `init()`.
    public init() {}
    /// Mirrors `makeBody(configuration:)`.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// Mirrors SwiftUI's `ColumnsFormStyle` (`.columns`): Apple documents it as "a non-scrolling
/// form style with a trailing aligned column of labels next to a leading aligned column of
/// values". Tether stacks the rows (sections' headers, rows and footers in order, 8 pt apart,
/// with no cards and no scrolling, 16 pt in, as wide as the rows and centred in the space
/// given) so that each `LabeledContent`'s label ends and its value starts at one shared column
/// line, 8 pt apart; rows that are not labeled content start at that line too. Whether an
/// iPhone draws exactly this is not checked on a device.
public struct ColumnsFormStyle: FormStyle {
    /// Mirrors `init()`.
    public init() {}
    /// Mirrors `makeBody(configuration:)`.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .formValueColumn, spacing: Self.rowSpacing) {
            configuration.content
        }
        .environment(\.formLaysOutColumns, true)
        .padding()
    }
    /// The space between rows and between a label and its value.
    static let rowSpacing = FormColumnsRow.spacing
}

extension FormStyle where Self == AutomaticFormStyle {
    /// Mirrors SwiftUI's `FormStyle.automatic`.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Mirrors SwiftUI's `FormStyle.grouped`.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Mirrors SwiftUI's `FormStyle.columns`.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension HorizontalAlignment {
    /// Where a columns form's values start (its labels end 8 pt before).
    enum FormValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let formValueColumn = HorizontalAlignment(FormValueColumn.self)
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<FormStyleConfiguration> { AnyView(GroupedFormStyle().makeBody(configuration: $0)) }
}
private struct FormLaysOutColumnsKey: PresentationContextKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of the forms in this environment.
    var formStyle: AnyStyle<FormStyleConfiguration> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
    /// Set inside a `.columns` form: labeled content puts its value in the value column.
    var formLaysOutColumns: Bool {
        get { self[FormLaysOutColumnsKey.self] }
        set { self[FormLaysOutColumnsKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `formStyle(_:)`: the style of the forms inside this view.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.formStyle, AnyStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// A labeled row of a columns form: the label at its ideal width, 8 pt, then the value in the
/// width left; the value's leading edge is the row's `formValueColumn` guide, so the rows'
/// values line up in the form's stack and their labels end 8 pt before them.
struct FormColumnsRow: Layout {
    static let spacing: CGFloat = 8

    private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [CGSize] {
        guard subviews.count > 1 else { return subviews.map { $0.sizeThatFits(proposal) } }
        let label = subviews[0].sizeThatFits(.unspecified)
        let left = proposal.width.map { max(0, $0 - label.width - Self.spacing) }
        return [label] + subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: left, height: proposal.height)) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = sizes(proposal, subviews)
        let width = sizes.reduce(0) { $0 + $1.width } + Self.spacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = sizes(proposal, subviews)
        var x = bounds.minX
        for (subview, size) in zip(subviews, sizes) {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + Self.spacing
        }
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .formValueColumn, subviews.count > 1 else { return nil }
        return bounds.minX + subviews[0].sizeThatFits(.unspecified).width + Self.spacing
    }
}
