import Foundation
import Tether

/// Tether's own: fuzzed views with the iOS 17–18 drawing and input API — perspective
/// `projectionEffect`s from `CATransform3D`s, canvases drawn through a projection filter,
/// mesh gradients with hostile grids, text fields bound to a `TextSelection` that may be
/// stale, `ShareLink`s with previews, `navigation` and `navigationSplitView` container
/// backgrounds, UIKit gesture recognizers and page controls on representables, photos
/// pickers with hostile limits and filters, tinted switches over bound rows, and spelling checks.
extension FuzzTreeBuilder {
    mutating func projectedOrMeshed(_ v: AnyView) -> AnyView {
        switch rng.int(0...9) {
        case 0:
            let angle = isHostile ? length() : rng.pick([0, 0.3, -0.8, 1.2, CGFloat.pi / 2])
            var t = CATransform3DIdentity
            t.m34 = isHostile ? length() : rng.pick([0, -1 / 500, -1 / 100])
            t = CATransform3DRotate(t, angle, rng.pick([0, 1]), 1, 0)
            // Anchors under a perspective are not the affine frames the probes check.
            poisonProbesInside()
            return AnyView(v.projectionEffect(ProjectionTransform(t)))
        case 1:
            return AnyView(v.background(FuzzMesh.make(rng: &rng, hostile: isHostile)))
        case 2:
            let id = identifier("selectionfield")
            textFields.append(id)
            return AnyView(VStack { v; FuzzSelectionField(text: string(), stale: rng.chance(40)).accessibilityIdentifier(id) })
        case 3:
            let id = identifier("sharepreview")
            tappable.append(id)
            let title = string()
            return AnyView(VStack {
                v
                ShareLink(item: title, preview: SharePreview(title, image: Image(systemName: "doc"))).accessibilityIdentifier(id)
            })
        case 4:
            let m34 = isHostile ? length() : -1 / 300
            let colour = color()
            return AnyView(v.overlay {
                Canvas { context, size in
                    var t = CATransform3DIdentity
                    t.m34 = m34
                    t = CATransform3DRotate(t, 0.5, 0, 1, 0)
                    context.addFilter(.projectionTransform(ProjectionTransform(t)))
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(colour))
                }
            })
        case 5:
            let colour = color()
            if rng.chance(50) {
                return AnyView(NavigationStack { v.containerBackground(colour.opacity(0.5), for: .navigation).navigationTitle(string()) })
            }
            return AnyView(NavigationSplitView {
                v.containerBackground(colour, for: .navigationSplitView)
                    .containerBackground(for: .navigation, alignment: alignment()) { Color.clear }
            } detail: { Text(string()) })
        case 7:
            let id = identifier("photospicker")
            tappable.append(id)
            let limit = isHostile ? rng.pick([-3, 0, Int.max]) : rng.int(1...3)
            let filter = rng.pick([nil, PHPickerFilter.images, .videos, .not(.any(of: [.images, .screenshots]))])
            return AnyView(VStack { v; FuzzPhotosPicker(limit: limit, filter: filter).accessibilityIdentifier(id) })
        case 8:
            let id = identifier("pagecontrol")
            tappable.append(id)
            let pages = isHostile ? rng.pick([-2, 0, 1, 500]) : rng.int(2...6)
            return AnyView(VStack { v; FuzzPageControl(pages: pages, current: isHostile ? rng.pick([-1, 99]) : 1).accessibilityIdentifier(id) })
        case 9:
            let id = identifier("boundswitches")
            tappable.append(id)
            return AnyView(VStack { v; FuzzBoundSwitches(words: [string(), string(), "teh"], tint: color()).accessibilityIdentifier(id) })
        default:
            let id = identifier("recognizers")
            tappable.append(id)
            if rng.chance(40) {
                // A UIKit view that handles touches itself, misbehaving as the seed says.
                let misbehaviour = rng.pick(FuzzTouchView.Misbehaviour.allCases)
                return AnyView(VStack { v; FuzzTouchResponders(misbehaviour: misbehaviour).frame(width: length(), height: 40).accessibilityIdentifier(id) })
            }
            return AnyView(VStack { v; FuzzRecognizerView().frame(width: length(), height: 40).accessibilityIdentifier(id) })
        }
    }
}

/// Mesh gradients over fuzzed grids: sometimes arrays that do not hold width × height
/// elements, non-finite points or a grid below 2 × 2.
enum FuzzMesh {
    static func make(rng: inout FuzzRandom, hostile: Bool) -> MeshGradient {
        let width = hostile ? rng.int(0...4) : rng.int(2...3), height = hostile ? rng.int(0...4) : rng.int(2...3)
        var points: [SIMD2<Float>] = []
        for y in 0..<max(height, 0) {
            for x in 0..<max(width, 0) {
                points.append(SIMD2(Float(x) / Float(max(width - 1, 1)), Float(y) / Float(max(height - 1, 1))))
            }
        }
        if hostile, !points.isEmpty {
            points[rng.int(0...(points.count - 1))] = rng.chance(50) ? SIMD2(.nan, 0.5) : SIMD2(.infinity, -.infinity)
            if rng.chance(50) { points.removeLast() }
        }
        let colors = points.indices.map { i in [Color.red, .blue, .green, .yellow][i % 4] }
        return MeshGradient(width: width, height: height, points: points, colors: colors, smoothsColors: rng.chance(50))
    }
}

/// A text field bound to a `TextSelection`; a stale one holds indices of another string.
struct FuzzSelectionField: View {
    @State var text: String
    @State private var selection: TextSelection?
    let stale: Bool
    var body: some View {
        TextField("Fuzz", text: $text, selection: $selection)
            .onAppear {
                let other = stale ? "a much longer string than the field holds" : text
                selection = TextSelection(insertionPoint: other.endIndex)
            }
    }
}

/// A photos picker whose picked items are counted.
struct FuzzPhotosPicker: View {
    let limit: Int
    let filter: PHPickerFilter?
    @State private var items: [PhotosPickerItem] = []
    var body: some View {
        PhotosPicker("Photos \(items.count)", selection: $items, maxSelectionCount: limit, matching: filter)
    }
}

/// A `UIPageControl` with fuzzed page counts (negative, none, very many).
struct FuzzPageControl: UIViewRepresentable {
    let pages: Int
    let current: Int
    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.addAction(UIAction { _ in }, for: .valueChanged)
        return control
    }
    func updateUIView(_ control: UIPageControl, context: Context) {
        control.numberOfPages = pages
        control.currentPage = current
        control.currentPageIndicatorTintColor = .systemIndigo
    }
}

/// Tinted switches over a binding `ForEach`, each naming whether its word is spelled right.
struct FuzzBoundSwitches: View {
    @State var words: [String]
    let tint: Color
    var body: some View {
        VStack {
            ForEach($words, id: \.self) { $word in
                Toggle(UITextChecker().rangeOfMisspelledWord(in: word, range: NSRange(location: 0, length: word.utf16.count),
                                                             startingAt: 0, wrap: false, language: "en").location == NSNotFound ? "right" : "wrong",
                       isOn: Binding(get: { word.isEmpty }, set: { word = $0 ? "" : "x" }))
            }
            .toggleStyle(SwitchToggleStyle(tint: tint))
        }
    }
}

/// A UIKit view that handles its touches (`touchesBegan` and the rest) and misbehaves while
/// doing so: it leaves its superview, hides, turns off touches, calls `super` twice, or adds
/// a pan that takes the touch, inside a tracking control.
final class FuzzTouchView: UIView {
    enum Misbehaviour: CaseIterable { case none, leaves, hides, stopsTakingTouches, callsSuperTwice, addsPan }
    var misbehaviour = Misbehaviour.none
    private var touchesSeen = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += 1
        switch misbehaviour {
        case .none: backgroundColor = touchesSeen.isMultiple(of: 2) ? .systemTeal : .systemOrange
        case .leaves: removeFromSuperview()
        case .hides: isHidden = true
        case .stopsTakingTouches: isUserInteractionEnabled = false
        case .callsSuperTwice:
            super.touchesBegan(touches, with: event)
            super.touchesBegan(touches, with: event)
        case .addsPan: addGestureRecognizer(UIPanGestureRecognizer())
        }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = touches.first.map { $0.location(in: self) }
        if misbehaviour == .callsSuperTwice { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = event?.touches(for: self)
        if misbehaviour == .leaves { superview?.removeFromSuperview() }
    }
}

/// A control that tracks its touches, with a `FuzzTouchView` inside.
final class FuzzTrackingControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { touch.location(in: self).x.isFinite }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        sendActions(for: .valueChanged)
        return bounds.contains(touch.location(in: self))
    }
}

/// `FuzzTouchView` and a tracking control side by side.
struct FuzzTouchResponders: UIViewRepresentable {
    let misbehaviour: FuzzTouchView.Misbehaviour
    func makeUIView(context: Context) -> UIView {
        let root = UIView()
        let touchView = FuzzTouchView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        touchView.misbehaviour = misbehaviour
        let control = FuzzTrackingControl(frame: CGRect(x: 60, y: 0, width: 60, height: 40))
        root.addSubview(touchView)
        root.addSubview(control)
        return root
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A UIKit view with tap, pinch and rotation recognizers that change its colour.
struct FuzzRecognizerView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak view] _ in view?.backgroundColor = view?.backgroundColor == .systemTeal ? .systemPink : .systemTeal }
        let pinch = UIPinchGestureRecognizer()
        pinch.addAction { recognizer in (recognizer as? UIPinchGestureRecognizer)?.scale = 1 }
        let rotation = UIRotationGestureRecognizer()
        rotation.require(toFail: pinch)
        [tap, pinch, rotation].forEach(view.addGestureRecognizer)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
