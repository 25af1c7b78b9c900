import Foundation

/// One interpolated value of a localized string: its text, and its number for `%d`/`%f`
/// specifiers and plural rules.
enum LocalizedFormatArgument: Hashable, Sendable {
    case text(String)
    case number(Double, String)

    var text: String {
        switch self {
        case .text(let s): return s
        case .number(_, let s): return s
        }
    }
    var number: Double? {
        if case .number(let n, _) = self { return n }
        return nil
    }
}

/// Fills a printf-style format (as string tables hold them: `%@`, `%lld`, `%lf`, `%.1f`,
/// positional `%2$@`, `%%`) with arguments, as `String(format:)` does for localized strings.
enum LocalizedFormat {
    static func fill(_ format: String, with arguments: [LocalizedFormatArgument]) -> String {
        var out = ""
        var chars = format[...]
        var next = 0
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            var spec = ""
            while let s = chars.first, "0123456789.$-+ #'lhqzjt".contains(s) { spec.append(s); chars.removeFirst() }
            guard let conversion = chars.popFirst() else { out += "%" + spec; break }
            if conversion == "%" { out += "%"; continue }
            var index = next
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                index = position - 1
                spec = String(spec[spec.index(after: dollar)...])
            } else {
                next += 1
            }
            guard arguments.indices.contains(index) else { out += "%" + spec + String(conversion); continue }
            let argument = arguments[index]
            switch conversion {
            case "f", "F", "e", "E", "g", "G":
                let style = spec.filter { !"lhqzjt".contains($0) }
                out += argument.number.map { String(format: "%" + style + String(conversion), $0) } ?? argument.text
            case "d", "i", "u":
                out += argument.number.map { String(Int64(exactly: $0.rounded(.towardZero)) ?? 0) } ?? argument.text
            default:
                out += argument.text
            }
        }
        return out
    }
}
