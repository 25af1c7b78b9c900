import Foundation

extension View {
    /// Mirrors SwiftUI's `hidden()`: the view keeps its place in the layout but is neither
    /// drawn nor hit.
    nonisolated public func hidden() -> some View { modifier(_DrawingEffectModifier(layout: OpacityLayout(opacity: 0))) }
}
