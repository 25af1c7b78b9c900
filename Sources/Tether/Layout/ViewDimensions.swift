import Foundation

/// Mirrors SwiftUI's `ViewDimensions`: a view's size and its alignment guides (explicit
/// ones set with `alignmentGuide` or by the view itself, else the guide's default).
public struct ViewDimensions: Equatable {
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    let size: CGSize
    let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitGuide: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicitGuide = explicitGuide
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitGuide(guide.key) ?? guide.key.defaultValue(self)
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitGuide(guide.key) ?? guide.key.defaultValue(self)
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(self) }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.size == b.size }
}
