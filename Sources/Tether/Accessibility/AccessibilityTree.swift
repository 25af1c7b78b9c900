import Foundation

/// Tether's own: the kind of an accessibility element, as a tester names it.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    case staticText, image, button, link, toggle, adjustable, textField
    /// A `TextEditor` (iOS's multi-line text view): its value is the text.
    case textArea
    /// A determinate `ProgressView` (iOS's progress bar): its value is the percent done.
    case progressIndicator
    /// A view made one element by `accessibilityElement(children: .ignore)` or `.combine`.
    case element
    /// A view made a container by `accessibilityElement(children: .contain)`.
    case container
}

/// Tether's own: one element of the accessibility tree iOS would expose for the views — its
/// label, value, hint and traits, its frame in the canvas, and the elements a container holds.
@MainActor
public struct AccessibilityNode: @MainActor CustomStringConvertible {
    public internal(set) var role: AccessibilityRole
    public internal(set) var label: String
    public internal(set) var value: String?
    public internal(set) var hint: String?
    public internal(set) var traits: AccessibilityTraits
    /// The element's frame in the canvas (global space).
    public internal(set) var frame: CGRect
    /// The `accessibilityIdentifier` on or around the element.
    public internal(set) var identifier: String?
    /// The elements of a container, in reading order.
    public internal(set) var children: [AccessibilityNode] = []
    /// The names of its actions (`accessibilityAction`, `accessibilityActions`), the ones
    /// VoiceOver lists under Actions.
    public var actionNames: [String] { actionNames(in: .default) }
    /// Tether's own: the names of its actions in `category` (`accessibilityActions(category:_:)`).
    public func actionNames(in category: AccessibilityActionCategory) -> [String] {
        actions.filter { $0.category == category }.map(\.kind.name)
    }
    /// Its heading level (`accessibilityHeading`), nil when it is not a heading of a level.
    public internal(set) var headingLevel: AccessibilityHeadingLevel?
    /// The names Voice Control and Full Keyboard Access know it by (`accessibilityInputLabels`).
    public internal(set) var inputLabels: [String] = []
    /// The labelled values VoiceOver offers as more content (`accessibilityCustomContent`), in
    /// the order they were added.
    public internal(set) var customContent: [CustomContent] = []

    /// Tether's own: one entry of `accessibilityCustomContent`.
    public struct CustomContent: Equatable, Sendable {
        /// The entry's key: its `AccessibilityCustomContentKey` id, or its label.
        public let key: String
        /// The label VoiceOver reads before the value.
        public let label: String
        /// The value.
        public let value: String
        /// Whether it was added with `importance: .high` (VoiceOver reads it with the element).
        public let isHighImportance: Bool
    }

    /// The rotors on it (`accessibilityRotor`), in the order they were added.
    public internal(set) var rotors: [Rotor] = []
    /// Whether VoiceOver can scroll it (`accessibilityScrollAction`).
    public var isScrollable: Bool { scrollHandler != nil }

    /// Tether's own: one rotor, as VoiceOver offers it on the element.
    public struct Rotor {
        /// Its name ("Vegan Options", or a system rotor's: "Headings").
        public let name: String
        /// Its entries, in order.
        public let entries: [RotorEntry]
    }

    /// Tether's own: one rotor entry.
    public struct RotorEntry {
        /// The entry's label, or (an entry of a text range without one) the text in the range.
        public let label: String
        /// The element it leads to; nil when none is on screen (an identity no view has, or a
        /// row a lazy container has not built: moving there scrolls to it first).
        public let target: AccessibilityNode?
        /// The range of the target's text it leads to.
        public let textRange: Range<String.Index>?
        let prepare: () -> Void
        let identity: AnyHashable?
    }

    /// One action and the category VoiceOver lists it under.
    struct Action {
        let kind: AccessibilityActionKind
        var category: AccessibilityActionCategory = .default
        let handler: @MainActor () -> Void
    }

    var actions: [Action] = []
    var rotorDeclarations: [RotorDeclaration] = []
    var rotorMarks: [(id: AnyHashable, namespace: Namespace.ID)] = []
    var focusBindings: [AccessibilityFocusBinding] = []
    var scrollHandler: (@MainActor (Edge) -> Void)?
    var largeContentSource: LargeContentSource?
    /// Tether's own: whether the element shows or hides content (a `DisclosureGroup`'s
    /// label), as iOS reports it to VoiceOver ("Button, collapsed"); nil for other elements.
    public internal(set) var expandedStatus: ExpandedStatus?

    /// Tether's own: mirrors UIKit's `UIAccessibility.ExpandedStatus`, the state VoiceOver
    /// reads after an element that expands and collapses.
    public enum ExpandedStatus: String, Sendable {
        case expanded, collapsed
    }
    /// Tether's own: what the large content viewer shows for it
    /// (`accessibilityShowsLargeContentViewer`); nil when it does not show the viewer.
    public var largeContent: LargeContent? { largeContentSource?.content(of: self) }
    var sortPriority: Double = 0
    /// Tether's own: where activating the element (VoiceOver's double tap,
    /// `ViewHost.performAccessibilityAction`) taps it, in global space, when
    /// `accessibilityActivationPoint` moved it from the element's centre.
    public internal(set) var activationPoint: CGPoint?
    /// The view the element stands for (taps go there).
    let node: ViewNode

    init(role: AccessibilityRole, label: String, value: String? = nil, traits: AccessibilityTraits, node: ViewNode) {
        self.role = role; self.label = label; self.value = value; self.traits = traits; self.node = node
        frame = node.globalBounds
    }

    /// What VoiceOver speaks for `text` on this element: a localized text looked up for the
    /// view's locale (as a `Text` view shows it), dates and formats filled in. A key with no
    /// translation is spoken as written; the text views that show it report that.
    func spoken(_ text: Text) -> String {
        text.resolvedContent(in: node.environment, report: { _ in }).string
    }

    /// One line per element: role, label in quotes, then value, hint, traits and identifier.
    public var description: String { lines(indent: "").joined(separator: "\n") }

    func lines(indent: String) -> [String] {
        var line = indent + role.rawValue
        if !label.isEmpty { line += " \"\(label)\"" }
        if let value { line += " value=\"\(value)\"" }
        if let hint { line += " hint=\"\(hint)\"" }
        if !traits.names.isEmpty { line += " [" + traits.names.joined(separator: ", ") + "]" }
        if let headingLevel { line += " heading=\(headingLevel)" }
        if let identifier { line += " id=\(identifier)" }
        if !actionNames.isEmpty { line += " actions=" + actionNames.joined(separator: ",") }
        var categories: [AccessibilityActionCategory] = []
        for action in actions where action.category != .default && !categories.contains(action.category) { categories.append(action.category) }
        for category in categories { line += " actions[\(category.name)]=" + actionNames(in: category).joined(separator: ",") }
        if let expandedStatus { line += " \(expandedStatus.rawValue)" }
        if isScrollable { line += " scrollable" }
        if let largeContent {
            line += " largeContent=" + [largeContent.title.map { "\"\($0)\"" }, largeContent.imageName.map { "image:\($0)" }]
                .compactMap { $0 }.joined(separator: ",")
        }
        for rotor in rotors { line += " rotor[\(rotor.name)]=" + rotor.entries.map { "\"\($0.label)\"" }.joined(separator: ",") }
        if !inputLabels.isEmpty { line += " inputLabels=" + inputLabels.map { "\"\($0)\"" }.joined(separator: ",") }
        for entry in customContent { line += " \(entry.label)=\"\(entry.value)\"" + (entry.isHighImportance ? "!" : "") }
        return [line] + children.flatMap { $0.lines(indent: indent + "  ") }
    }

    /// This element and every element inside it, in reading order.
    var flattened: [AccessibilityNode] { [self] + children.flatMap(\.flattened) }
}

/// What a view that is one accessibility element on its own says about itself. `label` nil
/// means "the labels of the texts inside".
struct AccessibleDescription {
    var role: AccessibilityRole
    var label: String?
    var value: String?
    var traits: AccessibilityTraits
}

/// A drawing that becomes an element when given a label (`Canvas`, a filled or stroked
/// shape); a bare `Shape` counts too.
protocol AccessibleDrawing {}

/// A view iOS exposes as one accessibility element (a control, a text, an image).
protocol AccessibleView {
    @MainActor func accessibilityDescription(in node: ViewNode) -> AccessibleDescription?
}

/// Builds the accessibility tree from the laid-out view tree as iOS forms it: texts, images
/// and controls are elements; accessibility modifiers change the element(s) their content
/// forms (a modifier on a plain container reaches each element inside);
/// `accessibilityElement(children:)` joins or contains what is inside; hidden views and
/// their contents, and views their container does not show, are left out; siblings are read by sort priority, then in order.
@MainActor
enum AccessibilityTreeBuilder {
    static func elements(of node: ViewNode) -> [AccessibilityNode] {
        StackBudget.withStack(forDepth: node.graph.maxDepth) {
            AccessibilityRotorResolver.resolvingRotors(in: elements(node, pending: [], identifier: nil))
        }
    }

    /// `labelled`: a label modifier is right above `node`, with no branching between (a
    /// shape so labelled is an element).
    private static func elements(_ node: ViewNode, pending: [AccessibilityChange], identifier: String?,
                                 labelled: Bool = false) -> [AccessibilityNode] {
        // What a container measures but does not show (a navigation level under the one on
        // top, `ViewThatFits`'s other alternatives) is not on screen, so not read.
        if node.isOmitted { return [] }
        var pending = pending
        var identifier = identifier
        var labelled = labelled && node.children.count <= 1
        if let marked = node.attribute(AccessibilityIdentifierAttribute.self) { identifier = marked.identifier }
        if let modifier = node.attribute(AccessibilityModifierAttribute.self) {
            if case .element(let behaviour) = modifier.change {
                let inside = node.children.flatMap { elements($0, pending: [], identifier: nil) }
                return finish(grouped(inside, behaviour, node: node), pending: pending, identifier: identifier)
            }
            pending.append(modifier.change)
            if case .label = modifier.change, node.children.count <= 1 { labelled = true }
        }
        if isHidden(pending) { return [] }
        // A stand-in layer is read through its owner only.
        if node.attribute(AccessibilityStandInLayerAttribute.self) != nil { return [] }
        if let owner = node.attribute(AccessibilityStandInOwnerAttribute.self) {
            return finish(standingIn(owner.kind, node: node), pending: pending, identifier: identifier)
        }
        if let picker = node.layout as? PickerLayout, let options = picker.accessibilityOptions(in: node) {
            return finish(options, pending: pending, identifier: identifier)
        }
        if let accessible = node.view as? AccessibleView, let description = accessible.accessibilityDescription(in: node) {
            var label = description.label
            if label == nil {
                let inside = node.children.flatMap { elements($0, pending: [], identifier: nil) }.flatMap(\.flattened)
                let texts = inside.filter { $0.role == .staticText }.map(\.label)
                label = (texts.isEmpty ? inside.map(\.label) : texts).filter { !$0.isEmpty }.joined(separator: ", ")
            }
            var element = AccessibilityNode(role: description.role, label: label ?? "", value: description.value,
                                            traits: description.traits, node: node)
            element.identifier = identifier
            return finish([element], pending: pending, identifier: identifier)
        }
        if labelled, node.view is any Shape || node.view is AccessibleDrawing {
            // Mirrors SwiftUI: a shape or canvas given a label is read as an element.
            return finish([AccessibilityNode(role: .element, label: "", traits: [], node: node)], pending: pending, identifier: identifier)
        }
        let inside = node.children.flatMap { elements($0, pending: pending, identifier: identifier, labelled: labelled) }
        return sorted(inside)
    }

    /// The elements of a view whose accessibility stand-in views change: the stand-ins'
    /// elements in place of its own (`accessibilityRepresentation`), its element made a
    /// container of them (`accessibilityChildren`), or its elements given the stand-in
    /// buttons as named actions (`accessibilityActions`).
    private static func standingIn(_ kind: AccessibilityStandInKind, node: ViewNode) -> [AccessibilityNode] {
        let standIns = sorted(standInLayers(below: node).flatMap { layer in
            layer.children.flatMap { elements($0, pending: [], identifier: nil) }
        })
        switch kind {
        case .representation:
            // One element stands where the view is; several keep their own places.
            guard standIns.count == 1 else { return standIns }
            var element = standIns[0]
            element.frame = node.globalBounds
            return [element]
        case .children:
            let own = node.children.flatMap { elements($0, pending: [], identifier: nil) }
            if own.count == 1 {
                var container = own[0]
                container.role = .container
                container.children = standIns
                return [container]
            }
            // A view that is no element of its own (a `Canvas`, a shape) still gets what its
            // accessibility modifiers say (a chart's label).
            var container = AccessibilityNode(role: .container, label: "", traits: [], node: node)
            container.children = standIns
            return finish([container], pending: contentChanges(below: node), identifier: nil)
        case .actions(let category):
            let actions = standIns.flatMap(\.flattened).filter { $0.traits.contains(.isButton) }.map { button in
                let target = button.node
                let perform: @MainActor () -> Void = {
                    guard let (handler, owner) = HitTesting.handler(inOrAbove: target), owner.environment.isEnabled else { return }
                    handler.action()
                }
                return AccessibilityNode.Action(kind: AccessibilityActionKind(named: Text(verbatim: button.label)), category: category, handler: perform)
            }
            var own = node.children.flatMap { elements($0, pending: [], identifier: nil) }
            if own.isEmpty {
                // A view that is no element of its own (a shape) becomes one to carry them.
                own = finish([AccessibilityNode(role: .element, label: "", traits: [], node: node)],
                             pending: contentChanges(below: node), identifier: nil)
            }
            return own.map { element in
                var element = element
                element.actions.append(contentsOf: actions)
                return element
            }
        case .largeContent:
            let source = LargeContentSource.made(of: standIns)
            return node.children.flatMap { elements($0, pending: [], identifier: nil) }.map { element in
                var element = element
                element.largeContentSource = source
                return element
            }
        }
    }

    /// The accessibility modifiers on the content of the owner `node` (not its stand-in
    /// layer), outermost first, down to where the content branches.
    private static func contentChanges(below node: ViewNode) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        var current = node
        while true {
            let content = current.children.filter { !leadsOnlyToStandInLayer($0) }
            guard content.count == 1 else { return changes }
            current = content[0]
            if let modifier = current.attribute(AccessibilityModifierAttribute.self) {
                if case .element = modifier.change { return changes }
                changes.append(modifier.change)
            }
        }
    }

    /// True when `node` is a stand-in layer or a chain of single children ending in one (the
    /// background holding it).
    private static func leadsOnlyToStandInLayer(_ node: ViewNode) -> Bool {
        var current = node
        while current.attribute(AccessibilityStandInLayerAttribute.self) == nil {
            guard current.children.count == 1 else { return false }
            current = current.children[0]
        }
        return true
    }

    /// The stand-in layers of the owner `node`: the marked nodes inside it, not inside another
    /// owner.
    private static func standInLayers(below node: ViewNode) -> [ViewNode] {
        var layers: [ViewNode] = []
        var stack = Array(node.children.reversed())
        while let n = stack.popLast() {
            if n.attribute(AccessibilityStandInLayerAttribute.self) != nil { layers.append(n); continue }
            if n.attribute(AccessibilityStandInOwnerAttribute.self) != nil { continue }
            stack.append(contentsOf: n.children.reversed())
        }
        return layers
    }

    /// Whether the outermost `accessibilityHidden` above says hidden (an outer modifier wins,
    /// as with labels; a hidden container hides everything inside).
    private static func isHidden(_ pending: [AccessibilityChange]) -> Bool {
        for change in pending { if case .hidden(let hidden) = change { return hidden } }
        return false
    }

    /// The elements inside a view made one element or a container.
    private static func grouped(_ inside: [AccessibilityNode], _ behaviour: AccessibilityChildBehavior, node: ViewNode) -> [AccessibilityNode] {
        switch behaviour.kind {
        case .ignore:
            return [AccessibilityNode(role: .element, label: "", traits: [], node: node)]
        case .combine:
            let all = inside.flatMap(\.flattened).filter { $0.role != .container }
            var element = AccessibilityNode(role: .element, label: all.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
                                            value: all.compactMap(\.value).first,
                                            traits: all.reduce(AccessibilityTraits()) { $0.union($1.traits) }, node: node)
            element.actions = all.flatMap(\.actions)
            element.rotorDeclarations = all.flatMap(\.rotorDeclarations)
            element.rotorMarks = all.flatMap(\.rotorMarks)
            element.focusBindings = all.flatMap(\.focusBindings)
            element.scrollHandler = all.lazy.compactMap(\.scrollHandler).first
            element.largeContentSource = all.lazy.compactMap(\.largeContentSource).first
            return [element]
        case .contain:
            var container = AccessibilityNode(role: .container, label: "", traits: [], node: node)
            container.children = sorted(inside)
            return [container]
        }
    }

    /// `elements` with the pending modifiers applied, the innermost first (the outermost wins).
    private static func finish(_ elements: [AccessibilityNode], pending: [AccessibilityChange], identifier: String?) -> [AccessibilityNode] {
        if isHidden(pending) { return [] }
        return elements.map { element in
            var element = element
            if element.identifier == nil { element.identifier = identifier }
            for change in pending.reversed() {
                switch change {
                case .label(let text): element.label = element.spoken(text)
                case .value(let text): element.value = element.spoken(text)
                case .hint(let text): element.hint = element.spoken(text)
                case .addTraits(let traits): element.traits.formUnion(traits)
                case .removeTraits(let traits): element.traits.subtract(traits)
                case .sortPriority(let priority): element.sortPriority = priority.isFinite ? priority : 0
                case .activationPoint(let point): element.activationPoint = point.global(in: element.frame)
                case .action(let kind, let handler): element.actions.append(AccessibilityNode.Action(kind: kind, handler: handler))
                case .inputLabels(let labels): element.inputLabels = labels.map(element.spoken)
                case .adjustable(let handler):
                    element.role = .adjustable
                    element.actions.removeAll { $0.kind == .increment || $0.kind == .decrement }
                    element.actions.append(AccessibilityNode.Action(kind: .increment, handler: { handler(.increment) }))
                    element.actions.append(AccessibilityNode.Action(kind: .decrement, handler: { handler(.decrement) }))
                case .heading(let level):
                    element.traits.insert(.isHeader)
                    element.headingLevel = level
                case .customContent(let key, let label, let value, let importance):
                    element.customContent.removeAll { $0.key == key }
                    if let value {
                        element.customContent.append(AccessibilityNode.CustomContent(key: key, label: element.spoken(label), value: element.spoken(value),
                                                                                     isHighImportance: importance == .high))
                    }
                case .rotor(let declaration): element.rotorDeclarations.append(declaration)
                case .rotorEntry(let id, let namespace): element.rotorMarks.append((id, namespace))
                case .focus(let binding): element.focusBindings.append(binding)
                case .scroll(let handler): element.scrollHandler = handler
                case .largeContentViewer: element.largeContentSource = element.largeContentSource ?? .element
                case .expandedStatus(let status): element.expandedStatus = status
                case .hidden, .element: break
                }
            }
            return element
        }
    }

    private static func sorted(_ elements: [AccessibilityNode]) -> [AccessibilityNode] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }
}
