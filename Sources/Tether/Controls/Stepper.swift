import Foundation

/// Mirrors SwiftUI's `Stepper`: a label leading and iOS's minus/plus control trailing; a tap
/// on the minus half decrements, on the plus half increments (within `bounds`, when given).
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Whether each half can act now (a value at an end of its bounds cannot go further).
    let canIncrement: Bool
    let canDecrement: Bool

    /// Mirrors `init(label:onIncrement:onDecrement:onEditingChanged:)`.
    nonisolated public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
        self.onDecrement = onDecrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// Mirrors `init(value:step:label:onEditingChanged:)`.
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = saturatingAdvance(value.wrappedValue, by: step, negated: false) },
                  onDecrement: { value.wrappedValue = saturatingAdvance(value.wrappedValue, by: step, negated: true) },
                  onEditingChanged: onEditingChanged)
    }

    /// Mirrors `init(value:in:step:label:onEditingChanged:)`: the value stays within `bounds`.
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                           @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let current = value.wrappedValue
        canIncrement = current < bounds.upperBound
        canDecrement = current > bounds.lowerBound
        onIncrement = {
            onEditingChanged(true)
            let next = saturatingAdvance(value.wrappedValue, by: step, negated: false)
            value.wrappedValue = next > bounds.upperBound ? bounds.upperBound : max(next, bounds.lowerBound)
            onEditingChanged(false)
        }
        onDecrement = {
            onEditingChanged(true)
            let next = saturatingAdvance(value.wrappedValue, by: step, negated: true)
            value.wrappedValue = next < bounds.lowerBound ? bounds.lowerBound : min(next, bounds.upperBound)
            onEditingChanged(false)
        }
    }

    /// Mirrors iOS 13's `init(onIncrement:onDecrement:onEditingChanged:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                            onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:step:onEditingChanged:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:in:step:onEditingChanged:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @Environment(\.labelsVisibility) private var labelsVisibility

    public var body: some View {
        HStack {
            if labelsVisibility != .hidden {
                label
                Spacer()
            }
            StepperControl(onIncrement: canIncrement ? onIncrement : nil, onDecrement: canDecrement ? onDecrement : nil)
        }
    }
}

extension Stepper where Label == Text {
    /// Mirrors `init(_:onIncrement:onDecrement:onEditingChanged:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// Mirrors `init(_:value:step:onEditingChanged:)`.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    /// Mirrors `init(_:value:step:onEditingChanged:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// Mirrors `init(_:value:in:step:onEditingChanged:)`.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                                           step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    /// Mirrors `init(_:value:in:step:onEditingChanged:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                              step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// iOS's stepper control: iOS 26's 94 × 32 light grey capsule split into a minus and a plus
/// half by a thin line 24 pt tall (both measured on an iOS 26.2 `UIStepper`, see
/// `IOSReferenceControlTests`); a half that cannot act is dimmed and ignores taps. For
/// accessibility the halves are the buttons "Decrement" and "Increment".
nonisolated struct StepperControl: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            half("minus", action: onDecrement)
            Rectangle().fill(SystemColors.tertiaryLabel).frame(width: 1, height: 24)
            half("plus", action: onIncrement)
        }
        .frame(width: 94, height: 32)
        .background(Capsule().fill(SystemColors.tertiarySystemFill))
    }

    private func half(_ symbol: String, action: (() -> Void)?) -> some View {
        let enabled = isEnabled && action != nil
        nonisolated(unsafe) let action = action
        // The glyphs are 13.3 pt wide on iOS 26 (measured): the symbols at 19 pt, whose minus
        // and plus are 0.7 of the size wide. Like UIStepper's, they do not follow Dynamic Type.
        return Image(systemName: symbol)
            .font(.system(size: 19, weight: .medium))
            .foregroundStyle(.primary)
            .opacity(enabled ? 1 : 0.3)
            .frame(width: 46.5, height: 32)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { action?() } }
            .allowsHitTesting(enabled)
            // UIStepper's halves read as the buttons "Decrement" and "Increment" (the stepper
            // checklist of magentaa11y.com: the stepper's buttons are announced as buttons
            // with those names), not as the symbols drawn.
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(symbol == "minus" ? "Decrement" : "Increment")
            .accessibilityAddTraits(.isButton)
    }
}

/// `value` advanced by `step` (or by `-step`), stopping at the integer type's ends instead of
/// trapping on overflow: a stepper at `Int.max - 1` with a step of `Int.max` goes to `Int.max`.
func saturatingAdvance<V: Strideable>(_ value: V, by step: V.Stride, negated: Bool) -> V {
    if let v = value as? any FixedWidthInteger, let s = step as? any FixedWidthInteger,
       let result = saturatingIntegerAdvance(v, by: s, negated: negated) as? V {
        return result
    }
    return value.advanced(by: negated ? -step : step)
}

/// The integer case of `saturatingAdvance`, done in the widest integers so a step of another
/// type (the stride of `UInt8` is `Int`) is handled too.
private func saturatingIntegerAdvance<T: FixedWidthInteger>(_ value: T, by step: some FixedWidthInteger, negated: Bool) -> T {
    let wide = Int(truncatingIfNeeded: value)
    guard T(exactly: wide) == value, let s = Int(exactly: step) else { return value }
    var (sum, overflow) = negated ? wide.subtractingReportingOverflow(s) : wide.addingReportingOverflow(s)
    if overflow { sum = (negated ? s < 0 : s > 0) ? Int.max : Int.min }
    return T(clamping: sum)
}
