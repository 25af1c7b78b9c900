import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIView` as SwiftUI code
/// uses it inside `UIViewRepresentable` and `UIViewControllerRepresentable` — a rectangle with
/// a frame in its superview, a background, a layer's corners, border and shadow, alpha,
/// hiding, clipping and subviews. When a representable shows it, Tether sets its frame to the
/// size SwiftUI gave the representable, runs `layoutSubviews()` where layout is pending, and
/// draws the hierarchy as SwiftUI content (see `UIViewRepresentable`): `UILabel`,
/// `UIImageView`, `UIVisualEffectView` and a `UIHostingController`'s view draw their content.
///
/// A `UIResponder`, as in UIKit: its `next` is the view controller whose root view it is,
/// else its superview (a window's is the application; the root of a representable's hierarchy
/// answers with the root view controller of the window its host draws, which hosts the
/// SwiftUI views, as a `UIHostingController` does on iOS).
///
/// Auto Layout constraints place the subviews that opt out of their autoresizing masks (see
/// `AutoLayoutEngine`). Absent: touches beyond gesture recognizers and a control's tap (see
/// `UIControl`), `draw(_:)` drawing, Selector-based target-action.
///
/// ```swift
/// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
/// badge.backgroundColor = .systemRed
/// badge.layer.cornerRadius = 20
/// container.addSubview(badge)
/// ```
@MainActor @preconcurrency open class UIView: UIResponder {
    // Geometry, as Core Animation keeps it: the position of the bounds' centre in the
    // superview's bounds, the bounds, and a transform about the centre.
    private var storedCenter = CGPoint.zero
    private var storedBounds = CGRect.zero
    private var storedTransform = CGAffineTransform.identity
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    private var storedTintColor: UIColor?
    /// The tint set on this view itself (nil: it inherits one).
    var ownTintColor: UIColor? { storedTintColor }
    private var storedBackgroundColor: UIColor?
    /// True until `layoutSubviews()` has run after a change that asks for layout.
    var needsLayout = true
    /// True after `setNeedsUpdateConstraints()` until `updateConstraints()` has run.
    var needsConstraintUpdate = false
    /// Set on the root view of a hierarchy a representable shows: told of every change.
    weak var host: (any UIViewHierarchyHost)?
    /// Set on the root view of a view controller: its layout callbacks run around this view's.
    weak var owningController: UIViewController?
    /// The active constraints this view holds (it is their items' closest common ancestor).
    var heldConstraints: [NSLayoutConstraint] = []
    /// The layout guides added to this view (its own safe-area and margins guides included
    /// once asked for).
    var ownedLayoutGuides: [UILayoutGuide] = []
    private var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    private var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Mirrors `init(frame:)`.
    public init(frame: CGRect) {
        let layerClass: AnyClass = Self.layerClass
        let made = (layerClass as? CALayer.Type)?.makeBackingLayer() ?? CALayer()
        if ObjectIdentifier(type(of: made)) != ObjectIdentifier(layerClass) {
            UIKitDiagnostics.report(.other, "\(Self.self).layerClass is \(layerClass), which Tether cannot make; its layer is a \(type(of: made))")
        }
        layer = made
        super.init()
        layer.owner = self
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards or nibs, so this fails; a
    /// subclass's `required init?(coder:)` compiles as in UIKit.
    public required init?(coder: NSCoder) { return nil }
    /// Mirrors `init()`: a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Mirrors `noIntrinsicMetric`: the length of an axis on which a view has no natural size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Geometry

    /// Mirrors `layer`: the view's backing layer, of the class `layerClass` names.
    public let layer: CALayer
    /// Mirrors `layerClass`: the class of the view's backing layer (`CALayer`; a view drawing
    /// a gradient or a shape overrides it with `CAGradientLayer.self` or `CAShapeLayer.self`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Mirrors `frame`: the rectangle the view covers in its superview's bounds (with a
    /// transform, the box around the transformed bounds). Setting it sets the centre and
    /// the bounds' size.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
            return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            resize(to: newValue.size)
            setNeedsDisplay()
        }
    }
    /// Mirrors `bounds`: the view's own coordinate space; its origin is where subviews' frames
    /// count from (a scrolled view moves it).
    open var bounds: CGRect {
        get { storedBounds }
        set {
            storedBounds.origin = newValue.origin
            resize(to: newValue.size)
            setNeedsDisplay()
        }
    }
    /// Mirrors `center`.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue; setNeedsDisplay() }
    }
    /// Mirrors `transform`: applied about the centre (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue; depthTransform = nil; setNeedsDisplay() }
    }
    /// Mirrors `transform3D` (iOS 13), the layer's `transform`: applied about the centre; one
    /// with depth or perspective (`m34`) is drawn projected, as Core Animation draws it on the
    /// plane of the superview (hit testing uses its affine part).
    open var transform3D: CATransform3D {
        get { depthTransform ?? CATransform3DMakeAffineTransform(storedTransform) }
        set {
            storedTransform = CATransform3DGetAffineTransform(newValue)
            depthTransform = CATransform3DIsAffine(newValue) ? nil : newValue
            setNeedsDisplay()
        }
    }
    /// The 3D transform when it is not affine (nil: `transform` says it all).
    private(set) var depthTransform: CATransform3D?

    /// A new bounds size: subviews with an autoresizing mask follow it, and layout is pending.
    private func resize(to size: CGSize) {
        let old = storedBounds.size
        storedBounds.size = size
        guard old != size else { return }
        if autoresizesSubviews { resizeSubviews(from: old, to: size) }
        setNeedsLayout()
    }

    /// UIKit's autoresizing: each subview's flexible margins and size share the change of the
    /// superview's size, in proportion to their current lengths.
    private func resizeSubviews(from old: CGSize, to new: CGSize) {
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            func adjust(_ lead: inout CGFloat, _ length: inout CGFloat, trail: CGFloat, delta: CGFloat,
                        flexible: (lead: Bool, length: Bool, trail: Bool)) {
                let parts = [(flexible.lead, lead), (flexible.length, length), (flexible.trail, trail)].filter(\.0)
                guard !parts.isEmpty, delta.isFinite else { return }
                let total = parts.reduce(0) { $0 + max(0, $1.1) }
                func share(_ value: CGFloat) -> CGFloat { total > 0 ? delta * max(0, value) / total : delta / CGFloat(parts.count) }
                if flexible.lead { lead += share(lead) }
                if flexible.length { length += share(length) }
            }
            var x = frame.minX, w = frame.width, y = frame.minY, h = frame.height
            adjust(&x, &w, trail: old.width - frame.maxX, delta: new.width - old.width,
                   flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            adjust(&y, &h, trail: old.height - frame.maxY, delta: new.height - old.height,
                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            frame = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
            subview.frame = frame
        }
    }

    // MARK: Appearance

    /// Mirrors `backgroundColor`: filled under the content, with the layer's corners.
    open var backgroundColor: UIColor? {
        get { layer.viewBackground ?? layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set {
            layer.backgroundColor = newValue?.cgColor
            layer.viewBackground = newValue
        }
    }
    /// Mirrors `alpha`: the opacity of the view and its subviews, together.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Mirrors `isHidden`: a hidden view and its subviews are not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Mirrors `clipsToBounds`: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Mirrors `isOpaque`: a drawing hint; Tether blends every view.
    open var isOpaque = true
    /// Mirrors `tintColor`: the view's own, else its superview's, else the system tint (blue);
    /// template images in image views are drawn with it.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? UIColor.tintColor }
        set {
            storedTintColor = newValue
            var stack = [self]
            while let view = stack.popLast() {
                view.tintColorDidChange()
                stack.append(contentsOf: view.storedSubviews.filter { $0.storedTintColor == nil })
            }
            setNeedsDisplay()
        }
    }
    /// Mirrors `tintColorDidChange()`: called when the tint the view draws with changes.
    open func tintColorDidChange() {}
    /// Mirrors `overrideUserInterfaceStyle`: the interface style of this view, its subviews
    /// and the SwiftUI content hosted in them, whatever is around it; `.unspecified` inherits
    /// it. Views and controllers whose traits change are told (`traitCollectionDidChange(_:)`).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyle }
        set {
            guard newValue != storedInterfaceStyle else { return }
            UITraitPropagation.change(under: self) { storedInterfaceStyle = newValue }
            setNeedsDisplay()
        }
    }
    var storedInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Mirrors `traitCollection` (see `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { UITraitPropagation.traits(of: self) }
    /// Mirrors `traitCollectionDidChange(_:)`: called when the view's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Mirrors `contentMode`: how an image view places its image in its bounds.
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// Mirrors `tag`.
    open var tag = 0
    /// Mirrors `isUserInteractionEnabled`: a view with it off, and its subviews, take no
    /// touches (`hitTest(_:with:)` passes over them). On by default, off for `UILabel` and
    /// `UIImageView`, as in UIKit.
    open var isUserInteractionEnabled: Bool {
        get { storedInteraction ?? Self.interactsByDefault }
        set { storedInteraction = newValue }
    }
    private var storedInteraction: Bool?
    /// Whether views of the class take touches unless told otherwise.
    class var interactsByDefault: Bool { true }
    /// Mirrors `accessibilityIdentifier`: the drawn view carries it, so `ViewHost.frame(of:)`
    /// finds a UIKit view as it finds a SwiftUI one.
    open var accessibilityIdentifier: String? { didSet { setNeedsDisplay() } }
    /// Mirrors `accessibilityLabel`: what VoiceOver reads for the view.
    open var accessibilityLabel: String? { didSet { setNeedsDisplay() } }
    /// Mirrors `isAccessibilityElement`: true makes the view one element, its subviews' labels
    /// combined unless it has its own. Views the app does not set this on keep the elements
    /// their drawing gives (a label's text, a control's title).
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? false }
        set { accessibilitySettings.isElement = newValue; setNeedsDisplay() }
    }
    /// Mirrors `accessibilityTraits`: added to the traits the drawing gives.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilitySettings.traits ?? .none }
        set { accessibilitySettings.traits = newValue; setNeedsDisplay() }
    }
    /// Mirrors `accessibilityValue`.
    open var accessibilityValue: String? {
        get { accessibilitySettings.value }
        set { accessibilitySettings.value = newValue; setNeedsDisplay() }
    }
    /// Mirrors `accessibilityHint`.
    open var accessibilityHint: String? {
        get { accessibilitySettings.hint }
        set { accessibilitySettings.hint = newValue; setNeedsDisplay() }
    }
    /// Mirrors `accessibilityElementsHidden`: true hides the view and its subviews from VoiceOver.
    open var accessibilityElementsHidden: Bool {
        get { accessibilitySettings.elementsHidden }
        set { accessibilitySettings.elementsHidden = newValue; setNeedsDisplay() }
    }
    /// What the app set of the view's accessibility, for its drawing.
    var accessibilitySettings = UIViewAccessibilitySettings()
    /// What `draw(_:)` drew last, and at which size (nil: not drawn yet).
    var rectRecording: UIViewRectRecording?
    /// Whether `draw(_:)` must run again before the view is drawn (`setNeedsDisplay()`).
    var needsDrawing = true
    /// Whether `draw(_:)` is running.
    var isDrawingRect = false

    // MARK: Hierarchy

    /// Mirrors `superview`.
    open var superview: UIView? { storedSuperview }
    /// Mirrors `subviews`: back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The subviews as drawn: the view's own list, whatever `subviews` is overridden to return.
    var drawnSubviews: [UIView] { storedSubviews }
    /// Mirrors `window`: the window the view is in — the key window for a view a
    /// representable shows (SwiftUI's host is in it) — or nil.
    open var window: UIWindow? {
        if let window = hierarchyRoot as? UIWindow { return window }
        return hierarchyHost != nil ? UIWindowScene.shared.keyWindow : nil
    }

    /// The host of the representable showing this view (or an ancestor), if any.
    var hierarchyHost: (any UIViewHierarchyHost)? {
        var view: UIView? = self
        while let v = view {
            if let host = v.host { return host }
            view = v.storedSuperview
        }
        return nil
    }

    /// The topmost ancestor (the view itself without a superview).
    var hierarchyRoot: UIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// Mirrors `addSubview(_:)`: `view` moves to the front of this view's subviews (from
    /// wherever it was). Adding a view to itself or to one of its own subviews would make a
    /// cycle (UIKit raises an exception): it is not added, with a diagnostic.
    open func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count)
    }
    /// Mirrors `insertSubview(_:at:)` (an index past the end adds at the front).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }
    /// Mirrors `insertSubview(_:belowSubview:)`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? storedSubviews.count, before: siblingSubview)
    }
    /// Mirrors `insertSubview(_:aboveSubview:)`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insert(view, at: storedSubviews.count, after: siblingSubview)
    }
    /// Mirrors `bringSubviewToFront(_:)`.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
        layer.moveSubviewLayer(view.layer, toFront: true)
        setNeedsDisplay()
    }
    /// Mirrors `sendSubviewToBack(_:)`.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
        layer.moveSubviewLayer(view.layer, toFront: false)
        setNeedsDisplay()
    }
    /// Mirrors `exchangeSubview(at:withSubviewAt:)` (indices out of range change nothing).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        layer.swapSubviewLayers(storedSubviews[index1].layer, storedSubviews[index2].layer)
        storedSubviews.swapAt(index1, index2)
        setNeedsDisplay()
    }
    /// Mirrors `removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { moveToWindow(nil) }
        parent.storedSubviews.removeAll { $0 === self }
        parent.layer.detachSubviewLayer(layer)
        storedSuperview = nil
        didMoveToSuperview()
        if oldWindow != nil { didMoveToWindowInSubtree() }
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
    }
    /// Mirrors `isDescendant(of:)`: whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }
    /// Mirrors `viewWithTag(_:)`: this view or the first of its descendants (depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var stack = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    /// Mirrors `didAddSubview(_:)`.
    open func didAddSubview(_ subview: UIView) {}
    /// Mirrors `willRemoveSubview(_:)`.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Mirrors `willMove(toSuperview:)`.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Mirrors `didMoveToSuperview()`.
    open func didMoveToSuperview() {}
    /// Mirrors `willMove(toWindow:)`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Mirrors `didMoveToWindow()`.
    open func didMoveToWindow() {}

    private func insert(_ view: UIView, at index: Int, before: UIView? = nil, after: UIView? = nil) {
        guard !isDescendant(of: view) else {
            UIKitDiagnostics.report(.invalidGeometry, view === self
                ? "\(type(of: view)) was added as its own subview; UIKit raises an exception, Tether does not add it"
                : "\(type(of: view)) was added to one of its own subviews, which would make a cycle; Tether does not add it", at: self)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if view.storedSuperview !== self {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.moveToWindow(newWindow) }
        }
        let wasHere = view.storedSuperview === self
        if let parent = view.storedSuperview {
            if !wasHere { parent.willRemoveSubview(view) }
            parent.storedSubviews.removeAll { $0 === view }
            if !wasHere { parent.setNeedsLayout(); parent.setNeedsDisplay() }
        }
        var position = min(max(0, index), storedSubviews.count)
        if let before, let i = storedSubviews.firstIndex(where: { $0 === before }) { position = i }
        if let after, let i = storedSubviews.firstIndex(where: { $0 === after }) { position = i + 1 }
        storedSubviews.insert(view, at: position)
        layer.attachSubviewLayer(view.layer, before: position + 1 < storedSubviews.count ? storedSubviews[position + 1].layer : nil)
        view.storedSuperview = self
        if !wasHere {
            view.didMoveToSuperview()
            if oldWindow !== newWindow { view.didMoveToWindowInSubtree() }
            didAddSubview(view)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Tells the view and its subviews they are moving to `window`.
    func moveToWindow(_ window: UIWindow?) {
        var stack = [self]
        while let view = stack.popLast() {
            view.willMove(toWindow: window)
            stack.append(contentsOf: view.storedSubviews)
        }
    }
    /// Tells the view and its subviews they moved to their (new) window.
    func didMoveToWindowInSubtree() {
        var stack = [self]
        while let view = stack.popLast() {
            view.didMoveToWindow()
            stack.append(contentsOf: view.storedSubviews)
        }
    }

    // MARK: Drawing

    /// Mirrors `setNeedsDisplay()`: the view is drawn again at the host's next update, its
    /// `draw(_:)` called again. Called from within `draw(_:)` (which UIKit would answer with a
    /// drawing every frame) it is reported and ignored.
    open func setNeedsDisplay() {
        guard !isDrawingRect else {
            UIKitDiagnostics.report(.other, "\(type(of: self)).setNeedsDisplay() called from its draw(_:); ignored", at: self)
            return
        }
        needsDrawing = true
        hierarchyHost?.hierarchyDidChange(sizeAffected: false)
    }
    /// Mirrors UIKit's `draw(_:)`: a subclass draws its content here with UIKit's drawing
    /// (`UIBezierPath`, `UIColor.setFill()`, strings and images, `UIGraphicsGetCurrentContext()`),
    /// over its background and under its subviews, clipped to its bounds. As in UIKit, the
    /// drawing is kept and `draw(_:)` runs again only after `setNeedsDisplay()`; Tether also
    /// draws again when the bounds' size changes (UIKit stretches the old drawing unless
    /// `contentMode` is `.redraw`). `rect` is the view's bounds.
    open func draw(_ rect: CGRect) {}
    /// Mirrors `setNeedsDisplay(_:)`: the whole view is drawn again.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// What the view draws over its background (a label's text, an image view's image).
    func drawnContent() -> UIViewContent { .none }
    /// What the view's drawing answers to (a scroll view's drags, a control's taps).
    func interaction() -> UIViewInteraction? { nil }

    // MARK: Responder

    /// Mirrors `next` for a view: the view controller whose root view it is, else its
    /// superview; a window's is the application; the root of a hierarchy a representable shows,
    /// its host window's root view controller (the SwiftUI views' host).
    open override var next: UIResponder? {
        if let owningController { return owningController }
        if let superview = storedSuperview { return superview }
        if self is UIWindow { return UIApplication.shared }
        if let host = hierarchyHost {
            return host.hostGraph?.windowRootController ?? UIWindowScene.shared.keyWindow?.rootViewController ?? UIWindowScene.shared.keyWindow
        }
        return nil
    }
    /// Mirrors `endEditing(_:)`: the text field, text view or search bar editing in this view
    /// or below it resigns; with `force` its delegate is not asked. True when none is left editing.
    @discardableResult open func endEditing(_ force: Bool) -> Bool {
        var stack: [UIView] = [self]
        var resigned = true
        while let view = stack.popLast() {
            if view.isFirstResponder {
                if force { view.resignFirstResponderForcibly() } else { view.resignFirstResponder() }
                resigned = resigned && !view.isFirstResponder
            }
            stack.append(contentsOf: view.subviews)
        }
        return resigned
    }

    /// Mirrors `layoutMargins`: the space `layoutMarginsGuide` and the margin attributes keep
    /// inside the view's edges (8 points on each side, UIKit's default).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsLayout() }
    }

    /// Mirrors `directionalLayoutMargins`: `layoutMargins` with leading and trailing for left
    /// and right (Tether lays UIKit views out left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Mirrors `safeAreaInsets`: none, as on Tether's canvas.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    // MARK: Layout

    /// Mirrors `autoresizesSubviews`: whether subviews follow this view's size by their masks.
    open var autoresizesSubviews = true
    /// Mirrors `autoresizingMask`: how this view follows its superview's size.
    open var autoresizingMask: AutoresizingMask = []
    /// Mirrors `translatesAutoresizingMaskIntoConstraints`: true (the default) keeps the frame
    /// the code and autoresizing give the view, which constraints then see as fixed; false
    /// lets the hierarchy's Auto Layout constraints place it.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { storedSuperview?.setNeedsLayout() } }
    }

    /// Mirrors `setNeedsLayout()`: `layoutSubviews()` runs before the view is next drawn.
    open func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }
    /// Mirrors `layoutIfNeeded()`: runs the pending `layoutSubviews()` of this view and its
    /// descendants now, each view before its subviews (whose frames it may set).
    open func layoutIfNeeded() {
        AutoLayoutEngine.layOut(hierarchyOf: self)
        var stack = [self]
        var visited = Set<ObjectIdentifier>()
        while let view = stack.popLast() {
            guard visited.insert(ObjectIdentifier(view)).inserted else { continue }
            if view.needsLayout {
                view.needsLayout = false
                view.owningController?.viewWillLayoutSubviews()
                view.layoutSubviews()
                view.owningController?.viewDidLayoutSubviews()
            }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
    }
    /// Mirrors `updateConstraints()`: override to add or change this view's constraints
    /// when the layout pass asks (after `setNeedsUpdateConstraints()`), calling `super` last.
    open func updateConstraints() {}
    /// Mirrors `setNeedsUpdateConstraints()`: `updateConstraints()` runs before the next layout.
    open func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        setNeedsLayout()
    }
    /// Mirrors `needsUpdateConstraints()`.
    open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }
    /// Mirrors `updateConstraintsIfNeeded()`: runs the pending `updateConstraints()` of this
    /// view and its descendants, subviews before their superview, as UIKit's constraint
    /// pass does before layout.
    open func updateConstraintsIfNeeded() {
        var order: [UIView] = []
        var stack = [self]
        while let view = stack.popLast() {
            order.append(view)
            stack.append(contentsOf: view.storedSubviews)
        }
        for view in order.reversed() where view.constraintsAreStale {
            view.needsConstraintUpdate = false
            view.updateConstraints()
        }
    }
    /// Whether `updateConstraints()` should run (a stack view's also when what its
    /// arrangement read has changed).
    var constraintsAreStale: Bool { needsConstraintUpdate }

    /// Mirrors `layoutSubviews()`: override to set the subviews' frames from `bounds`. The
    /// default does nothing (autoresizing has already followed the size).
    open func layoutSubviews() {}

    /// Mirrors `intrinsicContentSize`: the view's natural size, `noIntrinsicMetric` on an
    /// axis where it has none (a plain view has none on either).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Mirrors `invalidateIntrinsicContentSize()`: SwiftUI measures the view again.
    open func invalidateIntrinsicContentSize() {
        hierarchyHost?.hierarchyDidChange(sizeAffected: true)
    }
    /// How far below the view's vertical centre its first (or last) baseline lies, for text
    /// drawn centred in it (Auto Layout's baseline anchors); nil for a view without text,
    /// whose baselines are its bottom edge.
    func baselineOffsetFromCentre(last: Bool) -> CGFloat? { nil }
    /// Mirrors `sizeThatFits(_:)`: the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }
    /// Mirrors `sizeToFit()`: the view takes `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let origin = frame.origin
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: origin, size: size)
    }

    /// Mirrors `contentHuggingPriority(for:)`: how strongly the view keeps from growing past
    /// its intrinsic size (`defaultLow` unless set).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }
    /// Mirrors `setContentHuggingPriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentHugging.horizontal = priority } else { contentHugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }
    /// Mirrors `contentCompressionResistancePriority(for:)`: how strongly the view keeps from
    /// shrinking below its intrinsic size (`defaultHigh` unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
    /// Mirrors `setContentCompressionResistancePriority(_:for:)`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: Touches

    /// Mirrors `hitTest(_:with:)`: the deepest view containing `point` (in this view's bounds)
    /// that takes touches — subviews front-most first, skipping hidden ones, ones with
    /// `isUserInteractionEnabled` off and ones with `alpha` below 0.01; nil when this view is
    /// such a view or `point(inside:with:)` says no. Tether's touch delivery asks a
    /// representable's view, so an override decides which view's gestures and controls get a
    /// touch (returning nil lets it through to the SwiftUI views behind).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Mirrors `point(inside:with:)`: whether `point` (in this view's bounds) is inside it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }

    /// Mirrors `gestureRecognizers`: the recognizers added to the view. Setting it replaces
    /// them (nil removes all).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Recognizers UIKit gives a view of its own, not listed in `gestureRecognizers` (a
    /// scroll view's pinch).
    var systemGestureRecognizers: [UIGestureRecognizer] { [] }
    /// The interactions added with `addInteraction(_:)` (see `UIView+Interactions.swift`).
    var storedInteractions: [any UIInteraction] = []
    /// Interactions UIKit's containers give the view without listing them in `interactions`
    /// (a table row's context menu).
    var systemInteractions: [any UIInteraction] = []

    /// Mirrors `addGestureRecognizer(_:)`: the recognizer gets the touches that land in the
    /// view or its subviews. A recognizer belongs to one view: adding it elsewhere moves it.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !storedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
        setNeedsDisplay()
    }

    /// Mirrors `removeGestureRecognizer(_:)`. Removing one the view does not have is reported
    /// and does nothing.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else {
            UIKitDiagnostics.report(.other, "removeGestureRecognizer: the \(type(of: gestureRecognizer)) is not one of this \(type(of: self))'s recognizers; nothing removed", at: self)
            return
        }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.attachedView = nil
        setNeedsDisplay()
    }

    /// Mirrors `gestureRecognizerShouldBegin(_:)`: asked before a recognizer of the view
    /// leaves `possible` (after its delegate); false fails it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `point` (global space) in this view's bounds, when a host shows the view.
    func point(fromGlobal point: CGPoint) -> CGPoint? {
        guard let (root, host) = hostedRoot, let inHost = host.hostPoint(fromGlobal: point) else { return nil }
        return convert(root.pointFromSuperview(inHost), from: root)
    }

    /// `point` of this view's bounds in global space, when a host shows the view.
    func globalPoint(fromLocal point: CGPoint) -> CGPoint? {
        guard let (root, host) = hostedRoot else { return nil }
        return host.globalPoint(fromHost: root.pointToSuperview(convert(point, to: root)))
    }

    /// The view a representable shows (this one or an ancestor) and its host.
    private var hostedRoot: (UIView, any UIViewHierarchyHost)? {
        var view: UIView? = self
        while let v = view {
            if let host = v.host { return (v, host) }
            view = v.storedSuperview
        }
        return nil
    }

    // MARK: Coordinates

    /// Maps a point of this view's bounds to its superview's bounds.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let fromCenter = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY).applying(storedTransform)
        return CGPoint(x: fromCenter.x + storedCenter.x, y: fromCenter.y + storedCenter.y)
    }
    /// Maps a point of this view's superview's bounds to this view's bounds.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let fromCenter = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(storedTransform.inverted())
        return CGPoint(x: fromCenter.x + storedBounds.midX, y: fromCenter.y + storedBounds.midY)
    }
    /// The point in the root view's bounds.
    private func pointToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let parent = view.storedSuperview {
            p = view.pointToSuperview(p)
            view = parent
        }
        return p
    }
    /// The point of the root view's bounds in this view's bounds.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.storedSuperview { chain.append(view); view = parent }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// Mirrors `convert(_:to:)` for a point (to nil: the window's, here the root view's space).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointToRoot(point)
        guard let view, view.hierarchyRoot === hierarchyRoot else { return inRoot }
        return view.pointFromRoot(inRoot)
    }
    /// Mirrors `convert(_:from:)` for a point.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return pointFromRoot(point) }
        return view.convert(point, to: self)
    }
    /// Mirrors `convert(_:to:)` for a rectangle: the box around its mapped corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.box([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) })
    }
    /// Mirrors `convert(_:from:)` for a rectangle.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.box([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) })
    }
    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x = xs.min() ?? 0, y = ys.min() ?? 0
        return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
    }
}

extension UIView {
    /// Mirrors `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// Mirrors `UIView.AutoresizingMask`: which margins and lengths follow the superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
