import Foundation

extension NSLayoutConstraint {
    /// Mirrors `NSLayoutConstraint.FormatOptions`: in a visual format, the edges to align every
    /// view named along (perpendicular to the format's orientation), the direction a
    /// horizontal format runs, and how vertical spacing is measured — UIKit's bit values.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Mirrors `alignAllLeft`: every view's left edge on the first's.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Mirrors `alignAllRight`.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Mirrors `alignAllTop`.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Mirrors `alignAllBottom`.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Mirrors `alignAllLeading`.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Mirrors `alignAllTrailing`.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Mirrors `alignAllCenterX`.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Mirrors `alignAllCenterY`.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Mirrors `alignAllLastBaseline`.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Mirrors `alignAllFirstBaseline` (iOS 8).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Mirrors the deprecated `alignAllBaseline`: the last baseline.
        @available(*, deprecated, renamed: "alignAllLastBaseline")
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
        /// Mirrors `alignmentMask`: the alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Mirrors `directionLeadingToTrailing` (the default, 0): a horizontal format runs
        /// from the leading edge to the trailing edge.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Mirrors `directionLeftToRight`: left and right edges, from the left.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Mirrors `directionRightToLeft`: left and right edges, the first view on the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// Mirrors `directionMask`.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Mirrors `spacingEdgeToEdge` (iOS 11, the default, 0): vertical spaces between edges.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Mirrors `spacingBaselineToBaseline` (iOS 11): a vertical format's spaces between
        /// views run from the upper view's last baseline to the lower's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// Mirrors `spacingMask` (iOS 11).
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Mirrors `constraints(withVisualFormat:options:metrics:views:)`: the constraints Apple's
    /// Visual Format Language describes, not yet active — an orientation (`H:`, the default,
    /// or `V:`), the superview's edges (`|`), views by their names in `views` (`[name]`,
    /// with predicates on their size: `[button(>=50)]`, `[a(==b)]`, `[c(>=70,<=100)]`,
    /// priorities `@750` or a metric's name) and the connections between them (`-` the
    /// standard space, `-20-` or `-name-` a number or metric, `-(>=8@750)-` predicates, none
    /// for flush views). The standard space is Apple's Auto Layout Guide's: 8 points between
    /// siblings and 20 to the superview's edge. `options` aligns every view named on the
    /// edges it lists (each view with the one before it), sets a horizontal format's
    /// direction (leading to trailing by default) and, with `spacingBaselineToBaseline`,
    /// measures a vertical format's explicit spaces between baselines.
    ///
    /// Where UIKit raises `NSInvalidArgumentException` — a malformed format, a name missing
    /// from `views` or `metrics`, a view without a superview next to `|`, an alignment
    /// along the format's own axis, a priority outside 1…1000 — Tether reports UIKit's message
    /// with the format and a caret under the place, and returns no constraints.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: max(0, error.offset)) + "^"
            UIKitDiagnostics.report(.other, "Unable to parse constraint format: \n\(error.message)\n\(format)\n\(caret)")
            return []
        } catch {
            return []
        }
    }
}

/// Reads a visual format (Apple's grammar) and makes its constraints.
@MainActor private struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// One predicate: `relation object @priority`, the object a constant or a view.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// A connection: standard (`-`), flush (nothing) or predicates.
    enum Connection {
        case flush, standard, predicates([Predicate])
    }

    /// An item of the line: the superview's edge or a view.
    enum Item {
        case superview
        case view(UIView)
    }

    /// Apple's standard spaces (Auto Layout Guide).
    static let siblingSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var constraints: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    var isAtEnd: Bool { index >= characters.count }
    var current: Character? { isAtEnd ? nil : characters[index] }

    func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? index)
    }

    mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": vertical = false
            case "V": vertical = true
            default: throw fail("Expected an orientation, H or V, before ':'", at: 0)
            }
            index = 2
        }
        var items: [(item: Item, offset: Int)] = []
        var connections: [Connection] = []
        if current == "|" {
            items.append((.superview, index))
            index += 1
            connections.append(try connection())
        }
        guard current == "[" else { throw fail("Expected a view") }
        while current == "[" {
            let offset = index
            items.append((.view(try view(vertical: vertical)), offset))
            guard !isAtEnd else { break }
            let start = index
            let joint = try connection()
            if current == "|" {
                items.append((.superview, index))
                connections.append(joint)
                index += 1
                break
            }
            guard current == "[" else {
                throw fail(start == index ? "Expected a view or '|'" : "Expected a view")
            }
            connections.append(joint)
        }
        guard isAtEnd else { throw fail("Expected the end of the format") }
        let viewsInLine = items.compactMap { if case .view(let v) = $0.item { v } else { nil } }
        try connect(items, connections, vertical: vertical)
        try align(viewsInLine, vertical: vertical)
        return constraints
    }

    // MARK: Grammar

    /// `[name(predicates)]`: the view, with its size predicates made into constraints.
    mutating func view(vertical: Bool) throws -> UIView {
        index += 1  // "["
        let nameOffset = index
        guard let name = identifier() else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else {
            throw fail(views[name] == nil ? "Unknown view name '\(name)'" : "'\(name)' is not a view", at: nameOffset)
        }
        if current == "(" {
            let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
            for predicate in try predicateList(allowsViews: true) {
                let constraint: NSLayoutConstraint
                if let other = predicate.view {
                    constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
                                                    attribute: size, multiplier: 1, constant: 0)
                } else {
                    constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant)
                }
                constraint.priority = predicate.priority
                constraints.append(constraint)
            }
        }
        guard skip("]") else { throw fail("Expected ']'") }
        return view
    }

    /// What joins two items: `-`, `-predicates-` or nothing (flush).
    mutating func connection() throws -> Connection {
        guard skip("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates: [Predicate]
        if current == "(" {
            predicates = try predicateList(allowsViews: false)
        } else {
            // A simple predicate: a metric or a positive number (with a priority, as
            // Apple's own examples write `-20@750-`).
            var predicate = Predicate()
            predicate.constant = try constant()
            if skip("@") { predicate.priority = try priority() }
            predicates = [predicate]
        }
        guard skip("-") else { throw fail("Expected '-'") }
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    mutating func predicateList(allowsViews: Bool) throws -> [Predicate] {
        index += 1  // "("
        var predicates: [Predicate] = []
        repeat {
            predicates.append(try predicate(allowsViews: allowsViews))
        } while skip(",")
        guard skip(")") else { throw fail("Expected ')' or ','") }
        return predicates
    }

    /// `relation? object (@priority)?`.
    mutating func predicate(allowsViews: Bool) throws -> Predicate {
        var predicate = Predicate()
        if let first = current, "=<>".contains(first) {
            let start = index
            index += 1
            guard skip("=") else { throw fail("Expected '==', '<=' or '>='", at: start) }
            predicate.relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
        }
        let objectOffset = index
        if let name = peekIdentifier(), metrics[name] == nil, views[name] != nil {
            guard allowsViews else { throw fail("A space cannot be related to a view", at: objectOffset) }
            _ = identifier()
            guard let view = views[name] as? UIView else { throw fail("'\(name)' is not a view", at: objectOffset) }
            predicate.view = view
        } else {
            predicate.constant = try constant(allowsNegative: true)
        }
        if skip("@") { predicate.priority = try priority() }
        return predicate
    }

    /// A number or a metric's name.
    mutating func constant(allowsNegative: Bool = false) throws -> CGFloat {
        let start = index
        if let name = identifier() {
            guard let value = metrics[name] else { throw fail("Unknown metric name '\(name)'", at: start) }
            guard let number = Self.number(value) else { throw fail("Metric '\(name)' is not a number", at: start) }
            return number
        }
        var text = ""
        if allowsNegative, current == "-" || current == "+" { text.append(characters[index]); index += 1 }
        while let c = current, c.isNumber || c == "." { text.append(c); index += 1 }
        guard let value = Double(text), value.isFinite else { throw fail("Expected a number or a metric name", at: start) }
        return CGFloat(value)
    }

    /// A priority: a number or a metric, within 1…1000.
    mutating func priority() throws -> UILayoutPriority {
        let start = index
        let value = try constant()
        guard value >= 1, value <= 1000 else { throw fail("Priority \(value) is not within 1 and 1000", at: start) }
        return UILayoutPriority(Float(value))
    }

    /// A C identifier, consumed.
    mutating func identifier() -> String? {
        guard let name = peekIdentifier() else { return nil }
        index += name.count
        return name
    }
    func peekIdentifier() -> String? {
        guard let first = current, first == "_" || (first.isLetter && first.isASCII) else { return nil }
        var end = index
        while end < characters.count, characters[end] == "_" || ((characters[end].isLetter || characters[end].isNumber) && characters[end].isASCII) {
            end += 1
        }
        return String(characters[index..<end])
    }

    static func number(_ value: Any) -> CGFloat? {
        let number: Double? = switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
        guard let number, number.isFinite else { return nil }
        return CGFloat(number)
    }

    // MARK: Constraints

    /// The edges the line's direction runs between, and whether it runs backwards (from the
    /// right).
    func edges(vertical: Bool) -> (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool) {
        if vertical { return (.top, .bottom, false) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, false)
        case .directionRightToLeft: return (.left, .right, true)
        default: return (.leading, .trailing, false)
        }
    }

    /// The spaces between neighbouring items.
    mutating func connect(_ items: [(item: Item, offset: Int)], _ connections: [Connection], vertical: Bool) throws {
        let (start, end, reversed) = edges(vertical: vertical)
        let baselines = vertical && options.contains(.spacingBaselineToBaseline)
        for (i, connection) in connections.enumerated() {
            let earlier = items[i], later = items[i + 1]
            let touchesSuperview: Bool
            let before: UIView, after: UIView
            var beforeEdge = end, afterEdge = start
            switch (earlier.item, later.item) {
            case (.superview, .view(let view)):
                guard let parent = view.superview else { throw noSuperview(at: earlier.offset) }
                before = parent; after = view; beforeEdge = start; touchesSuperview = true
            case (.view(let view), .superview):
                guard let parent = view.superview else { throw noSuperview(at: later.offset) }
                before = view; after = parent; afterEdge = end; touchesSuperview = true
            case (.view(let a), .view(let b)):
                before = a; after = b; touchesSuperview = false
                if baselines { beforeEdge = .lastBaseline; afterEdge = .firstBaseline }
            case (.superview, .superview):
                continue
            }
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate()]
            case .standard:
                if baselines, !touchesSuperview {
                    throw fail("The standard space between baselines depends on fonts Tether does not measure; give the space in points",
                               at: later.offset)
                }
                predicates = [Predicate(constant: touchesSuperview ? Self.superviewSpacing : Self.siblingSpacing)]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                // The space from `before`'s edge to `after`'s, along the direction: `after` is
                // at `before + space`. From the right, `before` is right of `after`: its left
                // edge (its end) is `space` beyond `after`'s right edge (`after`'s start) —
                // the superview's start edge being its right and its end its left.
                let constraint = reversed
                    ? NSLayoutConstraint(item: before, attribute: beforeEdge == .right ? .left : .right, relatedBy: predicate.relation, toItem: after,
                                         attribute: afterEdge == .left ? .right : .left, multiplier: 1, constant: predicate.constant)
                    : NSLayoutConstraint(item: after, attribute: afterEdge, relatedBy: predicate.relation, toItem: before,
                                         attribute: beforeEdge, multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                constraints.append(constraint)
            }
        }
    }

    func noSuperview(at offset: Int) -> Failure {
        fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: offset)
    }

    /// The options' alignment: each view's edge on the one before it.
    mutating func align(_ line: [UIView], vertical: Bool) throws {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true),
            (.alignAllTop, .top, false), (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
            (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
        ]
        let known = alignments.reduce(NSLayoutConstraint.FormatOptions()) { $0.union($1.0) }
        if !options.intersection(.alignmentMask).subtracting(known).isEmpty {
            throw fail("Unknown alignment option \(options.intersection(.alignmentMask).subtracting(known).rawValue)", at: 0)
        }
        for (option, attribute, isHorizontalEdge) in alignments where options.contains(option) {
            // A horizontal line aligns on vertical positions, a vertical line on horizontal ones.
            guard isHorizontalEdge == vertical else {
                let axis = vertical ? "vertical" : "horizontal"
                throw fail("Options mask required views to be aligned on a \(isHorizontalEdge ? "horizontal" : "vertical") edge, which is not allowed for layout that is also \(axis).", at: 0)
            }
            for (a, b) in zip(line, line.dropFirst()) {
                constraints.append(NSLayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
                                                      multiplier: 1, constant: 0))
            }
        }
    }
}
