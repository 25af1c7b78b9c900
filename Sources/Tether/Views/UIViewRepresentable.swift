import Foundation

/// Mirrors SwiftUI's `UIViewRepresentable`: a SwiftUI view that shows a `UIView`. As in
/// SwiftUI, for each place the view has in the tree (its identity) `makeCoordinator()` runs
/// once, then `makeUIView(context:)` once; `updateUIView(_:context:)` runs after it and again
/// whenever the representable's value, the environment, or state it reads changes; and
/// `dismantleUIView(_:coordinator:)` runs when the view leaves the tree.
///
/// Its size is SwiftUI's: `sizeThatFits(_:uiView:context:)` when it returns a size, else the
/// view's `intrinsicContentSize` per axis — an axis with no intrinsic length
/// (`UIView.noIntrinsicMetric`) takes what is proposed (0 when nothing is: the ideal length
/// is zero); an axis with one takes its intrinsic length when unproposed, and when proposed,
/// the proposal, kept from going below the intrinsic length by a compression resistance of
/// `defaultHigh` or more and from going above it by a hugging priority of `defaultHigh` or more.
///
/// The view's frame is set to the size it is given, its pending `layoutSubviews()` run, and the
/// hierarchy is drawn (see `UIView`). `ViewHost.tap` taps a `UIControl` in it,
/// `ViewHost.scroll` drags a `UIScrollView`, and `ViewHost.type` types into an editable
/// `UITextView`; other touches are not sent to UIKit views.
///
/// ```swift
/// struct Blur: UIViewRepresentable {
///     var style: UIBlurEffect.Style = .systemMaterial
///     func makeUIView(context: Context) -> UIVisualEffectView {
///         UIVisualEffectView(effect: UIBlurEffect(style: style))
///     }
///     func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
///         uiView.effect = UIBlurEffect(style: style)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// Mirrors `UIViewType`.
    associatedtype UIViewType: UIView
    /// Mirrors `Coordinator`: `Void` unless the representable makes one.
    associatedtype Coordinator = Void
    /// Mirrors `Context`.
    typealias Context = UIViewRepresentableContext<Self>

    /// Mirrors `makeUIView(context:)`: called once for the view's identity.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Mirrors `updateUIView(_:context:)`: called after `makeUIView` and on every update.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Mirrors `dismantleUIView(_:coordinator:)`: called when the view leaves the tree.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Mirrors `makeCoordinator()`: called once, before `makeUIView`.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Mirrors `sizeThatFits(_:uiView:context:)` (iOS 16): the view's size for `proposal`, or
    /// nil for SwiftUI's default sizing.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// Mirrors the default `makeCoordinator()`: no coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Mirrors the default `dismantleUIView(_:coordinator:)`: does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// Mirrors the default `sizeThatFits(_:uiView:context:)`: nil, SwiftUI's default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

/// Mirrors SwiftUI's `UIViewRepresentableContext`: what `makeUIView`, `updateUIView` and
/// `sizeThatFits` are told about the system.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
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

/// What a representable's context reports besides its coordinator.
struct RepresentableContextValues {
    var environment: EnvironmentValues
    var transaction: Transaction
}

/// How Tether runs a `UIViewRepresentable` (see `PlatformViewHosting`).
struct UIViewRepresentation<Represented: UIViewRepresentable>: PlatformRepresentation {
    let represented: Represented
    init(_ represented: Represented) { self.represented = represented }

    @MainActor func makeCoordinator() -> Represented.Coordinator { represented.makeCoordinator() }
    @MainActor func makeProvider(coordinator: Represented.Coordinator, values: RepresentableContextValues) -> Represented.UIViewType {
        represented.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor func updateProvider(_ provider: Represented.UIViewType, coordinator: Represented.Coordinator, values: RepresentableContextValues) {
        represented.updateUIView(provider, context: UIViewRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor static func dismantle(_ provider: Represented.UIViewType, coordinator: Represented.Coordinator) {
        Represented.dismantleUIView(provider, coordinator: coordinator)
    }
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, provider: Represented.UIViewType, coordinator: Represented.Coordinator,
                      values: RepresentableContextValues) -> CGSize? {
        represented.sizeThatFits(proposal, uiView: provider, context: UIViewRepresentableContext(coordinator: coordinator, values: values))
    }
    @MainActor static func view(of provider: Represented.UIViewType) -> UIView { provider }
}
