import Foundation

/// A part of a `Text`: a string shown as given, or a localized key looked up at resolve.
enum TextSegment: Equatable, Sendable {
    case verbatim(String)
    case localized(LocalizedStringKey, table: String?, bundle: Bundle?)

    var isLocalized: Bool {
        if case .localized = self { return true }
        return false
    }

    /// The text when nothing is translated: the key with its arguments.
    var fallback: String {
        switch self {
        case .verbatim(let s): return s
        case .localized(let key, _, _): return key.key
        }
    }

    /// The translation for `locale` with the arguments filled in, else the fallback; problems
    /// are reported at `node`.
    func resolved(locale: Locale, node: ViewNode) -> String {
        resolved(locale: locale) { node.graph.report(.missingResource, $0, at: node) }
    }

    /// The translation for `locale` with the arguments filled in, else the fallback.
    func resolved(locale: Locale, report: (String) -> Void) -> String {
        guard case .localized(let key, let table, let bundle) = self else { return fallback }
        var problems: [String] = []
        let translation = StringTables.lookup(key.formatKey, table: table, bundle: bundle, locale: locale,
                                              pluralCount: key.arguments.lazy.compactMap(\.number).first, problems: &problems)
        problems.forEach(report)
        guard let translation else { return key.key }
        return LocalizedFormat.fill(translation, with: key.arguments)
    }
}
