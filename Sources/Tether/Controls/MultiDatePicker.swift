import Foundation

/// Mirrors SwiftUI's `MultiDatePicker`: iOS's month calendar (as a `.graphical` `DatePicker`
/// draws it) where each chosen day is a filled tint circle with a white number and a tap on a
/// day adds or removes it; days outside the range are grey and cannot be chosen. A day is
/// written as `DateComponents` with the calendar, era, year, month and day, as iOS writes
/// them. The calendar opens on the month of the earliest chosen day, else of the range's start;
/// with neither, on this month, as iOS's does. The label is not drawn (iOS reads it to
/// VoiceOver only).
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: DateBounds
    let label: Label

    /// Mirrors `init(selection:label:)`.
    nonisolated public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection; bounds = DateBounds(); self.label = label()
    }
    /// Mirrors `init(selection:in:label:)` with a half-open range.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        // The last selectable moment is just before the range's end.
        self.bounds = DateBounds(lower: bounds.lowerBound, upper: bounds.upperBound.addingTimeInterval(-0.001))
        self.label = label()
    }
    /// Mirrors `init(selection:in:label:)` with a range from a date on.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.bounds = DateBounds(lower: bounds.lowerBound); self.label = label()
    }
    /// Mirrors `init(selection:in:label:)` with a range up to (not including) a date.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.bounds = DateBounds(upper: bounds.upperBound.addingTimeInterval(-0.001)); self.label = label()
    }

    @MainActor public var body: some View {
        GraphicalDatePicker(selection: .multiple(selection), bounds: bounds.checked(), components: [.date])
    }
}

extension MultiDatePicker where Label == Text {
    /// Mirrors `init(_:selection:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:)` with a half-open range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:)` with a range from a date on.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:in:)` with a range up to a date.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:)` with a title string and a half-open range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:)` with a title string and a range from a date on.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// Mirrors `init(_:selection:in:)` with a title string and a range up to a date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
