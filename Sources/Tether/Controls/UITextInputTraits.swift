import Foundation

/// Mirrors UIKit's `UITextInputTraits`: the keyboard and text-entry settings of a view that
/// takes typing (`UITextField`, `UITextView`, `UISearchBar`). UIKit's requirements are all
/// optional; the settings below are kept as set and change nothing Tether draws or types —
/// no keyboard is drawn headlessly and `ViewHost.type` types exactly what it is given. Each
/// view's `keyboardType` (which keys `ViewHost.type` may type) and, on a text field,
/// `isSecureTextEntry` (drawn as bullets) and `textContentType` are its own.
@MainActor @preconcurrency public protocol UITextInputTraits: AnyObject {}

/// The kept settings of `UITextInputTraits`, one value per view (Tether's own).
public struct _KeptTextInputTraits {
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var passwordRules: UITextInputPasswordRules?
    var returnKeyType = UIReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    public init() {}
}

/// A view that keeps its `UITextInputTraits` settings in one value (Tether's own).
@MainActor @preconcurrency public protocol _KeepsTextInputTraits: UITextInputTraits {
    var _keptTextInputTraits: _KeptTextInputTraits { get set }
}

extension _KeepsTextInputTraits {
    /// Mirrors `autocapitalizationType` (kept).
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { _keptTextInputTraits.autocapitalizationType } set { _keptTextInputTraits.autocapitalizationType = newValue }
    }
    /// Mirrors `autocorrectionType` (kept).
    public var autocorrectionType: UITextAutocorrectionType {
        get { _keptTextInputTraits.autocorrectionType } set { _keptTextInputTraits.autocorrectionType = newValue }
    }
    /// Mirrors `spellCheckingType` (kept).
    public var spellCheckingType: UITextSpellCheckingType {
        get { _keptTextInputTraits.spellCheckingType } set { _keptTextInputTraits.spellCheckingType = newValue }
    }
    /// Mirrors `smartQuotesType` (kept).
    public var smartQuotesType: UITextSmartQuotesType {
        get { _keptTextInputTraits.smartQuotesType } set { _keptTextInputTraits.smartQuotesType = newValue }
    }
    /// Mirrors `smartDashesType` (kept).
    public var smartDashesType: UITextSmartDashesType {
        get { _keptTextInputTraits.smartDashesType } set { _keptTextInputTraits.smartDashesType = newValue }
    }
    /// Mirrors `smartInsertDeleteType` (kept).
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { _keptTextInputTraits.smartInsertDeleteType } set { _keptTextInputTraits.smartInsertDeleteType = newValue }
    }
    /// Mirrors `passwordRules` (kept).
    public var passwordRules: UITextInputPasswordRules? {
        get { _keptTextInputTraits.passwordRules } set { _keptTextInputTraits.passwordRules = newValue }
    }
    /// Mirrors `returnKeyType` (kept).
    public var returnKeyType: UIReturnKeyType {
        get { _keptTextInputTraits.returnKeyType } set { _keptTextInputTraits.returnKeyType = newValue }
    }
    /// Mirrors `enablesReturnKeyAutomatically` (kept).
    public var enablesReturnKeyAutomatically: Bool {
        get { _keptTextInputTraits.enablesReturnKeyAutomatically } set { _keptTextInputTraits.enablesReturnKeyAutomatically = newValue }
    }
}
