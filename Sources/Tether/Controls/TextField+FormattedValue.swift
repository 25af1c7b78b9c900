import Foundation

/// SwiftUI's text fields bound to a value rather than a string: the field shows the value as a
/// format style (iOS 15) or a Foundation `Formatter` makes it, and what is typed is parsed into
/// the value on submit. Text that does not parse leaves the value as it was and shows it again
/// (the optional format-style forms set it to nil instead, as SwiftUI documents).
extension TextField {
    /// A field that edits a value through `editing`, labelled `label`.
    init(label: Label, prompt: Text?, editing: FormattedValueEditing) {
        self.init(text: .constant(""), prompt: prompt, label: label, isSecure: false)
        formatted = editing
    }

    /// Mirrors `init(value:format:prompt:label:)`.
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                     @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), prompt: prompt, editing: FormattedValueEditing(value: value, format: format))
    }
    /// Mirrors `init(value:format:prompt:label:)` with an optional value.
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                                     @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), prompt: prompt, editing: FormattedValueEditing(optional: value, format: format))
    }
    /// Mirrors `init(value:formatter:prompt:label:)`.
    nonisolated public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt, editing: FormattedValueEditing(value: value, formatter: formatter))
    }
}

extension TextField where Label == Text {
    /// Mirrors `init(_:value:format:prompt:)`.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                                     prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), prompt: prompt, editing: FormattedValueEditing(value: value, format: format))
    }
    /// Mirrors `init(_:value:format:prompt:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                                        prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), prompt: prompt, editing: FormattedValueEditing(value: value, format: format))
    }
    /// Mirrors `init(_:value:format:prompt:)` with an optional value.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                                     prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), prompt: prompt, editing: FormattedValueEditing(optional: value, format: format))
    }
    /// Mirrors `init(_:value:format:prompt:)` with a title string and an optional value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                                        prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), prompt: prompt, editing: FormattedValueEditing(optional: value, format: format))
    }

    /// Mirrors `init(_:value:formatter:)`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(label: Text(titleKey), prompt: nil, editing: FormattedValueEditing(value: value, formatter: formatter))
    }
    /// Mirrors `init(_:value:formatter:prompt:)`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(label: Text(titleKey), prompt: prompt, editing: FormattedValueEditing(value: value, formatter: formatter))
    }
    /// Mirrors `init(_:value:formatter:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(label: Text(title), prompt: nil, editing: FormattedValueEditing(value: value, formatter: formatter))
    }
    /// Mirrors `init(_:value:formatter:prompt:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(label: Text(title), prompt: prompt, editing: FormattedValueEditing(value: value, formatter: formatter))
    }
}
