import Foundation
import Testing
@testable import Tether

/// The collection helpers `onMove` and `onDelete` actions call, as SwiftUI defines them.
@Suite struct CollectionOffsetsTests {
    @Test func movingDownPutsTheElementsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        // Dragging "a" and "c" to before "e" (offset 4).
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "e"])
    }

    @Test func movingUpAndToTheEnd() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(letters == ["d", "a", "b", "c"])
        letters.move(fromOffsets: IndexSet([0]), toOffset: 4)
        #expect(letters == ["a", "b", "c", "d"])
    }

    @Test func outOfRangeOffsetsAreIgnored() {
        var numbers = [1, 2, 3]
        numbers.move(fromOffsets: IndexSet([7]), toOffset: 0)
        #expect(numbers == [1, 2, 3])
        numbers.move(fromOffsets: IndexSet([0]), toOffset: 99)
        #expect(numbers == [2, 3, 1])
        numbers.remove(atOffsets: IndexSet([1, 5]))
        #expect(numbers == [2, 1])
    }

    @Test func removingAtOffsetsKeepsTheOrderOfTheRest() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 3]))
        #expect(letters == ["b", "c", "e"])
    }
}
