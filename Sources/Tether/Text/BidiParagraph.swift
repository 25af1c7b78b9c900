import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9, through FriBidi) for one paragraph of a
/// `Text`, as iOS's text system runs it for SwiftUI: the paragraph's direction is natural
/// (`NSWritingDirection.natural`, "determined using the Unicode Bidi Algorithm rules P2 and
/// P3": its first strong character's, left to right when it has none), each character gets
/// an embedding level (even left to right, odd right to left), lines are broken in logical
/// order and each line is then reordered for display (rule L2).
///
/// ```swift
/// let paragraph = BidiParagraph(Array("שלום world"))
/// paragraph.baseLevel   // 1: the first strong character is Hebrew
/// paragraph.levels      // [1, 1, 1, 1, 1, 2, 2, 2, 2, 2]
/// ```
struct BidiParagraph {
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    let baseLevel: UInt8
    /// The resolved level of each character (that of its first scalar), in logical order.
    let levels: [UInt8]

    init(_ characters: [Character]) {
        var scalars: [FriBidiChar] = []
        var firstScalar: [Int] = []
        firstScalar.reserveCapacity(characters.count)
        for character in characters {
            firstScalar.append(scalars.count)
            for scalar in character.unicodeScalars { scalars.append(scalar.value) }
        }
        guard !scalars.isEmpty else { baseLevel = 0; levels = []; return }
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var scalarLevels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = tether_fribidi_par_natural()
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        let resolved = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &scalarLevels)
        guard resolved > 0 else { baseLevel = 0; levels = Array(repeating: 0, count: characters.count); return }
        baseLevel = tether_fribidi_par_is_rtl(direction) != 0 ? 1 : 0
        levels = firstScalar.map { UInt8(clamping: Int(scalarLevels[$0])) }
    }

    /// Whether `text` has a character that can run right to left (a Hebrew or Arabic letter,
    /// an Arabic digit, a right-to-left mark, embedding, override or isolate). Text without
    /// one is laid out left to right as it is, without running the algorithm: no scalar below
    /// U+0590 is one, so ASCII and Latin text is passed over byte by byte.
    static func needsBidi(_ text: String) -> Bool {
        // Lead bytes from 0xD6 start the UTF-8 encodings of U+0590 and above.
        guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
        return text.unicodeScalars.contains { $0.value >= 0x0590 && tether_fribidi_type_is_rtl(fribidi_get_bidi_type($0.value)) != 0 }
    }

    /// The order in which to draw stretches of a line with these levels, left to right (rule
    /// L2: from the highest level down to the lowest odd one, every run of stretches at that
    /// level or higher is reversed).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end + 1 < order.count, levels[order[end + 1]] >= level { end += 1 }
                order[index...end].reverse()
                index = end + 1
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }

    /// The level of a neutral character (an ellipsis put in by truncation, a space joining
    /// lines) between characters at `before` and `after` (nil: the paragraph's edge), rules N1
    /// and N2: the direction of the text on both sides when they agree, else the paragraph's.
    static func neutralLevel(before: UInt8?, after: UInt8?, base: UInt8) -> UInt8 {
        let left = (before ?? base) % 2, right = (after ?? base) % 2
        guard left == right else { return base }
        // The lowest level of that direction at or above the paragraph's.
        return base % 2 == left ? base : base + 1
    }
}

extension TextToken {
    /// A paragraph's words and spaces with each piece split where the embedding level changes,
    /// and the paragraph's base level.
    static func leveled(_ tokens: [TextToken]) -> (tokens: [TextToken], baseLevel: UInt8) {
        let characters = tokens.flatMap { $0.pieces.flatMap { Array($0.text) } }
        let paragraph = BidiParagraph(characters)
        var next = 0
        let leveled = tokens.map { token in
            var pieces: [(text: String, run: Int, level: UInt8)] = []
            for piece in token.pieces {
                for character in piece.text {
                    let level = next < paragraph.levels.count ? paragraph.levels[next] : paragraph.baseLevel
                    next += 1
                    if let last = pieces.last, last.level == level, last.run == piece.run {
                        pieces[pieces.count - 1].text.append(character)
                    } else {
                        pieces.append((String(character), piece.run, level))
                    }
                }
            }
            return TextToken(pieces: pieces, isSpace: token.isSpace)
        }
        return (leveled, paragraph.baseLevel)
    }
}
