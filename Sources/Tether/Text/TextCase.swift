import Foundation

extension Text {
    /// Mirrors SwiftUI's `Text.Case`: the case `textCase(_:)` shows text in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// This text's characters in `textCase` for `locale` (unchanged when nil).
    func cased(_ textCase: Case?, locale: Locale) -> Text {
        guard let textCase else { return self }
        var t = self
        for index in t.pieces.indices where !t.pieces[index].content.isImage {
            let shown = t.pieces[index].content.fallback
            t.pieces[index].content = .verbatim(textCase == .uppercase ? shown.uppercased(with: locale) : shown.lowercased(with: locale))
        }
        return t
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `textCase` environment value.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `textCase(_:)`: text inside is shown in upper or lower case (for the
    /// environment's locale); nil shows it as written.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
