import Foundation

/// Mirrors SwiftUI's `AdaptableTabBarPlacement` (iOS 18): where an adaptable tab view shows a
/// tab — its tab bar or its sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// Mirrors `automatic`: every placement.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// Mirrors `tabBar`.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// Mirrors `sidebar`.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Mirrors SwiftUI's `TabCustomizationBehavior` (iOS 18): what a person may do to a tab when
/// customizing an adaptable tab view.
public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String
    /// Mirrors `automatic`: the tab can be added, removed or moved.
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    /// Mirrors `reorderable`: the tab can be moved, not removed.
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    /// Mirrors `disabled`: the tab cannot be customized.
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

// The customization of a `.sidebarAdaptable` tab view is iPad's: Apple documents that these
// modifiers have no effect elsewhere, and on an iPhone — Tether's canvas — the style shows a
// tab bar, which takes no customization. So they leave the tabs as they are.

extension TabContent {
    /// Mirrors `customizationID(_:)` (iOS 18): the identifier a `TabViewCustomization` keys
    /// this tab or section by. It names the tab for the iPad's customization; an iPhone's tab
    /// bar draws it as before.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { $0 }
    }

    /// Mirrors `customizationBehavior(_:for:)` (iOS 18): what customizing may do to the tab in
    /// these placements (iPad's customization; no change on an iPhone).
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                                  for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { $0 }
    }

    /// Mirrors `defaultVisibility(_:for:)` (iOS 18): the tab's visibility in these placements
    /// before any customization (iPad's customizable tab bar and sidebar; no change on an
    /// iPhone, whose tab bar is not customizable).
    nonisolated public func defaultVisibility(_ visibility: Visibility,
                                              for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { $0 }
    }
}

extension View {
    /// Mirrors `tabViewCustomization(_:)` (iOS 18): the customization a `.sidebarAdaptable`
    /// tab view keeps a person's changes in. On an iPhone the tab bar is not customizable, so
    /// the binding is neither read nor written.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

    /// Mirrors `tabViewSidebarHeader(content:)` (iOS 18): a header at the top of an adaptable
    /// tab view's sidebar. An iPhone shows the tab bar, not the sidebar, so it is not drawn.
    nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Mirrors `tabViewSidebarFooter(content:)` (iOS 18): a footer at the end of an adaptable
    /// tab view's sidebar (not drawn on an iPhone, which shows the tab bar).
    nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Mirrors `tabViewSidebarBottomBar(content:)` (iOS 18): a bar at the bottom of an
    /// adaptable tab view's sidebar (not drawn on an iPhone, which shows the tab bar).
    nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
