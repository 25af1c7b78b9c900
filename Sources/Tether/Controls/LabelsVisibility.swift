import Foundation

private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `labelsVisibility`: whether the controls below draw their labels.
    /// `.hidden` (set by `labelsHidden()`) leaves each control only its own part — a `Toggle`
    /// is just its switch, a `Stepper` just its minus/plus — while VoiceOver still reads the
    /// label, as on iOS.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `labelsHidden()`: hides the labels of the controls in this view
    /// (`Toggle`, `Picker`, `DatePicker`, `Stepper`, `ColorPicker`, `Gauge`, `LabeledContent`;
    /// `Slider` and `MultiDatePicker` never draw theirs on iOS).
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// Mirrors SwiftUI's `labelsVisibility(_:)`: `.hidden` hides the labels of the controls in
    /// this view as `labelsHidden()` does; `.visible` and `.automatic` show them.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
