import Foundation

/// Mirrors SwiftUI's `NavigationLinkPickerStyle` (`.navigationLink`, iOS 16): the picker is a
/// navigation link — in a list or form row its label, its choice in grey and the disclosure
/// chevron — whose tap pushes a list of the options onto the enclosing `NavigationStack`,
/// titled with the picker's label, the chosen option with a checkmark. Choosing an option
/// there sets the selection and pops the list.
///
/// ```swift
/// NavigationStack {
///     Form {
///         Picker("Flavor", selection: $flavor) {
///             ForEach(Flavor.allCases) { Text($0.name) }
///         }
///         .pickerStyle(.navigationLink)
///     }
/// }
/// ```
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    /// Mirrors `NavigationLinkPickerStyle.init()`.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Mirrors SwiftUI's `PickerStyle.navigationLink`.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A `.navigationLink` picker as iOS shows it: in a list or form row, a navigation link row
/// with the label, the choice in secondary grey and the chevron; elsewhere the label in the
/// tint colour and the choice in grey beside it, as a navigation link outside a list is a
/// button. It reads as iOS reads it, one button named by the label whose value is the choice.
/// A tap pushes `NavigationLinkPickerPage`; outside a navigation stack there is nothing to
/// push onto, and the tap reports a diagnostic.
nonisolated struct NavigationLinkPickerRow<Label: View, Content: View>: View {
    let label: Label
    let selection: TagSelection
    /// Where the row records the options' tags, for the page to list them.
    let optionTags: PickerOptionTags
    let content: Content
    @Environment(\.navigationPush) private var push
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.labelsVisibility) private var labelsVisibility

    @MainActor var body: some View {
        let title = label as? Text
        let page = NavigationLinkPickerPage(title: title, selection: selection, optionTags: optionTags, content: content)
        var open: (@MainActor () -> Void)?
        if let push { open = { push.view(AnyView(page)) } }
        return MenuPickerElement(label: title?.string) {
            row.modifier(PushOnTapModifier(push: open, pickerTitle: title?.string))
        }
    }

    /// The label (unless `labelsHidden()`) and the choice: a navigation link row in a list,
    /// elsewhere side by side, the label tinted as a link outside a list is.
    @MainActor @ViewBuilder private var row: some View {
        let choice = PickerOptions(kind: .menu, selection: selection, optionTags: optionTags, showsMenuIndicator: false) { content }
            .foregroundStyle(.secondary)
        let showsLabel = labelsVisibility != .hidden
        if isInListRow {
            NavigationLinkRow {
                if showsLabel { label }
            } detail: {
                choice
            }
        } else {
            HStack {
                if showsLabel { label.foregroundStyle(.tint) }
                choice
            }
            .contentShape(Rectangle())
        }
    }
}

/// The page a `.navigationLink` picker pushes, as iOS builds it: an inset grouped list with a
/// row for each option, under an inline title of the picker's label. The chosen row has the
/// checkmark in the tint colour at its trailing end; a tap on a row chooses its option and
/// pops the page (`PickerLayout.Kind.listOption`).
nonisolated struct NavigationLinkPickerPage<Content: View>: View {
    let title: Text?
    let selection: TagSelection
    let optionTags: PickerOptionTags
    let content: Content

    @MainActor var body: some View {
        let selection = self.selection, content = self.content
        return List {
            ForEach(0..<optionTags.tags.count, id: \.self) { index in
                PickerOptions(kind: .listOption(index), selection: selection) { content }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(title ?? Text(verbatim: ""))
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A tap on the picker's row pushes its page; with no navigation stack around the picker
/// there is nothing to push onto, and the tap is reported as a diagnostic at the row.
nonisolated struct PushOnTapModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let push: (@MainActor () -> Void)?
    /// The picker's label, when it is a text, to name the picker in the diagnostic.
    let pickerTitle: String?

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        let push = self.push
        let name = pickerTitle.map { "Picker \"\($0)\"" } ?? "A Picker"
        node.attributes = [TapHandlerAttribute(action: { [weak node] in
            if let push { return push() }
            node?.graph.reportBetweenUpdates(.other, "\(name) uses the .navigationLink style outside a NavigationStack: "
                + "a tap has no stack to push its options onto, so nothing happens", at: node)
        })]
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}
