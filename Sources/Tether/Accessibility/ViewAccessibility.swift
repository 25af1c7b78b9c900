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
    /// A slider's value is its position in percent, as UIKit's slider reports it.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        let percent = fraction.isFinite ? Int((min(max(fraction, 0), 1) * 100).rounded()) : 0
        return AccessibleDescription(role: .adjustable, label: nil, value: "\(percent)%", traits: [])
    }
}

extension TextField: AccessibleView {
    /// A text field is labelled with its title and holds what has been typed.
    func accessibilityDescription(in node: ViewNode) -> AccessibleDescription? {
        let title = (label as? Text)?.string ?? prompt?.string
        return AccessibleDescription(role: .textField, label: title, value: text.wrappedValue, traits: [])
    }
}
