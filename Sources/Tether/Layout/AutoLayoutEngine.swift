import Foundation

/// Tether's own: UIKit's Auto Layout engine for a view hierarchy. Each view and layout guide
/// taking part gets four variables — its left, top, width and height in the root view's
/// space — and the engine hands `LinearConstraintSolver` what UIKit's engine would:
///
/// - views that keep their autoresizing mask (`translatesAutoresizingMaskIntoConstraints`,
///   the default) fixed where their frame puts them in their superview, the root where
///   SwiftUI placed it;
/// - a view's safe-area and margins guides inside its bounds;
/// - for each view placed by constraints, its intrinsic content size on each axis at its
///   content hugging priority (not wider) and compression resistance priority (not narrower);
/// - every active constraint, at its priority: required ones must hold (one that conflicts
///   with those before it is broken and reported, as UIKit does), the others pull as hard as
///   their priority says (a strength of 10^(6p/1000), so each 250 of priority weighs about
///   30 times more; below 1, which only Tether's own constraints use, the priority itself).
///
/// Then it sets the frames of the views the constraints place and the guides' `layoutFrame`s.
/// Leading and trailing are left and right (left-to-right layout). A label's or text field's
/// baselines are where its centred text puts them; another view's are its bottom edge.
@MainActor enum AutoLayoutEngine {
    /// Solves the constraints of the hierarchy `view` belongs to and places its views.
    static func layOut(hierarchyOf view: UIView) {
        var root = view
        while let parent = root.superview { root = parent }
        root.updateConstraintsIfNeeded()
        guard needsSolving(root) else { return }
        var system = ConstraintSystem(root: root, fitting: nil)
        system.build()
        system.apply()
    }

    /// The size `view`'s constraints give it as close to `target` as the fitting priorities
    /// pull (`systemLayoutSizeFitting`); its current size when nothing constrains it.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        view.updateConstraintsIfNeeded()
        guard needsSolving(view) else { return view.bounds.size }
        var system = ConstraintSystem(root: view, fitting: (target, priorities.0, priorities.1))
        system.build()
        return system.rootSize
    }

    /// Whether anything in the hierarchy takes part in Auto Layout.
    private static func needsSolving(_ root: UIView) -> Bool {
        var stack = [root]
        while let view = stack.popLast() {
            if !view.heldConstraints.isEmpty || !view.translatesAutoresizingMaskIntoConstraints { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    /// The solver's strength for a priority.
    static func strength(_ priority: UILayoutPriority) -> Double {
        let p = Double(priority.rawValue)
        guard p.isFinite else { return 1 }
        if p >= 1000 { return LinearConstraintSolver.required }
        // Below 1 (no constraint of an app's: UIKit asks for 1 to 1000), a priority weighs
        // its value, far less than one step between two app priorities.
        if p < 1 { return max(p, 0) }
        return pow(10, 6 * p / 1000)
    }
}

/// One hierarchy's constraints in a solver, and the variables of its items.
@MainActor private struct ConstraintSystem {
    let root: UIView
    /// For `systemLayoutSizeFitting`: the target size and the priorities pulling towards it.
    let fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    var solver = LinearConstraintSolver()
    /// The first of each item's four variables (left, top, width, height).
    var variables: [ObjectIdentifier: Int] = [:]
    /// The views placed by constraints, parents before children, and the guides.
    var placedViews: [UIView] = []
    var guides: [UILayoutGuide] = []

    init(root: UIView, fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?) {
        self.root = root
        self.fitting = fitting
    }

    typealias Expression = LinearConstraintSolver.Expression

    mutating func build() {
        // Every view of the hierarchy placed by constraints takes part, and its ancestors.
        var all: [UIView] = []
        var stack = [root]
        while let view = stack.popLast() {
            all.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        for view in all where view === root || !view.translatesAutoresizingMaskIntoConstraints { _ = base(of: view) }
        for view in all {
            for constraint in view.heldConstraints { add(constraint) }
        }
    }

    /// The first variable of `view`, made (with what fixes or sizes it) when first needed.
    mutating func base(of view: UIView) -> Int {
        if let known = variables[ObjectIdentifier(view)] { return known }
        let first = (0..<4).map { _ in solver.addVariable() }[0]
        variables[ObjectIdentifier(view)] = first
        let x = first, y = first + 1, w = first + 2, h = first + 3
        let bounds = view.bounds
        if view === root {
            require(Expression(terms: [(x, 1)]))
            require(Expression(terms: [(y, 1)]))
            if let fitting {
                prefer(Expression(terms: [(w, 1)], constant: -fitting.target.width), fitting.horizontal)
                prefer(Expression(terms: [(h, 1)], constant: -fitting.target.height), fitting.vertical)
                try? solver.add(Expression(terms: [(w, 1)]), .greaterThanOrEqual, strength: LinearConstraintSolver.required)
                try? solver.add(Expression(terms: [(h, 1)]), .greaterThanOrEqual, strength: LinearConstraintSolver.required)
            } else {
                require(Expression(terms: [(w, 1)], constant: -bounds.width))
                require(Expression(terms: [(h, 1)], constant: -bounds.height))
            }
        } else if let parent = view.superview {
            let p = base(of: parent)
            if view.translatesAutoresizingMaskIntoConstraints {
                // Where its frame puts it in its superview's bounds.
                let minX = view.center.x - bounds.width / 2 - parent.bounds.minX
                let minY = view.center.y - bounds.height / 2 - parent.bounds.minY
                require(Expression(terms: [(x, 1), (p, -1)], constant: -minX))
                require(Expression(terms: [(y, 1), (p + 1, -1)], constant: -minY))
                require(Expression(terms: [(w, 1)], constant: -bounds.width))
                require(Expression(terms: [(h, 1)], constant: -bounds.height))
            } else {
                placedViews.append(view)
                let intrinsic = view.intrinsicContentSize
                for (axis, length, variable) in [(NSLayoutConstraint.Axis.horizontal, intrinsic.width, w), (.vertical, intrinsic.height, h)]
                where length != UIView.noIntrinsicMetric && length.isFinite && length >= 0 {
                    let fit = Expression(terms: [(variable, 1)], constant: -length)
                    add(fit, .lessThanOrEqual, view.contentHuggingPriority(for: axis))
                    add(fit, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis))
                }
            }
        }
        return first
    }

    /// The first variable of a guide, made (inside its owning view when it is one of the
    /// view's own) when first needed.
    mutating func base(of guide: UILayoutGuide, owner: UIView) -> Int {
        if let known = variables[ObjectIdentifier(guide)] { return known }
        let first = (0..<4).map { _ in solver.addVariable() }[0]
        variables[ObjectIdentifier(guide)] = first
        guides.append(guide)
        let o = base(of: owner)
        if let insets = guide.insets(owner) {
            require(Expression(terms: [(first, 1), (o, -1)], constant: -insets.left))
            require(Expression(terms: [(first + 1, 1), (o + 1, -1)], constant: -insets.top))
            require(Expression(terms: [(first + 2, 1), (o + 2, -1)], constant: insets.left + insets.right))
            require(Expression(terms: [(first + 3, 1), (o + 3, -1)], constant: insets.top + insets.bottom))
        }
        return first
    }

    /// `item.attribute` as an expression of the item's variables (nil: not in this hierarchy).
    mutating func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
        let first: Int, margins: UIEdgeInsets
        if let view = item as? UIView {
            guard view.isDescendant(of: root) else { return nil }
            first = base(of: view)
            margins = view.layoutMargins
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            guard owner.isDescendant(of: root) else { return nil }
            first = base(of: guide, owner: owner)
            margins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        } else {
            return nil
        }
        let x = first, y = first + 1, w = first + 2, h = first + 3
        switch attribute {
        case .left, .leading: return Expression(terms: [(x, 1)])
        case .right, .trailing: return Expression(terms: [(x, 1), (w, 1)])
        case .top: return Expression(terms: [(y, 1)])
        case .bottom: return Expression(terms: [(y, 1), (h, 1)])
        case .firstBaseline, .lastBaseline:
            if let view = item as? UIView, let offset = view.baselineOffsetFromCentre(last: attribute == .lastBaseline) {
                return Expression(terms: [(y, 1), (h, 0.5)], constant: offset)
            }
            return Expression(terms: [(y, 1), (h, 1)])
        case .width: return Expression(terms: [(w, 1)])
        case .height: return Expression(terms: [(h, 1)])
        case .centerX: return Expression(terms: [(x, 1), (w, 0.5)])
        case .centerY: return Expression(terms: [(y, 1), (h, 0.5)])
        case .leftMargin, .leadingMargin: return Expression(terms: [(x, 1)], constant: margins.left)
        case .rightMargin, .trailingMargin: return Expression(terms: [(x, 1), (w, 1)], constant: -margins.right)
        case .topMargin: return Expression(terms: [(y, 1)], constant: margins.top)
        case .bottomMargin: return Expression(terms: [(y, 1), (h, 1)], constant: -margins.bottom)
        case .centerXWithinMargins: return Expression(terms: [(x, 1), (w, 0.5)], constant: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return Expression(terms: [(y, 1), (h, 0.5)], constant: (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    /// An active constraint: `first relation second × multiplier + constant`.
    mutating func add(_ constraint: NSLayoutConstraint) {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            report("\(constraint) has a non-finite constant or multiplier: ignored")
            return
        }
        guard var expression = expression(constraint.firstItem, constraint.firstAttribute) else { return }
        if constraint.secondItem != nil || constraint.secondAttribute != .notAnAttribute {
            guard let second = self.expression(constraint.secondItem, constraint.secondAttribute) else { return }
            expression.terms += second.terms.map { ($0.variable, -$0.coefficient * constraint.multiplier) }
            expression.constant -= second.constant * constraint.multiplier
        }
        expression.constant -= constraint.constant
        let relation: LinearConstraintSolver.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let saved = solver
        do {
            try solver.add(expression, relation, strength: AutoLayoutEngine.strength(constraint.priority))
        } catch {
            solver = saved
            report("Unable to simultaneously satisfy constraints: \(constraint) conflicts with the required constraints before it and is broken")
        }
    }

    mutating func require(_ expression: Expression) {
        add(expression, .equal, .required)
    }
    mutating func prefer(_ expression: Expression, _ priority: UILayoutPriority) {
        add(expression, .equal, priority)
    }
    mutating func add(_ expression: Expression, _ relation: LinearConstraintSolver.Relation, _ priority: UILayoutPriority) {
        let saved = solver
        do { try solver.add(expression, relation, strength: AutoLayoutEngine.strength(priority)) } catch { solver = saved }
    }

    func report(_ message: String) {
        UIKitDiagnostics.report(.other, message, at: root)
    }

    func value(_ variable: Int) -> CGFloat { CGFloat(solver.value(of: variable)) }

    var rootSize: CGSize {
        guard let first = variables[ObjectIdentifier(root)] else { return root.bounds.size }
        return CGSize(width: max(0, value(first + 2)), height: max(0, value(first + 3)))
    }

    /// Sets the frames of the views the constraints place (parents first) and the guides'
    /// layout frames.
    func apply() {
        for view in placedViews {
            guard let first = variables[ObjectIdentifier(view)], let parent = view.superview,
                  let p = variables[ObjectIdentifier(parent)] else { continue }
            let x = value(first) - value(p) + parent.bounds.minX, y = value(first + 1) - value(p + 1) + parent.bounds.minY
            let size = CGSize(width: max(0, value(first + 2)), height: max(0, value(first + 3)))
            guard [x, y, size.width, size.height].allSatisfy(\.isFinite) else {
                report("Auto Layout gave \(type(of: view)) a non-finite frame: left where it was")
                continue
            }
            let center = CGPoint(x: x + size.width / 2, y: y + size.height / 2)
            if abs(view.bounds.width - size.width) > 1e-9 || abs(view.bounds.height - size.height) > 1e-9 {
                view.bounds = CGRect(origin: view.bounds.origin, size: size)
            }
            if abs(view.center.x - center.x) > 1e-9 || abs(view.center.y - center.y) > 1e-9 { view.center = center }
        }
        for guide in guides {
            guard let first = variables[ObjectIdentifier(guide)], let owner = guide.owningView,
                  let o = variables[ObjectIdentifier(owner)] else { continue }
            guide.layoutFrame = CGRect(x: value(first) - value(o), y: value(first + 1) - value(o + 1),
                                       width: max(0, value(first + 2)), height: max(0, value(first + 3)))
        }
    }
}
