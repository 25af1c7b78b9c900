import Foundation
import Tether

extension Examples {
    static let textExamples: [Example] = [
        Example("text-styles", height: 420, caption: "Dynamic Type styles at the default size, drawn with Inter") {
            VStack(alignment: .leading, spacing: 4) {
                Text("Large Title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Title 2").font(.title2)
                Text("Title 3").font(.title3)
                Text("Headline").font(.headline)
                Text("Body").font(.body)
                Text("Callout").font(.callout)
                Text("Subheadline").font(.subheadline)
                Text("Footnote").font(.footnote)
                Text("Caption").font(.caption)
                Text("Caption 2").font(.caption2)
                Text("Bold italic body").bold().italic()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        },
        Example("text-formatting", height: 400, caption: "Styled pieces, Markdown, tracking, baseline offsets, underlines, strikethroughs, line spacing and shrinking to fit") {
            VStack(alignment: .leading, spacing: 10) {
                Text("Bold, ").bold() + Text("italic ").italic() + Text("and red").foregroundColor(.red) + Text(" in one line")
                Text("**Markdown** with _emphasis_, `code`, ~~struck~~ and [a link](https://swift.org)")
                Text("TRACKED CAPITALS").font(.caption).tracking(3).foregroundStyle(.secondary)
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text("E = mc")
                    Text("2").font(.caption2).baselineOffset(8)
                }
                Text("Underlined").underline()
                    + Text(" and ") + Text("dashed").underline(pattern: .dash, color: .blue)
                    + Text(" and ") + Text("struck").strikethrough(color: .red)
                Text("Line spacing of 8 points between these wrapped lines of body text.")
                    .lineSpacing(8)
                    .frame(width: 240, alignment: .leading)
                    .background(Color.yellow.opacity(0.3))
                Text("This sentence shrinks to fit one line")
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: 200, alignment: .leading)
                    .background(Color.mint.opacity(0.3))
                Text(1234567.891, format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
                    .monospacedDigit()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        },
        Example("text-inline-images", height: 330, caption: "Images inside text: symbols sized by the text's font and filled with its colour, wrapped with the words, mirrored right to left") {
            VStack(alignment: .leading, spacing: 14) {
                Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.8").bold() + Text(" · 2,315 ratings").foregroundColor(.secondary)
                Text("Tap \(Image(systemName: "square.and.arrow.up")) to share this page, then choose Add to Home Screen to keep it close at hand.")
                    .frame(width: 250, alignment: .leading)
                Text("\(Image(systemName: "bolt.fill")) 87%").font(.largeTitle).foregroundStyle(.green)
                HStack(spacing: 16) {
                    Text("\(Image(systemName: "heart.fill")) Small").imageScale(.small)
                    Text("\(Image(systemName: "heart.fill")) Medium")
                    Text("\(Image(systemName: "heart.fill")) Large").imageScale(.large)
                }
                .foregroundStyle(.pink)
                Text("التالي \(Image(systemName: "chevron.forward"))")
                    .foregroundStyle(.blue)
                    .environment(\.layoutDirection, .rightToLeft)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.blue.opacity(0.08))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        },
        Example("attributed-text", height: 330, caption: "Text(AttributedString): runs with their own fonts, colours, backgrounds, lines, tracking and links; allowsTightening fits a slightly long line") {
            VStack(alignment: .leading, spacing: 12) {
                Text(AttributedExample.greeting)
                Text(AttributedExample.decorated)
                Text(AttributedExample.link)
                VStack(alignment: .leading, spacing: 4) {
                    Text("A line a little too long to fit").lineLimit(1)
                    Text("A line a little too long to fit").lineLimit(1).allowsTightening(true)
                }
                .frame(width: 192, alignment: .leading)
                .background(Color.yellow.opacity(0.3))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        },
        Example("redacted", height: 260, caption: "redacted(reason: .placeholder): the same card loaded and as a placeholder; unredacted() keeps the icon") {
            let card = { (redacted: Bool) in
                HStack(alignment: .top, spacing: 12) {
                    Image(systemName: "star.fill").font(.title).foregroundStyle(.orange).unredacted()
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Swift Student Challenge").font(.headline)
                        Text("Submissions open in February for three weeks.").foregroundStyle(.secondary)
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 12))
                .redacted(reason: redacted ? .placeholder : [])
            }
            return VStack(spacing: 16) { card(false); card(true) }.padding()
        },
        Example("dynamic-type-accessibility5", height: 700, caption: "The largest Dynamic Type size (AX5): body at 53 pt, title at 58 pt, wrapping in a form row") {
            VStack(alignment: .leading, spacing: 8) {
                Text("Title").font(.title)
                Text("Body text wraps at the largest size").font(.body)
                Text("Footnote").font(.footnote)
                Label("Settings", systemImage: "gear")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .dynamicTypeSize(.accessibility5)
        },
        Example("text-wrapping", height: 330, caption: "Wrapping, alignment and line limits in a 200-point column") {
            VStack(alignment: .leading, spacing: 12) {
                Text("SwiftUI wraps text to the width it is offered, breaking between words.")
                    .frame(width: 200, alignment: .leading)
                    .background(Color.yellow.opacity(0.3))
                Text("Centred lines stay centred in the column as they wrap.")
                    .multilineTextAlignment(.center)
                    .frame(width: 200)
                    .background(Color.green.opacity(0.2))
                Text("A line limit of one truncates the rest of this sentence with an ellipsis.")
                    .lineLimit(1)
                    .frame(width: 200, alignment: .leading)
                    .background(Color.blue.opacity(0.15))
            }
            .padding()
        },
        Example("symbols", height: 180, caption: "Image(systemName:) mapped to Material icons, at three image scales and in colour") {
            VStack(spacing: 14) {
                HStack(spacing: 14) {
                    ForEach(["globe", "star.fill", "heart.fill", "person.circle", "gear", "house", "magnifyingglass", "trash"], id: \.self) { name in
                        Image(systemName: name)
                    }
                }
                HStack(spacing: 20) {
                    Image(systemName: "bell.fill").imageScale(.small)
                    Image(systemName: "bell.fill").imageScale(.medium)
                    Image(systemName: "bell.fill").imageScale(.large)
                    Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
                    Image(systemName: "xmark.circle.fill").foregroundColor(.red)
                    Image(systemName: "no.such.symbol")
                }
            }
            .padding()
        },
        Example("symbol-catalog", height: 330, caption: "Sixty of the SF Symbols names SwiftUI apps use most, drawn with Material icons at body size; .fill names filled, outlines outlined") {
            Grid(horizontalSpacing: 10, verticalSpacing: 12) {
                ForEach(0..<6, id: \.self) { row in
                    GridRow {
                        ForEach(0..<10, id: \.self) { column in
                            Image(systemName: symbolCatalogNames[row * 10 + column])
                                .frame(width: 26, height: 26)
                        }
                    }
                }
                GridRow {
                    ForEach(["heart", "heart.fill", "star", "star.fill", "bell", "bell.fill", "bookmark", "bookmark.fill", "lightbulb", "lightbulb.fill"], id: \.self) { name in
                        Image(systemName: name).imageScale(.large).foregroundStyle(.orange).frame(width: 26, height: 26)
                    }
                }
            }
            .padding()
        },
    ]
}

/// The names the symbol catalog example draws, among the most used in public SwiftUI code.
private let symbolCatalogNames = [
    "trash", "xmark", "checkmark.circle.fill", "plus", "chevron.down", "chevron.right", "magnifyingglass", "ellipsis", "doc.on.doc", "square.and.arrow.up",
    "exclamationmark.triangle.fill", "gear", "pencil", "clock", "star", "questionmark.circle", "info.circle", "globe", "person.crop.circle", "arrow.clockwise",
    "play.fill", "pause.fill", "forward.fill", "backward.fill", "shuffle", "waveform", "music.note.list", "speaker.wave.2", "mic.fill", "video",
    "folder", "doc.text", "archivebox", "tray.full", "externaldrive", "icloud", "network", "wifi", "antenna.radiowaves.left.and.right", "server.rack",
    "slider.horizontal.3", "line.3.horizontal.decrease", "arrow.up.arrow.down", "arrow.left.arrow.right", "square.grid.2x2", "sidebar.left", "paintpalette", "textformat", "photo", "camera",
    "bell.badge", "envelope", "bubble.left.and.bubble.right", "person.2", "lock", "key.fill", "checkmark.seal.fill", "sparkles", "hammer", "power",
]

/// The attributed strings of the `attributed-text` example, built as an iOS app builds them.
enum AttributedExample {
    static var greeting: AttributedString {
        var hello = AttributedString("Hello, ")
        hello.font = .title.bold()
        var world = AttributedString("attributed")
        world.font = .title
        world.foregroundColor = .red
        var rest = AttributedString(" world")
        rest.font = .title.italic()
        rest.backgroundColor = .yellow
        return hello + world + rest
    }
    static var decorated: AttributedString {
        var under = AttributedString("underlined")
        under.underlineStyle = .single
        var struck = AttributedString("struck")
        struck.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .red)
        var tracked = AttributedString("TRACKED")
        tracked.tracking = 4
        tracked.foregroundColor = .gray
        var raised = AttributedString("up")
        raised.baselineOffset = 6
        raised.font = .caption
        return under + AttributedString(", ") + struck + AttributedString(", ") + tracked + AttributedString(" and ") + raised
    }
    static var link: AttributedString {
        var string = AttributedString("Read the ")
        var link = AttributedString("Swift documentation")
        link.link = URL(string: "https://swift.org/documentation")
        link.underlineStyle = .single
        string += link
        string += AttributedString(" for more.")
        return string
    }
}
