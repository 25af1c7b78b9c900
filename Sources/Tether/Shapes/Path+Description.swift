import Foundation

/// Mirrors SwiftUI's `Path: CustomStringConvertible, LosslessStringConvertible`: a path as
/// text in the operators of PDF and Core Graphics path descriptions — `x y m` (move),
/// `x y l` (line), `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve),
/// `h` (close), `x y w h re` (a rectangle, read only: Tether keeps rectangles as their four
/// lines) — operands before their operator, separated by spaces.
extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// Mirrors `description`: `Path(CGRect(x: 0, y: 0, width: 10, height: 5))` is
    /// `0 0 m 10 0 l 10 5 l 0 5 l h` (SwiftUI writes a rectangle as `0 0 10 5 re`).
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for point in points { words.append(Self.number(point.x)); words.append(Self.number(point.y)) }
            words.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Mirrors `init?(_:)`: the path a description gives back; nil when the text is not one
    /// (an unknown word, an operator without all its operands, operands left without one, a
    /// number that is not finite).
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let value = Double(word) {
                guard value.isFinite else { return nil }
                operands.append(CGFloat(value))
                continue
            }
            let needed = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4][String(word)]
            guard let needed, operands.count == needed else { return nil }
            let o = operands
            switch word {
            case "m": move(to: CGPoint(x: o[0], y: o[1]))
            case "l": addLine(to: CGPoint(x: o[0], y: o[1]))
            case "q": addQuadCurve(to: CGPoint(x: o[2], y: o[3]), control: CGPoint(x: o[0], y: o[1]))
            case "c": addCurve(to: CGPoint(x: o[4], y: o[5]), control1: CGPoint(x: o[0], y: o[1]), control2: CGPoint(x: o[2], y: o[3]))
            case "re": addRect(CGRect(x: o[0], y: o[1], width: o[2], height: o[3]))
            default: closeSubpath()
            }
            operands.removeAll()
        }
        guard operands.isEmpty else { return nil }
    }

    /// A coordinate as the description writes it: whole numbers without a fraction.
    private static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }
}
