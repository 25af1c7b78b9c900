import Foundation

/// Mirrors SwiftUI's `ForEach`: one view per element of a collection, each identified by
/// an id so state follows the element when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                            @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let path = id
        self.idOf = { $0[keyPath: path] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}
