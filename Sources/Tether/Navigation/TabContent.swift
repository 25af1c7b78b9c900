import Foundation

/// Mirrors SwiftUI's `TabContent` (iOS 18): the tabs of a `TabView` built with `Tab`, each
/// selected by a value of `TabValue`. A custom type lists its tabs in `body`.
///
/// Tether shows tab content as the pages a `TabView` shows for `tabItem`/`tag` pages: each
/// `Tab` becomes its content tagged with its value, with its label as the tab item.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// Mirrors `TabValue`: the type of the values that select the tabs (by default that of
    /// the body's tabs).
    associatedtype TabValue: Hashable = Body.TabValue
    /// Mirrors `Body`: the tab content this content is made of.
    associatedtype Body: TabContent
    /// Mirrors `body`: the content's tabs.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// Tab content Tether turns into pages directly (the built-in tab content types).
protocol TabPagesProviding {
    /// The pages, as the views a `TabView` shows for `tabItem` pages.
    @MainActor var tabPages: AnyView { get }
}

extension TabContent {
    /// The pages of this content: the built-in types make theirs, a custom type's are those
    /// of its `body`.
    @MainActor var tabPages: AnyView {
        if let provider = self as? TabPagesProviding { return provider.tabPages }
        return body.tabPages
    }
}

extension Never: TabContent {
    /// Mirrors `TabValue` of `Never`.
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    /// Built-in tab content has no body; Tether reads its pages directly.
    public var body: Never { primitiveBodyAccessed() }
}

/// Mirrors SwiftUI's `TupleTabContent`: the tabs a `TabContentBuilder` lists, in order.
nonisolated public struct TupleTabContent<TabValue: Hashable, T>: TabContent, TabPagesProviding {
    /// Mirrors `Body`.
    public typealias Body = Never
    nonisolated(unsafe) let contents: [any TabContent]
    @MainActor var tabPages: AnyView {
        AnyView(ForEach(contents.indices, id: \.self) { contents[$0].tabPages })
    }
}

/// Mirrors SwiftUI's `AnyTabContent`: type-erased tab content.
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: TabContent, TabPagesProviding {
    /// Mirrors `TabValue`.
    public typealias TabValue = SelectionValue
    /// Mirrors `Body`.
    public typealias Body = Never
    nonisolated(unsafe) let content: any TabContent

    /// Mirrors `init(_:)`.
    public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
        content = tabContent
    }

    @MainActor var tabPages: AnyView { content.tabPages }
}

extension Optional: TabContent where Wrapped: TabContent {
    /// Mirrors `TabValue` of an optional tab (what `if` in a tab builder makes).
    public typealias TabValue = Wrapped.TabValue
    /// Mirrors `Body`.
    public typealias Body = Never
}

extension Optional: TabPagesProviding where Wrapped: TabContent {
    @MainActor var tabPages: AnyView { self.map(\.tabPages) ?? AnyView(EmptyView()) }
}

extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    /// Mirrors `TabValue` of conditional tabs.
    public typealias TabValue = TrueContent.TabValue
    /// Mirrors `Body`.
    public typealias Body = Never
}

extension _ConditionalContent: TabPagesProviding
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    /// The tabs of the alternative the condition chose.
    @MainActor var tabPages: AnyView {
        switch storage {
        case .trueContent(let tabs): return tabs.tabPages
        case .falseContent(let tabs): return tabs.tabPages
        }
    }
}

extension ForEach: TabContent where Content: TabContent {
    /// Mirrors `TabValue`: the tabs' value type.
    public typealias TabValue = Content.TabValue
    /// Mirrors `Body`.
    public typealias Body = Never
}

extension ForEach: TabPagesProviding where Content: TabContent {
    /// A page for each element, identified as the element is.
    @MainActor var tabPages: AnyView {
        let content = self.content
        return AnyView(ForEach<Data, ID, AnyView>(data: data, content: { content($0).tabPages }, idOf: idOf))
    }
}

extension ForEach where Content: TabContent {
    /// Mirrors `init(_:id:content:)` for tabs: tab content for each element of `data`,
    /// identified by the key path.
    nonisolated public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                               @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        nonisolated(unsafe) let id = id
        self.init(data: data, content: content, idOf: { $0[keyPath: id] })
    }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Mirrors `init(_:content:)` for tabs: tab content for each element of `data`.
    nonisolated public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(data: data, content: content, idOf: { $0.id })
    }
}

extension ForEach where Content: TabContent, Data == Range<Int>, ID == Int {
    /// Mirrors `init(_:content:)` for tabs over a constant range.
    nonisolated public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
    where V == Content.TabValue {
        self.init(data: data, content: content, idOf: { $0 })
    }
}

/// Mirrors SwiftUI's `TabContentBuilder`: the tabs of a tab view (or a `TabSection`), in
/// order, all selected by values of one type.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// Mirrors `buildExpression(_:)`.
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
    where Content.TabValue == TabValue { content }

    /// Mirrors `buildBlock(_:)` with one tab content: that content.
    public static func buildBlock<Content: TabContent>(_ content: Content) -> Content
    where Content.TabValue == TabValue { content }

    /// Mirrors `buildBlock(_:)`: the tabs one after another.
    public static func buildBlock<each Content: TabContent>(_ content: repeat each Content)
        -> TupleTabContent<TabValue, (repeat each Content)> {
        var contents: [any TabContent] = []
        for tabs in repeat each content { contents.append(tabs) }
        return TupleTabContent(contents: contents)
    }

    /// Mirrors `buildIf(_:)`: tabs shown only when a condition holds.
    public static func buildIf<Content: TabContent>(_ content: Content?) -> Content?
    where Content.TabValue == TabValue { content }

    /// Mirrors `buildEither(first:)`: the tabs of an `if` branch.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Mirrors `buildEither(second:)`: the tabs of an `else` branch.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Mirrors `buildLimitedAvailability(_:)`: tabs behind an availability check.
    public static func buildLimitedAvailability<Content: TabContent>(_ content: Content) -> AnyTabContent<TabValue>
    where Content.TabValue == TabValue { AnyTabContent(content) }

    /// Mirrors SwiftUI's `TabContentBuilder.Content`: the view a builder-based tab view shows
    /// for its tabs (its pages, each with its tab item).
    nonisolated public struct Content<C: TabContent>: View {
        nonisolated(unsafe) let content: C
        /// The tabs' pages.
        @MainActor public var body: some View { content.tabPages }
    }
}

extension TabView {
    /// Mirrors `init(selection:content:)` with a tab builder: the tabs' values select them.
    nonisolated public init<C: TabContent>(selection: Binding<SelectionValue>,
                                           @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: Optional(selection), content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }
}

extension TabView where SelectionValue == Never {
    /// Mirrors `init(content:)` with a tab builder: tabs selected by their position, the
    /// first one at first.
    nonisolated public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(content: content()) })
    }
}

/// Tab content with its pages changed: what a tab content modifier makes.
nonisolated struct ModifiedTabContent<Wrapped: TabContent>: TabContent, TabPagesProviding {
    typealias TabValue = Wrapped.TabValue
    typealias Body = Never
    nonisolated(unsafe) let wrapped: Wrapped
    let change: @MainActor (AnyView) -> AnyView
    @MainActor var tabPages: AnyView { change(wrapped.tabPages) }
}

extension TabContent {
    /// Mirrors `badge(_:)` on tab content: a count on the tab's item (none for 0).
    nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { AnyView($0.badge(count)) }
    }
    /// Mirrors `badge(_:)` on tab content with a text (none for nil).
    nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { AnyView($0.badge(label)) }
    }
    /// Mirrors `badge(_:)` on tab content with a localized string key (none for nil).
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { AnyView($0.badge(key)) }
    }
    /// Mirrors `badge(_:)` on tab content with a string (none for nil).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        nonisolated(unsafe) let label = label
        return ModifiedTabContent(wrapped: self) { AnyView($0.badge(label)) }
    }
    /// Mirrors `hidden(_:)` on tab content: a hidden tab has no item and no page.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        ModifiedTabContent(wrapped: self) { hidden ? AnyView(EmptyView()) : $0 }
    }
}
