import Foundation
import Tether

/// One photo of the lazy grid: a rounded tile with its number.
struct PhotoTile: View {
    let index: Int
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(hue: Double(index % 12) / 12, saturation: 0.45, brightness: 0.95))
            .aspectRatio(1, contentMode: .fit)
            .overlay(Text("\(index + 1)").font(.headline).foregroundStyle(.white))
    }
}

extension Examples {
    static let containerExamples: [Example] = [
        Example("lazy-grid", height: 420, caption: "LazyVGrid with adaptive columns of at least 80 points, a pinned section header, in a ScrollView") {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<10_000, id: \.self) { i in PhotoTile(index: i) }
                    } header: {
                        Text("Recents").font(.title2.bold())
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 8)
                            .background(Color.white)
                    }
                }
                .padding(.horizontal)
            }
        },
        Example("lazy-grid-columns", height: 200, caption: "LazyVGrid: a fixed 70-point column, a flexible one and an adaptive one, with their spacings") {
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.flexible(minimum: 60), spacing: 2), GridItem(.adaptive(minimum: 40), spacing: 2)]) {
                ForEach(0..<12, id: \.self) { i in
                    Color(hue: Double(i % 4) / 4, saturation: 0.5, brightness: 0.9).frame(height: 36)
                        .overlay(Text("\(i)").font(.caption))
                }
            }
            .padding()
        },
        Example("lazy-stack-scrolled", height: 420, caption: "LazyVStack of 100,000 rows scrolled to row 5,000, with pinned section headers; only the rows on screen are built") {
            LazyRowsScrolled()
        },
        Example("lazy-hstack", height: 160, caption: "LazyHStack of cards in a horizontal ScrollView, starting at its leading edge") {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<1_000, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 12).fill(Color(hue: Double(i % 8) / 8, saturation: 0.35, brightness: 0.95))
                            .frame(width: 110, height: 110)
                            .overlay(Text("Card \(i + 1)").font(.subheadline))
                    }
                }
                .padding()
            }
        },
        Example("group-box-disclosure", height: 330, caption: "GroupBox with a label, an expanded and a collapsed DisclosureGroup") {
            VStack(spacing: 16) {
                GroupBox {
                    HStack { Text("Steps"); Spacer(); Text("8,204").foregroundStyle(.secondary) }
                    HStack { Text("Distance"); Spacer(); Text("6.1 km").foregroundStyle(.secondary) }
                } label: {
                    Label("Activity", systemImage: "heart.fill")
                }
                DisclosureGroup("Shipping address", isExpanded: .constant(true)) {
                    Text("1 Infinite Loop\nCupertino, CA 95014").foregroundStyle(.secondary)
                }
                DisclosureGroup("Billing address") { Text("Same as shipping") }
            }
            .padding()
        },
    ]
}

/// A long list that starts scrolled far down (through a ScrollViewReader on appear).
struct LazyRowsScrolled: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    part(0)
                    part(1)
                    part(2)
                    part(3)
                }
            }
            .onAppear { proxy.scrollTo(5_000, anchor: .top) }
        }
    }

    /// A quarter of the rows under a header.
    func part(_ number: Int) -> some View {
        Section {
            ForEach(number * 25_000..<(number + 1) * 25_000, id: \.self) { i in LazyListRow(index: i) }
        } header: {
            Text("Part \(number + 1)").font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal).padding(.vertical, 6)
                .background(Color(white: 0.95))
        }
    }
}

/// One row of the long list.
struct LazyListRow: View {
    let index: Int
    var body: some View {
        HStack {
            Image(systemName: "doc.text").foregroundStyle(.blue)
            Text("Row \(index)")
            Spacer()
            Text("\(index % 60) min").foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 44)
        .overlay(alignment: .bottom) { Divider().padding(.leading) }
    }
}
