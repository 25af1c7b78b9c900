import Foundation

/// Mirrors SwiftUI's `HoverEffect`: how a view reacts while an iPad's pointer hovers it.
/// A touch screen has no pointer, so on an iPhone (and in Tether) it never shows.
nonisolated public struct HoverEffect: Sendable {
    enum Kind: Sendable { case automatic, highlight, lift }
    let kind: Kind
    /// Mirrors `automatic`.
    public static let automatic = HoverEffect(kind: .automatic)
    /// Mirrors `highlight`.
    public static let highlight = HoverEffect(kind: .highlight)
    /// Mirrors `lift`.
    public static let lift = HoverEffect(kind: .lift)
}

extension View {
    /// Mirrors SwiftUI's `hoverEffect(_:isEnabled:)`: a pointer effect, never shown on a
    /// touch screen, so the view is unchanged.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Mirrors SwiftUI's `hoverEffectDisabled(_:)`: turns pointer effects off below; touch
    /// screens show none anyway.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Mirrors SwiftUI's `defaultHoverEffect(_:)`: the pointer effect of the views below; a
    /// touch screen shows none.
    nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
}
