import Foundation
import Tether

/// A notes list whose toolbar menu is open.
struct MenuDemo: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
                Text("Trip to Lisbon")
                Text("Reading list")
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        ControlGroup {
                            Button("Pin", systemImage: "pin") {}
                            Button("Lock", systemImage: "lock") {}
                            Button("Share", systemImage: "square.and.arrow.up") {}
                        }
                        Button("Select", systemImage: "checkmark.circle") {}
                        Button("View as Gallery", systemImage: "square.grid.2x2") {}
                        Section("Sort") {
                            Button("Date Edited", systemImage: "calendar") {}
                            Button("Title", systemImage: "list.bullet") {}
                        }
                        Menu("Share") {
                            Button("Copy Link", systemImage: "link") {}
                        }
                        Divider()
                        Button("Delete All", systemImage: "trash", role: .destructive) {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityIdentifier("menu")
                }
            }
        }
    }
}

/// A settings form whose menu picker is open.
struct MenuPickerDemo: View {
    @State private var appearance = "Automatic"
    var body: some View {
        Form {
            Section("Display") {
                Picker("Appearance", selection: $appearance) {
                    Text("Automatic").tag("Automatic")
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .accessibilityIdentifier("picker")
                Toggle("Bold Text", isOn: .constant(false))
            }
        }
    }
}

/// A row of photos, one long-pressed.
struct ContextMenuDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recents").font(.title2.bold())
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(height: 110)
                RoundedRectangle(cornerRadius: 12).fill(Color.teal).frame(height: 110)
                    .contextMenu {
                        Button("Copy", systemImage: "doc") {}
                        Button("Share…", systemImage: "square.and.arrow.up") {}
                        Button("Favorite", systemImage: "heart") {}
                        Divider()
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    }
                    .accessibilityIdentifier("photo")
                RoundedRectangle(cornerRadius: 12).fill(Color.indigo).frame(height: 110)
            }
            Text("Long-press a photo for its actions.").foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .background(Color.white)
    }
}

/// A standalone control group and one in a navigation bar.
struct ControlGroupDemo: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                ControlGroup {
                    Button("Day") {}
                    Button("Week") {}
                    Button("Month") {}
                }
                ControlGroup {
                    Button("Undo", systemImage: "arrow.counterclockwise") {}
                    Button("Redo", systemImage: "arrow.clockwise") {}
                }
                .labelStyle(.iconOnly)
                Spacer()
            }
            .padding()
            .navigationTitle("Calendar")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ControlGroup {
                        Button("Search", systemImage: "magnifyingglass") {}
                        Button("Add", systemImage: "plus") {}
                    }
                    .labelStyle(.iconOnly)
                }
            }
        }
    }
}

extension Examples {
    static let menuExamples: [Example] = [
        Example("menu", height: 560, caption: "Menu: a toolbar menu open, with icons, a titled section, a submenu and a destructive item",
                interaction: { try $0.tap("menu") }) { MenuDemo() },
        Example("menu-picker", height: 360, caption: "A .menu Picker in a Form, its menu open with a checkmark on the choice",
                interaction: { try $0.tap("picker") }) { MenuPickerDemo() },
        Example("context-menu", height: 520, caption: "contextMenu: a long press lifts the photo over the blurred screen with its menu",
                interaction: { try $0.longPress("photo") }) { ContextMenuDemo() },
        Example("control-group", height: 300, caption: "ControlGroup: one rounded control of equal segments, and bar buttons in a toolbar") {
            ControlGroupDemo()
        },
    ]
}
