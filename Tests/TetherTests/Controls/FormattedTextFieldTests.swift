import Foundation
import Testing
@testable import Tether

/// `TextField(_:value:format:)` and `TextField(_:value:formatter:)`: the field shows the value
/// formatted; what is typed is parsed into the value when it is submitted, as on iOS; text that
/// does not parse leaves the value (the optional format-style forms set it to nil).
@MainActor
@Suite struct FormattedTextFieldTests {
    struct Amount: View {
        @State var amount = 12.5
        @State var submitted = 0
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number.locale(Locale(identifier: "en_US")))
                    .onSubmit { submitted += 1 }
                    .testID("field")
                Text(verbatim: "value \(amount) submitted \(submitted)")
            }
        }
    }

    @Test func theFieldShowsTheFormattedValue() {
        let h = host(Amount())
        #expect(dumpedTexts(h) == ["12.5", "value 12.5 submitted 0"])
    }

    @Test func typedTextBecomesTheValueOnSubmit() throws {
        let h = host(Amount())
        try h.type("0", into: "field")
        // Typing edits the text; the value waits for the submit.
        #expect(dumpedTexts(h) == ["12.50", "value 12.5 submitted 0"])
        try h.submit("field")
        #expect(dumpedTexts(h) == ["12.5", "value 12.5 submitted 1"])
        try h.type("1", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["12.51", "value 12.51 submitted 2"])
    }

    @Test func textThatDoesNotParseLeavesTheValue() throws {
        let h = host(Amount())
        try h.type("abc", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["12.5", "value 12.5 submitted 1"])
    }

    struct Count: View {
        @State var count = 7
        let formatter: Formatter
        var body: some View {
            VStack {
                TextField("Count", value: $count, formatter: formatter).testID("field")
                Text(verbatim: "count \(count)")
            }
        }
    }

    @Test func aFormatterFieldShowsTheValueAsTheFormatterWritesIt() {
        let spelled = NumberFormatter()
        spelled.numberStyle = .spellOut
        spelled.locale = Locale(identifier: "en_US")
        #expect(dumpedTexts(host(Count(formatter: spelled))) == ["seven", "count 7"])
        #expect(dumpedTexts(host(Count(formatter: NumberFormatter()))) == ["7", "count 7"])
    }

    @Test func typedTextParsedByANumberFormatterBecomesAnIntOnSubmit() throws {
        let h = host(Count(formatter: NumberFormatter()))
        try h.type("2", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["72", "count 72"])
        // 72.5 parses as a number but is no Int: the value stays, as SwiftUI's cast fails.
        try h.type(".5", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["72", "count 72"])
    }

    @Test func aDateFormatterFieldParsesDates() throws {
        struct Day: View {
            @State var day = Date(timeIntervalSince1970: 0)
            var body: some View {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd"
                formatter.timeZone = TimeZone(identifier: "UTC")
                return VStack {
                    TextField("Day", value: $day, formatter: formatter).testID("field")
                    Text(verbatim: "\(day.timeIntervalSince1970)")
                }
            }
        }
        let h = host(Day())
        #expect(dumpedTexts(h) == ["1970-01-01", "0.0"])
        try h.focus("field")
        for _ in 0..<2 { try h.pressKey(.delete) }
        try h.type("02", into: "field")
        try h.submit("field")
        // The second of January 1970, one day of 86,400 seconds after the first.
        #expect(dumpedTexts(h) == ["1970-01-02", "86400.0"])
    }

    @Test func aFormatterLinuxCannotParseWithShowsTheValueAndSaysTypingCannotChangeIt() throws {
        let bytes = ByteCountFormatter()
        bytes.countStyle = .decimal
        let h = host(Count(formatter: bytes))
        #expect(h.diagnostics.contains { $0.message.contains("ByteCountFormatter") && $0.message.contains("cannot turn typed text") })
        try h.type("0", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h).last == "count 7")
    }

    @Test func anOptionalValueIsEmptyWhenNilAndBecomesNilWhenTheTextDoesNotParse() throws {
        struct OptionalAge: View {
            @State var age: Int? = nil
            var body: some View {
                VStack {
                    TextField("Age", value: $age, format: .number, prompt: Text("Age")).testID("field")
                    Text(verbatim: "age \(age.map(String.init) ?? "nil")")
                }
            }
        }
        let h = host(OptionalAge())
        #expect(dumpedTexts(h) == ["Age", "age nil"])
        try h.type("42", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["42", "age 42"])
        try h.focus("field")
        for _ in 0..<2 { try h.pressKey(.delete) }
        try h.type("x", into: "field")
        try h.submit("field")
        #expect(dumpedTexts(h) == ["Age", "age nil"])
    }

    @Test func theLabelFormsTakeAViewAsTheirLabel() throws {
        struct Labelled: View {
            @State var amount = 3.0
            @State var count = 4
            var body: some View {
                VStack {
                    TextField(value: $amount, format: .number) { Text("Amount") }.testID("amount")
                    TextField(value: $count, formatter: NumberFormatter(), prompt: Text("Count")) { Text("Count") }.testID("count")
                    Text(verbatim: "\(amount) \(count)")
                }
            }
        }
        let h = host(Labelled())
        try h.type("1", into: "amount")
        try h.submit("amount")
        try h.type("5", into: "count")
        try h.submit("count")
        #expect(dumpedTexts(h).last == "31.0 45")
    }
}
