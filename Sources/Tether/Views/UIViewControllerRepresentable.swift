import Foundation

/// Mirrors SwiftUI's `UIViewControllerRepresentable`: a SwiftUI view that shows a
/// `UIViewController`'s view. Its lifecycle is `UIViewRepresentable`'s — the coordinator and
/// the controller are made once per identity, `updateUIViewController(_:context:)` runs after
/// and on every update, `dismantleUIViewController(_:coordinator:)` when it leaves — and so is
/// its sizing, read from the controller's view. The controller is told `viewWillAppear` and
/// `viewDidAppear` when first shown, `viewWillDisappear` and `viewDidDisappear` when it leaves.
///
/// ```swift
/// struct Embedded: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UIHostingController<Text> {
///         UIHostingController(rootView: Text("Hosted"))
///     }
///     func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// Mirrors `UIViewControllerType`.
    associatedtype UIViewControllerType: UIViewController
    /// Mirrors `Coordinator`: `Void` unless the representable makes one.
    associatedtype Coordinator = Void
    /// Mirrors `Context`.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Mirrors `makeUIViewController(context:)`: called once for the view's identity.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Mirrors `updateUIViewController(_:context:)`: called after `makeUIViewController` and on every update.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Mirrors `dismantleUIViewController(_:coordinator:)`: called when the view leaves the tree.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Mirrors `makeCoordinator()`: called once, before `makeUIViewController`.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Mirrors `sizeThatFits(_:uiViewController:context:)` (iOS 16): the size for `proposal`,
    /// or nil for SwiftUI's default sizing.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                                                 context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Mirrors the default `makeCoordinator()`: no coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Mirrors the default `dismantleUIViewController(_:coordinator:)`: does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// Mirrors the default `sizeThatFits(_:uiViewController:context:)`: nil, SwiftUI's default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

/// Mirrors SwiftUI's `UIViewControllerRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// Mirrors `coordinator`: the one `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// Mirrors `transaction`: the transaction of the update (Tether shows changes at once).
    public var transaction: Transaction { values.transaction }
    /// Mirrors `environment`: the environment at the representable.
    public var environment: EnvironmentValues { values.environment }

    let values: RepresentableContextValues

    init(coordinator: Representable.Coordinator, values: RepresentableContextValues) {
        self.coordinator = coordinator
        self.values = values
    }
}

/// How Tether runs a `UIViewControllerRepresentable` (see `PlatformViewHosting`).
struct UIViewControllerRepresentation<Represented: UIViewControllerRepresentable>: PlatformRepresentation {
    let represented: Represented
    init(_ represented: Represented) { self.represented = represented }

    @MainActor func makeCoordinator() -> Represented.Coordinator { represented.makeCoordinator() }
    @MainActor func makeProvider(coordinator: Represented.Coordinator, values: RepresentableContextValues) -> Represented.UIViewControllerType {
        represented.makeUIViewController(context: UIViewControllerRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor func updateProvider(_ provider: Represented.UIViewControllerType, coordinator: Represented.Coordinator,
                        values: RepresentableContextValues) {
        represented.updateUIViewController(provider, context: UIViewControllerRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor static func dismantle(_ provider: Represented.UIViewControllerType, coordinator: Represented.Coordinator) {
        Represented.dismantleUIViewController(provider, coordinator: coordinator)
    }
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, provider: Represented.UIViewControllerType, coordinator: Represented.Coordinator,
                      values: RepresentableContextValues) -> CGSize? {
        represented.sizeThatFits(proposal, uiViewController: provider,
                                 context: UIViewControllerRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor static func view(of provider: Represented.UIViewControllerType) -> UIView { provider.view }
    @MainActor static func controller(of provider: Represented.UIViewControllerType) -> UIViewController? { provider }
}
