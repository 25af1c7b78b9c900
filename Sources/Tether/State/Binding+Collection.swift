import Foundation

/// Mirrors SwiftUI's conformances of `Binding` to `Sequence`, `Collection`,
/// `BidirectionalCollection` and `RandomAccessCollection` when it binds a mutable collection:
/// a binding to an array is a collection of bindings to its elements, so `ForEach($items)`,
/// `$items[2]`, `$items.first` and collection helpers over `$items` hand out element bindings
/// that write back into the array. An element binding whose position is gone (the array
/// shrank) reads the element it was made with and writes nothing.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    public subscript(position: Value.Index) -> Binding<Value.Element> {
        ElementBinding.make(self, at: position, snapshot: wrappedValue[position])
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
