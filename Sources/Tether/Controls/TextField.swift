import Foundation

/// Mirrors SwiftUI's `TextField`: an editable line of text bound to a string. Empty, it shows
/// its prompt (or its title) in the placeholder style. With the `.vertical` axis (iOS 16) the
/// text wraps and the field grows a line at a time, within the `lineLimit` (a range's lower
/// bound is the least it shows, its upper bound the most; past that the field scrolls, and
/// Tether shows its first lines), and the return key types a new line. Tether has no
/// keyboard: text arrives through `ViewHost.type(_:into:)` and `ViewHost.submit(_:)`
/// (Tether's own).
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    var label: Label
    let isSecure: Bool
    /// The axis the text scrolls along when it does not fit: `.vertical` wraps it.
    var axis: Axis = .horizontal
    /// For a field bound to a formatted value: the value's text, and what parses typed text
    /// into the value (false when it does not parse).
    var formatted: FormattedValueEditing?
    /// The deprecated initializers' `onEditingChanged` (true as editing begins, false as it
    /// ends) and `onCommit` (run by the return key, before the `onSubmit` actions).
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?
    /// The selection bound with `init(_:text:selection:prompt:axis:)` (iOS 18).
    var selection: Binding<TextSelection?>?
    @Environment(\.textFieldStyle) private var style
    @Environment(\.submitActions) private var submitActions
    @Environment(\.textInputTraits) private var traits
    /// What has been typed into a formatted field since its value was last committed.
    @State private var typed: String?

    init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text; self.prompt = prompt; self.label = label; self.isSecure = isSecure
    }

    public var body: some View {
        let (shown, submit) = editing()
        let isVertical = axis == .vertical && !isSecure
        if let problem = formatted?.problem { ControlDiagnostics.report(problem) }
        return TextFieldContent(text: shown.wrappedValue, placeholder: prompt ?? (label as? Text), isSecure: isSecure,
                                isRoundedBorder: style == .roundedBorder, isVertical: isVertical)
            .modifier(_TextInputModifier(text: shown, submit: submit,
                                         keyboardType: traits.keyboardType, returnTypesNewline: isVertical,
                                         editingChanged: onEditingChanged, selection: formatted == nil ? selection : nil))
    }

    /// The text the field edits and its submit actions: a formatted field edits what was
    /// typed (or the value's text) and commits it on submit, before `onCommit` and the
    /// `onSubmit` actions.
    private func editing() -> (Binding<String>, [@MainActor () -> Void]) {
        let submitActions = (onCommit.map { [$0] } ?? []) + self.submitActions
        guard let formatted else { return (text, submitActions) }
        nonisolated(unsafe) let typed = $typed
        let shown = Binding<String>(get: { typed.wrappedValue ?? formatted.text() }, set: { typed.wrappedValue = $0 })
        let commit: @MainActor () -> Void = {
            if let entry = typed.wrappedValue { _ = formatted.commit(entry) }
            typed.wrappedValue = nil
        }
        return (shown, [commit] + submitActions)
    }
}

/// How a `TextField(_:value:format:)` or `TextField(_:value:formatter:)` shows and parses its
/// value; `problem` says why typed text can never become a value, when it cannot.
struct FormattedValueEditing: @unchecked Sendable {
    let text: () -> String
    let commit: (String) -> Bool
    var problem: String? = nil
}

extension TextField where Label == Text {
    /// Mirrors `init(_:text:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey), isSecure: false)
    }
    /// Mirrors `init(_:text:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), isSecure: false)
    }
    /// Mirrors `init(_:text:prompt:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), isSecure: false)
    }
    /// Mirrors `init(_:text:prompt:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
    }
    /// Mirrors `init(_:text:axis:)` (iOS 16).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), isSecure: false)
        self.axis = axis
    }
    /// Mirrors `init(_:text:axis:)` with a title string (iOS 16).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), isSecure: false)
        self.axis = axis
    }
    /// Mirrors `init(_:text:prompt:axis:)` (iOS 16).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), isSecure: false)
        self.axis = axis
    }
    /// Mirrors `init(_:text:prompt:axis:)` with a title string (iOS 16).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
        self.axis = axis
    }
}

extension TextField {
    /// Mirrors `init(text:prompt:label:)`.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
    }
    /// Mirrors `init(text:prompt:axis:label:)` (iOS 16).
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
        self.axis = axis
    }
}

/// Mirrors SwiftUI's `SecureField`: a `TextField` that shows a bullet for each character.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Mirrors `init(_:text:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(titleKey), isSecure: true)
    }
    /// Mirrors `init(_:text:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(title), isSecure: true)
    }
    /// Mirrors `init(_:text:prompt:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, label: Text(titleKey), isSecure: true)
    }
    /// Mirrors `init(_:text:prompt:)` with a title string (iOS 15).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, label: Text(title), isSecure: true)
    }
}

extension SecureField {
    /// Mirrors `init(text:prompt:label:)` (iOS 15): a label view of its own; the prompt is
    /// the placeholder.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), isSecure: true)
    }
}

/// What a text field shows: its text (bullets when secure) or its placeholder, on one line
/// across the offered width (wrapped within the line limit when vertical), placed by the
/// environment's `multilineTextAlignment` as a `UITextField`'s `textAlignment` places it
/// (`.trailing` is the usual way to right-align a value field in a form); with the rounded
/// border style, inside iOS's bordered box.
nonisolated struct TextFieldContent: View {
    let text: String
    let placeholder: Text?
    let isSecure: Bool
    let isRoundedBorder: Bool
    var isVertical = false
    @Environment(\.multilineTextAlignment) private var textAlignment

    var body: some View {
        let alignment: Alignment = switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        let line = Group {
            if text.isEmpty {
                (placeholder ?? Text(verbatim: " ")).foregroundStyle(.tertiary)
            } else {
                Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text)
            }
        }
        .modifier(TextFieldLines(isVertical: isVertical))
        .frame(maxWidth: .infinity, alignment: alignment)
        if isRoundedBorder {
            line.padding(.horizontal, 7).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 5).fill(SystemColors.systemBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(SystemColors.textFieldBorder, lineWidth: 0.5))
        } else {
            line
        }
    }
}

/// A field's text lines: one, or, in a vertical field, as many as the environment's line
/// limit allows, cut off (not truncated) past it.
nonisolated struct TextFieldLines: ViewModifier {
    let isVertical: Bool
    func body(content: Content) -> some View {
        if isVertical {
            content.environment(\.clipsTextPastLineLimit, true)
        } else {
            content.lineLimit(1)
        }
    }
}

/// The modifier that marks a text field's node as editable through `ViewHost.type`.
nonisolated struct _TextInputModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let text: Binding<String>
    let submit: [@MainActor () -> Void]
    let keyboardType: UIKeyboardType
    var isMultiline = false
    var returnTypesNewline = false
    var editingChanged: (@MainActor (Bool) -> Void)? = nil
    var selection: Binding<TextSelection?>? = nil
    var attributes: [NodeAttribute] {
        [TextInputAttribute(text: text, submit: submit, keyboardType: keyboardType, isMultiline: isMultiline,
                            returnTypesNewline: isMultiline || returnTypesNewline, editingChanged: editingChanged, selection: selection)]
    }
}

/// The text a field (or a `TextEditor`, multiline) edits and the actions `onSubmit` gave it.
struct TextInputAttribute: NodeAttribute {
    let text: Binding<String>
    let submit: [@MainActor () -> Void]
    let keyboardType: UIKeyboardType
    /// True for a `TextEditor`: the return and tab keys type themselves instead of submitting
    /// and moving the focus.
    var isMultiline = false
    /// True for a `TextEditor` and a vertical `TextField`: the return key types a new line.
    var returnTypesNewline = false
    /// Told true when the field takes the focus and false when it lets go of it.
    var editingChanged: (@MainActor (Bool) -> Void)? = nil
    /// The selection a field bound with `selection:` edits and reports.
    var selection: Binding<TextSelection?>? = nil
}

/// Which way a text field is drawn.
enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// Mirrors SwiftUI's `TextFieldStyle` protocol: how a text field looks; Tether draws the
/// built-in styles.
public protocol TextFieldStyle {}
/// A text field style Tether draws.
protocol BuiltInTextFieldStyle: TextFieldStyle { var kind: TextFieldStyleKind { get } }
/// Mirrors `DefaultTextFieldStyle` (`.automatic`): plain on iOS.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .automatic }
}
/// Mirrors `PlainTextFieldStyle` (`.plain`): the text alone.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}
/// Mirrors `RoundedBorderTextFieldStyle` (`.roundedBorder`): the text in a white box with a thin
/// grey border and rounded corners.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
private struct SubmitActionsKey: PresentationContextKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}
private struct SearchSubmitActionsKey: PresentationContextKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    /// Actions `onSubmit` set for the text fields below, innermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
    /// Actions `onSubmit(of: .search)` set for the search fields below, innermost first.
    var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `textFieldStyle(_:)`.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style as? any BuiltInTextFieldStyle)?.kind ?? .automatic)
    }
    /// Mirrors SwiftUI's `onSubmit(of:_:)`: `action` runs when what `triggers` names is
    /// submitted (`ViewHost.submit(_:)` in Tether): `.text`, a text field below; `.search`,
    /// the search field of a `searchable` view below (the modifier goes around `searchable`).
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { if triggers.contains(.text) { $0.append(action) } }
            .transformEnvironment(\.searchSubmitActions) { if triggers.contains(.search) { $0.append(action) } }
    }
}

/// Mirrors SwiftUI's `SubmitTriggers`: what submitting runs `onSubmit` for.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `text`: text fields (and secure fields).
    public static let text = SubmitTriggers(rawValue: 1)
    /// Mirrors `search`: the search field of `searchable`.
    public static let search = SubmitTriggers(rawValue: 2)
}
