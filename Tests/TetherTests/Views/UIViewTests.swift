import Foundation
import Testing
@testable import Tether

/// UIKit's own rules for views, controllers and layers, checked without drawing.
@MainActor
@Suite struct UIViewTests {
    @Test func frameBoundsAndCenterDescribeTheSameRectangle() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 50, y: 25)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.size = CGSize(width: 20, height: 10)
        // The bounds grow about the centre.
        #expect(view.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
        // A transform: the frame is the box around the turned bounds.
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 45, y: 15, width: 10, height: 20)))
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test func subviewsKeepUIKitsOrderAndCallbacks() {
        final class Watched: UIView {
            var log: [String] = []
            override func didAddSubview(_ subview: UIView) { log.append("didAdd \(subview.tag)") }
            override func willRemoveSubview(_ subview: UIView) { log.append("willRemove \(subview.tag)") }
            override func didMoveToSuperview() { log.append("moved \(superview == nil ? "out" : "in")") }
        }
        let root = Watched()
        let a = Watched(), b = Watched(), c = Watched()
        a.tag = 1; b.tag = 2; c.tag = 3
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.tag) == [3, 1, 2])
        root.bringSubviewToFront(c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.map(\.tag) == [2, 1, 3])
        root.insertSubview(a, aboveSubview: c)
        #expect(root.subviews.map(\.tag) == [2, 3, 1])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map(\.tag) == [1, 3, 2])
        b.removeFromSuperview()
        #expect(root.subviews.map(\.tag) == [1, 3] && b.superview == nil)
        #expect(root.log == ["didAdd 1", "didAdd 2", "didAdd 3", "willRemove 2"])
        #expect(b.log == ["moved in", "moved out"])
        #expect(root.viewWithTag(3) === c && root.viewWithTag(9) == nil)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let pinned = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        [stretch, centred, pinned].forEach(root.addSubview)
        root.frame.size = CGSize(width: 200, height: 150)
        // +100 wide, +50 tall: the flexible size takes all; equal margins share it equally;
        // a single flexible margin takes all.
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(centred.frame == CGRect(x: 90, y: 0, width: 20, height: 20))
        #expect(pinned.frame == CGRect(x: 180, y: 130, width: 20, height: 20))
    }

    @Test func convertMapsThroughFramesBoundsAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 61, y: 52))
        #expect(root.convert(CGPoint(x: 61, y: 52), to: grandchild) == CGPoint(x: 1, y: 2))
        child.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(grandchild.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(grandchild.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root) == CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    @Test func layoutRunsOnlyWhenPendingParentsFirst() {
        final class Counting: UIView {
            static var order: [Int] = []
            override func layoutSubviews() { Counting.order.append(tag) }
        }
        Counting.order = []
        let root = Counting(), child = Counting()
        root.tag = 1; child.tag = 2
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(Counting.order == [1, 2])
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(Counting.order == [1, 2, 2])
        // A new size asks for layout.
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(Counting.order == [1, 2, 2, 1])
    }

    @Test func defaultsAreUIKits() {
        let view = UIView()
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1) && UIView.noIntrinsicMetric == -1)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.alpha == 1 && !view.isHidden && !view.clipsToBounds && view.backgroundColor == nil)
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowOffset == CGSize(width: 0, height: -3) && view.layer.shadowRadius == 3)
        #expect(view.contentMode == .scaleToFill && view.isUserInteractionEnabled && view.translatesAutoresizingMaskIntoConstraints)
        // The view's properties are its layer's.
        view.alpha = 0.25
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.25 && view.layer.masksToBounds && view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.sizeThatFits(CGSize(width: 5, height: 5)) == .zero)
    }

    @Test func tintIsInheritedUntilSet() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == UIColor.tintColor)
        root.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        child.tintColor = .green
        root.tintColor = nil
        #expect(root.tintColor == UIColor.tintColor && child.tintColor == UIColor.green)
    }

    @Test func aLabelSizesToItsText() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        // One line of 17-point text: a body line tall (20.29, on the 2x grid 20.5).
        #expect(one.height == bodyLine && one.width > 30)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: .zero, size: one))
        // Wrapped at a width: taller, never wider.
        label.text = "Hello there, this wraps onto more lines"
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.width <= 80 && wrapped.height > 2 * bodyLine)
        // One line does not wrap, whatever the width.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 80, height: 100)).height == bodyLine)
        #expect(Font(label.font) == Font.system(size: 17) && label.textColor == UIColor.label)
    }

    @Test func anImageViewTakesItsImagesSize() {
        let png = solidPNG(width: 30, height: 12, rgba: [0, 0, 255, 255])
        let view = UIImageView(image: UIImage(data: png, scale: 2))
        // 30 × 12 pixels at 2x: 15 × 6 points.
        #expect(view.frame.size == CGSize(width: 15, height: 6) && view.intrinsicContentSize == CGSize(width: 15, height: 6))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // A symbol is as large as body text's symbol beside it.
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        #expect(star.intrinsicContentSize.width > 10 && star.intrinsicContentSize.height > 10)
    }

    @Test func anEffectViewsContentViewFillsIt() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(effect.subviews == [effect.contentView])
        effect.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        effect.layoutIfNeeded()
        #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    @Test func aWindowIsAViewThatFillsTheScreen() {
        // (A window of no scene, so the shared scene's windows are left as they are.)
        let window = UIWindow(windowScene: nil)
        let asView: UIView = window
        #expect(asView.frame == UIScreen.main.bounds && window.isHidden)
        let child = UIView()
        window.addSubview(child)
        #expect(child.window === window)
        window.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aWindowKeepsItsLevelWithUIKitsValuesAndArithmetic() {
        let window = UIWindow(windowScene: nil)
        #expect(window.windowLevel == .normal && UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        window.windowLevel = .alert + 1
        #expect(window.windowLevel.rawValue == 2001 && window.windowLevel > .alert)
        window.windowLevel = .statusBar - 1
        #expect(window.windowLevel == UIWindow.Level(rawValue: 999) && window.windowLevel < .statusBar)
        // A level that is no number is reported and the window keeps its own.
        let h = host(Text("Hi"))
        h.update()
        window.windowLevel = UIWindow.Level(.nan)
        #expect(window.windowLevel.rawValue == 999)
        #expect(h.diagnostics.contains { $0.message.contains("windowLevel") })
    }

    @Test func aControllersViewLoadsOnceWhenFirstAskedFor() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()
        #expect(!screen.isViewLoaded && screen.viewIfLoaded == nil)
        _ = screen.view
        _ = screen.view
        #expect(screen.isViewLoaded && screen.loads == 1)
        let child = UIViewController()
        screen.addChild(child)
        #expect(screen.children == [child] && child.parent === screen)
        child.removeFromParent()
        #expect(screen.children.isEmpty && child.parent == nil)
    }

    @Test func aRepresentedControllerAppearsAndDisappears() {
        final class Screen: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
            override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        }
        struct Shown: UIViewControllerRepresentable {
            let screen: Screen
            func makeUIViewController(context: Context) -> Screen { screen }
            func updateUIViewController(_ uiViewController: Screen, context: Context) {}
        }
        struct Toggled: View {
            let model: RepresentableModel
            let screen: Screen
            var body: some View {
                if model.shown { Shown(screen: screen) }
            }
        }
        let model = RepresentableModel(), screen = Screen()
        let h = host(Toggled(model: model, screen: screen))
        #expect(screen.log == ["willAppear", "willLayout", "didLayout", "didAppear"])
        #expect(screen.view.window === UIWindowScene.shared.keyWindow)
        model.shown = false
        h.update()
        #expect(screen.log.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(screen.view.window == nil)
    }

    @Test func animationsShowTheirEndStateAtOnce() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            view.alpha = 0
        }, completion: { finished = $0 })
        #expect(view.alpha == 0 && finished == true)
    }

    @Test func animationsCanBeDisabledAndPerformWithoutAnimationRestoresTheSetting() {
        #expect(UIView.areAnimationsEnabled)
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(inside == false && UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation {}
        #expect(!UIView.areAnimationsEnabled)
    }

    @Test func cgColorsKeepOneAppearance() {
        let color = UIColor.systemBackground.cgColor
        #expect(color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
        #expect(CGColor.black.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)) == UIColor.blue)
        // A fixed colour has a CGColor; SwiftUI gives none for one that adapts.
        #expect(Color(red: 1, green: 0, blue: 0).cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.primary.cgColor == nil)
        // iOS 13's `Color(_:)` with a CGColor is the same colour as `Color(cgColor:)`.
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(Color(green) == Color(cgColor: green))
    }
}

extension UIViewTests {
    @Test func anActivityIndicatorIsHiddenUntilItAnimates() throws {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView().style == .medium && UIActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
        // Drawn as SwiftUI's spinner, centred, in its colour.
        struct Spinning: UIViewRepresentable {
            func makeUIView(context: Context) -> UIActivityIndicatorView {
                let view = UIActivityIndicatorView(style: .medium)
                view.color = .red
                view.startAnimating()
                return view
            }
            func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
        }
        let p = try pixels(Spinning().fixedSize(), width: 40, height: 40, scale: 2)
        // The top spoke, fully opaque: 6.5 points above the centre (20, 20), at 2x.
        let top = p.pixel(x: 40, y: 2 * 14)
        #expect(top.r > 200 && top.g < 60 && top.a > 200)
    }
}
