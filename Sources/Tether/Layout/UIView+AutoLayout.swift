import Foundation

extension UIView {
    /// Mirrors `constraints`: the active constraints this view holds (those whose items'
    /// closest common ancestor it is, or that were added to it).
    public var constraints: [NSLayoutConstraint] { heldConstraints }

    /// Mirrors `addConstraint(_:)`: the constraint becomes active, held by this view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        constraint.holder = self
        heldConstraints.append(constraint)
        setNeedsLayout()
    }
    /// Mirrors `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    /// Mirrors `removeConstraint(_:)`: the constraint becomes inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        heldConstraints.removeAll { $0 === constraint }
        constraint.holder = nil
        setNeedsLayout()
    }
    /// Mirrors `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Swaps constraints this view makes for itself (a stack view's arrangement) without
    /// asking for another layout: the constraint pass that makes them runs before layout.
    func replaceOwnConstraints(_ old: [NSLayoutConstraint], with new: [NSLayoutConstraint]) {
        let removed = Set(old.map(ObjectIdentifier.init))
        heldConstraints.removeAll { removed.contains(ObjectIdentifier($0)) }
        for constraint in old where constraint.holder === self { constraint.holder = nil }
        for constraint in new { constraint.holder = self }
        heldConstraints.append(contentsOf: new)
    }

    /// Mirrors `layoutGuides`.
    public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides.filter { $0.identifier != UILayoutGuide.systemIdentifier } }
    /// Mirrors `addLayoutGuide(_:)`.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        ownedLayoutGuides.append(layoutGuide)
    }
    /// Mirrors `removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        ownedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// Mirrors `safeAreaLayoutGuide`: the view's bounds inside its `safeAreaInsets` (none on
    /// Tether's canvas, so the bounds themselves).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(named: "safeArea") { $0.safeAreaInsets } }
    /// Mirrors `layoutMarginsGuide`: the view's bounds inside its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(named: "margins") { $0.layoutMargins } }

    private func systemGuide(named name: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        if let guide = ownedLayoutGuides.first(where: { $0.identifier == UILayoutGuide.systemIdentifier && $0.systemName == name }) {
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = UILayoutGuide.systemIdentifier
        guide.systemName = name
        guide.insets = { insets($0) }
        addLayoutGuide(guide)
        return guide
    }

    /// The closest view that is an ancestor of both this view and `other` (or one of them).
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current { ancestors.insert(ObjectIdentifier(view)); current = view.superview }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Mirrors `layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// Mirrors `layoutFittingExpandedSize`: as a target, the largest size the constraints
    /// allow — UIKit's 10,000,000 × 10,000,000 points, which `systemLayoutSizeFitting` pulls
    /// towards at the fitting priorities, so an axis nothing bounds comes out that long.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Mirrors `systemLayoutSizeFitting(_:)`: the size the view's constraints give it when it
    /// is drawn as close to `targetSize` as they allow (both axes at UIKit's
    /// `fittingSizeLevel`, 50, below the default hugging and compression priorities).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// Mirrors `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        AutoLayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }
}

extension UILayoutGuide {
    /// The identifier of a view's own safe-area and margins guides.
    static let systemIdentifier = "_UIViewSystemLayoutGuide"
}
