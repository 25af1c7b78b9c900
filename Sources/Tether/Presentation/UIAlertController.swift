import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAlertController`. When a
/// controller presents it (`present(_:animated:completion:)`), the host shows it as SwiftUI's
/// `alert` (style `.alert`) or `confirmationDialog` (style `.actionSheet`) is shown — the same
/// card, buttons and text fields. A tap on an action dismisses the alert, then runs the
/// action's handler. UIKit's programming errors (a second `.cancel` action, a text field on an
/// action sheet, a preferred action that is not one of the actions) raise an exception in
/// UIKit; here they are reported as diagnostics and ignored.
@MainActor @preconcurrency open class UIAlertController: UIViewController {
    /// Mirrors `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert = 1
    }

    /// Mirrors `message`.
    open var message: String? {
        didSet { UIKitPresentationChanges.shared.changed() }
    }
    /// Mirrors `preferredStyle`.
    public private(set) var preferredStyle: Style = .alert
    private var addedActions: [UIAlertAction] = []
    private var addedTextFields: [UITextField] = []

    /// Mirrors `init(title:message:preferredStyle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Mirrors `actions`: in the order they were added.
    open var actions: [UIAlertAction] { addedActions }

    /// Mirrors `addAction(_:)`. UIKit allows one `.cancel` action.
    open func addAction(_ action: UIAlertAction) {
        guard !addedActions.contains(where: { $0 === action }) else { return }
        if action.style == .cancel, addedActions.contains(where: { $0.style == .cancel }) {
            UIKitDiagnostics.report(.other, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \"\(action.title ?? "")\" is not added")
            return
        }
        addedActions.append(action)
        UIKitPresentationChanges.shared.changed()
    }

    /// Mirrors `preferredAction`: must be one of `actions` (another is reported and not set).
    /// Tether keeps it but does not draw it apart.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !addedActions.contains(where: { $0 === newValue }) {
                UIKitDiagnostics.report(.other, "The preferred action \"\(newValue.title ?? "")\" must be one of the alert controller's actions; not set")
                return
            }
            storedPreferredAction = newValue
        }
    }
    private var storedPreferredAction: UIAlertAction?

    /// Mirrors `addTextField(configurationHandler:)`: a text field under the message, shown as
    /// SwiftUI shows a `TextField` in an alert; the handler configures it at once. Only an
    /// `.alert` takes text fields.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitDiagnostics.report(.other, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; not added")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        addedTextFields.append(field)
        UIKitPresentationChanges.shared.changed()
    }

    /// Mirrors `textFields`: nil until one is added.
    open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

    /// The actions in the order UIKit shows them: of two side by side in an alert the cancel
    /// action is on the left; of more, at the bottom. An action sheet puts it in its own card.
    var shownActions: [UIAlertAction] {
        guard preferredStyle == .alert, let cancel = addedActions.first(where: { $0.style == .cancel }) else { return addedActions }
        let others = addedActions.filter { $0 !== cancel }
        return addedActions.count == 2 ? [cancel] + others : others + [cancel]
    }
}
