import Foundation

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        var env = node.environment
        env[keyPath: keyPath] = value
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: env)
    }
}

extension _EnvironmentTransformModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        var env = node.environment
        transform(&env[keyPath: keyPath])
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: env)
    }
}
