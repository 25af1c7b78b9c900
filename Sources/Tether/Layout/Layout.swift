import Foundation

/// Mirrors SwiftUI's `Layout`: a container that sizes itself from its subviews and places
/// them. Tether's own stacks and frames are `Layout`s too, run by the same engine.
public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing.zero
        var first = true
        for s in subviews {
            if first { result = s.spacing; first = false } else { result.formUnion(s.spacing) }
        }
        return first ? ViewSpacing() : result
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Mirrors SwiftUI's `callAsFunction(_:)`: `MyLayout { ... }` makes a view laid out by `self`.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// Mirrors SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

/// Mirrors SwiftUI's `LayoutValueKey`: a value a subview carries for its container's layout.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A view laid out by a `Layout`: the container node that every stack and custom layout makes.
nonisolated struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

/// Mirrors SwiftUI's `AnyLayout`: a type-erased layout, so switching layouts keeps the
/// subviews' identity and state.
nonisolated public struct AnyLayout: Layout {
    public typealias Cache = Any
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    public func makeCache(subviews: Subviews) -> Any { Self.box(base, subviews) }
    public func updateCache(_ cache: inout Any, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        (cache as! any AnyLayoutCache).spacing(subviews: subviews)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        (cache as! any AnyLayoutCache).sizeThatFits(proposal: proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        (cache as! any AnyLayoutCache).placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGFloat? {
        (cache as! any AnyLayoutCache).explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGFloat? {
        (cache as! any AnyLayoutCache).explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
    private static func box<L: Layout>(_ l: L, _ subviews: Subviews) -> any AnyLayoutCache {
        AnyLayoutCacheBox(l, l.makeCache(subviews: subviews))
    }
}

/// A layout together with its cache, behind one existential so `AnyLayout` can call it.
protocol AnyLayoutCache: AnyObject {
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat?
}

final class AnyLayoutCacheBox<L: Layout>: AnyLayoutCache {
    let layout: L
    var cache: L.Cache
    init(_ layout: L, _ cache: L.Cache) { self.layout = layout; self.cache = cache }
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        key.isHorizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }
