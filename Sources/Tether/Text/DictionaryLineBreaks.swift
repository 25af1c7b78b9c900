import Foundation
#if canImport(_FoundationICU)
internal import _FoundationICU
#endif

/// Where a line may break inside Thai, Lao, Khmer and Myanmar text, which puts no spaces
/// between words: at the word boundaries of ICU's dictionaries, as iOS wraps these scripts
/// between words (its text system breaks lines with ICU's line break iterator and the same
/// dictionaries). Tether calls the ICU that ships with the Swift toolchain's Foundation
/// (`lib_FoundationICU.so`, module `_FoundationICU`), whose data holds `thaidict`,
/// `laodict`, `khmerdict` and `burmesedict`. Only stretches of those scripts are given to
/// the iterator; everything else keeps `LineBreakRules` and breaks at spaces.
///
/// ```swift
/// DictionaryLineBreaks.breaks(in: Array("ภาษาไทยเป็นภาษา"))   // [4, 7, 10]: ภาษา|ไทย|เป็น|ภาษา
/// ```
enum DictionaryLineBreaks {
    /// Whether `text` may have a character of a script broken by dictionary. A `TextRun` has
    /// the answer in its `scripts`.
    static func mayApply(_ text: String) -> Bool {
        TextScripts(scanning: text).contains(.dictionary)
    }

    /// Thai, Lao, Myanmar (and its extensions) and Khmer (and its symbols): the scripts of
    /// Unicode's line-breaking class SA that ICU has a dictionary for.
    static func isBrokenByDictionary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0xA9E0...0xA9FF, 0xAA60...0xAA7F:
            return true
        default:
            return false
        }
    }

    /// The indices of `characters` before which a line may break because a dictionary word
    /// ends there: inside and between the stretches of dictionary scripts, never at their
    /// edges (a break there, beside a space or an ideograph, is left to the other rules).
    /// Empty when ICU is not available (`unavailableReason`).
    static func breaks(in characters: [Character]) -> [Int] {
        #if canImport(_FoundationICU)
        guard unavailableReason == nil else { return [] }
        var status = U_ZERO_ERROR
        guard let iterator = swift_ubrk_open(UBRK_LINE, "", nil, 0, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return [] }
        defer { swift_ubrk_close(iterator) }
        var breaks: [Int] = []
        var index = 0
        while index < characters.count {
            guard characters[index].unicodeScalars.first.map(isBrokenByDictionary) == true else { index += 1; continue }
            var end = index + 1
            while end < characters.count, characters[end].unicodeScalars.first.map(isBrokenByDictionary) == true { end += 1 }
            if end - index > 1 { breaks += boundaries(in: characters[index..<end], iterator: iterator) }
            index = end
        }
        return breaks
        #else
        return []
        #endif
    }

    /// Why the dictionaries cannot be used here, or nil when they can. Without them these
    /// scripts break only at spaces, or between characters when a stretch is wider than its line.
    static let unavailableReason: String? = {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        let iterator = swift_ubrk_open(UBRK_LINE, "", nil, 0, &status)
        defer { if let iterator { swift_ubrk_close(iterator) } }
        return iterator == nil || status.rawValue > U_ZERO_ERROR.rawValue
            ? "ICU's line break iterator could not be opened (error \(status.rawValue)); Thai, Lao, Khmer and Myanmar break only at spaces"
            : nil
        #else
        return "this Foundation has no ICU module (_FoundationICU); Thai, Lao, Khmer and Myanmar break only at spaces"
        #endif
    }()

    #if canImport(_FoundationICU)
    /// The line break opportunities `iterator` finds inside one stretch, as indices of
    /// `stretch` (which keeps its parent array's indices).
    private static func boundaries(in stretch: ArraySlice<Character>, iterator: OpaquePointer) -> [Int] {
        // The index of the character each UTF-16 offset of the stretch starts.
        var units: [UInt16] = []
        var characterAt: [Int: Int] = [:]
        for index in stretch.indices {
            characterAt[units.count] = index
            units.append(contentsOf: stretch[index].utf16)
        }
        guard units.count < Int(Int32.max) else { return [] }
        var found: [Int] = []
        units.withUnsafeBufferPointer { buffer in
            var status = U_ZERO_ERROR
            swift_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue else { return }
            var boundary = swift_ubrk_first(iterator)
            while boundary != UBRK_DONE {
                // A boundary inside a character (never expected) is not a place to break.
                if boundary > 0, Int(boundary) < buffer.count, let index = characterAt[Int(boundary)] { found.append(index) }
                boundary = swift_ubrk_next(iterator)
            }
            // The iterator must not keep the buffer's address past this closure.
            swift_ubrk_setText(iterator, nil, 0, &status)
        }
        return found
    }
    #endif
}
