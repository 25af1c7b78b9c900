import Foundation

// SwiftUI's view lists: a `Group`, a `ForEach`, a tuple of views from a builder, an `if`
// or an optional stand for several views, not one. A modifier that gives a view its own
// layout or drawing — padding, a frame, a background or overlay, an offset, an opacity, a
// shadow — applies to each view of such a list, so in a stack
// `Group { Text("a"); Text("b") }.padding()` is two padded texts, one under the other.
// Modifiers that only pass something down or up (environment values, preferences, traits,
// gestures, list edit actions) keep applying to the list as a whole, as they do in SwiftUI.
//
// A custom view whose `body` returns several views is not distributed over: its body is
// only known once its node evaluates it.

/// A view that stands for a list of views.
protocol ViewListContent {
    /// The same views, each with `modifier` applied, keeping each one's identity.
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View
}

/// A modifier that gives a view a layout or drawing of its own, which SwiftUI applies to
/// each view of a list.
protocol AppliesToEachView {}

extension _PaddingLayout: AppliesToEachView {}
extension _CheckedFrame: AppliesToEachView {}
extension _DrawingEffectModifier: AppliesToEachView {}
extension _MaskModifier: AppliesToEachView {}
extension _SecondaryContentModifier: AppliesToEachView {}
extension _FlipForRTLEffect: AppliesToEachView {}
extension _VisualEffectModifier: AppliesToEachView {}
extension _IgnoredByLayoutEffect: AppliesToEachView {}

enum ViewListDistribution {
    /// Whether `modifier` applies to each view of a list: the ones above, every modifier
    /// that makes a layout node of its own, and every geometry effect.
    static func appliesToEachView<M: ViewModifier>(_ modifier: M) -> Bool {
        modifier is any AppliesToEachView || modifier is any LayoutModifier || modifier is any GeometryEffect
    }
}

extension Group: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        Group<ModifiedContent<Content, M>> { content.modifier(modifier) }
    }
}

extension TupleView: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        ModifiedElements(elements: elements, modifier: modifier)
    }
}

extension ForEach: ViewListContent where Content: View {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        let content = self.content
        return ForEach<Data, ID, ModifiedContent<Content, M>>(data: data, content: { content($0).modifier(modifier) }, idOf: idOf)
    }
}

extension _ConditionalContent: ViewListContent where TrueContent: View, FalseContent: View {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        typealias Modified = _ConditionalContent<ModifiedContent<TrueContent, M>, ModifiedContent<FalseContent, M>>
        switch storage {
        case .trueContent(let view): return Modified(storage: .trueContent(view.modifier(modifier)))
        case .falseContent(let view): return Modified(storage: .falseContent(view.modifier(modifier)))
        }
    }
}

extension Optional: ViewListContent where Wrapped: View {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        map { $0.modifier(modifier) }
    }
}

/// A list with a modifier that applies to it as a whole (an environment value, a
/// preference) is still a list: a later per-view modifier goes to each of its views, under
/// the whole-list one.
extension ModifiedContent: ViewListContent where Content: ViewListContent, Modifier: ViewModifier {
    func applyingToEach<M: ViewModifier>(_ outer: M) -> any View {
        if ViewListDistribution.appliesToEachView(modifier) {
            return content.applyingToEach(modifier.concat(outer))
        }
        return AnyView(content.applyingToEach(outer)).modifier(modifier)
    }
}

/// A tuple's views (or a grid row's cells), each with a modifier applied, keyed by position
/// as the tuple's are.
nonisolated struct ModifiedElements<M: ViewModifier>: View, ResolvableView {
    typealias Body = Never
    let elements: [any View]
    let modifier: M

    func resolve(in node: ViewNode) {
        var children: [(AnyHashable, any View)] = []
        for (offset, element) in elements.enumerated() {
            let modified = Self.applying(modifier, to: element)
            children.append((AnyHashable(offset), modified))
        }
        Resolver.resolveChildren(of: node, children)
    }

    private static func applying<V: View>(_ modifier: M, to view: V) -> any View { view.modifier(modifier) }
}
