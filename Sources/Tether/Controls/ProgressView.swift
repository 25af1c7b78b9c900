import Foundation

/// Mirrors SwiftUI's `ProgressView`: progress towards completion (a bar on iOS) or, without a
/// value, activity of unknown length (a spinner). Drawn by the `progressViewStyle` in the
/// environment (`.automatic`: the bar when there is a value, the spinner when there is none).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    @MainActor public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }))
    }

    /// The completed fraction, clamped to 0...1; nil (indeterminate) without a value or with
    /// a total that is not positive and finite.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0, total.isFinite, !value.isNaN else { return nil }
        return min(1, max(0, Double(value / total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Mirrors `init()`: an indeterminate progress view.
    nonisolated public init() {
        fractionCompleted = nil; label = nil; currentValueLabel = nil
    }
    /// Mirrors `init(value:total:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fractionCompleted = Self.fraction(value, total); label = nil; currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Mirrors `init(label:)`.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        fractionCompleted = nil; self.label = label(); currentValueLabel = nil
    }
    /// Mirrors `init(value:total:label:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fractionCompleted = Self.fraction(value, total); self.label = label(); currentValueLabel = nil
    }
}

extension ProgressView {
    /// Mirrors `init(value:total:label:currentValueLabel:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fractionCompleted = Self.fraction(value, total); self.label = label(); self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Mirrors `init(_:)` with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }
    /// Mirrors `init(_:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }
    /// Mirrors `init(_:value:total:)` with a localized title.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
    /// Mirrors `init(_:value:total:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Mirrors `init(_:)` with a style's configuration: inside a custom style's `makeBody`,
    /// the progress view the configuration describes, drawn by the style around the custom
    /// one (the default at the outside) — for styles that only add to it.
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        fractionCompleted = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}
