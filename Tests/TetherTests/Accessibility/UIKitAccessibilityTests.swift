import Foundation
import Testing
@testable import Tether

/// UIKit views described with UIKit's accessibility properties show in the accessibility tree
/// as VoiceOver would read them: an element of their own with its subviews' labels combined,
/// the traits, value and hint the app gave, or nothing when hidden.
@MainActor
@Suite struct UIKitAccessibilityTests {
    func hosted(_ make: @escaping @MainActor () -> UIView) -> ViewHost<some View> {
        host(UIKitHierarchy(make: make).frame(width: 300, height: 200), width: 300, height: 200)
    }
    func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    @Test func anAccessibilityElementCombinesItsSubviewsWithItsTraitsValueAndHint() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        badge.addSubview(label("Streak", CGRect(x: 10, y: 10, width: 200, height: 30)))
        badge.addSubview(label("12 days", CGRect(x: 10, y: 50, width: 200, height: 30)))
        badge.isAccessibilityElement = true
        badge.accessibilityTraits = [.button, .selected]
        badge.accessibilityValue = "3 of 5"
        badge.accessibilityHint = "Shows your badges"
        let root = UIView()
        root.addSubview(badge)
        let h = hosted { root }
        let element = try #require(h.accessibilityElements.first { $0.label.contains("Streak") })
        // One element for both labels, read in order.
        #expect(element.label.contains("12 days"))
        #expect(h.find(text: "Streak") == nil, "the labels are no longer elements of their own")
        #expect(element.traits.contains(.isButton) && element.traits.contains(.isSelected))
        #expect(element.value == "3 of 5" && element.hint == "Shows your badges")
        #expect(abs(element.frame.width - 300) < 0.5 && abs(element.frame.height - 100) < 0.5)
    }

    @Test func aViewsOwnLabelNamesTheElement() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        card.addSubview(label("7", CGRect(x: 10, y: 10, width: 50, height: 30)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Seven points"
        card.accessibilityTraits = .header
        let h = hosted { card }
        let element = try #require(h.find(text: "Seven points"))
        #expect(element.traits.contains(.isHeader))
    }

    @Test func hiddenElementsAreNotRead() {
        let root = UIView()
        let secret = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        secret.addSubview(label("Hidden text", CGRect(x: 0, y: 0, width: 200, height: 30)))
        secret.accessibilityElementsHidden = true
        root.addSubview(secret)
        root.addSubview(label("Shown text", CGRect(x: 0, y: 120, width: 200, height: 30)))
        let h = hosted { root }
        #expect(h.find(text: "Hidden text") == nil && h.find(text: "Shown text") != nil)
        #expect(secret.accessibilityElementsHidden)
    }

    @Test func viewsTheAppDidNotDescribeKeepTheirDrawnElements() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none)
        #expect(view.accessibilityValue == nil && view.accessibilityHint == nil)
        let h = hosted {
            let root = UIView()
            root.addSubview(self.label("Plain", CGRect(x: 0, y: 0, width: 200, height: 30)))
            return root
        }
        #expect(h.find(text: "Plain") != nil)
        // UIKit traits without a SwiftUI counterpart add nothing.
        #expect(UIAccessibilityTraits([.notEnabled, .adjustable]).swiftUITraits.isEmpty)
        #expect(UIAccessibilityTraits([.link, .image, .toggleButton]).swiftUITraits == [.isLink, .isImage, .isToggle])
    }
}
