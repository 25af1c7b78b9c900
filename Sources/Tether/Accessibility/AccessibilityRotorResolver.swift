import Foundation

/// Turns the rotors views declare into the rotors of the accessibility tree: each entry is
/// tied to the element it leads to, found among all elements of the screen — the one marked
/// `accessibilityRotorEntry(id:in:)` with its id and namespace, the one of the view whose
/// identity is its id, or the element owning the rotor.
@MainActor
enum AccessibilityRotorResolver {
    static func resolvingRotors(in tree: [AccessibilityNode]) -> [AccessibilityNode] {
        guard tree.contains(where: declaresRotors) else { return tree }
        let all = tree.flatMap(\.flattened)
        return tree.map { resolving($0, among: all) }
    }

    /// Whether the element or one inside it declares a rotor (checked without copying the tree).
    private static func declaresRotors(_ element: AccessibilityNode) -> Bool {
        !element.rotorDeclarations.isEmpty || element.children.contains(where: declaresRotors)
    }

    private static func resolving(_ element: AccessibilityNode, among all: [AccessibilityNode]) -> AccessibilityNode {
        var element = element
        element.children = element.children.map { resolving($0, among: all) }
        element.rotors = element.rotorDeclarations.map { declaration in
            AccessibilityNode.Rotor(name: element.spoken(declaration.name), entries: declaration.entries().map { entry(of: $0, owner: element, among: all) })
        }
        return element
    }

    private static func entry(of description: RotorEntryDescription, owner: AccessibilityNode,
                              among all: [AccessibilityNode]) -> AccessibilityNode.RotorEntry {
        var target: AccessibilityNode?
        var identity: AnyHashable?
        switch description.target {
        case .marked(let id, let namespace):
            target = all.first { $0.rotorMarks.contains { $0.id == id && $0.namespace == namespace } }
        case .identity(let id):
            identity = id
            target = all.first { carries(id, $0.node) }
        case .owner:
            target = owner
        }
        var label = description.label.map(owner.spoken)
        if label == nil, let range = description.textRange, let target {
            label = text(in: range, of: target)
        }
        return AccessibilityNode.RotorEntry(label: label ?? "", target: target, textRange: description.textRange,
                                            prepare: description.prepare, identity: identity)
    }

    /// Whether `node` or a view around it has the identity `id`.
    private static func carries(_ id: AnyHashable, _ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let n = current {
            if ScrollTargeting.carriesIdentity(n, id) { return true }
            current = n.parent
        }
        return false
    }

    /// The text of `range` in the element's label, or else its value; nil when the range lies
    /// in neither (an index of another string).
    private static func text(in range: Range<String.Index>, of element: AccessibilityNode) -> String? {
        for text in [element.label, element.value ?? ""] where range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex {
            return String(text[range])
        }
        return nil
    }
}
