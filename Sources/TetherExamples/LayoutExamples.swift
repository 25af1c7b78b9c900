import Foundation
import Tether

/// A custom `Layout`: children on a circle, to show users' layouts run like built-in ones.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 200, height: 200))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 20
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) / Double(subviews.count) * 2 * .pi - .pi / 2
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

extension Examples {
    static let layoutExamples: [Example] = [
        Example("carousel", height: 200, caption: "containerRelativeFrame pages in a horizontal ScrollView with contentMargins and scrollClipDisabled") {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<6, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill([Color.blue, .orange, .green, .purple, .pink, .teal][i])
                            .overlay(Text("Page \(i + 1)").font(.headline).foregroundStyle(.white))
                            .shadow(radius: 6, y: 3)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                    }
                }
            }
            .contentMargins(.horizontal, 24)
            .scrollClipDisabled()
            .frame(height: 140)
            .padding(.vertical, 30)
        },
        Example("stacks-and-spacers", height: 240, caption: "HStack/VStack sharing space, Spacer, layoutPriority and fixed frames") {
            VStack(spacing: 10) {
                HStack { Color.red; Color.green; Color.blue }.frame(height: 40)
                HStack(spacing: 0) { Color.orange.frame(width: 50); Spacer(); Color.orange.frame(width: 50) }.frame(height: 40)
                HStack { Color.gray; Color.purple.layoutPriority(1).frame(minWidth: 200) }.frame(height: 40)
                HStack(alignment: .bottom) {
                    Color.pink.frame(width: 60, height: 20)
                    Color.pink.frame(width: 60, height: 50)
                    Color.pink.frame(width: 60, height: 35)
                }
            }
            .padding()
        },
        Example("alignment", height: 260, caption: "Frame alignments in a ZStack and a custom alignment guide") {
            VStack(spacing: 16) {
                ZStack {
                    Color.gray.opacity(0.2)
                    let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing,
                                                   .bottomLeading, .bottom, .bottomTrailing]
                    ForEach(0..<alignments.count, id: \.self) { i in
                        Circle().fill(Color.blue).frame(width: 16, height: 16)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignments[i])
                    }
                }
                .frame(height: 120)
                VStack(alignment: .leading) {
                    Color.red.frame(width: 120, height: 20)
                    Color.green.frame(width: 80, height: 20).alignmentGuide(.leading) { d in -d.width / 2 }
                    Color.blue.frame(width: 100, height: 20)
                }
            }
            .padding()
        },
        Example("matched-geometry", height: 120, caption: "matchedGeometryEffect: a capsule that is not the source takes the frame of the selected segment") {
            MatchedSegments()
        },
        Example("custom-layout", width: 260, height: 260, caption: "A user-written Layout placing eight symbols on a circle") {
            RadialLayout {
                ForEach(["star.fill", "heart.fill", "bell.fill", "bookmark.fill", "flag", "tag", "bolt", "moon"], id: \.self) { name in
                    Image(systemName: name).foregroundColor(.orange)
                }
            }
        },
        Example("padding-overlay-background", height: 200, caption: "padding, background and overlay with alignment, fixedSize, aspectRatio") {
            HStack(spacing: 20) {
                Text("Padded").padding().background(Color.yellow).overlay(alignment: .topTrailing) {
                    Circle().fill(Color.red).frame(width: 12, height: 12)
                }
                Text("Fixed size").fixedSize().padding(8).background(RoundedRectangle(cornerRadius: 8).stroke(Color.blue))
                Color.green.aspectRatio(1, contentMode: .fit).frame(width: 60)
            }
            .padding()
        },
        Example("grid-table", height: 220, caption: "Grid: a header row, a Divider spanning the grid, column alignment and colored cells") {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Fruit").font(.headline)
                    Text("Stock").font(.headline).gridColumnAlignment(.trailing)
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                let rows: [(String, Int, Color)] = [("Apples", 12, .red), ("Kiwis", 140, .green), ("Plums", 7, .purple)]
                ForEach(0..<rows.count, id: \.self) { i in
                    GridRow(alignment: .center) {
                        Text(rows[i].0)
                        Text("\(rows[i].1)")
                        rows[i].2.frame(width: CGFloat(rows[i].1) / 2 + 10, height: 16)
                            .gridCellAnchor(.leading)
                    }
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Total 159").font(.footnote).gridCellColumns(2).gridColumnAlignment(.trailing)
                }
            }
            .padding()
            .background(Color.gray.opacity(0.1))
        },
        Example("view-that-fits", height: 200, caption: "ViewThatFits picks the first label that fits each width (bordered)") {
            VStack(alignment: .leading, spacing: 12) {
                ForEach([300, 150, 60], id: \.self) { width in
                    ViewThatFits(in: .horizontal) {
                        Label("Continue to checkout", systemImage: "cart.fill")
                        Text("Checkout")
                        Image(systemName: "cart")
                    }
                    .font(.title3)
                    .padding(8)
                    .frame(width: CGFloat(width), alignment: .leading)
                    .border(Color.blue, width: 2)
                }
            }
            .padding()
        },
    ]
}

/// Three segments and a selection capsule matched to the selected one.
struct MatchedSegments: View {
    @Namespace private var segments
    @State private var selected = 1
    private let titles = ["Day", "Week", "Month"]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .font(.subheadline.weight(index == selected ? .semibold : .regular))
                    .padding(.horizontal, 18)
                    .padding(.vertical, 8)
                    .matchedGeometryEffect(id: index, in: segments)
                    .onTapGesture { selected = index }
            }
        }
        .background {
            Capsule().fill(Color.white).shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                .matchedGeometryEffect(id: selected, in: segments, isSource: false)
        }
        .padding(4)
        .background(Capsule().fill(Color(white: 0.92)))
    }
}
