import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIKeyboardType`, the
/// keyboard a text field shows. Tether's `ViewHost.type(_:into:)` types only what the field's
/// keyboard has keys for (digits on a number pad), as a user tapping keys could.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable

    /// The characters this keyboard cannot type, for `text` (nil: it can type all of them).
    func untypeable(in text: String, locale: Locale) -> String? {
        let allowed: Set<Character>
        switch self {
        case .numberPad, .asciiCapableNumberPad: allowed = Set("0123456789")
        case .decimalPad: allowed = Set("0123456789" + (locale.decimalSeparator ?? "."))
        case .phonePad: allowed = Set("0123456789+*#")
        default: return nil
        }
        let bad = text.filter { !allowed.contains($0) }
        return bad.isEmpty ? nil : String(bad)
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextContentType`, what
/// a field holds (for autofill). Accepted and kept in the environment.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let nickname = UITextContentType(rawValue: "nickname")
}

/// Mirrors SwiftUI's `TextInputAutocapitalization`. Accepted and kept in the environment; the
/// host types exactly the characters it is given (as a hardware keyboard would).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: Int
    /// Mirrors `never`.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// Mirrors `words`.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// Mirrors `sentences` (iOS's default).
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Mirrors `characters`.
    public static let characters = TextInputAutocapitalization(kind: 3)

    /// Mirrors `init?(_:)` from UIKit's `UITextAutocapitalizationType`.
    public init?(_ type: UITextAutocapitalizationType) {
        self.init(kind: type.rawValue)
    }
    private init(kind: Int) { self.kind = kind }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UITextAutocapitalizationType`, which iOS 13's `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextAutocorrectionType`
/// (kept: Tether's typing is exact, as with autocorrection off).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextSpellCheckingType` (kept).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextSmartQuotesType`,
/// whether typed straight quotes become curly ones (kept: Tether types exactly what it is given).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextSmartDashesType`,
/// whether two typed hyphens become a dash (kept: Tether types exactly what it is given).
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextSmartInsertDeleteType`,
/// whether spaces are added or removed around pasted and deleted words (kept).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITextInputPasswordRules`,
/// the rules a generated password must follow, written in Apple's password-rules language
/// (`"required: upper; required: digit; minlength: 8;"`). Kept: no password is generated headlessly.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    /// Mirrors `passwordRulesDescriptor`: the rules as written.
    public let passwordRulesDescriptor: String
    /// Mirrors `init(descriptor:)`.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }
    public override var hash: Int { passwordRulesDescriptor.hashValue }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIReturnKeyType`, the
/// return key's name (kept: no keyboard is drawn headlessly).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Mirrors SwiftUI's `SubmitLabel`: the name of the return key. Accepted and kept in the
/// environment (no keyboard is drawn headlessly).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// Mirrors `done`.
    public static let done = SubmitLabel(name: "done")
    /// Mirrors `go`.
    public static let go = SubmitLabel(name: "go")
    /// Mirrors `send`.
    public static let send = SubmitLabel(name: "send")
    /// Mirrors `join`.
    public static let join = SubmitLabel(name: "join")
    /// Mirrors `route`.
    public static let route = SubmitLabel(name: "route")
    /// Mirrors `search`.
    public static let search = SubmitLabel(name: "search")
    /// Mirrors `return` (the default).
    public static let `return` = SubmitLabel(name: "return")
    /// Mirrors `next`.
    public static let next = SubmitLabel(name: "next")
    /// Mirrors `continue`.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboard traits the modifiers below set for the text fields inside.
struct TextInputTraits: Sendable, Equatable {
    var keyboardType: UIKeyboardType = .default
    var contentType: UITextContentType?
    var autocapitalization: TextInputAutocapitalization?
    var submitLabel: SubmitLabel = .return
}

private struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `autocorrectionDisabled` environment value.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// Mirrors SwiftUI's deprecated `disableAutocorrection` environment value: true while
    /// autocorrection is disabled, nil for the system's default (enabled); setting nil or false
    /// enables it.
    public var disableAutocorrection: Bool? {
        get { autocorrectionDisabled ? true : nil }
        set { autocorrectionDisabled = newValue ?? false }
    }
}

extension View {
    /// Mirrors SwiftUI's `keyboardType(_:)`.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
    }
    /// Mirrors SwiftUI's `textContentType(_:)`.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.contentType = textContentType }
    }
    /// Mirrors SwiftUI's `textInputAutocapitalization(_:)`.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization }
    }
    /// Mirrors SwiftUI's deprecated `autocapitalization(_:)` (iOS 13):
    /// `textInputAutocapitalization(_:)` with the matching style.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }
    /// Mirrors SwiftUI's `autocorrectionDisabled(_:)`.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
    /// Mirrors SwiftUI's deprecated `disableAutocorrection(_:)`.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
    /// Mirrors SwiftUI's `submitLabel(_:)`.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }
}
