import Foundation
import Observation

/// The runtime behind a `ViewHost`: the persistent node tree, the nodes waiting for their
/// body to be re-evaluated, and the diagnostics of the current update.
final class ViewGraph: @unchecked Sendable {
    var root: ViewNode!
    private(set) var scheduled: [ViewNode] = []
    private let lock = NSLock()
    private var diagnosticKeys: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The sensory feedback views asked for, in order (see `ViewHost.playedFeedback`).
    var playedFeedback: [SensoryFeedback] = []
    /// The accessibility notifications posted, in order (see `ViewHost.postedAccessibilityNotifications`).
    var postedAccessibilityNotifications: [PostedAccessibilityNotification] = []
    /// What `ShareLink`s were tapped to share, in order (see `ViewHost.sharedContent`).
    var sharedContent: [SharedContent] = []
    /// The photos picker shown last (see `ViewHost.pickPhotos`).
    var shownPhotosPicker: PhotosPickerRequest?
    /// Body evaluations since the graph was made (how much work updates did).
    var bodyEvaluations = 0
    /// The depth of the deepest node made so far (phases ask for a stack this deep).
    var maxDepth = 0
    /// Set while `body` of a node runs: a state write then is a change during update.
    var evaluatingBody = false
    /// The lines `_printChanges()` printed, kept when set (a test reads them).
    var printedChanges: [String]?
    var preferenceObservations: [PreferenceObservationID: PreferenceObservation] = [:]
    /// The root view controller of the host's window (`UIWindow.rootViewController`), which
    /// presents for the controllers its representables show.
    weak var windowRootController: UIViewController?
    let actionQueue = ActionQueue()
    /// Tasks views started with `task`, until `ViewHost.waitForTasks()` has waited for them.
    var runningTasks: [TaskHandle] = []
    /// Nodes to measure again in another layout pass of this update (`requestLayout(of:)`).
    var layoutRequests: [ViewNode] = []
    /// The scene's `@SceneStorage` values.
    let sceneStorage: UserDefaults = SceneDefaults()
    /// The frames of `matchedGeometryEffect` sources and the views that take them.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The focused values of the window and the views that read them.
    let focusedValueTracking = FocusedValueTracking()
    /// The focusable views and where the focus was, for `isFocused`.
    let focusScopeTracking = FocusScopeTracking()
    /// The views that publish a focused value (`focusedValue`, `focusedSceneValue`,
    /// `focusedObject`…) and those `focused` binds to a focus state, as they are resolved:
    /// focus look-ups after each pass visit these (`nodesInTree`), not the whole tree.
    var focusedValuePublishers = WeakNodeSet()
    var focusBindings = WeakNodeSet()
    /// Counts updates (a layout that may ask for another pass asks a bounded number of times per update).
    var updateGeneration = 0
    /// Views lazy containers made in the current update, counted while `lazyBuildDepth` is
    /// above zero (see `LazyElements.build`).
    var lazilyBuiltNodes = 0
    var lazyBuildDepth = 0
    /// The size the window lays out in, from the last layout (`containerRelativeFrame`'s
    /// container outside scroll views).
    var canvasSize: CGSize = .zero
    /// The `containerRelativeFrame` nodes whose container is the window: measured again when
    /// the canvas changes size.
    var windowRelativeFrames = WeakNodeSet()
    /// How many `Group(subviews:transform:)` nodes were made: while none were, a body that
    /// re-evaluates need not look for a transform to run again above it.
    var subviewsGroups = 0

    /// Queues `node` for re-evaluation. Thread-safe: observation callbacks may come from anywhere.
    func scheduleBody(_ node: ViewNode) {
        lock.lock(); scheduled.append(node); lock.unlock()
    }
    func takeScheduled() -> [ViewNode] {
        lock.lock(); defer { lock.unlock() }
        let nodes = scheduled
        scheduled.removeAll()
        return nodes
    }
    var hasScheduledWork: Bool { lock.lock(); defer { lock.unlock() }; return !scheduled.isEmpty }

    /// The Resolve phase for bodies whose inputs changed: re-evaluates the scheduled nodes,
    /// parents before children.
    func resolveScheduledBodies() {
        let nodes = takeScheduled().filter { !$0.isDiscarded && $0.needsBody }.sorted { $0.depth < $1.depth }
        for node in nodes where node.needsBody && !node.isDiscarded {
            node.reevaluate?(node)
            node.needsBody = false
            if subviewsGroups > 0 { SubviewBranches.sourceChanged(below: node) }
        }
    }

    /// Records a diagnostic once per update (the same message at the same place is kept once).
    func report(_ kind: Diagnostic.Kind, _ message: String, at node: ViewNode?) {
        report(kind, message, path: node?.path ?? "ViewHost")
    }
    private func report(_ kind: Diagnostic.Kind, _ message: String, path: String) {
        let key = "\(kind)|\(message)|\(path)"
        guard !diagnosticKeys.contains(key) else { return }
        diagnosticKeys.insert(key)
        diagnostics.append(Diagnostic(kind: kind, message: message, viewPath: path))
    }
    func clearDiagnostics() {
        diagnostics.removeAll(); diagnosticKeys.removeAll()
        let deferred = self.deferred
        self.deferred = []
        for d in deferred { report(d.kind, d.message, path: d.viewPath) }
    }

    /// Diagnostics from between updates (an action that scrolled to a missing id), shown by the next one.
    private var deferred: [Diagnostic] = []
    /// Reports from outside an update (actions run by a tap): kept for the update that follows.
    func reportBetweenUpdates(_ kind: Diagnostic.Kind, _ message: String, at node: ViewNode?) {
        deferred.append(Diagnostic(kind: kind, message: message, viewPath: node?.path ?? "ViewHost"))
        report(kind, message, at: node)
    }
}
