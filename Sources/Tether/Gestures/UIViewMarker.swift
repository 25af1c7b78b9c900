import Foundation

/// Marks the drawing of one UIView, so the view UIKit's `hitTest(_:with:)` picks is found
/// among the drawn nodes. It sits innermost: the touch goes from it out through the view's
/// gestures and controls, then its superviews'.
struct UIViewMarkerAttribute: NodeAttribute {
    let id: ObjectIdentifier
    /// The view (nil for a sublayer's drawing), for the touches it receives.
    weak var view: UIView?
}

/// The modifier that marks a UIView's drawing.
nonisolated struct UIViewMarkerModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let id: ObjectIdentifier
    weak var view: UIView?
    var attributes: [NodeAttribute] { [UIViewMarkerAttribute(id: id, view: view)] }
}
