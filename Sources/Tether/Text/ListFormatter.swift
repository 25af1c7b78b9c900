import Foundation

/// Mirrors Foundation's `ListFormatter` (iOS 13), which Linux's Foundation lacks: joins items
/// with the separators and the "and" of `locale`'s language ("apples, pears, and plums";
/// "苹果、香蕉和橙子"), as CLDR writes a standard list; ICU joins them, through Foundation's
/// list format style. Each item is written by `itemFormatter` when it can, else as itself (a
/// string) or its description.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Mirrors `locale` (the current locale); setting nil restores it.
    open var locale: Locale! {
        get { storedLocale }
        set { storedLocale = newValue ?? .current }
    }
    private var storedLocale = Locale.current
    /// Mirrors `itemFormatter`: writes each item (nil: each item as itself).
    open var itemFormatter: Formatter?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Mirrors `localizedString(byJoining:)`: `strings` as a list in the current locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().join(strings)
    }

    /// Mirrors `string(from:)`: the items, each written by `itemFormatter` or as itself, as a
    /// list.
    open func string(from items: [Any]) -> String? {
        join(items.map(text(of:)))
    }

    /// Mirrors `string(for:)`: an array (Swift or `NSArray`) as a list; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let items = obj as? [Any] { return string(from: items) }
        if let array = obj as? NSArray { return string(from: array.map { $0 }) }
        return nil
    }

    private func join(_ strings: [String]) -> String {
        strings.formatted(.list(type: .and, width: .standard).locale(storedLocale))
    }

    private func text(of item: Any) -> String {
        if let written = itemFormatter?.string(for: item) { return written }
        if let string = item as? String { return string }
        if let string = item as? NSString { return string as String }
        return String(describing: item)
    }
}
