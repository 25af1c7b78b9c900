import Foundation

/// What the content asks of one bar: whether it shows, its background and whether that
/// background shows, and the colour scheme of its contents. Unset fields (nil) leave the
/// bar's own behaviour.
struct BarAppearance: Equatable, Sendable {
    var visibility: Visibility?
    var background: ResolvedPaint?
    var backgroundVisibility: Visibility?
    /// `.some(nil)`: `toolbarColorScheme(nil, for:)`, the surrounding scheme.
    var colorScheme: ColorScheme??
    /// The hairline's colour (from a UIKit appearance's `shadowColor`); nil for iOS's.
    var hairlineColor: Color?

    /// This appearance, with the fields it leaves unset taken from `other`.
    func filling(from other: BarAppearance) -> BarAppearance {
        BarAppearance(visibility: visibility ?? other.visibility, background: background ?? other.background,
                      backgroundVisibility: backgroundVisibility ?? other.backgroundVisibility,
                      colorScheme: colorScheme ?? other.colorScheme, hairlineColor: hairlineColor ?? other.hairlineColor)
    }

    var isHidden: Bool { visibility == .hidden }

    /// The background the bar draws (nil: none) and whether it is the bar's own, drawn with
    /// a hairline. `.visible` draws the style given, else iOS's bar material; `.automatic`
    /// draws, for a bar at the scroll edge (iOS's navigation and bottom bars over content
    /// that has not scrolled under them), `edgeBackground` (the background of a list it
    /// continues, or nothing), and for a bar that always shows (the tab bar) the style or
    /// the material.
    func shownBackground(atScrollEdge: Bool, edgeBackground: AnyShapeStyle?) -> (style: AnyShapeStyle, isBar: Bool)? {
        let own = (background.map(AnyShapeStyle.init(resolved:)) ?? AnyShapeStyle(SystemColors.barBackground), true)
        switch backgroundVisibility ?? .automatic {
        case .hidden: return nil
        case .visible: return own
        case .automatic: return atScrollEdge ? edgeBackground.map { ($0, false) } : own
        }
    }
}

/// The bar appearances the visible content asks for, by bar: what flows up from
/// `toolbar(_:for:)`, `toolbarBackground` and `toolbarColorScheme` to the navigation stack
/// or tab view that draws the bar. The innermost setting of each field wins; between
/// siblings, the first in the tree.
struct BarAppearanceKey: PreferenceKey {
    static var defaultValue: [ToolbarPlacement.Bar: BarAppearance] { [:] }
    static func reduce(value: inout [ToolbarPlacement.Bar: BarAppearance], nextValue: () -> [ToolbarPlacement.Bar: BarAppearance]) {
        for (bar, next) in nextValue() { value[bar] = (value[bar] ?? BarAppearance()).filling(from: next) }
    }
}

extension Dictionary where Key == ToolbarPlacement.Bar, Value == BarAppearance {
    /// The appearance of `bar`: its own settings, then (for the navigation bar, iOS's
    /// primary bar) those given for `automatic`.
    func appearance(of bar: ToolbarPlacement.Bar) -> BarAppearance {
        let own = self[bar] ?? BarAppearance()
        return bar == .navigationBar ? own.filling(from: self[.automatic] ?? BarAppearance()) : own
    }
}

extension AnyShapeStyle {
    init(resolved paint: ResolvedPaint) { self.paint = paint }
}

extension View {
    /// Sets `change` on the appearance of each of `bars` (`automatic` when empty), unless a
    /// view inside already set it.
    nonisolated func barAppearance(_ bars: [ToolbarPlacement], _ change: BarAppearance) -> some View {
        let chosen = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        return transformPreference(BarAppearanceKey.self) { value in
            for placement in chosen { value[placement.bar] = (value[placement.bar] ?? BarAppearance()).filling(from: change) }
        }
    }

    /// Mirrors SwiftUI's `toolbar(_:for:)`: hides (`.hidden`) or shows the given bars — the
    /// navigation bar (`.navigationBar`, or `.automatic`, iOS's primary bar), a `TabView`'s
    /// tab bar (`.tabBar`), the bottom toolbar (`.bottomBar`). A hidden bar takes no room:
    /// the content fills its place. The setting flows up to the nearest navigation stack or
    /// tab view, from the view it shows.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(visibility: visibility))
    }
    /// Mirrors SwiftUI's `toolbarVisibility(_:for:)` (iOS 18's name for `toolbar(_:for:)`).
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(visibility: visibility))
    }
    /// Mirrors SwiftUI's `toolbarBackground(_:for:)` with a style: the background the bars
    /// draw when their background shows. As on iOS, the navigation bar and the bottom
    /// toolbar show it only with `toolbarBackground(.visible, for:)` (at rest they are at
    /// the scroll edge, where `automatic` draws them transparent); the tab bar always shows it.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(background: resolvePaint(style)))
    }
    /// Mirrors SwiftUI's `toolbarBackground(_:for:)` with a visibility: `.visible` draws the
    /// bar's background (the `toolbarBackground` style, else iOS's light grey bar material with
    /// its hairline), `.hidden` draws none, `.automatic` leaves it to the bar.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(backgroundVisibility: visibility))
    }
    /// Mirrors SwiftUI's `toolbarBackgroundVisibility(_:for:)` (iOS 18's name for
    /// `toolbarBackground(_:for:)` with a visibility).
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(backgroundVisibility: visibility))
    }
    /// Mirrors SwiftUI's `toolbarColorScheme(_:for:)`: the bars' background and contents
    /// (title, buttons, tab items) in `colorScheme` — nil for the surrounding one. As on iOS,
    /// it shows while the bar's background does.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, BarAppearance(colorScheme: .some(colorScheme)))
    }
}

/// A bar's chrome: its background (if it shows) with a hairline on the edge facing the
/// content, and, while the bar's own background shows, the colour scheme the content asked for.
nonisolated struct BarChrome: ViewModifier {
    let appearance: BarAppearance
    /// Whether the bar rests at the scroll edge, where `automatic` draws `edgeBackground`.
    let atScrollEdge: Bool
    let edgeBackground: AnyShapeStyle?
    /// The edge the hairline under the bar's own background runs along (the one facing the
    /// content), nil for none.
    let hairlineEdge: VerticalEdge?
    /// False for the bar's contents drawn over a background drawn elsewhere: only the colour
    /// scheme is set.
    var drawsBackground = true

    /// The same chrome, setting only the colour scheme.
    var schemeOnly: BarChrome { var chrome = self; chrome.drawsBackground = false; return chrome }
    @Environment(\.colorScheme) private var surroundingScheme

    @MainActor func body(content: Content) -> some View {
        let shown = appearance.shownBackground(atScrollEdge: atScrollEdge, edgeBackground: edgeBackground)
        let isBar = shown?.isBar ?? false
        let scheme = isBar ? ((appearance.colorScheme ?? nil) ?? surroundingScheme) : surroundingScheme
        return content
            .background {
                if drawsBackground, let shown {
                    Rectangle().fill(shown.style)
                        .overlay(alignment: hairlineEdge == .top ? .top : .bottom) {
                            if isBar, hairlineEdge != nil { Hairline(color: appearance.hairlineColor ?? SystemColors.barHairline).frame(height: 0.33) }
                        }
                }
            }
            .environment(\.colorScheme, scheme)
    }
}
