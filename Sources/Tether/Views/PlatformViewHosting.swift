import Foundation
import Observation

/// How Tether runs `UIViewRepresentable` and `UIViewControllerRepresentable` (SwiftUI's
/// platform view hosting): the representable's node keeps a `PlatformViewBox` — its
/// coordinator and UIKit object, made once — and lays out as the representable sizes
/// itself. At placement the UIKit view gets its frame, runs its pending layout, and the
/// hierarchy becomes the node's content: `UIViewDrawing`, SwiftUI views that draw it.
enum PlatformViewHosting {
    /// The resolver of `view` when it is a representable (a view whose body is `Never` that is
    /// not one of Tether's primitives).
    static func resolver<V: View>(for view: V) -> (any ResolvableView)? {
        if let representable = view as? any UIViewRepresentable { return viewResolver(representable) }
        if let representable = view as? any UIViewControllerRepresentable { return controllerResolver(representable) }
        return nil
    }
    private static func viewResolver<R: UIViewRepresentable>(_ representable: R) -> any ResolvableView {
        PlatformResolver(representation: UIViewRepresentation(representable))
    }
    private static func controllerResolver<R: UIViewControllerRepresentable>(_ representable: R) -> any ResolvableView {
        PlatformResolver(representation: UIViewControllerRepresentation(representable))
    }

    /// The Resolve phase for a representable: binds its dynamic properties, makes its box the
    /// first time (coordinator, then UIKit object), and runs its update.
    @MainActor
    static func resolve<P: PlatformRepresentation>(_ representation: P, in node: ViewNode) {
        node.needsBody = false
        guard DynamicPropertyFields.of(P.Represented.self).bind(representation.represented, to: node) else {
            // A property has nothing to read (a missing environment object): nothing is shown.
            node.layout = nil
            node.setChildren([])
            return
        }
        let box: PlatformViewBox<P>
        if let existing = node.attribute(PlatformViewBox<P>.self) {
            box = existing
        } else {
            box = PlatformViewBox(representation, node: node)
            node.attributes = [box]
        }
        node.layout = PlatformViewLayout(box: box)
        node.reevaluate = { n in
            guard let current = n.view as? P.Represented else { return }
            MainActorBridge.run((P(current), n)) { resolve($0.0, in: $0.1) }
        }
        box.update(representation)
        // What the update changed in the view may change its size; it is drawn again.
        node.invalidateLayout()
    }
}

/// A representable as the Resolve phase sees it.
struct PlatformResolver<P: PlatformRepresentation>: ResolvableView {
    let representation: P
    func resolve(in node: ViewNode) {
        MainActorBridge.run((representation, node)) { PlatformViewHosting.resolve($0.0, in: $0.1) }
    }
}

/// What Tether needs of a representable: its lifecycle methods over its UIKit object (the
/// provider: a view, or a view controller) and the view that object shows.
protocol PlatformRepresentation {
    associatedtype Represented: View
    associatedtype Provider: AnyObject
    associatedtype Coordinator
    var represented: Represented { get }
    init(_ represented: Represented)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func makeProvider(coordinator: Coordinator, values: RepresentableContextValues) -> Provider
    @MainActor func updateProvider(_ provider: Provider, coordinator: Coordinator, values: RepresentableContextValues)
    @MainActor static func dismantle(_ provider: Provider, coordinator: Coordinator)
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, provider: Provider, coordinator: Coordinator,
                                 values: RepresentableContextValues) -> CGSize?
    @MainActor static func view(of provider: Provider) -> UIView
    @MainActor static func controller(of provider: Provider) -> UIViewController?
}

extension PlatformRepresentation {
    @MainActor static func controller(of provider: Provider) -> UIViewController? { nil }
}

/// What hosts a UIView hierarchy in the view tree, told of the changes made to it.
@MainActor protocol UIViewHierarchyHost: AnyObject {
    /// A view of the hierarchy changed: it is drawn again (and measured again when
    /// `sizeAffected`) at the next update, or in another pass of the running one.
    func hierarchyDidChange(sizeAffected: Bool)
    /// Reports a problem with the hierarchy as a diagnostic of its host.
    func report(_ kind: Diagnostic.Kind, _ message: String)
    /// The graph of the host that shows the hierarchy.
    var hostGraph: ViewGraph? { get }
    /// The SwiftUI environment the hierarchy is shown in (its traits where no view overrides
    /// them), if any.
    var hostEnvironment: EnvironmentValues? { get }
    /// A global point in the space the root view is placed in (nil: not placed).
    func hostPoint(fromGlobal point: CGPoint) -> CGPoint?
    /// A point of the space the root view is placed in, in global space.
    func globalPoint(fromHost point: CGPoint) -> CGPoint?
}

/// The node side of a representable's box, for its layout.
@MainActor protocol PlatformViewLayoutHost: AnyObject {
    func size(for proposal: ProposedViewSize) -> CGSize
    func place(size: CGSize)
    /// The node a touch at `point` (the node's own space) goes to, as UIKit's
    /// `hitTest(_:with:)` of the root view decides; `drawn` is what SwiftUI's hit testing found
    /// in the drawing.
    func hitNode(at point: CGPoint, drawn: ViewNode?, in node: ViewNode) -> ViewNode?
}

/// A representable's layout: its size is the representable's (see `UIViewRepresentable`);
/// at placement the UIKit view is laid out and its drawing becomes the content, placed over
/// the whole frame.
struct PlatformViewLayout: NodeLayout {
    let box: any PlatformViewLayoutHost

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        MainActorBridge.run((box, p)) { $0.0.size(for: $0.1) }
    }
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { true }
    func willPlace(_ node: ViewNode) {
        MainActorBridge.run((box, node.frame.size)) { $0.0.place(size: $0.1) }
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for s in LayoutEngine.subviews(of: node) { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// What a representable's node keeps across updates: the coordinator and the UIKit object
/// made for its identity, and the representable's latest value.
@MainActor final class PlatformViewBox<P: PlatformRepresentation>: UIViewHierarchyHost, PlatformViewLayoutHost,
                                                                    NodeAttribute, CancellableWork {
    private weak var node: ViewNode?
    private var representation: P
    let coordinator: P.Coordinator
    let provider: P.Provider
    /// Above zero while Tether itself works on the view (updating, measuring, laying out):
    /// the changes it makes then need no further update.
    private var quiet = 0
    private var isShown = false
    private var isDismantled = false

    /// Makes the coordinator, then the UIKit object, as SwiftUI does for a new identity.
    init(_ representation: P, node: ViewNode) {
        self.representation = representation
        self.node = node
        let values = Self.contextValues(node)
        let coordinator = representation.makeCoordinator()
        self.coordinator = coordinator
        provider = representation.makeProvider(coordinator: coordinator, values: values)
        quiet += 1
        view.host = self
        quiet -= 1
    }

    /// The view the representable shows (a controller's is loaded on first use).
    var view: UIView { P.view(of: provider) }

    private static func contextValues(_ node: ViewNode) -> RepresentableContextValues {
        RepresentableContextValues(environment: node.environment, transaction: Transaction())
    }

    /// Runs `updateUIView` (or `updateUIViewController`) for `representation`, tracking the
    /// observable properties it reads: a change to one runs it again, as in SwiftUI.
    func update(_ representation: P) {
        self.representation = representation
        guard let node else { return }
        quiet += 1
        defer { quiet -= 1 }
        let values = Self.contextValues(node)
        if hostEnvironment.map({ !Self.sameTraits($0, node.environment) }) ?? true {
            // The traits the environment gives the hierarchy changed: its views are told.
            let environment = node.environment
            UITraitPropagation.change(under: P.controller(of: provider) ?? view) { hostEnvironment = environment }
        }
        let graph = node.graph
        let wasEvaluating = graph.evaluatingBody
        // Writing state here is a change during an update, as SwiftUI warns.
        graph.evaluatingBody = true
        defer { graph.evaluatingBody = wasEvaluating }
        let provider = self.provider, coordinator = self.coordinator
        withObservationTracking {
            representation.updateProvider(provider, coordinator: coordinator, values: values)
        } onChange: { [weak node] in
            node?.invalidateBody()
        }
    }

    /// Whether two environments give a UIView hierarchy the same traits.
    private static func sameTraits(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        a.colorScheme == b.colorScheme && a.colorSchemeContrast == b.colorSchemeContrast
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.dynamicTypeSize == b.dynamicTypeSize
    }

    // MARK: Layout

    /// The representable's size for `proposal` (see `UIViewRepresentable`).
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard let node else { return .zero }
        quiet += 1
        defer { quiet -= 1 }
        if let size = representation.sizeThatFits(proposal, provider: provider, coordinator: coordinator,
                                                   values: Self.contextValues(node)) {
            guard size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 else { return size }
            report(.invalidGeometry, "sizeThatFits returned \(size), which is not a size; using the default sizing")
        }
        return defaultSize(for: proposal)
    }

    /// SwiftUI's sizing of a platform view from its intrinsic size and its hugging and
    /// compression resistance priorities, per axis.
    private func defaultSize(for proposal: ProposedViewSize) -> CGSize {
        let view = self.view
        let intrinsic = view.intrinsicContentSize
        func length(_ value: CGFloat, proposed: CGFloat?, axis: NSLayoutConstraint.Axis) -> CGFloat {
            guard value != UIView.noIntrinsicMetric else { return proposed ?? 0 }
            guard value.isFinite else {
                report(.invalidGeometry, "\(type(of: view)).intrinsicContentSize is \(intrinsic); an axis with a non-finite length is sized as one with none")
                return proposed ?? 0
            }
            let ideal = max(value, 0)
            let minimum = view.contentCompressionResistancePriority(for: axis) >= .defaultHigh ? ideal : 0
            let maximum = view.contentHuggingPriority(for: axis) >= .defaultHigh ? ideal : .infinity
            return min(max(proposed ?? ideal, minimum), maximum)
        }
        return CGSize(width: length(intrinsic.width, proposed: proposal.width, axis: .horizontal),
                      height: length(intrinsic.height, proposed: proposal.height, axis: .vertical))
    }

    /// Gives the view the size the representable was placed at, runs its pending layout, and
    /// makes its drawing the node's content.
    func place(size: CGSize) {
        guard let node, !isDismantled else { return }
        quiet += 1
        let view = self.view
        let wasShown = isShown
        if !isShown {
            isShown = true
            appear(view)
        }
        let resize = {
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            view.bounds = CGRect(origin: view.bounds.origin, size: size)
        }
        // A window's root controller hears the window change size, as on iOS.
        if wasShown, view.bounds.size != size, let controller = P.controller(of: provider), controller.isWindowRoot {
            UIWindowSizeTransition.run(controller, to: size, in: UIWindowScene.shared.keyWindow ?? view, resize: resize, layOut: { view.layoutIfNeeded() })
        } else {
            resize()
            view.layoutIfNeeded()
        }
        let drawing = UIViewSnapshot.make(root: view, host: self)
        quiet -= 1
        Resolver.resolveChildren(of: node, [(AnyHashable(0), UIViewDrawing(snapshot: drawing))])
    }

    /// The view joins the window (and a controller appears), as when SwiftUI first shows it.
    private func appear(_ view: UIView) {
        let controller = P.controller(of: provider)
        controller?.viewWillAppear(false)
        let window = UIWindowScene.shared.keyWindow
        view.moveToWindow(window)
        view.didMoveToWindowInSubtree()
        if let controller, let graph = node?.graph {
            graph.enqueueAction {
                controller.viewDidAppear(false)
                if controller.modalTransition == .presenting { controller.modalTransition = nil }
            }
        }
    }

    // MARK: Leaving

    /// The representable left the tree: once the pass is over, the view leaves the window and
    /// `dismantleUIView` (or `dismantleUIViewController`) runs, as in SwiftUI.
    nonisolated func cancelWork() {
        MainActorBridge.run(self) { $0.leave() }
    }
    private func leave() {
        guard !isDismantled else { return }
        isDismantled = true
        let provider = self.provider, coordinator = self.coordinator, wasShown = isShown
        let view = self.view
        let dismantle = {
            let controller = P.controller(of: provider)
            if wasShown { controller?.viewWillDisappear(false) }
            view.host = nil
            if wasShown {
                view.moveToWindow(nil)
                view.didMoveToWindowInSubtree()
            }
            P.dismantle(provider, coordinator: coordinator)
            if wasShown { controller?.viewDidDisappear(false) }
            if controller?.modalTransition == .dismissing { controller?.modalTransition = nil }
        }
        if let graph = node?.graph { graph.enqueueAction(dismantle) } else { dismantle() }
    }

    // MARK: Touches

    func hitNode(at point: CGPoint, drawn: ViewNode?, in node: ViewNode) -> ViewNode? {
        let root = view
        guard let hit = root.hitTest(root.pointFromSuperview(point), with: UIEvent()) else { return nil }
        let id = ObjectIdentifier(hit)
        // What SwiftUI found is kept when it is the hit view's own drawing (a hosting view's
        // SwiftUI content, even a representable inside it; a label's text); else the touch goes
        // to the hit view itself.
        var current = drawn
        var hierarchy: Set<ObjectIdentifier>?
        while let n = current, n !== node {
            if let marker = n.attribute(UIViewMarkerAttribute.self) {
                if marker.id == id { return drawn }
                if hierarchy == nil { hierarchy = Self.viewIDs(under: root) }
                // Another view of this hierarchy (one UIKit passed over) drew it.
                if hierarchy!.contains(marker.id) { break }
            }
            current = n.parent
        }
        var stack = [node]
        while let n = stack.popLast() {
            if n.attribute(UIViewMarkerAttribute.self)?.id == id { return n }
            stack.append(contentsOf: n.children)
        }
        return drawn
    }

    /// The views of `root`'s hierarchy.
    private static func viewIDs(under root: UIView) -> Set<ObjectIdentifier> {
        var ids: Set<ObjectIdentifier> = []
        var stack = [root]
        while let view = stack.popLast() {
            guard ids.insert(ObjectIdentifier(view)).inserted else { continue }
            stack.append(contentsOf: view.drawnSubviews)
        }
        return ids
    }

    // MARK: UIViewHierarchyHost

    var hostGraph: ViewGraph? { node?.graph }
    private(set) var hostEnvironment: EnvironmentValues?

    func hostPoint(fromGlobal point: CGPoint) -> CGPoint? {
        guard let node, node.isPlaced else { return nil }
        return point.applying(node.transformFromGlobal(to: .local) ?? .identity)
    }

    func globalPoint(fromHost point: CGPoint) -> CGPoint? {
        guard let node, node.isPlaced else { return nil }
        return point.applying(node.globalTransform)
    }

    func hierarchyDidChange(sizeAffected: Bool) {
        guard quiet == 0, !isDismantled, let node, !node.isDiscarded else { return }
        if sizeAffected { node.invalidateLayout() } else { node.markForPlacement() }
        // A change made while the update runs (by an action of its Commit phase) is shown
        // by another pass of it.
        if UpdatingHost.updatingGraph === node.graph { node.graph.layoutRequests.append(node) }
    }

    func report(_ kind: Diagnostic.Kind, _ message: String) {
        guard let node, !node.isDiscarded else {
            UIKitDiagnostics.print(message)
            return
        }
        if UpdatingHost.updatingGraph === node.graph {
            node.graph.report(kind, message, at: node)
        } else {
            node.graph.reportBetweenUpdates(kind, message, at: node)
        }
    }
}

/// Where problems with UIKit views go: the diagnostics of the host showing them, else (a view
/// no representable shows) the updating host's, else standard error, once per message.
@MainActor enum UIKitDiagnostics {
    private static var printed: Set<String> = []

    static func report(_ kind: Diagnostic.Kind, _ message: String, at view: UIView) {
        if let host = view.hierarchyHost {
            host.report(kind, message)
        } else if let graph = UpdatingHost.updatingGraph {
            graph.report(kind, message, at: nil)
        } else {
            print(message)
        }
    }

    /// Reports a problem with a UIKit object that is no view: to the updating host, else the
    /// host updated last, else standard error.
    static func report(_ kind: Diagnostic.Kind, _ message: String) {
        if let graph = UpdatingHost.updatingGraph {
            graph.report(kind, message, at: nil)
        } else if let graph = UpdatingHost.lastGraph {
            graph.reportBetweenUpdates(kind, message, at: nil)
        } else {
            print(message)
        }
    }

    static func print(_ message: String) {
        guard printed.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("Tether: \(message)\n".utf8))
    }
}
