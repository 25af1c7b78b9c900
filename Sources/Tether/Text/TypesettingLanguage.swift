import Foundation

/// Mirrors SwiftUI's `TypesettingLanguage` (iOS 17): the language text is typeset for, set
/// with `typesettingLanguage(_:isEnabled:)`. Tether uses it for the forms of Han ideographs
/// (`HanGlyphForms`): Japanese text draws 直 in its Japanese form, Traditional Chinese text
/// draws 。 in the middle of its box.
///
/// ```swift
/// Text(verbatim: "直").typesettingLanguage(.explicit(.init(identifier: "ja")))
/// ```
nonisolated public struct TypesettingLanguage: Equatable, Sendable {
    /// What text attributes keep (they are hashed; `TypesettingLanguage` itself is only
    /// `Equatable`, as in SwiftUI). The language is boxed: text attributes, copied with every
    /// environment, stay small.
    indirect enum Storage: Hashable, Sendable {
        case automatic
        case explicit(Locale.Language)
    }
    let storage: Storage

    /// Mirrors `automatic`: the language comes from the environment's locale.
    public static let automatic = TypesettingLanguage(storage: .automatic)

    /// Mirrors `explicit(_:)`: text is typeset for `language`, whatever the locale.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(storage: .explicit(language))
    }

    /// Why `language` cannot be typeset for, if it cannot: its identifier names no ISO 639
    /// language. Text is then typeset for the environment's locale.
    static func problem(with language: Storage) -> String? {
        guard case .explicit(let language) = language, language.languageCode?.isISOLanguage != true else { return nil }
        return "typesettingLanguage names no known language (\"\(language.minimalIdentifier)\"); typesetting for the environment's locale instead"
    }
}

extension Text {
    /// Mirrors `Text.typesettingLanguage(_:isEnabled:)` with a `Locale.Language`: this text
    /// typeset for `language` (when `isEnabled`).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Mirrors `Text.typesettingLanguage(_:isEnabled:)`: this text typeset for `language`
    /// (when `isEnabled`); a language set on the text wins over one set on a view around it.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        isEnabled ? styled { $0.typesettingLanguage = language.storage } : self
    }
}

extension View {
    /// Mirrors SwiftUI's `typesettingLanguage(_:isEnabled:)` with a `Locale.Language`: the
    /// text in this view typeset for `language` (when `isEnabled`).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Mirrors SwiftUI's `typesettingLanguage(_:isEnabled:)`: the text in this view typeset
    /// for `language` (when `isEnabled`).
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        textStyled { if isEnabled { $0.typesettingLanguage = language.storage } }
    }
}
