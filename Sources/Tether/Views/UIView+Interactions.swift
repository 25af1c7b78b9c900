import Foundation

/// Mirrors UIKit's `UIInteraction` (iOS 11): a behaviour added to a view with
/// `UIView.addInteraction(_:)`, told when it moves to a view and away from it.
@MainActor @preconcurrency public protocol UIInteraction: NSObjectProtocol {
    /// Mirrors `view`: the view the interaction was added to.
    var view: UIView? { get }
    /// Mirrors `willMove(to:)`: the interaction is about to be added to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// Mirrors `didMove(to:)`: the interaction was added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

/// An interaction that takes the touches of its view through gesture recognizers of its own,
/// which UIKit adds to the view with it (Tether's own).
@MainActor protocol UIInteractionRecognizing: UIInteraction {
    var interactionGestureRecognizers: [UIGestureRecognizer] { get }
}

extension UIView {
    /// Mirrors `interactions` (iOS 11): the interactions added to the view, oldest first.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Mirrors `addInteraction(_:)` (iOS 11): the interaction is told `willMove(to:)` and
    /// `didMove(to:)`. An interaction belongs to one view: adding it elsewhere moves it.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
        setNeedsDisplay()
    }

    /// Mirrors `removeInteraction(_:)` (iOS 11). Removing one the view does not have does
    /// nothing, as in UIKit.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
        setNeedsDisplay()
    }

    /// The gesture recognizers a drawing gives the view: its own, then its interactions'.
    var drawnGestureRecognizers: [UIGestureRecognizer] {
        let system = systemGestureRecognizers
        guard !system.isEmpty || !storedInteractions.isEmpty || !systemInteractions.isEmpty else { return storedGestureRecognizers }
        var all = storedGestureRecognizers + system
        for case let interaction as any UIInteractionRecognizing in storedInteractions { all += interaction.interactionGestureRecognizers }
        for case let interaction as any UIInteractionRecognizing in systemInteractions { all += interaction.interactionGestureRecognizers }
        return all
    }
}
