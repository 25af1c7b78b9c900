import Foundation

private struct LargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `accessibilityLargeContentViewerEnabled`: whether a long press shows
    /// the large content viewer. iOS offers it at the accessibility text sizes (AX1 to AX5),
    /// the sizes at which bars and other views that cannot grow stay small, so it follows
    /// `dynamicTypeSize`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        dynamicTypeSize.isAccessibilitySize
    }
}

extension AccessibilityNode {
    /// Tether's own: what the large content viewer shows for an element
    /// (`accessibilityShowsLargeContentViewer`), as UIKit's `UILargeContentViewerItem`
    /// describes it: a title, an image, or both.
    public struct LargeContent: Equatable {
        /// The text shown enlarged (`largeContentTitle`).
        public let title: String?
        /// The symbol or catalog image shown enlarged, by name (`largeContentImage`).
        public let imageName: String?
    }
}

/// How an element's large content is made: from the element itself (its label and the first
/// image inside it), or from views given for it.
enum LargeContentSource {
    case element
    case custom(AccessibilityNode.LargeContent)

    @MainActor func content(of element: AccessibilityNode) -> AccessibilityNode.LargeContent {
        switch self {
        case .custom(let content): return content
        case .element:
            return AccessibilityNode.LargeContent(title: element.label.isEmpty ? nil : element.label, imageName: Self.firstImageName(below: element.node))
        }
    }

    /// The name of the first symbol or catalog image drawn in `node`, in tree order.
    @MainActor private static func firstImageName(below node: ViewNode) -> String? {
        var stack = [node]
        while let n = stack.popLast() {
            if let image = n.view as? Image {
                switch image.source {
                case .symbol(let name), .catalog(let name, _): return name
                case .bitmap: break
                }
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// The large content the elements of a custom large content view make: their texts as the
    /// title, the first image as the image (`Label("New Message", systemImage: "plus")`).
    @MainActor static func made(of elements: [AccessibilityNode]) -> LargeContentSource {
        let all = elements.flatMap(\.flattened)
        let texts = all.filter { $0.role != .image && $0.role != .container }.map(\.label).filter { !$0.isEmpty }
        let image = all.first { $0.role == .image }
        return .custom(AccessibilityNode.LargeContent(title: texts.isEmpty ? nil : texts.joined(separator: " "), imageName: image?.label))
    }
}

extension View {
    /// Mirrors SwiftUI's `accessibilityShowsLargeContentViewer()`: at the accessibility text
    /// sizes a long press on the view shows its label and image enlarged, as tab bars do. Tether
    /// records the content on the element (`AccessibilityNode.largeContent`).
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        accessibility(.largeContentViewer)
    }

    /// Mirrors SwiftUI's `accessibilityShowsLargeContentViewer(_:)`: the large content viewer
    /// shows `largeContentView`'s text and image in place of the view's own. The view is laid
    /// out in this view's frame and never drawn or touched.
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        accessibilityStandIn(.largeContent, largeContentView())
    }
}
