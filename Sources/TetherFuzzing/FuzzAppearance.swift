import Foundation
import Tether

/// Tether's own: dark mode around a subtree — the environment value, the window preference
/// (several, conflicting or nil) — over system colours, materials, dynamic `UIColor`s and
/// mixes, with hostile opacities and fractions.
extension FuzzTreeBuilder {
    mutating func appearance(_ v: AnyView) -> AnyView {
        let scheme: ColorScheme = rng.chance(70) ? .dark : .light
        switch rng.int(0...4) {
        case 0: return AnyView(v.environment(\.colorScheme, scheme))
        case 1: return AnyView(v.preferredColorScheme(rng.chance(20) ? nil : scheme))
        case 2:
            let opacity = rng.pick([0, 0.5, 1, -1, 2, .nan, .infinity])
            let system = rng.pick([UIColor.systemBackground, .secondarySystemGroupedBackground, .label, .separator, .systemFill, .systemBlue])
            return AnyView(v.background(Color(system).opacity(opacity)).overlay(Rectangle().fill(.quaternary))
                .environment(\.colorScheme, scheme))
        case 3:
            let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .systemRed : .systemGreen }
            let fraction = rng.pick([0, 0.5, 1, -3, .nan, .infinity, 1e308])
            return AnyView(v.foregroundStyle(Color(uiColor: dynamic).mix(with: .accentColor, by: fraction))
                .background(.regularMaterial).preferredColorScheme(scheme))
        default:
            return AnyView(VStack { v.preferredColorScheme(.dark); Text(string()).preferredColorScheme(.light) })
        }
    }
}
