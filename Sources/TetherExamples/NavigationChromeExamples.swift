import Foundation
import Tether

/// Navigation chrome as content scrolls and as tabs overflow: the large title collapsing into
/// the inline one, the inline large title, toolbar spacers and the More tab; a page's
/// container background.
let navigationChromeExamples: [Example] = [
    Example("container-background", height: 300,
            caption: "containerBackground(_:for: .navigation): a gradient fills the page under its clear navigation bar; the list hides its own background") {
        NavigationStack {
            List {
                Label("Sunrise 6:42", systemImage: "sunrise")
                Label("Sunset 19:58", systemImage: "sunset")
            }
            .scrollContentBackground(.hidden)
            .navigationTitle("Today")
            .containerBackground(Color.orange.gradient, for: .navigation)
        }
    },
    Example("navigation-title-collapsed", height: 420,
            caption: "A list scrolled under its navigation bar: the large title has scrolled away into the inline title, over the bar material and its hairline",
            interaction: { try $0.scroll("mailboxes", by: CGSize(width: 0, height: 120)) }) {
        NavigationStack {
            List {
                ForEach(["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Flagged", "Unread", "Attachments", "Today", "VIP", "Notes"],
                        id: \.self) { name in
                    Label(name, systemImage: "tray")
                }
            }
            .accessibilityIdentifier("mailboxes")
            .navigationTitle("Mailboxes")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") { } } }
        }
    },
    Example("navigation-title-collapsing", height: 420,
            caption: "Half way: the large title slides up under the top row with the list, 30 pt scrolled",
            interaction: { try $0.scroll("mailboxes", by: CGSize(width: 0, height: 30)) }) {
        NavigationStack {
            List {
                ForEach(["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Flagged", "Unread", "Attachments", "Today"], id: \.self) { name in
                    Label(name, systemImage: "tray")
                }
            }
            .accessibilityIdentifier("mailboxes")
            .navigationTitle("Mailboxes")
        }
    },
    Example("toolbar-inline-large", height: 300,
            caption: "toolbarTitleDisplayMode(.inlineLarge): the large title in the top row, two trailing groups split by a ToolbarSpacer(.fixed)") {
        NavigationStack {
            List { Text("Top Charts"); Text("Categories"); Text("Editors' Choice") }
                .navigationTitle("Search")
                .toolbarTitleDisplayMode(.inlineLarge)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "square.and.arrow.up") } }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "person.crop.circle") } }
                }
        }
    },
    Example("tab-more", height: 520,
            caption: "Seven tabs on an iPhone: four and More in the bar; More lists the other three",
            interaction: { try $0.tap(at: CGPoint(x: 390 / 5 * 4.5, y: 520 - 24.5)) }) {
        TabView {
            Text("Listen Now").tabItem { Label("Listen Now", systemImage: "play.circle") }
            Text("Browse").tabItem { Label("Browse", systemImage: "square.grid.2x2") }
            Text("Radio").tabItem { Label("Radio", systemImage: "dot.radiowaves.left.and.right") }
            Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Downloads").tabItem { Label("Downloads", systemImage: "arrow.down.circle") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    },
    Example("popover-bubble", width: 1024, height: 768,
            caption: "A popover on an iPad-sized canvas: a bubble sized to its content, its arrow pointing at the toolbar button") {
        PopoverExample()
    },
]

/// A button whose popover is shown.
struct PopoverExample: View {
    @State private var shown = true
    var body: some View {
        NavigationStack {
            Text("Document")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Notes")
                .toolbarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { shown = true } label: { Image(systemName: "textformat.size") }
                            .popover(isPresented: $shown) {
                                VStack(alignment: .leading, spacing: 12) {
                                    Text("Text Size").font(.headline)
                                    Toggle("Bold", isOn: .constant(true))
                                    Toggle("Italic", isOn: .constant(false))
                                }
                                .padding()
                                .frame(width: 260)
                            }
                    }
                }
        }
    }
}
