import Foundation

/// Marks a field's view with the focus state that says whether it is focused.
struct FocusBindingAttribute: NodeAttribute {
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void
    let unfocus: @MainActor () -> Void
}

/// The modifier behind `focused(_:)` and `focused(_:equals:)`.
nonisolated struct FocusedModifier<Value: Hashable>: ViewModifier, AttributeModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    var attributes: [NodeAttribute] {
        nonisolated(unsafe) let binding = self.binding, value = self.value
        return [FocusBindingAttribute(isFocused: { binding.wrappedValue == value },
                                      focus: { binding.wrappedValue = value },
                                      unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })]
    }

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.graph.focusBindings.insert(node)
        resolveAttributes(content: content, in: node)
    }
}

/// Mirrors SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
    let isUserInitiated: Bool
    /// Mirrors `automatic`.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Mirrors `userInitiated`.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// Mirrors SwiftUI's `focused(_:)`: the field inside is focused while `condition` is true;
    /// focusing it sets `condition` to true, focusing another field sets it to false.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }
    /// Mirrors SwiftUI's `focused(_:equals:)`: the field inside is focused while `binding`
    /// equals `value`.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
    /// Mirrors SwiftUI's `defaultFocus(_:_:priority:)`: when the view appears with nothing
    /// focused, the focus goes to `value`.
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                                      priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear { if binding.wrappedValue == binding.unfocused { binding.wrappedValue = value } }
    }
}

/// Mirrors SwiftUI's `FocusInteractions`: the focus-driven interactions a focusable view supports.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// Mirrors `rawValue`.
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `activate`: a primary action that focus gestures activate (on iOS only with
    /// full keyboard access turned on).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Mirrors `edit`: the view takes input from a keyboard.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Mirrors `automatic`: whatever the platform expects of interactive content (both).
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// Marks a view that `focusable` made able to take the focus.
struct FocusableAttribute: NodeAttribute {
    let interactions: FocusInteractions
}

/// The modifier behind `focusable(_:)` and `focusable(_:interactions:)`: a focusable view
/// tells the views inside whether it has the focus (`EnvironmentValues.isFocused`).
nonisolated struct _FocusableModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let isFocusable: Bool
    let interactions: FocusInteractions
    var attributes: [NodeAttribute] { isFocusable ? [FocusableAttribute(interactions: interactions)] : [] }

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        guard isFocusable else {
            node.reevaluate = nil
            resolveAttributes(content: content, in: node)
            return
        }
        node.layout = nil
        node.attributes = attributes
        node.graph.focusScopeTracking.scopes.insert(node)
        // Resolved again (with the content it was last given) when the focus comes or goes.
        node.reevaluate = { node in Self.resolveContent(content, in: node) }
        Self.resolveContent(content, in: node)
    }

    private static func resolveContent<Content: View>(_ content: Content, in node: ViewNode) {
        let hasFocus = node.graph.focusScopeTracking.focused === node
        let environment = EnvironmentWrite.environment(below: node, keyPath: \.focusableAncestorHasFocus) { $0 = hasFocus }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
    }
}

extension View {
    /// Mirrors SwiftUI's `focusable(_:)`: the view can take the focus, so `focused(_:)` and
    /// `focused(_:equals:)` around it can focus it and its `onKeyPress` actions receive the
    /// keys pressed while it has it (`ViewHost.focus(_:)` and `pressKey(_:modifiers:)` in Tether).
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
    }
    /// Mirrors SwiftUI's `focusable(_:interactions:)`: as `focusable(_:)`, with the
    /// interactions the view supports.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }
}

private struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `isFocusEffectEnabled` (iOS 17): whether focusable views inside show
    /// the system's focus effect. An iPhone draws none for touch (the effect is a keyboard's,
    /// on iPad and Mac), and neither does Tether; views can read the setting.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `focusEffectDisabled(_:)` (iOS 17): sets `isFocusEffectEnabled` to
    /// `!disabled` for the views inside.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = !disabled }
    }
}
