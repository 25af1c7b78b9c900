import Foundation

/// Mirrors SwiftUI's `ControlSize`: the size controls below draw at.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue: ControlSize = .regular }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `controlSize` environment value (regular). Custom styles read it;
    /// of the built-in controls, bordered buttons grow for `.large` and `.extraLarge`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `displayScale` environment value: pixels per point (2, as
    /// `UITraitCollection.current` reports; a PNG's own scale is chosen when it is rendered).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Mirrors SwiftUI's `pixelLength` environment value: the length of one pixel in points,
    /// `1 / displayScale` (a hairline's width; 0.5 at the default 2x).
    public var pixelLength: CGFloat { 1 / pixelScale }

    /// `displayScale` as a pixel grid layout can round to: 1 to 16 pixels per point (1 for a
    /// non-finite or smaller scale).
    var pixelScale: CGFloat { displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1 }
}

extension View {
    /// Mirrors SwiftUI's `controlSize(_:)`.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
