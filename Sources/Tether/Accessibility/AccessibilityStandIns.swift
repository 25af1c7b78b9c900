import Foundation

/// What views built for accessibility only do to the element(s) of the view they belong to.
enum AccessibilityStandInKind {
    /// `accessibilityRepresentation`: the stand-in's elements replace the view's.
    case representation
    /// `accessibilityChildren`: the stand-in's elements become the view's element's children.
    case children
    /// `accessibilityActions`: the stand-in's buttons become actions of the view's elements,
    /// named by their labels, in a category.
    case actions(AccessibilityActionCategory)
    /// `accessibilityShowsLargeContentViewer(_:)`: the stand-in's texts and image are what the
    /// large content viewer shows for the view's elements.
    case largeContent
}

/// Marks the view whose accessibility the stand-in views change.
struct AccessibilityStandInOwnerAttribute: NodeAttribute {
    let kind: AccessibilityStandInKind
}

/// Marks the layer holding the stand-in views: laid out in the owner's frame, never drawn
/// nor touched, read only by the accessibility tree through its owner.
struct AccessibilityStandInLayerAttribute: NodeAttribute {}

/// The modifiers behind the stand-in's layer and its owner.
nonisolated struct _AccessibilityStandInModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let attribute: NodeAttribute
    var attributes: [NodeAttribute] { [attribute] }
}

extension View {
    /// The view with `standIn` laid out behind it in its frame, invisible and untouchable,
    /// standing in for its accessibility as `kind` says.
    nonisolated func accessibilityStandIn<V: View>(_ kind: AccessibilityStandInKind, _ standIn: V) -> some View {
        background {
            standIn.hidden().allowsHitTesting(false)
                .modifier(_AccessibilityStandInModifier(attribute: AccessibilityStandInLayerAttribute()))
        }
        .modifier(_AccessibilityStandInModifier(attribute: AccessibilityStandInOwnerAttribute(kind: kind)))
    }

    /// Mirrors SwiftUI's `accessibilityRepresentation(representation:)`: assistive
    /// technologies read the elements `representation` would make instead of this view's (a
    /// custom-drawn switch represented by a `Toggle` reads as a toggle, with its label and
    /// value), and acting on them acts on the representation: its controls, bound to this
    /// view's state, change it. The representation is laid out in this view's frame and never
    /// drawn or touched.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityStandIn(.representation, representation())
    }

    /// Mirrors SwiftUI's `accessibilityChildren(children:)`: the view's element becomes a
    /// container (keeping its label, value and traits) whose children are the elements the
    /// `children` views make, in place of the ones inside it; with no element of its own, a
    /// container of them. The children are laid out in this view's frame and never drawn or
    /// touched (a chart drawn in a `Canvas` whose bars are `Rectangle`s with labels).
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityStandIn(.children, children())
    }

    /// Mirrors SwiftUI's `accessibilityActions(_:)`: each button `content` makes (`ForEach`,
    /// `if` and the rest of a view builder included) is an action of the view's element, named
    /// by its label's text, in order; performing one runs the button's action. The buttons
    /// are laid out in this view's frame and never drawn or touched.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        accessibilityStandIn(.actions(.default), content())
    }

    /// Mirrors SwiftUI's `accessibilityActions(category:_:)`: as `accessibilityActions(_:)`,
    /// the actions grouped under `category` (several modifiers of one category add up).
    nonisolated public func accessibilityActions<Content: View>(category: AccessibilityActionCategory,
                                                                @ViewBuilder _ content: () -> Content) -> some View {
        accessibilityStandIn(.actions(category), content())
    }

    /// Mirrors SwiftUI's `accessibilityAction(action:label:)`: an action named by `label`'s
    /// text that runs `action`.
    nonisolated public func accessibilityAction<Label: View>(action: @escaping @MainActor () -> Void,
                                                             @ViewBuilder label: () -> Label) -> some View {
        let button = Button(action: action, label: label)
        return accessibilityStandIn(.actions(.default), button)
    }
}
