import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAlertAction`, a button
/// of a `UIAlertController`. Tapping it (`ViewHost.tap` on its title) dismisses the alert, then
/// runs the handler with the action, as UIKit does; a disabled action takes no taps.
@MainActor @preconcurrency open class UIAlertAction: NSObject {
    /// Mirrors `UIAlertAction.Style`: `.cancel` is placed apart (left of two buttons, at the
    /// bottom of more, in its own card in an action sheet), `.destructive` is red.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }

    /// Mirrors `title`.
    public private(set) var title: String?
    /// Mirrors `style`.
    public private(set) var style: Style
    /// Mirrors `isEnabled`: a disabled action is drawn dimmed and takes no taps; a change is
    /// drawn at the host's next update.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { UIKitPresentationChanges.shared.changed() } }
    }
    let handler: ((UIAlertAction) -> Void)?

    /// Mirrors `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// The SwiftUI role the action's button has.
    var role: ButtonRole? {
        switch style {
        case .default: return nil
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
