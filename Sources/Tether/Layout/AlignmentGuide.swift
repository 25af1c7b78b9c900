import Foundation

/// Mirrors SwiftUI's `alignmentGuide(_:computeValue:)`: overrides one guide of the content,
/// computed from the content's dimensions. Size and placement are unchanged.
struct AlignmentGuideLayout: PassThroughLayout {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let child = LayoutEngine.subviews(of: node).first else { return nil }
        let d = child.dimensions(in: proposal)
        return key == self.key ? compute(d) : d.explicitGuide(key)
    }
}

/// The modifier behind `alignmentGuide`.
nonisolated struct _AlignmentWritingModifier: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var nodeLayout: any NodeLayout { AlignmentGuideLayout(key: key, compute: compute) }
}

extension View {
    /// Mirrors SwiftUI's `alignmentGuide(_:computeValue:)` for a horizontal guide.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, compute: computeValue))
    }
    /// Mirrors SwiftUI's `alignmentGuide(_:computeValue:)` for a vertical guide.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, compute: computeValue))
    }
}

/// Sets `layoutPriority` on the subviews below.
struct LayoutPriorityAttribute: LayoutTraitAttribute {
    let value: Double
    func apply(to traits: inout LayoutTraits) { traits.priority = value }
}

/// Sets a `LayoutValueKey` value on the subviews below.
struct LayoutValueAttribute: LayoutTraitAttribute {
    let key: ObjectIdentifier
    let value: Any
    func apply(to traits: inout LayoutTraits) { traits.values[key] = value }
}

/// The modifier behind `layoutPriority` and `layoutValue`.
nonisolated struct _TraitWritingModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let attribute: any LayoutTraitAttribute
    var attributes: [NodeAttribute] { [attribute] }
}

extension View {
    /// Mirrors SwiftUI's `layoutPriority(_:)`: a stack sizes higher priorities first.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitWritingModifier(attribute: LayoutPriorityAttribute(value: value.isNaN ? 0 : value)))
    }
    /// Mirrors SwiftUI's `layoutValue(key:value:)`.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier(attribute: LayoutValueAttribute(key: ObjectIdentifier(key), value: value)))
    }
}
