import Foundation

extension ViewHost {
    /// Types `text` at the end of the TextField, SecureField or TextEditor marked
    /// `.accessibilityIdentifier(id)` (or the one inside it), as a keyboard would, then updates (Tether's own). The field is
    /// focused first, as the tap that opens its keyboard would focus it; a field whose
    /// `keyboardType` has no keys for some of the characters (letters on a number pad) takes
    /// none of them.
    public func type(_ text: String, into id: String) throws {
        let (node, input) = try textInput(id)
        if let missing = input.keyboardType.untypeable(in: text, locale: node.environment.locale) {
            throw InteractionError.notOnKeyboard(missing, keyboard: "\(input.keyboardType)")
        }
        moveFocus(to: node)
        input.insert(text, affinity: node.environment.textSelectionAffinity) { graph.reportBetweenUpdates(.other, $0, at: node) }
        update()
    }

    /// Submits the text field marked `id`, as the return key does: the field lets go of the
    /// focus, then its `onSubmit` actions run, innermost first (one may focus the next
    /// field), then the host updates (Tether's own). In a `TextEditor` or a vertical `TextField`
    /// the return key types a new line instead.
    public func submit(_ id: String) throws {
        let (node, input) = try textInput(id)
        if input.returnTypesNewline { return try type("\n", into: id) }
        submit(node, input)
    }

    /// Submits the text field at `node`: it lets go of the focus, its `onSubmit` actions run,
    /// then the host updates.
    func submit(_ node: ViewNode, _ input: TextInputAttribute) {
        let wasEditing = focusedInput === node || focusBinding(of: node)?.isFocused() == true
        focusBinding(of: node)?.unfocus()
        if focusedInput === node { focusedInput = nil }
        for action in input.submit { action() }
        if wasEditing { input.editingChanged?(false) }
        update()
    }

    /// Tether's own: focuses the text field or editor marked `id` (or the one inside or around
    /// it), as a tap on it does, or the view `focusable` made able to take the focus (with
    /// the `.edit` interaction: `.activate` alone takes the focus only under full keyboard
    /// access, which Tether does not model): its `@FocusState` (through `focused`) takes the
    /// view's value, any other view's lets go; then updates.
    public func focus(_ id: String) throws {
        guard let found = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        guard let node = focusTarget(near: found) else { throw InteractionError.notFocusable(id) }
        guard node.environment.isEnabled else { throw InteractionError.disabled(node.path) }
        moveFocus(to: node)
        update()
    }

    /// Tether's own: the accessibility identifier of the focused text field (the one a
    /// `@FocusState` names, else the one the user focused last), nil when none is focused or
    /// it has no identifier.
    public var focusedField: String? {
        var stack = [root]
        var hasFocusBindings = false
        while let n = stack.popLast() {
            if let binding = n.attribute(FocusBindingAttribute.self) {
                hasFocusBindings = true
                if !n.isOmitted, binding.isFocused() { return identifier(near: n) }
            }
            stack.append(contentsOf: n.children.reversed())
        }
        guard let input = focusedInput, input.graph === graph, !hasFocusBindings else { return nil }
        return identifier(near: input)
    }

    /// Focuses `node`'s field: every other field's focus state lets go, then its own takes hold.
    func moveFocus(to node: ViewNode) {
        if let previous = focusedInput, previous !== node, previous.graph === graph, !previous.isDiscarded {
            previous.attribute(TextInputAttribute.self)?.editingChanged?(false)
        }
        if focusedInput !== node { node.attribute(TextInputAttribute.self)?.editingChanged?(true) }
        let own = focusBinding(of: node)
        var stack = [root]
        while let n = stack.popLast() {
            if let other = n.attribute(FocusBindingAttribute.self), other.isFocused(), !node.isDescendant(of: n) { other.unfocus() }
            stack.append(contentsOf: n.children)
        }
        own?.focus()
        if focusedInput !== node {
            node.attribute(TextInputAttribute.self)?.placeInsertionPointIfNone(affinity: node.environment.textSelectionAffinity)
        }
        focusedInput = node
    }

    /// The focus binding that `focused` put on `node` or a container of it.
    func focusBinding(of node: ViewNode) -> FocusBindingAttribute? {
        var current: ViewNode? = node
        while let n = current {
            if let binding = n.attribute(FocusBindingAttribute.self) { return binding }
            current = n.parent
        }
        return nil
    }

    /// The identifier on `node` or nearest around it: its containers first, then inside it.
    private func identifier(near node: ViewNode) -> String? {
        var current: ViewNode? = node
        while let n = current {
            if let id = n.attribute(AccessibilityIdentifierAttribute.self)?.identifier { return id }
            current = n.parent
        }
        var stack = [node]
        while let n = stack.popLast() {
            if let id = n.attribute(AccessibilityIdentifierAttribute.self)?.identifier { return id }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// The view that takes the focus for `node`: a text field or editor, or a view
    /// `focusable` made editable, in it (the first in breadth-first order) or around it.
    func focusTarget(near node: ViewNode) -> ViewNode? {
        nodes(inOrAround: node).first { $0.takesFocus }
    }

    /// `node`, the views inside it breadth first, then its containers from the nearest out.
    private func nodes(inOrAround found: ViewNode) -> [ViewNode] {
        var candidates = [found]
        var inside = 0
        while inside < candidates.count {
            candidates.append(contentsOf: candidates[inside].children)
            inside += 1
        }
        var current = found.parent
        while let n = current { candidates.append(n); current = n.parent }
        return candidates
    }

    /// The text field in the view marked `id` (the first in tree order), or around it.
    private func textInput(_ id: String) throws -> (ViewNode, TextInputAttribute) {
        guard let found = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        for n in nodes(inOrAround: found) {
            guard let input = n.attribute(TextInputAttribute.self) else { continue }
            guard n.environment.isEnabled else { throw InteractionError.disabled(n.path) }
            return (n, input)
        }
        throw InteractionError.notEditable(id)
    }
}

extension ViewNode {
    /// True when the view can hold the focus: a text field or editor, or a view `focusable`
    /// made able to take keyboard input.
    var takesFocus: Bool {
        attributes.contains { ($0 is TextInputAttribute) || (($0 as? FocusableAttribute)?.interactions.contains(.edit) ?? false) }
    }
}
