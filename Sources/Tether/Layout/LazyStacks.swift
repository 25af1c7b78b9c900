import Foundation

/// Mirrors SwiftUI's `PinnedScrollableViews`: which parts of a lazy container's sections stay
/// at the edge of the visible area while the rest of their section scrolls by.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Mirrors `sectionHeaders`: headers stick to the top (leading) edge.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Mirrors `sectionFooters`: footers stick to the bottom (trailing) edge.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Mirrors SwiftUI's `LazyVStack`: views top to bottom, built only as they come into view when
/// the stack is in a vertical `ScrollView`. It takes the width it is offered and aligns its
/// rows in it by `alignment`. See `LazyContainerLayout` for how it sizes and what it builds.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } } }
/// ```
nonisolated public struct LazyVStack<Content: View>: View {
    let layout: LazyContainerLayout
    let content: Content
    /// Mirrors `init(alignment:spacing:pinnedViews:content:)`.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyContainerLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                     spacing: spacing, pinnedViews: pinnedViews, gridItems: nil)
        self.content = content()
    }
    public var body: some View { LazyContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `LazyHStack`: views leading to trailing, built only as they come into
/// view when the stack is in a horizontal `ScrollView`.
nonisolated public struct LazyHStack<Content: View>: View {
    let layout: LazyContainerLayout
    let content: Content
    /// Mirrors `init(alignment:spacing:pinnedViews:content:)`.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyContainerLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                     spacing: spacing, pinnedViews: pinnedViews, gridItems: nil)
        self.content = content()
    }
    public var body: some View { LazyContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `LazyVGrid`: views in rows of the columns `columns` describe (see
/// `GridItem`), built only as their rows come into view in a vertical `ScrollView`. Rows are as
/// tall as their tallest cell and `spacing` (default 8) apart; a `Section`'s header and footer
/// take a whole row.
nonisolated public struct LazyVGrid<Content: View>: View {
    let layout: LazyContainerLayout
    let content: Content
    /// Mirrors `init(columns:alignment:spacing:pinnedViews:content:)`.
    nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyContainerLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                     spacing: spacing, pinnedViews: pinnedViews, gridItems: columns)
        self.content = content()
    }
    public var body: some View { LazyContainer(layout: layout, content: content) }
}

/// Mirrors SwiftUI's `LazyHGrid`: views in columns of the rows `rows` describe, built only as
/// their columns come into view in a horizontal `ScrollView`.
nonisolated public struct LazyHGrid<Content: View>: View {
    let layout: LazyContainerLayout
    let content: Content
    /// Mirrors `init(rows:alignment:spacing:pinnedViews:content:)`.
    nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyContainerLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                     spacing: spacing, pinnedViews: pinnedViews, gridItems: rows)
        self.content = content()
    }
    public var body: some View { LazyContainer(layout: layout, content: content) }
}

/// The node of a lazy stack or grid: it builds on demand when a scroll view along its growth
/// axis holds it.
nonisolated struct LazyContainer<Content: View>: View {
    typealias Body = Never
    let layout: LazyContainerLayout
    let content: Content
}

extension LazyContainer: ResolvableView {
    func resolve(in node: ViewNode) {
        var layout = self.layout
        layout.buildsOnDemand = Self.scrolls(along: layout.axis, above: node)
        node.layout = layout
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }

    /// True when the nearest scroll view above scrolls along `axis`.
    static func scrolls(along axis: Axis, above node: ViewNode) -> Bool {
        var current = node.parent
        while let n = current {
            if let scroll = n.layout as? ScrollViewportLayout { return scroll.scrolls(axis) }
            current = n.parent
        }
        return false
    }
}
