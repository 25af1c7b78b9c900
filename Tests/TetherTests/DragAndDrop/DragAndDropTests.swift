import Foundation
import Testing
import UniformTypeIdentifiers
@testable import Tether

/// Drag and drop as iOS delivers it: the payload made as the drag starts, the innermost
/// accepting destination under the finger, `isTargeted`, `DropDelegate`'s calls in order,
/// locations in the destination's space, type filtering, and Tether's host calls.
@MainActor
@Suite struct DragAndDropTests {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
    }

    /// A 100 × 100 source card at the top left and a 200 × 100 drop zone below it.
    struct Board: View {
        let log: Log
        var types: [UTType] = [.plainText]
        @State private var targeted = false
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100)
                    .onDrag { log.add("payload"); return NSItemProvider(object: "card" as NSString) }
                    .testID("card")
                Color.gray.frame(width: 200, height: 100)
                    .onDrop(of: types, isTargeted: $targeted) { providers, location in
                        log.add("drop \(providers.count) at \(Int(location.x)),\(Int(location.y))")
                        _ = providers.first?.loadObject(ofClass: String.self) { text, _ in
                            DispatchQueue.main.async { log.add("loaded \(text ?? "nil")") }
                        }
                        return true
                    }
                    .onChange(of: targeted) { _, now in log.add("targeted \(now)") }
                    .testID("zone")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func aDropOnAZoneDeliversTheProvidersAndTheLocalLocation() async throws {
        let log = Log()
        let h = host(Board(log: log))
        let dropped = try await h.dragAndDrop(from: "card", to: "zone")
        #expect(dropped)
        // Made once as the drag starts; targeted while over the zone, then the drop at the
        // zone's centre in its own space, then no longer targeted; the load ran before return.
        #expect(log.entries == ["payload", "targeted true", "drop 1 at 100,50", "targeted false", "loaded card"])
    }

    @Test func aDropOfATypeNotAcceptedIsRefused() async throws {
        let log = Log()
        let h = host(Board(log: log, types: [.png]))
        let dropped = try await h.dragAndDrop(from: "card", to: "zone")
        #expect(!dropped)
        #expect(log.entries == ["payload"])
    }

    @Test func aDropLetGoOutsideTheZoneDropsNothing() async throws {
        let log = Log()
        let h = host(Board(log: log))
        // Over the zone, then out of it below.
        let dropped = try await h.dragAndDrop(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 350), steps: 6)
        #expect(!dropped)
        #expect(log.entries == ["payload", "targeted true", "targeted false"])
    }

    /// A delegate that logs every call.
    struct LoggingDelegate: DropDelegate {
        let log: Log
        var accepts = true
        var proposal: DropOperation? = nil
        func validateDrop(info: DropInfo) -> Bool { log.add("validate"); return accepts }
        func dropEntered(info: DropInfo) { log.add("entered \(Int(info.location.x)),\(Int(info.location.y))") }
        func dropUpdated(info: DropInfo) -> DropProposal? { log.add("updated"); return proposal.map(DropProposal.init(operation:)) }
        func dropExited(info: DropInfo) { log.add("exited") }
        func performDrop(info: DropInfo) -> Bool {
            log.add("perform \(info.hasItemsConforming(to: [.text])) \(info.itemProviders(for: [.plainText]).count) \(info.hasItemsConforming(to: [.url]))")
            return true
        }
    }

    struct DelegateBoard: View {
        let delegate: LoggingDelegate
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "card" as NSString) }.testID("card")
                Color.gray.frame(width: 200, height: 100).onDrop(of: [.text], delegate: delegate).testID("zone")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func aDelegateIsCalledInIOSOrder() async throws {
        let log = Log()
        let h = host(DelegateBoard(delegate: LoggingDelegate(log: log)))
        // From the card's centre (100, 50) to the zone's (100, 150) in 2 moves.
        let dropped = try await h.dragAndDrop(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 150), steps: 2)
        #expect(dropped)
        // The first move reaches (100, 100): the zone's top edge, its local (100, 0).
        #expect(log.entries == ["validate", "entered 100,0", "updated", "updated", "perform true 1 false", "exited"])
    }

    @Test func aDelegateThatDoesNotValidateIsNoDestination() async throws {
        let log = Log()
        let h = host(DelegateBoard(delegate: LoggingDelegate(log: log, accepts: false)))
        let dropped = try await h.dragAndDrop(from: "card", to: "zone", steps: 3)
        #expect(!dropped)
        // Asked once as the drop came over it, never entered.
        #expect(log.entries == ["validate"])
    }

    @Test func aForbiddenProposalIsNotPerformed() async throws {
        let log = Log()
        let h = host(DelegateBoard(delegate: LoggingDelegate(log: log, proposal: .forbidden)))
        let dropped = try await h.dragAndDrop(from: "card", to: "zone", steps: 1)
        #expect(!dropped)
        #expect(!log.entries.contains { $0.hasPrefix("perform") })
        #expect(log.entries.last == "exited")
    }

    /// Nested destinations: the inner one accepts only URLs, the outer one text.
    struct Nested: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "card" as NSString) }.testID("card")
                ZStack {
                    Color.gray.frame(width: 300, height: 200)
                    Color.orange.frame(width: 100, height: 100)
                        .onDrop(of: [.url], isTargeted: nil) { _ in log.add("inner"); return true }
                        .testID("inner")
                }
                .onDrop(of: [.plainText], isTargeted: nil) { _, location in log.add("outer \(Int(location.x)),\(Int(location.y))"); return true }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func theInnermostAcceptingDestinationTakesTheDrop() async throws {
        let log = Log()
        let h = host(Nested(log: log))
        try await h.dragAndDrop(from: "card", to: "inner")
        // The inner zone takes URLs only: the text goes to the zone around it, at the inner
        // zone's centre in the outer one's space (300 × 200, centred: 150, 100).
        #expect(log.entries == ["outer 150,100"])
        let urls = Log()
        let h2 = host(Nested(log: urls))
        try await h2.drop([NSItemProvider(object: URL(string: "https://swift.org")! as NSURL)], on: "inner")
        #expect(urls.entries == ["inner"])
    }

    /// A `draggable` source and a `dropDestination` of strings.
    struct TransferBoard: View {
        @State private var received: [String] = []
        @State private var targeted = false
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Text("Ace").frame(width: 100, height: 100).draggable("Ace of spades").testID("card")
                Color.gray.frame(width: 200, height: 100)
                    .dropDestination(for: String.self) { items, location in
                        received = items
                        log.add("received \(items) at \(Int(location.x)),\(Int(location.y))")
                        return true
                    } isTargeted: { log.add("targeted \($0)") }
                    .testID("zone")
                Text(received.joined()).testID("shown")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func draggableItemsArriveImportedAtADropDestination() async throws {
        let log = Log()
        let h = host(TransferBoard(log: log))
        #expect(try await h.dragAndDrop(from: "card", to: "zone"))
        #expect(log.entries == ["targeted true", "received [\"Ace of spades\"] at 100,50", "targeted false"])
        // The state the action set shows after the host call.
        #expect((h.frame(of: "shown")?.width ?? 0) > 0)
    }

    /// Colours are transferable (iOS 16): a semantic colour arrives as its components in the
    /// default (light) environment — `.red` as iOS 26's light system red, (255, 56, 60) — even when
    /// dragged from a dark-mode view, and a colour of explicit components arrives as is.
    struct Palette: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).draggable(Color.red).testID("red")
                    .environment(\.colorScheme, .dark)
                Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).frame(width: 100, height: 100)
                    .draggable(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)).testID("custom")
                Color.gray.frame(width: 200, height: 100)
                    .dropDestination(for: Color.self) { colors, _ in
                        for color in colors {
                            let c = color.resolve(in: EnvironmentValues())
                            log.add(String(format: "%.0f %.0f %.0f %.2f", c.red * 255, c.green * 255, c.blue * 255, c.opacity))
                        }
                        return true
                    }
                    .testID("well")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func coloursMoveAsTheirComponentsInTheDefaultEnvironment() async throws {
        let log = Log()
        let h = host(Palette(log: log))
        #expect(try await h.dragAndDrop(from: "red", to: "well"))
        #expect(try await h.dragAndDrop(from: "custom", to: "well"))
        #expect(log.entries == ["255 56 60 1.00", "51 102 153 0.50"])
    }

    /// `Color.Resolved` encodes as SwiftUI's does: four numbers, sRGB components then opacity
    /// (iOS 26's light red, (255, 56, 60)).
    @Test func aResolvedColourEncodesAsFourNumbers() throws {
        let resolved = Color.red.resolve(in: EnvironmentValues())
        let numbers = try JSONDecoder().decode([Float].self, from: JSONEncoder().encode(resolved))
        #expect(numbers.count == 4)
        #expect(abs(numbers[0] - 1) < 0.002 && abs(numbers[1] - 56 / 255) < 0.002 && abs(numbers[2] - 60 / 255) < 0.002 && numbers[3] == 1)
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: JSONEncoder().encode(resolved)) == resolved)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Color.Resolved.self, from: Data("[1, 0]".utf8)) }
    }

    @Test func aTransferableDroppedFromOutsideArrives() async throws {
        let log = Log()
        let h = host(TransferBoard(log: log))
        #expect(try await h.drop("From Files", on: "zone"))
        #expect(log.entries == ["targeted true", "received [\"From Files\"] at 100,50", "targeted false"])
    }

    @Test func aProviderWithNoDataIsReportedAndTheActionDoesNotRun() async throws {
        let log = Log()
        let h = host(TransferBoard(log: log))
        let empty = NSItemProvider()
        empty.registerDataRepresentation(for: .utf8PlainText) { completion in completion(nil, nil); return nil }
        let dropped = try await h.drop([empty], on: "zone")
        #expect(!dropped)
        #expect(!log.entries.contains { $0.hasPrefix("received") })
        #expect(h.diagnostics.contains { $0.message.contains("gave no data") })
        #expect(h.diagnostics.contains { $0.message.contains("the action does not run") })
    }

    @Test func badInputIsReportedWithoutCrashing() async throws {
        let log = Log()
        let h = host(Board(log: log))
        func reported(_ text: String) -> Bool { h.diagnostics.contains { $0.message.contains(text) } }
        await #expect(throws: InteractionError.self) {
            try await h.dragAndDrop(from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 10, y: 10))
        }
        #expect(reported("is not finite"))
        await #expect(throws: InteractionError.noViewWithIdentifier("missing")) {
            try await h.drop([NSItemProvider(object: "x" as NSString)], on: "missing")
        }
        #expect(reported("no view has accessibilityIdentifier \"missing\""))
        await #expect(throws: InteractionError.noDragSource(CGPoint(x: 100, y: 150))) {
            try await h.dragAndDrop(from: "zone", to: "card")
        }
        #expect(reported("can be dragged"))
        #expect(try await h.drop([], on: "zone") == false)
        #expect(reported("no items to drop"))
        #expect(try await h.dragAndDrop(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 1e308, y: -1e308)) == false)
        #expect(log.entries.filter { $0.hasPrefix("drop") }.isEmpty)
    }

    @Test func aLoadHandlerThatAnswersLateIsWaitedFor() async throws {
        let log = Log()
        let h = host(Board(log: log))
        let late = NSItemProvider()
        late.registerDataRepresentation(for: .utf8PlainText) { completion in
            Task { try? await Task.sleep(for: .milliseconds(30)); completion(Data("late".utf8), nil) }
            return nil
        }
        #expect(try await h.drop([late], on: "zone"))
        #expect(log.entries.contains("loaded late"))
    }

    /// Two zones one above the other, logging their calls, under a card.
    struct TwoZones: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "card" as NSString) }.testID("card")
                Color.gray.frame(width: 150, height: 100)
                    .onDrop(of: [.text], delegate: LoggingDelegate(log: log, proposal: nil).named("upper"))
                Color.green.frame(width: 150, height: 100)
                    .onDrop(of: [.text], delegate: LoggingDelegate(log: log, proposal: nil).named("lower"))
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func movingFromOneZoneToAnotherExitsTheFirstBeforeEnteringTheSecond() async throws {
        let log = Log()
        let h = host(TwoZones(log: log))
        // Straight down from the card's centre: y 100 and 150 are over the upper zone
        // (y 100…200), y 200 and 250 over the lower one. The lower zone is asked whether it
        // takes the drop as the drop arrives over it; then the upper one is left and the
        // lower one entered.
        try await h.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 250), steps: 4)
        #expect(log.entries == ["upper validate", "upper entered 50,0", "upper updated", "upper updated",
                                "lower validate", "upper exited", "lower entered 50,0", "lower updated", "lower updated",
                                "lower perform true 1 false", "lower exited"])
    }

    /// A zone moved by `offset`: its space moves with it.
    struct OffsetZone: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "card" as NSString) }.testID("card")
                Color.gray.frame(width: 100, height: 100)
                    .onDrop(of: [.plainText], isTargeted: nil) { _, location in log.add("at \(Int(location.x)),\(Int(location.y))"); return true }
                    .testID("zone")
                    .offset(x: 60, y: 20)
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func theDropLocationIsInTheDestinationsOwnSpace() async throws {
        let log = Log()
        let h = host(OffsetZone(log: log))
        let zone = try #require(h.frame(of: "zone"))
        // The zone drawn at x 60…160, y 120…220; a drop 10 pt right of and 30 pt below its
        // top leading corner lands at (10, 30) in its space.
        #expect(close(zone.origin, CGPoint(x: 60, y: 120)))
        try await h.drop([NSItemProvider(object: "x" as NSString)], at: CGPoint(x: zone.minX + 10, y: zone.minY + 30))
        #expect(log.entries == ["at 10,30"])
    }

    /// A Codable model dragged within the app, and two destinations: one for the model, one
    /// for plain text.
    struct Models: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).draggable(Todo(text: "Walk", isDone: true)).testID("card")
                Color.gray.frame(width: 100, height: 100)
                    .dropDestination(for: Todo.self) { todos, _ in log.add("todos \(todos.map(\.text)) \(todos.map(\.isDone))"); return true }
                    .testID("todos")
                Color.green.frame(width: 100, height: 100)
                    .dropDestination(for: String.self) { strings, _ in log.add("strings \(strings)"); return true }
                    .testID("strings")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func eachDestinationGetsTheRepresentationItReads() async throws {
        let log = Log()
        let h = host(Models(log: log))
        #expect(try await h.dragAndDrop(from: "card", to: "todos"))
        // The model's own type carries every field; plain-text receivers get its proxy.
        #expect(try await h.dragAndDrop(from: "card", to: "strings"))
        #expect(log.entries == ["todos [\"Walk\"] [true]", "strings [\"Walk\"]"])
    }
}

/// The reordering pattern apps build from `onDrag` and a `DropDelegate`: the dragged row moves
/// to each row the finger enters.
struct ReorderRows: View {
    final class Store: @unchecked Sendable { var items = ["1", "2", "3"]; var dragged: String? }
    let store: Store
    @State private var version = 0

    struct Reorder: DropDelegate {
        let item: String
        let store: Store
        let changed: () -> Void
        func dropEntered(info: DropInfo) {
            guard let dragged = store.dragged, dragged != item,
                  let from = store.items.firstIndex(of: dragged), let to = store.items.firstIndex(of: item) else { return }
            store.items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
            changed()
        }
        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
        func performDrop(info: DropInfo) -> Bool { store.dragged = nil; return true }
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(store.items, id: \.self) { item in
                Text(item).frame(width: 200, height: 50)
                    .contentShape(Rectangle())
                    .onDrag { store.dragged = item; return NSItemProvider(object: item as NSString) }
                    .onDrop(of: [.text], delegate: Reorder(item: item, store: store) { version += 1 })
                    .testID("row-\(item)")
            }
            Text("\(version)").hidden()
        }
        .frame(width: 400, height: 400, alignment: .top)
    }
}

extension DragAndDropTests {
    /// A zone over another one, and the upper zone turned off for touches.
    struct Covered: View {
        let log: Log
        var upperTakesTouches: Bool
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "card" as NSString) }.testID("card")
                ZStack {
                    Color.gray.onDrop(of: [.text], isTargeted: nil) { _ in log.add("lower"); return true }
                    Color.orange.onDrop(of: [.text], isTargeted: nil) { _ in log.add("upper"); return true }
                        .allowsHitTesting(upperTakesTouches)
                }
                .frame(width: 200, height: 100)
                .testID("zones")
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    @Test func destinationsAreFoundByHitTestingLikeTouches() async throws {
        let log = Log()
        try await host(Covered(log: log, upperTakesTouches: true)).dragAndDrop(from: "card", to: "zones")
        // The front-most view under the finger takes the drop…
        #expect(log.entries == ["upper"])
        let through = Log()
        try await host(Covered(log: through, upperTakesTouches: false)).dragAndDrop(from: "card", to: "zones")
        // …unless it lets touches through.
        #expect(through.entries == ["lower"])
    }

    @Test func aRowDraggedDownAListMovesPastEachRowItEnters() async throws {
        let store = ReorderRows.Store()
        let h = host(ReorderRows(store: store))
        // From row 1 down to where row 3 is: it passes over row 2 (and moves below it), then
        // over row 3 (and moves below it too).
        try await h.dragAndDrop(from: "row-1", to: "row-3", steps: 8)
        #expect(store.items == ["2", "3", "1"])
        #expect(store.dragged == nil)
        // The host shows the new order: row 1 is now the last of the three.
        let row1 = try #require(h.frame(of: "row-1")), row3 = try #require(h.frame(of: "row-3"))
        #expect(close(row1.minY - row3.minY, 50))
    }
}

extension DragAndDropTests.LoggingDelegate {
    /// The delegate with its log entries prefixed by `name`.
    func named(_ name: String) -> NamedDelegate { NamedDelegate(name: name, base: self) }
}

/// A logging delegate whose entries say which zone they came from.
struct NamedDelegate: DropDelegate {
    let name: String
    let base: DragAndDropTests.LoggingDelegate
    func validateDrop(info: DropInfo) -> Bool { base.log.add("\(name) validate"); return base.accepts }
    func dropEntered(info: DropInfo) { base.log.add("\(name) entered \(Int(info.location.x)),\(Int(info.location.y))") }
    func dropUpdated(info: DropInfo) -> DropProposal? { base.log.add("\(name) updated"); return nil }
    func dropExited(info: DropInfo) { base.log.add("\(name) exited") }
    func performDrop(info: DropInfo) -> Bool {
        base.log.add("\(name) perform \(info.hasItemsConforming(to: [.text])) \(info.itemProviders(for: [.plainText]).count) \(info.hasItemsConforming(to: [.url]))")
        return true
    }
}
