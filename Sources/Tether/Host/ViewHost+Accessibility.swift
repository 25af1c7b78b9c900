import Foundation

extension ViewHost {
    /// Tether's own: the accessibility elements iOS would expose for the current screen, in
    /// reading order (a container's elements are its `children`).
    public var accessibilityElements: [AccessibilityNode] { AccessibilityTreeBuilder.elements(of: root) }

    /// Tether's own: the accessibility tree as text, one element per line, containers indented:
    /// `button "Follow" [button]`.
    public func accessibilityTree() -> String {
        accessibilityElements.map(\.description).joined(separator: "\n")
    }

    /// Tether's own: the first element whose label is `text` (a text, or a control labelled so).
    public func find(text: String) -> AccessibilityNode? {
        allAccessibilityElements.first { $0.label == text }
    }

    /// Tether's own: the first element of `role`, optionally with the label `label`.
    public func find(role: AccessibilityRole, label: String? = nil) -> AccessibilityNode? {
        findAll(role: role).first { label == nil || $0.label == label }
    }

    /// Tether's own: every element of `role`, in reading order.
    public func findAll(role: AccessibilityRole) -> [AccessibilityNode] {
        allAccessibilityElements.filter { $0.role == role }
    }

    /// Tether's own: taps the element labelled `label` (a button, link, toggle or any
    /// element with a tap handler), as a person tapping what they read; then updates.
    public func tap(label: String) throws {
        let candidates = allAccessibilityElements.filter { $0.label == label }
        guard !candidates.isEmpty else { throw InteractionError.noElementWithLabel(label) }
        let element = candidates.first { $0.role != .staticText } ?? candidates[0]
        try tap(node: element.node, named: "The element \"\(label)\"")
    }

    /// Tether's own: performs the accessibility action `name` (`accessibilityAction(named:)`,
    /// or "default") of the element labelled `label`, then updates. Without an action of its
    /// own, "default" activates the element as VoiceOver's double tap does: a tap on it (a
    /// button's action, a toggle's switch, the control of an `accessibilityRepresentation`).
    public func performAccessibilityAction(_ name: String = "default", on label: String) throws {
        guard let element = allAccessibilityElements.first(where: { $0.label == label }) else {
            throw InteractionError.noElementWithLabel(label)
        }
        guard let action = element.actions.first(where: { $0.kind.name == name }) else {
            guard name == AccessibilityActionKind.default.name,
                  HitTesting.handler(inOrAbove: element.node) != nil || element.traits.contains(.isButton) else {
                throw InteractionError.noAccessibilityAction(name, label)
            }
            return try tap(node: element.node, named: "The element \"\(label)\"")
        }
        action.handler()
        update()
    }

    private var allAccessibilityElements: [AccessibilityNode] { accessibilityElements.flatMap(\.flattened) }
}
