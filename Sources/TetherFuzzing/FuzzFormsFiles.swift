import Foundation
import Tether

/// Tether's own: form styles (`.automatic`, `.grouped`, `.columns`, a custom one), wheel
/// pickers, tables (empty, long, compact and regular widths), the file importer and exporter
/// presented over content, sheets and popovers with a compact adaptation, and sheets with
/// detents (hostile ones, unavailable custom ones, a selection that is none of them) dragged
/// by the driver, with hostile strings and selections that match no option.
extension FuzzTreeBuilder {
    mutating func formsAndFiles(depth: Int) -> AnyView {
        switch rng.int(0...3) {
        case 0:
            let kids = children(rng.int(0...3), depth: depth)
            let rows = (0..<rng.int(0...3)).map { _ in (string(), string()) }
            let form = Form {
                Section(string()) {
                    ForEach(0..<rows.count, id: \.self) { LabeledContent(rows[$0].0, value: rows[$0].1) }
                    ForEach(0..<kids.count, id: \.self) { kids[$0] }
                }
            }
            switch rng.int(0...3) {
            case 0: return AnyView(form.formStyle(.automatic))
            case 1: return AnyView(form.formStyle(.grouped))
            case 2: return AnyView(form.formStyle(.columns))
            default: return AnyView(form.formStyle(FuzzFormStyle(spacing: length())))
            }
        case 1:
            let options = (0..<rng.int(0...8)).map { _ in string() }
            // Now and then the selection is none of the options.
            let chosen = options.isEmpty || rng.chance(20) ? string() : rng.pick(options)
            return AnyView(FuzzWheel(options: options, choice: chosen))
        case 2:
            let rows = (0..<rng.int(0...5)).map { FuzzTableRow(id: $0, name: string(), detail: string()) }
            return AnyView(Table(rows) {
                TableColumn("Name", value: \.name)
                TableColumn("Detail") { row in Text(row.detail) }
            })
        default:
            let base = view(depth: depth - 1)
            let presented = rng.chance(60)
            if rng.chance(15) {
                // A sheet with detents, hostile ones among them, its selection now and then none
                // of them; the driver drags its content (hostile translations too).
                let id = identifier("detentsheet")
                tappable.append(id)
                let detents = rng.pick([[PresentationDetent.medium, .large], [.fraction(.nan), .height(-5), .medium],
                                        [.height(1e308), .fraction(0), .height(0)], [.custom(FuzzNilDetent.self)],
                                        [.custom(FuzzNilDetent.self), .fraction(0.3), .large], []])
                let selection = rng.pick([PresentationDetent.medium, .large, .height(120), .fraction(.infinity)])
                return AnyView(FuzzDetentSheet(detents: Set(detents), selection: rng.chance(50) ? selection : nil,
                                               dismissDisabled: rng.chance(30), id: id) { base })
            }
            if rng.chance(25) {
                let adaptation = rng.pick([PresentationAdaptation.automatic, .none, .popover, .sheet, .fullScreenCover])
                let content = view(depth: depth - 1).presentationCompactAdaptation(adaptation)
                return rng.chance(50)
                    ? AnyView(base.popover(isPresented: .constant(presented)) { content })
                    : AnyView(base.sheet(isPresented: .constant(presented)) { content })
            }
            if rng.chance(50) {
                let types = rng.pick([[UTType.plainText], [.image, .pdf], [], [.item]])
                return AnyView(base.fileImporter(isPresented: .constant(presented), allowedContentTypes: types,
                                                 allowsMultipleSelection: rng.chance(50)) { _ in })
            }
            let document: FuzzDocument? = rng.chance(80) ? FuzzDocument(text: string()) : nil
            return AnyView(base.fileExporter(isPresented: .constant(presented), document: document, contentType: .plainText,
                                             defaultFilename: rng.chance(50) ? string() : nil) { _ in })
        }
    }
}

/// A sheet shown over `base` with `detents`, its selection in state when it has one.
struct FuzzDetentSheet<Base: View>: View {
    let detents: Set<PresentationDetent>
    @State var selection: PresentationDetent?
    let dismissDisabled: Bool
    let id: String
    @ViewBuilder let base: () -> Base
    @State var shown = true

    var body: some View {
        base().sheet(isPresented: $shown) {
            Group {
                if let chosen = selection {
                    let binding = Binding<PresentationDetent>(get: { selection ?? chosen }, set: { selection = $0 })
                    Color.blue.presentationDetents(detents, selection: binding)
                } else {
                    Color.blue.presentationDetents(detents)
                }
            }
            .interactiveDismissDisabled(dismissDisabled)
            .accessibilityIdentifier(id)
        }
    }
}

/// A custom detent that is never available.
struct FuzzNilDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { nil }
}

/// A custom form style: the content stacked with a hostile spacing.
struct FuzzFormStyle: FormStyle {
    let spacing: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) { configuration.content }
    }
}

/// A wheel picker over strings, holding its choice.
struct FuzzWheel: View {
    let options: [String]
    @State var choice: String
    var body: some View {
        Picker("Wheel", selection: $choice) {
            ForEach(options.indices, id: \.self) { Text(options[$0]).tag(options[$0]) }
        }
        .pickerStyle(.wheel)
    }
}

/// A table row.
struct FuzzTableRow: Identifiable {
    let id: Int
    let name: String
    let detail: String
}

/// A plain-text document to export.
struct FuzzDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    let text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
}
