import Foundation
import Testing
@testable import Tether

/// `ListFormatter`, which Linux's Foundation lacks: CLDR's standard "and" lists in the
/// formatter's language, items written by the item formatter, and the arrays `Text(_:formatter:)`
/// hands it.
@MainActor
@Suite struct ListFormatterTests {
    func formatter(_ identifier: String) -> ListFormatter {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: identifier)
        return formatter
    }

    /// CLDR's English list: commas and a final ", and" (the serial comma of US English); two
    /// items only "and"; one item alone; none empty.
    @Test func englishListsTakeCommasAndAFinalAnd() {
        let english = formatter("en_US")
        #expect(english.string(from: ["apples", "pears", "plums"]) == "apples, pears, and plums")
        #expect(english.string(from: ["apples", "pears"]) == "apples and pears")
        #expect(english.string(from: ["apples"]) == "apples")
        #expect(english.string(from: []) == "")
    }

    /// Other languages join as CLDR says: German's "und" without a serial comma, Chinese's
    /// enumeration comma and 和.
    @Test func otherLanguagesJoinTheirOwnWay() {
        #expect(formatter("de_DE").string(from: ["Äpfel", "Birnen", "Pflaumen"]) == "Äpfel, Birnen und Pflaumen")
        #expect(formatter("zh_CN").string(from: ["苹果", "香蕉", "橙子"]) == "苹果、香蕉和橙子")
    }

    /// Items are written by the item formatter (a number formatter spells 1.5 in the list's
    /// language as its own locale says), else as themselves.
    @Test func theItemFormatterWritesEachItem() {
        let list = formatter("en_US")
        #expect(list.string(from: [1, 2.5, "three"]) == "1, 2.5, and three")
        let numbers = NumberFormatter()
        numbers.numberStyle = .spellOut
        numbers.locale = Locale(identifier: "en_US")
        list.itemFormatter = numbers
        #expect(list.string(from: [1, 2]) == "one and two")
    }

    /// `string(for:)` takes Swift arrays and `NSArray`s and nothing else; `Text(_:formatter:)`
    /// draws what it writes.
    @Test func stringForTakesArraysAndTextShowsTheList() {
        let list = formatter("en_US")
        #expect(list.string(for: ["a", "b"]) == "a and b")
        #expect(list.string(for: NSArray(array: ["a", "b", "c"])) == "a, b, and c")
        #expect(list.string(for: "a") == nil)
        #expect(list.string(for: nil) == nil)
        let h = host(Text(["red", "green"], formatter: list).testID("t"), width: 300, height: 60)
        #expect(h.accessibilityTree().contains("red and green"))
    }
}
