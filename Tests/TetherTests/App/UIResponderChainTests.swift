import Foundation
import Testing
@testable import Tether

extension UIView {
    /// The view controller up the responder chain, as UIKit code finds it.
    var owningViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

/// A view controller whose view holds a label.
private final class ProfileController: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
    }
}

/// An app delegate that counts the shakes that reach it up the responder chain.
private final class ShakeCountingDelegate: UIResponder, UIApplicationDelegate {
    var shakes: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        shakes.append("began \(motion) \(event?.type == .motion)")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        shakes.append("ended \(motion)")
    }
}

/// An app delegate with an initializer of its own: under Tether it must also write
/// `required init?(coder:)`, the initializer a launch makes it with.
private final class CountingDelegate: UIResponder, UIApplicationDelegate {
    var made = "init()"
    override init() { super.init() }
    required init?(coder: NSCoder) {
        made = "init(coder:)"
        super.init(coder: coder)
    }
}

/// Views, view controllers, windows and the application are `UIResponder`s linked by `next`
/// as UIKit's documentation lays out the responder chain: a view's next responder is the
/// controller whose root view it is, else its superview; a controller's is its view's
/// superview, else the window it is the root of, else its presenter; a window's is the
/// application.
@MainActor
@Suite struct UIResponderChainTests {
    @Test func aShakeGoesUpTheResponderChainFromTheKeyWindow() {
        // The window passes it to the application, which passes it to its delegate.
        let previous = UIApplication.shared.delegate
        let delegate = ShakeCountingDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        let h = host(Text("Shake me"))
        h.shake()
        #expect(delegate.shakes == ["began motionShake true", "ended motionShake"])
    }

    @Test func aViewsNextResponderIsItsControllerOrSuperview() {
        let controller = ProfileController()
        let root = controller.view!
        #expect(controller.label.next === root)
        #expect(root.next === controller)
        #expect(controller.label.owningViewController === controller)
        // Not in a window or presented: the chain ends at the controller.
        #expect(controller.next == nil)
        #expect(UIView().next == nil)
    }

    /// A window of the app's scene, gone from it when `body` returns (the scene is shared by
    /// every test).
    func withWindow(_ body: (UIWindow) -> Void) {
        let window = UIWindow(windowScene: UIWindowScene.shared)
        defer { UIWindowScene.shared.madeWindows.removeAll { $0 === window } }
        body(window)
    }

    @Test func aWindowsRootControllerLeadsToTheWindowThenTheApplication() {
        withWindow { window in
            let controller = ProfileController()
            window.rootViewController = controller
            #expect(controller.next === window)
            #expect(window.next === UIApplication.shared)
        }
    }

    @Test func aPresentedControllersNextIsItsPresenter() {
        withWindow { window in
            let presenter = ProfileController()
            window.rootViewController = presenter
            let sheet = ProfileController()
            presenter.present(sheet, animated: false)
            #expect(sheet.presentingViewController === presenter)
            #expect(sheet.next === presenter)
            sheet.dismiss(animated: false)
        }
    }

    @Test func aRepresentablesViewsFindTheControllerHostingThem() {
        let leaf = UIView()
        let h = host(UIKitHierarchy {
            let root = UIView()
            root.addSubview(leaf)
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        #expect(leaf.next === leaf.superview)
        #expect(leaf.owningViewController === h.windowRootController)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func delegatesAreMadeThroughTheRequiredInitializer() {
        let delegate = UIResponder.make(CountingDelegate.self) as? CountingDelegate
        #expect(delegate?.made == "init(coder:)")
        #expect(CountingDelegate().made == "init()")
    }
}
