import Foundation
import Testing
@testable import Tether

/// A `Binding`'s identity and transaction, as in SwiftUI: a binding to an identifiable value
/// is identified by that value's id (so `sheet(item:)` takes an optional binding), and the
/// transaction set by `animation(_:)` or `transaction(_:)` reaches the setter of every write,
/// also through bindings derived from it.
@MainActor @Suite struct BindingTests {
    struct Car: Identifiable { let id: Int; var name: String }

    @Test func aBindingToAnIdentifiableValueHasTheValuesID() {
        var car = Car(id: 7, name: "Mini")
        let binding = Binding(get: { car }, set: { car = $0 })
        // `id` is the value's id, not a binding to it (the property wins over the dynamic member).
        let id: Int = binding.id
        #expect(id == 7)
        car = Car(id: 9, name: "Saab")
        #expect(binding.id == 9)
    }

    /// A list of cars whose rows hand a binding to their car to a sheet that edits it.
    struct Garage: View {
        @State var cars = [Car(id: 1, name: "Mini"), Car(id: 2, name: "Saab")]
        @State var editing: Binding<Car>?
        var body: some View {
            List($cars) { $car in
                Button(car.name) { editing = $car }.testID("car-\(car.id)")
            }
            .sheet(item: $editing) { car in
                TextField("Name", text: car.name).testID("name-field")
            }
        }
    }

    @Test func aSheetEditsTheItemThroughTheBindingItWasHanded() throws {
        let h = host(Garage(), width: 390, height: 844)
        #expect(h.frame(of: "name-field") == nil)
        try h.tap("car-2")
        #expect(h.frame(of: "name-field") != nil)
        try h.type("Volvo", into: "name-field")
        // The row of the list now shows the name typed in the sheet: the sheet's binding wrote
        // into the second element of `cars`.
        #expect(h.find(text: "SaabVolvo") != nil)
        #expect(h.find(text: "Mini") != nil)
    }

    /// A list over a binding with a selection, and a `ForEach` over a binding: each picks the
    /// binding form (rows get element bindings), though bindings are identifiable collections too.
    struct Selectable: View {
        @State var cars = [Car(id: 1, name: "Mini"), Car(id: 2, name: "Saab")]
        @State var picked: Int?
        @State var many = Set<Int>()
        var body: some View {
            VStack {
                List($cars, selection: $picked) { $car in TextField("Name", text: $car.name).testID("one-\(car.id)") }
                List($cars, selection: $many) { $car in Text(car.name) }
                ForEach($cars) { $car in Text("\(car.name)!") }
            }
        }
    }

    @Test func selectionListsAndForEachOverABindingGiveElementBindings() throws {
        let h = host(Selectable(), width: 390, height: 844)
        try h.type("s", into: "one-1")
        #expect(h.find(text: "Minis!") != nil)
    }

    @Test func animationAndTransactionReachTheSetter() {
        var value = 0
        var seen: [Animation?] = []
        let binding = Binding(get: { value }, set: { newValue, transaction in
            value = newValue
            seen.append(transaction.animation)
        })
        binding.wrappedValue = 1
        binding.animation(.easeIn).wrappedValue = 2
        binding.animation().wrappedValue = 3
        binding.transaction(Transaction(animation: .linear)).wrappedValue = 4
        #expect(value == 4)
        #expect(seen == [nil, .easeIn, .default, .linear])
        #expect(binding.animation(.spring).transaction.animation == .spring)
        #expect(binding.transaction.animation == nil)
    }

    @Test func aDerivedBindingWritesInItsOwnTransaction() {
        var car = Car(id: 1, name: "Mini")
        var seen: [Animation?] = []
        let binding = Binding(get: { car }, set: { newValue, transaction in
            car = newValue
            seen.append(transaction.animation)
        })
        // A member of an animated binding is animated too; the member's own transaction wins.
        let animatedName = binding.animation(.easeOut).name
        #expect(animatedName.transaction.animation == .easeOut)
        animatedName.wrappedValue = "Saab"
        binding.name.animation(.bouncy).wrappedValue = "Volvo"
        #expect(car.name == "Volvo")
        #expect(seen == [.easeOut, .bouncy])
    }

    @Test func aCompletionOfTheBindingsTransactionRunsOncePerWrite() {
        var value = 0
        var runs = 0
        var binding = Binding(get: { value }, set: { value = $0 })
        binding.transaction.addAnimationCompletion { runs += 1 }
        binding.wrappedValue = 1
        #expect(runs == 1)
        // Through a derived binding (a member) the completion still runs once, not once per level.
        var pair = (a: 0, b: 0)
        var pairBinding = Binding(get: { pair }, set: { pair = $0 })
        pairBinding.transaction.addAnimationCompletion { runs += 1 }
        pairBinding[dynamicMember: \.b].wrappedValue = 5
        #expect(pair.b == 5)
        #expect(runs == 2)
    }
}
