import Foundation

/// Mirrors UIKit's `UIActionHandler`: what an action runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAction` (iOS 14), a
/// closure with a title and image that a `UIControl` runs for its events
/// (`addAction(_:for:)`, `init(frame:primaryAction:)`). UIKit's target–action takes a
/// `Selector`, which needs the Objective-C runtime Linux does not have; actions are how
/// Tether's controls report events. While the handler runs, `sender` is the control.
///
/// Absent: its menu roles (`UIMenuElement`'s attributes, state, subtitle).
///
/// ```swift
/// button.addAction(UIAction { _ in model.save() }, for: .touchUpInside)
/// ```
@MainActor @preconcurrency open class UIAction: NSObject {
    /// Mirrors `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `init(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let handler: UIActionHandler

    /// Mirrors `init(title:image:identifier:discoverabilityTitle:handler:)`: an action without
    /// an identifier gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Mirrors `title`.
    open var title: String
    /// Mirrors `image`.
    open var image: UIImage?
    /// Mirrors `identifier`.
    public let identifier: Identifier
    /// Mirrors `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// Mirrors `sender`: the control running the action, while it runs.
    open private(set) var sender: Any?

    /// Runs the handler with `sender` set to the control or bar button item.
    func perform(sender control: Any) {
        let previous = sender
        sender = control
        handler(self)
        sender = previous
    }
}
