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
    /// button's action, a toggle's switch, the control of an `accessibilityRepresentation`),
    /// at its `accessibilityActivationPoint` when it has one.
    public func performAccessibilityAction(_ name: String = "default", on label: String) throws {
        let element = try elementLabelled(label)
        guard let action = element.actions.first(where: { $0.kind.name == name }) else {
            guard name == AccessibilityActionKind.default.name,
                  HitTesting.handler(inOrAbove: element.node) != nil || element.traits.contains(.isButton) else {
                throw InteractionError.noAccessibilityAction(name, label)
            }
            // VoiceOver taps the element's activation point when it has one of its own.
            if let point = element.activationPoint { return try tap(at: point) }
            return try tap(node: element.node, named: "The element \"\(label)\"")
        }
        action.handler()
        update()
    }

    private var allAccessibilityElements: [AccessibilityNode] { accessibilityElements.flatMap(\.flattened) }

    private func elementLabelled(_ label: String) throws -> AccessibilityNode {
        guard let element = allAccessibilityElements.first(where: { $0.label == label }) else {
            throw InteractionError.noElementWithLabel(label)
        }
        return element
    }

    /// Tether's own: the element VoiceOver's cursor is on — the one an
    /// `@AccessibilityFocusState` names (setting the state moves the cursor there), else the
    /// one `moveAccessibilityFocus` moved it to; nil when it is on none.
    public var accessibilityFocusedElement: AccessibilityNode? {
        let all = allAccessibilityElements
        let named = all.filter { $0.focusBindings.contains { $0.isFocused() } }
        // A state set since the cursor last moved names a new element: the cursor goes there,
        // and the states of the element it leaves are reset.
        if let newest = named.first(where: { $0.node !== accessibilityCursor }) ?? named.first {
            if named.count > 1 {
                moveAccessibilityCursor(to: newest)
                return allAccessibilityElements.first { $0.node === newest.node } ?? newest
            }
            accessibilityCursor = newest.node
            return newest
        }
        guard let cursor = accessibilityCursor, let element = all.first(where: { $0.node === cursor }) else { return nil }
        // Its state set to false or nil programmatically dismisses the cursor.
        if !element.focusBindings.isEmpty {
            accessibilityCursor = nil
            return nil
        }
        return element
    }

    /// Tether's own: moves VoiceOver's cursor to the element labelled `label`, as a swipe or
    /// touch would: the focus states of the element it leaves are reset, the element's own
    /// `accessibilityFocused` states are set; then updates.
    public func moveAccessibilityFocus(to label: String) throws {
        moveAccessibilityCursor(to: try elementLabelled(label))
    }

    private func moveAccessibilityCursor(to element: AccessibilityNode) {
        for other in allAccessibilityElements where other.node !== element.node {
            for binding in other.focusBindings where binding.isFocused() { binding.unfocus() }
        }
        for binding in element.focusBindings { binding.focus() }
        accessibilityCursor = element.node
        update()
    }

    /// Tether's own: the rotor named `name` on an element of the screen (the first one found
    /// in reading order).
    public func rotor(_ name: String) throws -> AccessibilityNode.Rotor {
        guard let rotor = allAccessibilityElements.lazy.flatMap(\.rotors).first(where: { $0.name == name }) else {
            throw InteractionError.noRotor(name)
        }
        return rotor
    }

    /// Tether's own: follows the rotor `name` to its entry labelled `entryLabel`, as VoiceOver
    /// does: the entry's `prepare` runs, a scroll view holding the view of an entry's id
    /// scrolls it into view, and the cursor moves to the entry's element (returned).
    @discardableResult
    public func moveAccessibilityFocus(toEntry entryLabel: String, ofRotor name: String) throws -> AccessibilityNode {
        func find() throws -> AccessibilityNode.RotorEntry {
            guard let entry = try rotor(name).entries.first(where: { $0.label == entryLabel }) else {
                throw InteractionError.noRotorEntry(entryLabel, rotor: name)
            }
            return entry
        }
        let entry = try find()
        entry.prepare()
        update()
        if let identity = entry.identity {
            ScrollTargeting.scroll(to: identity, within: root, anchor: nil)
            update()
        }
        guard let target = try find().target else { throw InteractionError.noRotorEntry(entryLabel, rotor: name) }
        moveAccessibilityCursor(to: target)
        return target
    }

    /// Tether's own: VoiceOver's three-finger swipe on the element labelled `label`: its
    /// `accessibilityScrollAction` gets `edge`, the edge it scrolls toward; then updates.
    public func performAccessibilityScroll(_ edge: Edge, on label: String) throws {
        let element = try elementLabelled(label)
        guard let handler = element.scrollHandler else { throw InteractionError.noAccessibilityAction("scroll", label) }
        handler(edge)
        update()
    }
}
