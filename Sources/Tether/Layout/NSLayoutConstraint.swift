import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSLayoutConstraint`, a
/// linear relation between two layout attributes of views or layout guides,
/// `first.attribute relation second.attribute × multiplier + constant`, at a priority. Active
/// constraints place the views whose `translatesAutoresizingMaskIntoConstraints` is false when
/// their hierarchy is laid out (see `AutoLayoutEngine`), as UIKit's engine does.
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
///     label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
/// ])
/// ```
@MainActor @preconcurrency open class NSLayoutConstraint {
    /// Mirrors `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Mirrors `NSLayoutConstraint.Attribute`. The baselines are the bottom edge and the
    /// margins the view's `layoutMargins` inside its edges.
    public enum Attribute: Int, Hashable, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// Mirrors `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Mirrors `firstItem`.
    open private(set) weak var firstItem: AnyObject?
    /// Mirrors `firstAttribute`.
    public let firstAttribute: Attribute
    /// Mirrors `relation`.
    public let relation: Relation
    /// Mirrors `secondItem` (nil for a constant size).
    open private(set) weak var secondItem: AnyObject?
    /// Mirrors `secondAttribute`.
    public let secondAttribute: Attribute
    /// Mirrors `multiplier`.
    public let multiplier: CGFloat
    /// Mirrors `constant`: changing it lays the hierarchy out again.
    open var constant: CGFloat {
        didSet { if constant != oldValue { holder?.setNeedsLayout() } }
    }
    /// Mirrors `priority` (`required` by default).
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { holder?.setNeedsLayout() } }
    }
    /// Mirrors `identifier`: named in diagnostics.
    open var identifier: String?
    /// Mirrors `shouldBeArchived` (kept).
    open var shouldBeArchived = false
    /// The view that holds the active constraint: the closest common ancestor of its items.
    weak var holder: UIView?

    /// Mirrors `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Mirrors `isActive`: activating adds the constraint to the closest common ancestor of
    /// its items (which must be in one hierarchy: otherwise UIKit raises an exception; Tether
    /// reports it and leaves the constraint inactive); deactivating removes it.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activateInCommonAncestor() } else { holder?.removeConstraint(self) }
        }
    }

    private func activateInCommonAncestor() {
        guard holder == nil else { return }
        guard let first = (firstItem as? LayoutItem)?.itemView else {
            UIKitDiagnostics.report(.other, "\(self) has no view or layout guide as its first item: not activated")
            return
        }
        var ancestor: UIView? = first
        if let second = (secondItem as? LayoutItem)?.itemView {
            ancestor = first.closestCommonAncestor(with: second)
        }
        guard let ancestor else {
            UIKitDiagnostics.report(.other, "\(self): its items have no common ancestor (UIKit raises an exception); not activated")
            return
        }
        ancestor.addConstraint(self)
    }

    /// Mirrors `activate(_:)`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
    /// Mirrors `deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint: CustomStringConvertible {
    /// UIKit's description of a constraint: its identifier, then the relation.
    nonisolated public var description: String {
        // Off the main thread only the constraint's fixed parts can be read.
        guard Thread.isMainThread else { return "NSLayoutConstraint \(firstAttribute) \(relation) \(secondAttribute)" }
        return MainActor.assumeIsolated {
            func name(_ item: AnyObject?) -> String { item.map { String(describing: type(of: $0)) } ?? "" }
            let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
            var text = "\(name(firstItem)).\(firstAttribute) \(relationText) "
            if secondItem != nil { text += "\(name(secondItem)).\(secondAttribute)" + (multiplier != 1 ? " × \(multiplier)" : "") + " + " }
            text += "\(constant)"
            if priority != .required { text += " @\(priority.rawValue)" }
            return identifier.map { "'\($0)' \(text)" } ?? text
        }
    }
}

/// What a constraint can relate: a view or a layout guide.
@MainActor protocol LayoutItem: AnyObject {
    /// The view the item belongs to (the view itself, or a guide's owning view).
    var itemView: UIView? { get }
}

extension UIView: LayoutItem {
    var itemView: UIView? { self }
}
