import Foundation

/// Mirrors SwiftUI's `Gauge`: a value shown within a range, drawn by the environment's gauge
/// style (`.automatic` is `.linearCapacity` on iOS). A NaN value or a range with a non-finite
/// bound is reported and drawn empty; a value outside the range is drawn at its nearer end.
///
/// ```swift
/// Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
///     .gaugeStyle(.accessoryCircular)
/// ```
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    /// Labels for particular values (views tagged with their value). iOS's gauge styles do
    /// not draw them (watchOS's circular style does), so Tether keeps them undrawn too.
    let markedValueLabels: MarkedValueLabels
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
                                 minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel, markedValueLabels: MarkedValueLabels) {
        let (fraction, problem) = gaugeFraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.fraction = fraction; self.problem = problem
        self.label = label; self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    @MainActor public var body: some View {
        if let problem { ControlDiagnostics.report(problem) }
        let hasBounds = BoundsLabel.self != EmptyView.self
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : GaugeStyleConfiguration.CurrentValueLabel(content: AnyView(currentValueLabel)),
            minimumValueLabel: hasBounds ? GaugeStyleConfiguration.MinimumValueLabel(content: AnyView(minimumValueLabel)) : nil,
            maximumValueLabel: hasBounds ? GaugeStyleConfiguration.MaximumValueLabel(content: AnyView(maximumValueLabel)) : nil)
        return style.makeBody(configuration)
    }
}

/// Where `value` lies in `lower...upper`, from 0 to 1, and what was wrong with the input.
func gaugeFraction(_ value: Double, _ lower: Double, _ upper: Double) -> (Double, String?) {
    guard lower.isFinite, upper.isFinite else { return (0, "Gauge's range \(lower)...\(upper) is not finite; drawing it empty") }
    guard !value.isNaN else { return (0, "Gauge's value is NaN; drawing it empty") }
    let span = upper - lower
    guard span > 0, span.isFinite else { return (value >= upper ? 1 : 0, nil) }
    return (min(1, max(0, (value - lower) / span)), nil)
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Mirrors `init(value:in:label:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Mirrors `init(value:in:label:currentValueLabel:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Mirrors `init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                                    @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Mirrors `init(value:in:label:currentValueLabel:markedValueLabels:)`: marked values,
    /// which iOS's gauge styles do not draw.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                    @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: markedValueLabels())
    }
}

extension Gauge {
    /// Mirrors `init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:markedValueLabels:)`:
    /// marked values, which iOS's gauge styles do not draw.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                                    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                                    @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }
}

/// Mirrors SwiftUI's `GaugeStyleConfiguration`: what a gauge style draws — the value as a
/// fraction of the range, and the labels the gauge was given.
nonisolated public struct GaugeStyleConfiguration {
    /// Mirrors `GaugeStyleConfiguration.Label`: nothing when `labelsHidden()` is in effect.
    nonisolated public struct Label: View {
        let content: AnyView
        @Environment(\.labelsVisibility) private var labelsVisibility
        public var body: some View {
            if labelsVisibility != .hidden { content }
        }
    }
    /// Mirrors `GaugeStyleConfiguration.CurrentValueLabel`.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `GaugeStyleConfiguration.MinimumValueLabel`.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `GaugeStyleConfiguration.MaximumValueLabel`.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `GaugeStyleConfiguration.MarkedValueLabel`: a label for a particular value.
    /// iOS's styles draw none, and a configuration does not list them.
    nonisolated public struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `value`: the gauge's value as a fraction of its range, from 0 to 1.
    public var value: Double
    /// Mirrors `label`.
    public var label: GaugeStyleConfiguration.Label
    /// Mirrors `currentValueLabel`.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// Mirrors `minimumValueLabel`.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// Mirrors `maximumValueLabel`.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// Mirrors SwiftUI's `GaugeStyle`: draws a gauge from its configuration.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<GaugeStyleConfiguration> { AnyView(LinearCapacityGaugeStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `gaugeStyle(_:)`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.gaugeStyle, AnyStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
