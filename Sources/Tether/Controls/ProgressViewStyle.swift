import Foundation

/// Mirrors SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// Mirrors SwiftUI's `ProgressViewStyleConfiguration`.
nonisolated public struct ProgressViewStyleConfiguration {
    /// Mirrors `ProgressViewStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `ProgressViewStyleConfiguration.CurrentValueLabel`.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The completed fraction in 0...1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// Mirrors SwiftUI's `LinearProgressViewStyle` (`.linear`): the label above a 4 pt bar that
/// fills the offered width, the completed part in the tint colour; the current-value label
/// below in the secondary style. Without a value the bar is empty.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    nonisolated public init() { tint = nil }
    /// Mirrors the deprecated `init(tint:)`: the bar filled with `tint` (today's code uses `tint(_:)`).
    nonisolated public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            if let tint {
                ProgressBar(fraction: configuration.fractionCompleted ?? 0).tint(tint)
            } else {
                ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            }
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// Mirrors SwiftUI's `CircularProgressViewStyle` (`.circular`): the iOS activity spinner,
/// with the label below it in the secondary style.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    nonisolated public init() { tint = nil }
    /// Mirrors the deprecated `init(tint:)`: the spinner drawn in `tint`.
    nonisolated public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let tint { ActivitySpinner(color: tint) } else { ActivitySpinner() }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// Mirrors SwiftUI's `DefaultProgressViewStyle` (`.automatic`): on iOS a bar when the progress
/// has a value, a spinner when it does not.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension Color {
    /// The light grey of iOS's progress and slider tracks (the system fill colour).
    static let trackFill = SystemColors.systemFill
}

/// The iOS bar: a light grey capsule track, the completed fraction in the tint colour.
nonisolated struct ProgressBar: View {
    let fraction: Double
    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.trackFill)
            LeadingPart(fraction: fraction).fill(TintShapeStyle())
        }
        .frame(height: 4)
    }
}

/// The leading `fraction` of a capsule: the completed part of a progress bar.
nonisolated struct LeadingPart: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(fraction)
        guard width > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}

/// The iOS activity indicator at rest: eight rounded spokes around a 20 pt circle, fading
/// clockwise from the top one, in system gray (or `color`: a `UIActivityIndicatorView`'s).
nonisolated struct ActivitySpinner: View {
    var color: Color = SystemColors.gray
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { index in
                Capsule()
                    .fill(color)
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(1 - Double(index) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<ProgressViewStyleConfiguration> { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// Mirrors `.linear`.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// Mirrors `.circular`.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Mirrors SwiftUI's `progressViewStyle(_:)`.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        // Inside the style's body the style around it is current again, so a
        // `ProgressView(configuration)` there draws as that one (the default at the outside).
        return transformEnvironment(\.progressViewStyle) { current in
            let outer = current
            current = AnyStyle<ProgressViewStyleConfiguration> { AnyView(style.makeBody(configuration: $0).environment(\.progressViewStyle, outer)) }
        }
    }
}
