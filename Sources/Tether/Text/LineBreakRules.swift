import Foundation

/// Where a line may break between two characters with no space between them, as iOS's text
/// system breaks Chinese and Japanese (the Unicode Line Breaking Algorithm, UAX #14): before
/// and after any ideograph, kana or emoji (class ID), except before closing punctuation,
/// small kana, the prolonged sound mark and other characters that may not start a line
/// (classes CL, CP, NS, EX, IN, IS) and after opening brackets and quotes (OP, QU). Latin
/// words next to ideographs stay whole. Hangul breaks only at spaces, as iOS keeps Korean
/// words whole (`NSParagraphStyle.LineBreakStrategy.hangulWordPriority`).
///
/// ```swift
/// LineBreakRules.allowsBreak(between: "中", and: "文")   // true
/// LineBreakRules.allowsBreak(between: "文", and: "。")   // false: 。 may not start a line
/// ```
enum LineBreakRules {
    /// Whether `text` has a character from U+2E80 on, where the ideographic ranges begin:
    /// text without one breaks only at spaces. A `TextRun` has the answer in its `scripts`.
    static func mayBreakBetweenCharacters(_ text: String) -> Bool {
        TextScripts(scanning: text).contains(.ideographic)
    }

    /// Whether a line may break between `before` and `after`.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        guard let b = before.unicodeScalars.first, let a = after.unicodeScalars.first else { return false }
        guard isIdeographic(b) || isIdeographic(a) else { return false }
        return !mayNotStartLine(a) && !mayNotEndLine(b)
    }

    /// Ideographs, kana, CJK symbols and punctuation, fullwidth forms and emoji: class ID
    /// and the CJK punctuation around it, beside which iOS may break.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x30FF, 0x3100...0x312F, 0x3190...0x31FF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F, 0xFF01...0xFF9F, 0xFFE0...0xFFE6,
             0x1B000...0x1B16F, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, small kana, iteration and prolonged sound marks, exclamation and
    /// question marks, ellipses and separators: never the first character of a line.
    static func mayNotStartLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x203A,
             0x2026, 0x2025, 0x203C, 0x2047...0x2049, 0x00B0, 0x2030, 0x2032, 0x2033, 0x2103,
             0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x301C, 0x301E, 0x301F, 0x303B, 0x303C,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x309B...0x309E, 0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7,
             0x30EE, 0x30F5, 0x30F6, 0x30FB...0x30FE, 0x31F0...0x31FF,
             0xFE10...0xFE19, 0xFE36, 0xFE38, 0xFE3A, 0xFE3C, 0xFE3E, 0xFE40, 0xFE42, 0xFE44, 0xFE48,
             0xFE50...0xFE57, 0xFE5A, 0xFE5C, 0xFE5E,
             0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
             0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
            return true
        default:
            return false
        }
    }

    /// Opening brackets and quotes: never the last character of a line.
    static func mayNotEndLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039,
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFE35, 0xFE37, 0xFE39, 0xFE3B, 0xFE3D, 0xFE3F, 0xFE41, 0xFE43, 0xFE47, 0xFE59, 0xFE5B, 0xFE5D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true
        default:
            return false
        }
    }
}
