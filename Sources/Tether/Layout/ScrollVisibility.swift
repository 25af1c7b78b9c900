import Foundation

// `onScrollVisibilityChange` and `onScrollTargetVisibilityChange`: how much of a view the
// scroll view around it shows, compared with a threshold.

/// The share of `frame` (global) inside `visible` (global), from 0 to 1; a view without area
/// counts as fully shown when its origin is inside. A rectangle with a non-finite number
/// (hostile geometry) shows nothing: Foundation's `intersection` traps on them.
func visibleFraction(of frame: CGRect, in visible: CGRect) -> Double {
    guard frame.isFiniteRect, visible.isFiniteRect else { return 0 }
    let area = frame.width * frame.height
    guard area > 0 else { return visible.contains(frame.origin) ? 1 : 0 }
    let shown = frame.intersection(visible)
    guard !shown.isNull else { return 0 }
    return Double(shown.width * shown.height / area)
}

/// A visibility threshold made usable: NaN is reported and taken as the default 0.5, others are clamped to 0...1.
func cleanThreshold(_ threshold: Double, _ name: String, at node: ViewNode) -> Double {
    guard !threshold.isNaN else {
        node.graph.report(.invalidGeometry, "\(name) threshold is NaN; using 0.5", at: node)
        return 0.5
    }
    return min(max(threshold, 0), 1)
}

/// Whether a share counts as visible for `threshold`: some of the view shows, and at least the threshold.
func isVisible(_ fraction: Double, threshold: Double) -> Bool { fraction > 0 && fraction >= threshold }

/// The node of an `onScrollVisibilityChange`: takes its content's size and place; at each
/// placement measures how much of it the scroll view around shows.
struct ScrollVisibilityLayout: PassThroughLayout {
    let threshold: Double
    let action: (Bool) -> Void

    /// Whether the view was visible at the last placement (false before the first).
    final class Observation { var isVisible = false }

    /// Scrolling moves the node without changing its frame in its parent.
    var dependsOnGlobalPosition: Bool { true }

    func willPlace(_ node: ViewNode) {
        let observation = node.persistentLayoutState as? Observation ?? Observation()
        node.persistentLayoutState = observation
        guard let visible = ScrollViewportLayout.visibleRect(around: node) else { return }
        let threshold = cleanThreshold(self.threshold, "onScrollVisibilityChange", at: node)
        let bounds = LayoutEngine.unmirrored(CGRect(origin: .zero, size: node.frame.size), in: node)
        let now = isVisible(visibleFraction(of: bounds, in: visible), threshold: threshold)
        guard now != observation.isVisible else { return }
        let action = self.action
        guard node.graph.actionQueue.enqueuePreferenceAction(key: ObjectIdentifier(observation), { action(now) }) else {
            node.graph.report(.preferenceLoop, "onScrollVisibilityChange tried to update multiple times per frame.", at: node)
            return
        }
        observation.isVisible = now
    }
}

/// The modifier behind `onScrollVisibilityChange`.
nonisolated struct _ScrollVisibilityModifier: ViewModifier, LayoutModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void
    var nodeLayout: any NodeLayout { ScrollVisibilityLayout(threshold: threshold, action: action) }
}

/// `onScrollTargetVisibilityChange`: after each placement of the scroll view, the ids of the
/// views of its `scrollTargetLayout()` that show at least the threshold, in order.
final class ScrollTargetVisibilityObserver<ID: Hashable>: ScrollObserver {
    var threshold: Double
    var action: ([ID]) -> Void
    private var lastIDs: [ID]?

    init(threshold: Double, action: @escaping ([ID]) -> Void) {
        self.threshold = threshold
        self.action = action
    }

    override func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, at node: ViewNode) {
        let threshold = cleanThreshold(self.threshold, "onScrollTargetVisibilityChange", at: node)
        // The targets are placed after the scroll view: they are read once the pass is done.
        node.graph.enqueueAction { [weak self, weak node] in
            guard let self, let node, !node.isDiscarded else { return }
            let ids = ScrollTargeting.visibleTargets(in: node, threshold: threshold).compactMap { $0.base as? ID }
            guard ids != self.lastIDs else { return }
            self.lastIDs = ids
            self.action(ids)
        }
    }
}

extension ScrollTargeting {
    /// The identities of the views of the `scrollTargetLayout()`s in a scroll view that show at
    /// least `threshold` of themselves, in layout order.
    static func visibleTargets(in scroll: ViewNode, threshold: Double) -> [AnyHashable] {
        let visible = scroll.globalBounds
        var result: [AnyHashable] = []
        var stack = [scroll]
        while let n = stack.popLast() {
            if n.attribute(ScrollTargetLayoutAttribute.self) != nil {
                for container in LayoutEngine.layoutChildren(of: n).map(\.node) {
                    for subview in LayoutEngine.subviews(of: container) where subview.node.isPlaced {
                        guard isVisible(visibleFraction(of: subview.node.globalBounds, in: visible), threshold: threshold),
                              let id = identity(of: subview.node, below: container) else { continue }
                        result.append(id)
                    }
                }
                continue
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return result
    }
}

extension View {
    /// Mirrors SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18): for a view inside a
    /// scroll view, `action` runs after the update with `true` when at least `threshold` of it
    /// (0...1, default half) becomes visible in the scroll view — also when it first shows —
    /// and with `false` when it falls below. Outside a scroll view it never runs.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }

    /// Mirrors SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18): on a
    /// scroll view whose content has a `scrollTargetLayout()`, `action` runs after an update with
    /// the ids (`ForEach` ids or `.id(_:)`, of type `ID`) of its views that show at least
    /// `threshold` of themselves, in layout order, whenever that list changes (and first when
    /// the scroll view appears).
    nonisolated public func onScrollTargetVisibilityChange<ID>(idType: ID.Type, threshold: Double = 0.5,
                                                               _ action: @escaping ([ID]) -> Void) -> some View where ID: Hashable {
        modifier(_ScrollObservationModifier(make: { existing in
            guard let observer = existing as? ScrollTargetVisibilityObserver<ID> else {
                return ScrollTargetVisibilityObserver(threshold: threshold, action: action)
            }
            observer.threshold = threshold
            observer.action = action
            return observer
        }))
    }
}
