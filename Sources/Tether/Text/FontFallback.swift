import Foundation

/// Font fallback for the characters the text face has no glyph for, as iOS's text system
/// cascades from SF Pro to SF Arabic and SF Hebrew: Arabic is drawn with Noto Sans Arabic and
/// Hebrew with Noto Sans Hebrew (Debian's `fonts-noto-core`; sans-serif designs of the same
/// kind as Apple's), each in its regular or bold face, whichever is nearer the text's weight.
///
/// A glyph records where its outline comes from as a small number: `primary` (the run's own
/// face), a fallback face, or `missing` (a character of a fallback's script whose font is not
/// installed: it keeps the text face's advance, is drawn as nothing and gives a diagnostic).
enum FontFallback {
    static let directory = "/usr/share/fonts/truetype/noto"
    static let package = "fonts-noto-core"
    /// The run's own face.
    static let primary: UInt8 = 0
    /// No installed face has the character.
    static let missing: UInt8 = 255

    /// A fallback family and the scripts (Unicode blocks) it is meant for.
    struct Family {
        var name: String
        var fileName: String
        var blocks: [ClosedRange<UInt32>]

        func covers(_ scalar: Unicode.Scalar) -> Bool { blocks.contains { $0.contains(scalar.value) } }
        func path(bold: Bool, in directory: String = FontFallback.directory) -> String {
            directory + "/" + fileName + (bold ? "-Bold.ttf" : "-Regular.ttf")
        }
    }

    static let families: [Family] = [
        Family(name: "Noto Sans Arabic", fileName: "NotoSansArabic",
               blocks: [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
                        0x10E60...0x10E7F, 0x1EE00...0x1EEFF]),
        Family(name: "Noto Sans Hebrew", fileName: "NotoSansHebrew", blocks: [0x0590...0x05FF, 0xFB1D...0xFB4F]),
    ]

    /// The number that names family `family` in its regular or bold face.
    static func index(family: Int, bold: Bool) -> UInt8 { UInt8(1 + family * 2 + (bold ? 1 : 0)) }

    /// The fallback face a glyph's number names; nil for `primary`, `missing` or a face not
    /// installed. Callers hold `FontLibrary.lock`.
    static func face(_ index: UInt8) -> FontFace? {
        guard index != primary, index != missing else { return nil }
        let family = Int(index - 1) / 2
        guard family < families.count else { return nil }
        return FontLibrary.load(families[family].path(bold: (index - 1) % 2 == 1))
    }

    /// Where `character` is drawn from in a run of `weight` whose own face is `face`: that
    /// face when it has a glyph for every scalar, else the first fallback face that has, else
    /// `missing` for a character of a fallback family's script, else the run's face (which
    /// draws its own placeholder, as for any text). Callers hold `FontLibrary.lock`.
    static func source(of character: Character, in face: FontFace, weight: Font.Weight) -> UInt8 {
        let scalars = character.unicodeScalars
        if scalars.allSatisfy({ face.hasGlyph($0) || isInvisible($0) }) { return primary }
        let bold = weight.value >= Font.Weight.semibold.value
        for (number, family) in families.enumerated() {
            guard let fallback = FontLibrary.load(family.path(bold: bold)) else { continue }
            if scalars.allSatisfy({ fallback.hasGlyph($0) || isInvisible($0) }) { return index(family: number, bold: bold) }
        }
        if let first = scalars.first, families.contains(where: { $0.covers(first) }) { return missing }
        return primary
    }

    /// Format characters (joiners, marks of direction) that no face needs to draw.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    /// Why some characters of `text` cannot be drawn, if they cannot: a character of a
    /// fallback family's script that the text face lacks, with the family's font not installed
    /// in `directory`.
    static func missingFontError(in text: String, directory: String = directory) -> String? {
        guard BidiParagraph.needsBidi(text) else { return nil }
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        for family in families where FontLibrary.load(family.path(bold: false, in: directory)) == nil {
            let lacking = text.unicodeScalars.contains { family.covers($0) && !(FontLibrary.face(weight: .regular, italic: false)?.hasGlyph($0) ?? false) }
            if lacking {
                return "Font \(family.name) not found at \(family.path(bold: false, in: directory)); install the Debian package \(package) (those characters are not drawn)"
            }
        }
        return nil
    }
}
