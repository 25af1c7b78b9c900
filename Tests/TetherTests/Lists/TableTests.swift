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

    // MARK: Sorting

    struct Employee: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }
    static let staff = [Employee(id: 1, name: "bea", age: 40), Employee(id: 2, name: "Al", age: 25),
                        Employee(id: 3, name: "cy10", age: 31), Employee(id: 4, name: "cy9", age: 52)]

    /// A sortable table whose app sorts its rows when the order changes, as Apple's examples do.
    struct Staff: View {
        @State var rows = TableTests.staff
        @State var order: [KeyPathComparator<Employee>] = []
        let seen: Recorder<[KeyPathComparator<Employee>]>
        var body: some View {
            seen.record(order)
            return Table(rows, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                TableColumn("Id") { Text("#\($0.id)") }
            }
            .onChange(of: order) { _, order in rows.sort(using: order) }
        }
    }

    static func rowOrder<V: View>(_ h: ViewHost<V>, _ names: [String]) -> [String] {
        names.compactMap { name in FileImportExportTests.frame(ofText: name, in: h).map { (name, $0.minY) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test func aTapOnASortableTitleSortsAscendingThenDescending() throws {
        let seen = Recorder<[KeyPathComparator<Employee>]>()
        let h = host(Staff(seen: seen), width: 1024, height: 768)
        let names = Self.staff.map(\.name)
        try h.tap(label: "Name")
        #expect((seen.value ?? []).count == 1 && (seen.value ?? []).first?.keyPath == \Employee.name && (seen.value ?? []).first?.order == .forward)
        // iOS's default string order is Finder's: case ignored, numbers by value.
        #expect(Self.rowOrder(h, names) == ["Al", "bea", "cy9", "cy10"])
        try h.tap(label: "Name")
        #expect((seen.value ?? []).count == 1 && (seen.value ?? []).first?.order == .reverse)
        #expect(Self.rowOrder(h, names) == ["cy10", "cy9", "bea", "Al"])
    }

    @Test func anotherColumnComesFirstAndKeepsTheEarlierOrderAfterIt() throws {
        let seen = Recorder<[KeyPathComparator<Employee>]>()
        let h = host(Staff(seen: seen), width: 1024, height: 768)
        try h.tap(label: "Name")
        try h.tap(label: "Age")
        #expect((seen.value ?? []).map(\.keyPath) == [\Employee.age, \Employee.name])
        #expect((seen.value ?? []).map(\.order) == [.forward, .forward])
        #expect(Self.rowOrder(h, ["25", "31", "40", "52"]) == ["25", "31", "40", "52"])
        // Name again: it moves to the front (ascending), not appended twice.
        try h.tap(label: "Name")
        #expect((seen.value ?? []).map(\.keyPath) == [\Employee.name, \Employee.age])
    }

    @Test func anUnsortableTitleDoesNotSort() throws {
        let seen = Recorder<[KeyPathComparator<Employee>]>()
        let h = host(Staff(seen: seen), width: 1024, height: 768)
        #expect(throws: InteractionError.self) { try h.tap(label: "Id") }
        #expect((seen.value ?? []).isEmpty)
    }

    @Test func theSortedColumnShowsAChevronTheWayItSorts() throws {
        let seen = Recorder<[KeyPathComparator<Employee>]>()
        let h = host(Staff(seen: seen), width: 1024, height: 768)
        #expect(h.find(role: .image) == nil)
        try h.tap(label: "Age")
        let up = try #require(h.findAll(role: .image).first)
        let age = try #require(FileImportExportTests.frame(ofText: "Age", in: h))
        #expect(up.frame.minX > age.maxX && abs(up.frame.midY - age.midY) < 2)
        try h.tap(label: "Age")
        #expect(h.findAll(role: .image).first?.label != up.label)
    }

    @Test func anOrderMadeByTheAppMarksItsColumn() throws {
        struct Preset: View {
            @State var order = [KeyPathComparator(\Employee.age, order: .reverse)]
            let seen: Recorder<[KeyPathComparator<Employee>]>
            var body: some View {
                seen.record(order)
                return Table(TableTests.staff, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                }
            }
        }
        let seen = Recorder<[KeyPathComparator<Employee>]>()
        let h = host(Preset(seen: seen), width: 1024, height: 768)
        // The column of the app's comparator is the sorted one: a tap reverses it.
        try h.tap(label: "Age")
        #expect((seen.value ?? []).count == 1 && (seen.value ?? []).first?.order == .forward)
    }

    @Test func aColumnSortsWithItsOwnComparator() throws {
        struct ByLength: SortComparator {
            var order: SortOrder = .forward
            func compare(_ a: Employee, _ b: Employee) -> ComparisonResult {
                let r: ComparisonResult = a.name.count < b.name.count ? .orderedAscending : a.name.count > b.name.count ? .orderedDescending : .orderedSame
                return order == .forward ? r : (r == .orderedAscending ? .orderedDescending : r == .orderedDescending ? .orderedAscending : r)
            }
        }
        struct Custom: View {
            @State var order: [ByLength] = []
            let seen: Recorder<[ByLength]>
            var body: some View {
                seen.record(order)
                return Table(TableTests.staff, sortOrder: $order) {
                    TableColumn("Name", sortUsing: ByLength()) { Text($0.name) }
                }
            }
        }
        let seen = Recorder<[ByLength]>()
        let h = host(Custom(seen: seen), width: 1024, height: 768)
        try h.tap(label: "Name")
        try h.tap(label: "Name")
        #expect((seen.value ?? []) == [ByLength(order: .reverse)])
    }

    @Test func theDefaultStringOrderIsFindersAndTheLexicalOneIsOffered() {
        let finder = KeyPathComparator(\Employee.name, comparator: LocalizedStandardStringComparator())
        #expect(Self.staff.sorted(using: finder).map(\.name) == ["Al", "bea", "cy9", "cy10"])
        let column = TableColumn<Employee, KeyPathComparator<Employee>, Text, Text>("Name", value: \.name, comparator: .lexical)
        let lexical = column.tableColumnSpecs[0].sort?.prototype as? KeyPathComparator<Employee>
        #expect(lexical.map { Self.staff.sorted(using: $0).map(\.name) } == ["Al", "bea", "cy10", "cy9"])
    }

    // MARK: Rows

    @Test func listedRowsShowInOrder() throws {
        let h = host(Table(of: Person.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(Person(id: 9, name: "First", email: ""))
            ForEach(Self.people) { TableRow($0) }
            if true { TableRow(Person(id: 8, name: "Last", email: "")) }
        }, width: 390, height: 844)
        #expect(Self.rowOrder(h, ["First", "Ann", "Bo", "Last"]) == ["First", "Ann", "Bo", "Last"])
    }

    /// `if`/`else` in the rows builder shows the rows of the branch taken.
    @Test func anIfElseInTheRowsShowsTheTakenBranch() throws {
        func table(_ everyone: Bool) -> some View {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                if everyone {
                    ForEach(Self.people) { TableRow($0) }
                } else {
                    TableRow(Person(id: 7, name: "Nobody", email: ""))
                }
            }
        }
        let all = host(table(true), width: 390, height: 844), none = host(table(false), width: 390, height: 844)
        #expect(Self.rowOrder(all, ["Ann", "Bo", "Nobody"]) == ["Ann", "Bo"])
        #expect(Self.rowOrder(none, ["Ann", "Bo", "Nobody"]) == ["Nobody"])
    }

    /// `if` and `if`/`else` in the columns builder: on an iPad the table shows the columns of
    /// the branches taken, under their titles.
    @Test func conditionalColumnsShowOnlyWhenTheirConditionHolds() throws {
        func table(_ withEmail: Bool, _ shortName: Bool) -> some View {
            Table(Self.people) {
                if shortName {
                    TableColumn("Initial") { Text(String($0.name.prefix(1))) }
                } else {
                    TableColumn("Name", value: \.name)
                }
                if withEmail { TableColumn("Email", value: \.email) }
            }
        }
        func titles<V: View>(_ h: ViewHost<V>) -> [String] { ["Initial", "Name", "Email"].filter { dumpedTexts(h).contains($0) } }
        #expect(titles(host(table(true, false), width: 1024, height: 768)) == ["Name", "Email"])
        #expect(titles(host(table(false, true), width: 1024, height: 768)) == ["Initial"])
        let emails = host(table(true, true), width: 1024, height: 768)
        #expect(titles(emails) == ["Initial", "Email"] && dumpedTexts(emails).contains("ann@example.com"))
    }

    // MARK: Widths

    @Test func columnsShareTheWidthWithinTheirLimits() {
        let free = TableColumnWidth(), fixed = TableColumnWidth(min: 100, ideal: 100, max: 100)
        // Free columns split what the fixed one leaves.
        #expect(TableColumnWidth.distribute([free, fixed, free], in: 700).map { Int($0.rounded()) } == [300, 100, 300])
        // A maximum caps a column; the others take the rest.
        #expect(TableColumnWidth.distribute([TableColumnWidth(max: 50), free], in: 400).map { Int($0.rounded()) } == [50, 350])
        // An ideal is the least a column starts at, wider when there is room.
        #expect(TableColumnWidth.distribute([TableColumnWidth(ideal: 300), free], in: 400).map { Int($0.rounded()) } == [300, 100])
        #expect(TableColumnWidth.distribute([TableColumnWidth(ideal: 100), free], in: 400).map { Int($0.rounded()) } == [200, 200])
        // Too narrow: each at its minimum, the row wider than the table.
        #expect(TableColumnWidth.distribute([TableColumnWidth(min: 300), TableColumnWidth(min: 200)], in: 400) == [300, 200])
    }

    @Test func aFixedWidthColumnKeepsItsWidthOnAnIPad() throws {
        let h = host(Table(Self.people) {
            TableColumn("Name", value: \.name).width(120)
            TableColumn("Email", value: \.email)
        }, width: 1024, height: 768)
        let name = try #require(FileImportExportTests.frame(ofText: "Name", in: h))
        let email = try #require(FileImportExportTests.frame(ofText: "Email", in: h))
        let annEmail = try #require(FileImportExportTests.frame(ofText: "ann@example.com", in: h))
        // The second column starts 120 pt plus the 16 pt column spacing after the first.
        #expect(close(email.minX - name.minX, 136, tolerance: 0.5))
        #expect(close(annEmail.minX, email.minX, tolerance: 0.5))
    }

    @Test func hostileWidthsAreDiagnosedAndIgnored() throws {
        let h = host(Table(Self.people) {
            TableColumn("Name", value: \.name).width(min: -5, ideal: .nan, max: .infinity)
            TableColumn("Email", value: \.email).width(1e300)
        }, width: 1024, height: 768)
        #expect(h.diagnostics.filter { $0.message.contains("TableColumn width") }.count == 3)
        let name = try #require(FileImportExportTests.frame(ofText: "Name", in: h))
        let email = try #require(FileImportExportTests.frame(ofText: "Email", in: h))
        #expect(name.minX.isFinite && email.minX > name.maxX && email.maxX < 1024)
    }
}
