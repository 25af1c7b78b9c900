import Foundation

/// Mirrors SwiftUI's `TabViewCustomization` (iOS 18): what a person changed in an adaptable
/// sidebar tab view — which tabs the sidebar hides or shows and the order of each section's
/// tabs — keyed by the `customizationID(_:)` of the tabs and sections. An empty customization
/// leaves every tab at its default visibility and every section in the builder's order.
///
/// On an iPhone (Tether's canvas) a `.sidebarAdaptable` tab view shows a tab bar, which
/// takes no customization, so a customization changes nothing drawn; it is the value apps
/// keep, read and reset, and `@AppStorage`/`@SceneStorage` save it as Codable JSON data.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// The customized tabs, by customization identifier.
    private var tabs: [String: TabCustomization] = [:]
    /// The customized sections, by customization identifier.
    private var sections: [String: SectionCustomization] = [:]

    /// Mirrors `init()`: no customization.
    public init() {}

    /// Mirrors `TabViewCustomization.TabCustomization` (iOS 18.4): what was customized of one tab.
    public struct TabCustomization: Equatable, Codable, Sendable {
        /// Mirrors `sidebarVisibility`: `.automatic` unless customized.
        public var sidebarVisibility: Visibility = .automatic
        /// Mirrors `tabBarVisibility` (read-only in SwiftUI): `.automatic` unless customized.
        public internal(set) var tabBarVisibility: Visibility = .automatic

        var isDefault: Bool { sidebarVisibility == .automatic && tabBarVisibility == .automatic }
    }

    /// Mirrors `TabViewCustomization.SectionCustomization` (iOS 18.4): what was customized of
    /// one section.
    public struct SectionCustomization: Equatable, Codable, Sendable {
        /// Mirrors `tabOrder`: the section's tabs' identifiers in the customized order, nil
        /// when the order is the builder's.
        public internal(set) var tabOrder: [String]?

        /// Mirrors `resetTabOrder()`: back to the builder's order.
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    /// Mirrors `subscript(tab:)` (iOS 18.4): the customization of the tab with this
    /// identifier (all `.automatic` when none).
    public subscript(tab id: String) -> TabCustomization {
        get { tabs[id] ?? TabCustomization() }
        set { tabs[id] = newValue.isDefault ? nil : newValue }
    }

    /// Mirrors `subscript(sidebarVisibility:)`: the tab's visibility in the sidebar,
    /// `.automatic` when it was not customized.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[tab: id].sidebarVisibility }
        set { self[tab: id].sidebarVisibility = newValue }
    }

    /// Mirrors `subscript(section:)` (iOS 18.4): the customization of the section with this
    /// identifier.
    public subscript(section id: String) -> SectionCustomization {
        get { sections[id] ?? SectionCustomization() }
        set { sections[id] = newValue.tabOrder == nil ? nil : newValue }
    }

    /// Mirrors `subscript(sectionID:)`: the section's customized tab order, nil when it is
    /// the builder's.
    public subscript(sectionID id: String) -> [String]? { self[section: id].tabOrder }

    /// Mirrors `resetVisibility()`: every tab back to its default visibility; section orders stay.
    public mutating func resetVisibility() { tabs.removeAll() }

    /// Mirrors `resetSectionOrder()`: every section back to the builder's order; visibilities stay.
    public mutating func resetSectionOrder() { sections.removeAll() }

    /// Mirrors `resetSectionOrder(for:)`: one section back to the builder's order.
    public mutating func resetSectionOrder(for sectionID: String) { sections[sectionID] = nil }
}

extension Visibility: Codable {
    /// Written by name (`"automatic"`, `"visible"`, `"hidden"`); an unknown name decodes as
    /// `.automatic`.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = Visibility.allCases.first { "\($0)" == name } ?? .automatic
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(self)")
    }
}

extension TabViewCustomization {
    /// What `@AppStorage` and `@SceneStorage` keep: the customization as JSON data.
    static func stored(_ customization: TabViewCustomization) -> Any? {
        try? JSONEncoder().encode(customization)
    }

    /// A stored customization, nil when the store holds none (or something else).
    static func restored(_ stored: Any) -> TabViewCustomization? {
        (stored as? Data).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
    }
}

extension AppStorage {
    /// Mirrors `init(wrappedValue:_:store:)` for a `TabViewCustomization` (iOS 18), saved as
    /// JSON data under `key`.
    nonisolated public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: TabViewCustomization.restored, encode: TabViewCustomization.stored)
    }
}

extension SceneStorage {
    /// Mirrors `init(wrappedValue:_:store:)` for a `TabViewCustomization` (iOS 18): kept with
    /// the scene (Tether's scene is its host), as JSON data — in `store` when one is given.
    nonisolated public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.init(AppStorage(wrappedValue: wrappedValue, key, store: store))
        if store != nil { storage.isSceneScoped = false }
    }
}
