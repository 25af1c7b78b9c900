import Foundation

/// Tether's own: the Cassowary linear constraint solver that Auto Layout is built on
/// (Badros, Borning and Stuckey's incremental simplex, in the form of the Kiwi solver). It
/// finds values for variables that satisfy every required linear equality and inequality and
/// leaves the weighted error of the others as small as it can: a stronger constraint wins over
/// a weaker one it conflicts with. Iteration follows symbol creation order, so a layout that
/// constraints leave ambiguous still comes out the same every time.
struct LinearConstraintSolver {
    /// A linear expression: the sum of `terms` (variable × coefficient) plus `constant`.
    struct Expression {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant: Double = 0
    }

    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// Strengths: a required constraint must hold; the others are weighed against each other.
    static let required = 1_001_001_000.0

    enum Failure: Error, Equatable {
        /// A required constraint conflicts with the required constraints added before it.
        case unsatisfiable
    }

    private enum SymbolKind { case external, slack, error, dummy }

    /// A row of the tableau: `constant` plus the sum of its cells, keyed by symbol.
    private struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        init(constant: Double = 0) { self.constant = constant }

        mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
            let value = (cells[symbol] ?? 0) + coefficient
            if abs(value) < LinearConstraintSolver.epsilon { cells[symbol] = nil } else { cells[symbol] = value }
        }
        mutating func insert(_ row: Row, _ coefficient: Double = 1) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }
        mutating func reverseSign() {
            constant = -constant
            for key in cells.keys { cells[key] = -cells[key]! }
        }
        /// Solves the row (`0 = constant + cells`) for `symbol`, which leaves the cells.
        mutating func solve(for symbol: Int) {
            guard let value = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / value
            constant *= factor
            for key in cells.keys { cells[key] = cells[key]! * factor }
        }
        /// Solves the row, which defines `lhs`, for `rhs` instead.
        mutating func solve(for lhs: Int, _ rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }
        func coefficient(for symbol: Int) -> Double { cells[symbol] ?? 0 }
        mutating func substitute(_ symbol: Int, _ row: Row) {
            guard let value = cells.removeValue(forKey: symbol) else { return }
            insert(row, value)
        }
    }

    static let epsilon = 1.0e-8

    private var kinds: [SymbolKind] = []
    /// The symbol of each variable, by variable index.
    private var variableSymbols: [Int] = []
    private var rows: [Int: Row] = [:]
    private var objective = Row()
    private var artificial: Row?
    private var infeasibleRows: [Int] = []

    /// A new variable, numbered from 0.
    mutating func addVariable() -> Int {
        variableSymbols.append(newSymbol(.external))
        return variableSymbols.count - 1
    }

    private mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The variable's value in the current solution.
    func value(of variable: Int) -> Double {
        rows[variableSymbols[variable]]?.constant ?? 0
    }

    /// Adds `expression relation 0` at `strength` (`required` or less).
    mutating func add(_ expression: Expression, _ relation: Relation, strength: Double) throws {
        let strength = min(max(strength, 0), Self.required)
        var row = Row(constant: expression.constant)
        for term in expression.terms where term.coefficient.isFinite && term.coefficient != 0 {
            let symbol = variableSymbols[term.variable]
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var marker = -1, other = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            marker = slack
            row.insert(slack, sign)
            if strength < Self.required {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if strength < Self.required {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus; other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                let dummy = newSymbol(.dummy)
                marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < Self.epsilon else { throw Failure.unsatisfiable }
            subject = marker
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else { throw Failure.unsatisfiable }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        }
        try optimize(objectiveRow: true)
        try dualOptimize()
    }

    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        for symbol in row.cells.keys.sorted() where kinds[symbol] == .external { return symbol }
        for candidate in [marker, other] where candidate >= 0 && (kinds[candidate] == .slack || kinds[candidate] == .error) {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return -1
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(objectiveRow: false)
        let success = abs(artificial?.constant ?? 0) < Self.epsilon
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.sorted().first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            rows[entering] = artRow
        }
        for key in rows.keys { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private mutating func substitute(_ symbol: Int, _ row: Row) {
        for key in rows.keys.sorted() {
            rows[key]!.substitute(symbol, row)
            if kinds[key] != .external && rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex on the objective (or the artificial row while one is being removed).
    private mutating func optimize(objectiveRow: Bool) throws {
        for _ in 0..<10_000 {
            let target = objectiveRow ? objective : (artificial ?? objective)
            guard let entering = target.cells.keys.sorted().first(where: { kinds[$0] != .dummy && target.cells[$0]! < 0 }) else { return }
            var leaving = -1, ratio = Double.greatestFiniteMagnitude
            for key in rows.keys.sorted() where kinds[key] != .external {
                let coefficient = rows[key]!.coefficient(for: entering)
                if coefficient < 0 {
                    let r = -rows[key]!.constant / coefficient
                    if r < ratio { ratio = r; leaving = key }
                }
            }
            guard leaving >= 0, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// Dual simplex: restores rows whose restricted symbols went negative.
    private mutating func dualOptimize() throws {
        var steps = 0
        while let leaving = infeasibleRows.popLast(), steps < 10_000 {
            steps += 1
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering = -1, ratio = Double.greatestFiniteMagnitude
            for symbol in row.cells.keys.sorted() where kinds[symbol] != .dummy {
                let coefficient = row.cells[symbol]!
                if coefficient > 0 {
                    let r = objective.coefficient(for: symbol) / coefficient
                    if r < ratio { ratio = r; entering = symbol }
                }
            }
            guard entering >= 0 else { throw Failure.unsatisfiable }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
        infeasibleRows.removeAll()
    }
}
