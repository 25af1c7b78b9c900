import Foundation
#if canImport(_FoundationICU)
internal import _FoundationICU
#endif

/// Formats a number with a unit through ICU's number formatter, as Apple's Foundation formats
/// measurements: an ICU number skeleton (`unit/kilometer unit-width-short usage/road`) and a
/// locale give the localized text, CLDR's unit names and plural forms, and — with `usage/…` —
/// the conversion to the unit the locale's region prefers. Tether calls the ICU that ships with
/// the Swift toolchain's Foundation (module `_FoundationICU`), as `DictionaryLineBreaks` does.
enum ICUUnitFormatting {
    /// A formatted value: the text, and where its number is (UTF-16 offsets into `text`) when
    /// ICU marked one number and one unit — not for mixed units such as "5 ft, 11 in".
    struct Formatted {
        var text: String
        var numberRange: Range<Int>?
    }

    /// `value` formatted with `skeleton` for `locale`, or nil when ICU is missing or refuses
    /// the skeleton (an unknown unit, a usage the unit has not).
    static func format(_ value: Double, skeleton: String, locale: Locale) -> Formatted? {
        #if canImport(_FoundationICU)
        guard let formatter = formatter(skeleton: skeleton, locale: locale.identifier) else { return nil }
        var status = U_ZERO_ERROR
        guard let result = swift_unumf_openResult(&status), status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter.pointer, value, result, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        var buffer = [UChar](repeating: 0, count: 128)
        var length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        if status == U_BUFFER_OVERFLOW_ERROR, length > 0 {
            status = U_ZERO_ERROR
            buffer = [UChar](repeating: 0, count: Int(length) + 1)
            length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return nil }
        let text = String(decoding: buffer[0..<min(Int(length), buffer.count)], as: UTF16.self)
        return Formatted(text: text, numberRange: numberRange(of: result))
        #else
        return nil
        #endif
    }

    /// `formatted`'s text with its number replaced by `number`; unchanged when ICU did not
    /// mark a single number.
    static func replacingNumber(of formatted: Formatted, with number: String) -> String {
        guard let range = formatted.numberRange else { return formatted.text }
        var units = Array(formatted.text.utf16)
        guard range.upperBound <= units.count else { return formatted.text }
        units.replaceSubrange(range, with: Array(number.utf16))
        return String(decoding: units, as: UTF16.self)
    }

    /// The number ICU shows in `text` (an English-formatted, ungrouped number), if it parses.
    static func number(in formatted: Formatted) -> Double? {
        guard let range = formatted.numberRange else { return nil }
        let units = Array(formatted.text.utf16)
        guard range.upperBound <= units.count else { return nil }
        let text = String(decoding: units[range], as: UTF16.self)
        switch text {
        case "∞": return .infinity
        case "-∞": return -.infinity
        default: return Double(text)
        }
    }

    #if canImport(_FoundationICU)
    /// An open ICU formatter, closed when the cache lets it go. ICU's formatters may format
    /// from several threads at once.
    private final class OpenFormatter: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { swift_unumf_close(pointer) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: OpenFormatter] = [:]

    /// The formatter for `skeleton` and `locale`, kept for later calls (up to 64 of them).
    private static func formatter(skeleton: String, locale: String) -> OpenFormatter? {
        let key = locale + "|" + skeleton
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard let pointer = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), locale, &status) else { return nil }
        let opened = OpenFormatter(pointer)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        if cache.count >= 64 { cache.removeAll() }
        cache[key] = opened
        return opened
    }

    /// The UTF-16 range covering the number's fields (digits, separators, sign, exponent),
    /// when the text has exactly one unit field.
    private static func numberRange(of result: OpaquePointer) -> Range<Int>? {
        var status = U_ZERO_ERROR
        guard let iterator = swift_ufieldpositer_open(&status), status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        defer { swift_ufieldpositer_close(iterator) }
        swift_unumf_resultGetAllFieldPositions(result, iterator, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        let numberFields: Set<Int32> = [UNUM_INTEGER_FIELD, UNUM_FRACTION_FIELD, UNUM_DECIMAL_SEPARATOR_FIELD, UNUM_EXPONENT_SYMBOL_FIELD,
                                         UNUM_EXPONENT_SIGN_FIELD, UNUM_EXPONENT_FIELD, UNUM_GROUPING_SEPARATOR_FIELD, UNUM_SIGN_FIELD,
                                         UNUM_APPROXIMATELY_SIGN_FIELD].map { Int32($0.rawValue) }.reduce(into: []) { $0.insert($1) }
        var start = Int.max, end = Int.min, units = 0, integers = 0
        var begin: Int32 = 0, finish: Int32 = 0
        while true {
            let field = swift_ufieldpositer_next(iterator, &begin, &finish)
            guard field >= 0 else { break }
            if field == Int32(UNUM_MEASURE_UNIT_FIELD.rawValue) { units += 1 }
            if field == Int32(UNUM_INTEGER_FIELD.rawValue) { integers += 1 }
            if numberFields.contains(field) {
                start = min(start, Int(begin))
                end = max(end, Int(finish))
            }
        }
        guard units == 1, integers == 1, start < end else { return nil }
        return start..<end
    }
    #endif
}
