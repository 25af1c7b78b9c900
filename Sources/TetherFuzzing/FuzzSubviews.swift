import Foundation
import Tether

extension ContainerValues {
    /// A fuzzed weight read back by the containers that flatten their content.
    @Entry var fuzzWeight: CGFloat = 1
}

/// Tether's own: iOS 18's subview containers over fuzzed content — `Group(subviews:)` and
/// `ForEach(subviews:)` with hostile container values and slices, `Group(sections:)` and
/// `ForEach(sections:)` over sections with and without headers — plus the newer modifiers
/// that ride on any view: `.blurReplace` transitions, `.fill` styles, aligned text fields,
/// gestures switched by `isEnabled`, user activities and a renamable navigation title.
extension FuzzTreeBuilder {
    mutating func subviewsContainer(depth: Int) -> AnyView {
        let kids = children(rng.int(0...4), depth: depth)
        let weights = kids.map { _ in isHostile ? length() : rng.pick([0.5, 1, 2]) }
        let content = ForEach(0..<kids.count, id: \.self) { i in kids[i].containerValue(\.fuzzWeight, weights[i]) }
        let sliceEnd = rng.int(0...5)
        switch rng.int(0...3) {
        case 0:
            let spacing = length()
            return AnyView(Group(subviews: content) { subviews in
                // A slice that may reach past the end is clamped, as app code does.
                let end = min(sliceEnd, subviews.count)
                HStack(spacing: spacing) {
                    ForEach(subviews[0..<end]) { subview in
                        subview.frame(width: FuzzSubviewWeight.width(subview.containerValues.fuzzWeight))
                    }
                }
                if subviews.count > end { Text("\(subviews.count - end) more") }
            })
        case 1:
            return AnyView(VStack {
                ForEach(subviews: content) { subview in
                    subview.padding(.leading, FuzzSubviewWeight.width(subview.containerValues.fuzzWeight))
                }
            })
        case 2:
            let titles = kids.map { _ in string() }
            let sections = ForEach(0..<kids.count, id: \.self) { i in
                if i % 2 == 0 {
                    Section { kids[i] } header: { Text(titles[i]) }
                } else {
                    Section { kids[i]; Color.red.frame(height: 4) }
                }
            }
            return AnyView(Group(sections: sections) { collection in
                VStack {
                    ForEach(collection) { section in
                        section.header
                        section.content
                        Text("\(section.content.count)")
                    }
                }
            })
        default:
            return AnyView(List {
                ForEach(sections: content) { section in
                    section.content
                    section.footer
                }
            })
        }
    }

    /// One of the newer modifiers over `v`.
    mutating func newerModifier(_ v: AnyView) -> AnyView {
        switch rng.int(0...6) {
        case 0:
            return AnyView(FuzzBlurReplaceSwap(content: v, kind: rng.int(0...4), shown: rng.chance(50)))
        case 1:
            return AnyView(v.background(.fill).overlay(Rectangle().fill(rng.pick([AnyShapeStyle(.fill), AnyShapeStyle(FillShapeStyle.fill.secondary), AnyShapeStyle(FillShapeStyle.fill.quaternary)]))))
        case 2:
            let id = identifier("alignedfield")
            textFields.append(id)
            return AnyView(VStack {
                v
                FuzzAlignedField(title: string(), alignment: rng.pick([.leading, .center, .trailing])).accessibilityIdentifier(id)
            })
        case 3:
            let id = identifier("switchedgesture")
            tappable.append(id)
            let enabled = rng.chance(50)
            return AnyView(v.gesture(TapGesture().onEnded {}, isEnabled: enabled)
                .simultaneousGesture(DragGesture(minimumDistance: length()), isEnabled: !enabled)
                .accessibilityIdentifier(id))
        case 4:
            let type = rng.pick(["com.example.fuzz", "", string()])
            return AnyView(v.userActivity(type, isActive: rng.chance(70)) { activity in activity.title = "fuzz" }
                .onContinueUserActivity(type) { _ in })
        case 5:
            return AnyView(FuzzRenamableTitle(content: v, title: string()))
        default:
            return textRendered(v)
        }
    }
}

/// Widths from fuzzed container values: hostile weights give hostile frames.
enum FuzzSubviewWeight {
    static func width(_ weight: CGFloat) -> CGFloat? { weight.isFinite ? 20 * weight : nil }
}

/// A view swapped in and out with a `.blurReplace` transition when tapped.
struct FuzzBlurReplaceSwap: View {
    let content: AnyView
    let kind: Int
    @State var shown: Bool
    var body: some View {
        VStack {
            if shown { transitioned(content) } else { transitioned(Text("hidden")) }
        }
        .onTapGesture { withAnimation { shown.toggle() } }
    }

    @ViewBuilder private func transitioned(_ view: some View) -> some View {
        switch kind {
        case 0: view.transition(.blurReplace)
        case 1: view.transition(.blurReplace(.upUp))
        case 2: view.transition(BlurReplaceTransition.blurReplace.combined(with: BlurReplaceTransition(configuration: .upUp)))
        // The built-in transitions with hostile amounts, combined.
        case 3: view.transition(BlurReplaceTransition.blurReplace.combined(with: .push(from: .bottom)).combined(with: .slide))
        default:
            view.transition(MoveTransition(edge: .leading).combined(with: ScaleTransition(.nan, anchor: .bottomTrailing))
                .combined(with: OffsetTransition(CGSize(width: CGFloat.infinity, height: .nan))).combined(with: .opacity).combined(with: .identity))
        }
    }
}

/// A text field aligned by `multilineTextAlignment`.
struct FuzzAlignedField: View {
    let title: String
    let alignment: TextAlignment
    @State private var text = ""
    var body: some View {
        TextField(title, text: $text).multilineTextAlignment(alignment)
    }
}

/// A navigation stack whose bound title can be renamed from the title menu.
struct FuzzRenamableTitle: View {
    let content: AnyView
    @State var title: String
    var body: some View {
        NavigationStack {
            content
                .navigationTitle($title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { RenameButton() }
        }
    }
}
