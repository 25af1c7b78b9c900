import Foundation

/// What one scan of a run's text finds about its scripts. The steps that depend on them —
/// Han glyph forms, breaks between ideographs (`LineBreakRules`), dictionary breaks for
/// Thai, Lao, Khmer and Myanmar (`DictionaryLineBreaks`), right-to-left levels and fallback
/// faces — read it from the run instead of scanning the text again. ASCII and Latin text is
/// passed over byte by byte; only text with a UTF-8 lead byte from 0xE0 (U+0800 on) is read
/// scalar by scalar, and only until what it may have is found.
///
/// ```swift
/// TextScripts(scanning: "Hello")         // []
/// TextScripts(scanning: "Café")          // .nonASCII
/// TextScripts(scanning: "中文 ภาษาไทย")   // [.nonASCII, .ideographic, .dictionary]
/// ```
struct TextScripts: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// A character outside ASCII: text without one has no script-dependent step to take.
    static let nonASCII = TextScripts(rawValue: 1 << 0)
    /// A character from U+2E80 on, where the ideographic ranges begin: the text's Han
    /// ideographs take the forms of its language, and a line may break between characters
    /// (`LineBreakRules`).
    static let ideographic = TextScripts(rawValue: 1 << 1)
    /// A character of a script whose words ICU finds with a dictionary: Thai, Lao, Khmer or
    /// Myanmar (`DictionaryLineBreaks.isBrokenByDictionary`).
    static let dictionary = TextScripts(rawValue: 1 << 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The scripts of `text`.
    init(scanning text: String) {
        // One pass over the bytes, in place when the string is stored contiguously (as native strings are).
        let highest: UInt8 = text.utf8.withContiguousStorageIfAvailable { $0.max() ?? 0 } ?? text.utf8.max() ?? 0
        guard highest >= 0x80 else { self = []; return }
        // Lead bytes from 0xE0 start the encodings of U+0800 on: below, there is neither an
        // ideograph nor a dictionary script.
        guard highest >= 0xE0 else { self = .nonASCII; return }
        // What the text may have: ideographs only with a lead byte from 0xE2 (U+2000 on), the
        // dictionary scripts only with one of 0xE0, 0xE1 (U+0800…U+1FFF) or 0xEA (U+A000…U+AFFF).
        var possible: TextScripts = .nonASCII
        if highest >= 0xE2 { possible.insert(.ideographic) }
        if text.utf8.contains(where: { $0 == 0xE0 || $0 == 0xE1 || $0 == 0xEA }) { possible.insert(.dictionary) }
        var found: TextScripts = .nonASCII
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x2E80 { found.insert(.ideographic) }
            if possible.contains(.dictionary) && DictionaryLineBreaks.isBrokenByDictionary(scalar) { found.insert(.dictionary) }
            if found == possible { break }
        }
        self = found
    }
}
