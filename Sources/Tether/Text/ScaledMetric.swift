import Foundation

/// Mirrors SwiftUI's `@ScaledMetric`: a number (a padding, an icon's size) that grows with the
/// text size as the text style it is relative to grows (`body` by default): at the default
/// `large` size it is the value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let link = EnvironmentLink()

    /// Mirrors `init(wrappedValue:relativeTo:)`.
    nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }
    /// Mirrors `init(wrappedValue:)`, relative to `body`.
    nonisolated public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// Mirrors `wrappedValue`: the value scaled for the environment's text size.
    public var wrappedValue: Value {
        let size = link.values?.dynamicTypeSize ?? .large
        return baseValue * Value(textStyle.scale(at: size))
    }
}

extension ScaledMetric: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.values = node.environment }
}
