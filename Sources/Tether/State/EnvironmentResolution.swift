import Foundation

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        let env = EnvironmentWrite.environment(below: node, keyPath: keyPath) { $0 = value }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: env)
    }
}

extension _EnvironmentTransformModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        let env = EnvironmentWrite.environment(below: node, keyPath: keyPath, transform)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: env)
    }
}

/// The environment below a node that writes one value (`environment(_:_:)`,
/// `transformEnvironment(_:transform:)`): the node's own with the value written. When the
/// node's environment is the one it had last time and the value written equals the last one,
/// it is the very environment handed down last time, version and all, so the views below see
/// no change and are not evaluated again: a parent re-running its body with the same
/// `.environment(\.colorScheme, .dark)` changes nothing below, as in SwiftUI.
enum EnvironmentWrite {
    /// What a writing node handed down last time (kept in the node's first storage slot;
    /// the writing modifiers have no dynamic properties of their own).
    final class Memo {
        let above: UInt64
        let written: Any
        let below: EnvironmentValues
        init(above: UInt64, written: Any, below: EnvironmentValues) {
            self.above = above; self.written = written; self.below = below
        }
    }

    static func environment<Value>(below node: ViewNode, keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                   _ write: (inout Value) -> Void) -> EnvironmentValues {
        let above = node.environment
        var value = above[keyPath: keyPath]
        write(&value)
        if let memo = node.stateSlot(0) as? Memo, memo.above == above.version, areEqual(memo.written, value) {
            return memo.below
        }
        var below = above
        below[keyPath: keyPath] = value
        node.setStateSlot(0, Memo(above: above.version, written: value, below: below))
        return below
    }
}
