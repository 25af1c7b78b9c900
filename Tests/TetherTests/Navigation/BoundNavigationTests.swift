import Foundation
import Testing
@testable import Tether

private struct Bird: Hashable, Identifiable { let id: Int; let name: String }

/// Pushes a detail while `showing` is true, as `navigationDestination(isPresented:)` does.
private struct Checkout: View {
    @State private var showing = false
    var body: some View {
        NavigationStack {
            VStack {
                Text(showing ? "showing" : "hidden").testID("state")
                Button("Pay") { showing = true }.testID("pay")
            }
            .navigationTitle("Cart")
            .navigationDestination(isPresented: $showing) { Text("Receipt").testID("receipt").navigationTitle("Receipt") }
        }
    }
}

private struct Birds: View {
    @State private var selected: Bird?
    var body: some View {
        NavigationStack {
            Button("Robin") { selected = Bird(id: 1, name: "Robin") }.testID("robin")
                .navigationDestination(item: $selected) { bird in DismissingDetail(name: bird.name) }
        }
    }
}

private struct DismissingDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close \(name)") { dismiss() }.testID("close") }
}

/// The older link forms and `navigationDestination(isPresented:)`/`(item:)`: pushed while a
/// binding says so, popping sets the binding back; and `NavigationSplitView`.
@MainActor
@Suite struct BoundNavigationTests {
    let phone = CGSize(width: 390, height: 844)

    @Test func aDestinationIsPushedWhileItsBindingIsTrueAndPoppingClearsIt() throws {
        let h = host(Checkout(), width: phone.width, height: phone.height)
        #expect(h.frame(of: "receipt") == nil)
        try h.tap("pay")
        #expect(h.frame(of: "receipt") != nil)
        // The back button (leading end of the 44 pt top row) pops it and sets the binding false.
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "receipt") == nil)
        #expect(dumpedTexts(h).contains("hidden"))
    }

    @Test func anItemDestinationIsPushedForTheItemAndDismissClearsIt() throws {
        let h = host(Birds(), width: phone.width, height: phone.height)
        try h.tap("robin")
        #expect(dumpedTexts(h).contains("Close Robin"))
        try h.tap("close")
        #expect(h.frame(of: "close") == nil && h.frame(of: "robin") != nil)
    }

    @Test func theDeprecatedActiveAndTagLinksFollowTheirBindings() throws {
        struct Old: View {
            @State var active = false
            @State var selection: Int?
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(destination: Text("A").testID("a"), isActive: $active) { Text("Go A") }.testID("linkA")
                        NavigationLink(tag: 2, selection: $selection) { Text("B").testID("b") } label: { Text("Go B") }.testID("linkB")
                        NavigationLink(destination: Text("C").testID("c"), tag: 3, selection: $selection) { Text("Go C") }.testID("linkC")
                        NavigationLink("Go D", destination: Text("D").testID("d"), tag: 4, selection: $selection).testID("linkD")
                        Button("Select B") { selection = 2 }.testID("selectB")
                    }
                }
            }
        }
        let h = host(Old(), width: phone.width, height: phone.height)
        try h.tap("linkA")
        #expect(h.frame(of: "a") != nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "a") == nil)
        // Setting the selection to the link's tag pushes it, as SwiftUI's programmatic navigation did.
        try h.tap("selectB")
        #expect(h.frame(of: "b") != nil)
        // The forms taking the destination as a value follow the selection the same way.
        let c = host(Old(), width: phone.width, height: phone.height)
        try c.tap("linkC")
        #expect(c.frame(of: "c") != nil)
        let d = host(Old(), width: phone.width, height: phone.height)
        try d.tap("linkD")
        #expect(d.frame(of: "d") != nil)
    }

    /// The deprecated forms also take a string title, shown as given (not looked up).
    @Test func theDeprecatedLinksTakeAStringTitle() throws {
        struct Titled: View {
            let title: String
            @State var active = false
            @State var selection: Int?
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(title + " E", destination: Text("E").testID("e"), isActive: $active).testID("linkE")
                        NavigationLink(title + " F", destination: Text("F").testID("f"), tag: 6, selection: $selection).testID("linkF")
                    }
                }
            }
        }
        let e = host(Titled(title: "Go"), width: phone.width, height: phone.height)
        #expect(e.find(role: .button, label: "Go E") != nil && e.find(role: .button, label: "Go F") != nil)
        try e.tap("linkE")
        #expect(e.frame(of: "e") != nil)
        let f = host(Titled(title: "Go"), width: phone.width, height: phone.height)
        try f.tap(label: "Go F")
        #expect(f.frame(of: "f") != nil)
    }

    /// The deprecated titled forms with the destination in a trailing closure.
    @Test func theDeprecatedTitledLinksTakeTheirDestinationInAClosure() throws {
        struct Closures: View {
            let title: String
            @State var activeG = false
            @State var activeH = false
            @State var selection: Int?
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink("Go G", isActive: $activeG) { Text("G").testID("g") }
                        NavigationLink(title + " H", isActive: $activeH) { Text("H").testID("h") }
                        NavigationLink("Go I", tag: 8, selection: $selection) { Text("I").testID("i") }
                        NavigationLink(title + " J", tag: 9, selection: $selection) { Text("J").testID("j") }
                        Text(selection.map(String.init) ?? "none").testID("selection")
                    }
                }
            }
        }
        let g = host(Closures(title: "Go"), width: phone.width, height: phone.height)
        try g.tap(label: "Go G")
        #expect(g.frame(of: "g") != nil && g.frame(of: "h") == nil)
        let h = host(Closures(title: "Go"), width: phone.width, height: phone.height)
        try h.tap(label: "Go H")
        #expect(h.frame(of: "h") != nil && h.frame(of: "g") == nil)
        let i = host(Closures(title: "Go"), width: phone.width, height: phone.height)
        try i.tap(label: "Go I")
        #expect(i.frame(of: "i") != nil && i.frame(of: "j") == nil)
        let j = host(Closures(title: "Go"), width: phone.width, height: phone.height)
        try j.tap(label: "Go J")
        #expect(j.frame(of: "j") != nil && j.frame(of: "i") == nil)
    }

    @Test func aSplitViewCollapsesToItsSidebarOnAnIPhoneAndShowsColumnsOnAnIPad() throws {
        let split = NavigationSplitView {
            List { NavigationLink("Inbox") { Text("Inbox detail").testID("inbox") }.testID("inboxLink") }
                .navigationTitle("Mailboxes").testID("sidebar")
        } detail: {
            Text("Select a mailbox").testID("detail")
        }
        let phoneHost = host(split, width: phone.width, height: phone.height)
        #expect(phoneHost.frame(of: "detail") == nil && phoneHost.frame(of: "sidebar") != nil)
        try phoneHost.tap("inboxLink")
        #expect(phoneHost.frame(of: "inbox") != nil)
        // An iPad (1024 × 768, regular width): a 320 pt sidebar, a hairline, the detail beside.
        let pad = host(split, width: 1024, height: 768)
        let detail = try #require(pad.frame(of: "detail"))
        #expect(detail.midX > 320 && close(pad.frame(of: "sidebar")?.width ?? 0, 320))
    }
}
