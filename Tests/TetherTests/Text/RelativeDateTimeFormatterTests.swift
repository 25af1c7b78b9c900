import Foundation
import Testing
@testable import Tether

/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks: the largest non-zero calendar
/// unit between the dates, truncated as Apple's formatter does, spelled by ICU (CLDR English).
@Suite struct RelativeDateTimeFormatterTests {
    private let reference = Date(timeIntervalSince1970: 1_800_000_000)

    private func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
                           _ units: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.dateTimeStyle = style
        formatter.unitsStyle = units
        return formatter
    }

    private func string(_ seconds: TimeInterval, _ f: RelativeDateTimeFormatter) -> String {
        f.localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
    }

    @Test func theLargestUnitIsWrittenTruncated() {
        let f = formatter()
        #expect(string(-3600, f) == "1 hour ago")
        #expect(string(2 * 86400, f) == "in 2 days")
        // 90 seconds is one whole minute; 13 days one whole week (Apple's formatter truncates).
        #expect(string(-90, f) == "1 minute ago")
        #expect(string(-13 * 86400, f) == "1 week ago")
        #expect(string(0, f) == "in 0 seconds")
    }

    @Test func namedStylesUseTheLanguagesWordsForNearDates() {
        let f = formatter(.named)
        #expect(string(-86400, f) == "yesterday")
        #expect(string(86400, f) == "tomorrow")
        #expect(string(-7 * 86400, f) == "last week")
        #expect(string(0, f) == "now")
        #expect(string(-7200, f) == "2 hours ago")
    }

    @Test func unitsStylesShortenOrSpellTheUnit() {
        #expect(string(-3600, formatter(.numeric, .short)) == "1 hr. ago")
        #expect(string(-3600, formatter(.numeric, .abbreviated)) == "1h ago")
        #expect(string(-7200, formatter(.numeric, .spellOut)) == "two hours ago")
    }

    @Test func theContextCapitalisesAndTheLocaleTranslates() {
        let f = formatter(.named)
        f.formattingContext = .beginningOfSentence
        #expect(string(-86400, f) == "Yesterday")
        let german = formatter(.named)
        german.locale = Locale(identifier: "de_DE")
        #expect(string(-86400, german) == "gestern")
    }

    @Test func componentsAndObjectsAreWritten() {
        let f = formatter()
        #expect(f.localizedString(from: DateComponents(day: 3, hour: 5)) == "in 3 days")
        #expect(f.localizedString(from: DateComponents(month: -2)) == "2 months ago")
        #expect(f.string(for: "not a date") == nil)
        #expect(f.string(for: Date().addingTimeInterval(-4000)) == "1 hour ago")
        #expect(f.localizedString(fromTimeInterval: -4000) == "1 hour ago")
    }

    @Test func aNonFiniteIntervalIsWrittenAsNoDistance() {
        #expect(formatter().localizedString(fromTimeInterval: .nan) == "in 0 seconds")
    }
}
