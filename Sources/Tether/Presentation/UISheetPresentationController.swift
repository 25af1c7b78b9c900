import Foundation

/// Mirrors UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a
/// custom detent's resolver measures against.
@MainActor @preconcurrency public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// Mirrors `containerTraitCollection`.
    var containerTraitCollection: UITraitCollection { get }
    /// Mirrors `maximumDetentValue`: the large detent's height.
    var maximumDetentValue: CGFloat { get }
}

/// Mirrors UIKit's `UISheetPresentationControllerDelegate` (iOS 15).
@MainActor @preconcurrency public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Mirrors `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: the user
    /// moved the sheet to another detent (not told for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// Mirrors UIKit's `UISheetPresentationController` (iOS 15): the presentation of a controller
/// shown as a sheet (`UIViewController.sheetPresentationController`), drawn as SwiftUI's
/// sheet with the matching modifiers — `detents` as `presentationDetents` (it rests at the
/// selected detent, else the smallest), `prefersGrabberVisible` as the drag indicator (hidden
/// otherwise, as UIKit's), `preferredCornerRadius` as `presentationCornerRadius`,
/// `largestUndimmedDetentIdentifier` as `presentationBackgroundInteraction(.enabled(upThrough:))`.
/// Changes while presented show at the next update.
///
/// The user drags the sheet between its detents as SwiftUI's (the rule is
/// `PresentationDetents`'): a drag that ends at another detent sets `selectedDetentIdentifier`
/// and then calls the delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
/// — only for the user's moves, not for changes made in code; a swipe down below the smallest
/// detent is a dismissal the `UIAdaptivePresentationControllerDelegate` hears about, and one
/// refused leaves the sheet at its smallest detent.
@MainActor @preconcurrency open class UISheetPresentationController: UIPresentationController {
    /// Mirrors `UISheetPresentationController.Detent`: a height the sheet can rest at.
    @MainActor @preconcurrency open class Detent: NSObject {
        /// Mirrors `Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// Mirrors `medium`.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// Mirrors `large`.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Mirrors `identifier`.
        public let identifier: Identifier
        let detent: PresentationDetent
        private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, detent: PresentationDetent, resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.detent = detent
            self.resolver = resolver
            super.init()
        }

        /// Mirrors `medium()`: about half the screen's height.
        open class func medium() -> Detent { Detent(identifier: .medium, detent: .medium, resolver: nil) }
        /// Mirrors `large()`: the full height below the top gap.
        open class func large() -> Detent { Detent(identifier: .large, detent: .large, resolver: nil) }
        /// Mirrors `custom(identifier:resolver:)` (iOS 16): the height `resolver` gives (kept
        /// within the large detent's), nil making the detent unavailable; an identifier of
        /// its own unless given one.
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            let key = CustomDetentKey()
            let made = PresentationDetent(kind: .custom(PresentationDetent.CustomDetentType(type: ObjectIdentifier(key), height: { context in
                _ = key
                // Through the bridge: a deep tree's layout runs on a helper thread acting for
                // the main actor, where `MainActor.assumeIsolated` would trap.
                return MainActorBridge.run(context.maxDetentValue) { resolver(ResolutionContext(maximumDetentValue: $0)) }
            })))
            return Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), detent: made, resolver: resolver)
        }

        /// Mirrors `resolvedValue(in:)` (iOS 16): the detent's height in `context`.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            if let resolver { return resolver(context) }
            return detent.height(inCanvasOfHeight: context.maximumDetentValue + PresentationDetents.topGap, topGap: PresentationDetents.topGap)
        }
    }

    /// Mirrors `detents`: `[.large()]` by default; an empty list is taken as that.
    open var detents: [Detent] = [.large()] { didSet { presentationChanged() } }
    /// Mirrors `selectedDetentIdentifier`: the detent the sheet rests at (nil: the smallest),
    /// set by the app or by the user dragging the sheet to another detent.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { presentationChanged() } }
    /// Mirrors `largestUndimmedDetentIdentifier`: up to this detent nothing behind is dimmed
    /// and it takes taps.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { presentationChanged() } }
    /// Mirrors `prefersGrabberVisible`.
    open var prefersGrabberVisible = false { didSet { presentationChanged() } }
    /// Mirrors `preferredCornerRadius`: nil (UIKit's `automaticDimension`) for the system's.
    open var preferredCornerRadius: CGFloat? { didSet { presentationChanged() } }
    /// Mirrors `prefersScrollingExpandsWhenScrolledToEdge` (kept: Tether's scroll views scroll
    /// by `ViewHost.scroll`, and a drag anywhere on the sheet moves the sheet).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Mirrors `prefersEdgeAttachedInCompactHeight` (kept).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Mirrors `widthFollowsPreferredContentSizeWhenEdgeAttached` (kept).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Mirrors `animateChanges(_:)`: the changes show at once.
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Mirrors `invalidateDetents()` (iOS 16): the custom detents are resolved again.
    open func invalidateDetents() { presentationChanged() }

    /// The user dragged the sheet to `detent`: it becomes the selected detent, then the
    /// delegate is told (nothing happens when it already was).
    func userSelected(_ detent: PresentationDetent) {
        let all = detents.isEmpty ? [Detent.large()] : detents
        guard let chosen = all.first(where: { $0.detent == detent }), chosen.identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = chosen.identifier
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    private func presentationChanged() {
        if presentedViewController.presentingViewController != nil { UIKitPresentationChanges.shared.changed() }
    }

    /// The SwiftUI detents the sheet is drawn with, and the one it rests at.
    var drawnDetents: (detents: Set<PresentationDetent>, selection: PresentationDetent?, undimmed: PresentationDetent?) {
        let all = detents.isEmpty ? [Detent.large()] : detents
        let selection = all.first { $0.identifier == selectedDetentIdentifier }?.detent
        let undimmed = all.first { $0.identifier == largestUndimmedDetentIdentifier }?.detent
        return (Set(all.map(\.detent)), selection, undimmed)
    }
}

/// The identity of a custom UIKit detent.
private final class CustomDetentKey {}

/// What a custom detent's resolver is given.
private final class ResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    var containerTraitCollection: UITraitCollection { UITraitCollection.current }
    init(maximumDetentValue: CGFloat) {
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}

extension UIViewController {
    /// Mirrors `sheetPresentationController` (iOS 15): the presentation controller of a
    /// controller shown as a sheet (the `.automatic`, `.pageSheet` and `.formSheet` styles);
    /// nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return presentationController as? UISheetPresentationController
        default: return nil
        }
    }
}
