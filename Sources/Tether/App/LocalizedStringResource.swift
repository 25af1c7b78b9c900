import Foundation

extension String {
    /// A compatibility name, Tether's own: mirrors Foundation's `String.LocalizationValue` (which
    /// Foundation on Linux does not have): a key with interpolated arguments, as
    /// `String(localized:)` takes it.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
        let key: LocalizedStringKey
        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation) }
    }

    /// A compatibility name, Tether's own: mirrors Foundation's `String(localized:table:bundle:locale:comment:)`,
    /// reading String Catalogs and `.strings` tables as `Text` does.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringResource(keyAndValue, table: table, locale: locale,
                                       bundle: bundle.map { .atURL($0.bundleURL) } ?? .main).resolvedString()
    }
    /// A compatibility name, Tether's own: mirrors Foundation's `String(localized:)` for a resource.
    public init(localized resource: LocalizedStringResource) { self = resource.resolvedString() }
}

/// A compatibility name, Tether's own: mirrors Foundation's `LocalizedStringResource` (which
/// Foundation on Linux does not have): a key, its table and bundle, looked up when shown —
/// by `Text(_:)` for the environment's locale, by `String(localized:)` for its own.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

    /// Mirrors `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        var bundle: Bundle? {
            switch self {
            case .main: return nil
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    let value: LocalizedStringKey
    /// Mirrors `key`.
    public var key: String { value.formatKey }
    /// Mirrors `table`.
    public var table: String?
    /// Mirrors `locale`.
    public var locale: Locale
    /// Mirrors `bundle`.
    public var bundle: BundleDescription

    /// Mirrors `LocalizedStringResource(_:table:locale:bundle:comment:)`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        value = keyAndValue.key; self.table = table; self.locale = locale; self.bundle = bundle
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The translation for `locale`, else the key with its arguments.
    func resolvedString(locale: Locale? = nil) -> String {
        var problems: [String] = []
        let translation = StringTables.lookup(value.formatKey, table: table, bundle: bundle.bundle, locale: locale ?? self.locale,
                                              pluralCount: value.arguments.lazy.compactMap(\.number).first, problems: &problems)
        for problem in problems { ResourceDiagnostics.report(problem) }
        return translation.map { LocalizedFormat.fill($0, with: value.arguments) } ?? value.key
    }
}

extension Text {
    /// Mirrors SwiftUI's `Text(_: LocalizedStringResource)`: looked up for the environment's locale.
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.value, tableName: resource.table, bundle: resource.bundle.bundle)
    }
}
