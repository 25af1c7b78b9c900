import Foundation

/// Mirrors SwiftUI's `UIGestureRecognizerRepresentable` (iOS 18): a UIKit gesture recognizer
/// attached to a SwiftUI view with `gesture(_:)`. Per view identity, `makeCoordinator(converter:)`
/// and `makeUIGestureRecognizer(context:)` run once, `updateUIGestureRecognizer(_:context:)`
/// at each later update of the view, and `handleUIGestureRecognizerAction(_:context:)` at each
/// action the recognizer sends (`began`, `changed`, `ended`, `cancelled`). The recognizer gets
/// the touches of the view as its other gestures do, and its `view` is nil: read locations
/// through `context.converter`.
///
/// ```swift
/// struct Pan: UIGestureRecognizerRepresentable {
///     @Binding var offset: CGSize
///     func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
///     func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
///         let t = context.converter.localTranslation ?? .zero
///         offset = CGSize(width: t.x, height: t.y)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// Mirrors `UIGestureRecognizerType`.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// Mirrors `Coordinator` (`Void` unless `makeCoordinator(converter:)` makes one).
    associatedtype Coordinator = Void
    /// Mirrors `Context`.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Mirrors `CoordinateSpaceConverter`.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Mirrors `makeUIGestureRecognizer(context:)`.
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    /// Mirrors `updateUIGestureRecognizer(_:context:)`.
    @MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Mirrors `handleUIGestureRecognizerAction(_:context:)`.
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Mirrors `makeCoordinator(converter:)`.
    @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
}

extension UIGestureRecognizerRepresentable {
    /// The default: nothing to update.
    public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
    /// The default: actions are not handled.
    public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// The default: no coordinator.
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Void {}
}

extension View {
    /// Mirrors SwiftUI's `gesture(_:)` for a `UIGestureRecognizerRepresentable` (iOS 18): the
    /// recognizer takes part in the view's touches as a gesture attached with
    /// `gesture(_:including:)` does.
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        RepresentedGestureView(content: self, representable: representable)
    }
}

/// A view with a represented recognizer: its storage lives in the view's state, so the
/// recognizer and coordinator are made once per identity.
nonisolated struct RepresentedGestureView<Content: View, R: UIGestureRecognizerRepresentable>: View {
    let content: Content
    let representable: R
    @State private var storage = RepresentedGestureStorage<R>()

    @MainActor var body: some View {
        let storage = self.storage
        storage.update(representable)
        return content.modifier(RepresentedGestureModifier(makeRecognizer: { storage.makeDriver($0) },
                                                           recognizer: storage.recognizer))
    }
}

/// The gesture attribute of a represented recognizer.
nonisolated struct RepresentedGestureModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let makeRecognizer: @MainActor (GestureContext) -> GestureRecognizer
    let recognizer: UIGestureRecognizer?
    var attributes: [NodeAttribute] {
        [GestureAttribute(makeRecognizer: makeRecognizer, precedence: .normal, mask: .all, uiKitRecognizer: recognizer)]
    }
}

/// What a represented recognizer keeps across updates: the representable's latest value, its
/// coordinator and recognizer, and what its converter reads.
final class RepresentedGestureStorage<R: UIGestureRecognizerRepresentable>: @unchecked Sendable {
    private var representable: R?
    private var coordinator: R.Coordinator?
    private(set) var recognizer: R.UIGestureRecognizerType?
    let converterState = RepresentedGestureConverterState()

    nonisolated init() {}

    private var converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter {
        UIGestureRecognizerRepresentableCoordinateSpaceConverter(state: converterState)
    }

    /// Makes the coordinator and recognizer the first time, updates the recognizer after.
    @MainActor func update(_ representable: R) {
        self.representable = representable
        if let recognizer, let coordinator {
            representable.updateUIGestureRecognizer(recognizer, context: Context(coordinator: coordinator, converter: converter))
            return
        }
        let coordinator = representable.makeCoordinator(converter: converter)
        self.coordinator = coordinator
        let recognizer = representable.makeUIGestureRecognizer(context: Context(coordinator: coordinator, converter: converter))
        self.recognizer = recognizer
        converterState.recognizer = recognizer
        recognizer.actions.append { [weak self] _ in self?.handleAction() }
    }

    private typealias Context = UIGestureRecognizerRepresentableContext<R>

    @MainActor private func handleAction() {
        guard let representable, let recognizer, let coordinator else { return }
        representable.handleUIGestureRecognizerAction(recognizer, context: Context(coordinator: coordinator, converter: converter))
    }

    /// The driver of the recognizer for one touch on the view, whose space the converter uses.
    @MainActor func makeDriver(_ context: GestureContext) -> GestureRecognizer {
        guard let recognizer else { return GestureRecognizer() }
        converterState.context = context
        return UIGestureRecognizerDriver(recognizer, context: context)
    }
}
