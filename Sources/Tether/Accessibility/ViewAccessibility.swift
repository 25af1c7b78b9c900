import Foundation

// The accessibility elements iOS makes of SwiftUI's own views.

extension Text: AccessibleView {
    /// A text is static text labelled with what it shows.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        let shown = (node.layout as? TextLayoutNode)?.text.string ?? string
        return AccessibleDescription(role: .staticText, label: shown, traits: .isStaticText)
    }
}

extension Image: AccessibleView {
    /// A symbol or catalog image is labelled with its name; a bitmap without a name is not read.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        switch source {
        case .symbol(let name), .catalog(let name, _): return AccessibleDescription(role: .image, label: name, traits: .isImage)
        default: return nil
        }
    }
}

extension Button: AccessibleView {
    /// A button is labelled with the texts of its label.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        AccessibleDescription(role: .button, label: nil, traits: .isButton)
    }
}

extension NavigationLink: AccessibleView {
    /// A navigation link reads as a button.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        AccessibleDescription(role: .button, label: nil, traits: .isButton)
    }
}

extension Link: AccessibleView {
    /// A link reads as a link.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        AccessibleDescription(role: .link, label: nil, traits: .isLink)
    }
}

extension Toggle: AccessibleView {
    /// A switch: its value is "1" when on and "0" when off, as UIKit's switch reports it.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        // A text label names the switch even when `labelsHidden()` keeps it from being drawn.
        AccessibleDescription(role: .toggle, label: (label as? Text)?.string, value: isOn.wrappedValue ? "1" : "0", traits: [.isButton, .isToggle])
    }
}

extension Slider: AccessibleView {
    /// A slider's value is its position in percent, as UIKit's slider reports it; a text
    /// label (never drawn) names it.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        let percent = fraction.isFinite ? Int((min(max(fraction, 0), 1) * 100).rounded()) : 0
        return AccessibleDescription(role: .adjustable, label: (label as? Text)?.string, value: "\(percent)%", traits: [])
    }
}

extension TextField: AccessibleView {
    /// A text field is labelled with its title and holds what has been typed.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        let title = (label as? Text)?.string ?? prompt?.string
        return AccessibleDescription(role: .textField, label: title, value: text.wrappedValue, traits: [])
    }
}

extension TextEditor: AccessibleView {
    /// A text editor is a text area holding its text, as `UITextView` reports it: no label of
    /// its own (its text is its value, not its name).
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        AccessibleDescription(role: .textArea, label: "", value: text.wrappedValue, traits: [])
    }
}

extension ProgressView: AccessibleView {
    /// A determinate progress view reads as iOS's progress bar: labelled with its label's
    /// texts, its value the fraction done in whole percent ("50%"), as `UIProgressView`
    /// reports it. An indeterminate one (a spinner) is read through what is inside.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        guard let fraction = fractionCompleted, fraction.isFinite else { return nil }
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded())
        return AccessibleDescription(role: .progressIndicator, label: (label as? Text)?.string, value: "\(percent)%", traits: [])
    }
}

extension _ShapeView: AccessibleDrawing {}
extension Canvas: AccessibleDrawing {}

extension PickerLayout {
    /// A segmented picker's segments, and an inline picker's rows, read as buttons labelled
    /// with their option's texts, the chosen one with the selected trait, as
    /// `UISegmentedControl` exposes its segments (VoiceOver reads "Selected" before the chosen
    /// one). A row of a `.navigationLink` picker's page reads the same way, as iOS reads a list
    /// cell with a checkmark. Acting on one taps it. Other kinds: nil (read through what is inside).
    @MainActor func accessibilityOptions(in node: ViewNode) -> [AccessibilityNode]? {
        guard node.children.count == 2 else { return nil }
        let options = LayoutEngine.layoutChildren(of: node.children[0])
        let targets = LayoutEngine.layoutChildren(of: node.children[1])
        // Each option read, by its index, with the target that chooses it.
        let shown: [(index: Int, option: LayoutChild, target: LayoutChild)]
        switch kind {
        case .segmented, .inline:
            guard options.count == targets.count else { return nil }
            shown = zip(options, targets).enumerated().map { ($0, $1.0, $1.1) }
        case .listOption(let index):
            guard options.indices.contains(index), targets.count == 1 else { return nil }
            shown = [(index, options[index], targets[0])]
        default:
            return nil
        }
        return shown.map { index, option, target in
            // Texts first, as a button's label is read (a `Label`'s icon is not).
            let inside = AccessibilityTreeBuilder.elements(of: option.node).flatMap(\.flattened)
            let read = inside.filter { $0.role == .staticText }
            let texts = (read.isEmpty ? inside : read).map(\.label).filter { !$0.isEmpty }
            let traits: AccessibilityTraits = index == selectedIndex ? [.isButton, .isSelected] : .isButton
            return AccessibilityNode(role: .button, label: texts.joined(separator: ", "), traits: traits, node: target.node)
        }
    }
}

/// A `.menu` picker's row (in a list or form) or compact button, read as iOS reads a pop-up
/// button: one button named by the picker's label — a text label names it even when it is not
/// drawn — whose value is the chosen option ("Flavor, Chocolate, Pop up button"). The options
/// in the closed menu are not read. Acting on it opens the menu. A `.navigationLink` picker's
/// row reads the same way; acting on it pushes its options.
struct MenuPickerElement<Content: View>: View, AccessibleView {
    /// The picker's label when it is a `Text`.
    let label: String?
    let content: Content
    init(label: String?, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    var body: some View { content }

    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        var stack = [node]
        var picker: (node: ViewNode, layout: PickerLayout)?
        while let n = stack.popLast(), picker == nil {
            if let layout = n.layout as? PickerLayout { picker = (n, layout) } else { stack.append(contentsOf: n.children) }
        }
        guard let picker else { return nil }
        func texts(_ n: ViewNode) -> String {
            AccessibilityTreeBuilder.elements(of: n).flatMap(\.flattened).filter { $0.role == .staticText }
                .map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        }
        let options = picker.node.children.first.map { LayoutEngine.layoutChildren(of: $0) } ?? []
        let chosen = picker.layout.selectedIndex.flatMap { options.indices.contains($0) ? texts(options[$0].node) : nil }
        // A label that is not a text is read from what the row shows of it.
        var shownTexts: [String] = []
        stack = [node]
        while let n = stack.popLast() {
            if n === picker.node { continue }
            if n.view is Text { shownTexts.append(texts(n)) } else { stack.append(contentsOf: n.children.reversed()) }
        }
        let shownLabel = label ?? shownTexts.filter { !$0.isEmpty }.joined(separator: ", ")
        return AccessibleDescription(role: .button, label: shownLabel, value: chosen, traits: .isButton)
    }
}
