import Foundation
import Tether

/// A person in the table examples.
private struct Contact: Identifiable {
    let id: Int
    let name: String
    let email: String
    let city: String
}

private let contacts = [
    Contact(id: 1, name: "Ann Lee", email: "ann@example.com", city: "Lisbon"),
    Contact(id: 2, name: "Bo Jensen", email: "bo@example.com", city: "Oslo"),
    Contact(id: 3, name: "Chen Wu", email: "chen@example.com", city: "Berlin"),
]

/// A table of contacts: its first column on an iPhone, every column on an iPad.
private struct ContactsTable: View {
    var body: some View {
        Table(contacts) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
            TableColumn("City", value: \.city)
        }
    }
}

/// A sortable table of contacts, sorted by city (descending) as its order says; the number
/// column has a fixed width.
private struct SortedContactsTable: View {
    @State private var order = [KeyPathComparator(\Contact.city, order: .reverse)]
    var body: some View {
        Table(contacts.sorted(using: order), sortOrder: $order) {
            TableColumn("No.") { Text("\($0.id)") }.width(48)
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
            TableColumn("City", value: \.city)
        }
    }
}

extension Examples {
    static let formsFilesExamples: [Example] = [
        Example("wheel-picker", height: 300, caption: "Picker in the .wheel style: the choice in the grey band, its neighbours turning away") {
            Picker("Flavour", selection: .constant("Mint")) {
                ForEach(["Vanilla", "Chocolate", "Strawberry", "Mint", "Lemon", "Mango", "Peach"], id: \.self) { Text($0) }
            }
            .pickerStyle(.wheel)
        },
        Example("form-columns", height: 260, caption: "Form with .formStyle(.columns): labels end and values start at one line") {
            Form {
                LabeledContent("Name", value: "Ann Lee")
                LabeledContent("Email address", value: "ann@example.com")
                LabeledContent("City", value: "Lisbon")
            }
            .formStyle(.columns)
        },
        Example("file-importer", height: 844, caption: "fileImporter: iOS's document picker as a sheet, with Cancel") {
            Text("Notes")
                .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
        },
        Example("table-compact", height: 300, caption: "Table on an iPhone: only its first column, as a plain list") {
            ContactsTable()
        },
        Example("table-regular", width: 1024, height: 768, caption: "Table in regular width: every column under its title") {
            ContactsTable()
        },
        Example("table-sorted", width: 1024, height: 400, caption: "Sortable Table: sorted by City, descending (the chevron), a fixed 48 pt number column") {
            SortedContactsTable()
        },
    ]
}
