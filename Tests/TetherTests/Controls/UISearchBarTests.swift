import Foundation
import Testing
@testable import Tether

/// Records what a search bar tells its delegate, and may refuse digits.
@MainActor
final class SearchBarLog: NSObject, UISearchBarDelegate {
    var events: [String] = []
    var refusesDigits = false
    /// The bar the representable made.
    weak var bar: UISearchBar?
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("changed \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !(refusesDigits && text.contains { $0.isNumber })
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
}

/// A search bar in a representable, as apps wrap one.
private struct SearchBarView: UIViewRepresentable {
    let log: SearchBarLog
    var showsCancel = false
    var tint: UIColor? = nil
    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.placeholder = "Search apps"
        bar.delegate = log
        bar.accessibilityIdentifier = "search"
        log.bar = bar
        return bar
    }
    func updateUIView(_ bar: UISearchBar, context: Context) {
        bar.showsCancelButton = showsCancel
        bar.barTintColor = tint
    }
}

/// `UISearchBar`: a 56-point bar with iOS's 36-point search field 8 points in from its sides,
/// typed into through its delegate; the Search key, Cancel and the clear button reach the
/// delegate as on iOS.
@MainActor
@Suite struct UISearchBarTests {
    private let width: CGFloat = 390

    @Test func aSearchBarIsFiftySixPointsTallAndAsWideAsOffered() throws {
        let h = host(SearchBarView(log: SearchBarLog()).testID("bar"), width: width, height: 200)
        let frame = try #require(h.frame(of: "bar"))
        #expect(close(frame.width, width) && close(frame.height, 56), "\(frame)")
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        // The field: 8 points in from each side, 36 tall, centred in the 56.
        #expect(bar.fieldFrame == CGRect(x: 8, y: 10, width: 284, height: 36))
        bar.showsCancelButton = true
        #expect(bar.fieldFrame.width < 284 - 8)
    }

    @Test func typingGoesThroughTheDelegate() throws {
        let log = SearchBarLog()
        let h = host(SearchBarView(log: log), width: width, height: 200)
        try h.type("cats", into: "search")
        #expect(log.events == ["shouldBegin", "didBegin", "changed cats"])
        log.refusesDigits = true
        try h.type("42", into: "search")
        #expect(log.events.last == "changed cats")
        // The Search key: the delegate hears it, and editing ends.
        try h.submit("search")
        #expect(log.events.suffix(2) == ["didEnd", "search"] || log.events.suffix(2) == ["search", "didEnd"])
    }

    @Test func cancelAndClearReachTheDelegate() throws {
        let log = SearchBarLog()
        let h = host(SearchBarView(log: log, showsCancel: true), width: width, height: 200)
        try h.type("dogs", into: "search")
        let frame = try #require(h.frame(of: "search"))
        // Cancel sits at the bar's trailing end, 8 points in.
        try h.tap(at: CGPoint(x: frame.maxX - 8 - 10, y: frame.midY))
        #expect(log.events.last == "cancel")
        // The clear button ends the field (8 points of padding, a 17-point symbol).
        let bar = try #require(log.bar)
        try h.tap(at: CGPoint(x: frame.minX + bar.fieldFrame.maxX - 8 - 8.5, y: frame.midY))
        #expect(log.events.last == "changed " && bar.text == "")
    }

    @Test func theFieldIsDrawnInTheTertiaryFillAndTheBarInItsTint() throws {
        let plain = try DecodedPixels(pngData: host(SearchBarView(log: SearchBarLog()), width: width, height: 56).pngData(scale: 1))
        // Inside the field, above its text: tertiarySystemFill (#767680 at 12 %).
        let field = plain.pixel(x: Int(width / 2), y: 12)
        #expect(field.a > 15 && field.a < 50, "\(field)")
        // Above the field, the default style draws no background without a bar tint.
        #expect(plain.pixel(x: Int(width / 2), y: 4).a == 0)
        let tinted = try DecodedPixels(pngData: host(SearchBarView(log: SearchBarLog(), tint: .systemRed), width: width, height: 56).pngData(scale: 1))
        let bar = tinted.pixel(x: Int(width / 2), y: 4)
        #expect(bar.r > 200 && bar.g < 100 && bar.a == 255, "\(bar)")
    }
}
