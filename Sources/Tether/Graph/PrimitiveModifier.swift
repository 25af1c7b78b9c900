import Foundation
import Observation

/// A modifier Tether applies itself (its body is `Never`): it shapes the node made for
/// `ModifiedContent` and resolves the content below it.
protocol PrimitiveModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode)
}

/// A modifier that makes its node a layout node with one content child.
protocol LayoutModifier: PrimitiveModifier {
    var nodeLayout: any NodeLayout { get }
}

extension LayoutModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nodeLayout
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// A modifier that leaves layout alone and attaches attributes to its content
/// (preferences, identifiers, gestures, traits).
protocol AttributeModifier: PrimitiveModifier {
    var attributes: [NodeAttribute] { get }
}

extension AttributeModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        resolveAttributes(content: content, in: node)
    }

    /// Sets the node's attributes and resolves its content (what `resolve` does, for
    /// modifiers that do more).
    func resolveAttributes<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = attributes
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Marks the node of a custom `ViewModifier` so `_ViewModifier_Content` finds its content.
struct ModifierContentAttribute: NodeAttribute {
    let modifierType: ObjectIdentifier
    let content: any View
    let contentEnvironment: EnvironmentValues
}

extension ModifiedContent: ResolvableView where Content: View, Modifier: ViewModifier {
    func resolve(in node: ViewNode) {
        if let row = content as? any CellDistributingView {
            row.resolve(distributing: modifier, in: node)
        } else if let list = content as? any ViewListContent, ViewListDistribution.appliesToEachView(modifier) {
            // A padding, frame, background or effect on a group of views: each view gets its own.
            node.layout = nil
            node.attributes = []
            Resolver.resolveChildren(of: node, [(AnyHashable(0), list.applyingToEach(modifier))])
        } else if let composed = modifier as? any ComposedModifier {
            composed.resolveComposed(onto: content, in: node)
        } else if let primitive = modifier as? any PrimitiveModifier {
            primitive.resolve(content: content, in: node)
        } else if let effect = modifier as? any GeometryEffect {
            // A user's GeometryEffect: its transform applies to the content's space.
            resolveEffect(effect, content: content, in: node, affectsGeometry: true)
        } else {
            node.layout = nil
            node.attributes = [ModifierContentAttribute(modifierType: ObjectIdentifier(Modifier.self), content: content,
                                                        contentEnvironment: node.environment)]
            node.reevaluate = { n in
                if let current = n.view as? Self { current.evaluateCustomModifier(in: n) }
            }
            evaluateCustomModifier(in: node)
        }
    }

    /// Runs a user modifier's `body(content:)` as a view's `body` runs.
    func evaluateCustomModifier(in node: ViewNode) {
        Resolver.evaluateBody(of: modifier, in: node) { $0.body(content: _ViewModifier_Content<Modifier>()) }
    }
}

/// `ModifiedContent` of two modifiers (`a.concat(b)`), applied as `content.modifier(a).modifier(b)`.
protocol ComposedModifier {
    func resolveComposed<C: View>(onto content: C, in node: ViewNode)
}

extension ModifiedContent: ComposedModifier where Content: ViewModifier, Modifier: ViewModifier {
    func resolveComposed<C: View>(onto base: C, in node: ViewNode) {
        let composed = base.modifier(self.content).modifier(self.modifier)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), composed)])
        node.layout = nil
        node.attributes = []
    }
}

extension _ViewModifier_Content: ResolvableView {
    func resolve(in node: ViewNode) {
        var current = node.parent
        while let n = current {
            if let a = n.attribute(ModifierContentAttribute.self), a.modifierType == ObjectIdentifier(Modifier.self) {
                Resolver.resolveChildren(of: node, [(AnyHashable(0), a.content)], environment: node.environment)
                return
            }
            current = n.parent
        }
        node.setChildren([])
    }
}
