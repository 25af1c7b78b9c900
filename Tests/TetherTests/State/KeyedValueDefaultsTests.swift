import Foundation
import Testing
@testable import Tether

private struct NicknameKey: EnvironmentKey { static let defaultValue: String? = "friend" }
extension EnvironmentValues {
    fileprivate var nickname: String? {
        get { self[NicknameKey.self] }
        set { self[NicknameKey.self] = newValue }
    }
}

private struct Greeting: View {
    @Environment(\.nickname) private var nickname
    var body: some View { Text("Hi, \(nickname ?? "nobody")") }
}

private struct BadgeKey: PreferenceKey {
    static let defaultValue: Int? = 7
    static func reduce(value: inout Int?, nextValue: () -> Int?) { value = nextValue() ?? value }
}

private struct UrgencyKey: TransactionKey { static let defaultValue: String? = "normal" }

private struct RankKey: LayoutValueKey { static let defaultValue: Int? = 3 }

private struct ShelfKey: ContainerValueKey { static let defaultValue: String? = "top" }

/// A key whose value is optional keeps its default until something sets it — nil included —
/// in every keyed store: environment values, preferences, transactions, layout values and
/// container values, as in SwiftUI.
@MainActor
@Suite struct KeyedValueDefaultsTests {
    @Test func anOptionalEnvironmentValueReadsItsDefaultUntilSet() {
        let h = host(VStack {
            Greeting()
            Greeting().environment(\.nickname, "Ada")
            Greeting().environment(\.nickname, nil)
        })
        #expect(dumpedTexts(h) == ["Hi, friend", "Hi, Ada", "Hi, nobody"])
        #expect(EnvironmentValues().nickname == "friend")
    }

    @Test func anOptionalTransactionValueReadsItsDefaultUntilSet() {
        var transaction = Transaction()
        #expect(transaction[UrgencyKey.self] == "normal")
        transaction[UrgencyKey.self] = nil
        #expect(transaction[UrgencyKey.self] == nil)
    }

    @Test func anOptionalPreferenceNoViewSetsReadsTheDefault() {
        let seen = Seen()
        let h = host(VStack {
            Text("none")
            Text("set").preference(key: BadgeKey.self, value: 2)
        }.onPreferenceChange(BadgeKey.self) { seen.values.append($0) })
        // One view sets 2 over the default 7; without it the reduction would start from nil.
        #expect(seen.values.last == 2)
        let quiet = Seen()
        let bare = host(Text("none").onPreferenceChange(BadgeKey.self) { quiet.values.append($0) })
        // Nothing sets it: no change from the default is reported, or it is the default.
        #expect(quiet.values.allSatisfy { $0 == 7 })
        _ = (h, bare)
    }

    @Test func optionalLayoutAndContainerValuesReadTheirDefaults() {
        var values = ContainerValues()
        #expect(values[ShelfKey.self] == "top")
        values[ShelfKey.self] = nil
        #expect(values[ShelfKey.self] == nil)
        let ranks = Seen()
        let h = host(RankReader(ranks: ranks) { Text("a"); Text("b").layoutValue(key: RankKey.self, value: nil) })
        _ = h
        #expect(ranks.values == [3, nil])
    }
}

/// Optional values seen, in order.
private final class Seen: @unchecked Sendable {
    var values: [Int?] = []
}

/// A layout recording its subviews' `RankKey` values.
private struct RankReader: Layout {
    let ranks: Seen
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        ranks.values = subviews.map { $0[RankKey.self] }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
