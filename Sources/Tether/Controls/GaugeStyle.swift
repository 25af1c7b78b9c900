import Foundation

/// Mirrors `LinearCapacityGaugeStyle` (`.linearCapacity`, iOS's default): the label above a
/// 6 pt capsule filled with the tint up to the value over a grey track, the minimum and
/// maximum labels (footnote, secondary) at its ends, the current value label (footnote,
/// secondary) below. **[verify]** metrics chosen from Apple's documentation images.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
            HStack(spacing: 8) {
                configuration.minimumValueLabel
                GaugeBar(fraction: configuration.value, thickness: 6)
                configuration.maximumValueLabel
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// Mirrors `AccessoryLinearCapacityGaugeStyle` (`.accessoryLinearCapacity`): the label and
/// the current value label on one line (caption), a 4 pt capsule filled up to the value below.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                configuration.label
                Spacer(minLength: 4)
                configuration.currentValueLabel
            }
            .font(.caption)
            GaugeBar(fraction: configuration.value, thickness: 4)
        }
    }
}

/// Mirrors `AccessoryLinearGaugeStyle` (`.accessoryLinear`): a 4 pt tinted track with a white
/// marker at the value, the minimum and maximum labels (caption) at its ends, the label (or
/// the current value label) above.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let current = configuration.currentValueLabel { current } else { configuration.label }
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                GaugeTrack(fraction: configuration.value)
                configuration.maximumValueLabel
            }
        }
        .font(.caption)
    }
}

/// Mirrors `AccessoryCircularGaugeStyle` (`.accessoryCircular`): a 58 pt open ring (a 90°
/// gap at the bottom) drawn in the tint, 6 pt wide, with a white marker at the value; the
/// current value label in its centre, the minimum and maximum labels at the ends of the gap, or
/// the label between them when there are none.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(fraction: configuration.value)
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
                .font(.system(size: 17, weight: .medium))
                .lineLimit(1)
                .padding(.horizontal, 10)
            Group {
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack {
                        configuration.minimumValueLabel
                        Spacer(minLength: 0)
                        configuration.maximumValueLabel
                    }
                    .padding(.horizontal, 6)
                } else if configuration.currentValueLabel != nil {
                    configuration.label
                }
            }
            .font(.system(size: 10, weight: .semibold))
            .lineLimit(1)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
    }
}

/// Mirrors `AccessoryCircularCapacityGaugeStyle` (`.accessoryCircularCapacity`): a 58 pt ring,
/// 6 pt wide, filled clockwise from the top with the tint up to the value over a track of the
/// tint at 30 %; the current value label (or the label) in its centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeCapacityRing(fraction: configuration.value)
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
                .font(.system(size: 17, weight: .medium))
                .lineLimit(1)
                .padding(.horizontal, 10)
        }
        .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
    }
}

/// Mirrors `DefaultGaugeStyle` (`.automatic`): `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// Mirrors `GaugeStyle.automatic`.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// Mirrors `GaugeStyle.linearCapacity`.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// Mirrors `GaugeStyle.accessoryLinearCapacity`.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// Mirrors `GaugeStyle.accessoryLinear`.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// Mirrors `GaugeStyle.accessoryCircular`.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// Mirrors `GaugeStyle.accessoryCircularCapacity`.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A capsule bar `thickness` tall across the width: the tint up to `fraction` over iOS's
/// grey track (the tertiary system fill).
nonisolated struct GaugeBar: View {
    let fraction: Double
    let thickness: CGFloat
    @Environment(\.tintColor) private var tint
    @MainActor var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(SystemColors.gaugeTrack)
            LeadingCapsule(fraction: fraction).fill(tint ?? .accentColor)
        }
        .frame(height: thickness)
    }
}

/// The leading `fraction` of a capsule.
struct LeadingCapsule: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(min(1, max(0, fraction)))
        guard width > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}

/// A 4 pt track in the tint with a white marker (8 pt, a grey outline) at `fraction`.
nonisolated struct GaugeTrack: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @MainActor var body: some View {
        Capsule().fill(tint ?? .accentColor)
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Circle().fill(Color.white)
                        .overlay(Circle().stroke(Color(red: 0, green: 0, blue: 0, opacity: 0.2), lineWidth: 1))
                        .frame(width: 8, height: 8)
                        .position(x: proxy.size.width * CGFloat(fraction), y: proxy.size.height / 2)
                }
            }
            .frame(height: 8)
    }
}

/// The open ring of `.accessoryCircular`: 270° from the bottom left clockwise to the bottom
/// right, with a marker at `fraction` along it.
nonisolated struct GaugeRing: View {
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 6
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @MainActor var body: some View {
        let radius = (Self.diameter - Self.lineWidth) / 2
        let angle = (135 + 270 * min(1, max(0, fraction))) * Double.pi / 180
        ZStack {
            Circle().trim(from: 0, to: 0.75)
                .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .rotationEffect(.degrees(135))
                .padding(Self.lineWidth / 2)
            Circle().fill(Color.white)
                .overlay(Circle().stroke(Color(red: 0, green: 0, blue: 0, opacity: 0.25), lineWidth: 1.5))
                .frame(width: Self.lineWidth + 2, height: Self.lineWidth + 2)
                .offset(x: radius * CGFloat(cos(angle)), y: radius * CGFloat(sin(angle)))
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

/// The closed ring of `.accessoryCircularCapacity`, filled clockwise from the top.
nonisolated struct GaugeCapacityRing: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @MainActor var body: some View {
        let color = tint ?? .accentColor
        ZStack {
            Circle().stroke(color.opacity(0.3), lineWidth: GaugeRing.lineWidth)
            Circle().trim(from: 0, to: CGFloat(min(1, max(0, fraction))))
                .stroke(color, style: StrokeStyle(lineWidth: GaugeRing.lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(GaugeRing.lineWidth / 2)
        .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
    }
}
