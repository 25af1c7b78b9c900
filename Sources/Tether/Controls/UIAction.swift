import Foundation

/// Mirrors UIKit's `UIActionHandler`: what an action runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAction` (iOS 14), a
/// closure with a title and image that a `UIControl` runs for its events
/// (`addAction(_:for:)`, `init(frame:primaryAction:)`) and a `UIMenu` offers as one of its
/// items (`attributes`, `state`, `subtitle`). UIKit's target–action takes a `Selector`, which
/// needs the Objective-C runtime Linux does not have; actions are how Tether's controls report
/// events. While the handler runs, `sender` is the control (or bar button item).
///
/// ```swift
/// button.addAction(UIAction { _ in model.save() }, for: .touchUpInside)
/// ```
@MainActor @preconcurrency open class UIAction: UIMenuElement {
    /// Mirrors `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `init(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let handler: UIActionHandler

    /// Mirrors `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`:
    /// an action without an identifier gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Mirrors `attributes`.
    open var attributes: UIMenuElement.Attributes
    /// Mirrors `state`.
    open var state: UIMenuElement.State
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
