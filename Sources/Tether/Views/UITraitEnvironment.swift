import Foundation

/// Mirrors UIKit's `UITraitEnvironment`: views and view controllers have traits — an
/// interface style, a contrast, size classes — inherited down the trait hierarchy (window,
/// root view controller, its view, subviews, child controllers) and overridden with
/// `overrideUserInterfaceStyle`. Where nothing above overrides the style, a view shown by a
/// representable has the traits of the SwiftUI environment around it.
@MainActor @preconcurrency public protocol UITraitEnvironment: AnyObject {
    /// Mirrors `traitCollection`.
    var traitCollection: UITraitCollection { get }
    /// Mirrors `traitCollectionDidChange(_:)`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// How traits flow down UIKit's trait hierarchy in Tether: the resolved traits of a view or
/// controller, and the `traitCollectionDidChange(_:)` calls when an override or the
/// environment around a hierarchy changes.
@MainActor enum UITraitPropagation {
    /// The interface style set on `environment` itself.
    static func ownStyle(_ environment: AnyObject) -> UIUserInterfaceStyle {
        switch environment {
        case let view as UIView: view.storedInterfaceStyle
        case let controller as UIViewController: controller.storedInterfaceStyle
        default: .unspecified
        }
    }

    /// What `environment` inherits from: a view's controller (for its root view) or
    /// superview; a controller's parent, its view's superview, the controller presenting it,
    /// or the window it is the root of.
    static func parent(of environment: AnyObject) -> AnyObject? {
        switch environment {
        case let view as UIView:
            return view.owningController ?? view.superview
        case let controller as UIViewController:
            if let parent = controller.parent { return parent }
            if let superview = controller.viewIfLoaded?.superview { return superview }
            if let presenting = controller.presentingViewController { return presenting }
            return UIWindowScene.shared.windows.last { $0.rootViewController === controller }
        default:
            return nil
        }
    }

    /// The style set on `environment` or the closest environment above it (`.unspecified`
    /// when none is), and the host of the first hierarchy root met on the way.
    static func inheritedStyle(of environment: AnyObject) -> (style: UIUserInterfaceStyle, host: (any UIViewHierarchyHost)?) {
        var current: AnyObject? = environment
        var host: (any UIViewHierarchyHost)?
        var steps = 0
        while let node = current, steps < 10_000 {
            if host == nil, let view = node as? UIView { host = view.host }
            let style = ownStyle(node)
            if style != .unspecified { return (style, host) }
            current = parent(of: node)
            steps += 1
        }
        return (.unspecified, host)
    }

    /// The resolved traits of `environment`: its inherited style, else the host environment's
    /// colour scheme (light without a host); the contrast, size classes and text size of the
    /// host environment (an iPhone in portrait at the default size without one).
    static func traits(of environment: AnyObject) -> UITraitCollection {
        let (style, host) = inheritedStyle(of: environment)
        let values = host?.hostEnvironment ?? EnvironmentValues()
        let resolvedStyle: UIUserInterfaceStyle = style != .unspecified ? style : values.colorScheme == .dark ? .dark : .light
        return UITraitCollection(userInterfaceStyle: resolvedStyle,
                                 accessibilityContrast: values.colorSchemeContrast == .increased ? .high : .normal,
                                 horizontalSizeClass: UIUserInterfaceSizeClass(values.horizontalSizeClass),
                                 verticalSizeClass: UIUserInterfaceSizeClass(values.verticalSizeClass),
                                 preferredContentSizeCategory: UIContentSizeCategory(values.dynamicTypeSize))
    }

    /// The environments under `root` (itself included): a view's subviews and the
    /// controllers whose root views they are; a controller's view, children and presented
    /// controller.
    static func environments(under root: AnyObject) -> [AnyObject] {
        var found: [AnyObject] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [AnyObject] = [root]
        while let node = stack.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            found.append(node)
            switch node {
            case let view as UIView:
                stack.append(contentsOf: view.drawnSubviews.map { $0.owningController ?? $0 })
                if let controller = view.owningController, controller !== root { stack.append(controller) }
            case let controller as UIViewController:
                if let view = controller.viewIfLoaded { stack.append(view) }
                stack.append(contentsOf: controller.children)
                if let presented = controller.presentedViewController { stack.append(presented) }
            default:
                break
            }
        }
        return found
    }

    /// Runs `change` (which may change the traits of `root` and what is under it), then tells
    /// each environment whose traits changed, with the traits it had.
    static func change(under root: AnyObject, _ change: () -> Void) {
        let affected = environments(under: root)
        let before = affected.map { traits(of: $0) }
        change()
        for (environment, previous) in zip(affected, before) {
            guard let traitEnvironment = environment as? any UITraitEnvironment,
                  !traits(of: environment).isEqual(previous) else { continue }
            traitEnvironment.traitCollectionDidChange(previous)
        }
    }

    /// The style a view's drawing is given: for the root of a drawn hierarchy, what it
    /// inherits (the drawing sits in the host's environment, which gives the rest); for a
    /// subview, what it or the controller it is the root view of sets.
    static func drawnStyle(of view: UIView, isRoot: Bool) -> ColorScheme? {
        let style = isRoot ? inheritedStyle(of: view).style
            : view.storedInterfaceStyle != .unspecified ? view.storedInterfaceStyle
            : view.owningController?.storedInterfaceStyle ?? .unspecified
        switch style {
        case .unspecified: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

extension View {
    /// The colour scheme a UIView's override gives its drawing (unchanged for nil).
    @ViewBuilder func uiViewInterfaceStyle(_ scheme: ColorScheme?) -> some View {
        if let scheme {
            environment(\.colorScheme, scheme)
        } else {
            self
        }
    }
}
