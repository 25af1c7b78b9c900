import Foundation

/// Stacks the text fields among an alert's actions, as iOS shows a `TextField` or
/// `SecureField` put in `alert`'s actions: under the title and message, above the buttons,
/// one under the other, each as tall as it needs, 16 pt in from the card's sides, with 16 pt
/// below the last. The other actions are left out; without text fields this takes no room.
struct AlertTextFieldsLayout: SelectiveLayout, Equatable {
    /// The inset from the card's sides, and the room under the last field.
    static let inset: CGFloat = 16

    static func fields(_ subviews: LayoutSubviews) -> [Int] { subviews.indices.filter { subviews[$0].isTextField } }

    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        IndexSet(Self.fields(subviews).map { $0 - subviews.startIndex })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 270
        let fields = Self.fields(subviews)
        guard !fields.isEmpty else { return CGSize(width: width, height: 0) }
        let heights = fields.map { height(of: subviews[$0], width: width) }
        return CGSize(width: width, height: heights.reduce(0, +) + Self.inset)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fields = Self.fields(subviews)
        for index in subviews.indices where !fields.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
        let fieldWidth = max(0, bounds.width - 2 * Self.inset)
        var y = bounds.minY
        for index in fields {
            let height = height(of: subviews[index], width: bounds.width)
            subviews[index].place(at: CGPoint(x: bounds.minX + Self.inset, y: y), proposal: ProposedViewSize(width: fieldWidth, height: height))
            y += height
        }
    }

    /// The height a field takes across the card's width less the insets (0 for a hostile one).
    private func height(of field: LayoutSubview, width: CGFloat) -> CGFloat {
        let height = field.sizeThatFits(ProposedViewSize(width: max(0, width - 2 * Self.inset), height: nil)).height
        return height.isFinite ? max(0, height) : 0
    }
}

extension LayoutSubview {
    /// True when the subview is a one-line text field (`TextField` or `SecureField`): the
    /// text input its content carries, found on the way up to its container.
    var isTextField: Bool {
        var current: ViewNode? = node
        while let n = current {
            if let input = n.attribute(TextInputAttribute.self) { return !input.isMultiline }
            current = n.parent
            if current?.layout != nil { return false }
        }
        return false
    }
}
