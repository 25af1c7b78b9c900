import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors SwiftUI's `UIHostingController`,
/// the controller that hosts a SwiftUI view in a UIKit window. A headless UIKit-lifecycle run
/// draws the `rootView` of the key window's hosting controller, as SwiftUI's `App` run draws
/// the first `WindowGroup`. Its `view` draws the root view where it is shown — in a UIKit
/// view hierarchy or as what a `UIViewControllerRepresentable` returns — and its
/// `intrinsicContentSize` is the root view's ideal size.
@MainActor open class UIHostingController<Content: View>: UIViewController {
    /// Mirrors `rootView`: a new root view is drawn at the host's next update.
    public var rootView: Content {
        didSet {
            viewIfLoaded?.invalidateIntrinsicContentSize()
            viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// Mirrors `init(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Mirrors `init?(coder:rootView:)`: Tether decodes nothing from the archive.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Mirrors `init?(coder:)`: a hosting controller from an archive alone has no root view to
    /// make, so this fails (subclasses call `init?(coder:rootView:)`).
    public required init?(coder aDecoder: NSCoder) { return nil }

    /// Mirrors `sizeThatFits(in:)`: the size the root view takes when offered `size` (an
    /// infinite dimension is unspecified: the view's ideal size there), laid out by Tether.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        func offered(_ length: CGFloat) -> CGFloat? { length.isFinite && length >= 0 ? length : nil }
        let host = ViewHost(rootView, fitting: ProposedViewSize(width: offered(size.width), height: offered(size.height)))
        host.update()
        return host.size
    }

    /// Mirrors `loadView()`: the view that draws `rootView`.
    open override func loadView() {
        view = HostingControllerView(controller: self)
    }
}

/// The view of a `UIHostingController` (SwiftUI's `_UIHostingView`): drawn as the
/// controller's root view, proposed the view's size and centred in it, as a hosting window
/// shows its content.
@MainActor final class HostingControllerView: UIView {
    private weak var controller: (any HostingControllerRoot & UIViewController)?

    init(controller: any HostingControllerRoot & UIViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }
    required init?(coder: NSCoder) { return nil }

    /// The root view to draw (none once the controller is gone).
    var hostedRootView: AnyView? { controller?.anyRootView }

    override func drawnContent() -> UIViewContent {
        hostedRootView.map { .hosted($0) } ?? .none
    }

    /// The root view's ideal size, as SwiftUI's hosting view reports it.
    override var intrinsicContentSize: CGSize {
        guard let controller = controller as? any HostingControllerSizing else { return super.intrinsicContentSize }
        return controller.fittingSize(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
    /// The root view's size for `size` (an infinite length asks for the ideal one).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let controller = controller as? any HostingControllerSizing else { return super.sizeThatFits(size) }
        return controller.fittingSize(in: size)
    }
}

/// A hosting controller's `sizeThatFits(in:)`, whatever its content type.
@MainActor protocol HostingControllerSizing {
    func fittingSize(in size: CGSize) -> CGSize
}

extension UIHostingController: HostingControllerSizing {
    func fittingSize(in size: CGSize) -> CGSize { sizeThatFits(in: size) }
}

/// The root view of a hosting controller, whatever its type.
@MainActor protocol HostingControllerRoot {
    var anyRootView: AnyView { get }
}

extension UIHostingController: HostingControllerRoot {
    var anyRootView: AnyView { AnyView(rootView) }
}
