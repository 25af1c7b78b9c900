import Foundation

/// Mirrors SwiftUI's `Slider` as iOS draws it: iOS 26's 6 pt track across the offered width in
/// a 34 pt tall frame (measured on an iOS 26.2 `UISlider`, see `IOSReferenceControlTests`),
/// tinted up to the value, and iOS 26's knob at the value: a white 37 × 24 pt capsule on a soft
/// shadow (measured on an iOS 26 `UISlider`, see the same tests); minimum and maximum value labels sit
/// at the ends. Like iOS, the label is not shown (it names the slider for accessibility) and
/// a tap on the track does not move the knob: a drag that starts on the knob does
/// (`ViewHost.drag`), setting the value (rounded to `step`) as the knob follows the finger,
/// with `onEditingChanged(true)` when it starts and `false` when it ends.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    /// What names the slider for accessibility (not drawn).
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let editor: SliderEditor

    /// Sets a binding from a knob position, and reports editing.
    struct SliderEditor {
        let setFraction: (Double) -> Void
        let onEditingChanged: (Bool) -> Void

        init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                     onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
            self.onEditingChanged = onEditingChanged
            setFraction = { fraction in
                let low = Double(bounds.lowerBound), span = Double(bounds.upperBound - bounds.lowerBound)
                guard span.isFinite, span >= 0 else { return }
                var new = low + span * min(1, max(0, fraction))
                if let step, Double(step) > 0, Double(step).isFinite {
                    new = min(Double(bounds.upperBound), low + (((new - low) / Double(step)).rounded() * Double(step)))
                }
                value.wrappedValue = V(new)
            }
        }
    }

    /// The value's position in `bounds`, in 0...1 (0 for an empty or broken range).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite, !value.isNaN else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }

    /// The one initialiser every public form calls: `step` is nil for a continuous slider.
    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                 label: Label?, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        editor = SliderEditor(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// In right to left the track (its shapes mirror) runs from the right: the drag follows.
    @Environment(\.layoutDirection) private var layoutDirection

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction)
                .gesture(SliderKnobDrag(fraction: fraction, editor: editor, rightToLeft: layoutDirection == .rightToLeft))
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Mirrors `init(value:in:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    /// Mirrors `init(value:in:step:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Mirrors `init(value:in:label:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    @ViewBuilder label: () -> Label,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
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
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Mirrors `init(value:in:step:label:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    @ViewBuilder label: () -> Label,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:in:onEditingChanged:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:in:step:onEditingChanged:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Mirrors `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    @ViewBuilder label: () -> Label,
                                                    @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                    @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
    /// Mirrors iOS 13's `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    /// Disfavoured, so a trailing closure picks the current form.
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

/// The track and knob: the knob's centre travels from half its width in from one end to half
/// its width in from the other, so the knob stays inside the slider's frame, as `UISlider`'s does.
nonisolated struct SliderTrack: View {
    /// iOS 26's track thickness and the slider's height.
    static let trackThickness: CGFloat = 6
    static let height: CGFloat = 34
    /// iOS 26's knob: a capsule this wide and tall.
    static let knobSize = CGSize(width: 37, height: 24)
    let fraction: Double
    /// The track after the knob, and the knob (a `UISlider`'s `maximumTrackTintColor` and
    /// `thumbTintColor`); nil: iOS's track fill and a white knob.
    var trackColor: Color? = nil
    var knobColor: Color? = nil
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(trackColor ?? Color.trackFill).frame(height: Self.trackThickness)
            SliderFill(fraction: fraction).fill(TintShapeStyle()).frame(height: Self.trackThickness)
            SliderKnob(fraction: fraction, color: knobColor ?? .white)
        }
        .frame(height: Self.height)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// A drag on the slider's knob (a touch that starts within 8 pt of it): the knob follows the
/// finger along the track, whose ends it cannot pass. In right to left the track starts at
/// its right end, so the knob is mirrored and a drag to the left raises the value.
nonisolated struct SliderKnobDrag<Label: View, ValueLabel: View>: Gesture, PrimitiveGesture {
    typealias Value = CGFloat
    typealias Body = Never
    let fraction: Double
    let editor: Slider<Label, ValueLabel>.SliderEditor
    let rightToLeft: Bool

    @MainActor func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let knobWidth = SliderTrack.knobSize.width
        let travel = context.localBounds.width - knobWidth
        let fromLeft = knobWidth / 2 + travel * CGFloat(fraction)
        let knob = CGPoint(x: rightToLeft ? context.localBounds.width - fromLeft : fromLeft, y: context.localBounds.midY)
        let direction: CGFloat = rightToLeft ? -1 : 1
        let startFraction = fraction, editor = self.editor
        var editing = false
        let drag = DragRecognizer(minimumDistance: 0, space: .local, context: context)
        let recognizer = ObservingRecognizer(drag) { state in
            guard context.performsActions, let value = state.value as? DragGesture.Value else { return }
            if !editing { editing = true; editor.onEditingChanged(true) }
            if travel > 0 { editor.setFraction(startFraction + Double(direction * value.translation.width / travel)) }
            if case .ended = state { editing = false; editor.onEditingChanged(false) }
        }
        return KnobStartRecognizer(recognizer, context: context, knob: knob, reach: knobWidth / 2 + 8)
    }
}

/// Fails a touch that does not start within `reach` of the knob's centre.
final class KnobStartRecognizer: GestureRecognizer {
    let content: GestureRecognizer
    let context: GestureContext
    let knob: CGPoint
    let reach: CGFloat
    init(_ content: GestureRecognizer, context: GestureContext, knob: CGPoint, reach: CGFloat) {
        self.content = content; self.context = context; self.knob = knob; self.reach = reach
    }
    override func handle(_ event: TouchEvent) -> RecognizerState {
        if event.phase == .began, distance(context.local(event.location), knob) > reach { return .failed }
        return content.handle(event)
    }
    override func cancel() { content.cancel() }
}

/// The tinted part of the track: from the leading end to the knob's centre.
nonisolated struct SliderFill: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let knobWidth = SliderTrack.knobSize.width
        let width = knobWidth / 2 + (rect.width - knobWidth) * CGFloat(fraction)
        guard width > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height))
    }
}

/// The white knob at the value, on the soft shadow iOS 26 draws around it (no rim).
nonisolated struct SliderKnob: View {
    let fraction: Double
    var color = Color.white
    var body: some View {
        KnobShape(fraction: fraction)
            .fill(color)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 6, x: 0, y: 1)
    }
}

/// A 37 × 24 pt capsule whose centre travels from half its width in from one end to half its
/// width in from the other.
nonisolated struct KnobShape: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let size = SliderTrack.knobSize
        let x = rect.minX + (rect.width - size.width) * CGFloat(fraction)
        return Capsule().path(in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height))
    }
}
