import Foundation

extension ViewHost {
    /// Tether's own: presses `key` on a hardware keyboard with `modifiers` held, as on an iPad,
    /// then updates. The press goes, in order:
    /// 1. to the `onKeyPress` actions of the focused view (the one `@FocusState` names or the
    ///    user focused last), innermost first, until one returns `.handled` (key down; the
    ///    key-up phase follows after the press);
    /// 2. to the focused text field or editor, without command, control or option held: a
    ///    printable character is typed at the end, delete removes the last character, return
    ///    submits a field (or types a new line in an editor), tab types a tab in an editor;
    ///    in a field, tab moves the focus to the next enabled text field or editor in the
    ///    view tree's order (shift-tab to the previous), round to the first after the last,
    ///    as iOS's hardware keyboard moves between text fields;
    /// 3. to the first enabled button or toggle in the view tree whose `keyboardShortcut` it is
    ///    (what is not in the tree — a closed menu's items — cannot be reached).
    ///
    /// Throws `InteractionError.disabled` when only disabled controls have the shortcut, and
    /// `InteractionError.keyNotHandled` when nothing took the key.
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws {
        let focused = focusedNode()
        var received = false
        var handled = false
        if let focused {
            (received, handled) = deliver(KeyPress(key: key, modifiers: modifiers, phase: .down), from: focused)
        }
        if !handled, let focused, edit(focused, with: key, modifiers: modifiers) {
            handled = true
        }
        var failure: InteractionError?
        if !handled {
            switch shortcutTarget(key, modifiers: modifiers) {
            case .found(let action): action(); handled = true
            case .disabled(let path): failure = .disabled(path)
            case .none: if !received { failure = .keyNotHandled(Self.describe(key, modifiers)) }
            }
        }
        update()
        if let focused, !focused.isDiscarded, focused.graph === graph {
            let (receivedUp, _) = deliver(KeyPress(key: key, modifiers: modifiers, phase: .up), from: focused)
            if receivedUp, case .keyNotHandled = failure { failure = nil }
            update()
        }
        if let failure { throw failure }
    }

    /// The view that has the focus: the focus target of the view whose `focused` binding says
    /// so, else the one the user focused last (when no focus state is in use).
    func focusedNode() -> ViewNode? {
        var hasFocusBindings = false
        // The bound views in tree order, those inside views not shown left out.
        for n in graph.nodesInTree(graph.focusBindings, skipping: \.isOmitted) {
            guard let binding = n.attribute(FocusBindingAttribute.self) else { continue }
            hasFocusBindings = true
            if binding.isFocused(), let target = focusTarget(near: n) { return target }
        }
        guard let input = focusedInput, input.graph === graph, !input.isDiscarded, !hasFocusBindings else { return nil }
        return input
    }

    /// Runs the `onKeyPress` actions that match `press`, from the focused view's own modifiers
    /// (inside it) out through its containers, until one returns `.handled`. Returns whether
    /// any action ran and whether one handled the press.
    private func deliver(_ press: KeyPress, from focused: ViewNode) -> (received: Bool, handled: Bool) {
        var chain: [ViewNode] = []
        // The modifiers applied to the focused view before `focusable` are part of that view;
        // views inside it are not (they do not have the focus).
        var below = focused
        while below.children.count == 1, below.children[0].view is any ModifierChainLink, chain.count < 64 {
            below = below.children[0]
            chain.append(below)
        }
        chain.reverse()
        var current: ViewNode? = focused
        while let n = current { chain.append(n); current = n.parent }
        var received = false
        for node in chain {
            for case let handler as KeyPressHandlerAttribute in node.attributes.reversed()
            where handler.phases.contains(press.phase) && handler.matches(press) {
                received = true
                if handler.action(press) == .handled { return (true, true) }
            }
        }
        return (received, false)
    }

    /// Edits the focused text field or editor at `node` with `key`, as its keyboard would;
    /// false when it is not one or the key does not edit text.
    private func edit(_ node: ViewNode, with key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        guard let input = node.attribute(TextInputAttribute.self), node.environment.isEnabled,
              modifiers.isDisjoint(with: [.command, .control, .option]) else { return false }
        let affinity = node.environment.textSelectionAffinity
        let report = { (message: String) in self.graph.reportBetweenUpdates(.other, message, at: node) }
        switch key {
        case .return:
            if input.returnTypesNewline { input.insert("\n", affinity: affinity, report: report) } else { submit(node, input) }
        case .delete:
            input.deleteBackward(affinity: affinity, report: report)
        case .tab where input.isMultiline:
            input.insert("\t", affinity: affinity, report: report)
        case .tab:
            guard let next = textInput(after: node, backwards: modifiers.contains(.shift)) else { return false }
            moveFocus(to: next)
        default:
            let typed = String(key.character)
            guard key.isPrintable,
                  input.keyboardType.untypeable(in: typed, locale: node.environment.locale) == nil else { return false }
            input.insert(typed, affinity: affinity, report: report)
        }
        return true
    }

    /// The enabled text field or editor after `node` in the view tree's order (before it when
    /// `backwards`), round from the last to the first; nil when `node` is the only one.
    private func textInput(after node: ViewNode, backwards: Bool) -> ViewNode? {
        var inputs: [ViewNode] = []
        var stack = [root]
        while let n = stack.popLast() {
            if n.isOmitted { continue }
            if n.attribute(TextInputAttribute.self) != nil, n.environment.isEnabled || n === node { inputs.append(n) }
            stack.append(contentsOf: n.children.reversed())
        }
        guard inputs.count > 1, let index = inputs.firstIndex(where: { $0 === node }) else { return nil }
        return inputs[(index + (backwards ? inputs.count - 1 : 1)) % inputs.count]
    }

    private enum ShortcutTarget {
        case found(@MainActor () -> Void)
        case disabled(String)
        case none
    }

    /// The first control in the tree, depth first in order, whose shortcut `key` with
    /// `modifiers` performs; disabled ones are passed over.
    private func shortcutTarget(_ key: KeyEquivalent, modifiers: EventModifiers) -> ShortcutTarget {
        var disabledPath: String?
        var stack = [root]
        while let n = stack.popLast() {
            if n.isOmitted { continue }
            for case let target as KeyboardShortcutAttribute in n.attributes where target.shortcut.isPressed(by: key, modifiers: modifiers) {
                if n.environment.isEnabled { return .found(target.action) }
                if disabledPath == nil { disabledPath = n.path }
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return disabledPath.map { .disabled($0) } ?? .none
    }

    /// The key as a person names it: "⌘⇧S", "return".
    private static func describe(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> String {
        let symbols: [(EventModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let held = symbols.filter { modifiers.contains($0.0) }.map(\.1).joined()
        return "\"\(held)\(key.name)\""
    }
}

/// A view that is a modifier applied to content: a link of the chain of modifiers that
/// makes one view.
protocol ModifierChainLink {}
extension ModifiedContent: ModifierChainLink {}
