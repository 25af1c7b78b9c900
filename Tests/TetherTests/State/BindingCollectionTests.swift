import Foundation
import Testing
@testable import Tether

/// `Binding` as a collection of element bindings when it binds a mutable collection, as in
/// SwiftUI: indices, subscripts and collection helpers over `$items` give bindings that write
/// back into the array; a stale element binding reads what it was made with and writes nothing.
@MainActor @Suite struct BindingCollectionTests {
    final class Box { var items = [1, 2, 3] }

    func binding(_ box: Box) -> Binding<[Int]> { Binding(get: { box.items }, set: { box.items = $0 }) }

    @Test func elementBindingsReadAndWriteTheArray() {
        let box = Box()
        let items = binding(box)
        #expect(items.count == 3 && items.startIndex == 0 && items.endIndex == 3)
        items[1].wrappedValue = 20
        #expect(box.items == [1, 20, 3])
        // Collection helpers: `last`, `first(where:)`, reversed iteration (bidirectional).
        items.last?.wrappedValue = 30
        items.first(where: { $0.wrappedValue == 1 })?.wrappedValue = 10
        #expect(box.items == [10, 20, 30])
        #expect(items.reversed().map(\.wrappedValue) == [30, 20, 10])
        // A helper from user code over any `Collection` works on the binding too.
        #expect(items.indices.map { items[$0].wrappedValue } == [10, 20, 30])
    }

    @Test func aStaleElementBindingReadsItsSnapshotAndWritesNothing() {
        let box = Box()
        let third = binding(box)[2]
        box.items = [1]
        #expect(third.wrappedValue == 3)
        third.wrappedValue = 99
        #expect(box.items == [1])
    }

    struct Row: Identifiable { let id: Int; var on: Bool }
    struct Rows: View {
        @State var rows = [Row(id: 1, on: false), Row(id: 2, on: false)]
        var body: some View {
            VStack {
                ForEach($rows) { $row in
                    Toggle("Row \(row.id)", isOn: $row.on).testID("toggle\(row.id)")
                }
                Text(rows.filter(\.on).map { "\($0.id)" }.joined(separator: ",")).testID("on")
            }
        }
    }

    @Test func forEachOverABindingEditsTheRowsInPlace() throws {
        let h = host(Rows(), width: 300, height: 300)
        try h.tap("toggle2")
        #expect(h.find(text: "2") != nil)
    }
}
