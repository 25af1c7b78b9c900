import Foundation
import Testing
@testable import Tether

/// `Table`: its first column as a list on an iPhone, every column on an iPad.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
    }
    static let people = [Person(id: 1, name: "Ann", email: "ann@example.com"),
                         Person(id: 2, name: "Bo", email: "bo@example.com")]

    struct People: View {
        @State var selection: Int?
        let seen: Recorder<Int?>
        var body: some View {
            seen.record(selection)
            return Table(TableTests.people, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Email") { person in Text(person.email).testID("email\(person.id)") }
            }
        }
    }

    @Test func onAnIPhoneOnlyTheFirstColumnShowsAsAList() {
        let h = host(Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
        }, width: 390, height: 844)
        let texts = dumpedTexts(h)
        #expect(texts.contains("Ann") && texts.contains("Bo"))
        #expect(!texts.contains("ann@example.com") && !texts.contains("Name") && !texts.contains("Email"))
        // Plain list rows: at least 44 pt apart.
        let ann = FileImportExportTests.frame(ofText: "Ann", in: h)!, bo = FileImportExportTests.frame(ofText: "Bo", in: h)!
        #expect(bo.midY - ann.midY >= 44)
    }

    @Test func onAnIPadEveryColumnShowsUnderItsTitle() throws {
        let h = host(Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
        }, width: 1024, height: 768)
        let name = try #require(FileImportExportTests.frame(ofText: "Name", in: h))
        let email = try #require(FileImportExportTests.frame(ofText: "Email", in: h))
        let ann = try #require(FileImportExportTests.frame(ofText: "Ann", in: h))
        let annEmail = try #require(FileImportExportTests.frame(ofText: "ann@example.com", in: h))
        // Titles side by side above the rows; each cell starts under its column's title.
        #expect(close(name.midY, email.midY) && email.minX > name.maxX)
        #expect(ann.minY > name.maxY && close(ann.midY, annEmail.midY))
        #expect(close(ann.minX, name.minX) && close(annEmail.minX, email.minX))
    }

    @Test func aTapOnARowSelectsIt() throws {
        let seen = Recorder<Int?>()
        let h = host(People(seen: seen), width: 390, height: 844)
        let bo = try #require(FileImportExportTests.frame(ofText: "Bo", in: h))
        try h.tap(at: CGPoint(x: bo.midX, y: bo.midY))
        #expect(seen.value == 2)
    }
}
