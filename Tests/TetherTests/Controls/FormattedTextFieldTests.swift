import Foundation
import Testing
@testable import Tether

/// `TextField(_:value:format:)`: the field shows the value formatted; what is typed is parsed
/// into the value when it is submitted, as on iOS; text that does not parse leaves the value.
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
}
