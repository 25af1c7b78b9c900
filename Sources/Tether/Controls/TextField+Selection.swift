import Foundation

extension TextField where Label == Text {
    /// Mirrors `init(_:text:selection:prompt:axis:)` (iOS 18): a field whose selection is
    /// bound; typing replaces the selection, which then follows the insertion point (see
    /// `TextSelection`). A nil axis is horizontal.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                            prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), isSecure: false)
        self.axis = axis ?? .horizontal
        self.selection = selection
    }

    /// Mirrors `init(_:text:selection:prompt:axis:)` with a title string (iOS 18).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                               prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
        self.axis = axis ?? .horizontal
        self.selection = selection
    }
}

extension TextField {
    /// Mirrors `init(text:selection:prompt:axis:label:)` (iOS 18).
    nonisolated public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                            @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
        self.axis = axis ?? .horizontal
        self.selection = selection
    }
}
