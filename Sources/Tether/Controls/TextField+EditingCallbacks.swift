import Foundation

/// SwiftUI's first text field initializers (iOS 13, deprecated since iOS 15 in favour of
/// `focused` and `onSubmit`), still common in real code: `onEditingChanged` is told `true`
/// when the field takes the focus (a tap, `ViewHost.focus`, typing into it) and `false` when it
/// lets go (the return key, or the focus moving to another field); `onCommit` runs when the
/// return key is pressed, before the `onSubmit` actions.
extension TextField where Label == Text {
    /// A field with the deprecated callbacks.
    init(label: Text, text: Binding<String>, onEditingChanged: (@MainActor (Bool) -> Void)?, onCommit: (@MainActor () -> Void)?) {
        self.init(text: text, prompt: nil, label: label, isSecure: false)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Mirrors `init(_:text:onEditingChanged:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: Text(titleKey), text: text, onEditingChanged: mainActor(onEditingChanged), onCommit: nil)
    }
    /// Mirrors `init(_:text:onCommit:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(label: Text(titleKey), text: text, onEditingChanged: nil, onCommit: mainActor(onCommit))
    }
    /// Mirrors `init(_:text:onEditingChanged:onCommit:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                            onCommit: @escaping () -> Void) {
        self.init(label: Text(titleKey), text: text, onEditingChanged: mainActor(onEditingChanged), onCommit: mainActor(onCommit))
    }
    /// Mirrors `init(_:text:onEditingChanged:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: Text(title), text: text, onEditingChanged: mainActor(onEditingChanged), onCommit: nil)
    }
    /// Mirrors `init(_:text:onCommit:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(label: Text(title), text: text, onEditingChanged: nil, onCommit: mainActor(onCommit))
    }
    /// Mirrors `init(_:text:onEditingChanged:onCommit:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                               onCommit: @escaping () -> Void) {
        self.init(label: Text(title), text: text, onEditingChanged: mainActor(onEditingChanged), onCommit: mainActor(onCommit))
    }

    /// Mirrors `init(_:value:formatter:onEditingChanged:)`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                               onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onEditingChanged = mainActor(onEditingChanged)
    }
    /// Mirrors `init(_:value:formatter:onCommit:)`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onCommit = mainActor(onCommit)
    }
    /// Mirrors `init(_:value:formatter:onEditingChanged:onCommit:)`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                               onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onEditingChanged = mainActor(onEditingChanged)
        self.onCommit = mainActor(onCommit)
    }
    /// Mirrors `init(_:value:formatter:onEditingChanged:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                                  onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = mainActor(onEditingChanged)
    }
    /// Mirrors `init(_:value:formatter:onCommit:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onCommit = mainActor(onCommit)
    }
    /// Mirrors `init(_:value:formatter:onEditingChanged:onCommit:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                                  onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = mainActor(onEditingChanged)
        self.onCommit = mainActor(onCommit)
    }
}

extension SecureField where Label == Text {
    /// Mirrors `init(_:text:onCommit:)` (deprecated): `onCommit` runs when the return key is pressed.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField(text: text, prompt: nil, label: Text(titleKey), isSecure: true)
        field.onCommit = mainActor(onCommit)
        self.field = field
    }
    /// Mirrors `init(_:text:onCommit:)` with a title string (deprecated).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField(text: text, prompt: nil, label: Text(title), isSecure: true)
        field.onCommit = mainActor(onCommit)
        self.field = field
    }
}

/// A callback SwiftUI declares without an actor, as Tether calls it: on the main actor, where
/// the host delivers the key presses and focus changes that run it.
private func mainActor(_ action: @escaping () -> Void) -> @MainActor () -> Void {
    let box = MainActorBridge.Box(value: action)
    return { box.value() }
}

/// A `(Bool) -> Void` callback SwiftUI declares without an actor, as Tether calls it.
private func mainActor(_ action: @escaping (Bool) -> Void) -> @MainActor (Bool) -> Void {
    let box = MainActorBridge.Box(value: action)
    return { box.value($0) }
}
