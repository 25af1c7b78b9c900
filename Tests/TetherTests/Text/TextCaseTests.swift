import Foundation
import Testing
@testable import Tether

/// `textCase(_:)`: text shown in upper or lower case for the environment's locale.
@MainActor
@Suite struct TextCaseTests {
    @Test func textIsShownInTheCaseTheEnvironmentSays() {
        let h = host(VStack {
            Text("Recent Birds").textCase(.uppercase)
            Text("LOUD").textCase(.lowercase)
            Text("As Written")
        })
        let texts = dumpedTexts(h)
        #expect(texts.contains("RECENT BIRDS") && texts.contains("loud") && texts.contains("As Written"))
    }

    @Test func theLocaleDecidesTheLetters() {
        // Turkish upper-cases a dotted i to İ.
        let h = host(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
        #expect(dumpedTexts(h).contains("İSTANBUL"))
    }
}
