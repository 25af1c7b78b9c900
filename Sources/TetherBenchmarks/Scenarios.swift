import Foundation
import Tether

/// Anchors of every row's icon, keyed by row.
struct RowAnchorsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// One row of the anchored list: an icon-sized colour that publishes its bounds, a label,
/// a spacer. A tap changes the row's colour or its height.
struct BenchRow: View {
    let index: Int
    let changesSize: Bool
    @State private var tapped = false

    var body: some View {
        HStack {
            (tapped ? Color.red : Color.blue)
                .frame(width: 20, height: changesSize && tapped ? 40 : 20)
                .anchorPreference(key: RowAnchorsKey.self, value: .bounds) { [index: $0] }
            Text("Row \(index)")
            Spacer()
        }
        .accessibilityIdentifier("row-\(index)")
        .onTapGesture { tapped.toggle() }
    }
}

/// The seed 004 pattern at scale: n rows and one path joining every icon's centre.
struct AnchoredList: View {
    let count: Int
    var changesSize = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<count, id: \.self) { i in BenchRow(index: i, changesSize: changesSize) }
        }
        .overlayPreferenceValue(RowAnchorsKey.self) { anchors in
            GeometryReader { proxy in
                Path { path in
                    for i in 0..<count {
                        guard let anchor = anchors[i] else { continue }
                        let rect = proxy[anchor]
                        let centre = CGPoint(x: rect.midX, y: rect.midY)
                        if i == 0 { path.move(to: centre) } else { path.addLine(to: centre) }
                    }
                }
                .stroke(Color.gray, lineWidth: 1)
            }
        }
    }
}

/// The speed of light for this layout: the same row frames and anchor centres computed by a
/// hand-written loop (rows 20 high or the text's height, 8 apart, icon at x = 0).
func lowerBound(count: Int, textHeight: CGFloat) -> [CGPoint] {
    var centres: [CGPoint] = []
    centres.reserveCapacity(count)
    let rowHeight = max(20, textHeight)
    var y: CGFloat = 0
    for _ in 0..<count {
        centres.append(CGPoint(x: 10, y: y + rowHeight / 2))
        y += rowHeight + 8
    }
    return centres
}

/// A `List` of rows: like the lazy stack, only the rows on screen should cost anything.
struct RowList: View {
    let count: Int

    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { i in BenchRow(index: i, changesSize: false) }
        }
        .accessibilityIdentifier("scroll")
    }
}

/// A lazy list in a scroll view: only the rows on screen should cost anything, however many
/// the data has.
struct LazyScrollList: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(0..<count, id: \.self) { i in BenchRow(index: i, changesSize: false) }
            }
        }
        .accessibilityIdentifier("scroll")
    }
}

/// `depth` levels, each a line of text above the next level, offset by half a point: the
/// display list nests a group per level.
struct NestedLevels: View {
    let depth: Int
    var body: some View {
        var level = AnyView(Text("Leaf"))
        for i in 0..<depth {
            level = AnyView(VStack(alignment: .leading, spacing: 0) { Text("Level \(i)"); level }.offset(x: 0.5))
        }
        return level
    }
}
