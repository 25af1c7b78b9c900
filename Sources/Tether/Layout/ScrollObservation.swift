import Foundation

// `onScrollGeometryChange` and `onScrollPhaseChange`: observers handed down the environment
// to the first scroll view below them, which reports its geometry and phase to them each time
// it places its content (after a host scroll, a programmatic scroll or a layout change).

/// One observer of the first scroll view below a modifier; kept by the modifier's node so it
/// remembers the last value it saw across updates.
class ScrollObserver {
    /// Called by the scroll view each time it places its content.
    func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, at node: ViewNode) {}

    /// Queues `action` after the pass, bounded as a preference's actions are.
    final func enqueue(_ name: String, at node: ViewNode, _ action: @escaping () -> Void) -> Bool {
        guard node.graph.actionQueue.enqueuePreferenceAction(key: ObjectIdentifier(self), action) else {
            node.graph.report(.preferenceLoop, "\(name) tried to update multiple times per frame.", at: node)
            return false
        }
        return true
    }
}

/// `onScrollGeometryChange`: the transformed geometry, compared with the last one.
final class ScrollGeometryObserver<Value: Equatable>: ScrollObserver {
    var transform: (ScrollGeometry) -> Value
    var action: (Value, Value) -> Void
    private var lastValue: Value?

    init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    override func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, at node: ViewNode) {
        let value = transform(geometry)
        guard let last = lastValue else { lastValue = value; return }
        guard last != value else { return }
        let action = self.action
        if enqueue("onScrollGeometryChange(for: \(Value.self))", at: node, { action(last, value) }) { lastValue = value }
    }
}

/// `onScrollPhaseChange`: the phase, compared with the last one.
final class ScrollPhaseObserver: ScrollObserver {
    var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    private var lastPhase: ScrollPhase = .idle

    init(action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) { self.action = action }

    override func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, at node: ViewNode) {
        guard phase != lastPhase else { return }
        let (old, action) = (lastPhase, self.action)
        let context = ScrollPhaseChangeContext(storedGeometry: geometry, storedVelocity: nil)
        if enqueue("onScrollPhaseChange", at: node, { action(old, phase, context) }) { lastPhase = phase }
    }
}

/// The observers waiting for the first scroll view below them (equal when they are the same objects).
struct ScrollObservers: Equatable {
    var list: [ScrollObserver] = []
    static func == (a: ScrollObservers, b: ScrollObservers) -> Bool {
        a.list.count == b.list.count && zip(a.list, b.list).allSatisfy { $0 === $1 }
    }
}

private struct ScrollObserversKey: PresentationContextKey { nonisolated(unsafe) static let defaultValue = ScrollObservers() }

extension EnvironmentValues {
    /// The observers of the first scroll view below (a scroll view takes them out of its content's environment).
    var scrollObservers: ScrollObservers {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

/// The modifier behind `onScrollGeometryChange` and `onScrollPhaseChange`: its node keeps one
/// observer, refreshed with the modifier's closures, and hands it down the environment.
nonisolated struct _ScrollObservationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Makes the observer the first time, or refreshes the node's existing one (returning nil
    /// when it is not of the right kind).
    let make: (ScrollObserver?) -> ScrollObserver

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        let observer = make(node.persistentLayoutState as? ScrollObserver)
        node.persistentLayoutState = observer
        var environment = node.environment
        environment.scrollObservers.list.append(observer)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
    }
}

extension ScrollViewportLayout {
    /// The geometry `onScrollGeometryChange` reports for the scroll view's last placement.
    static func geometry(_ state: ScrollState, margins: EdgeInsets) -> ScrollGeometry {
        ScrollGeometry(contentOffset: CGPoint(x: state.appliedOffset.x - margins.leading, y: state.appliedOffset.y - margins.top),
                       contentSize: CGSize(width: max(0, state.contentSize.width - margins.leading - margins.trailing),
                                           height: max(0, state.contentSize.height - margins.top - margins.bottom)),
                       contentInsets: margins, containerSize: state.viewport)
    }

    /// Tells the scroll view's observers its geometry and phase.
    static func reportToObservers(_ state: ScrollState, margins: EdgeInsets, at node: ViewNode) {
        guard !state.observers.list.isEmpty else { return }
        let geometry = geometry(state, margins: margins)
        for observer in state.observers.list { observer.observe(geometry, phase: state.phase, at: node) }
    }
}

extension View {
    /// Mirrors SwiftUI's `onScrollGeometryChange(for:of:action:)` (iOS 18): `transform` reads
    /// the geometry of the first scroll view in this view (`contentOffset`, `contentSize`,
    /// `contentInsets`, `containerSize`, `visibleRect`, `bounds`) each time it is placed;
    /// `action` runs after the update with the old and new values when the value changes (a
    /// scroll, a layout change) — not for the first value.
    nonisolated public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                      action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable {
        modifier(_ScrollObservationModifier(make: { existing in
            guard let observer = existing as? ScrollGeometryObserver<T> else { return ScrollGeometryObserver(transform: transform, action: action) }
            observer.transform = transform
            observer.action = action
            return observer
        }))
    }

    /// Mirrors SwiftUI's `onScrollPhaseChange(_:)` (iOS 18): `action` runs with the old and
    /// new phase of the first scroll view in this view. A host scroll (`ViewHost.scroll`) is a
    /// drag: `.idle` → `.interacting`, then `.interacting` → `.idle` once it has moved (Tether's
    /// scrolls have no fling, so no `.decelerating`); a `ScrollViewProxy` or `scrollPosition`
    /// scroll moves at once without a phase change, as an unanimated one does on iOS.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Mirrors SwiftUI's `onScrollPhaseChange(_:)` whose action also gets a
    /// `ScrollPhaseChangeContext` (the geometry at the change; no velocity in Tether).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                                     _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(_ScrollObservationModifier(make: { existing in
            guard let observer = existing as? ScrollPhaseObserver else { return ScrollPhaseObserver(action: action) }
            observer.action = action
            return observer
        }))
    }
}
