import Foundation

/// Mirrors SwiftUI's `DatePickerComponents`: which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `hourAndMinute`: the time of day.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Mirrors `date`: the calendar day.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// Mirrors SwiftUI's `DatePicker` as iOS 17 draws it (light or dark), in the environment's
/// `locale`, `calendar` and `timeZone` (Tether's defaults: `en`, Gregorian, UTC):
/// - `.compact` (`.automatic`): the label, then the date and the time in grey rounded capsules
///   ("Nov 24, 2026", "9:41 AM"); a tap on the date opens the month calendar in a floating card
///   over the content, where a tap on a day chooses it, a tap on the time the time's wheels
///   (a tap outside closes the card);
/// - `.graphical`: the month calendar inline — the month and year, the weekdays, the days in
///   a grid with the selected one in a light tinted circle, chevrons that change the month, and
///   for `.hourAndMinute` a "Time" row with its capsule;
/// - `.wheel`: the label, then iOS's wheels (see `WheelDatePicker`).
///
/// A chosen day keeps the selection's time of day and is clamped into the range; days outside
/// the range are grey and cannot be chosen. A selection outside the range is shown clamped.
nonisolated public struct DatePicker<Label: View>: View {
    /// Mirrors `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyle) private var style
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsVisibility) private var labelsVisibility
    @State private var isCalendarPresented = false
    @State private var isTimePresented = false

    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection; self.bounds = bounds; self.components = components; self.label = label
    }

    /// Mirrors `init(selection:displayedComponents:label:)`.
    nonisolated public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                            @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }
    /// Mirrors `init(selection:in:displayedComponents:label:)` with a closed range.
    nonisolated public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: label())
    }
    /// Mirrors `init(selection:in:displayedComponents:label:)` with a range from a date on.
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents, label: label())
    }
    /// Mirrors `init(selection:in:displayedComponents:label:)` with a range up to a date.
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents, label: label())
    }

    @MainActor public var body: some View {
        let dates = DateFormatting(locale: locale, calendar: calendar, timeZone: timeZone)
        let bounds = self.bounds.checked()
        let shown = bounds.shown(selection.wrappedValue)
        let components = self.components.isEmpty ? [.hourAndMinute, .date] : self.components
        switch style {
        case .graphical:
            GraphicalDatePicker(selection: .single(selection), bounds: bounds, components: components)
        case .wheel:
            HStack {
                if labelsVisibility != .hidden { label }
                WheelDatePicker(selection: selection, bounds: bounds, components: components)
            }
        case .compact:
            let presented = $isCalendarPresented
            let calendarCard = AnyView(GraphicalDatePicker(selection: .single(selection), bounds: bounds, components: [.date]).padding(.vertical, 8))
            HStack(spacing: 6) {
                if labelsVisibility != .hidden {
                    label
                    Spacer(minLength: 8)
                }
                if components.contains(.date) {
                    DateCapsule(text: dates.date(shown), isActive: isCalendarPresented)
                        .onTapGesture { presented.wrappedValue = true }
                        .presentsMenu(isCalendarPresented) { source in
                            PresentedMenu(source: source, items: calendarCard, preview: nil, previewProposal: nil, order: .fixed,
                                          dismiss: { presented.wrappedValue = false }, cardWidth: GraphicalDatePicker.idealWidth)
                        }
                }
                if components.contains(.hourAndMinute) {
                    let timePresented = $isTimePresented
                    let timeWheels = AnyView(WheelDatePicker(selection: selection, bounds: bounds, components: [.hourAndMinute]))
                    DateCapsule(text: dates.time(shown), isActive: isTimePresented)
                        .onTapGesture { timePresented.wrappedValue = true }
                        .presentsMenu(isTimePresented) { source in
                            PresentedMenu(source: source, items: timeWheels, preview: nil, previewProposal: nil, order: .fixed,
                                          dismiss: { timePresented.wrappedValue = false }, cardWidth: WheelDatePicker.timeCardWidth)
                        }
                }
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// Mirrors `init(_:selection:displayedComponents:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a closed range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a range from a date on.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a range up to a date.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                            displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:displayedComponents:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                               displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a title string and a closed range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                               displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a title string and a range from a date on.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                               displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:displayedComponents:)` with a title string and a range up to a date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                               displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The selectable dates of a date picker: either bound may be open.
struct DateBounds: Equatable, Sendable {
    var lower: Date?
    var upper: Date?

    /// The bounds with non-finite dates dropped (each reported).
    func checked() -> DateBounds {
        var bounds = self
        if let lower, !lower.timeIntervalSinceReferenceDate.isFinite {
            ControlDiagnostics.report("DatePicker's range starts at a non-finite date; the range has no lower bound")
            bounds.lower = nil
        }
        if let upper, !upper.timeIntervalSinceReferenceDate.isFinite {
            ControlDiagnostics.report("DatePicker's range ends at a non-finite date; the range has no upper bound")
            bounds.upper = nil
        }
        return bounds
    }

    /// `date` clamped into the bounds.
    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    /// What the picker shows for the selection `date`: clamped; a non-finite date is reported
    /// and shown as the range's start (or 1 January 2001, 00:00 UTC, with no start).
    func shown(_ date: Date) -> Date {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            ControlDiagnostics.report("DatePicker's selection is a non-finite date; showing \(lower == nil ? "the reference date" : "the range's start")")
            return lower ?? Date(timeIntervalSinceReferenceDate: 0)
        }
        return clamp(date)
    }

    /// Whether any moment of `day` (start inclusive, end exclusive) is selectable.
    func contains(dayFrom start: Date, to end: Date) -> Bool {
        (upper.map { start <= $0 } ?? true) && (lower.map { end > $0 } ?? true)
    }
}

/// Dates and times written as iOS writes them in a date picker, for a locale, calendar and
/// time zone: the medium date style ("Nov 24, 2026") and the short time style ("9:41 AM").
struct DateFormatting {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    private func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        var calendar = self.calendar
        calendar.timeZone = timeZone
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
    func date(_ date: Date) -> String { formatter(date: .medium, time: .none).string(from: date) }
    func time(_ date: Date) -> String { formatter(date: .none, time: .short).string(from: date) }
    /// "November 2026": the month and year a calendar shows.
    func monthAndYear(_ date: Date) -> String {
        let formatter = self.formatter(date: .none, time: .none)
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: date)
    }
}

/// A date or a time of a compact date picker: the text on a grey rounded capsule (iOS's
/// tertiary system fill, corner radius 6, padded 11 × 6), in the tint while its card is open.
nonisolated struct DateCapsule: View {
    let text: String
    var isActive = false
    @Environment(\.tintColor) private var tint
    @MainActor var body: some View {
        Text(verbatim: text)
            .foregroundStyle(isActive ? AnyShapeStyle(tint ?? .accentColor) : AnyShapeStyle(.primary))
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(SystemColors.tertiarySystemFill))
            .contentShape(Rectangle())
    }
}

/// Mirrors SwiftUI's `DatePickerStyle`: how a date picker is drawn; Tether draws the built-in
/// iOS styles `.automatic`, `.compact`, `.graphical` and `.wheel`.
public protocol DatePickerStyle {}
/// Which way a date picker is drawn.
enum DatePickerStyleKind: Sendable { case compact, graphical, wheel }
/// A date picker style Tether draws.
protocol BuiltInDatePickerStyle: DatePickerStyle { var kind: DatePickerStyleKind { get } }
/// Mirrors `DefaultDatePickerStyle` (`.automatic`): compact on iOS.
public struct DefaultDatePickerStyle: BuiltInDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .compact } }
/// Mirrors `CompactDatePickerStyle` (`.compact`).
public struct CompactDatePickerStyle: BuiltInDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .compact } }
/// Mirrors `GraphicalDatePickerStyle` (`.graphical`).
public struct GraphicalDatePickerStyle: BuiltInDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .graphical } }
/// Mirrors `WheelDatePickerStyle` (`.wheel`).
public struct WheelDatePickerStyle: BuiltInDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .wheel } }
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Mirrors `DatePickerStyle.wheel`.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// Mirrors `DatePickerStyle.automatic`.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Mirrors `DatePickerStyle.compact`.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// Mirrors `DatePickerStyle.graphical`.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `datePickerStyle(_:)`.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, (style as? any BuiltInDatePickerStyle)?.kind ?? .compact)
    }
}
