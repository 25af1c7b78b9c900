import Foundation
import Tether

/// Tether's own: lists that scroll (long ones, with sections, under `scrollDisabled`,
/// `defaultScrollAnchor`, hostile `contentMargins`, jumped through a `ScrollViewReader` and a
/// `scrollPosition`), and presentations stacked in a sheet's content; with the host's scroll
/// steps (`FuzzScrolling`), hostile amounts included.
extension FuzzTreeBuilder {
    mutating func scrollingListsAndStackedPresentations(depth: Int) -> AnyView {
        rng.chance(50) ? scrollingList() : stackedPresentation(depth: depth)
    }

    private mutating func scrollingList() -> AnyView {
        if rng.chance(25) { return positionedScroll() }
        let id = identifier("scrolllist")
        tappable.append(id)
        let jump = identifier("jump")
        tappable.append(jump)
        let counts = (0..<rng.int(1...3)).map { _ in rng.pick([0, 1, 5, 40, 300]) }
        let titles = counts.map { _ in string() }
        let margins = rng.chance(30) ? length() : nil
        let target = rng.pick([0, 3, 39, 299, -1, 10_000])
        var list = AnyView(FuzzJumpingList(counts: counts, titles: titles, target: target, anchor: rng.chance(30) ? nil : unitPoint(),
                                           jumpID: jump, usesPosition: rng.chance(40))
            .accessibilityIdentifier(id))
        switch rng.int(0...3) {
        case 0: list = AnyView(list.listStyle(.plain))
        case 1: list = AnyView(list.listStyle(.grouped))
        case 2: list = AnyView(list.listStyle(.inset))
        default: break
        }
        if let margins { list = AnyView(list.contentMargins(rng.pick([.all, .top, .vertical, .horizontal]), margins)) }
        if rng.chance(20) { list = AnyView(list.scrollDisabled(true)) }
        if rng.chance(20) { list = AnyView(list.defaultScrollAnchor(rng.pick([.bottom, .center, .top, UnitPoint(x: .nan, y: .infinity)]))) }
        return list
    }

    /// A scroll view bound to a `ScrollPosition` that a button sets to an edge, a view, a
    /// hostile coordinate or a point; the host's scroll steps write it back.
    private mutating func positionedScroll() -> AnyView {
        let id = identifier("scroll")
        let jump = identifier("jump")
        tappable.append(jump)
        let kind = rng.int(0...4)
        let start = kind == 0 ? ScrollPosition(idType: Int.self, edge: .bottom) : ScrollPosition(idType: Int.self)
        return AnyView(FuzzPositionedScroll(count: rng.pick([0, 1, 40, 300]), target: rng.pick([0, 39, -1, 10_000]), kind: kind,
                                            coordinate: length(), jumpID: jump, scrollID: id, position: start))
    }

    private mutating func stackedPresentation(depth: Int) -> AnyView {
        let open = identifier("presentinner")
        tappable.append(open)
        let close = identifier("dismissinner")
        tappable.append(close)
        return AnyView(FuzzStackedPresentation(kind: rng.int(0...5), content: view(depth: depth - 1), title: string(),
                                               openID: open, closeID: close, startsShown: rng.chance(50)))
    }
}

/// A list of sections of numbered rows with a button that jumps to `target` by
/// `ScrollViewProxy.scrollTo` or by setting a `scrollPosition`.
struct FuzzJumpingList: View {
    let counts: [Int]
    let titles: [String]
    let target: Int
    let anchor: UnitPoint?
    let jumpID: String
    let usesPosition: Bool
    @State private var position: Int?

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") {
                    if usesPosition { position = target } else { proxy.scrollTo(target, anchor: anchor) }
                }.accessibilityIdentifier(jumpID)
                List {
                    ForEach(0..<counts.count, id: \.self) { section in
                        Section(titles[section]) {
                            ForEach(0..<counts[section], id: \.self) { row in Text("\(section).\(row)").id(section * 1_000 + row) }
                        }
                    }
                }
                .scrollPosition(id: $position, anchor: anchor)
            }
        }
    }
}

/// A sheet whose content presents, from a button, one more presentation of `kind`: a sheet,
/// a cover, an alert, a dialog, a popover or a menu (with a toggle among its items); a button
/// inside the inner one dismisses it.
struct FuzzStackedPresentation: View {
    let kind: Int
    let content: AnyView
    let title: String
    let openID: String
    let closeID: String
    let startsShown: Bool
    @State private var outer = true
    @State private var inner: Bool?

    var body: some View {
        let shown = Binding(get: { inner ?? startsShown }, set: { inner = $0 })
        let close = FuzzDismissButton(id: closeID)
        let opener = Button(title) { shown.wrappedValue = true }.accessibilityIdentifier(openID)
        return Color.clear.sheet(isPresented: $outer) {
            VStack {
                content
                switch kind {
                case 0: opener.sheet(isPresented: shown) { close }
                case 1: opener.fullScreenCover(isPresented: shown) { close }
                case 2: opener.alert(title, isPresented: shown) { Button("OK") {}.accessibilityIdentifier(closeID) }
                case 3: opener.confirmationDialog(LocalizedStringKey(title), isPresented: shown) { Button("OK") {}.accessibilityIdentifier(closeID) }
                case 4: opener.popover(isPresented: shown) { close }
                default:
                    Menu {
                        Button("OK") {}.accessibilityIdentifier(closeID)
                        Toggle(title, isOn: shown)
                    } label: { Text(title) }.accessibilityIdentifier(openID)
                }
            }
        }
    }
}

/// A button calling the environment's `dismiss`.
struct FuzzDismissButton: View {
    let id: String
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() }.accessibilityIdentifier(id) }
}

/// Tether's own: the host steps that scroll what an identifier marks (a list, a scroll view,
/// or the one around it) by ordinary and hostile amounts, and read the offset back.
@MainActor
enum FuzzScrolling {
    static let deltas = [CGSize(width: 0, height: 120), CGSize(width: 0, height: -60), CGSize(width: 30, height: 1e308),
                         CGSize(width: 0, height: -CGFloat.infinity), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 0, height: 1e9)]
    static let points = [CGPoint(x: 0, y: 500), CGPoint(x: -1e308, y: 1e308), CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: 0, y: 0)]

    static func scroll<Content: View>(_ host: ViewHost<Content>, _ id: String, using rng: inout FuzzRandom) {
        _ = try? host.scroll(id, by: rng.pick(deltas))
        _ = try? host.scroll(id, to: rng.pick(points))
        _ = try? host.scroll(id, by: rng.pick(deltas))
        _ = host.scrollOffset(of: id)
    }
}

/// A lazy stack of numbered rows in a scroll view bound to a `ScrollPosition` (starting at the
/// bottom edge for `kind` 0); the button sets it to the top or trailing edge, a row by id, a
/// y or a point.
struct FuzzPositionedScroll: View {
    let count, target, kind: Int
    let coordinate: CGFloat
    let jumpID, scrollID: String
    @State var position: ScrollPosition

    var body: some View {
        VStack(spacing: 0) {
            Button("Jump") {
                switch kind {
                case 1: position.scrollTo(id: target, anchor: .center)
                case 2: position.scrollTo(y: coordinate)
                case 3: position.scrollTo(point: CGPoint(x: coordinate, y: coordinate))
                case 4: position.scrollTo(edge: .trailing)
                default: position.scrollTo(edge: .top)
                }
            }.accessibilityIdentifier(jumpID)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { Text("\($0)").frame(height: 30) }
                }.scrollTargetLayout()
            }
            .accessibilityIdentifier(scrollID)
            .scrollPosition($position)
        }
    }
}
