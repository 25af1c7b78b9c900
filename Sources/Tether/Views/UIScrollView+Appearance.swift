import Foundation

/// Mirrors `UIScrollView.appearance()`, which apps use to set every scroll view's scrolling
/// flags at once (`UIScrollView.appearance().bounces = false`): scroll views made afterwards,
/// table views included, start with what was set on the proxy — `bounces`,
/// `alwaysBounceVertical`/`Horizontal`, `isPagingEnabled`, `isScrollEnabled`, the indicator
/// flags and `backgroundColor`. On iOS SwiftUI's `ScrollView` is a `UIScrollView` too; in
/// Tether its bounce and indicators are motion a still frame never shows, so these flags change
/// none of its pictures.
extension UIScrollView {
    static var appearanceProxy: UIScrollView?

    /// The proxy `appearance()` returns, made on first use.
    static var sharedAppearanceProxy: UIScrollView {
        if let proxy = appearanceProxy { return proxy }
        let made = UIScrollView(frame: .zero)
        appearanceProxy = made
        return made
    }

    /// Gives `view` what was set on this proxy: each flag that differs from a fresh scroll
    /// view's.
    func applyAppearance(to view: UIScrollView) {
        guard view !== self else { return }
        if !bounces { view.bounces = false }
        if alwaysBounceVertical { view.alwaysBounceVertical = true }
        if alwaysBounceHorizontal { view.alwaysBounceHorizontal = true }
        if isPagingEnabled { view.isPagingEnabled = true }
        if !isScrollEnabled { view.isScrollEnabled = false }
        if !showsVerticalScrollIndicator { view.showsVerticalScrollIndicator = false }
        if !showsHorizontalScrollIndicator { view.showsHorizontalScrollIndicator = false }
        if let backgroundColor { view.backgroundColor = backgroundColor }
    }
}
