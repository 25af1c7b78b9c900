import Foundation
import Tether

struct ControlsDemo: View {
    @State private var notifications = true
    @State private var airplane = false
    var body: some View {
        VStack(spacing: 16) {
            Toggle("Notifications", isOn: $notifications)
            Toggle("Airplane Mode", isOn: $airplane)
            HStack(spacing: 12) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Plain") {}.buttonStyle(.plain)
            }
        }
        .padding()
    }
}

/// An order form whose flavour and size are `.navigationLink` pickers.
struct NavigationLinkPickerDemo: View {
    @State private var flavor = "Chocolate"
    @State private var size = 2
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Chocolate", "Strawberry", "Pistachio"], id: \.self) { Text($0) }
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1)
                        Text("Medium").tag(2)
                        Text("Large").tag(3)
                    }
                }
                Section {
                    Toggle("Sprinkles", isOn: .constant(true))
                }
            }
            .pickerStyle(.navigationLink)
            .navigationTitle("Order")
        }
    }
}

extension Examples {
    static let controlExamples: [Example] = [
        Example("controls", height: 260, caption: "Toggle switches and Button styles drawn like iOS") { ControlsDemo() },
        Example("progress", height: 200, caption: "ProgressView: a bar with labels, and the spinner for work of unknown length") {
            VStack(spacing: 24) {
                ProgressView(value: 0.62) {
                    Text("Downloading")
                } currentValueLabel: {
                    Text("62 %")
                }
                ProgressView(value: 3, total: 10).tint(.green)
                ProgressView("Loading")
            }
            .padding()
        },
        Example("form", height: 560, caption: "Form with text fields, LabeledContent, Toggle, Stepper, ProgressView and Slider rows") {
            Form {
                Section("Account") {
                    TextField("Email", text: .constant("ada@example.com"))
                    SecureField("Password", text: .constant("analytical"))
                    TextField("Nickname", text: .constant(""))
                }
                Section("Profile") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    Toggle("Notifications", isOn: .constant(true))
                    Stepper("Guests: 2", value: .constant(2), in: 0...5)
                }
                Section("Sync") {
                    ProgressView("Uploading", value: 0.4)
                    Slider(value: .constant(0.7)) { Text("Volume") } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                }
            }
        },
        Example("navigation", height: 420, caption: "NavigationStack: a large title and a toolbar button over a list of NavigationLinks") {
            NavigationStack {
                List {
                    Section {
                        NavigationLink { Text("Wi-Fi") } label: { Label("Wi-Fi", systemImage: "wifi") }
                        NavigationLink { Text("Bluetooth") } label: { Label("Bluetooth", systemImage: "link") }
                    }
                    Section("General") {
                        NavigationLink("About", destination: Text("About"))
                        NavigationLink("Storage", destination: Text("Storage"))
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Image(systemName: "plus") }
                    }
                }
            }
        },
        Example("navigation-pushed", height: 300, caption: "A pushed screen: iOS 26's 44 pt back button, its chevron alone, under an inline title") {
            NavigationStack {
                List { Text("Wi-Fi") }
                    .navigationTitle("Settings")
                    .navigationDestination(isPresented: .constant(true)) {
                        List { Toggle("Wi-Fi", isOn: .constant(true)) }
                            .navigationTitle("Wi-Fi")
                            .navigationBarTitleDisplayMode(.inline)
                    }
            }
        },
        Example("alert", height: 360, caption: "An alert presented over a list: the canvas dimmed, two actions side by side") {
            List {
                Text("Report.pdf")
                Text("Budget.xlsx")
            }
            .alert("Delete “Report.pdf”?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This item will be deleted immediately. You can’t undo this action.")
            }
        },
        Example("alert-text-field", height: 360, caption: "An alert asking for a name: its text field under the message, above the buttons") {
            List {
                Text("Groceries")
                Text("Travel")
            }
            .alert("New List", isPresented: .constant(true)) {
                TextField("Name", text: .constant(""))
                Button("Cancel", role: .cancel) {}
                Button("Create") {}
            } message: {
                Text("Enter a name for this list.")
            }
        },
        Example("confirmation-dialog", height: 420, caption: "A confirmation dialog: an action sheet at the bottom with Cancel apart") {
            List {
                Text("Sunset.jpg")
                Text("Beach.jpg")
            }
            .confirmationDialog("Delete photo?", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete Photo", role: .destructive) {}
                Button("Duplicate") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It will be removed from all your devices.")
            }
        },
        Example("sheet", height: 500, caption: "A sheet at the medium detent over a navigation stack, with its drag indicator") {
            NavigationStack {
                List {
                    Text("Inbox")
                    Text("Archive")
                }
                .navigationTitle("Mail")
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        Form {
                            TextField("To", text: .constant("ada@example.com"))
                            TextField("Subject", text: .constant(""))
                        }
                        .navigationTitle("New Message")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                        }
                    }
                    .presentationDetents([.medium])
                    .presentationDragIndicator(.visible)
                }
            }
        },
        Example("sheet-over-sheet", height: 500, caption: "A sheet presented from a sheet: the first one recedes, narrower, its top above the new one") {
            Color.clear
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        List { Text("Inbox"); Text("Archive") }
                            .navigationTitle("Mail")
                            .navigationBarTitleDisplayMode(.inline)
                            .sheet(isPresented: .constant(true)) {
                                NavigationStack {
                                    Form { TextField("Subject", text: .constant("Hello")) }
                                        .navigationTitle("New Message")
                                        .navigationBarTitleDisplayMode(.inline)
                                }
                            }
                    }
                }
        },
        Example("pickers", height: 330, caption: "Picker: segmented, a menu row and inline choices with a checkmark") {
            Form {
                Section {
                    Picker("View", selection: .constant("Week")) {
                        Text("Day").tag("Day")
                        Text("Week").tag("Week")
                        Text("Month").tag("Month")
                    }
                    .pickerStyle(.segmented)
                    Picker("Sort by", selection: .constant("Name")) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                    }
                }
                Section("Units") {
                    Picker("Units", selection: .constant("Metric")) {
                        Text("Metric").tag("Metric")
                        Text("Imperial").tag("Imperial")
                    }
                    .pickerStyle(.inline)
                }
            }
        },
        Example("picker-navigation-link", height: 330, caption: "Picker in the .navigationLink style: form rows of the label, the choice in grey and a chevron") {
            NavigationLinkPickerDemo()
        },
        Example("picker-navigation-link-page", height: 330, caption: "A .navigationLink picker's page, pushed by a tap on its row: the options, the chosen one checked",
                interaction: { try $0.tap(label: "Flavor") }) {
            NavigationLinkPickerDemo()
        },
        Example("tab-view", height: 520, caption: "TabView: a navigation stack per tab above iOS's tab bar") {
            TabView {
                NavigationStack {
                    List {
                        Label("Favourites", systemImage: "star")
                        Label("Recents", systemImage: "clock")
                    }
                    .navigationTitle("Library")
                }
                .tabItem { Label("Library", systemImage: "book") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                Text("Profile").tabItem { Label("Profile", systemImage: "person") }
            }
        },
        Example("list-inset-grouped", height: 360, caption: "List with sections in the iOS default style (.insetGrouped)") {
            List {
                Section("Network") {
                    Label("Wi-Fi", systemImage: "wifi")
                    Label("Bluetooth", systemImage: "link")
                }
                Section("Places") {
                    ForEach(["Home", "Work", "Gym"], id: \.self) { Text($0) }
                }
            }
        },
        Example("list-plain", height: 220, caption: "List in the .plain style with separators") {
            List(0..<4) { i in Text("Row \(i + 1)") }.listStyle(.plain)
        },
        Example("scroll-view", height: 200, caption: "ScrollView clips tall content to its frame, showing the start") {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<10) { i in
                        Text("Item \(i + 1)").frame(maxWidth: .infinity).padding(8).background(Color.teal.opacity(0.3))
                    }
                }
                .padding()
            }
        },
    ]
}
