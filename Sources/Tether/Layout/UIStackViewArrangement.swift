import Foundation

/// Tether's own: the Auto Layout constraints a `UIStackView` adds for its arranged views, as
/// UIKit's stack view adds its `UISV-…` constraints (their identifiers are named after
/// UIKit's). With a *canvas* (the stack's bounds, or its margins under
/// `isLayoutMarginsRelativeArrangement`) and the visible arranged views in order:
///
/// - along the axis, the first view starts at the canvas's start and the last ends at its end
///   (`UISV-canvas-connection`); each next view starts `spacing` after the one before
///   (`UISV-spacing`: exactly for the fill distributions, at least for the equal ones);
/// - `.fill`: nothing more (hugging and compression resistance share the length); so that
///   equals are not ambiguous, every view but the last keeps a faint pull to its intrinsic
///   length (`UISV-ambiguity-suppression`), which makes the last one grow or shrink;
/// - `.fillEqually`: every view as long as the first (`UISV-fill-equally`);
/// - `.fillProportionally`: views with an intrinsic length keep their lengths in its
///   proportion (`UISV-fill-proportionally`);
/// - `.equalSpacing` / `.equalCentering`: a spacer guide between each pair of neighbours
///   (edge to edge, or centre to centre), all spacers of one length (`UISV-distributing`;
///   centring gives way to keep `spacing`), and a faint pull of each gap to `spacing` so a
///   stack that is free to size itself wraps its views;
/// - across the axis, by `alignment`: both edges on the canvas's (`.fill`), one edge or the
///   centre on the canvas's with the view inside it, or the baselines of a horizontal stack's
///   views on the first view's (`UISV-alignment`), and a faint pull of the canvas's edges to
///   the views' (`UISV-canvas-fit`) so a free stack is as thick as its thickest view;
/// - a hidden view: no length along the axis (`UISV-hiding`), at its neighbour's end.
///
/// In a vertical stack the baseline alignments are the leading and trailing ones (UIKit
/// documents them for horizontal stacks only).
@MainActor struct UIStackViewArrangement {
    let stack: UIStackView

    /// What the arrangement reads: when any of it changes, it is made again.
    struct Inputs: Equatable {
        var views: [ObjectIdentifier]
        var hidden: [Bool]
        var intrinsicLengths: [CGFloat]
        var superviews: [Bool]

        @MainActor init(stack: UIStackView) {
            let views = stack.arrangedSubviews
            self.views = views.map(ObjectIdentifier.init)
            hidden = views.map(\.isHidden)
            superviews = views.map { $0.superview === stack }
            // Only the distributions that read intrinsic lengths depend on them.
            switch stack.distribution {
            case .fill, .fillProportionally:
                intrinsicLengths = views.map { UIStackViewArrangement.intrinsicLength(of: $0, along: stack.axis) ?? -1 }
            case .fillEqually, .equalSpacing, .equalCentering:
                intrinsicLengths = []
            }
        }
    }

    /// A faint priority for the pulls that settle what would otherwise be ambiguous: weaker
    /// than the step between two priorities an app can give (see `AutoLayoutEngine.strength`).
    static let faint = UILayoutPriority(0.001)

    /// The identifier of the spacer guides between views of the equal distributions.
    static let spacerIdentifier = "UISV-distributing"

    /// The view's finite intrinsic length along `axis` (nil: it has none).
    static func intrinsicLength(of view: UIView, along axis: NSLayoutConstraint.Axis) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { return nil }
        return length
    }

    /// The attributes of one axis: start, end, length, centre.
    private struct Edges {
        var start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        var length: NSLayoutConstraint.Attribute, centre: NSLayoutConstraint.Attribute
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var along: Edges {
        horizontal ? Edges(start: .leading, end: .trailing, length: .width, centre: .centerX)
                   : Edges(start: .top, end: .bottom, length: .height, centre: .centerY)
    }
    private var across: Edges {
        horizontal ? Edges(start: .top, end: .bottom, length: .height, centre: .centerY)
                   : Edges(start: .leading, end: .trailing, length: .width, centre: .centerX)
    }
    /// The canvas's attributes (the stack's edges or margins) on one axis.
    private func canvas(_ edges: Edges) -> Edges {
        guard stack.isLayoutMarginsRelativeArrangement else { return edges }
        if edges.start == .leading {
            return Edges(start: .leadingMargin, end: .trailingMargin, length: .width, centre: .centerXWithinMargins)
        }
        return Edges(start: .topMargin, end: .bottomMargin, length: .height, centre: .centerYWithinMargins)
    }

    private func relate(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ name: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = name
        return constraint
    }

    /// The gap after `view`, made finite.
    private func gap(after view: UIView) -> CGFloat {
        let value = stack.spacing(after: view)
        guard value.isFinite else {
            UIKitDiagnostics.report(.invalidGeometry, "UIStackView spacing \(value) is not finite; 0 is used", at: stack)
            return 0
        }
        return value
    }

    func constraints() -> [NSLayoutConstraint] {
        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let visible = arranged.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        let along = self.along, across = self.across
        let canvasAlong = canvas(along), canvasAcross = canvas(across)

        // Hidden views: no length, at the end of the visible view before them.
        var previousVisible: UIView?
        for view in arranged {
            if !view.isHidden { previousVisible = view; continue }
            made.append(relate(view, along.length, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding"))
            if let previousVisible {
                made.append(relate(view, along.start, .equal, previousVisible, along.end, "UISV-hiding"))
            } else {
                made.append(relate(view, along.start, .equal, stack, canvasAlong.start, "UISV-hiding"))
            }
            made.append(relate(view, across.start, .equal, stack, canvasAcross.start, "UISV-hiding"))
        }
        guard let first = visible.first, let last = visible.last else { return made }

        // Along the axis: the ends on the canvas, the views one after another.
        made.append(relate(first, along.start, .equal, stack, canvasAlong.start, "UISV-canvas-connection"))
        made.append(relate(last, along.end, .equal, stack, canvasAlong.end, "UISV-canvas-connection"))
        let exactGaps = [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
        let baselines = !horizontal && stack.isBaselineRelativeArrangement
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacing = gap(after: previous)
            made.append(relate(next, baselines ? .firstBaseline : along.start, exactGaps ? .equal : .greaterThanOrEqual,
                               previous, baselines ? .lastBaseline : along.end, constant: spacing, "UISV-spacing"))
        }

        switch stack.distribution {
        case .fill:
            for view in visible.dropLast() {
                guard let length = Self.intrinsicLength(of: view, along: stack.axis) else { continue }
                made.append(relate(view, along.length, .equal, nil, .notAnAttribute, constant: length,
                                   priority: Self.faint, "UISV-ambiguity-suppression"))
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                made.append(relate(view, along.length, .equal, first, along.length, "UISV-fill-equally"))
            }
        case .fillProportionally:
            let sized = visible.compactMap { view in Self.intrinsicLength(of: view, along: stack.axis).map { (view, $0) } }
                .filter { $0.1 > 0 }
            if let (reference, referenceLength) = sized.first {
                for (view, length) in sized.dropFirst() {
                    made.append(relate(view, along.length, .equal, reference, along.length, multiplier: length / referenceLength,
                                       "UISV-fill-proportionally"))
                }
            }
        case .equalSpacing, .equalCentering:
            let centring = stack.distribution == .equalCentering
            var firstSpacer: UILayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let spacer = UILayoutGuide()
                spacer.identifier = Self.spacerIdentifier
                stack.addLayoutGuide(spacer)
                made.append(relate(spacer, along.start, .equal, previous, centring ? along.centre : along.end, "UISV-distributing-edge"))
                made.append(relate(spacer, along.end, .equal, next, centring ? along.centre : along.start, "UISV-distributing-edge"))
                if let firstSpacer {
                    made.append(relate(spacer, along.length, .equal, firstSpacer, along.length,
                                       priority: centring ? UILayoutPriority(150) : .required, "UISV-distributing"))
                } else {
                    firstSpacer = spacer
                }
                made.append(relate(next, along.start, .equal, previous, along.end, constant: gap(after: previous),
                                   priority: Self.faint, "UISV-spacing-fit"))
            }
        }

        // Across the axis.
        let alignment: UIStackView.Alignment
        switch stack.alignment {
        case .firstBaseline where !horizontal: alignment = .leading
        case .lastBaseline where !horizontal: alignment = .trailing
        default: alignment = stack.alignment
        }
        for view in visible {
            switch alignment {
            case .fill:
                made.append(relate(view, across.start, .equal, stack, canvasAcross.start, "UISV-alignment"))
                made.append(relate(view, across.end, .equal, stack, canvasAcross.end, "UISV-alignment"))
            case .leading:
                made.append(relate(view, across.start, .equal, stack, canvasAcross.start, "UISV-alignment"))
                made.append(relate(view, across.end, .lessThanOrEqual, stack, canvasAcross.end, "UISV-spanning-boundary"))
                made.append(relate(view, across.end, .equal, stack, canvasAcross.end, priority: Self.faint, "UISV-canvas-fit"))
            case .trailing:
                made.append(relate(view, across.end, .equal, stack, canvasAcross.end, "UISV-alignment"))
                made.append(relate(view, across.start, .greaterThanOrEqual, stack, canvasAcross.start, "UISV-spanning-boundary"))
                made.append(relate(view, across.start, .equal, stack, canvasAcross.start, priority: Self.faint, "UISV-canvas-fit"))
            case .center:
                made.append(relate(view, across.centre, .equal, stack, canvasAcross.centre, "UISV-alignment"))
                made.append(relate(view, across.start, .greaterThanOrEqual, stack, canvasAcross.start, "UISV-spanning-boundary"))
                made.append(relate(view, across.start, .equal, stack, canvasAcross.start, priority: Self.faint, "UISV-canvas-fit"))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first {
                    made.append(relate(view, baseline, .equal, first, baseline, "UISV-alignment"))
                }
                made.append(relate(view, across.start, .greaterThanOrEqual, stack, canvasAcross.start, "UISV-spanning-boundary"))
                made.append(relate(view, across.end, .lessThanOrEqual, stack, canvasAcross.end, "UISV-spanning-boundary"))
                made.append(relate(view, across.start, .equal, stack, canvasAcross.start, priority: Self.faint, "UISV-canvas-fit"))
                made.append(relate(view, across.end, .equal, stack, canvasAcross.end, priority: Self.faint, "UISV-canvas-fit"))
            }
        }
        return made
    }
}
