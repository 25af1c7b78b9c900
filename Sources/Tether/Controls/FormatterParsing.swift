import Foundation

/// Turns text typed into a `TextField(_:value:formatter:)` back into a value. SwiftUI asks the
/// formatter's `getObjectValue(_:for:errorDescription:)`, which Linux's Foundation keeps
/// internal; Tether parses with the public methods of the formatters that have one —
/// `NumberFormatter.number(from:)`, `DateFormatter.date(from:)` and
/// `ISO8601DateFormatter.date(from:)` — and casts the result to the bound type as SwiftUI
/// casts the object value (a number with a fraction is no `Int`).
enum FormatterParsing {
    /// Why text typed into a field with `formatter` can never become a value, or nil when it can.
    static func problem(with formatter: Formatter) -> String? {
        if formatter is NumberFormatter || formatter is DateFormatter || formatter is ISO8601DateFormatter { return nil }
        return "a TextField with a \(type(of: formatter)) shows its value but cannot turn typed text back into one "
            + "(Linux's Foundation parses only with NumberFormatter, DateFormatter and ISO8601DateFormatter); "
            + "typing leaves the value unchanged"
    }

    /// `text` parsed by `formatter` as a `V`, nil when it does not parse or is not a `V`.
    static func value<V>(_ text: String, with formatter: Formatter, as type: V.Type = V.self) -> V? {
        switch formatter {
        case let numbers as NumberFormatter:
            guard let number = numbers.number(from: text) else { return nil }
            if let exact = (number as Any) as? V { return exact }
            if V.self == Decimal.self { return number.decimalValue as? V }
            return nil
        case let dates as DateFormatter:
            return dates.date(from: text) as? V
        case let dates as ISO8601DateFormatter:
            return dates.date(from: text) as? V
        default:
            return nil
        }
    }
}

extension FormattedValueEditing {
    /// Editing `value` through `formatter`: shown as `string(for:)` makes it, committed when
    /// the typed text parses as a `V` (otherwise the value stays as it was).
    init<V>(value: Binding<V>, formatter: Formatter) {
        self.init(text: { formatter.string(for: value.wrappedValue) ?? "" }, commit: { entry in
            guard let parsed = FormatterParsing.value(entry, with: formatter, as: V.self) else { return false }
            value.wrappedValue = parsed
            return true
        }, problem: FormatterParsing.problem(with: formatter))
    }

    /// Editing `value` through the format style `format`: text that does not parse leaves the
    /// value as it was.
    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.init(text: { format.format(value.wrappedValue) }, commit: { entry in
            guard let parsed = try? format.parseStrategy.parse(entry) else { return false }
            value.wrappedValue = parsed
            return true
        })
    }

    /// Editing an optional `value` through `format`: nil shows as an empty field, and text that
    /// does not parse sets the value to nil, as SwiftUI documents for the optional forms.
    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        self.init(text: { value.wrappedValue.map { format.format($0) } ?? "" }, commit: { entry in
            let parsed = try? format.parseStrategy.parse(entry)
            value.wrappedValue = parsed
            return parsed != nil
        })
    }
}
