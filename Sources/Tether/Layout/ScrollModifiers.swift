import Foundation

// The modifiers that configure the scroll views inside them through the environment:
// disabling scrolling, indicators, content margins, and where a scroll comes to rest.

private struct IsScrollEnabledKey: PresentationContextKey { static let defaultValue = true }
private struct ScrollIndicatorsKey: PresentationContextKey {
    static let defaultValue = (horizontal: ScrollIndicatorVisibility.automatic, vertical: ScrollIndicatorVisibility.automatic)
}
private struct ContentMarginsKey: PresentationContextKey { static let defaultValue = EdgeInsets() }
private struct ScrollTargetBehaviorKey: PresentationContextKey { nonisolated(unsafe) static let defaultValue: (any ScrollTargetBehavior)? = nil }

/// Mirrors SwiftUI's `ScrollIndicatorVisibility`: whether scroll indicators show.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let rawValue: Int
    /// Mirrors `automatic`: the platform decides (iOS shows them while scrolling).
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Mirrors `visible`.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Mirrors `hidden`.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Mirrors `never`.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// Mirrors SwiftUI's `ContentMarginPlacement`: what a content margin applies to.
public struct ContentMarginPlacement: Equatable, Sendable {
    let rawValue: Int
    /// Mirrors `automatic`: the scroll view's content (and its indicators).
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// Mirrors `scrollContent`: the scroll view's content only.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// Mirrors `scrollIndicators`: the indicators only.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `isScrollEnabled`: false under `scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `horizontalScrollIndicatorVisibility`.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self].horizontal }
        set { self[ScrollIndicatorsKey.self].horizontal = newValue }
    }
    /// Mirrors SwiftUI's `verticalScrollIndicatorVisibility`.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self].vertical }
        set { self[ScrollIndicatorsKey.self].vertical = newValue }
    }
    /// The margins around scroll views' content (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollDisabled(_:)`: the scroll views inside do not scroll by a
    /// gesture (`ViewHost.scroll` reports them disabled); a `ScrollViewProxy` still scrolls them.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }

    /// Mirrors SwiftUI's `scrollIndicators(_:axes:)`. iOS shows indicators only while a scroll
    /// view moves, so a picture of one at rest has none whatever this says; the setting is kept
    /// in the environment (`horizontalScrollIndicatorVisibility`, `verticalScrollIndicatorVisibility`).
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { env in
            if axes.contains(.horizontal) { env.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { env.verticalScrollIndicatorVisibility = visibility }
        }
    }

    /// Mirrors SwiftUI's `scrollIndicatorsFlash(onAppear:)` (iOS 17): the scroll views inside
    /// flash their indicators as they appear. The flash fades within a second; a picture at
    /// rest, as Tether draws, shows no indicators, as iOS shows none then.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Mirrors SwiftUI's `scrollIndicatorsFlash(trigger:)` (iOS 17): the indicators flash when
    /// `value` changes; as with `scrollIndicatorsFlash(onAppear:)`, a picture at rest shows none.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Mirrors SwiftUI's `contentMargins(_:_:for:)` with insets: the scroll views inside keep
    /// this much space around their content, and it scrolls with the content.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Mirrors SwiftUI's `contentMargins(_:_:for:)` with a length (nil: the default 16 points).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Mirrors SwiftUI's `contentMargins(_:for:)`.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Mirrors SwiftUI's `scrollTargetBehavior(_:)`: where scroll views inside come to rest
    /// after a scroll gesture (`ViewHost.scroll`): a page (`.paging`), a view of a
    /// `scrollTargetLayout()` (`.viewAligned`), or what a custom behaviour says.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }

    /// Mirrors SwiftUI's `scrollTargetLayout(isEnabled:)`: the views of this layout are the
    /// targets a `.viewAligned` scroll comes to rest on.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// Marks a layout whose subviews are scroll targets.
nonisolated struct _ScrollTargetLayoutModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let isEnabled: Bool
    var attributes: [NodeAttribute] { isEnabled ? [ScrollTargetLayoutAttribute()] : [] }
}

struct ScrollTargetLayoutAttribute: NodeAttribute {}

/// Mirrors SwiftUI's `ScrollTarget`: where a scroll will come to rest.
public struct ScrollTarget: Sendable {
    /// Mirrors `rect`: the part of the content that will be visible.
    public var rect: CGRect
    /// Mirrors `anchor`.
    public var anchor: UnitPoint?
    /// Mirrors `init(rect:anchor:)`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// Mirrors SwiftUI's `ScrollTargetBehaviorContext`: what a behaviour knows about the scroll.
public struct ScrollTargetBehaviorContext {
    /// Mirrors `originalTarget`: where the scroll would rest without the behaviour.
    public var originalTarget: ScrollTarget
    /// Mirrors `velocity` (Tether's scrolls have none: zero).
    public var velocity: CGVector
    /// Mirrors `contentSize`.
    public var contentSize: CGSize
    /// Mirrors `containerSize`.
    public var containerSize: CGSize
    /// Mirrors `axes`.
    public var axes: Axis.Set
    /// The frames of the views of the scroll view's `scrollTargetLayout()`, in content coordinates.
    let targetFrames: [CGRect]
}

/// Mirrors SwiftUI's `ScrollTargetBehavior`: decides where a scroll comes to rest.
public protocol ScrollTargetBehavior {
    /// Mirrors `updateTarget(_:context:)`.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Mirrors SwiftUI's `PagingScrollTargetBehavior`: rests on a multiple of the container's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Mirrors `init()`.
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let origin = axis == .horizontal ? target.rect.minX : target.rect.minY
            let snapped = (origin / page).rounded() * page
            if axis == .horizontal { target.rect.origin.x = snapped } else { target.rect.origin.y = snapped }
        }
    }
}

/// Mirrors SwiftUI's `ViewAlignedScrollTargetBehavior`: rests with a view of the scroll view's
/// `scrollTargetLayout()` at the leading (top) edge, the one nearest where it would rest.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Mirrors `LimitBehavior`: how far one scroll may go (Tether's scrolls are not flicks:
    /// every limit rests on the nearest view).
    public struct LimitBehavior: Sendable {
        let rawValue: Int
        /// Mirrors `automatic`.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// Mirrors `always`.
        public static let always = LimitBehavior(rawValue: 1)
        /// Mirrors `never`.
        public static let never = LimitBehavior(rawValue: 2)
    }
    let limitBehavior: LimitBehavior
    /// Mirrors `init(limitBehavior:)`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let origin = axis == .horizontal ? target.rect.minX : target.rect.minY
            let edges = context.targetFrames.map { axis == .horizontal ? $0.minX : $0.minY }
            guard let nearest = edges.min(by: { abs($0 - origin) < abs($1 - origin) }) else { continue }
            if axis == .horizontal { target.rect.origin.x = nearest } else { target.rect.origin.y = nearest }
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Mirrors SwiftUI's `.paging`.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Mirrors SwiftUI's `.viewAligned`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Mirrors SwiftUI's `.viewAligned(limitBehavior:)`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
