import Foundation
import Tether

/// Bars: the bottom toolbar, bar backgrounds and colour schemes, title menus and subtitles,
/// iOS 18's `Tab` and page-style tab views.
let barExamples: [Example] = [
    Example("toolbar-bottom-bar", height: 420,
            caption: "A bottom toolbar: a bottomBar item at each end and a status line in the middle, on the bar material") {
        NavigationStack {
            List {
                Label("Inbox", systemImage: "tray")
                Label("Drafts", systemImage: "doc")
                Label("Sent", systemImage: "paperplane")
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button { } label: { Image(systemName: "line.3.horizontal.decrease.circle") } }
                ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
                ToolbarItem(placement: .bottomBar) { Button { } label: { Image(systemName: "square.and.pencil") } }
                ToolbarItem(placement: .keyboard) { Button("Done") { } }
            }
            .toolbarBackground(.visible, for: .bottomBar)
        }
    },
    Example("toolbar-background", height: 300,
            caption: "toolbarBackground(.indigo) made visible, with toolbarColorScheme(.dark): a white title and buttons") {
        NavigationStack {
            Text("Content")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Projects")
                .navigationSubtitle("3 active")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button { } label: { Image(systemName: "plus") } } }
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    },
    Example("toolbar-title-menu", height: 360,
            caption: "ToolbarTitleMenu: the inline title with its chevron, tapped open",
            interaction: { try $0.tap(at: CGPoint(x: 195, y: 22)) }) {
        NavigationStack {
            Text("Chapter one…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Draft")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarTitleMenu {
                        Button("Duplicate", systemImage: "plus.square.on.square") { }
                        Button("Rename", systemImage: "pencil") { }
                        Button("Delete", systemImage: "trash", role: .destructive) { }
                    }
                }
        }
    },
    Example("tab-api", height: 420, caption: "iOS 18's Tab API: Tab(_:systemImage:value:) in a TabView(selection:), a search tab last") {
        TabView(selection: .constant("library")) {
            Tab("Library", systemImage: "books.vertical", value: "library") {
                NavigationStack {
                    List { Text("Recently Added"); Text("Artists"); Text("Albums") }.navigationTitle("Library")
                }
            }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: "radio") { Text("Radio") }
            Tab(value: "search", role: .search) { Text("Search") }
        }
    },
    Example("badges", height: 520, caption: "badge(_:) on list rows (a count in grey, a red platter with badgeProminence(.increased), before a NavigationLink's chevron; a badge of 0 hidden) and on tab items (red at the icon's corner)") {
        TabView(selection: .constant("mail")) {
            Tab("Mail", systemImage: "envelope", value: "mail") {
                NavigationStack {
                    List {
                        Text("Inbox").badge(12)
                        Text("Drafts").badge(0)
                        Text("Flagged").badge("New")
                        NavigationLink("Archive") { Text("Archive") }.badge(3)
                        Text("Errors").badge(2).badgeProminence(.increased)
                    }
                    .navigationTitle("Mailboxes")
                }
            }
            .badge(12)
            Tab("Calls", systemImage: "phone", value: "calls") { Text("Calls") }.badge(3)
            Tab("Chats", systemImage: "bubble.left", value: "chats") { Text("Chats") }.badge(128)
            Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }.badge(0)
        }
    },
    Example("tab-page-style", height: 360, caption: "TabView with .tabViewStyle(.page): the second of three pages and its page dots") {
        TabView(selection: .constant(1)) {
            ForEach(0..<3, id: \.self) { index in
                [Color.orange, Color.teal, Color.purple][index]
                    .overlay { Text("Page \(index + 1)").font(.largeTitle.bold()).foregroundStyle(.white) }
                    .tag(index)
            }
        }
        .tabViewStyle(.page)
    },
]
