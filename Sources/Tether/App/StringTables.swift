import Foundation

/// Looks localized strings up as `Bundle.localizedString(forKey:value:table:)` and SwiftUI's
/// `Text` do on iOS: in a bundle's String Catalog (`<table>.xcstrings`, JSON) or its
/// `<language>.lproj/<table>.strings`, for a locale's language, falling back to the catalog's
/// source language and then to the key.
///
/// The bundle's folders are found as asset catalogs are (`AssetCatalogs.searchFolders`), so a
/// SwiftPM target's `resources: [.copy("Localizable.xcstrings")]` is found from the main bundle.
enum StringTables {
    /// One table file's strings: key → language → value (or plural forms).
    final class Table: @unchecked Sendable {
        var sourceLanguage: String?
        /// key → language → plural category ("other" when the entry has no variations) → value.
        var strings: [String: [String: [String: String]]] = [:]
        var problem: String?
    }

    nonisolated(unsafe) private static var cache: [String: Table] = [:]
    private static let lock = NSLock()

    /// The translation of `key` in `table` for `locale`, or nil; problems (a malformed catalog,
    /// a language the tables do not have) are appended to `problems`.
    static func lookup(_ key: String, table: String?, bundle: Bundle?, locale: Locale,
                       pluralCount: Double?, problems: inout [String]) -> String? {
        let tableName = table ?? "Localizable"
        let language = languageCode(of: locale)
        var sawTable = false
        var sourceFallback: String?
        for file in tableFiles(bundle: bundle, table: tableName, language: language) {
            guard let loaded = load(file) else { continue }
            sawTable = true
            if let problem = loaded.problem { problems.append(problem); continue }
            guard let entry = loaded.strings[key] else { continue }
            if let forms = entry[language] ?? entry[locale.identifier] { return pick(forms, count: pluralCount) }
            if let source = loaded.sourceLanguage, let forms = entry[source], sourceFallback == nil {
                sourceFallback = pick(forms, count: pluralCount)
            }
        }
        if let sourceFallback {
            problems.append("no \(language) translation of '\(key)' in \(tableName); showing the source language's")
            return sourceFallback
        }
        if !sawTable, table != nil {
            problems.append("no string table named '\(tableName)' for \(bundle.map { $0.bundleURL.path } ?? "the main bundle")")
        }
        return nil
    }

    /// Plural forms: "zero" for 0 when given, "one" for 1, otherwise "other" (the rule of
    /// English, German, Dutch, Italian, Spanish and other one/other languages).
    private static func pick(_ forms: [String: String], count: Double?) -> String? {
        guard forms.count > 1, let count else { return forms["other"] ?? forms.values.first }
        if count == 0, let zero = forms["zero"] { return zero }
        if count == 1, let one = forms["one"] { return one }
        return forms["other"] ?? forms.values.first
    }

    nonisolated(unsafe) private static var files: [String: [URL]] = [:]
    nonisolated(unsafe) private static var languages: [String: String] = [:]

    /// The table files of `bundle` for `table` and `language`, in search order, found once:
    /// `Text` looks keys up on every update.
    private static func tableFiles(bundle: Bundle?, table: String, language: String) -> [URL] {
        let key = (bundle?.bundleURL.path ?? "") + "|" + table + "|" + language
        if let known = lock.withLock({ files[key] }) { return known }
        let found = AssetCatalogs.searchFolders(for: bundle).flatMap { candidateFiles(in: $0, table: table, language: language) }
        lock.withLock { files[key] = found }
        return found
    }

    /// The language code of `locale` ("de" for de_DE), remembered per identifier.
    private static func languageCode(of locale: Locale) -> String {
        let id = locale.identifier
        if let known = lock.withLock({ languages[id] }) { return known }
        let code = locale.language.languageCode?.identifier ?? String(id.prefix(2))
        lock.withLock { languages[id] = code }
        return code
    }

    /// The table files a folder may hold: the String Catalog, then `.strings` of the language.
    private static func candidateFiles(in folder: URL, table: String, language: String) -> [URL] {
        var files = [folder.appendingPathComponent(table + ".xcstrings")]
        for lproj in [language, "Base", "en"] {
            files.append(folder.appendingPathComponent("\(lproj).lproj/\(table).strings"))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    private static func load(_ file: URL) -> Table? {
        lock.lock()
        if let known = cache[file.path] { lock.unlock(); return known }
        lock.unlock()
        let table = Table()
        if file.pathExtension == "xcstrings" { readCatalog(file, into: table) } else { readStrings(file, into: table) }
        lock.lock(); cache[file.path] = table; lock.unlock()
        return table
    }

    /// A String Catalog: `{"sourceLanguage": "en", "strings": {key: {"localizations": {lang:
    /// {"stringUnit": {"value": ...}} or {"variations": {"plural": {category: {"stringUnit": ...}}}}}}}}`.
    private static func readCatalog(_ file: URL, into table: Table) {
        guard let data = try? Data(contentsOf: file),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            table.problem = "\(file.lastPathComponent) is not a readable String Catalog (malformed JSON or no \"strings\")"
            return
        }
        table.sourceLanguage = root["sourceLanguage"] as? String
        for (key, value) in strings {
            guard let entry = value as? [String: Any], let localizations = entry["localizations"] as? [String: Any] else {
                continue
            }
            var byLanguage: [String: [String: String]] = [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    byLanguage[language] = ["other": text]
                } else if let variations = localization["variations"] as? [String: Any],
                          let plural = variations["plural"] as? [String: Any] {
                    var forms: [String: String] = [:]
                    for (category, form) in plural {
                        if let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                            forms[category] = text
                        }
                    }
                    if !forms.isEmpty { byLanguage[language] = forms }
                }
            }
            table.strings[key] = byLanguage
        }
    }

    /// A `.strings` file (`"key" = "value";`, comments allowed), read as a property list.
    private static func readStrings(_ file: URL, into table: Table) {
        let language = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        guard let data = try? Data(contentsOf: file),
              let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] else {
            table.problem = "\(language).lproj/\(file.lastPathComponent) is not a readable strings file"
            return
        }
        // The development language's (or Base) strings stand in for languages without a table.
        table.sourceLanguage = language == "Base" || language == "en" ? language : nil
        for (key, value) in plist { table.strings[key, default: [:]][language] = ["other": value] }
    }
}
