import Foundation
import Testing
@testable import Tether

/// UIKit's index paths: section first, then the row (tables) or item (collections) — the
/// same second index under two names. A path without two indices is reported, not trapped on.
@MainActor
@Suite struct IndexPathUIKitTests {
    @Test func rowAndItemAreTheSecondIndexAndSectionTheFirst() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(Array(path) == [1, 3])
        #expect(IndexPath(item: 4, section: 2) == IndexPath(indexes: [2, 4]))
        #expect(IndexPath(row: 0, section: 0) < IndexPath(row: 1, section: 0))
    }

    @Test func settingAnIndexChangesOnlyThatIndex() {
        var path = IndexPath(item: 4, section: 2)
        path.row = 7
        #expect(path == [2, 7])
        path.section = 5
        #expect(path.item == 7 && path.section == 5)
    }

    @Test func aPathWithoutTwoIndicesIsReportedAndReadsZero() {
        struct Reader: View {
            var body: some View { Text("\(IndexPath(index: 4).row)") }
        }
        let host = ViewHost(Reader(), size: CGSize(width: 100, height: 40))
        host.update()
        #expect(host.diagnostics.contains { $0.message.contains("needs exactly two") })
        #expect(IndexPath().section == 0)
        var short = IndexPath()
        short.row = 2
        #expect(short == [0, 2])
    }
}
