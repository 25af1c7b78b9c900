import Foundation

/// Font fallback for the characters the text face has no glyph for, as iOS's text system
/// cascades from SF Pro to a face made for each script: SF Arabic and SF Hebrew, Thonburi
/// for Thai, Kohinoor for Devanagari, Bengali and Telugu, PingFang SC for Chinese, Hiragino
/// Sans for Japanese kana, Apple SD Gothic Neo for Hangul, Apple Color Emoji for emoji, and
/// so on. Tether draws each with the free Noto face of that script (Debian's
/// `fonts-noto-core`, `fonts-noto-cjk` and `fonts-noto-color-emoji`), in its regular or
/// bold face, whichever is nearer the text's weight (a family with one face draws both).
///
/// A glyph records where its outline comes from as a small number: `primary` (the run's own
/// face), a fallback face, or `missing` (a character of a fallback's script whose font is not
/// installed: it keeps the text face's advance, is drawn as nothing and gives a diagnostic).
enum FontFallback {
    /// Where the Debian font packages put their files.
    static let root = "/usr/share/fonts"
    /// The run's own face.
    static let primary: UInt8 = 0
    /// No installed face has the character.
    static let missing: UInt8 = 255
    /// Not a glyph: an image inside the text (`TextInlineImage`), its run's.
    static let inlineImage: UInt8 = 254

    /// A fallback family: its font files (relative to `root`), the Debian package that
    /// installs them, and the scripts (Unicode blocks) it is meant for.
    struct Family {
        var name: String
        var package: String
        var regular: FontFile
        /// Nil when the family has only a regular face.
        var bold: FontFile?
        var blocks: [ClosedRange<UInt32>]
        /// Whether characters asking for emoji presentation (Unicode's `Emoji_Presentation`
        /// characters and sequences with the variation selector U+FE0F) are drawn from this
        /// family before the text face, as iOS draws them from Apple Color Emoji.
        var presentsEmoji = false

        func covers(_ scalar: Unicode.Scalar) -> Bool { blocks.contains { $0.contains(scalar.value) } }

        /// The font file of the regular or bold face, under `root`.
        func file(bold wantsBold: Bool, root: String = FontFallback.root) -> FontFile {
            let file = wantsBold ? bold ?? regular : regular
            return FontFile(path: root + "/" + file.path, index: file.index)
        }

        /// A family of `fonts-noto-core`: `NotoSansThai-Regular.ttf` for "Noto Sans Thai".
        static func core(_ name: String, bold: Bool = true, _ blocks: [ClosedRange<UInt32>]) -> Family {
            let base = "truetype/noto/" + name.replacingOccurrences(of: " ", with: "")
            return Family(name: name, package: "fonts-noto-core", regular: FontFile(path: base + "-Regular.ttf"),
                          bold: bold ? FontFile(path: base + "-Bold.ttf") : nil, blocks: blocks)
        }

        /// A face of the Noto Sans CJK collection (`fonts-noto-cjk`): its faces share one
        /// design and differ in the regional forms of Han characters and punctuation.
        static func cjk(_ region: String, index: Int, _ blocks: [ClosedRange<UInt32>]) -> Family {
            Family(name: "Noto Sans CJK " + region, package: "fonts-noto-cjk",
                   regular: FontFile(path: "opentype/noto/NotoSansCJK-Regular.ttc", index: index),
                   bold: FontFile(path: "opentype/noto/NotoSansCJK-Bold.ttc", index: index), blocks: blocks)
        }
    }

    /// The families, tried in this order. A character goes first to the family its script is
    /// meant for, then to any other that has it (symbols, marks shared between scripts).
    static let families: [Family] = [
        .core("Noto Sans Arabic", [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
                                   0x10E60...0x10E7F, 0x1EE00...0x1EEFF]),
        .core("Noto Sans Hebrew", [0x0590...0x05FF, 0xFB1D...0xFB4F]),
        // Emoji come before the scripts whose blocks hold symbols too.
        Family(name: "Noto Color Emoji", package: "fonts-noto-color-emoji", regular: FontFile(path: "truetype/noto/NotoColorEmoji.ttf"),
               bold: nil, blocks: [0x2600...0x27BF, 0x1F000...0x1FAFF], presentsEmoji: true),
        .core("Noto Sans Armenian", [0x0530...0x058F, 0xFB13...0xFB17]),
        .core("Noto Sans Georgian", [0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F]),
        .core("Noto Sans Thai", [0x0E00...0x0E7F]),
        .core("Noto Sans Lao", [0x0E80...0x0EFF]),
        .core("Noto Sans Khmer", [0x1780...0x17FF, 0x19E0...0x19FF]),
        .core("Noto Sans Myanmar", [0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F]),
        .core("Noto Sans Devanagari", [0x0900...0x097F, 0x1CD0...0x1CFF, 0xA8E0...0xA8FF]),
        .core("Noto Sans Bengali", [0x0980...0x09FF]),
        .core("Noto Sans Gurmukhi", [0x0A00...0x0A7F]),
        .core("Noto Sans Gujarati", [0x0A80...0x0AFF]),
        .core("Noto Sans Oriya", [0x0B00...0x0B7F]),
        .core("Noto Sans Tamil", [0x0B80...0x0BFF]),
        .core("Noto Sans Telugu", [0x0C00...0x0C7F]),
        .core("Noto Sans Kannada", [0x0C80...0x0CFF]),
        .core("Noto Sans Malayalam", [0x0D00...0x0D7F]),
        .core("Noto Sans Sinhala", [0x0D80...0x0DFF, 0x111E0...0x111FF]),
        .core("Noto Serif Tibetan", [0x0F00...0x0FFF]),
        .core("Noto Sans Ethiopic", [0x1200...0x139F, 0x2D80...0x2DDF, 0xAB00...0xAB2F, 0x1E7E0...0x1E7FF]),
        .core("Noto Sans Thaana", [0x0780...0x07BF]),
        .core("Noto Sans Syriac", bold: false, [0x0700...0x074F, 0x0860...0x086F]),
        .core("Noto Sans NKo", bold: false, [0x07C0...0x07FF]),
        .core("Noto Sans Cherokee", [0x13A0...0x13FF, 0xAB70...0xABBF]),
        .core("Noto Sans Canadian Aboriginal", [0x1400...0x167F, 0x18B0...0x18FF]),
        .core("Noto Sans Mongolian", bold: false, [0x1800...0x18AF]),
        .core("Noto Sans Ol Chiki", [0x1C50...0x1C7F]),
        .core("Noto Sans Meetei Mayek", [0xAAE0...0xAAFF, 0xABC0...0xABFF]),
        .core("Noto Sans Javanese", [0xA980...0xA9DF]),
        .core("Noto Sans Balinese", [0x1B00...0x1B7F]),
        .core("Noto Sans Sundanese", [0x1B80...0x1BBF, 0x1CC0...0x1CCF]),
        .core("Noto Sans Tai Tham", [0x1A20...0x1AAF]),
        .core("Noto Sans Tai Viet", bold: false, [0xAA80...0xAADF]),
        .core("Noto Sans New Tai Lue", bold: false, [0x1980...0x19DF]),
        .core("Noto Sans Tai Le", bold: false, [0x1950...0x197F]),
        .core("Noto Sans Cham", [0xAA00...0xAA5F]),
        .core("Noto Sans Tifinagh", bold: false, [0x2D30...0x2D7F]),
        .core("Noto Sans Adlam", [0x1E900...0x1E95F]),
        .core("Noto Sans Lisu", [0xA4D0...0xA4FF]),
        .core("Noto Sans Vai", bold: false, [0xA500...0xA63F]),
        .core("Noto Sans Yi", bold: false, [0xA000...0xA4CF]),
        .core("Noto Sans Runic", bold: false, [0x16A0...0x16FF]),
        .core("Noto Sans Ogham", bold: false, [0x1680...0x169F]),
        .core("Noto Sans Coptic", bold: false, [0x2C80...0x2CFF]),
        .core("Noto Sans Glagolitic", bold: false, [0x2C00...0x2C5F]),
        // Japanese kana, Hangul, then Han characters and the punctuation and fullwidth forms
        // the three share.
        .cjk("JP", index: 0, [0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F]),
        .cjk("KR", index: 1, [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC]),
        .cjk("SC", index: 2, [0x2E80...0x2FDF, 0x2FF0...0x303F, 0x3100...0x312F, 0x3190...0x31EF, 0x3200...0x33FF,
                              0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
                              0xFF00...0xFF65, 0xFFE0...0xFFEF, 0x20000...0x3FFFF]),
        // The Traditional Chinese and Hong Kong faces: reached only through a run's
        // `HanGlyphForms`, for what the Simplified Chinese face is meant for.
        .cjk("TC", index: 3, []),
        .cjk("HK", index: 4, []),
        // Symbols and mathematics no script claims: reached only through the cascade.
        .core("Noto Sans Symbols", []),
        .core("Noto Sans Symbols 2", bold: false, []),
        .core("Noto Sans Math", bold: false, []),
    ]

    /// The number that names family `family` in its regular or bold face.
    static func index(family: Int, bold: Bool) -> UInt8 { UInt8(1 + family * 2 + (bold ? 1 : 0)) }

    /// The faces the numbers name, loaded as first asked for.
    nonisolated(unsafe) private static var loadedFaces: [FontFace??] = Array(repeating: nil, count: 256)

    /// The fallback face a glyph's number names; nil for `primary`, `missing` or a face not
    /// installed. Callers hold `FontLibrary.lock`.
    static func face(_ index: UInt8) -> FontFace? {
        guard index != primary, index != missing, index != inlineImage else { return nil }
        if let known = loadedFaces[Int(index)] { return known }
        let family = Int(index - 1) / 2
        let face = family < families.count ? FontLibrary.load(families[family].file(bold: (index - 1) % 2 == 1)) : nil
        loadedFaces[Int(index)] = face
        return face
    }

    /// The start of the lowest block a family is meant for: no scalar below it belongs to one.
    private static let lowestBlock = families.flatMap(\.blocks).map(\.lowerBound).min() ?? 0

    /// The family `character` is meant for: the emoji family for a character asking for
    /// emoji presentation, else the family whose blocks hold its first visible scalar (not the
    /// emoji family for a character asking for text presentation with U+FE0E).
    static func family(for character: Character) -> Int? {
        if asksForEmojiPresentation(character), let emoji = families.firstIndex(where: \.presentsEmoji) { return emoji }
        guard let first = character.unicodeScalars.first(where: { !isIgnorable($0) }), first.value >= lowestBlock else { return nil }
        let asksForText = character.unicodeScalars.contains { $0.value == 0xFE0E }
        return families.firstIndex { $0.covers(first) && !(asksForText && $0.presentsEmoji) }
    }

    /// The family of each `HanGlyphForms` (by raw value): the Noto Sans CJK face of its region.
    static let hanFamilies: [Int?] = HanGlyphForms.allCases.map { forms in
        families.firstIndex { $0.name == "Noto Sans CJK " + forms.notoRegion }
    }

    /// The family meant for `character` in text whose Han ideographs take `forms`, as iOS's
    /// cascade puts the face of the text's language first: for Han ideographs, CJK punctuation
    /// and fullwidth forms (what the Simplified Chinese face is meant for) the face of
    /// `forms`, unless it is not installed; kana and Hangul keep their own faces. Callers hold
    /// `FontLibrary.lock`.
    static func family(for character: Character, hanForms forms: HanGlyphForms) -> Int? {
        let meant = family(for: character)
        guard forms != .simplifiedChinese, let meant, meant == hanFamilies[0],
              let wanted = hanFamilies[Int(forms.rawValue)],
              self.face(index(family: wanted, bold: false)) != nil else { return meant }
        return wanted
    }

    /// Whether `character` is an emoji drawn in colour by default or by request: an
    /// `Emoji_Presentation` character (😀, ⌚, a flag's letters) or one with U+FE0F (❤️, 1️⃣).
    static func asksForEmojiPresentation(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value >= 0x231A && $0.properties.isEmojiPresentation }
    }

    /// Whether the text drawn from `face` may need a fallback face: it has a character
    /// outside ASCII (one cheap scan; Latin text stops here) that the face lacks or that
    /// asks for emoji presentation.
    static func mayNeedFallback(_ text: String, face: FontFace) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text.unicodeScalars.contains {
            $0.value >= 0x80 && ((!face.hasGlyph($0) && !isIgnorable($0)) || $0.value == 0xFE0F
                || $0.value >= 0x231A && $0.properties.isEmojiPresentation)
        }
    }

    /// Where `character` is drawn from in a run of `weight` whose own face is `face`: that
    /// face when it has a glyph for every scalar (and the character does not ask for emoji
    /// presentation), else the face of the family meant for the character's script, else the
    /// first other fallback face that has it (not the emoji face for U+FE0E), else `missing`
    /// when the family meant for it is not installed, else the run's face (which draws its
    /// own placeholder, as for any text). Han ideographs take the face of `hanForms`
    /// (`family(for:hanForms:)`). Callers hold `FontLibrary.lock`.
    static func source(of character: Character, in face: FontFace, weight: Font.Weight,
                       hanForms: HanGlyphForms = .simplifiedChinese) -> UInt8 {
        let scalars = character.unicodeScalars
        let meant = family(for: character, hanForms: hanForms)
        let hasAll = { (face: FontFace) in scalars.allSatisfy { face.hasGlyph($0) || isIgnorable($0) } }
        if (meant == nil || !families[meant!].presentsEmoji) && hasAll(face) { return primary }
        // A control character is drawn by no face.
        if scalars.contains(where: { $0.properties.generalCategory == .control }) { return primary }
        let bold = weight.value >= Font.Weight.semibold.value
        if let meant {
            let number = index(family: meant, bold: bold)
            guard let fallback = self.face(number) else { return hasAll(face) ? primary : missing }
            if hasAll(fallback) { return number }
            if hasAll(face) { return primary }
        }
        let asksForText = scalars.contains { $0.value == 0xFE0E }
        for number in families.indices where number != meant && !(asksForText && families[number].presentsEmoji) {
            let candidate = index(family: number, bold: bold)
            if let fallback = self.face(candidate), hasAll(fallback) { return candidate }
        }
        return primary
    }

    /// Scalars no face needs a glyph for: format characters (joiners, marks of direction,
    /// tags) and variation selectors.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.isVariationSelector
    }

    /// Why some characters of `text` cannot be drawn, if they cannot: a character the text
    /// face lacks (or an emoji) whose family's font is not installed under `root`, named
    /// with the Debian package that installs it. Text without characters from U+0500 on
    /// (Latin, Greek, Cyrillic) is passed over byte by byte, text whose only such characters
    /// are punctuation, currency, arrows and mathematical operators scalar by scalar.
    static func missingFontError(in text: String, root: String = root) -> String? {
        // Lead bytes from 0xD4 start the UTF-8 encodings of U+0500 and above.
        guard text.utf8.contains(where: { $0 >= 0xD4 }),
              text.unicodeScalars.contains(where: { $0.value >= 0x0500 && !(0x2000...0x22FF).contains($0.value) }) else { return nil }
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let textFace = FontLibrary.face(weight: .regular, italic: false)
        var installed: [Int: Bool] = [:]
        for character in text {
            guard let first = character.unicodeScalars.first, first.value >= 0x0500, let number = family(for: character) else { continue }
            if let textFace, character.unicodeScalars.allSatisfy({ textFace.hasGlyph($0) || isIgnorable($0) }) { continue }
            let family = families[number]
            let file = family.file(bold: false, root: root)
            if installed[number] == nil { installed[number] = FontLibrary.load(file) != nil }
            if installed[number] == true { continue }
            return "Font \(family.name) not found at \(file.path); install the Debian package \(family.package) (those characters are not drawn)"
        }
        return nil
    }
}
