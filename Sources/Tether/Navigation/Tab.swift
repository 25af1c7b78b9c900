import Foundation

/// Mirrors SwiftUI's `Tab` (iOS 18): one page of a `TabView` and its item in the tab bar —
/// its content, its label (a title and an image, or any view) and the `value` a tab view's
/// `selection` holds to show it. Drawn and selected as a page with `tabItem` and `tag` is.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabPagesProviding {
    /// Mirrors `TabValue`: the value that selects the tab.
    public typealias TabValue = Value
    /// Mirrors `Body`.
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label

    /// The page: the content tagged with the value, the label as its tab item.
    @MainActor var tabPages: AnyView {
        let label = self.label
        if let value { return AnyView(content.tag(value).tabItem { label }) }
        return AnyView(content.tabItem { label })
    }
}

/// Mirrors SwiftUI's `TabRole`: what a tab is for. In an iPhone's iOS 18 tab bar a search tab
/// stands where it is declared, like any tab; its role gives it its label.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// Mirrors `TabRole.search`: a search tab, labelled "Search" with a magnifying glass unless
    /// given a label.
    public static var search: TabRole { TabRole(name: "search") }
}

/// Mirrors SwiftUI's `DefaultTabLabel`: a tab's title over its image in the tab bar.
/// Without a title (a tab whose role gives none) it is empty.
nonisolated public struct DefaultTabLabel: View {
    let title: Text?
    let image: Image?
    @MainActor public var body: some View {
        if let title, let image { SwiftUILabel(title: { title }, icon: { image }) }
    }

    /// The label a role gives a tab without a title.
    static func inferred(from role: TabRole?) -> DefaultTabLabel {
        role == .search ? DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass"))
            : DefaultTabLabel(title: nil, image: nil)
    }
}

/// `Label`, named so inside `Tab`, whose generic parameter is also called `Label`.
typealias SwiftUILabel = Label

extension Tab where Label == DefaultTabLabel {
    /// Mirrors `init(_:systemImage:value:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }
    /// Mirrors `init(_:systemImage:value:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }
    /// Mirrors `init(_:image:value:content:)`: the label's image from the asset catalog.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }
    /// Mirrors `init(_:image:value:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }
    /// Mirrors `init(_:systemImage:value:role:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                            @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }
    /// Mirrors `init(_:image:value:role:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
                            @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, value: value, content: content)
    }
    /// Mirrors `init(value:role:content:)`: the label the role implies (`.search`: "Search"
    /// with a magnifying glass).
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel.inferred(from: role))
    }
}

extension Tab {
    /// Mirrors `init(value:content:label:)`.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// Mirrors `init(value:content:)`: a tab with an empty label.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Mirrors `init(_:systemImage:content:)`: a tab selected by its position.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }
    /// Mirrors `init(_:systemImage:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }
    /// Mirrors `init(_:image:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }
    /// Mirrors `init(_:systemImage:role:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }
    /// Mirrors `init(role:content:)`: the label the role implies.
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel.inferred(from: role))
    }
}

extension Tab where Value == Never {
    /// Mirrors `init(content:label:)`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// Mirrors `init(content:)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

/// Mirrors SwiftUI's `TabSection` (iOS 18): a group of tabs, with a header for the sidebar an
/// iPad shows. In an iPhone's tab bar the section's tabs stand among the others, in order,
/// and the header is not shown.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent,
    TabPagesProviding where SelectionValue == Content.TabValue {
    /// Mirrors `TabValue`.
    public typealias TabValue = SelectionValue
    /// Mirrors `Body`.
    public typealias Body = Never
    let header: Header
    nonisolated(unsafe) let content: Content

    @MainActor var tabPages: AnyView { content.tabPages }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Mirrors `init(_:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }
    /// Mirrors `init(_:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(title)
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    /// Mirrors `init(content:header:)`.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Mirrors `init(content:)`.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        header = EmptyView()
        self.content = content()
    }
}
