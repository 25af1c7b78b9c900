import Foundation

/// Mirrors SwiftUI's `Form`: its content shown by the `formStyle` — on iOS by default the
/// grouped style, the rows and sections of an inset grouped list, whatever list style the
/// environment has.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View {
        style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(content: AnyView(content))))
            // A form inside the form's content is styled as iOS styles it, by the default style.
            .environment(\.formStyle, EnvironmentValues().formStyle)
    }
}

/// Mirrors SwiftUI's `LabeledContent`: a label leading and its value trailing, in the
/// secondary style, as iOS shows settings.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    @Environment(\.labelsVisibility) private var labelsVisibility

    @Environment(\.formLaysOutColumns) private var inColumns

    public var body: some View {
        if inColumns {
            // A columns form: the label ends, and the value starts, at the value column.
            FormColumnsRow {
                if labelsVisibility != .hidden { label }
                content
            }
        } else {
            HStack {
                if labelsVisibility != .hidden {
                    label
                    Spacer()
                }
                content.foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// Mirrors `init(_:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Mirrors `init(_:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Mirrors `init(_:value:)`.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// Mirrors `init(_:value:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// Mirrors `init(_:value:format:)`: the value written by a format style, as `Text(_:format:)` writes it.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    /// Mirrors `init(_:value:format:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
