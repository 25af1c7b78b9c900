import Foundation

extension ViewHost {
    /// Types `text` at the end of the TextField or SecureField marked `.accessibilityIdentifier(id)`
    /// (or the one inside it), as a keyboard would, then updates (Tether's own).
    public func type(_ text: String, into id: String) throws {
        let input = try textInput(id)
        input.text.wrappedValue += text
        update()
    }

    /// Submits the text field marked `id`, as the return key does: its `onSubmit` actions run,
    /// innermost first, then the host updates (Tether's own).
    public func submit(_ id: String) throws {
        let input = try textInput(id)
        for action in input.submit { action() }
        update()
    }

    /// The text field in the view marked `id` (the first in tree order), or around it.
    private func textInput(_ id: String) throws -> TextInputAttribute {
        guard let found = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        var candidates = [found]
        var inside = 0
        while inside < candidates.count {
            candidates.append(contentsOf: candidates[inside].children)
            inside += 1
        }
        var current = found.parent
        while let n = current { candidates.append(n); current = n.parent }
        for n in candidates {
            guard let input = n.attribute(TextInputAttribute.self) else { continue }
            guard n.environment.isEnabled else { throw InteractionError.disabled(n.path) }
            return input
        }
        throw InteractionError.notEditable(id)
    }
}
