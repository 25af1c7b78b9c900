import Foundation

/// What a UIView draws over its background.
enum UIViewContent {
    case none
    case label(LabelContent)
    case image(ImageViewContent)
    case material(EffectContent)
    /// A `UIHostingController`'s root view.
    case hosted(AnyView)
    /// A `UIActivityIndicatorView`'s spinner: its colour and the side of its square.
    case activity(color: Color, side: CGFloat)
    /// A `UITextView`'s text.
    case text(TextViewContent)
    /// A `UISearchBar`'s field and background.
    case searchField(SearchBarContent)
    /// A `UISwitch`: whether it is on, its track's colour when on, its knob's colour.
    case `switch`(isOn: Bool, onTint: Color?, thumb: Color?)
    /// A `UIPageControl`: its dots, the current one, their colours and whether it has a
    /// background.
    case pageDots(count: Int, current: Int, tint: Color?, currentTint: Color?, prominent: Bool)
    /// A `UISlider`: where its value lies between its bounds, and its colours.
    case slider(fraction: Double, minimumTrack: Color?, maximumTrack: Color?, thumb: Color?)
    /// A `CAShapeLayer`'s path.
    case shape(ShapeLayerContent)
    /// A `CAGradientLayer`'s gradient.
    case gradient(GradientLayerContent)
    /// What the view's `draw(_:)` drew.
    case drawing(UIViewRectRecording)
}

/// What a drawn UIView answers to: `ViewHost.scroll` drags a scroll view, `ViewHost.type`
/// types into an editable text view, `ViewHost.tap` taps a control.
enum UIViewInteraction {
    case scroll(UIScrollView)
    case textInput(UITextView)
    /// A `UISearchBar` or `UITextField`, which `ViewHost.type` types into.
    case typing(any UIKitTextTyping)
    case control(UIControl)
    /// A `UIButton` with a menu it opens on a long press (a tap sends its actions).
    case menuButton(UIButton)
    case slider(UISlider)
}

/// A UIView hierarchy as it is drawn: the values read from each view and its layer when its
/// representable was placed, in UIKit's geometry (each view's rectangle in its superview's
/// bounds, a transform about its centre).
struct UIViewSnapshot {
    let id: ObjectIdentifier
    /// The view's rectangle before its transform, in its superview's drawing space (the
    /// superview's bounds, moved so that their origin is at zero).
    var rect: CGRect
    /// The view's transform, about the rectangle's top-left corner (nil: none).
    var transform: CGAffineTransform?
    /// The view's 3D transform with depth or perspective, about the rectangle's top-left
    /// corner (nil: none; `transform` is nil then).
    var projection: ProjectionTransform? = nil
    var alpha: Double
    var background: Color?
    /// The layer's rounded outline in the view's own space.
    var shape: UnevenRoundedRectangle
    var clips: Bool
    var border: (width: CGFloat, color: Color)?
    var shadow: (color: Color, radius: CGFloat, offset: CGSize, path: Path?)?
    var content: UIViewContent
    var identifier: String?
    var label: String?
    var interaction: UIViewInteraction? = nil
    /// The view's gesture recognizers.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The context menu interaction of the view whose menu is open.
    var contextMenu: UIContextMenuInteraction? = nil
    /// The colour scheme an `overrideUserInterfaceStyle` gives the view (nil: inherited).
    var colorScheme: ColorScheme? = nil
    var subviews: [UIViewSnapshot]
    /// The view drawn (nil for a sublayer), which receives the touches that land on it.
    weak var view: UIView? = nil
    /// What the app set of the view's accessibility (nil: nothing).
    var accessibility: UIViewAccessibilitySettings? = nil
    /// The layer's `contents` image and where it goes in the view's space (nil: none).
    var contents: LayerContentsImage? = nil
    /// The layer's `mask` (nil: none).
    var mask: UIViewMask? = nil
    /// Which copy of its layer this is in a `CAReplicatorLayer` (0 elsewhere).
    var instance = 0
    /// A replicator instance's colour multiplier (nil: none).
    var colorMultiply: RGBA? = nil

    /// The snapshot drawn through `depthTransform` (a 3D transform with depth or perspective)
    /// about `pivot`, its anchor point in its own space, as Core Animation projects a layer
    /// onto its superlayer's plane. A transform with a non-finite entry is reported and left
    /// out.
    @MainActor
    func projected(_ depthTransform: CATransform3D?, about pivot: CGPoint, name: String, host: any UIViewHierarchyHost) -> UIViewSnapshot {
        guard let depthTransform else { return self }
        let m = depthTransform
        let entries = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        guard entries.allSatisfy(\.isFinite) else {
            host.report(.invalidGeometry, "\(name) has a non-finite 3D transform; it is drawn without it")
            return self
        }
        var projected = self
        let local = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0), m),
                                        CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
        projected.projection = ProjectionTransform(local)
        return projected
    }

    /// How deep a hierarchy is drawn (UIKit draws any depth; Tether bounds the work one
    /// placement does, far beyond real view hierarchies).
    static let maxDepth = 200

    /// The snapshot of `root` and its shown subviews; problems are reported to `host`.
    @MainActor
    static func make(root: UIView, host: any UIViewHierarchyHost) -> UIViewSnapshot {
        var builder = Builder(host: host)
        return builder.snapshot(root, parentBoundsOrigin: .zero, depth: 0)
            ?? UIViewSnapshot(id: ObjectIdentifier(root), rect: .zero, transform: nil, alpha: 1, background: nil,
                              shape: UnevenRoundedRectangle(), clips: false, border: nil, shadow: nil, content: .none,
                              identifier: nil, label: nil, subviews: [])
    }

    @MainActor
    private struct Builder {
        let host: any UIViewHierarchyHost
        var visited = Set<ObjectIdentifier>()
        var reportedDepth = false

        mutating func snapshot(_ view: UIView, parentBoundsOrigin: CGPoint, depth: Int) -> UIViewSnapshot? {
            // Animations that hold their last value draw the layer as its presentation.
            let held = view.layer.drawnPresentation
            guard !(held?.isHidden ?? view.isHidden), visited.insert(ObjectIdentifier(view)).inserted else { return nil }
            let bounds = held?.bounds ?? view.bounds, center = held?.position ?? view.center
            let depthTransform = held.map(\.depthTransform) ?? view.depthTransform
            let transform = held?.affineTransform() ?? view.transform
            guard let (rect, size, local) = placement("\(type(of: view))", bounds: bounds, at: center, anchor: CGPoint(x: 0.5, y: 0.5),
                                                      transform: depthTransform == nil ? transform : .identity, in: parentBoundsOrigin,
                                                      described: "center \(center), bounds \(bounds)") else { return nil }
            let shownLayer = held ?? view.layer
            let style = layerStyle(shownLayer, size: size, boundsOrigin: bounds.origin, name: "\(type(of: view))")

            var subviews: [UIViewSnapshot] = []
            if view.layer.hasOwnSublayers {
                // Layers added to the view's layer sit among its subviews' layers.
                let children = depthOrdered(view.layer.storedSublayers) { $0.zPosition }
                if allowsChildren(children.count, depth: depth) {
                    for sublayer in children {
                        let child: UIViewSnapshot?
                        if let owner = sublayer.owner {
                            child = owner.superview === view ? snapshot(owner, parentBoundsOrigin: bounds.origin, depth: depth + 1) : nil
                        } else {
                            child = snapshot(layer: sublayer, parentBoundsOrigin: bounds.origin, depth: depth + 1)
                        }
                        if let child { subviews.append(child) }
                    }
                }
            } else {
                let children = depthOrdered(view.drawnSubviews) { $0.layer.zPosition }
                if allowsChildren(children.count, depth: depth) {
                    subviews.reserveCapacity(children.count)
                    for child in children {
                        if let s = snapshot(child, parentBoundsOrigin: bounds.origin, depth: depth + 1) { subviews.append(s) }
                    }
                }
            }
            var content = view.drawnContent()
            if case .none = content { content = shownLayer.drawnContent() }
            if case .none = content, let recording = view.rectDrawing(size: size) { content = .drawing(recording) }
            var snapshot = UIViewSnapshot(id: ObjectIdentifier(view), rect: rect, transform: local, alpha: style.alpha, background: style.background,
                                  shape: style.shape, clips: shownLayer.masksToBounds, border: style.border, shadow: style.shadow,
                                  content: content, identifier: view.accessibilityIdentifier,
                                  label: view.accessibilityLabel, interaction: view.interaction(),
                                  gestureRecognizers: view.drawnGestureRecognizers, contextMenu: view.presentedContextMenu,
                                  colorScheme: UITraitPropagation.drawnStyle(of: view, isRoot: depth == 0), subviews: subviews,
                                  view: view, accessibility: view.accessibilitySettings.isEmpty ? nil : view.accessibilitySettings)
            addContentsAndMask(to: &snapshot, from: shownLayer, model: view.layer, size: size, boundsOrigin: bounds.origin, depth: depth,
                               name: "\(type(of: view)).layer")
            return snapshot.projected(depthTransform, about: CGPoint(x: size.width / 2, y: size.height / 2), name: "\(type(of: view))", host: host)
        }

        /// A layer added with `addSublayer(_:)`, with its own sublayers: drawn as a view is,
        /// at its frame in its superlayer's bounds, turned about its anchor point.
        mutating func snapshot(layer: CALayer, parentBoundsOrigin: CGPoint, depth: Int) -> UIViewSnapshot? {
            // Animations that hold their last value draw the layer as its presentation.
            let model = layer, layer = model.drawnPresentation ?? model
            guard !layer.isHidden, visited.insert(ObjectIdentifier(model)).inserted else { return nil }
            let bounds = layer.bounds, position = layer.position, anchor = layer.anchorPoint
            let name = "\(type(of: layer))"
            let depthTransform = layer.depthTransform
            guard let (rect, size, local) = placement(name, bounds: bounds, at: position, anchor: anchor,
                                                      transform: depthTransform == nil ? layer.affineTransform() : .identity,
                                                      in: parentBoundsOrigin,
                                                      described: "position \(position), bounds \(bounds), anchorPoint \(anchor)") else { return nil }
            let style = layerStyle(layer, size: size, boundsOrigin: bounds.origin, name: name)
            var sublayers: [UIViewSnapshot] = []
            let children = depthOrdered(model.storedSublayers) { $0.zPosition }
            if allowsChildren(children.count, depth: depth) {
                for sublayer in children where sublayer.owner == nil {
                    if let child = snapshot(layer: sublayer, parentBoundsOrigin: bounds.origin, depth: depth + 1) { sublayers.append(child) }
                }
            }
            if let replicator = layer as? CAReplicatorLayer {
                let host = host
                sublayers = replicator.instances(of: sublayers, size: size) { host.report(.invalidGeometry, $0) }
            }
            var snapshot = UIViewSnapshot(id: ObjectIdentifier(model), rect: rect, transform: local, alpha: style.alpha, background: style.background,
                                  shape: style.shape, clips: layer.masksToBounds, border: style.border, shadow: style.shadow,
                                  content: layer.drawnContent(), identifier: nil, label: nil, subviews: sublayers)
            addContentsAndMask(to: &snapshot, from: layer, model: model, size: size, boundsOrigin: bounds.origin, depth: depth, name: name)
            return snapshot.projected(depthTransform, about: CGPoint(x: anchor.x * size.width, y: anchor.y * size.height), name: name, host: host)
        }

        /// A layer's `contents` image and its `mask`, drawn in its own space (`mask` placed at its
        /// frame in the layer's bounds, as Core Animation places it).
        mutating func addContentsAndMask(to snapshot: inout UIViewSnapshot, from layer: CALayer, model: CALayer, size: CGSize,
                                         boundsOrigin: CGPoint, depth: Int, name: String) {
            let host = host
            snapshot.contents = layer.drawnContents(size: size) { host.report(.other, $0) }
            guard let mask = layer.mask else { return }
            if mask === model || mask.owner != nil || mask.superlayer != nil {
                let what = mask === model ? "is the layer itself" : mask.owner != nil ? "backs a view" : "has a superlayer"
                host.report(.other, "the mask of a \(name) \(what); Core Animation requires a layer of its own without a superlayer, Tether draws it unmasked")
                return
            }
            // A mask that draws nothing (hidden, or of hostile geometry) lets nothing through.
            snapshot.mask = UIViewMask(snapshot: self.snapshot(layer: mask, parentBoundsOrigin: boundsOrigin, depth: depth + 1))
        }

        /// Siblings in the order Core Animation draws them: ascending `zPosition`, equal ones in
        /// their order (a NaN is reported and taken as 0).
        func depthOrdered<Item>(_ items: [Item], zPosition: (Item) -> CGFloat) -> [Item] {
            guard items.contains(where: { zPosition($0) != 0 }) else { return items }
            var reported = false
            let keyed = items.enumerated().map { index, item -> (z: CGFloat, index: Int, item: Item) in
                var z = zPosition(item)
                if z.isNaN {
                    if !reported { host.report(.invalidGeometry, "a layer's zPosition is NaN; taken as 0") }
                    reported = true
                    z = 0
                }
                return (z, index, item)
            }
            return keyed.sorted { ($0.z, $0.index) < ($1.z, $1.index) }.map(\.item)
        }

        /// Where a view or layer of `bounds` goes in its parent's drawing space: its anchor
        /// point (in unit coordinates; a view's is its centre) at `position` in the parent's
        /// bounds, whose origin is `parentBoundsOrigin`, turned by `transform` about that point.
        /// Non-finite geometry is reported and not drawn; a negative size is drawn as its
        /// absolute size.
        mutating func placement(_ name: String, bounds: CGRect, at position: CGPoint, anchor: CGPoint, transform: CGAffineTransform,
                                in parentBoundsOrigin: CGPoint, described: String) -> (rect: CGRect, size: CGSize, transform: CGAffineTransform?)? {
            let numbers = [bounds.minX, bounds.minY, bounds.width, bounds.height, position.x, position.y, anchor.x, anchor.y,
                           transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            guard numbers.allSatisfy(\.isFinite) else {
                host.report(.invalidGeometry, "\(name) has a non-finite frame (\(described)); it is not drawn")
                return nil
            }
            var size = bounds.size
            if size.width < 0 || size.height < 0 {
                host.report(.invalidGeometry, "\(name) has a negative size \(size); it is drawn with its absolute size")
                size = CGSize(width: abs(size.width), height: abs(size.height))
            }
            let pivot = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
            let rect = CGRect(x: position.x - pivot.x - parentBoundsOrigin.x, y: position.y - pivot.y - parentBoundsOrigin.y,
                              width: size.width, height: size.height)
            guard !transform.isIdentity else { return (rect, size, nil) }
            let local = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
            return (rect, size, local)
        }

        /// Whether the children of a view or layer at `depth` are drawn (not past `maxDepth`).
        mutating func allowsChildren(_ count: Int, depth: Int) -> Bool {
            guard depth >= UIViewSnapshot.maxDepth, count > 0 else { return true }
            if !reportedDepth {
                reportedDepth = true
                host.report(.invalidGeometry, "the UIView hierarchy is deeper than \(UIViewSnapshot.maxDepth) levels; the views below are not drawn")
            }
            return false
        }

        /// What a layer's own properties draw: its opacity, rounded outline, background,
        /// border and shadow, with hostile values reported and tamed.
        func layerStyle(_ layer: CALayer, size: CGSize, boundsOrigin: CGPoint, name: String)
            -> (alpha: Double, shape: UnevenRoundedRectangle, background: Color?, border: (width: CGFloat, color: Color)?,
                shadow: (color: Color, radius: CGFloat, offset: CGSize, path: Path?)?) {
            var alpha = Double(layer.opacity)
            if !alpha.isFinite {
                host.report(.invalidGeometry, "\(name).alpha is \(alpha); drawn opaque")
                alpha = 1
            }
            alpha = min(1, max(0, alpha))

            var radius = layer.cornerRadius
            if !radius.isFinite {
                host.report(.invalidGeometry, "\(name).layer.cornerRadius is \(radius); drawn with square corners")
                radius = 0
            }
            radius = min(max(0, radius), min(size.width, size.height) / 2)
            let corners = layer.maskedCorners
            let shape = UnevenRoundedRectangle(
                topLeadingRadius: corners.contains(.layerMinXMinYCorner) ? radius : 0,
                bottomLeadingRadius: corners.contains(.layerMinXMaxYCorner) ? radius : 0,
                bottomTrailingRadius: corners.contains(.layerMaxXMaxYCorner) ? radius : 0,
                topTrailingRadius: corners.contains(.layerMaxXMinYCorner) ? radius : 0,
                style: layer.cornerCurve == .continuous ? .continuous : .circular)

            let background = layer.viewBackground.map { Color(uiColor: $0) } ?? layer.backgroundColor.map { Color(cgColor: $0) }
            var border: (CGFloat, Color)?
            if let color = layer.borderColor, layer.borderWidth > 0, layer.borderWidth.isFinite {
                border = (layer.borderWidth, Color(cgColor: color))
            }
            var shadow: (Color, CGFloat, CGSize, Path?)?
            let shadowOpacity = Double(layer.shadowOpacity)
            if !layer.masksToBounds, let color = layer.shadowColor, shadowOpacity.isFinite, shadowOpacity > 0 {
                let offset = layer.shadowOffset, blur = layer.shadowRadius
                if offset.width.isFinite, offset.height.isFinite, blur.isFinite {
                    let path = layer.shadowPath.map { $0.path.applying(CGAffineTransform(translationX: -boundsOrigin.x, y: -boundsOrigin.y)) }
                    shadow = (Color(cgColor: color).opacity(min(1, shadowOpacity)), max(0, blur), offset, path)
                } else {
                    host.report(.invalidGeometry, "\(name).layer's shadow has a non-finite offset or radius; it is not drawn")
                }
            }
            return (alpha, shape, background, border, shadow)
        }
    }

    /// What is drawn in the view, back to front: a shadow of a given shape, the background,
    /// the content, the subviews, the border.
    var layers: [UIViewLayer] {
        let bounds = CGRect(origin: .zero, size: rect.size)
        var layers: [UIViewLayer] = []
        if let shadow, let path = shadow.path {
            layers.append(UIViewLayer(id: .shadowShape, rect: bounds, kind: .shadowShape(path, shadow.color, shadow.radius, shadow.offset)))
        }
        if let background, background.rgba.alpha > 0 || background.adapts {
            layers.append(UIViewLayer(id: .background, rect: bounds, kind: .background(shape, background)))
        }
        if let contents {
            layers.append(UIViewLayer(id: .contents, rect: contents.rect, kind: .contents(contents.image)))
        }
        if case .none = content {} else {
            layers.append(UIViewLayer(id: .content, rect: bounds, kind: .content(content, shape)))
        }
        for subview in subviews {
            layers.append(UIViewLayer(id: .subview(subview.id, subview.instance), rect: subview.rect, kind: .subview(subview)))
        }
        if let border {
            layers.append(UIViewLayer(id: .border, rect: bounds, kind: .border(shape, border.width, border.color)))
        }
        return layers
    }
}

/// One thing a view draws, in its rectangle of the view's space.
struct UIViewLayer: Identifiable {
    enum ID: Hashable { case shadowShape, background, contents, content, subview(ObjectIdentifier, Int), border }
    enum Kind {
        case shadowShape(Path, Color, CGFloat, CGSize)
        case background(UnevenRoundedRectangle, Color)
        /// A layer's `contents` image, filling the layer's rectangle.
        case contents(UIImage)
        case content(UIViewContent, UnevenRoundedRectangle)
        case subview(UIViewSnapshot)
        case border(UnevenRoundedRectangle, CGFloat, Color)
    }
    let id: ID
    let rect: CGRect
    let kind: Kind
}

/// The drawing of a representable's UIView hierarchy: UIKit's geometry is absolute, so it is
/// laid out left to right whatever the layout direction around it.
struct UIViewDrawing: View {
    let snapshot: UIViewSnapshot
    var body: some View {
        UIViewBody(snapshot: snapshot)
            .environment(\.layoutDirection, .leftToRight)
    }
}

/// One view of the hierarchy: its layers placed at their rectangles, then its layer's
/// clipping, shadow, opacity and transform, and its accessibility identifier and label.
struct UIViewBody: View {
    let snapshot: UIViewSnapshot
    var body: some View {
        let layers = snapshot.layers
        UIViewPlacement(rects: layers.map(\.rect)) {
            ForEach(layers) { layer in UIViewLayerView(layer: layer) }
        }
        .modifier(UIViewMarkerModifier(id: snapshot.id, view: snapshot.view))
        .uiViewClip(snapshot.clips ? snapshot.shape : nil)
        .uiViewShadow(snapshot.shadow.flatMap { $0.path == nil ? ($0.color, $0.radius, $0.offset) : nil })
        .modifier(UIViewMaskModifier(mask: snapshot.mask))
        .modifier(UIViewColorMultiplyModifier(color: snapshot.colorMultiply))
        .uiViewOpacity(snapshot.alpha)
        .uiViewTransform(snapshot.transform)
        .uiViewProjection(snapshot.projection)
        .uiViewGestureRecognizers(snapshot.gestureRecognizers)
        .uiViewInteraction(snapshot.interaction)
        .modifier(UIViewContextMenuModifier(snapshot: snapshot))
        .modifier(UIViewAccessibilityModifier(settings: snapshot.accessibility))
        .uiViewAccessibility(identifier: snapshot.identifier, label: snapshot.label)
        .uiViewInterfaceStyle(snapshot.colorScheme)
    }
}

/// A layer's mask: the layer shows where the mask layer, drawn at its frame in the layer's
/// space, is opaque (nowhere when the mask draws nothing).
final class UIViewMask {
    let snapshot: UIViewSnapshot?
    init(snapshot: UIViewSnapshot?) { self.snapshot = snapshot }
}

/// Masks a view's drawing with its layer's mask, when it has one.
struct UIViewMaskModifier: ViewModifier {
    let mask: UIViewMask?
    func body(content: Content) -> AnyView {
        guard let mask else { return AnyView(content) }
        guard let snapshot = mask.snapshot else { return AnyView(content.mask(alignment: .topLeading) { Color.clear }) }
        return AnyView(content.mask(alignment: .topLeading) { UIViewPlacement(rects: [snapshot.rect]) { UIViewBody(snapshot: snapshot) } })
    }
}

/// Multiplies a replicator instance's colours by its instance colour, when it has one.
struct UIViewColorMultiplyModifier: ViewModifier {
    let color: RGBA?
    func body(content: Content) -> AnyView {
        guard let color else { return AnyView(content) }
        return AnyView(content.colorMultiply(Color(cgColor: CGColor(color))))
    }
}

/// Places each layer at its rectangle (proposing its size); the view takes the size it is offered.
struct UIViewPlacement: Layout {
    let rects: [CGRect]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index < rects.count {
            let r = rects[index]
            subview.place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), anchor: .topLeading, proposal: ProposedViewSize(r.size))
        }
    }
}

struct UIViewLayerView: View {
    let layer: UIViewLayer
    var body: some View {
        switch layer.kind {
        case .shadowShape(let path, let color, let radius, let offset):
            path.fill(color).offset(x: offset.width, y: offset.height).blur(radius: radius)
        case .background(let shape, let color):
            shape.fill(color)
        case .contents(let image):
            Image(uiImage: image).resizable()
        case .content(let content, let shape):
            UIViewContentView(content: content, shape: shape, size: layer.rect.size)
        case .subview(let snapshot):
            UIViewBody(snapshot: snapshot)
        case .border(let shape, let width, let color):
            shape.strokeBorder(color, lineWidth: width)
        }
    }
}

/// A view's content: a label's text, an image view's image, an effect view's material, a
/// hosting controller's root view.
struct UIViewContentView: View {
    let content: UIViewContent
    let shape: UnevenRoundedRectangle
    let size: CGSize
    @Environment(\.colorScheme) private var colorScheme

    /// A label's text (plain or attributed) in its font, colour, alignment and line limit.
    private func labelText(_ text: Text, _ label: LabelContent) -> some View {
        text.uiKitText(font: label.font, color: label.color, alignment: label.textAlignment, lineLimit: label.lineLimit)
            .truncationMode(label.truncationMode)
            .minimumScaleFactor(label.minimumScaleFactor)
    }

    var body: some View {
        switch content {
        case .none:
            EmptyView()
        case .label(let label):
            if let styled = label.styledText {
                labelText(styled, label)
                    .lineSpacing(label.lineSpacing)
                    .frame(width: size.width, height: size.height, alignment: Alignment(horizontal: label.horizontalAlignment, vertical: .center))
            } else {
                labelText(Text(verbatim: label.text), label)
                    .frame(width: size.width, height: size.height, alignment: Alignment(horizontal: label.horizontalAlignment, vertical: .center))
            }
        case .image(let image):
            UIImageViewDrawing(content: image, size: size)
        case .material(let effect):
            let look = effect.resolved(in: colorScheme)
            shape.fill(look.material).environment(\.colorScheme, look.scheme)
        case .hosted(let root):
            root.frame(width: size.width, height: size.height)
        case .searchField(let content):
            UISearchBarDrawing(content: content, size: size)
        case .text(let text):
            Text(verbatim: text.text)
                .uiKitText(font: text.font, color: text.color, alignment: text.textAlignment, lineLimit: text.lineLimit)
                .frame(width: max(0, size.width - text.insets.leading - text.insets.trailing), alignment: text.frameAlignment)
                .fixedSize(horizontal: false, vertical: true)
                .padding(text.insets)
                .offset(x: -text.offset.x, y: -text.offset.y)
                .frame(width: size.width, height: size.height, alignment: .topLeading)
        case .switch(let isOn, let onTint, let thumb):
            SwitchTrack(isOn: isOn, knob: thumb ?? .white)
                .uiViewTint(onTint)
                .frame(width: size.width, height: size.height, alignment: .topLeading)
        case .pageDots(let count, let current, let tint, let currentTint, let prominent):
            PageIndexView(count: count, selected: current, hasBackground: prominent, tint: tint, currentTint: currentTint)
                .frame(width: size.width, height: size.height)
        case .slider(let fraction, let minimumTrack, let maximumTrack, let thumb):
            SliderTrack(fraction: fraction, trackColor: maximumTrack, knobColor: thumb)
                .uiViewTint(minimumTrack)
                .frame(width: size.width, height: size.height)
        case .activity(let color, let side):
            ActivitySpinner(color: color)
                .scaleEffect(side / 20)
                .frame(width: size.width, height: size.height)
        case .shape(let shape):
            ZStack(alignment: .topLeading) {
                if let fill = shape.fill { shape.path.fill(fill, style: FillStyle(eoFill: shape.evenOdd)) }
                if let stroke = shape.stroke, shape.style.lineWidth > 0, shape.trim.upperBound > shape.trim.lowerBound {
                    shape.path.trimmedPath(from: shape.trim.lowerBound, to: shape.trim.upperBound).stroke(stroke, style: shape.style)
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        case .gradient(let gradient):
            // Core Animation rounds a gradient layer's gradient with its corners, as it
            // rounds a background.
            GradientLayerDrawing(content: gradient, size: size).clipShape(shape)
        case .drawing(let recording):
            UIViewRectDrawingView(recording: recording).frame(width: size.width, height: size.height)
        }
    }
}

/// An image view's image placed by its content mode.
struct UIImageViewDrawing: View {
    let content: ImageViewContent
    let size: CGSize
    var body: some View {
        placed
            .font(content.symbolSizing?.font ?? .body)
            .imageScale(content.symbolSizing?.scale ?? .medium)
            .dynamicTypeSize(.large)
            .foregroundColor(content.isTemplate ? content.symbolSizing?.color ?? content.tint : nil)
    }

    @ViewBuilder private var placed: some View {
        let image = Image(uiImage: content.image)
        switch content.contentMode {
        case .scaleToFill, .redraw:
            image.resizable().frame(width: size.width, height: size.height)
        case .scaleAspectFit:
            image.resizable().aspectRatio(contentMode: .fit).frame(width: size.width, height: size.height)
        case .scaleAspectFill:
            image.resizable().aspectRatio(contentMode: .fill).frame(width: size.width, height: size.height)
        default:
            image.frame(width: size.width, height: size.height, alignment: content.alignment)
        }
    }
}

/// A layer's effects, each applied only when the view has it (a view without them adds
/// no nodes beyond the choice).
extension View {
    @ViewBuilder func uiViewClip(_ shape: UnevenRoundedRectangle?) -> some View {
        if let shape { clipShape(shape) } else { self }
    }
    @ViewBuilder func uiViewShadow(_ shadow: (color: Color, radius: CGFloat, offset: CGSize)?) -> some View {
        if let shadow {
            self.shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height)
        } else {
            self
        }
    }
    @ViewBuilder func uiViewOpacity(_ alpha: Double) -> some View {
        if alpha < 1 { opacity(alpha) } else { self }
    }
    @ViewBuilder func uiViewTransform(_ transform: CGAffineTransform?) -> some View {
        if let transform { transformEffect(transform) } else { self }
    }
    @ViewBuilder func uiViewProjection(_ projection: ProjectionTransform?) -> some View {
        if let projection { projectionEffect(projection) } else { self }
    }
    @ViewBuilder func uiViewInteraction(_ interaction: UIViewInteraction?) -> some View {
        switch interaction {
        case .scroll(let scrollView):
            modifier(_UIScrollViewInteractionModifier(scrollView: scrollView))
        case .textInput(let textView):
            modifier(_UIScrollViewInteractionModifier(scrollView: textView, typing: true))
        case .typing(let field):
            modifier(_UIKitTypingModifier(field: field))
        case .control(let control):
            onTapGesture(coordinateSpace: .local) { location in control.sendTap(at: location) }.disabled(!control.isEnabled || !control.isUserInteractionEnabled)
        case .menuButton(let button):
            // A press held half a second opens the menu, as for SwiftUI's `Menu` with a primary action.
            onTapGesture(coordinateSpace: .local) { location in button.sendTap(at: location) }
                .highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in button.longPressed() })
                .disabled(!button.isEnabled || !button.isUserInteractionEnabled)
        case .slider(let slider):
            gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { slider.dragChanged(start: $0.startLocation, translation: $0.translation) }
                .onEnded { _ in slider.dragEnded() })
            .disabled(!slider.isEnabled || !slider.isUserInteractionEnabled)
        case nil:
            self
        }
    }
    @ViewBuilder func uiViewTint(_ color: Color?) -> some View {
        if let color { tint(color) } else { self }
    }
    @ViewBuilder func uiViewAccessibility(identifier: String?, label: String?) -> some View {
        if let identifier, let label {
            accessibilityIdentifier(identifier).accessibilityLabel(label)
        } else if let identifier {
            accessibilityIdentifier(identifier)
        } else if let label {
            accessibilityLabel(label)
        } else {
            self
        }
    }
}

/// Marks the drawing of a `UIScrollView`, which `ViewHost.scroll` drags.
struct UIScrollViewAttribute: NodeAttribute {
    let scrollView: UIScrollView
}

/// The modifier that marks a `UIScrollView`'s drawing.
nonisolated struct _UIScrollViewInteractionModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let scrollView: UIScrollView
    /// True for an editable `UITextView`: `ViewHost.type` types into it.
    var typing = false
    var attributes: [NodeAttribute] {
        var attributes: [NodeAttribute] = [UIScrollViewAttribute(scrollView: scrollView)]
        if typing, let textView = scrollView as? UITextView {
            attributes.append(MainActorBridge.run(textView) { $0.textInputAttribute })
        }
        return attributes
    }
}

extension UITextView {
    /// What `ViewHost` types through: the text, read and typed through the view and its delegate.
    var textInputAttribute: TextInputAttribute {
        TextInputAttribute(
            text: Binding(get: { [self] in MainActorBridge.run(self) { $0.text ?? "" } },
                          set: { [self] new in MainActorBridge.run((self, new)) { $0.0.typed($0.1) } }),
            submit: [], keyboardType: keyboardType, isMultiline: true, returnTypesNewline: true,
            editingChanged: { [self] focused in editingChanged(focused) })
    }
}

extension Text {
    /// Text as UIKit draws a `UILabel`'s or a `UITextView`'s: its own font, colour, alignment
    /// and line count, untouched by the SwiftUI environment's text case and Dynamic Type size.
    func uiKitText(font: Font, color: Color, alignment: TextAlignment, lineLimit: Int?) -> some View {
        self.font(font)
            .foregroundColor(color)
            .multilineTextAlignment(alignment)
            .lineLimit(lineLimit)
            .textCase(nil)
            .dynamicTypeSize(.large)
    }
}

/// A UIKit view `ViewHost` types into (a `UISearchBar`, a `UITextField`): what it types
/// through, its text and delegate.
@MainActor protocol UIKitTextTyping: UIView {
    var textInputAttribute: TextInputAttribute { get }
}

extension UISearchBar: UIKitTextTyping {}
extension UITextField: UIKitTextTyping {}

/// The modifier that lets `ViewHost` type into a UIKit text view's drawing.
nonisolated struct _UIKitTypingModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let field: any UIKitTextTyping
    var attributes: [NodeAttribute] { [MainActorBridge.run(field) { $0.textInputAttribute }] }
}
