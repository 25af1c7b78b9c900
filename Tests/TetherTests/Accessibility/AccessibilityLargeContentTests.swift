import Foundation
import Testing
@testable import Tether

/// The large content viewer: what `accessibilityShowsLargeContentViewer` records for an
/// element, and when iOS offers the viewer.
@MainActor
@Suite struct AccessibilityLargeContentTests {
    @Test func theSystemViewerShowsTheElementsLabelAndImage() throws {
        let view = Button {} label: { Label("Inbox", systemImage: "tray") }
            .accessibilityShowsLargeContentViewer()
        let h = host(view)
        let button = try #require(h.find(role: .button))
        #expect(button.largeContent == AccessibilityNode.LargeContent(title: "Inbox", imageName: "tray"))
        #expect(h.accessibilityTree().contains("largeContent=\"Inbox\",image:tray"))
    }

    @Test func anOuterLabelNamesTheLargeContent() throws {
        // The label applies to the element, and the viewer shows the element's label.
        let view = Button {} label: { Image(systemName: "plus") }
            .accessibilityShowsLargeContentViewer()
            .accessibilityLabel("New Message")
        let button = try #require(host(view).find(role: .button))
        #expect(button.largeContent == AccessibilityNode.LargeContent(title: "New Message", imageName: "plus"))
    }

    @Test func aCustomLargeContentViewReplacesTheElementsOwn() throws {
        // Apple's example: a plus button whose viewer shows "New Message" beside the symbol.
        let view = Button {} label: { Image(systemName: "plus") }
            .accessibilityShowsLargeContentViewer { Label("New Message", systemImage: "square.and.pencil") }
        let h = host(view)
        let button = try #require(h.find(role: .button))
        #expect(button.largeContent == AccessibilityNode.LargeContent(title: "New Message", imageName: "square.and.pencil"))
        // The custom view is not an element of its own, nor drawn.
        #expect(h.accessibilityElements.count == 1)
        #expect(h.find(text: "New Message") == nil)
    }

    @Test func viewsWithoutTheModifierShowNoLargeContent() throws {
        #expect(try #require(host(Button("Plain") {}).find(role: .button)).largeContent == nil)
    }

    @Test func theViewerIsOfferedOnlyAtAccessibilityTextSizes() {
        // iOS offers the viewer from AX1 up: the sizes at which small chrome no longer grows.
        var environment = EnvironmentValues()
        for size in DynamicTypeSize.allCases {
            environment.dynamicTypeSize = size
            #expect(environment.accessibilityLargeContentViewerEnabled == (size >= .accessibility1))
        }
    }
}
