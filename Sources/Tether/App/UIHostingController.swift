import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors the parts of UIKit's
/// `UIViewController` a UIKit-lifecycle SwiftUI app touches. Tether has no UIKit views, so it
/// is not a `UIResponder` here and has no `view`.
@MainActor open class UIViewController: NSObject {
    /// Mirrors `title`.
    open var title: String?
    /// Mirrors `init()`.
    public override init() { super.init() }
}

/// A compatibility name, Tether's own (not UIKit): mirrors SwiftUI's `UIHostingController`,
/// the controller that hosts a SwiftUI view in a UIKit window. A headless UIKit-lifecycle run
/// draws the `rootView` of the key window's hosting controller, as SwiftUI's `App` run draws
/// the first `WindowGroup`.
@MainActor open class UIHostingController<Content: View>: UIViewController {
    /// Mirrors `rootView`.
    public var rootView: Content

    /// Mirrors `init(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Mirrors `init?(coder:rootView:)`: Tether decodes nothing from the archive.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init()
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
}

/// The root view of a hosting controller, whatever its type.
@MainActor protocol HostingControllerRoot {
    var anyRootView: AnyView { get }
}

extension UIHostingController: HostingControllerRoot {
    var anyRootView: AnyView { AnyView(rootView) }
}
