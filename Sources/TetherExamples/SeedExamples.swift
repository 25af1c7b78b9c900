import Foundation
import Tether

// The pictures the seed articles show, written for Tether.

/// Seed 000: an ellipse drawn around "Hello, world!" from an anchor preference, with the
/// native `Anchor` or a hand-made one measured by a GeometryReader.
struct HighlightKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct HandMadeFrameKey: PreferenceKey {
    static let defaultValue: CGRect? = nil
    static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) { value = value ?? nextValue() }
}

struct HighlightedGreeting: View {
    @State var useHandMadeAnchor: Bool

    var body: some View {
        VStack {
            Toggle("Show MyAnchor implementation", isOn: $useHandMadeAnchor)
                .padding(.bottom, 30)
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundColor(.accentColor)
            Text("Hello, world!")
                .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
                .overlay(GeometryReader { proxy in
                    Color.clear.preference(key: HandMadeFrameKey.self, value: proxy.frame(in: .global))
                })
        }
        .padding()
        .overlayPreferenceValue(HighlightKey.self) { anchor in
            if let anchor, !useHandMadeAnchor {
                GeometryReader { proxy in ellipse(around: proxy[anchor]) }
            }
        }
        .overlayPreferenceValue(HandMadeFrameKey.self) { frame in
            if let frame, useHandMadeAnchor {
                GeometryReader { proxy in
                    let origin = proxy.frame(in: .global).origin
                    ellipse(around: frame.offsetBy(dx: -origin.x, dy: -origin.y))
                }
            }
        }
    }

    func ellipse(around frame: CGRect) -> some View {
        Ellipse()
            .stroke(Color.red, lineWidth: 2)
            .padding(-10)
            .frame(width: frame.width, height: frame.height)
            .offset(x: frame.minX, y: frame.minY)
    }
}

/// Seed 001: three buttons; a dashed ring in the selected button's colour surrounds it.
struct SelectionRingKey: PreferenceKey {
    struct Ring { let anchor: Anchor<CGRect>; let color: Color }
    static let defaultValue: Ring? = nil
    static func reduce(value: inout Ring?, nextValue: () -> Ring?) { value = value ?? nextValue() }
}

struct SelectionRingButtons: View {
    @State var selected: Int
    let titles = ["Hi", "Hello", "Aloha"]
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                HStack {
                    if index > 0 { Spacer() }
                    Button(titles[index]) { selected = index }
                        .padding()
                        .accessibilityIdentifier("button-\(index)")
                        .anchorPreference(key: SelectionRingKey.self, value: .bounds) { anchor in
                            selected == index ? SelectionRingKey.Ring(anchor: anchor, color: colors[index]) : nil
                        }
                    if index < 2 { Spacer() }
                }
            }
        }
        .padding(32)
        .overlayPreferenceValue(SelectionRingKey.self) { ring in
            GeometryReader { proxy in
                if let ring {
                    let rect = proxy[ring.anchor]
                    RoundedRectangle(cornerRadius: 3)
                        .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 2], dashPhase: 0.5))
                        .foregroundColor(ring.color)
                        .frame(width: rect.width, height: rect.height)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
    }
}

/// Seed 003, first part: the text's bounds stroked over a yellow background.
struct TextBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() }
}

struct BoundsOverYellow: View {
    var body: some View {
        ZStack {
            Color.yellow
            Text("Hello World !!!")
                .anchorPreference(key: TextBoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(TextBoundsKey.self) { anchor in
            GeometryReader { proxy in
                anchor.map { anchor in
                    Rectangle()
                        .stroke()
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }
}

/// Seed 003, second part: cards measured through anchor preferences, then wrapped into rows
/// with alignment guides once `onPreferenceChange` has stored their positions.
struct CardSizesKey: PreferenceKey {
    static let defaultValue: [String: CGSize] = [:]
    static func reduce(value: inout [String: CGSize], nextValue: () -> [String: CGSize]) {
        value.merge(nextValue()) { $1 }
    }
}

struct FlowGrid: View {
    let cards: [String]
    @State private var positions: [String: CGPoint] = [:]

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .topLeading) {
                ForEach(cards, id: \.self) { card in
                    Text(card)
                        .frame(width: 120, height: 120)
                        .background(Color.orange)
                        .cornerRadius(8)
                        .padding(4)
                        .alignmentGuide(.leading) { _ in -(positions[card]?.x ?? 0) }
                        .alignmentGuide(.top) { _ in -(positions[card]?.y ?? 0) }
                        .anchorPreference(key: CardSizesKey.self, value: .bounds) { [card: geometry[$0].size] }
                }
            }
            .onPreferenceChange(CardSizesKey.self) { sizes in
                positions = FlowGrid.wrap(cards, sizes: sizes, width: geometry.size.width)
            }
        }
    }

    /// Places cards left to right, starting a new row when the next one would overflow.
    static func wrap(_ cards: [String], sizes: [String: CGSize], width: CGFloat) -> [String: CGPoint] {
        var result: [String: CGPoint] = [:]
        var cursor = CGPoint.zero
        var rowHeight: CGFloat = 0
        for card in cards {
            let size = sizes[card] ?? .zero
            if cursor.x > 0, cursor.x + size.width > width {
                cursor = CGPoint(x: 0, y: cursor.y + rowHeight)
                rowHeight = 0
            }
            result[card] = cursor
            cursor.x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return result
    }
}

/// Seed 004: a list of directions whose icons are joined by lines from one icon's bottom
/// to the next one's top, drawn from anchor preferences.
struct Stop: Identifiable {
    let id: Int
    let icon: String
    let title: String
}

struct StopBoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct Segment: Shape {
    var from: CGPoint
    var to: CGPoint
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: from)
            path.addLine(to: to)
        }
    }
}

struct DirectionsList: View {
    let stops: [Stop] = [
        Stop(id: 0, icon: "location.circle.fill", title: "My Location"),
        Stop(id: 1, icon: "pin.circle.fill", title: "Berlin Hauptbahnhof"),
        Stop(id: 2, icon: "pin.circle.fill", title: "Westend"),
    ]

    var body: some View {
        List {
            ForEach(stops) { stop in
                HStack {
                    Image(systemName: stop.icon)
                        .frame(width: 40)
                        .anchorPreference(key: StopBoundsKey.self, value: .bounds) { [stop.id: $0] }
                    Text(stop.title)
                }
                .padding(.vertical, 5)
            }
        }
        .listStyle(.inset(alternatesRowBackgrounds: true))
        .overlayPreferenceValue(StopBoundsKey.self) { bounds in
            GeometryReader { proxy in
                ForEach(Array(zip(stops, stops.dropFirst())), id: \.0.id) { pair in
                    if let from = bounds[pair.0.id], let to = bounds[pair.1.id] {
                        let a = proxy[from], b = proxy[to]
                        Segment(from: CGPoint(x: a.midX, y: a.maxY), to: CGPoint(x: b.midX, y: b.minY))
                            .stroke()
                            .foregroundColor(.secondary)
                    }
                }
            }
        }
    }
}

extension Examples {
    static let seedExamples: [Example] = [
        Example("highlight-native-anchor", height: 260,
                caption: "Seed 000: a red ellipse around \"Hello, world!\" placed with the native Anchor<CGRect>") {
            HighlightedGreeting(useHandMadeAnchor: false)
        },
        Example("highlight-hand-made-anchor", height: 260,
                caption: "Seed 000: the same ellipse from a hand-made anchor (GeometryReader + global frame)") {
            HighlightedGreeting(useHandMadeAnchor: true)
        },
        Example("selection-ring", height: 300,
                caption: "Seed 001: a dashed ring in the selected button's colour, from an anchor preference") {
            SelectionRingButtons(selected: 1)
        },
        Example("bounds-over-yellow", height: 200,
                caption: "Seed 003: the text's bounds anchor stroked as a rectangle over yellow") {
            BoundsOverYellow()
        },
        Example("flow-grid", height: 420,
                caption: "Seed 003: cards measured by anchor preferences and wrapped into rows with alignment guides") {
            FlowGrid(cards: ["Lorem", "ipsum", "is", "placeholder", "text", "!!!"])
        },
        Example("directions-list", height: 260,
                caption: "Seed 004: list icons joined bottom-to-top by lines resolved from anchors") {
            DirectionsList().padding()
        },
    ]
}
