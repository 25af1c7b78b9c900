import Foundation
import Testing
@testable import Tether

/// iOS 18's sections of a custom container: `Group(sections:transform:)` and
/// `ForEach(sections:content:)` group a view's subviews by `Section`, views outside any
/// section making a section of their own.
@MainActor
@Suite struct SectionCollectionTests {
    @Test func sectionsGiveTheirHeaderContentAndFooterSubviews() {
        let parts = Recorder<[String]>()
        let h = host(VStack(spacing: 0) {
            Group(sections: Group {
                Section { Text("a1"); Text("a2") } header: { Text("A") }
                Section { Text("b1") } footer: { Text("end b") }
                Text("loose 1")
                Text("loose 2")
            }) { sections in
                let _ = parts.record(sections.map { "\($0.header.count)/\($0.content.count)/\($0.footer.count)" })
                ForEach(sections) { section in
                    section.header
                    section.content
                    section.footer
                }
            }
        })
        // Two sections, then the two loose texts together in a third.
        #expect(parts.value == ["1/2/0", "0/1/1", "0/2/0"])
        #expect(dumpedTexts(h) == ["A", "a1", "a2", "b1", "end b", "loose 1", "loose 2"])
    }

    @Test func forEachSectionsBuildsOneViewPerSectionWithItsContainerValues() {
        let h = host(VStack(spacing: 0) {
            ForEach(sections: Group {
                Section("First") { Text("1") }.containerValue(\.subviewTestRank, 7)
                Section("Second") { Text("2"); Text("3") }
            }) { section in
                VStack(spacing: 0) {
                    section.header
                    Text("\(section.content.count) rows, rank \(section.containerValues.subviewTestRank)")
                }
            }
        })
        // The rank set on the first section; the key's default on the second.
        #expect(dumpedTexts(h) == ["First", "1 rows, rank 7", "Second", "2 rows, rank -1"])
    }

    @Test func aViewWithoutSectionsIsOneSection() {
        let count = Recorder<Int>()
        _ = host(Group(sections: Group { Text("a"); Text("b") }) { sections in
            let _ = count.record(sections.count)
            ForEach(sections) { $0.content }
        })
        #expect(count.value == 1)
    }

    @Test func emptyContentHasNoSections() {
        let h = host(Group(sections: EmptyView()) { sections in
            Text("\(sections.count) sections")
        })
        #expect(dumpedTexts(h) == ["0 sections"])
    }
}
