import Foundation

/// The regional forms Han ideographs and CJK punctuation are drawn in. iOS draws them with
/// PingFang SC, PingFang TC, PingFang HK, Hiragino Sans or Apple SD Gothic Neo, chosen by the
/// language the text is typeset for; Tether draws them with the face of the Noto Sans CJK
/// collection made for that region. One character can look different in each: 直 and 骨 are
/// drawn differently in Chinese and Japanese forms, and 。 sits in the corner in Simplified
/// Chinese and Japanese but in the middle of its box in Traditional Chinese.
///
/// ```swift
/// HanGlyphForms(language: Locale.Language(identifier: "ja"))     // .japanese
/// HanGlyphForms(language: Locale.Language(identifier: "zh-HK"))  // .hongKong
/// ```
enum HanGlyphForms: UInt8, Hashable, Sendable, CaseIterable {
    case simplifiedChinese, traditionalChinese, hongKong, japanese, korean

    /// The forms of `language`'s script: Simplified Chinese for Hans, Traditional Chinese for
    /// Hant (the Hong Kong forms in Hong Kong and Macao), Japanese for Jpan, Korean for Kore,
    /// as Foundation infers the script and region from the identifier (`zh-TW` is Hant, `ja`
    /// is Jpan, `yue` is Hant in Hong Kong); nil for a language not written with Han.
    init?(language: Locale.Language) {
        let full = Locale.Language(identifier: language.maximalIdentifier)
        switch (full.script ?? language.script)?.identifier {
        case "Hans": self = .simplifiedChinese
        case "Hant":
            let region = (language.region ?? full.region)?.identifier
            self = region == "HK" || region == "MO" ? .hongKong : .traditionalChinese
        case "Jpan": self = .japanese
        case "Kore": self = .korean
        default: return nil
        }
    }

    /// The forms for text typeset for `language` (nil: automatic) in `locale`: the typesetting
    /// language's when it is written with Han, else the locale's language's, else Simplified
    /// Chinese.
    init(typesetting language: TypesettingLanguage.Storage?, locale: Locale) {
        if case .explicit(let language)? = language, let forms = HanGlyphForms.cached(language) {
            self = forms
        } else {
            self = HanGlyphForms.cached(locale.language) ?? .simplifiedChinese
        }
    }

    /// `init(language:)`, worked out once per language: every `Text` asks when it resolves.
    private static func cached(_ language: Locale.Language) -> HanGlyphForms? {
        lock.lock(); defer { lock.unlock() }
        if let known = known[language] { return known }
        let forms = HanGlyphForms(language: language)
        if known.count > 1_000 { known.removeAll() }
        known[language] = forms
        return forms
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [Locale.Language: HanGlyphForms?] = [:]

    /// The region in the name of the Noto Sans CJK face that draws these forms.
    var notoRegion: String {
        switch self {
        case .simplifiedChinese: return "SC"
        case .traditionalChinese: return "TC"
        case .hongKong: return "HK"
        case .japanese: return "JP"
        case .korean: return "KR"
        }
    }
}
