import Foundation
import Testing
@testable import Tether

/// A representable showing the hierarchy `make` builds.
struct UIKitHierarchy: UIViewRepresentable {
    let make: @MainActor () -> UIView
    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view of `color` with `frame`.
@MainActor func colored(_ color: UIColor, _ frame: CGRect = .zero) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

/// A `width`×`height` PNG of one colour, as `UIImage(data:)` reads it.
func solidPNG(width: Int, height: Int, rgba: [UInt8]) -> Data {
    PNGEncoder.encode(rgba: Array((0..<(width * height)).flatMap { _ in rgba }), width: width, height: height)
}

/// How UIKit hierarchies are drawn: each pixel below is reasoned from UIKit's rules. The
/// representable is 40 × 40 in a 60 × 60 canvas, so its top-left corner is at (10, 10);
/// renders are at scale 1 (a pixel per point).
@MainActor
@Suite struct UIViewDrawingTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    func render(_ make: @escaping @MainActor () -> UIView) throws -> DecodedPixels {
        try pixels(UIKitHierarchy(make: make).frame(width: 40, height: 40), width: 60, height: 60, scale: 1)
    }
    func isColor(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 2) -> Bool {
        abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance && abs(p.a - a) <= tolerance
    }
    func isClear(_ p: Pixel) -> Bool { p.a == 0 }

    @Test func theBackgroundFillsTheFrameSwiftUIGaveIt() throws {
        let p = try render { colored(.red) }
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 0, 0))
        #expect(isColor(p.pixel(x: 10, y: 10), 255, 0, 0) && isColor(p.pixel(x: 49, y: 49), 255, 0, 0))
        #expect(isClear(p.pixel(x: 9, y: 30)) && isClear(p.pixel(x: 50, y: 30)))
    }

    @Test func subviewsArePlacedAtTheirFramesInTheSuperviewsBounds() throws {
        let p = try render {
            let root = colored(.red)
            root.addSubview(colored(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
            return root
        }
        #expect(isColor(p.pixel(x: 30, y: 30), 0, 255, 0))
        #expect(isColor(p.pixel(x: 15, y: 15), 255, 0, 0))
        // Moving the superview's bounds origin moves what it shows: (10, 10) is now at its top left.
        let scrolled = try render {
            let root = colored(.red)
            root.addSubview(colored(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
            root.bounds.origin = CGPoint(x: 10, y: 10)
            return root
        }
        #expect(isColor(scrolled.pixel(x: 12, y: 12), 0, 255, 0) && isColor(scrolled.pixel(x: 35, y: 35), 255, 0, 0))
    }

    @Test func clipsToBoundsCutsSubviewsAtTheEdge() throws {
        func overflowing(clips: Bool) throws -> DecodedPixels {
            try render {
                let root = colored(.red)
                root.addSubview(colored(.blue, CGRect(x: 30, y: 30, width: 20, height: 20)))
                root.clipsToBounds = clips
                return root
            }
        }
        // The subview reaches (10 + 50, 10 + 50): past the root's bottom-right corner at (50, 50).
        #expect(isColor(try overflowing(clips: false).pixel(x: 55, y: 55), 0, 0, 255))
        let clipped = try overflowing(clips: true)
        #expect(isClear(clipped.pixel(x: 55, y: 55)))
        #expect(isColor(clipped.pixel(x: 45, y: 45), 0, 0, 255))
    }

    @Test func alphaAndHiddenApplyToTheViewAndItsSubviews() throws {
        let half = try render {
            let root = colored(.red)
            root.addSubview(colored(.blue, CGRect(x: 0, y: 0, width: 20, height: 40)))
            root.alpha = 0.5
            return root
        }
        // Half-transparent red, and the subview with it (straight alpha: 127 or 128).
        #expect(isColor(half.pixel(x: 40, y: 30), 255, 0, 0, 128, tolerance: 1))
        #expect(isColor(half.pixel(x: 20, y: 30), 0, 0, 255, 128, tolerance: 1))
        let hidden = try render {
            let root = colored(.red)
            let child = colored(.blue, CGRect(x: 0, y: 0, width: 20, height: 40))
            child.isHidden = true
            root.addSubview(child)
            return root
        }
        #expect(isColor(hidden.pixel(x: 20, y: 30), 255, 0, 0))
    }

    @Test func theLayersCornerRadiusRoundsTheBackground() throws {
        let p = try render {
            let root = colored(.red)
            root.layer.cornerRadius = 20
            return root
        }
        // A 40-point square with 20-point corners is a circle: its corners are empty.
        #expect(isClear(p.pixel(x: 11, y: 11)) && isClear(p.pixel(x: 48, y: 48)))
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 0, 0) && isColor(p.pixel(x: 30, y: 11), 255, 0, 0))
        // A radius beyond half the side is clamped to it: the same circle.
        let clamped = try render {
            let root = colored(.red)
            root.layer.cornerRadius = 500
            return root
        }
        #expect(clamped.rgba == p.rgba)
    }

    @Test func theBorderIsDrawnInsideTheBoundsAboveTheSubviews() throws {
        let p = try render {
            let root = colored(.red)
            root.addSubview(colored(.green, CGRect(x: 0, y: 0, width: 40, height: 40)))
            root.layer.borderWidth = 4
            root.layer.borderColor = UIColor.blue.cgColor
            return root
        }
        #expect(isColor(p.pixel(x: 11, y: 30), 0, 0, 255) && isColor(p.pixel(x: 48, y: 30), 0, 0, 255))
        #expect(isColor(p.pixel(x: 30, y: 30), 0, 255, 0))
        #expect(isClear(p.pixel(x: 9, y: 30)))
    }

    @Test func aShadowIsDrawnUnlessTheLayerMasksToBounds() throws {
        func shadowed(masks: Bool) throws -> DecodedPixels {
            try render {
                let root = UIView()
                let card = colored(.white, CGRect(x: 10, y: 10, width: 20, height: 20))
                card.layer.shadowOpacity = 1
                card.layer.shadowRadius = 0
                card.layer.shadowOffset = CGSize(width: 5, height: 5)
                card.layer.masksToBounds = masks
                root.addSubview(card)
                return root
            }
        }
        // The card covers (20, 20)–(40, 40); its sharp black shadow is 5 points down and right.
        let p = try shadowed(masks: false)
        #expect(isColor(p.pixel(x: 42, y: 42), 0, 0, 0))
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 255, 255))
        #expect(isClear(try shadowed(masks: true).pixel(x: 42, y: 42)))
    }

    @Test func aTransformTurnsTheViewAboutItsCentre() throws {
        let p = try render {
            let root = UIView()
            let bar = colored(.red, CGRect(x: 0, y: 15, width: 40, height: 10))
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            root.addSubview(bar)
            return root
        }
        // Turned a quarter about its centre (30, 30), the bar stands from y = 10 to 50 at x 25–35.
        #expect(isColor(p.pixel(x: 30, y: 12), 255, 0, 0) && isColor(p.pixel(x: 30, y: 47), 255, 0, 0))
        #expect(isClear(p.pixel(x: 12, y: 30)) && isClear(p.pixel(x: 47, y: 30)))
    }

    @Test func anImageViewPlacesItsImageByContentMode() throws {
        let png = solidPNG(width: 20, height: 10, rgba: [255, 0, 0, 255])
        func imageView(_ mode: UIView.ContentMode, clips: Bool = false) throws -> DecodedPixels {
            try render {
                let view = UIImageView(image: UIImage(data: png))
                view.contentMode = mode
                view.clipsToBounds = clips
                return view
            }
        }
        // Stretched over the 40 × 40 view.
        #expect(isColor(try imageView(.scaleToFill).pixel(x: 30, y: 12), 255, 0, 0))
        // Fitted: 40 × 20, centred, from y = 20 to 40.
        let fit = try imageView(.scaleAspectFit)
        #expect(isClear(fit.pixel(x: 30, y: 15)) && isColor(fit.pixel(x: 30, y: 22), 255, 0, 0))
        // Filled: 80 × 40 centred, overflowing 20 points on each side unless the view clips.
        #expect(isColor(try imageView(.scaleAspectFill).pixel(x: 2, y: 30), 255, 0, 0))
        #expect(isClear(try imageView(.scaleAspectFill, clips: true).pixel(x: 2, y: 30)))
        // Centred at its natural size: 20 × 10, from (20, 25) to (40, 35).
        let centred = try imageView(.center)
        #expect(isColor(centred.pixel(x: 30, y: 30), 255, 0, 0) && isClear(centred.pixel(x: 30, y: 22)))
        // In the top-left corner.
        let corner = try imageView(.topLeft)
        #expect(isColor(corner.pixel(x: 12, y: 12), 255, 0, 0) && isClear(corner.pixel(x: 35, y: 12)))
    }

    @Test func aLabelsTextIsDrawnByTheTextEngine() {
        struct Greeting: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "Hello"
                label.textAlignment = .center
                label.accessibilityIdentifier = "greeting"
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        let h = host(Greeting().frame(width: 200, height: 60), width: 300, height: 100)
        #expect(dumpedTexts(h) == ["Hello"])
        // The label's frame is the representable's; its text is centred in it both ways.
        expectFrame(h, "greeting", CGRect(x: 50, y: 20, width: 200, height: 60))
        let ink = textInk(of: "Hello", in: h)
        #expect(ink != nil && abs((ink?.midX ?? 0) - 150) < 2 && abs((ink?.midY ?? 0) - 50) < 4)
    }

    @Test func anIdentifiedSubviewIsFoundAtItsFrame() {
        let h = host(UIKitHierarchy {
            let root = UIView()
            let badge = colored(.red, CGRect(x: 5, y: 6, width: 10, height: 12))
            badge.accessibilityIdentifier = "badge"
            root.addSubview(badge)
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        expectFrame(h, "badge", CGRect(x: 15, y: 16, width: 10, height: 12))
    }

    @Test func aBlurEffectViewDrawsTheSwiftUIMaterialOfItsStyle() throws {
        // The same pixels as SwiftUI's material over the same backdrop.
        func backdrop<V: View>(_ top: V) -> some View {
            ZStack {
                HStack(spacing: 0) { Color.red; Color.blue; Color.yellow }
                top
            }.frame(width: 40, height: 40)
        }
        func effect(_ style: UIBlurEffect.Style) -> some View {
            UIKitHierarchy { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
        }
        func same<A: View, B: View>(_ a: A, _ b: B) throws -> Bool {
            try pixels(backdrop(a), width: 60, height: 60).rgba == pixels(backdrop(b), width: 60, height: 60).rgba
        }
        #expect(try same(effect(.systemUltraThinMaterial), Rectangle().fill(.ultraThinMaterial)))
        #expect(try same(effect(.systemThickMaterial), Rectangle().fill(.thickMaterial)))
        #expect(try same(effect(.systemChromeMaterial), Rectangle().fill(.bar)))
        #expect(try same(effect(.systemMaterialDark), Rectangle().fill(.regularMaterial).environment(\.colorScheme, .dark)))
        #expect(try !same(effect(.systemMaterialDark), Rectangle().fill(.regularMaterial)))
        // Content in the content view is drawn over the material, unblurred.
        let covered = try pixels(backdrop(UIKitHierarchy {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.contentView.addSubview(colored(.green, CGRect(x: 0, y: 0, width: 10, height: 10)))
            return blur
        }), width: 60, height: 60, scale: 1)
        #expect(isColor(covered.pixel(x: 12, y: 12), 0, 255, 0))
    }

    @Test func blurStylesMapToSwiftUIMaterials() {
        typealias Style = UIBlurEffect.Style
        func look(_ style: Style) -> (Material, ColorScheme?) { (style.look.material, style.look.scheme) }
        #expect(look(.systemUltraThinMaterial) == (.ultraThin, nil))
        #expect(look(.systemThinMaterial) == (.thin, nil))
        #expect(look(.systemMaterial) == (.regular, nil))
        #expect(look(.systemThickMaterial) == (.thick, nil))
        #expect(look(.systemChromeMaterial) == (.bar, nil))
        #expect(look(.systemThinMaterialLight) == (.thin, .light))
        #expect(look(.systemThickMaterialDark) == (.thick, .dark))
        #expect(look(.light) == (.regular, .light) && look(.dark) == (.regular, .dark))
        #expect(look(.extraLight) == (.thick, .light) && look(.regular) == (.regular, nil))
        // Prominent: extra light, or dark in dark mode.
        let prominent = EffectContent(Style.prominent.look)
        #expect(prominent.resolved(in: .light) == (.thick, .light))
        #expect(prominent.resolved(in: .dark) == (.regular, .dark))
    }

    @Test func aHostingControllersViewDrawsItsRootView() throws {
        let p = try render {
            let root = colored(.red)
            // The controller is released when this closure returns; its view keeps the content.
            let hosting = UIHostingController(rootView: Color(red: 0, green: 1, blue: 0))
            hosting.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            root.addSubview(hosting.view)
            return root
        }
        #expect(isColor(p.pixel(x: 15, y: 15), 0, 255, 0) && isColor(p.pixel(x: 40, y: 40), 255, 0, 0))
        // Around content smaller than it, the hosting view shows the system background (white).
        let padded = try render {
            let hosting = UIHostingController(rootView: Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10))
            return hosting.view
        }
        #expect(isColor(padded.pixel(x: 30, y: 30), 0, 255, 0) && isColor(padded.pixel(x: 12, y: 12), 255, 255, 255))

        struct Embedded: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIHostingController<Text> {
                UIHostingController(rootView: Text("Hosted"))
            }
            func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {}
        }
        #expect(dumpedTexts(host(Embedded())) == ["Hosted"])
    }

    @Test func aNewRootViewOfTheHostingControllerIsDrawn() {
        struct Swapping: UIViewControllerRepresentable {
            var title: String
            func makeUIViewController(context: Context) -> UIHostingController<Text> {
                UIHostingController(rootView: Text(title))
            }
            func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {
                uiViewController.rootView = Text(title)
            }
        }
        struct Screen: View {
            let model: RepresentableModel
            var body: some View { Swapping(title: model.text) }
        }
        let model = RepresentableModel()
        let h = host(Screen(model: model))
        #expect(dumpedTexts(h) == ["a"])
        model.text = "b"
        h.update()
        #expect(dumpedTexts(h) == ["b"])
    }

    @Test func autoresizingSubviewsFollowTheSizeSwiftUIGives() throws {
        // The classic blur wrapper: a subview the size of the (still empty) bounds, flexible
        // in both directions, fills the view once SwiftUI sizes it.
        let p = try render {
            let root = UIView()
            let fill = colored(.blue, root.bounds)
            fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(fill)
            return root
        }
        #expect(isColor(p.pixel(x: 11, y: 11), 0, 0, 255) && isColor(p.pixel(x: 48, y: 48), 0, 0, 255))
    }

    @Test func layoutSubviewsPlacesSubviewsBeforeDrawing() throws {
        final class Pinned: UIView {
            let dot = colored(.green)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
            }
            required init?(coder: NSCoder) { return nil }
            override func layoutSubviews() {
                dot.frame = CGRect(x: bounds.width - 10, y: bounds.height - 10, width: 10, height: 10)
            }
        }
        let p = try render { Pinned() }
        #expect(isColor(p.pixel(x: 45, y: 45), 0, 255, 0) && isClear(p.pixel(x: 35, y: 35)))
    }

    @Test func aChangeMadeToTheViewBetweenUpdatesIsDrawnByTheNext() throws {
        var made: UIView?
        let h = host(UIKitHierarchy {
            let view = colored(.red)
            made = view
            return view
        }.frame(width: 40, height: 40), width: 60, height: 60)
        made?.backgroundColor = .blue
        h.update()
        #expect(isColor(try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: 30, y: 30), 0, 0, 255))
    }

    @Test func aTransform3DWithPerspectiveIsDrawnProjected() throws {
        // A 20 pt red square turned 60° about the vertical axis with m34 = -1/500: its
        // projected width is 20 · cos 60° = 10 pt, bent by the perspective by under 2 %, about
        // its centre — within 20 ± 5.1 of the representable's 40 pt, at 30 ± 5.1 in the canvas.
        var turn = CATransform3DIdentity
        turn.m34 = -1.0 / 500
        turn = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)
        let p = try render {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let square = colored(.red, CGRect(x: 10, y: 10, width: 20, height: 20))
            square.transform3D = turn
            container.addSubview(square)
            return container
        }
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 0, 0, tolerance: 40))
        #expect(isClear(p.pixel(x: 23, y: 30)) && isClear(p.pixel(x: 37, y: 30)))
        // Unturned, those points are red.
        let flat = try render { colored(.red, CGRect(x: 10, y: 10, width: 20, height: 20)) }
        #expect(isColor(flat.pixel(x: 23, y: 30), 255, 0, 0))
    }

    @Test func theAffineAndThe3DTransformAreOneTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.transform = CATransform3DMakeScale(2, 3, 1)
        // An affine 3D transform is the view's transform; the transform's affine part reads back.
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(view.transform3D, CATransform3DMakeScale(2, 3, 1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        view.transform3D = perspective
        #expect(view.transform.isIdentity && view.layer.transform.m34 == -0.002)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.transform3D.m34 == 0)
        // A layer of its own keeps its 3D transform too.
        let layer = CALayer()
        layer.transform = perspective
        #expect(layer.transform.m34 == -0.002 && layer.affineTransform().isIdentity)
    }

    @Test func aNonFinite3DTransformIsReportedAndLeftOut() throws {
        var broken = CATransform3DIdentity
        broken.m34 = .nan
        let h = host(UIKitHierarchy {
            let square = colored(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
            square.transform3D = broken
            return square
        }.frame(width: 40, height: 40), width: 60, height: 60)
        let p = try DecodedPixels(pngData: h.pngData(scale: 1))
        #expect(isColor(p.pixel(x: 30, y: 30), 255, 0, 0))
        #expect(h.diagnostics.contains { $0.message.contains("non-finite 3D transform") })
    }
}
