import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors SwiftUI's `UIHostingController`,
/// the controller that hosts a SwiftUI view in a UIKit window. A headless UIKit-lifecycle run
/// draws the `rootView` of the key window's hosting controller, as SwiftUI's `App` run draws
/// the first `WindowGroup`. Its `view` draws the root view where it is shown — in a UIKit
/// view hierarchy or as what a `UIViewControllerRepresentable` returns — and its
/// `intrinsicContentSize` is the root view's ideal size.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// Mirrors `rootView`: a new root view is drawn at the host's next update.
    public var rootView: Content {
        didSet { (viewIfLoaded as? HostingControllerView)?.content = AnyView(rootView) }
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
        view = HostingControllerView(content: AnyView(rootView))
    }
}

/// The view of a `UIHostingController` (SwiftUI's `_UIHostingView`): drawn as the
/// controller's root view, proposed the view's size and centred in it, as a hosting window
/// shows its content, over the system background (UIKit's default for a hosting controller's
/// view; set `backgroundColor = .clear` to see through it, as on iOS). Like SwiftUI's, it keeps
/// its content itself, so it draws even once the controller is gone.
@MainActor final class HostingControllerView: UIView {
    /// The root view, set by the controller whenever it changes.
    var content: AnyView {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    init(content: AnyView) {
        self.content = content
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { return nil }

    /// The root view's ideal size, as SwiftUI's hosting view reports it.
    override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) }
    /// The root view's size for `size` (an infinite length asks for the ideal one).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        func offered(_ length: CGFloat) -> CGFloat? { length.isFinite && length >= 0 ? length : nil }
        let host = ViewHost(content, fitting: ProposedViewSize(width: offered(size.width), height: offered(size.height)))
        host.update()
        return host.size
    }

    override func drawnContent() -> UIViewContent { .hosted(content) }
}

/// The root view of a hosting controller, whatever its type.
@MainActor protocol HostingControllerRoot {
    var anyRootView: AnyView { get }
}

extension UIHostingController: HostingControllerRoot {
    var anyRootView: AnyView { AnyView(rootView) }
}
