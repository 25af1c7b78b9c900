import Foundation

/// Mirrors SwiftUI's `Slider` as iOS draws it: a 4 pt track across the offered width, tinted
/// up to the value, and a white 28 pt knob at the value; minimum and maximum value labels sit
/// at the ends. Like iOS, the label is not shown (it names the slider for accessibility) and
/// a tap on the track does not move the knob: only a drag does, and Tether has no drags.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// The value's position in `bounds`, in 0...1 (0 for an empty or broken range).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite, !value.isNaN else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Mirrors `init(value:in:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
    /// Mirrors `init(value:in:step:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Mirrors `init(value:in:label:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    @ViewBuilder label: () -> Label,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider {
    /// Mirrors `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    @ViewBuilder label: () -> Label,
                                                    @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                    @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

/// The track and knob: the knob's centre travels from 14 pt in from one end to 14 pt in from
/// the other, so the knob stays inside the slider's frame.
nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.trackFill).frame(height: 4)
            SliderFill(fraction: fraction).fill(tint ?? .accentColor).frame(height: 4)
            SliderKnob(fraction: fraction)
        }
        .frame(height: 28)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// The tinted part of the track: from the leading end to the knob's centre.
nonisolated struct SliderFill: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let width = 14 + (rect.width - 28) * CGFloat(fraction)
        guard width > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height))
    }
}

/// The white knob with a faint rim and shade, at the value.
nonisolated struct SliderKnob: View {
    let fraction: Double
    var body: some View {
        let knob = KnobShape(fraction: fraction)
        ZStack {
            knob.fill(Color(red: 0, green: 0, blue: 0, opacity: 0.06)).offset(y: 1)
            knob.fill(Color.white)
            knob.stroke(Color(red: 0, green: 0, blue: 0, opacity: 0.08), lineWidth: 0.5)
        }
    }
}

/// A 28 pt circle whose centre travels from 14 pt in from one end to 14 pt in from the other.
nonisolated struct KnobShape: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let x = rect.minX + (rect.width - 28) * CGFloat(fraction)
        return Circle().path(in: CGRect(x: x, y: rect.midY - 14, width: 28, height: 28))
    }
}
