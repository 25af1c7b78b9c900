import Foundation

/// Tether's own headless host: holds a view in a canvas of `size`, runs the
/// pipeline, answers geometry questions, taps, and renders. The root view is proposed the
/// canvas size and centred in it, like a hosting window with no safe-area insets.
///
/// ```swift
/// let host = ViewHost(Text("Hello").padding(), size: CGSize(width: 390, height: 844))
/// host.update()
/// let png = try host.pngData()
/// ```
@MainActor
public final class ViewHost<Content: View> {
    // Declared first, so it is released first, while the nodes still hold the view values
    // nested in it (each release then stays one level deep, however deep the tree).
    private var content: Content
    let graph = ViewGraph()
    let root: ViewNode
    /// Tether's own: the window's root view controller, as iOS puts a `UIHostingController`
    /// of the content at the root of a SwiftUI window — what
    /// `UIApplication.shared.windows.first?.rootViewController` is after this host's update,
    /// and what a representable's controller presents through. The host shows what it presents.
    public let windowRootController: UIViewController
    private var needsRootResolve = true
    /// The shown nodes by accessibility identifier (`findNode`), built on the first lookup
    /// after an update; an update empties it.
    private var nodesByIdentifier: [String: ViewNode]?
    /// The text field the user last focused (`focus`, typing), for `focusedField` when no
    /// `@FocusState` names one.
    weak var focusedInput: ViewNode?
    /// The view whose element VoiceOver's cursor was last moved to (`moveAccessibilityFocus`).
    weak var accessibilityCursor: ViewNode?

    /// The canvas size; changing it lays the view out again on the next `update()`.
    public var size: CGSize {
        didSet { root.invalidateLayout() }
    }

    /// Tether's own: the device's appearance setting, what `colorScheme` is unless a view
    /// asks for another with `preferredColorScheme`; applied on the next `update()`.
    public var colorScheme: ColorScheme = .light {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: the device's Increase Contrast setting (Settings > Accessibility > Display
    /// & Text Size), what `colorSchemeContrast` is in the window: `.increased` draws the system
    /// colours in their increased-contrast appearances. Applied on the next `update()`.
    public var colorSchemeContrast: ColorSchemeContrast = .standard {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: the device's text size (Settings > Display & Brightness > Text Size, and
    /// Larger Text), what `dynamicTypeSize` is in the window and what UIKit's `UIFontMetrics`
    /// scales by; `.large`, iOS's default. Applied on the next `update()`.
    public var dynamicTypeSize: DynamicTypeSize = .large {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: the device's accessibility settings (VoiceOver, Reduce Motion, Bold
    /// Text…), what the accessibility environment values report in the window. Applied on
    /// the next `update()`.
    public var accessibilitySettings = AccessibilitySettings() {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: whether the window's system background (`systemBackground`: white in
    /// light mode, black in dark) is drawn under the content, as an iOS window paints it
    /// (true, the default); false leaves the canvas transparent where nothing draws, as
    /// `ImageRenderer` does.
    public var drawsWindowBackground = true

    /// A host that draws views into an image (`UIView.drawHierarchy`): its updates leave the
    /// last host, whose canvas `UIScreen.main` is, as it was.
    var isOffscreen = false

    /// Tether's own: the device's layout direction (iOS takes it from the user's language),
    /// what `layoutDirection` is in the window unless a view sets another with
    /// `environment(\.layoutDirection, _)`; applied on the next `update()`.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: the moment the views see as now — `TimelineView`'s schedule entry,
    /// `Text(_:style:)`'s relative, offset and timer styles, `Text(timerInterval:)` and the
    /// graphical date picker's fallback day — fixed so that renders and tests repeat; nil
    /// (the default) reads the system clock at each update. Applied on the next `update()`.
    public var now: Date? {
        didSet { needsRootResolve = true }
    }

    /// Tether's own: a host whose canvas is the size its content takes for `proposal`
    /// (`.unspecified`: the ideal size), the way `ImageRenderer` sizes its image.
    public convenience init(_ content: Content, fitting proposal: ProposedViewSize) {
        self.init(content, size: .zero)
        fittingProposal = proposal
    }

    /// When set, every update resizes the canvas to the content's size for this proposal.
    private var fittingProposal: ProposedViewSize?

    private func fittingSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let content = root.children.first else { return .zero }
        let measured = HostLayout.contentSize(LayoutEngine.subviews(of: root), proposal)
            ?? LayoutEngine.measure(content, proposal)
        guard measured.width.isFinite, measured.height.isFinite else {
            graph.report(.invalidGeometry, "the content's size \(measured) for \(proposal) is not finite; using 0×0", at: nil)
            return .zero
        }
        return measured
    }

    public init(_ content: Content, size: CGSize) {
        self.content = content
        self.size = size
        let windowRoot = WindowRootHostingController(rootView: AnyView(content))
        windowRoot.isHostWindowRoot = true
        windowRootController = windowRoot
        graph.windowRootController = windowRoot
        var environment = EnvironmentValues()
        environment.windowRootController = WindowRootController(controller: windowRoot)
        root = ViewNode(view: EmptyView(), key: 0, parent: nil, graph: graph, environment: environment)
        graph.root = root
        root.layout = HostLayout()
        graph.focusedValueTracking.focusedNode = { [weak self] in self?.focusedNode() }
    }

    /// What the last `update()` did and how long each phase took (Tether's own diagnostics).
    public private(set) var lastUpdateStatistics = UpdateStatistics()

    /// Tether's own: the sensory feedback (`sensoryFeedback`) views played so far, in order —
    /// what an iPhone would have made the user feel or hear.
    public var playedFeedback: [SensoryFeedback] { graph.playedFeedback }
    /// Tether's own: the accessibility notifications the app posted while this host was the
    /// one updated last (`AccessibilityNotification.Announcement(…).post()`,
    /// `UIAccessibility.post(notification:argument:)`), in order — what VoiceOver would have
    /// spoken or moved to.
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] { graph.postedAccessibilityNotifications }

    /// Tether's own: what `ShareLink`s were tapped to share so far, in order — what iOS's
    /// share sheet would have offered (Linux has none, so nothing opens).
    public var sharedContent: [SharedContent] { graph.sharedContent }

    /// The runtime issues of the last update, like SwiftUI's console warnings.
    public var diagnostics: [Diagnostic] { graph.diagnostics }

    /// Runs Resolve → Measure → Place → Preferences → Commit until nothing changes (bounded).
    public func update() {
        let previousGraph = UpdatingHost.enter(graph, canvas: size, offscreen: isOffscreen)
        nodesByIdentifier = nil
        defer {
            nodesByIdentifier = nil
            UpdatingHost.leave(previousGraph)
        }
        lastUpdateStatistics = UpdateLoop.run(graph, root: root, resolveRoot: resolveRoot, canvas: layoutCanvas)
        // A view's preferred scheme is the window's: the tree is updated again in it.
        if windowColorScheme != root.environment.colorScheme {
            needsRootResolve = true
            lastUpdateStatistics = UpdateLoop.run(graph, root: root, resolveRoot: resolveRoot, canvas: layoutCanvas)
        }
        #if DEBUG
        if let handler = ViewGraph.invariantViolationHandler {
            let problems = checkInvariants()
            if !problems.isEmpty { handler(problems) }
        }
        #endif
    }

    private func sanitizedCanvas() -> CGSize {
        let ok = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        if !ok { graph.report(.invalidGeometry, "canvas size \(size) is negative or non-finite; using 0×0", at: nil) }
        return ok ? size : .zero
    }

    /// The Resolve phase's part that is the window's: size classes, colour scheme and layout
    /// direction follow the canvas and the host's settings, and the root content is resolved when they changed.
    private func resolveRoot() {
        let classes = UserInterfaceSizeClass.classes(for: size)
        if root.environment.horizontalSizeClass != classes.horizontal || root.environment.verticalSizeClass != classes.vertical {
            // The window's size classes follow the canvas, as iOS's follow the window.
            root.environment.horizontalSizeClass = classes.horizontal
            root.environment.verticalSizeClass = classes.vertical
            needsRootResolve = true
        }
        if root.environment.colorScheme != windowColorScheme {
            root.environment.colorScheme = windowColorScheme
            needsRootResolve = true
        }
        if root.environment.colorSchemeContrast != colorSchemeContrast {
            root.environment.colorSchemeContrast = colorSchemeContrast
            needsRootResolve = true
        }
        if root.environment.dynamicTypeSize != dynamicTypeSize {
            root.environment.dynamicTypeSize = dynamicTypeSize
            needsRootResolve = true
        }
        if root.environment.accessibilitySettings != accessibilitySettings {
            root.environment.accessibilitySettings = accessibilitySettings
            needsRootResolve = true
        }
        // UIKit's appearance proxies, as the app set them before this update.
        let appearances = UIKitAppearances.current
        if root.environment.uikitAppearances != appearances {
            root.environment.uikitAppearances = appearances
            needsRootResolve = true
        }
        if root.environment.clockDate != now {
            root.environment.clockDate = now
            needsRootResolve = true
        }
        if root.environment.layoutDirection != layoutDirection {
            root.environment.layoutDirection = layoutDirection
            root.invalidateLayout()
            needsRootResolve = true
        }
        if needsRootResolve {
            needsRootResolve = false
            Resolver.resolveChildren(of: root, [(AnyHashable(0), content)])
        }
    }

    /// The window's scheme: the first `preferredColorScheme` in the tree, else the host's.
    private var windowColorScheme: ColorScheme {
        root.preferences[PreferredColorSchemeKey.self].flatMap { $0 } ?? colorScheme
    }

    /// The canvas the window lays out in: the content's size for a fitting host.
    private func layoutCanvas() -> CGSize {
        if let fitting = fittingProposal {
            let fitted = fittingSize(fitting)
            if fitted != size { size = fitted }
        }
        return sanitizedCanvas()
    }

    /// The layout frame of the view marked `.accessibilityIdentifier(id)`, as
    /// `GeometryProxy.frame(in:)` would report it inside that view.
    public func frame(of id: String, in space: CoordinateSpace = .global) -> CGRect? {
        guard let node = findNode(id) else { return nil }
        let bounds = node.globalBounds
        switch space {
        case .global: return bounds
        case .local: return CGRect(origin: .zero, size: bounds.size)
        case .named:
            guard let t = node.transformFromGlobal(to: space) else { return nil }
            return bounds.applying(t)
        }
    }

    /// The tree: type, frame, proposal and preferences of every view, then the diagnostics.
    public func layoutDump() -> String {
        StackBudget.withStack(forDepth: graph.maxDepth) { LayoutDump.dump(root, diagnostics: graph.diagnostics) }
    }

    /// The view tree as a self-contained SVG document (text as glyph outlines).
    public func svg() -> String {
        StackBudget.withStack(forDepth: graph.maxDepth) { SVGWriter.render(displayList()) }
    }

    /// The view tree as PNG bytes at `scale` pixels per point, over the window's background
    /// (`drawsWindowBackground`).
    public func pngData(scale: CGFloat = 2) throws -> Data {
        try StackBudget.withStack(forDepth: graph.maxDepth) { () -> Result<Data, Error> in
            // A pixel reaches up to 1 / scale points past the canvas's edge (a canvas narrower
            // than a pixel is drawn one pixel wide), so that much more is drawn.
            let pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
            // A shadow reaches 512 pixels: more than 512 points below one pixel per point.
            let list = displayList(margin: max(1, 2 * pixel), shadowReach: DrawPhase.defaultShadowReach * max(1, pixel))
            do { return .success(try PNGWriter.render(list, scale: scale)) } catch { return .failure(error) }
        }.get()
    }

    /// Tether's own, for the benchmarks: runs the Draw phase alone (what `pngData` and `svg`
    /// start with) and returns how many display items the tree emitted.
    @_spi(Benchmarking) public func runDrawPhase() -> Int {
        StackBudget.withStack(forDepth: graph.maxDepth) { displayList().items.count }
    }

    /// Tether's own, for the benchmarks: empties the process-wide text caches (shaped words,
    /// laid-out strings), so a cold run pays for shaping as a first render does.
    @_spi(Benchmarking) public static func clearSharedCaches() { TextEngine.clearCaches() }

    /// The display list of what can show within `margin` points of the canvas (with shadows
    /// and blurs drawn from up to `shadowReach` points away).
    func displayList(margin: CGFloat = 1, shadowReach: CGFloat = DrawPhase.defaultShadowReach) -> DisplayList {
        let size = sanitizedCanvas()
        var list = DrawPhase.displayList(root: root, size: size, margin: margin, shadowReach: shadowReach)
        if drawsWindowBackground {
            let window = Path(CGRect(origin: .zero, size: size))
            list.items.insert(.fill(window, .solid(SystemColors.systemBackground.rgba(in: root.environment)), FillStyle()), at: 0)
        }
        return list
    }

    /// The attributes of kind `A` on the shown views, in tree order.
    func shownAttributes<A: NodeAttribute>(_ kind: A.Type) -> [A] {
        var found: [A] = []
        var stack = [root]
        while let node = stack.popLast() {
            if node.isOmitted { continue }
            if let attribute = node.attribute(A.self) { found.append(attribute) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The node of the view marked `.accessibilityIdentifier(id)` that is shown: views a
    /// container omits (`ViewThatFits`'s other alternatives, the levels under a navigation
    /// stack's top) are not on screen, so they are not found.
    func findNode(_ id: String) -> ViewNode? {
        if nodesByIdentifier == nil { nodesByIdentifier = shownNodesByIdentifier() }
        guard let node = nodesByIdentifier?[id], !node.isDiscarded else { return nil }
        return node
    }

    /// The first shown node (in tree order) of each identifier: one walk serves every lookup
    /// until the tree changes.
    private func shownNodesByIdentifier() -> [String: ViewNode] {
        var index: [String: ViewNode] = [:]
        var stack = [root]
        while let n = stack.popLast() {
            if n.isOmitted { continue }
            for case let marked as AccessibilityIdentifierAttribute in n.attributes where index[marked.identifier] == nil {
                index[marked.identifier] = n
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return index
    }
}
